/** Users, sessions, organizations, memberships and one-time secrets, behind one interface. */
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
  readonly nextId: (kind: string) => string;
  readonly putUser: (user: StoredUser) => void;
  readonly userById: (id: string) => StoredUser | undefined;
  readonly userByEmail: (email: string) => StoredUser | undefined;
  readonly putSession: (sessionId: string, session: StoredSession) => void;
  readonly session: (sessionId: string) => StoredSession | undefined;
  readonly endSession: (sessionId: string) => void;
  /** Ends every session `expired` says has run out; answers how many. */
  readonly pruneSessions: (expired: (session: StoredSession) => boolean) => number;
  /** Ends every session of a user (after a password reset). */
  readonly endSessionsOf: (userId: string) => void;
  readonly putOrganization: (organization: StoredOrganization) => void;
  readonly organization: (id: string) => StoredOrganization | undefined;
  readonly putMembership: (membership: StoredMembership) => void;
  /** A number that changes whenever any membership does (for caches of who belongs where). */
  readonly membershipRevision: () => number;
  readonly membership: (id: string) => StoredMembership | undefined;
  /** Memberships of a user, and invitations addressed to their email. */
  readonly membershipsOf: (userId: string, email: string) => readonly StoredMembership[];
  readonly membershipsIn: (organizationId: string) => readonly StoredMembership[];
  readonly putSecret: (secret: StoredSecret) => void;
  /** Takes a secret out: it can be used once. */
  readonly takeSecret: (secret: string, purpose: SecretPurpose) => StoredSecret | undefined;
  /** Forgets every secret of a purpose for a user (once one was used, older links die too). */
  readonly dropSecretsOf: (userId: string, purpose: SecretPurpose) => void;
  /** Removes a user with their sessions and secrets (an expired demo's people). */
  readonly removeUser: (userId: string) => void;
  readonly removeMembership: (membershipId: string) => void;
  /** Removes an organization and every membership in it. */
  readonly removeOrganization: (organizationId: string) => void;
  readonly reset: () => void;
}

/** Accounts kept in memory. */
/** How email addresses are compared: trimmed and case-insensitive. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Whether two email addresses name the same mailbox. */
export const sameEmail = (a: string, b: string): boolean => emailKey(a) === emailKey(b);

export function createMemoryAccountStore(): AccountStore {
  let counters = new Map<string, number>();
  let users = new Map<string, StoredUser>();
  let sessions = new Map<string, StoredSession>();
  let organizations = new Map<string, StoredOrganization>();
  let memberships = new Map<string, StoredMembership>();
  let membershipRevision = 0;
  let secrets = new Map<string, StoredSecret>();
  return {
    nextId: (kind) => {
      const value = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, value);
      return String(value);
    },
    putUser: (user) => users.set(user.id, user),
    userById: (id) => users.get(id),
    userByEmail: (email) => [...users.values()].find((user) => sameEmail(user.email, email)),
    putSession: (sessionId, session) => sessions.set(sessionId, session),
    session: (sessionId) => sessions.get(sessionId),
    endSession: (sessionId) => sessions.delete(sessionId),
    pruneSessions: (expired) => {
      let pruned = 0;
      for (const [sessionId, session] of sessions) {
        if (!expired(session)) continue;
        sessions.delete(sessionId);
        pruned += 1;
      }
      return pruned;
    },
    endSessionsOf: (userId) => {
      for (const [sessionId, session] of sessions) if (session.userId === userId) sessions.delete(sessionId);
    },
    putOrganization: (organization) => organizations.set(organization.id, organization),
    organization: (id) => organizations.get(id),
    putMembership: (membership) => {
      membershipRevision += 1;
      memberships.set(membership.id, membership);
    },
    membershipRevision: () => membershipRevision,
    membership: (id) => memberships.get(id),
    membershipsOf: (userId, email) =>
      [...memberships.values()].filter((m) => m.userId === userId || (m.userId === null && sameEmail(m.email, email))),
    membershipsIn: (organizationId) => [...memberships.values()].filter((m) => m.organizationId === organizationId),
    putSecret: (secret) => secrets.set(`${secret.purpose}:${secret.secret}`, secret),
    takeSecret: (secret, purpose) => {
      const key = `${purpose}:${secret}`;
      const found = secrets.get(key);
      secrets.delete(key);
      return found;
    },
    dropSecretsOf: (userId, purpose) => {
      for (const [key, found] of secrets) if (found.userId === userId && found.purpose === purpose) secrets.delete(key);
    },
    removeUser: (userId) => {
      users.delete(userId);
      for (const [sessionId, session] of sessions) if (session.userId === userId) sessions.delete(sessionId);
      for (const [key, found] of secrets) if (found.userId === userId) secrets.delete(key);
    },
    removeMembership: (membershipId) => {
      membershipRevision += 1;
      memberships.delete(membershipId);
    },
    removeOrganization: (organizationId) => {
      membershipRevision += 1;
      organizations.delete(organizationId);
      for (const [id, membership] of memberships) if (membership.organizationId === organizationId) memberships.delete(id);
    },
    reset: () => {
      counters = new Map();
      users = new Map();
      sessions = new Map();
      organizations = new Map();
      memberships = new Map();
      membershipRevision += 1;
      secrets = new Map();
    },
  };
}
