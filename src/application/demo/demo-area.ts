/**
 * The demo screens' models together (§2 screens 11 and 12): the request form, and the status of a
 * requested demo, kept while its screen shows it (the request hands the one it opened to the
 * status screen, so the status is not asked twice). The last requested demo is remembered on the
 * device, so its status page is found again.
 */
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { createDemoRequestModel, createDemoStatusModel, type DemoRequestModel, type DemoStatusModel } from './demo-model.ts';
import type { DemoGateway } from './demo-gateway.port.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';
import type { ProofOfWork } from '../shared/proof-of-work.port.ts';
import type { Credentials } from '../accounts/session-gateway.port.ts';
import type { TimersShape } from '../shared/timers.port.ts';
import type { Runner } from '../shared/run.ts';

/** The KeyValueStore key of the demo requested last on this device. */
export const DEMO_ID_KEY = 'tidemark.demo.id';

export interface DemoAreaDeps {
  readonly runner: Runner<DemoGateway | ProofOfWork>;
  readonly timers: TimersShape;
  readonly notify: (notification: NotificationInput) => void;
  /** Where the email and the demo id are remembered; null: only until a reload. */
  readonly store: KeyValueStoreShape | null;
  /** The session's login (toasts, stores the session, goes to the login's destination). */
  readonly login: (credentials: Credentials) => Promise<boolean>;
}

export interface DemoArea {
  /** A new request form, prefilled with the remembered email. */
  readonly request: () => DemoRequestModel;
  /** The status of a demo: the model already polling it, or a new one. Give it back with `release`. */
  readonly status: (requestId: string) => DemoStatusModel;
  /** Stops a status model its screen no longer shows. */
  readonly release: (model: DemoStatusModel) => void;
  /** The demo requested last on this device, if any. */
  readonly rememberedId: () => string | null;
}

function memoryStore(): KeyValueStoreShape {
  const data = new Map<string, string>();
  return { get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value), remove: (key) => void data.delete(key) };
}

/** Builds the demo models' factories. */
export function createDemoArea({ runner, timers, notify, store, login }: DemoAreaDeps): DemoArea {
  const kept = store ?? memoryStore();
  const open = new Map<string, DemoStatusModel>();

  const status = (requestId: string): DemoStatusModel => {
    const known = open.get(requestId);
    if (known) return known;
    const model = createDemoStatusModel({ requestId, runner, timers, notify, login });
    open.set(requestId, model);
    return model;
  };

  return {
    request: () =>
      createDemoRequestModel({
        runner,
        notify,
        store: kept,
        openStatus: (requestId) => {
          kept.set(DEMO_ID_KEY, requestId);
          return status(requestId);
        },
      }),
    status,
    release: (model) => {
      model.dispose();
      if (open.get(model.requestId) === model) open.delete(model.requestId);
    },
    rememberedId: () => kept.get(DEMO_ID_KEY),
  };
}
