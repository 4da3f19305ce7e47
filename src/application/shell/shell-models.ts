/**
 * The models every page shares, as each composition root starts them: timers on the runtime's
 * Effect clock, the toasts, and the new-version banner with its revision check running.
 */
import { effectTimers, type ClockRuntime } from '../shared/effect-timers.ts';
import { createNewVersionModel, type NewVersionModel } from './new-version-model.ts';
import { createNotificationsModel, type NotificationsModel } from './notifications-model.ts';
import type { NavigatorShape } from '../shared/navigator.port.ts';
import type { RevisionSource } from './revision-source.port.ts';
import type { TimersShape } from '../shared/timers.port.ts';
import type { Runner } from '../shared/run.ts';

export interface ShellModels {
  readonly timers: TimersShape;
  readonly notifications: NotificationsModel;
  readonly newVersion: NewVersionModel;
}

/** Builds the shared models and starts the revision check. */
export function startShellModels({ runtime, navigator, builtInRevision }: {
  readonly runtime: ClockRuntime & Runner<RevisionSource>;
  readonly navigator: NavigatorShape;
  readonly builtInRevision: string;
}): ShellModels {
  const timers = effectTimers(runtime);
  const notifications = createNotificationsModel(timers);
  const newVersion = createNewVersionModel({ runner: runtime, timers, notifications, navigator, builtInRevision });
  newVersion.start();
  return { timers, notifications, newVersion };
}
