/**
 * The session (§3 Me, §4 Session): unknown until `me` answers, then signed out, waiting for an email
 * confirmation, or signed in as a user-only or linked user. The whole `me` is replaced on login and
 * set-me; updates merge into one part of it.
 */
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '../shared/constants.ts';
import type { ProcessingStatus, RoleType } from '../shared/role.ts';
import type { NoteColor } from '../shared/palette.ts';
import type { WeekDay, WorkDay } from '../time/work-week.ts';

/** Account kinds (§1). */
export type AccountKind = 'GUEST' | 'LINKED' | 'USER';

/** User status (§4). */
export type UserStatus = 'ACTIVE' | 'DELETED' | 'INVITED' | 'SUSPENDED' | 'UNCONFIRMED';

/** The signed-in user. */
export interface MeUser {
  readonly id: string;
  readonly email: string;
  readonly status: UserStatus;
  readonly preferences: {
    readonly favoriteOrganizations: readonly string[];
    readonly lastOrganizationId: string | null;
  };
}

/** The organization the session is linked to. */
export interface MeOrganization {
  readonly id: string;
  readonly name: string;
  readonly scheduleStatus: ProcessingStatus | null;
  readonly preferences: { readonly showOnboarding: boolean };
  readonly onboardingStatus: { readonly invite: boolean; readonly product: boolean; readonly ticket: boolean };
}

/** The user's role in the linked organization. */
export interface MeRole {
  readonly id: string;
  readonly name: string;
  readonly title: string | null;
  readonly type: RoleType;
  readonly timeZone: string | null;
  readonly avatarUrl: string | null;
  readonly coverUrl: string | null;
  /** The member's own words about themselves (§5 Profile). */
  readonly description?: string | null;
  readonly preferences: {
    readonly showOnboarding: boolean;
    readonly recentlyVisited: readonly string[];
    readonly noteColors: Readonly<Record<NoteColor, string>>;
  };
  readonly pinnedProjects: readonly { readonly id: string; readonly name: string }[];
  readonly workWeek: Readonly<Record<WeekDay, WorkDay>>;
}

/** The current-user data `me` and `login` answer (§3). Missing flags fall back to the defaults. */
export interface Me {
  readonly status: AccountKind | null;
  readonly user: MeUser | null;
  readonly organization: MeOrganization | null;
  readonly role: MeRole | null;
  readonly featureFlag: Partial<FeatureFlags> | null;
}

/** A me with a user: what a session that knows its user holds. */
export type SessionMe = Me & { readonly user: MeUser };

/** 'linked': tied to an organization; 'user': signed in with no organization (user-only). */
export type SignedInKind = 'user' | 'linked';

/** The session, one tagged state per thing the root can show. */
export type State =
  | { readonly status: 'unknown' }
  /** `me` could not be fetched: a notice shows and a logout is attempted (§4). */
  | { readonly status: 'failed' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'unconfirmed'; readonly me: SessionMe }
  | { readonly status: 'signedIn'; readonly kind: SignedInKind; readonly me: SessionMe };

/** What the app learns about the session: fetches, login, set-me, partial updates and logout. */
export type Event =
  | { readonly type: 'meLoaded'; readonly me: Me | null }
  | { readonly type: 'meFailed' }
  | { readonly type: 'loginSucceeded'; readonly me: Me }
  | { readonly type: 'setMe'; readonly me: Me }
  | { readonly type: 'updateUser'; readonly user: Partial<MeUser> }
  | { readonly type: 'updateOrganization'; readonly organization: Partial<MeOrganization> }
  | { readonly type: 'updateRole'; readonly role: Partial<MeRole> }
  | { readonly type: 'loggedOut' };

/** At start nobody knows who is there: the app must fetch `me`. */
export const initialState: State = { status: 'unknown' };

const signedOut: State = { status: 'signedOut' };

/** The session a `me` answer describes: no user (or a guest) is signed out; an unconfirmed email waits for confirmation. */
export function fromMe(me: Me | null): State {
  if (me === null || !hasUser(me)) return signedOut;
  if (me.user.status === 'UNCONFIRMED') return { status: 'unconfirmed', me };
  if (me.status === 'LINKED' || me.status === 'USER') {
    // Linked means tied to an organization: a LINKED answer without one is treated as user-only.
    const kind: SignedInKind = me.status === 'LINKED' && me.organization !== null ? 'linked' : 'user';
    return { status: 'signedIn', kind, me };
  }
  return signedOut;
}

function hasUser(me: Me): me is SessionMe {
  return me.user !== null;
}

/** A part with a patch laid over it; a patch field left undefined keeps the part's value. */
function patched<T extends object>(part: T, patch: Partial<T>): T {
  const next = { ...part };
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) next[key] = value as T[keyof T];
  }
  return next;
}

/** Merges a patch into the session's me, or keeps the state when that part is missing. */
function merged(state: State, patch: (me: SessionMe) => Me | null): State {
  if (state.status !== 'unconfirmed' && state.status !== 'signedIn') return state;
  const me = patch(state.me);
  // The status may change (a confirmed email, a new organization), so the session is read again.
  return me === null ? state : fromMe(me);
}

/** The next session state; events that do not apply return the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'meLoaded':
      // A late answer must not sign back in after a logout, nor undo a failure being handled.
      return state.status === 'signedOut' || state.status === 'failed' ? state : fromMe(event.me);
    case 'meFailed':
      return state.status === 'unknown' ? { status: 'failed' } : state;
    case 'loginSucceeded':
      return state.status === 'signedOut' ? fromMe(event.me) : state;
    case 'setMe':
      return state.status === 'unknown' || state.status === 'failed' ? state : fromMe(event.me);
    case 'updateUser':
      return merged(state, (me) => ({ ...me, user: patched(me.user, event.user) }));
    case 'updateOrganization':
      return merged(state, (me) =>
        me.organization === null ? null : { ...me, organization: patched(me.organization, event.organization) },
      );
    case 'updateRole':
      return merged(state, (me) => (me.role === null ? null : { ...me, role: patched(me.role, event.role) }));
    case 'loggedOut':
      return state.status === 'signedOut' ? state : signedOut;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The session's me, or null when nobody is signed in. */
export function meOf(state: State): SessionMe | null {
  return state.status === 'signedIn' || state.status === 'unconfirmed' ? state.me : null;
}

/** The feature flags in force: the session's flags over the defaults (all off). */
export function featureFlags(state: State): FeatureFlags {
  const flags = meOf(state)?.featureFlag ?? {};
  return {
    documentation: flags.documentation ?? FEATURE_FLAG_DEFAULTS.documentation,
    support: flags.support ?? FEATURE_FLAG_DEFAULTS.support,
    report: flags.report ?? FEATURE_FLAG_DEFAULTS.report,
  };
}

/** True for the administrator role types, ADMIN and OWNER (§6). */
export function isAdministrator(type: RoleType | null | undefined): boolean {
  return type === 'ADMIN' || type === 'OWNER';
}
