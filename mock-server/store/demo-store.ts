/** Requested demos (the demo queue), in the database: part of the server's Store. */
import type { Database } from './database.ts';
import type { DemosTable } from './tables.ts';
import type { Selectable } from 'kysely';

/** §4 Demo: Queued, then Processing, then Ready or Failed. */
export type DemoStatus = 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED';

/** A demo request and, once built, what it made (to remove it all when it expires). */
export interface StoredDemo {
  /** Random and unguessable: whoever holds it reads the demo's password. */
  readonly id: string;
  readonly email: string;
  status: DemoStatus;
  readonly requestedAt: number;
  /** When the worker took it, and when its build is done (server clock, ms). */
  startedAt: number | null;
  dueAt: number | null;
  /** After this the demo and everything it made are removed. */
  readonly expiresAt: number;
  /** The sample people's password (random per demo), hashed once for all of them. */
  readonly password: string;
  readonly passwordHash: string;
  readonly salt: string;
  /** §3 config JSON text (password and roles); null until Ready. */
  config: string | null;
  organizationId: string | null;
  userIds: string[];
}

export interface DemoStore {
  /** Inserts or replaces a demo. */
  readonly put: (demo: StoredDemo) => Promise<void>;
  readonly get: (id: string) => Promise<StoredDemo | undefined>;
  /** Every demo in request order (a demo lives a day: a short list). */
  readonly all: () => Promise<readonly StoredDemo[]>;
  readonly remove: (id: string) => Promise<void>;
}

const time = (date: Date | null): number | null => (date === null ? null : date.getTime());

function demoOf(row: Selectable<DemosTable>): StoredDemo {
  return {
    id: row.id,
    email: row.email,
    status: row.status as DemoStatus,
    requestedAt: row.requested_at.getTime(),
    startedAt: time(row.started_at),
    dueAt: time(row.due_at),
    expiresAt: row.expires_at.getTime(),
    password: row.password,
    passwordHash: row.password_hash,
    salt: row.salt,
    config: row.config,
    organizationId: row.organization_id === null ? null : String(row.organization_id),
    userIds: row.user_ids.map(String),
  };
}

/** The demo queue over a database. */
export function createDemoStore(database: Database): DemoStore {
  const db = database.executor;
  return {
    put: async (demo) => {
      const row = {
        id: demo.id,
        email: demo.email,
        status: demo.status,
        requested_at: new Date(demo.requestedAt),
        started_at: demo.startedAt === null ? null : new Date(demo.startedAt),
        due_at: demo.dueAt === null ? null : new Date(demo.dueAt),
        expires_at: new Date(demo.expiresAt),
        password: demo.password,
        password_hash: demo.passwordHash,
        salt: demo.salt,
        config: demo.config,
        organization_id: demo.organizationId === null ? null : Number(demo.organizationId),
        user_ids: demo.userIds.map(Number),
      };
      await db()
        .insertInto('demos')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(({ ...row, id: undefined }) as never))
        .execute();
    },
    get: async (id) => {
      const row = await db().selectFrom('demos').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? demoOf(row) : undefined;
    },
    all: async () => (await db().selectFrom('demos').selectAll().orderBy('requested_at').orderBy('arrival').execute()).map(demoOf),
    remove: async (id) => {
      await db().deleteFrom('demos').where('id', '=', id).execute();
    },
  };
}
