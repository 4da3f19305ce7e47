/**
 * Everything the signed-in and authentication screens need, built together: the session model and
 * the account screens' models. The composition root loads this module on demand, so the support
 * case page (which needs no account) never carries it.
 */
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { MeRole } from '../../domain/accounts/session.ts';
import type { PasswordResetForm } from '../../domain/validation/forms.ts';
import {
  createEmailConfirmationModel,
  createPasswordLostModel,
  createPasswordResetModel,
  createRegistrationModel,
  type AccountServices,
  type EmailConfirmationModel,
  type PasswordLostModel,
  type PasswordResetModel,
  type RegistrationModel,
} from '../accounts/account-models.ts';
import type { RegistrationKind } from '../accounts/accounts.ts';
import {
  createCreateOrganizationModel,
  createSelectOrganizationModel,
  type CreateOrganizationModel,
  type SelectOrganizationModel,
} from '../accounts/membership-models.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';
import type { LocaleShape } from '../shared/locale.port.ts';
import type { HelpDesk } from '../support/help-desk.port.ts';
import type { NavigatorShape } from '../shared/navigator.port.ts';
import { run, type Runner } from '../shared/run.ts';
import { recordVisit } from '../accounts/memberships.ts';
import type { ProfileModel, ProfileServices } from '../accounts/profile-model.ts';
import { createOnboardingModel, type OnboardingModel } from '../accounts/onboarding-model.ts';
import { createDemoArea, type DemoArea, type DemoAreaDeps } from '../demo/demo-area.ts';
import { createSessionModel, type SessionModel } from '../accounts/session-model.ts';
import { createSupportWidgetModel, type SupportWidgetModel } from '../support/support-widget-model.ts';
import { createUiStateModels, type UiStateModels } from './ui-state-models.ts';

export interface AccountAreaDeps {
  readonly runner: Runner<AccountServices | ProfileServices | HelpDesk>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  readonly locale: LocaleShape;
  /** Keeps the explorer's open projects on this device; without it they last until a reload. */
  readonly store?: KeyValueStoreShape;
  /** What the demo screens need (the demo gateway and timers); without it there are no demo screens. */
  readonly demo?: Pick<DemoAreaDeps, 'runner' | 'timers'>;
}

export interface AccountArea {
  readonly session: SessionModel;
  /** The client state that logging out clears. */
  readonly uiState: UiStateModels;
  /** The support widget linked members see. */
  readonly supportWidget: SupportWidgetModel;
  /** The registration form; from an invitation, with its address and link secret. */
  readonly registration: (kind: RegistrationKind, email?: string, invite?: string) => RegistrationModel;
  readonly passwordLost: () => PasswordLostModel;
  readonly passwordReset: (initial?: Partial<PasswordResetForm>) => PasswordResetModel;
  readonly emailConfirmation: () => EmailConfirmationModel;
  readonly selectOrganization: () => SelectOrganizationModel;
  readonly createOrganization: () => CreateOrganizationModel;
  /** The profile form for the role the person holds in the current organization (loaded on demand, with its checks). */
  readonly profile: (role: MeRole) => Promise<ProfileModel>;
  /** Getting started: the current organization's first steps, and hiding them. */
  readonly onboarding: () => OnboardingModel;
  /** The demo request and status screens' models; null when the app was built without them. */
  readonly demo: DemoArea | null;
  /**
   * Records that the person opened a page of the current organization (the same page twice in a
   * row once). Bookkeeping: a failure is not the person's business and says nothing.
   */
  readonly recordVisit: (path: string) => void;
}

/** Builds the session model (not started) and the screens' model factories. */
export function createAccountArea({ runner, notify, navigator, locale, store, demo }: AccountAreaDeps): AccountArea {
  const uiState = createUiStateModels(store);
  const session = createSessionModel({ runner, notify, navigator, clearClientState: uiState.resetAll });
  const memberships = { runner, notify, navigator, locale, session };
  let lastVisit: string | null = null;
  return {
    session,
    uiState,
    supportWidget: createSupportWidgetModel({ runner, notify }),
    registration: (kind, email, invite) => createRegistrationModel({ runner, notify, kind, session, ...(email ? { email } : {}), ...(invite ? { invite } : {}) }),
    passwordLost: () => createPasswordLostModel({ runner, notify }),
    passwordReset: (initial) => createPasswordResetModel({ runner, notify, session, ...(initial ? { initial } : {}) }),
    emailConfirmation: () => createEmailConfirmationModel({ runner, notify }),
    selectOrganization: () => createSelectOrganizationModel(memberships),
    createOrganization: () => createCreateOrganizationModel(memberships),
    profile: async (role) => (await import('../accounts/profile-model.ts')).createProfileModel({ runner, notify, session, role }),
    onboarding: () => createOnboardingModel({ runner, notify, session }),
    demo: demo ? createDemoArea({ ...demo, notify, store: store ?? null, login: (credentials) => session.login(credentials) }) : null,
    recordVisit: (path) => {
      if (path === lastVisit) return;
      lastVisit = path;
      void run(runner, recordVisit(path));
    },
  };
}
