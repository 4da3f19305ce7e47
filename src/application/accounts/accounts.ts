/** Use cases of accounts (§7 register, registerFromInvite, passwordLost, passwordReset, sendConfirmationEmail). */
import { Effect } from 'effect';
import type { Me } from '../../domain/accounts/session.ts';
import type { PasswordLostForm, PasswordResetForm, RegisterForm } from '../../domain/validation/forms.ts';
import { validatePasswordLost, validatePasswordReset, validateRegister, validateRegisterFromInvite } from '../../domain/validation/validate-sign-in.ts';
import { AccountGateway, type Registration } from './account-gateway.port.ts';
import { ProofOfWork } from '../shared/proof-of-work.port.ts';
import { SessionGateway } from './session-gateway.port.ts';
import { startSession, validOrFail } from './session.ts';

/** A registration, and who `me` says is signed in afterwards (null when the server opened no session). */
export interface Registered {
  readonly registration: Registration;
  readonly me: Me | null;
}

/** Where the registration comes from: the register screen or the register-on-invite screen. */
export type RegistrationKind = 'register' | 'registerFromInvite';

/**
 * §5 Register (or register from an invitation) checked first, then a proof, the call, a cache
 * reset and a fresh `me`. `invite` is the invitation link's secret, which confirms the address.
 */
export const register = (kind: RegistrationKind, form: RegisterForm, invite?: string) =>
  Effect.gen(function* () {
    const input = { email: form.email, password: form.password };
    const checked = yield* validOrFail(kind === 'register' ? validateRegister(input) : validateRegisterFromInvite(input));
    const proof = yield* (yield* ProofOfWork).solve();
    const accounts = yield* AccountGateway;
    const registration = yield* (kind === 'register' ? accounts.register(checked, proof) : accounts.registerFromInvite(checked, proof, invite));
    const session = yield* SessionGateway;
    yield* session.resetCache();
    const me = yield* session.me();
    const registered: Registered = { registration, me };
    return registered;
  });

/** §5 Password lost checked first, then a proof and the request for a reset email. */
export const requestPasswordReset = (form: PasswordLostForm) =>
  Effect.gen(function* () {
    const checked = yield* validOrFail(validatePasswordLost({ email: form.email }));
    const proof = yield* (yield* ProofOfWork).solve();
    yield* (yield* AccountGateway).passwordLost(checked.email, proof);
  });

/** §5 Password reset checked first, then a proof and the reset, which signs in: its answer is a login's. */
export const resetPassword = (form: PasswordResetForm) =>
  Effect.gen(function* () {
    const checked = yield* validOrFail(validatePasswordReset({ email: form.email, secret: form.secret, password: form.password }));
    const proof = yield* (yield* ProofOfWork).solve();
    const answer = yield* (yield* AccountGateway).passwordReset(checked, proof);
    return yield* startSession(answer);
  });

/** Asks for a second confirmation email. */
export const sendConfirmationEmail = () =>
  Effect.gen(function* () {
    yield* (yield* AccountGateway).sendConfirmationEmail();
  });
