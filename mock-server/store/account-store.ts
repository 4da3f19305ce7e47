/**
 * Users, sessions, organizations, memberships (roles) and one-time secrets: the accounts' repository
 * over PostgreSQL. It answers the records the server's services use; every write goes to the
 * transaction the caller runs in (database.executor()). Sessions and secrets are kept by a hash
 * of their value: a copy of the database signs nobody in and opens no emailed link.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { createReadCache } from './read-cache.ts';
import type { RoleStatus, RoleType } from '../../src/domain/shared/role.ts';
import type { UserStatus } from '../../src/domain/accounts/session.ts';
import type { WorkWeek } from '../../src/domain/time/work-week.ts';

export interface StoredUser {
  readonly id: string;
  readonly email: string;
  /** scrypt hash and salt, base64. */
  readonly passwordHash: string;
  readonly salt: string;
  readonly status: UserStatus;
  readonly createdAt: string;
  readonly lastOrganizationId: string | null;
  readonly favoriteOrganizations: readonly string[];
}

export interface StoredOrganization {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly showOnboarding: boolean;
  /** §1 feature flags turned on or off for this organization (absent: the defaults, all off). */
  readonly featureFlags?: Readonly<Partial<Record<'documentation' | 'support' | 'report', boolean>>>;
  /** The support inbox: days without activity before a case resolves itself (absent: the server's setting). */
  readonly autoResolveAfterDays?: number;
  /** Its postal address (issue 18's settings), absent until an owner or administrator sets it. */
  readonly address?: StoredAddress;
  /** Its time zone, an IANA name (absent for organizations made before it was kept). */
  readonly timeZone?: string;
}

/** §3's Organization form's address: the country by its ISO 3166-1 alpha-2 code, the state by name. */
export interface StoredAddress {
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
  readonly country: string;
}

export interface StoredMembership {
  readonly id: string;
  /** The invited or accepted person's email (users may not exist yet when invited). */
  readonly email: string;
  readonly userId: string | null;
  readonly organizationId: string;
  readonly type: RoleType;
  readonly status: RoleStatus;
  /** The person's name within the organization. */
  readonly name: string;
  readonly title: string | null;
  readonly timeZone: string | null;
  readonly createdAt: string;
  /** The profile (§5): set by the member on /user/me/edit. */
  readonly description?: string | null;
  readonly avatarUrl?: string | null;
  readonly coverUrl?: string | null;
  /** The member's hours per day (absent: the default week, Monday to Friday 09:00-17:00). */
  readonly workWeek?: WorkWeek;
  /** The member's own choice to see the getting-started page (absent: the organization's). */
  readonly showOnboarding?: boolean;
  /** The secret of the invitation link sent to a person without an account (it proves their address). */
  readonly inviteSecret?: string;
  /** The pages the person visited last here, newest first (absent: none). */
  readonly recentlyVisited?: readonly string[];
  /** When the person last opened a page here (absent: never). */
  readonly lastVisitedAt?: string;
  /** While deactivated: the status it had, given back on reactivation. */
  readonly deactivatedFrom?: RoleStatus;
}

export type SecretPurpose = 'confirmEmail' | 'passwordReset';

export interface StoredSecret {
  readonly secret: string;
  readonly purpose: SecretPurpose;
  readonly userId: string;
  readonly expiresAt: number;
}

/** A signed-in session: whose it is, when it began and when it was last used (server-clock ms). */
export interface StoredSession {
  readonly userId: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

export interface AccountStore {
  /** A fresh id for a user, an organization or a membership (handed out by the database). */
  readonly nextId: (kind: 'user' | 'organization' | 'membership') => Promise<string>;
  /** Inserts or replaces a user. */
  readonly putUser: (user: StoredUser) => Promise<void>;
  readonly userById: (id: string) => Promise<StoredUser | undefined>;
  readonly userByEmail: (email: string) => Promise<StoredUser | undefined>;
  readonly putSession: (sessionId: string, session: StoredSession) => Promise<void>;
  readonly session: (sessionId: string) => Promise<StoredSession | undefined>;
  readonly endSession: (sessionId: string) => Promise<void>;
  /** Ends every session idle since `idleBefore` or begun before `begunBefore` (ms); answers how many. */
  readonly pruneSessions: (idleBefore: number, begunBefore: number) => Promise<number>;
  /** Ends every session of a user (after a password reset). */
  readonly endSessionsOf: (userId: string) => Promise<void>;
  /** Inserts or replaces an organization. */
  readonly putOrganization: (organization: StoredOrganization) => Promise<void>;
  /**
   * The id of the organization kept for a purpose, made (named `name`, created `createdAt`) on first
   * use; two first uses at once agree on one. Nobody holds a role in it, and it is never a demo.
   */
  readonly standingOrganization: (purpose: 'support', name: string, createdAt: string) => Promise<string>;
  readonly organization: (id: string) => Promise<StoredOrganization | undefined>;
  /**
   * The next support case number of an organization: unique and gapless under concurrent writers.
   * Runs in the transaction that inserts the case; works for an organization without a row too.
   */
  readonly nextCaseNumber: (organizationId: string) => Promise<number>;
  /** Inserts or replaces a membership. */
  readonly putMembership: (membership: StoredMembership) => Promise<void>;
  /** A number that changes whenever this process changes a membership (for one request's cache of who belongs where). */
  readonly membershipRevision: () => number;
  readonly membership: (id: string) => Promise<StoredMembership | undefined>;
  /** Memberships of a user, and invitations addressed to their email. */
  readonly membershipsOf: (userId: string, email: string) => Promise<readonly StoredMembership[]>;
  readonly membershipsIn: (organizationId: string) => Promise<readonly StoredMembership[]>;
  readonly putSecret: (secret: StoredSecret) => Promise<void>;
  /** Takes a secret out: it can be used once. */
  readonly takeSecret: (secret: string, purpose: SecretPurpose) => Promise<StoredSecret | undefined>;
  /** Forgets every secret of a purpose for a user (once one was used, older links die too). */
  readonly dropSecretsOf: (userId: string, purpose: SecretPurpose) => Promise<void>;
  /** Removes a user with their sessions and secrets (an expired demo's people). */
  readonly removeUser: (userId: string) => Promise<void>;
  readonly removeMembership: (membershipId: string) => Promise<void>;
  /** Removes an organization and every membership in it. */
  readonly removeOrganization: (organizationId: string) => Promise<void>;
  /** Forgets every record kept in memory (the tables were emptied behind the store's back). */
  readonly forgetCached: () => void;
}

/** How email addresses are compared: trimmed and case-insensitive. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Whether two email addresses name the same mailbox. */
export const sameEmail = (a: string, b: string): boolean => emailKey(a) === emailKey(b);

/** What is kept of a secret value: its SHA-256. */
export const secretHash = (value: string): string => createHash('sha256').update(value).digest('base64url');

const iso = (date: Date): string => date.toISOString();
const id = (value: string): number => {
  const parsed = Number(value);
  // An id that is not one of ours matches nothing (never a query error).
  return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : -1;
};
const idOrNull = (value: string | null | undefined): number | null => (value == null ? null : id(value));

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  salt: string;
  status: string;
  created_at: Date;
  last_organization_id: number | null;
  favorite_organization_ids: number[];
}

function userOf(row: UserRow): StoredUser {
  return {
    id: String(row.id),
    email: row.email,
    passwordHash: row.password_hash,
    salt: row.salt,
    status: row.status as StoredUser['status'],
    createdAt: iso(row.created_at),
    lastOrganizationId: row.last_organization_id === null ? null : String(row.last_organization_id),
    favoriteOrganizations: row.favorite_organization_ids.map(String),
  };
}

interface RoleRow {
  id: number;
  organization_id: number;
  user_id: number | null;
  email: string;
  type: string;
  status: string;
  name: string;
  title: string | null;
  time_zone: string | null;
  created_at: Date;
  description: string | null;
  avatar_url: string | null;
  cover_url: string | null;
  work_week: unknown;
  show_onboarding: boolean | null;
  invite_secret: string | null;
  deactivated_from: string | null;
  recently_visited: unknown;
  last_visited_at: Date | null;
}

function membershipOf(row: RoleRow): StoredMembership {
  return {
    id: String(row.id),
    email: row.email,
    userId: row.user_id === null ? null : String(row.user_id),
    organizationId: String(row.organization_id),
    type: row.type as StoredMembership['type'],
    status: row.status as StoredMembership['status'],
    name: row.name,
    title: row.title,
    timeZone: row.time_zone,
    createdAt: iso(row.created_at),
    description: row.description,
    avatarUrl: row.avatar_url,
    coverUrl: row.cover_url,
    ...(row.work_week == null ? {} : { workWeek: row.work_week as WorkWeek }),
    ...(row.show_onboarding === null ? {} : { showOnboarding: row.show_onboarding }),
    ...(row.invite_secret === null ? {} : { inviteSecret: row.invite_secret }),
    ...(row.deactivated_from === null ? {} : { deactivatedFrom: row.deactivated_from as RoleStatus }),
    ...(Array.isArray(row.recently_visited) && row.recently_visited.length > 0 ? { recentlyVisited: row.recently_visited.map(String) } : {}),
    ...(row.last_visited_at === null ? {} : { lastVisitedAt: iso(row.last_visited_at) }),
  };
}

const ROLE_COLUMNS = [
  'id',
  'organization_id',
  'user_id',
  'email',
  'type',
  'status',
  'name',
  'title',
  'time_zone',
  'created_at',
  'description',
  'avatar_url',
  'cover_url',
  'work_week',
  'show_onboarding',
  'invite_secret',
  'deactivated_from',
  'recently_visited',
  'last_visited_at',
] as const;

const SEQUENCES = { user: 'users', organization: 'organizations', membership: 'roles' } as const;

/** The advisory lock (with the organization's id) case numbers of an organization without a row take turns on. */
const CASE_NUMBER_LOCK = 7_242_025;

/** The accounts' repository over a database. */
export function createAccountStore(database: Database): AccountStore {
  const db = database.executor;
  const cache = createReadCache(database);
  void cache.start();
  let membershipRevision = 0;
  /** Any change to a role: every cached list of roles goes (role writes are rare). */
  const forgetRoles = () => {
    membershipRevision += 1;
    cache.forget('membership');
    cache.forget('membershipsOf');
    cache.forget('membershipsIn');
  };
  return {
    membershipRevision: () => membershipRevision,
    forgetCached: () => {
      membershipRevision += 1;
      cache.clear();
    },
    nextId: async (kind) => {
      const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${SEQUENCES[kind]}, 'id'))::int as id`.execute(db());
      return String(rows[0]!.id);
    },
    putUser: async (user) => {
      const row = {
        id: id(user.id),
        email: user.email,
        email_key: emailKey(user.email),
        password_hash: user.passwordHash,
        salt: user.salt,
        status: user.status,
        created_at: user.createdAt,
        last_organization_id: idOrNull(user.lastOrganizationId),
        favorite_organization_ids: user.favoriteOrganizations.map(id),
      };
      cache.forget('user', user.id);
      cache.forget('userByEmail', row.email_key);
      await db()
        .insertInto('users')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(({ ...row, id: undefined }) as never))
        .execute();
    },
    userById: (userId) =>
      cache.read('user', userId, async () => {
        const row = await db().selectFrom('users').selectAll().where('id', '=', id(userId)).executeTakeFirst();
        return row ? userOf(row) : undefined;
      }),
    userByEmail: (email) =>
      cache.read('userByEmail', emailKey(email), async () => {
        const row = await db().selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
        return row ? userOf(row) : undefined;
      }),
    putSession: async (sessionId, session) => {
      const row = { id_hash: secretHash(sessionId), user_id: id(session.userId), created_at: new Date(session.createdAt), last_seen_at: new Date(session.lastSeenAt) };
      cache.forget('session', row.id_hash);
      await db()
        .insertInto('sessions')
        .values(row)
        .onConflict((conflict) => conflict.column('id_hash').doUpdateSet({ last_seen_at: row.last_seen_at }))
        .execute();
    },
    session: (sessionId) => {
      const hash = secretHash(sessionId);
      return cache.read('session', hash, async () => {
        const row = await db().selectFrom('sessions').selectAll().where('id_hash', '=', hash).executeTakeFirst();
        return row ? { userId: String(row.user_id), createdAt: row.created_at.getTime(), lastSeenAt: row.last_seen_at.getTime() } : undefined;
      });
    },
    endSession: async (sessionId) => {
      cache.forget('session', secretHash(sessionId));
      await db().deleteFrom('sessions').where('id_hash', '=', secretHash(sessionId)).execute();
    },
    pruneSessions: async (idleBefore, begunBefore) => {
      cache.forget('session');
      const result = await db()
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<=', new Date(idleBefore)), eb('created_at', '<=', new Date(begunBefore))]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    endSessionsOf: async (userId) => {
      cache.forget('session');
      await db().deleteFrom('sessions').where('user_id', '=', id(userId)).execute();
    },
    putOrganization: async (organization) => {
      const row = {
        id: id(organization.id),
        name: organization.name,
        created_at: organization.createdAt,
        show_onboarding: organization.showOnboarding,
        feature_flags: JSON.stringify(organization.featureFlags ?? {}),
        auto_resolve_after_days: organization.autoResolveAfterDays ?? null,
        address: organization.address ? JSON.stringify(organization.address) : null,
        time_zone: organization.timeZone ?? null,
      };
      cache.forget('organization', organization.id);
      await db()
        .insertInto('organizations')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(({ ...row, id: undefined }) as never))
        .execute();
    },
    standingOrganization: async (purpose, name, createdAt) => {
      const kept = () => db().selectFrom('standing_organizations').select('organization_id').where('purpose', '=', purpose).executeTakeFirst();
      const found = await kept();
      if (found) return String(found.organization_id);
      const made = await db().insertInto('organizations').values({ name, created_at: createdAt, show_onboarding: false }).returning('id').executeTakeFirstOrThrow();
      const taken = await db()
        .insertInto('standing_organizations')
        .values({ purpose, organization_id: made.id })
        .onConflict((conflict) => conflict.column('purpose').doNothing())
        .returning('organization_id')
        .executeTakeFirst();
      if (taken) return String(taken.organization_id);
      // Another first use won: its organization is the one kept, this one goes.
      await db().deleteFrom('organizations').where('id', '=', made.id).execute();
      return String((await kept())!.organization_id);
    },
    organization: (organizationId) =>
      cache.read('organization', organizationId, async (): Promise<StoredOrganization | undefined> => {
        const row = await db().selectFrom('organizations').selectAll().where('id', '=', id(organizationId)).executeTakeFirst();
        if (!row) return undefined;
        return {
          id: String(row.id),
          name: row.name,
          createdAt: iso(row.created_at),
          showOnboarding: row.show_onboarding,
          ...(Object.keys(row.feature_flags).length > 0 ? { featureFlags: row.feature_flags } : {}),
          ...(row.auto_resolve_after_days === null ? {} : { autoResolveAfterDays: row.auto_resolve_after_days }),
          ...(row.address === null ? {} : { address: row.address }),
          ...(row.time_zone === null ? {} : { timeZone: row.time_zone }),
        };
      }),
    nextCaseNumber: async (organizationId) => {
      // Either lock lasts until the transaction ends: outside one, two cases could get one number.
      if (!database.inTransaction()) throw new Error('nextCaseNumber runs in the transaction that inserts its case');
      // The row lock makes concurrent writers take turns; a rolled-back case gives its number back.
      // Cases kept before the organization existed (below) are counted on from, never numbered again.
      const organization = id(organizationId);
      const counted = await sql<{ number: number }>`
        update organizations
        set next_case_number = greatest(next_case_number, (select coalesce(max(local_id), 0) + 1 from support_cases where organization_id = ${organization})) + 1
        where id = ${organization}
        returning next_case_number - 1 as number`.execute(db());
      if (counted.rows[0]) return counted.rows[0].number;
      // No such organization: inbound email lands in the support inbox of organization 1 even on a
      // server where nobody made it yet (support_cases.organization_id has no foreign key for that).
      // Without a row to lock, writers take turns on a lock of their own until their transaction
      // ends, and count on from the greatest number given (so a rolled-back case leaves no gap).
      await sql`select pg_advisory_xact_lock(${CASE_NUMBER_LOCK}::int, ${organization}::int)`.execute(db());
      const { rows } = await sql<{ number: number }>`select coalesce(max(local_id), 0) + 1 as number from support_cases where organization_id = ${organization}`.execute(db());
      return rows[0]!.number;
    },
    putMembership: async (membership) => {
      const row = {
        id: id(membership.id),
        organization_id: id(membership.organizationId),
        user_id: idOrNull(membership.userId),
        email: membership.email,
        email_key: emailKey(membership.email),
        type: membership.type,
        status: membership.status,
        name: membership.name,
        title: membership.title,
        time_zone: membership.timeZone,
        created_at: membership.createdAt,
        description: membership.description ?? null,
        avatar_url: membership.avatarUrl ?? null,
        cover_url: membership.coverUrl ?? null,
        work_week: membership.workWeek === undefined ? null : JSON.stringify(membership.workWeek),
        show_onboarding: membership.showOnboarding ?? null,
        invite_secret: membership.inviteSecret ?? null,
        deactivated_from: membership.deactivatedFrom ?? null,
        recently_visited: JSON.stringify(membership.recentlyVisited ?? []),
        last_visited_at: membership.lastVisitedAt ?? null,
      };
      forgetRoles();
      await db()
        .insertInto('roles')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(({ ...row, id: undefined }) as never))
        .execute();
    },
    membership: (membershipId) =>
      cache.read('membership', membershipId, async () => {
        const row = await db().selectFrom('roles').select(ROLE_COLUMNS).where('id', '=', id(membershipId)).executeTakeFirst();
        return row ? membershipOf(row) : undefined;
      }),
    membershipsOf: (userId, email) =>
      cache.read('membershipsOf', `${userId} ${emailKey(email)}`, async () => {
        const rows = await db()
          .selectFrom('roles')
          .select(ROLE_COLUMNS)
          .where((eb) => eb.or([eb('user_id', '=', id(userId)), eb.and([eb('user_id', 'is', null), eb('email_key', '=', emailKey(email))])]))
          .orderBy('id')
          .execute();
        return rows.map(membershipOf);
      }),
    membershipsIn: (organizationId) =>
      cache.read('membershipsIn', organizationId, async () => {
        const rows = await db().selectFrom('roles').select(ROLE_COLUMNS).where('organization_id', '=', id(organizationId)).orderBy('id').execute();
        return rows.map(membershipOf);
      }),
    putSecret: async (secret) => {
      await db()
        .insertInto('secrets')
        .values({ purpose: secret.purpose, secret_hash: secretHash(secret.secret), user_id: id(secret.userId), expires_at: new Date(secret.expiresAt) })
        .execute();
    },
    takeSecret: async (secret, purpose) => {
      const row = await db().deleteFrom('secrets').where('purpose', '=', purpose).where('secret_hash', '=', secretHash(secret)).returningAll().executeTakeFirst();
      return row ? { secret, purpose, userId: String(row.user_id), expiresAt: row.expires_at.getTime() } : undefined;
    },
    dropSecretsOf: async (userId, purpose) => {
      await db().deleteFrom('secrets').where('user_id', '=', id(userId)).where('purpose', '=', purpose).execute();
    },
    removeUser: async (userId) => {
      // Secrets and memberships go with it (foreign keys cascade); sessions by hand (see the migration).
      cache.forget('user', userId);
      cache.forget('userByEmail');
      cache.forget('session');
      forgetRoles();
      await db().deleteFrom('sessions').where('user_id', '=', id(userId)).execute();
      await db().deleteFrom('users').where('id', '=', id(userId)).execute();
    },
    removeMembership: async (membershipId) => {
      forgetRoles();
      await db().deleteFrom('roles').where('id', '=', id(membershipId)).execute();
    },
    removeOrganization: async (organizationId) => {
      cache.forget('organization', organizationId);
      forgetRoles();
      await db().deleteFrom('organizations').where('id', '=', id(organizationId)).execute();
    },
  };
}
