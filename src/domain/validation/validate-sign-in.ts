/** §5 Signing in, registering and the password forms. */
import type { Validated } from '../shared/result.ts';
import { login, passwordLost, passwordReset, register, registerFromInvite } from './generated/account-forms.js';
import type { LoginForm, PasswordLostForm, PasswordResetForm, RegisterForm } from './forms.ts';
import { loginFields, passwordLostFields, passwordResetFields, registerFields, registerFromInviteFields } from './forms.ts';
import { validateForm } from './validate-accounts.ts';

/** §5 Login: a valid email address and a password; nothing else. */
export function validateLogin(input: unknown): Validated<LoginForm> {
  return validateForm(login, loginFields, input, { closed: true });
}

/** §5 Register: a valid email address and a password of at least 12 characters; nothing else. */
export function validateRegister(input: unknown): Validated<RegisterForm> {
  return validateForm(register, registerFields, input, { closed: true });
}

/** §5 Register from an invitation: the same rules as registering. */
export function validateRegisterFromInvite(input: unknown): Validated<RegisterForm> {
  return validateForm(registerFromInvite, registerFromInviteFields, input, { closed: true });
}

/** §5 Password lost: a valid email address. */
export function validatePasswordLost(input: unknown): Validated<PasswordLostForm> {
  return validateForm(passwordLost, passwordLostFields, input);
}

/** §5 Password reset: email, secret and a new password of at least 12 characters. */
export function validatePasswordReset(input: unknown): Validated<PasswordResetForm> {
  return validateForm(passwordReset, passwordResetFields, input);
}
