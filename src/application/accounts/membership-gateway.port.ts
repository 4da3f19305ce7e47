/** A user's memberships of organizations: listing, accepting or declining invitations, creating one. */
import { Context, type Effect } from 'effect';
import type { Membership, ProcessingStatus } from '../../domain/shared/role.ts';
import type { Me } from '../../domain/accounts/session.ts';
import type { WorkWeek } from '../../domain/time/work-week.ts';
import type { RequestError } from '../shared/errors.ts';

export interface NewOrganization {
  readonly name: string;
  readonly userName: string;
  readonly timeZone: string;
}

/** A created organization and its first project (where the person goes next). */
export interface CreatedOrganization {
  readonly organization: { readonly id: string; readonly name: string; readonly status: ProcessingStatus | null };
  readonly project: { readonly id: string };
}

/** A member's profile as they edit it (§5 Profile); the role type is not theirs to change. */
export interface ProfileChange {
  readonly name: string;
  readonly title: string | null;
  readonly timeZone?: string;
  readonly description?: string;
  readonly avatarUrl: string | null;
  readonly coverUrl: string | null;
  /** The hours per day; absent leaves the stored week as it is. */
  readonly workWeek?: WorkWeek;
}

/** The person's own preferences in the current organization. */
export interface RolePreferencesChange {
  readonly showOnboarding?: boolean;
}

export class MembershipGateway extends Context.Service<
  MembershipGateway,
  {
    readonly myRoles: () => Effect.Effect<readonly Membership[], RequestError>;
    /** Accepts an invitation with the person's time zone; answers the accepted membership. */
    readonly acceptRole: (roleId: string, timeZone: string) => Effect.Effect<Membership, RequestError>;
    readonly rejectRole: (roleId: string) => Effect.Effect<void, RequestError>;
    readonly createOrganization: (input: NewOrganization) => Effect.Effect<CreatedOrganization, RequestError>;
    /** Saves the profile in the current organization; answers the updated session. */
    readonly updateProfile: (change: ProfileChange) => Effect.Effect<Me, RequestError>;
    /** Saves the person's preferences in the current organization; answers the updated session. */
    readonly updateRolePreferences: (change: RolePreferencesChange) => Effect.Effect<Me, RequestError>;
    /** Records that the person opened a page of the current organization. */
    readonly recordVisit: (path: string) => Effect.Effect<void, RequestError>;
    /** Marks an organization as a favourite or unmarks it; answers the favourites, in order. */
    readonly setFavoriteOrganization: (organizationId: string, favorite: boolean) => Effect.Effect<readonly string[], RequestError>;
  }
>()('MembershipGateway') {}
