/** OrganizationSettingsGateway over GraphQL: its own SDK module, loaded with the admin home's settings only. */
import { Effect, Layer } from 'effect';
import { OrganizationSettingsGateway } from '../../application/accounts/organization-settings-gateway.port.ts';
import { isSavedOrganizationSettings, type SavedOrganizationSettings } from '../../domain/accounts/organization-settings-shape.ts';
import { checked } from './checked.ts';
import { OrganizationSettingsDocument, UpdateOrganizationDocument } from './generated/organization-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const WHAT = "the organization's settings";

/** The real gateway, as a layer over a client. */
export function organizationSettingsGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(OrganizationSettingsGateway)({
    organizationSettings: () =>
      client
        .query(OrganizationSettingsDocument, {}, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => (data.me.organization ? checked<SavedOrganizationSettings>(data.me.organization, isSavedOrganizationSettings, WHAT) : Effect.succeed(null)))),
    updateOrganization: (settings) =>
      client
        .execute(UpdateOrganizationDocument, { input: settings })
        .pipe(Effect.flatMap((data) => checked<SavedOrganizationSettings>(data.updateOrganization.organization, isSavedOrganizationSettings, WHAT))),
  });
}
