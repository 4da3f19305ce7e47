/**
 * The organization's settings on the admin home (issue 18): its name, postal address and time
 * zone, read from the server, shown, and edited by owners and administrators with the server's own
 * check (§5, a country and state of the lists, a known time zone). Saving reads the session again,
 * so the new name shows in the header at once. This module carries the country lists: the composition
 * root loads it on demand, with its gateway, never with every page.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import {
  countryOf,
  validateOrganizationSettings,
  type OrganizationSettings,
  type OrganizationSettingsField,
} from '../../domain/accounts/organization-settings.ts';
import type { SavedOrganizationSettings } from '../../domain/accounts/organization-settings-shape.ts';
import { describeError } from '../shared/error-text.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import { run, type Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';
import { OrganizationSettingsGateway } from './organization-settings-gateway.port.ts';
import type { SessionModel } from './session-model.ts';

/** The form's values: every field as typed (the country by its code). */
export type OrganizationSettingsValues = Readonly<Record<OrganizationSettingsField, string>>;

/** The settings card: loading, failed (with why), or shown, and while editing, the form. */
export type OrganizationSettingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly saved: SavedOrganizationSettings };

export interface OrganizationSettingsModel {
  readonly state: ReadonlySignal<OrganizationSettingsState>;
  /** The open form, or null when the settings are only shown. */
  readonly editing: ReadonlySignal<RequestForm<OrganizationSettingsValues, SavedOrganizationSettings> | null>;
  /** Reads the settings (again, after a failure). */
  readonly load: () => Promise<void>;
  /** Opens the form on the saved settings; the time zone starts as the device's when none is kept. */
  readonly edit: () => void;
  /** Closes the form, dropping what was typed. */
  readonly cancel: () => void;
  /** Chooses a country: a state that is not one of its states is cleared. */
  readonly chooseCountry: (code: string) => void;
}

/** The form's values from saved settings. */
function valuesOf(saved: SavedOrganizationSettings, deviceTimeZone: string): OrganizationSettingsValues {
  const address = saved.address;
  return {
    name: saved.name,
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
    timeZone: saved.timeZone ?? deviceTimeZone,
  };
}

export function createOrganizationSettingsModel({ runner, notify, session, deviceTimeZone }: {
  readonly runner: Runner<OrganizationSettingsGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly session: Pick<SessionModel, 'refresh'>;
  /** The device's time zone, offered when the organization has none yet. */
  readonly deviceTimeZone: string;
}): OrganizationSettingsModel {
  const state = signal<OrganizationSettingsState>({ status: 'loading' });
  const editing = signal<RequestForm<OrganizationSettingsValues, SavedOrganizationSettings> | null>(null);
  const shown = (saved: SavedOrganizationSettings) => {
    state.value = { status: 'ready', saved };
  };
  const load = async () => {
    state.value = { status: 'loading' };
    const outcome = await run(runner, OrganizationSettingsGateway.use((gateway) => gateway.organizationSettings()));
    if (outcome.status === 'success') {
      if (outcome.value) shown(outcome.value);
      else state.value = { status: 'failed', message: 'This organization could not be found' };
    } else if (outcome.status === 'failure') {
      state.value = { status: 'failed', message: describeError(outcome.error) };
    }
  };
  const formOf = (saved: SavedOrganizationSettings) =>
    createRequestForm<OrganizationSettingsValues, OrganizationSettings, SavedOrganizationSettings>({
      initial: valuesOf(saved, deviceTimeZone),
      validate: validateOrganizationSettings,
      send: async (settings) => {
        const outcome = await runWithToasts(
          runner,
          Effect.gen(function* () {
            return yield* (yield* OrganizationSettingsGateway).updateOrganization(settings);
          }),
          notify,
          { success: { title: 'Organization saved' }, error: { title: 'Could not save the organization' } },
        );
        if (outcome.status === 'success') {
          shown(outcome.value);
          editing.value = null;
          await session.refresh();
        }
        return outcome;
      },
    });
  return {
    state,
    editing,
    load,
    edit: () => {
      const current = state.value;
      if (current.status === 'ready') editing.value = formOf(current.saved);
    },
    cancel: () => {
      editing.value = null;
    },
    chooseCountry: (code) => {
      const form = editing.value;
      if (!form) return;
      const stateName = form.values.value.state;
      form.change('country', code);
      if (stateName !== '' && !countryOf(code)?.regions.includes(stateName)) form.change('state', '');
    },
  };
}

