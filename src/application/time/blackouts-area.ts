/**
 * The blackout times' models for one organization (admin pages, the dashboard's week): the lists
 * and records that load themselves, and the one-off and recurring forms, which check like the
 * server and move the page on after a save. Changing is for administrators (ADMIN, OWNER); a
 * one-off form reads and shows its dates in the person's time zone.
 */
import { Effect } from 'effect';
import type { OneOffBlackout, OneOffBlackoutInput, RecurringBlackout, RecurringBlackoutInput } from '../../domain/time/blackout.ts';
import { addDays, wallClock } from '../../domain/time/blackout-calendar.ts';
import {
  ONE_OFF_FIELDS, oneOffFieldsOf, RECURRING_FIELDS, recurringFieldsOf, validateOneOffFields, validateRecurringFields, type OneOffFields, type RecurringFields,
} from '../../domain/time/blackout-forms.ts';
import { blackoutPath } from '../../domain/shared/blackout-paths.ts';
import type { OrgPerson } from '../../domain/work/catalogue-records.ts';
import { orgPath } from '../../domain/shared/org-routes.ts';
import { createCatalogueEditor, type CatalogueEditor } from '../work/catalogue-editor.ts';
import { createLoadModel, type LoadModel } from '../work/catalogue-load.ts';
import type { RequestError } from '../shared/errors.ts';
import { BlackoutGateway, type Blackouts } from './blackout-gateway.port.ts';
import { CatalogueGateway } from '../work/catalogue-gateway.port.ts';
import type { OrganizationDeps, OrganizationScope } from '../shared/organization-deps.ts';

type Services = BlackoutGateway | CatalogueGateway;

/** A program that asks the blackout gateway one thing. */
const withBlackouts = <A>(use: (gateway: BlackoutGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, BlackoutGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* BlackoutGateway);
  });

/** The blackout models of one organization. */
export interface OrgBlackouts {
  /** Whether the caller may change blackouts (ADMIN, OWNER). */
  readonly canWrite: boolean;
  /** The time zone dates are shown and typed in: the person's profile zone, else the browser's. */
  readonly timeZone: string;
  /** The current time. */
  readonly now: () => number;
  readonly all: () => LoadModel<Blackouts>;
  readonly oneOff: (id: string) => LoadModel<OneOffBlackout>;
  readonly recurring: (id: string) => LoadModel<RecurringBlackout>;
  /** People a blackout can be for: the accepted roles. */
  readonly people: () => LoadModel<readonly OrgPerson[]>;
  /** The form of a one-off blackout, or of a new one (null); saving an existing one keeps its page open. */
  readonly oneOffEditor: (blackout: OneOffBlackout | null, onSaved?: (saved: OneOffBlackout) => void) => CatalogueEditor<OneOffFields>;
  readonly recurringEditor: (blackout: RecurringBlackout | null, onSaved?: (saved: RecurringBlackout) => void) => CatalogueEditor<RecurringFields>;
}

/** The blackouts part of the work area. */
export interface BlackoutsArea {
  /** `timeZone`: the person's profile time zone (me.role.timeZone); unset, the browser's. */
  readonly inOrganization: (scope: OrganizationScope, timeZone?: string | null) => OrgBlackouts;
}

/** Builds the blackout model factories. */
export function createBlackoutsArea({ runner, notify, navigator, now, locale }: OrganizationDeps<BlackoutGateway | CatalogueGateway>): BlackoutsArea {
  const byOrganization = new Map<string, OrgBlackouts>();
  const browserZone = locale?.timeZone() || 'UTC';

  function build(scope: OrganizationScope, timeZone: string): OrgBlackouts {
    const canWrite = scope.permissions.administer;
    const go = (path: string, replace = false) => navigator.go(orgPath(scope.orgId, path), { replace });
    const load = <T>(program: () => Effect.Effect<T | null, RequestError, Services>) => createLoadModel<T, Services>(runner, program);
    const base = { runner: runner as Parameters<typeof createCatalogueEditor>[0]['runner'], notify, canWrite };

    return {
      canWrite,
      timeZone,
      now,
      all: () => load(() => withBlackouts((gateway) => gateway.all())),
      oneOff: (id) => load(() => withBlackouts((gateway) => gateway.oneOff(id))),
      recurring: (id) => load(() => withBlackouts((gateway) => gateway.recurring(id))),
      people: () =>
        load(() =>
          Effect.gen(function* () {
            return yield* (yield* CatalogueGateway).roles({ statuses: ['ACCEPTED'] });
          }),
        ),
      oneOffEditor: (blackout, onSaved) => {
        const tomorrow = addDays(wallClock(now(), timeZone).date, 1);
        const editor: CatalogueEditor<OneOffFields> = createCatalogueEditor<OneOffFields, OneOffBlackoutInput, OneOffBlackout, Services>({
          ...base,
          runner,
          initial: oneOffFieldsOf(blackout, timeZone, tomorrow),
          fields: ONE_OFF_FIELDS,
          validate: (fields) => validateOneOffFields(fields, timeZone),
          save: (input) => withBlackouts((gateway) => (blackout === null ? gateway.createOneOff(input) : gateway.updateOneOff(blackout.id, input))),
          ...(blackout === null ? {} : { remove: () => withBlackouts((gateway) => gateway.deleteOneOff(blackout.id)) }),
          texts: {
            saved: blackout === null ? 'Blackout time created' : 'Blackout time saved',
            saveFailed: 'Could not save the blackout time',
            deleted: 'Blackout time deleted',
            deleteFailed: 'Could not delete the blackout time',
          },
          afterSave: (saved) => {
            if (blackout === null) return go(blackoutPath('scheduled', saved.id));
            editor.reset(oneOffFieldsOf(saved, timeZone, tomorrow));
            onSaved?.(saved);
          },
          afterRemove: () => go(blackoutPath('scheduled'), true),
          keepOpen: blackout !== null,
        });
        return editor;
      },
      recurringEditor: (blackout, onSaved) => {
        const editor: CatalogueEditor<RecurringFields> = createCatalogueEditor<RecurringFields, RecurringBlackoutInput, RecurringBlackout, Services>({
          ...base,
          runner,
          initial: recurringFieldsOf(blackout, timeZone),
          fields: RECURRING_FIELDS,
          validate: validateRecurringFields,
          save: (input) => withBlackouts((gateway) => (blackout === null ? gateway.createRecurring(input) : gateway.updateRecurring(blackout.id, input))),
          ...(blackout === null ? {} : { remove: () => withBlackouts((gateway) => gateway.deleteRecurring(blackout.id)) }),
          texts: {
            saved: blackout === null ? 'Recurring blackout created' : 'Recurring blackout saved',
            saveFailed: 'Could not save the recurring blackout',
            deleted: 'Recurring blackout deleted',
            deleteFailed: 'Could not delete the recurring blackout',
          },
          afterSave: (saved) => {
            if (blackout === null) return go(blackoutPath('recurring', saved.id));
            editor.reset(recurringFieldsOf(saved, timeZone));
            onSaved?.(saved);
          },
          afterRemove: () => go(blackoutPath('recurring'), true),
          keepOpen: blackout !== null,
          fallbackField: 'name',
        });
        return editor;
      },
    };
  }

  return {
    inOrganization: (scope, profileZone) => {
      const timeZone = profileZone || browserZone;
      const key = `${scope.orgId}:${scope.roleId}:${scope.permissions.administer}:${timeZone}`;
      let found = byOrganization.get(key);
      if (!found) {
        found = build(scope, timeZone);
        byOrganization.set(key, found);
      }
      return found;
    },
  };
}
