/** §5 Demo form. */
import type { Validated } from '../shared/result.ts';
import { demoForm } from './generated/account-forms.js';
import type { DemoForm } from './forms.ts';
import { demoFormFields } from './forms.ts';
import { validateForm } from './validate-accounts.ts';

/** §5 Demo form: a valid email address; nothing else. */
export function validateDemoForm(input: unknown): Validated<DemoForm> {
  return validateForm(demoForm, demoFormFields, input, { closed: true });
}
