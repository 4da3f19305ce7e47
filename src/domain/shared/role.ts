/**
 * A user's membership of an organization (§3 Role, §4 Role): an invitation is accepted (with the
 * user's time zone) or declined, and a declined invitation is final. Plus the Select Organization
 * screen's reading of the role list (§2 screen 2), and what each role type may do (§6), which every
 * area of the organization checks.
 */

/** The role types of §6. */
export const ROLE_TYPES = ['ADMIN', 'MEMBER', 'OWNER', 'VISITOR'] as const;
/** One of the role types. */
export type RoleType = (typeof ROLE_TYPES)[number];

/** A role type as people read it: 'ADMIN' is 'Admin'. */
export function roleTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

/** Membership status (§4). */
export const ROLE_STATUSES = ['ACCEPTED', 'DEACTIVATED', 'INVITED', 'REJECTED'] as const;
/** One of the membership statuses. */
export type RoleStatus = (typeof ROLE_STATUSES)[number];

/** The processing status an organization's schedule reports (§4). */
export type ProcessingStatus = 'FAILED' | 'PROCESSING' | 'QUEUED' | 'READY';

/** What every membership holds, whatever its status. */
export interface MembershipBase {
  readonly id: string;
  readonly title: string | null;
  readonly type: RoleType;
  readonly createdAt: string;
  readonly user: { readonly id: string; readonly email: string };
  readonly organization: {
    readonly id: string;
    readonly name: string;
    readonly showOnboarding: boolean;
    readonly status: ProcessingStatus | null;
  };
  /** When the person last opened a page of the organization (ISO); null or absent before. */
  readonly lastVisitedAt?: string | null;
}

/** A membership as the server lists it (myRoles). */
export interface Membership extends MembershipBase {
  readonly status: RoleStatus;
}

/** A membership in its status; an accepted one remembers the time zone it was accepted with. */
export type State =
  | (MembershipBase & { readonly status: 'INVITED' })
  /** timeZone: the one the user accepted with; null when the role was already accepted when loaded. */
  | (MembershipBase & { readonly status: 'ACCEPTED'; readonly timeZone: string | null })
  | (MembershipBase & { readonly status: 'REJECTED' })
  | (MembershipBase & { readonly status: 'DEACTIVATED' });

/** What the user does with an invitation. */
export type Event =
  | { readonly type: 'accept'; readonly timeZone: string }
  | { readonly type: 'decline' };

/** The machine's state for a loaded membership: its status is where it starts. */
export function fromMembership(membership: Membership): State {
  switch (membership.status) {
    case 'ACCEPTED':
      return { ...membership, status: 'ACCEPTED', timeZone: null };
    case 'INVITED':
    case 'REJECTED':
    case 'DEACTIVATED':
      return { ...membership, status: membership.status };
    default: {
      const _never: never = membership.status;
      return _never;
    }
  }
}

/** The next membership state: only an invitation can be accepted or declined; anything else is the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'accept':
      return state.status === 'INVITED' ? { ...state, status: 'ACCEPTED', timeZone: event.timeZone } : state;
    case 'decline':
      // Declining is final: a rejected membership cannot be invited again (§9 'Decline invitation?').
      return state.status === 'INVITED' ? { ...state, status: 'REJECTED' } : state;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Accepted memberships under one first letter of the organization name. */
export interface LetterGroup<T> {
  readonly letter: string;
  readonly roles: readonly T[];
}

/** The letter a name is listed under: its first character, upper-cased; '#' for a blank name. */
export function groupLetter(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '#' : first.toUpperCase();
}

function byName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Accepted memberships grouped by the first letter of the organization name (case-insensitive), letters and names sorted. */
export function acceptedByLetter<T extends Pick<Membership, 'status' | 'organization'>>(roles: readonly T[]): readonly LetterGroup<T>[] {
  const accepted = roles
    .filter((role) => role.status === 'ACCEPTED')
    .sort((a, b) => byName(a.organization.name.trim(), b.organization.name.trim()));
  const groups = new Map<string, T[]>();
  for (const role of accepted) {
    const letter = groupLetter(role.organization.name);
    const group = groups.get(letter);
    if (group) group.push(role);
    else groups.set(letter, [role]);
  }
  return [...groups.entries()].sort(([a], [b]) => byName(a, b)).map(([letter, list]) => ({ letter, roles: list }));
}

/** The pending invitations, in the order the server gave them. */
export function invitedRoles<T extends Pick<Membership, 'status'>>(roles: readonly T[]): readonly T[] {
  return roles.filter((role) => role.status === 'INVITED');
}

/** True when the user has no invitation and no accepted membership: Select Organization sends them to create their first organization. */
export function shouldCreateFirstOrganization(roles: readonly Pick<Membership, 'status'>[]): boolean {
  return !roles.some((role) => role.status === 'INVITED' || role.status === 'ACCEPTED');
}

/** What a role may do in its organization. */
export interface Permissions {
  /** Read everything of the organization. */
  readonly read: boolean;
  /** Create and change tickets, projects, comments. */
  readonly write: boolean;
  /** Change the catalogues: products, teams, workflows, tags, roles. */
  readonly administer: boolean;
}

/** §6: ADMIN and OWNER administer; MEMBER writes; VISITOR reads only. */
export function permissionsOf(type: RoleType | null | undefined): Permissions {
  switch (type) {
    case 'OWNER':
    case 'ADMIN':
      return { read: true, write: true, administer: true };
    case 'MEMBER':
      return { read: true, write: true, administer: false };
    case 'VISITOR':
      return { read: true, write: false, administer: false };
    case null:
    case undefined:
      return { read: false, write: false, administer: false };
    default: {
      const _never: never = type;
      return _never;
    }
  }
}

/** The message a refused change gets, on the client and from the server. */
export const READ_ONLY_MESSAGE = 'Visitors can read but not change this organization';
export const ADMIN_ONLY_MESSAGE = 'Only administrators can change this';
