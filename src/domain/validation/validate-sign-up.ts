/** §5 Registering and the password forms, over their own compiled schemas (loaded with their screens only). */
import type { Validated } from '../shared/result.ts';
import { passwordLost, passwordReset, register, registerFromInvite } from './generated/sign-up-forms.js';
import type { PasswordLostForm, PasswordResetForm, RegisterForm } from './forms.ts';
import { passwordLostFields, passwordResetFields, registerFields, registerFromInviteFields } from './forms.ts';
import { validateForm } from './validate-accounts.ts';

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
