/** MembershipGateway over GraphQL. */
import { Effect, Layer } from 'effect';
import { MembershipGateway, type CreatedOrganization } from '../../application/accounts/membership-gateway.port.ts';
import type { Membership } from '../../domain/shared/role.ts';
import { isMePayload, isMembershipPayload } from '../../domain/validation/validate-payloads.ts';
import type { Me } from '../../domain/accounts/session.ts';
import { checked } from './checked.ts';
import {
  AcceptRoleDocument,
  CreateOrganizationDocument,
  MyRolesDocument,
  RecordVisitDocument,
  RejectRoleDocument,
  SetFavoriteOrganizationDocument,
  UpdateProfileDocument,
  UpdateRolePreferencesDocument,
} from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const isCreated = (value: unknown): boolean => {
  const created = value as { organization?: { id?: unknown; name?: unknown }; project?: { id?: unknown } } | null;
  return typeof created?.organization?.id === 'string' && typeof created.organization.name === 'string' && typeof created.project?.id === 'string';
};

/** A role as the server answers it, with its own preferences' last visit brought up. */
const membershipOf = (role: Membership & { readonly preferences?: { readonly lastVisitedAt?: string | null } | null }): Membership => {
  const { preferences, ...rest } = role;
  return { ...rest, lastVisitedAt: preferences?.lastVisitedAt ?? null };
};

const isIdList = (value: unknown): boolean => Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The real gateway, as a layer over a client. */
export function membershipGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(MembershipGateway)({
    myRoles: () =>
      client
        .query(MyRolesDocument, {}, { fetchPolicy: 'network-only' })
        .pipe(
          Effect.flatMap((data) => checked<readonly Membership[]>(data.myRoles, (roles) => Array.isArray(roles) && roles.every(isMembershipPayload), 'roles')),
          Effect.map((roles) => roles.map(membershipOf)),
        ),
    acceptRole: (roleId, timeZone) =>
      client.execute(AcceptRoleDocument, { input: { roleId, timeZone } }).pipe(
        Effect.flatMap((data) => checked<Membership>(data.acceptRole.role, isMembershipPayload, 'a role')),
        Effect.map(membershipOf),
      ),
    rejectRole: (roleId) => client.execute(RejectRoleDocument, { roleId }).pipe(Effect.asVoid),
    updateProfile: (change) =>
      client.execute(UpdateProfileDocument, { input: change }).pipe(Effect.flatMap((data) => checked<Me>(data.updateProfile.me, isMePayload, 'a profile'))),
    updateRolePreferences: (change) =>
      client
        .execute(UpdateRolePreferencesDocument, { input: change })
        .pipe(Effect.flatMap((data) => checked<Me>(data.updateRolePreferences.me, isMePayload, 'your preferences'))),
    recordVisit: (path) => client.execute(RecordVisitDocument, { input: { path } }).pipe(Effect.asVoid),
    setFavoriteOrganization: (organizationId, favorite) =>
      client
        .execute(SetFavoriteOrganizationDocument, { input: { organizationId, favorite } })
        .pipe(Effect.flatMap((data) => checked<readonly string[]>(data.setFavoriteOrganization.preferences.favoriteOrganizations, isIdList, 'your favourites'))),
    createOrganization: (input) =>
      client.execute(CreateOrganizationDocument, { input }).pipe(Effect.flatMap((data) => checked<CreatedOrganization>(data.createOrganization, isCreated, 'an organization'))),
  });
}
