/** MembershipGateway over GraphQL. */
import { Effect, Layer } from 'effect';
import { MembershipGateway, type CreatedOrganization } from '../../application/accounts/membership-gateway.port.ts';
import type { Membership } from '../../domain/shared/role.ts';
import { isMePayload, isMembershipPayload } from '../../domain/validation/validate-accounts.ts';
import type { Me } from '../../domain/accounts/session.ts';
import { checked } from './checked.ts';
import { AcceptRoleDocument, CreateOrganizationDocument, MyRolesDocument, RejectRoleDocument, UpdateProfileDocument, UpdateRolePreferencesDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const isCreated = (value: unknown): boolean => {
  const created = value as { organization?: { id?: unknown; name?: unknown }; project?: { id?: unknown } } | null;
  return typeof created?.organization?.id === 'string' && typeof created.organization.name === 'string' && typeof created.project?.id === 'string';
};

/** The real gateway, as a layer over a client. */
export function membershipGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(MembershipGateway)({
    myRoles: () =>
      client
        .query(MyRolesDocument, {}, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<readonly Membership[]>(data.myRoles, (roles) => Array.isArray(roles) && roles.every(isMembershipPayload), 'roles'))),
    acceptRole: (roleId, timeZone) =>
      client.execute(AcceptRoleDocument, { input: { roleId, timeZone } }).pipe(Effect.flatMap((data) => checked<Membership>(data.acceptRole.role, isMembershipPayload, 'a role'))),
    rejectRole: (roleId) => client.execute(RejectRoleDocument, { roleId }).pipe(Effect.asVoid),
    updateProfile: (change) =>
      client.execute(UpdateProfileDocument, { input: change }).pipe(Effect.flatMap((data) => checked<Me>(data.updateProfile.me, isMePayload, 'a profile'))),
    updateRolePreferences: (change) =>
      client
        .execute(UpdateRolePreferencesDocument, { input: change })
        .pipe(Effect.flatMap((data) => checked<Me>(data.updateRolePreferences.me, isMePayload, 'your preferences'))),
    createOrganization: (input) =>
      client.execute(CreateOrganizationDocument, { input }).pipe(Effect.flatMap((data) => checked<CreatedOrganization>(data.createOrganization, isCreated, 'an organization'))),
  });
}
