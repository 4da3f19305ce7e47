/**
 * The people of an organization (its memberships) as the admin pages list and change them: filter
 * by name/email, type and status; change type and title; deactivate and reactivate. Only ADMIN and
 * OWNER change roles; only an OWNER touches an OWNER or makes one; the last OWNER stays an
 * accepted OWNER. A deactivated person loses access at once (every call checks the role's status).
 */
import { optionalText, WORK_LIMITS } from '../../src/domain/work/work.ts';
import { ROLE_STATUSES, ROLE_TYPES, type RoleStatus, type RoleType } from '../../src/domain/shared/role.ts';
import type { AccountStore, StoredMembership } from '../store/account-store.ts';
import { userError } from '../shared/errors.ts';
import { badInput, checkedText, filterSet, given, present, roleOf, searchText } from './checks.ts';
import { requireAdmin, type Scope } from './scope.ts';

type Input = Readonly<Record<string, unknown>>;

export const LAST_OWNER_MESSAGE = 'The organization needs at least one owner';
export const OWNER_ONLY_MESSAGE = 'Only an owner can change an owner or make someone an owner';

const isActiveOwner = (role: StoredMembership) => role.type === 'OWNER' && role.status === 'ACCEPTED';

/** Role reads and changes over the account store's memberships. */
export function createRoles(accounts: AccountStore) {
  const members = (scope: Scope) => scope.members;

  /** Refuses a change that would leave the organization without an accepted owner. */
  function keepAnOwner(scope: Scope, role: StoredMembership, next: StoredMembership): void {
    if (!isActiveOwner(role) || isActiveOwner(next)) return;
    const others = members(scope).filter((other) => other.id !== role.id && isActiveOwner(other));
    if (others.length === 0) throw userError(LAST_OWNER_MESSAGE, 'BAD_USER_INPUT', { field: 'type' });
  }

  /** An OWNER role is changed by owners only. */
  function requireOwnerFor(scope: Scope, role: StoredMembership): void {
    if (role.type === 'OWNER' && scope.role.type !== 'OWNER') throw userError(OWNER_ONLY_MESSAGE, 'FORBIDDEN');
  }

  async function save(scope: Scope, role: StoredMembership, next: StoredMembership): Promise<StoredMembership> {
    keepAnOwner(scope, role, next);
    await accounts.putMembership(next);
    return next;
  }

  return {
    /** The organization's people, invitations included, by name; filtered by search text, types and statuses. */
    list(scope: Scope, filter: Input | null | undefined): StoredMembership[] {
      const search = searchText(filter).toLowerCase();
      const types = filterSet<string>(filter, 'types');
      const statuses = filterSet<string>(filter, 'statuses');
      return [...members(scope)]
        .filter((role) => search === '' || role.name.toLowerCase().includes(search) || role.email.toLowerCase().includes(search))
        .filter((role) => !types || types.has(role.type))
        .filter((role) => !statuses || statuses.has(role.status))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || Number(a.id) - Number(b.id));
    },

    get: (scope: Scope, id: unknown): StoredMembership | null => (typeof id === 'string' ? (scope.roleById(id) ?? null) : null),

    /** Changes a person's type and/or title. */
    update(scope: Scope, id: unknown, input: Input): Promise<StoredMembership> {
      requireAdmin(scope);
      const role = roleOf(scope, id, 'id');
      requireOwnerFor(scope, role);
      const next: { -readonly [K in keyof StoredMembership]: StoredMembership[K] } = { ...role };
      if (present(input, 'type')) {
        const type = input['type'] as RoleType;
        if (!ROLE_TYPES.includes(type)) throw badInput(`The type must be one of ${ROLE_TYPES.join(', ')}`, 'type');
        if (type === 'OWNER' && scope.role.type !== 'OWNER') throw userError(OWNER_ONLY_MESSAGE, 'FORBIDDEN', { field: 'type' });
        next.type = type;
      }
      if (given(input, 'title')) {
        const title = checkedText(optionalText(input['title'], 'Title', WORK_LIMITS.name), 'title').trim();
        next.title = title === '' ? null : title;
      }
      return save(scope, role, next);
    },

    /** Deactivates an accepted or invited role: the person loses access to the organization. */
    async deactivate(scope: Scope, id: unknown): Promise<StoredMembership> {
      requireAdmin(scope);
      const role = roleOf(scope, id, 'id');
      requireOwnerFor(scope, role);
      if (role.status === 'DEACTIVATED') return role;
      if (role.status === 'REJECTED') throw badInput('This person declined the invitation', 'id');
      // The status it had is kept, to give it back on reactivation.
      return save(scope, role, { ...role, status: 'DEACTIVATED', deactivatedFrom: role.status });
    },

    /** Gives a deactivated role back the status it had (accepted, or a pending invitation). */
    async reactivate(scope: Scope, id: unknown): Promise<StoredMembership> {
      requireAdmin(scope);
      const role = roleOf(scope, id, 'id');
      requireOwnerFor(scope, role);
      if (role.status !== 'DEACTIVATED') return role;
      const remembered = role.deactivatedFrom;
      const status: RoleStatus = remembered && ROLE_STATUSES.includes(remembered) ? remembered : role.timeZone === null ? 'INVITED' : 'ACCEPTED';
      const { deactivatedFrom: _forgotten, ...rest } = role;
      return save(scope, role, { ...rest, status });
    },
  };
}

export type Roles = ReturnType<typeof createRoles>;
