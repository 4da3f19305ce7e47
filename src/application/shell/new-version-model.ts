/**
 * New versions (§4): the revision check runs at start and every 15 minutes; a revision that differs
 * from this build's raises a Version notification (once per new revision), which sets the
 * new-version flag; the banner shows while the flag is set and it is not dismissed, and comes
 * back 30 minutes after a dismissal.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import * as Banner from '../../domain/shell/banner.ts';
import { REVISION_CHECK_INTERVAL_MS } from '../../domain/shared/constants.ts';
import * as Revision from '../../domain/shell/revision.ts';
import type { NotificationsModel } from './notifications-model.ts';
import type { NavigatorShape } from '../shared/navigator.port.ts';
import { RevisionSource } from './revision-source.port.ts';
import type { TimersShape } from '../shared/timers.port.ts';
import { run, type Runner } from '../shared/run.ts';

export interface NewVersionDeps {
  readonly runner: Runner<RevisionSource>;
  readonly timers: TimersShape;
  readonly notifications: NotificationsModel;
  readonly navigator: NavigatorShape;
  /** The revision this page was built from. */
  readonly builtInRevision: string;
}

export interface NewVersionModel {
  readonly bannerVisible: ReadonlySignal<boolean>;
  readonly dismiss: () => void;
  readonly reload: () => void;
  /** Checks now and every 15 minutes until stopped. */
  readonly start: () => void;
  readonly stop: () => void;
}

/** Builds the model; call start() once the page runs. */
export function createNewVersionModel({ runner, timers, notifications, navigator, builtInRevision }: NewVersionDeps): NewVersionModel {
  let revision = Revision.initialState;
  const banner = signal(Banner.initialState);
  /** The time the banner's visibility was last evaluated at; moved by the re-show timer. */
  const now = signal(timers.now());
  let cancelCheck: (() => void) | null = null;
  let cancelReshow: (() => void) | null = null;
  let stopWatching: (() => void) | null = null;

  async function check(): Promise<void> {
    const url = Revision.revisionScriptUrl(timers.now());
    const outcome = await run(
      runner,
      Effect.gen(function* () {
        return yield* (yield* RevisionSource).load(url);
      }),
    );
    // A failed check is not the person's problem: the next one runs in 15 minutes.
    if (outcome.status !== 'success') return;
    const next = Revision.transition(revision, { type: 'reported', revision: outcome.value, builtIn: builtInRevision });
    if (next === revision) return;
    revision = next;
    notifications.notify({ type: 'Version', title: Banner.BANNER_TEXT.title, subTitle: Banner.BANNER_TEXT.body });
  }

  function schedule(): void {
    cancelCheck = timers.after(REVISION_CHECK_INTERVAL_MS, () => {
      void check();
      schedule();
    });
  }

  return {
    bannerVisible: computed(() => Banner.isVisible(banner.value, now.value)),
    dismiss: () => {
      now.value = timers.now();
      const next = Banner.transition(banner.value, { type: 'dismissed', at: now.value });
      if (next === banner.value) return;
      banner.value = next;
      const at = Banner.reshowAt(next);
      cancelReshow?.();
      if (at !== null) cancelReshow = timers.after(at - now.value, () => (now.value = timers.now()));
    },
    reload: () => navigator.reload(),
    start: () => {
      if (cancelCheck) return;
      stopWatching = effect(() => {
        if (notifications.state.value.newVersion) banner.value = Banner.transition(banner.value, { type: 'versionDetected' });
      });
      void check();
      schedule();
    },
    stop: () => {
      cancelCheck?.();
      cancelReshow?.();
      stopWatching?.();
      cancelCheck = cancelReshow = stopWatching = null;
    },
  };
}
