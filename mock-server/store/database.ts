/**
 * The server's PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly, in this process) in a data
 * folder or in memory, or a PostgreSQL server named by a URL. Both are reached through one Kysely
 * instance, so the same queries and migrations run on either.
 *
 * Every write runs in `transaction(...)`: the callback's queries share one transaction (the
 * repositories find it through `executor()`, so nobody threads it by hand), and the caller's answer
 * is sent after the commit. PGlite has one connection: its queries and transactions take turns.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, statSync, accessSync, constants } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Tables } from './tables.ts';
import { migrate } from './migrate.ts';
import { DatabaseRefused } from './database-refused.ts';

export { DatabaseRefused };

export type Db = Kysely<Tables>;

/** Where the data lives. */
export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory' }
  /** A schema of its own in a PGlite shared with other databases (the tests: one per server). */
  | { readonly kind: 'schema'; readonly shared: SharedPglite; readonly schema: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** A notification between server processes (PostgreSQL LISTEN/NOTIFY; in one process for PGlite). */
export type Listener = (payload: string) => void;

export interface Database {
  readonly location: DatabaseLocation;
  /** The transaction the caller runs in, or the database itself outside one. */
  readonly executor: () => Db;
  /**
   * Runs `work` in one transaction (joined when one is already running in this call chain);
   * its result is returned after the commit. A thrown error rolls everything back.
   */
  readonly transaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Work that must be done even if the running transaction rolls back (a spent proof of work
   * counts even when the call it guarded fails): run after the rollback, in its own transaction.
   * Outside a transaction there is nothing to undo, and this does nothing.
   */
  readonly onRollback: (work: (db: Db) => Promise<void>) => void;
  /** Runs `done` once the running transaction commits (at once outside a transaction); not at all if it rolls back. */
  readonly afterCommit: (done: () => void) => void;
  /** Whether the caller runs inside a transaction. */
  readonly inTransaction: () => boolean;
  /** Whether other server processes may share this database (a PostgreSQL server): they must hear of changes. */
  readonly shared: boolean;
  /** Tells every server process on this database (itself included) about a change. */
  readonly notify: (channel: string, payload: string) => Promise<void>;
  /** Hears `notify` of any process; answers a function that stops listening. */
  readonly listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  readonly close: () => Promise<void>;
}

/**
 * One PGlite and its one connection, handed to one caller at a time. Several databases may share it,
 * each in a schema of its own (the tests: a fresh schema per server, one PGlite per process): a
 * caller's turn first points the search path at its schema.
 */
export class SharedPglite {
  #queue: Promise<void> = Promise.resolve();
  #schema: string | null = null;

  constructor(readonly pglite: PGlite) {}

  /** Waits for the connection (in `schema`, when given); the turn ends when `release` is called. */
  async take(schema: string | null): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    if (schema !== null && schema !== this.#schema) {
      await this.pglite.exec(`set search_path to "${schema}", public`);
      this.#schema = schema;
    }
    return release;
  }

  /** Opens PGlite in memory, with the extensions the migrations use ready in the public schema. */
  static async inMemory(): Promise<SharedPglite> {
    const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
    await pglite.exec('create extension if not exists pg_trgm schema public');
    return new SharedPglite(pglite);
  }
}

/** PGlite as a Kysely driver over a shared connection. */
class PgliteDriver implements Driver {
  readonly #connection: DatabaseConnection;
  readonly #releases: (() => void)[] = [];

  constructor(
    private readonly shared: SharedPglite,
    private readonly schema: string | null,
    private readonly owned: boolean,
  ) {
    const { pglite } = shared;
    this.#connection = {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        // Without parameters a text may hold several statements (a migration): the simple protocol.
        const result = compiled.parameters.length === 0 ? (await pglite.exec(compiled.sql)).at(-1) : await pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
        const rows = (result?.rows ?? []) as R[];
        return result?.affectedRows === undefined ? { rows } : { rows, numAffectedRows: BigInt(result.affectedRows) };
      },
      streamQuery: () => {
        throw new Error('streaming is not supported on PGlite');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#releases.push(await this.shared.take(this.schema));
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#releases.shift()?.();
  }

  async destroy(): Promise<void> {
    if (this.owned) await this.shared.pglite.close();
  }
}

function pgliteDialect(shared: SharedPglite, schema: string | null, owned: boolean): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(shared, schema, owned),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** int8 (counts, server-clock milliseconds) as numbers, as PGlite gives them. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** Refuses a data folder that is not ours to open (unreadable, or something else's files). */
function checkDataDir(dataDir: string): 'new' | 'existing' {
  if (!existsSync(dataDir)) return 'new';
  if (!statSync(dataDir).isDirectory()) throw new DatabaseRefused(`DATA_DIR ${dataDir} is a file, not a folder`);
  try {
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    throw new DatabaseRefused(`The data folder ${dataDir} cannot be read and written by this process: check its owner and permissions`);
  }
  const entries = readdirSync(dataDir).filter((name) => !name.startsWith('.'));
  if (entries.length === 0) return 'new';
  if (!entries.includes('PG_VERSION')) {
    throw new DatabaseRefused(
      `The data folder ${dataDir} holds files that are not a Tidemark database (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}): ` +
        'point DATA_DIR at an empty or a Tidemark folder',
    );
  }
  return 'existing';
}

/** Opens the database and brings its tables up to date (the migrations of ./migrations). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  /**
   * The transaction of the running call chain. Work scheduled from inside one (a timer, a job) keeps
   * the async context after the transaction ended: `open` says whether it still runs.
   */
  const current = new AsyncLocalStorage<{ readonly db: Db; readonly onRollback: ((db: Db) => Promise<void>)[]; readonly afterCommit: (() => void)[]; open: boolean }>();
  const running = () => {
    const found = current.getStore();
    return found?.open ? found : undefined;
  };
  let db: Db;
  let notify: Database['notify'];
  let listen: Database['listen'];
  let closeExtra = async () => {};

  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10, types: pgTypes });
    pool.on('error', () => {}); // an idle client's lost connection; the next query reconnects
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end();
      throw new DatabaseRefused(`Cannot reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`);
    }
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    const listeners = new Map<string, Set<Listener>>();
    let listener: pg.Client | null = null;
    const listenerClient = async () => {
      if (listener) return listener;
      listener = new pg.Client({ connectionString: location.url });
      await listener.connect();
      listener.on('notification', (message) => {
        for (const heard of listeners.get(message.channel) ?? []) heard(message.payload ?? '');
      });
      listener.on('error', () => {});
      return listener;
    };
    notify = async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    };
    listen = async (channel, heard) => {
      const client = await listenerClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(heard);
      return async () => void set.delete(heard);
    };
    closeExtra = async () => {
      await (listener as pg.Client | null)?.end();
    };
  } else {
    let shared: SharedPglite;
    if (location.kind === 'schema') {
      shared = location.shared;
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(location.schema)) throw new Error(`not a schema name: ${location.schema}`);
      await shared.pglite.exec(`create schema if not exists "${location.schema}"`);
    } else {
      if (location.kind === 'pglite') checkDataDir(location.dataDir);
      try {
        const pglite = new PGlite(location.kind === 'pglite' ? location.dataDir : 'memory://', { extensions: { pg_trgm } });
        await pglite.query('select 1');
        shared = new SharedPglite(pglite);
      } catch (error) {
        throw new DatabaseRefused(
          `The data folder ${location.kind === 'pglite' ? location.dataDir : '(memory)'} cannot be opened as a database: ${(error as Error).message ?? error}`,
        );
      }
    }
    db = new Kysely<Tables>({ dialect: pgliteDialect(shared, location.kind === 'schema' ? location.schema : null, location.kind !== 'schema') });
    // One process: PGlite's own LISTEN/NOTIFY reaches the listeners of this process.
    notify = async (channel, payload) => {
      await db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, payload]));
    };
    listen = async (channel, heard) => shared.pglite.listen(channel, heard);
  }

  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }

  return {
    location,
    executor: () => running()?.db ?? db,
    transaction: async (work) => {
      const outer = running();
      if (outer) return work(outer.db);
      const onRollback: ((db: Db) => Promise<void>)[] = [];
      const afterCommit: (() => void)[] = [];
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await db.transaction().execute(async (trx: Transaction<Tables>) => {
          const context = { db: trx, onRollback, afterCommit, open: true };
          try {
            return await current.run(context, () => work(trx));
          } finally {
            context.open = false;
          }
        });
      } catch (error) {
        for (const undo of onRollback) await db.transaction().execute(undo);
        throw error;
      }
      for (const done of afterCommit) done();
      return result;
    },
    onRollback: (work) => {
      running()?.onRollback.push(work);
    },
    afterCommit: (done) => {
      const outer = running();
      if (outer) outer.afterCommit.push(done);
      else done();
    },
    inTransaction: () => running() !== undefined,
    shared: location.kind === 'postgres',
    notify,
    listen,
    close: async () => {
      await closeExtra();
      await db.destroy();
    },
  };
}

/** Where the settings say the data lives: DATABASE_URL, else DATA_DIR (default ./data). */
export function locationOf(env: Readonly<Record<string, string | undefined>>, defaultDataDir: string): DatabaseLocation {
  const url = env['DATABASE_URL'];
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new DatabaseRefused(`DATABASE_URL must be a postgres:// URL, not '${url.replace(/:[^:@/]*@/, ':***@')}'`);
    return { kind: 'postgres', url };
  }
  if (env['DATA_DIR'] === ':memory:') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: env['DATA_DIR'] || defaultDataDir };
}

/** Whether a query failed on a unique index (PostgreSQL's 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
