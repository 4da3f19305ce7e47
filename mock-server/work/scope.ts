/**
 * Who is calling the work model: the accepted membership of the signed-in user in the
 * organization the `organization` header names, and what that role may do. Anything else (no
 * header, another organization, an invitation, a deactivated role) reads as an organization that
 * does not exist, so a caller learns nothing about organizations they do not belong to.
 */
import { ADMIN_ONLY_MESSAGE, READ_ONLY_MESSAGE, permissionsOf, type Permissions } from '../../src/domain/shared/role.ts';
import type { StoredMembership } from '../store/account-store.ts';
import type { RequestContext } from '../shared/request-context.ts';
import { userError } from '../shared/errors.ts';
import type { OrgWork } from '../store/work-store.ts';

/** The message of every call outside the caller's organizations. */
export const NO_ORGANIZATION_MESSAGE = 'Organization not found';

/** The caller of a work operation. */
export interface Scope {
  readonly organizationId: string;
  readonly role: StoredMembership;
  readonly permissions: Permissions;
  readonly work: OrgWork;
  /** The server clock, as an ISO time. */
  readonly now: () => string;
  /** Every membership of the organization (roles), invitations included, as the request began. */
  readonly members: readonly StoredMembership[];
  /** A membership of the organization by id. */
  readonly roleById: (id: string) => StoredMembership | undefined;
}

const scopes = new WeakMap<RequestContext, Promise<Scope>>();

/** The caller's scope for a request (computed once per request). */
export function callerScope(context: RequestContext): Promise<Scope> {
  const known = scopes.get(context);
  if (known) return known;
  const scope = scopeOf(context);
  scopes.set(context, scope);
  return scope;
}

async function scopeOf(context: RequestContext): Promise<Scope> {
  const { user, organizationId, store } = context;
  if (!user) throw userError('Sign in first', 'UNAUTHENTICATED');
  const members = organizationId === null ? [] : await store.accounts.membershipsIn(String(organizationId));
  const role = members.find((m) => m.userId === user.id && m.status === 'ACCEPTED');
  if (organizationId === null || !role) throw userError(NO_ORGANIZATION_MESSAGE, 'NOT_FOUND');
  const byId = new Map(members.map((member) => [member.id, member]));
  return {
    organizationId: role.organizationId,
    role,
    permissions: permissionsOf(role.type),
    work: await store.work.ready(role.organizationId),
    now: () => new Date(context.clock.now()).toISOString(),
    members,
    roleById: (id) => byId.get(id),
  };
}

/** Refuses a change by a role that only reads (VISITOR). */
export function requireWrite(scope: Scope): void {
  if (!scope.permissions.write) throw userError(READ_ONLY_MESSAGE, 'FORBIDDEN');
}

/** Refuses a catalogue or role change by anyone but ADMIN and OWNER. */
export function requireAdmin(scope: Scope): void {
  if (!scope.permissions.administer) throw userError(scope.permissions.write ? ADMIN_ONLY_MESSAGE : READ_ONLY_MESSAGE, 'FORBIDDEN');
}
