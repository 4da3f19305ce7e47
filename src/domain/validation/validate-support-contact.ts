/** A member's message to Tidemark support (the Help widget). */
import type { Validated } from '../shared/result.ts';
import { supportContact } from './generated/account-forms.js';
import { validateWith } from './validate.ts';

/** A message to Tidemark support: some text, at most 2048 characters (trimmed). */
export function validateSupportContact(input: unknown): Validated<{ message: string }> {
  const message = (input as { message?: unknown } | null)?.message;
  return validateWith(supportContact, { message: typeof message === 'string' ? message.trim() : message }, ['message']);
}
