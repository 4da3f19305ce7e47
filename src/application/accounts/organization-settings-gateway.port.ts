/** The current organization's settings: its name, postal address and time zone (issue 18). */
import { Context, type Effect } from 'effect';
import type { OrganizationSettings } from '../../domain/accounts/organization-settings.ts';
import type { SavedOrganizationSettings } from '../../domain/accounts/organization-settings-shape.ts';
import type { RequestError } from '../shared/errors.ts';

export class OrganizationSettingsGateway extends Context.Service<
  OrganizationSettingsGateway,
  {
    /** The current organization's settings (null when the session has no organization). */
    readonly organizationSettings: () => Effect.Effect<SavedOrganizationSettings | null, RequestError>;
    /** Saves them (owners and administrators); answers them as saved. */
    readonly updateOrganization: (settings: OrganizationSettings) => Effect.Effect<SavedOrganizationSettings, RequestError>;
  }
>()('OrganizationSettingsGateway') {}
