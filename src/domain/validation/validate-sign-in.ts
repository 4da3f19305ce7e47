/** §5 Login (the session's own sign-in, on every page). Registering and the password forms: validate-sign-up.ts. */
import type { Validated } from '../shared/result.ts';
import { login } from './generated/account-forms.js';
import type { LoginForm } from './forms.ts';
import { loginFields } from './forms.ts';
import { validateForm } from './validate-accounts.ts';

/** §5 Login: a valid email address and a password; nothing else. */
export function validateLogin(input: unknown): Validated<LoginForm> {
  return validateForm(login, loginFields, input, { closed: true });
}
