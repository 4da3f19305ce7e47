/**
 * One-click catalogue actions outside a form: making a workflow the default, deactivating and
 * reactivating a person. One runs at a time; each tells the person how it went and answers the
 * record the server sent back (null when it failed), so the page shows it at once.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Effect } from 'effect';
import type { OrgPerson, Workflow } from '../../domain/work/catalogue-records.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { ADMIN_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import { withCatalogues } from './catalogue-use.ts';
import type { RequestError } from '../shared/errors.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The action running, with the record it is about. */
export type RunningAction = { readonly action: 'makeDefault' | 'deactivate' | 'reactivate'; readonly id: string } | null;

/** The actions, and which one runs. */
export interface CatalogueActions {
  readonly running: ReadonlySignal<RunningAction>;
  readonly makeDefault: (workflowId: string) => Promise<Workflow | null>;
  readonly deactivate: (roleId: string) => Promise<OrgPerson | null>;
  readonly reactivate: (roleId: string) => Promise<OrgPerson | null>;
}

/** Builds the actions of one organization's admin pages. */
export function createCatalogueActions({ runner, notify, canWrite }: {
  readonly runner: Runner<CatalogueGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly canWrite: boolean;
}): CatalogueActions {
  const running = signal<RunningAction>(null);

  async function perform<A>(
    action: NonNullable<RunningAction>['action'],
    id: string,
    program: Effect.Effect<A, RequestError, CatalogueGateway>,
    texts: { readonly success: string; readonly error: string },
  ): Promise<A | null> {
    if (running.value !== null) return null;
    if (!canWrite) {
      notify({ type: 'Error', title: texts.error, subTitle: ADMIN_ONLY_MESSAGE });
      return null;
    }
    running.value = { action, id };
    try {
      const outcome = await runWithToasts(runner, program, notify, { success: { title: texts.success }, error: { title: texts.error } });
      return outcome.status === 'success' ? outcome.value : null;
    } finally {
      running.value = null;
    }
  }

  return {
    running,
    makeDefault: (id) =>
      perform('makeDefault', id, withCatalogues((gateway) => gateway.setDefaultWorkflow(id)), {
        success: 'Default workflow changed',
        error: 'Could not change the default workflow',
      }),
    deactivate: (id) =>
      perform('deactivate', id, withCatalogues((gateway) => gateway.deactivateRole(id)), {
        success: 'Person deactivated',
        error: 'Could not deactivate',
      }),
    reactivate: (id) =>
      perform('reactivate', id, withCatalogues((gateway) => gateway.reactivateRole(id)), {
        success: 'Person reactivated',
        error: 'Could not reactivate',
      }),
  };
}
