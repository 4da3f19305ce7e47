/**
 * Getting started (/onboarding/welcome): the three steps and their done marks, read from the
 * session's `me`, which the page reads again from the network when it opens and whenever the
 * window comes back into focus (a product created in another tab shows as done); and the person's
 * choice to hide it from the navigation, or to offer it again.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { onboardingProgress, onboardingSteps, showGettingStarted, type OnboardingProgress, type OnboardingStep } from '../../domain/accounts/onboarding.ts';
import { MembershipGateway } from './membership-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import type { SessionModel } from './session-model.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The toasts of hiding and showing getting started. */
export const ONBOARDING_TOASTS = {
  hidden: 'Getting started hidden',
  hiddenSubtitle: 'It stays at this address if you want it back',
  shown: 'Getting started is back in the navigation',
  failed: 'Could not change getting started',
} as const;

export interface OnboardingModel {
  /** The steps in order for the person's role; empty while nobody is linked. */
  readonly steps: ReadonlySignal<readonly OnboardingStep[]>;
  readonly progress: ReadonlySignal<OnboardingProgress>;
  /** Whether the person wants getting started in the navigation (role preferences.showOnboarding). */
  readonly offered: ReadonlySignal<boolean>;
  /** Whether getting started is offered now: the person wants it and a step remains (the navigation's rule). */
  readonly shown: ReadonlySignal<boolean>;
  /** True while the preference is being saved. */
  readonly saving: ReadonlySignal<boolean>;
  /** Reads `me` again from the network, for fresh marks. */
  readonly refresh: () => Promise<void>;
  /** Hides getting started (false) or offers it again (true); true once saved. */
  readonly setOffered: (offered: boolean) => Promise<boolean>;
}

/** Builds the getting-started model over the session. */
export function createOnboardingModel({ runner, notify, session }: {
  readonly runner: Runner<MembershipGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly session: Pick<SessionModel, 'me' | 'refresh' | 'update'>;
}): OnboardingModel {
  const saving = signal(false);
  const status = computed(() => session.me.value?.organization?.onboardingStatus ?? { invite: false, product: false, ticket: false });
  const role = computed(() => session.me.value?.role ?? null);
  return {
    steps: computed(() => (role.value ? onboardingSteps(status.value, role.value.type) : [])),
    progress: computed(() => onboardingProgress(status.value)),
    offered: computed(() => role.value?.preferences.showOnboarding ?? false),
    shown: computed(() => showGettingStarted(session.me.value?.organization ?? null, role.value)),
    saving,
    refresh: () => session.refresh(),
    setOffered: async (offered) => {
      if (saving.value) return false;
      saving.value = true;
      try {
        const outcome = await runWithToasts(
          runner,
          Effect.gen(function* () {
            return yield* (yield* MembershipGateway).updateRolePreferences({ showOnboarding: offered });
          }),
          notify,
          {
            success: offered ? { title: ONBOARDING_TOASTS.shown } : { title: ONBOARDING_TOASTS.hidden, subTitle: () => ONBOARDING_TOASTS.hiddenSubtitle },
            error: { title: ONBOARDING_TOASTS.failed },
          },
        );
        if (outcome.status !== 'success') return false;
        session.update({ type: 'setMe', me: outcome.value });
        return true;
      } finally {
        saving.value = false;
      }
    },
  };
}
