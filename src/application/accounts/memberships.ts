/** Use cases of memberships (§7 myRoles, acceptRole, rejectRole, createOrganization). */
import { Effect } from 'effect';
import type { CreateOrganizationForm } from '../../domain/validation/forms.ts';
import { validateCreateOrganization } from '../../domain/validation/validate-membership.ts';
import { MembershipGateway } from './membership-gateway.port.ts';
import { validOrFail } from './session.ts';

/** The user's memberships: accepted ones and pending invitations among them. */
export const loadRoles = () =>
  Effect.gen(function* () {
    return yield* (yield* MembershipGateway).myRoles();
  });

/** Accepts an invitation with the person's time zone (§4 Role); answers the accepted membership. */
export const acceptInvitation = (roleId: string, timeZone: string) =>
  Effect.gen(function* () {
    return yield* (yield* MembershipGateway).acceptRole(roleId, timeZone);
  });

/** Declines an invitation: final, the person cannot be invited there again. */
export const declineInvitation = (roleId: string) =>
  Effect.gen(function* () {
    yield* (yield* MembershipGateway).rejectRole(roleId);
  });

/** §5 Create organization checked first (the time zone is the person's), then the organization and its first project. */
export const createOrganization = (form: CreateOrganizationForm) =>
  Effect.gen(function* () {
    const checked = yield* validOrFail(validateCreateOrganization({ name: form.name, userName: form.userName, timeZone: form.timeZone }));
    return yield* (yield* MembershipGateway).createOrganization(checked);
  });

/** Records that the person opened a page of the current organization. */
export const recordVisit = (path: string) =>
  Effect.gen(function* () {
    yield* (yield* MembershipGateway).recordVisit(path);
  });

/** Marks an organization as a favourite or unmarks it; answers the favourites, in order. */
export const setFavoriteOrganization = (organizationId: string, favorite: boolean) =>
  Effect.gen(function* () {
    return yield* (yield* MembershipGateway).setFavoriteOrganization(organizationId, favorite);
  });
