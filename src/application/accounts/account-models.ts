/**
 * Account screens' models: registration (also from an invitation), password lost, password reset
 * and the email confirmation screen; plus the request form (values, errors, one request at a time) they are built on.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import * as EmailConfirmation from '../../domain/accounts/email-confirmation.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { PasswordLostForm, PasswordResetForm, RegisterForm } from '../../domain/validation/forms.ts';
import { validatePasswordLost, validatePasswordReset, validateRegister, validateRegisterFromInvite } from '../../domain/validation/validate-sign-in.ts';
import { register, requestPasswordReset, resetPassword, sendConfirmationEmail, type Registered, type RegistrationKind } from './accounts.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import type { ProofOfWork } from '../shared/proof-of-work.port.ts';
import type { SessionGateway } from './session-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import type { SessionModel } from './session-model.ts';
import type { SignedIn } from './session.ts';
import { runWithToasts } from '../shared/toasts.ts';

// --- Accounts ---------------------------------------------------------------------------------

/** The ports the account use cases reach. */
export type AccountServices = AccountGateway | ProofOfWork | SessionGateway;

/** Toast texts of the account screens: §8 where it names them, ours where it is silent. */
export const ACCOUNT_TOASTS = {
  confirmationSent: 'Confirmation Email Sent',
  confirmationSentSubtitle: 'Check your email to confirm your account',
  confirmationFailed: 'Email confirm failed',
  registrationFailed: 'Registration failed',
  resetEmailSent: 'Password Reset Email Sent',
  resetEmailSentSubtitle: 'Check your email to reset your password',
  resetEmailFailed: 'Password reset request failed',
  passwordUpdated: 'Password Updated',
  passwordResetFailed: 'Password reset failed',
} as const;

/** What every account model needs. */
export interface AccountModelDeps {
  readonly runner: Runner<AccountServices>;
  readonly notify: (notification: NotificationInput) => void;
}

/** The registration form; done holds the registration and who is signed in afterwards. */
export type RegistrationModel = RequestForm<RegisterForm, Registered>;

/** Registering: the session takes the new account when the server signed it in (the root then shows email confirmation). */
export function createRegistrationModel(
  deps: AccountModelDeps & {
    readonly kind: RegistrationKind;
    readonly session: Pick<SessionModel, 'adopt'>;
    /** The invited address, for register-on-invite. */
    readonly email?: string;
    /** The invitation link's secret, for register-on-invite. */
    readonly invite?: string;
  },
): RegistrationModel {
  const { runner, notify, kind, session } = deps;
  return createRequestForm({
    initial: { email: deps.email ?? '', password: '' },
    validate: kind === 'register' ? validateRegister : validateRegisterFromInvite,
    send: async (form) => {
      const outcome = await runWithToasts(runner, register(kind, form, deps.invite), notify, { error: { title: ACCOUNT_TOASTS.registrationFailed } });
      if (outcome.status === 'success' && outcome.value.me !== null) session.adopt({ me: outcome.value.me });
      return outcome;
    },
  });
}

/** The password-lost form; done is the 'check your email' view. */
export type PasswordLostModel = RequestForm<PasswordLostForm, void>;

/** Asking for a password reset email. */
export function createPasswordLostModel({ runner, notify }: AccountModelDeps): PasswordLostModel {
  return createRequestForm({
    initial: { email: '' },
    validate: validatePasswordLost,
    send: (form) =>
      runWithToasts(runner, requestPasswordReset(form), notify, {
        success: { title: ACCOUNT_TOASTS.resetEmailSent, subTitle: () => ACCOUNT_TOASTS.resetEmailSentSubtitle },
        error: { title: ACCOUNT_TOASTS.resetEmailFailed },
      }),
  });
}

/** The password-reset form; done holds the sign-in it made. */
export type PasswordResetModel = RequestForm<PasswordResetForm, SignedIn>;

/** Setting a new password, which signs the person in: the session takes it like a login and goes where it leads. */
export function createPasswordResetModel(
  deps: AccountModelDeps & {
    readonly session: Pick<SessionModel, 'adopt'>;
    /** The email and secret the reset link carries. */
    readonly initial?: Partial<PasswordResetForm>;
  },
): PasswordResetModel {
  const { runner, notify, session } = deps;
  return createRequestForm({
    initial: { email: '', secret: '', password: '', ...deps.initial },
    validate: validatePasswordReset,
    send: async (form) => {
      const outcome = await runWithToasts(runner, resetPassword(form), notify, {
        success: { title: ACCOUNT_TOASTS.passwordUpdated },
        error: { title: ACCOUNT_TOASTS.passwordResetFailed },
      });
      if (outcome.status === 'success') session.adopt(outcome.value);
      return outcome;
    },
  });
}

// --- Email confirmation -------------------------------------------------------------------------

/** The email verification screen: its machine's state and the request for a second email. */
export interface EmailConfirmationModel {
  readonly state: ReadonlySignal<EmailConfirmation.State>;
  /** Asks for a second confirmation email; ignored unless the request view shows. */
  readonly requestEmail: () => Promise<void>;
}

/** Builds the email confirmation screen's model. */
export function createEmailConfirmationModel({ runner, notify }: AccountModelDeps): EmailConfirmationModel {
  const state = signal<EmailConfirmation.State>(EmailConfirmation.initialState);
  const send = (event: EmailConfirmation.Event) => {
    state.value = EmailConfirmation.transition(state.value, event);
  };
  return {
    state,
    requestEmail: async () => {
      if (state.value.status !== 'request') return;
      send({ type: 'sendStarted' });
      let sent = false;
      try {
        const outcome = await runWithToasts(runner, sendConfirmationEmail(), notify, {
          success: { title: ACCOUNT_TOASTS.confirmationSent, subTitle: () => ACCOUNT_TOASTS.confirmationSentSubtitle },
          error: { title: ACCOUNT_TOASTS.confirmationFailed },
        });
        sent = outcome.status === 'success';
      } finally {
        send({ type: sent ? 'sendSucceeded' : 'sendFailed' });
      }
    },
  };
}
