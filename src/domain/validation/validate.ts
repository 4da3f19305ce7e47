/**
 * Runs the compiled schemas and turns their errors into field messages a person can read; the
 * support case's checks. The account forms are in validate-accounts.ts.
 */
import type { Issue } from '../support/issue.ts';
import type { FieldError, Validated } from '../shared/result.ts';
import type { CompiledError, CompiledValidator } from './generated/support-forms.js';
import { clientReply, clientResolve, supportInbound, supportReply } from './generated/support-forms.js';
import { issue } from './generated/support-payloads.js';

/** A client reply as it goes to the server: a message or an image URL. */
export interface ClientReply {
  readonly message?: string;
  readonly imageUrl?: string;
}

interface Located extends FieldError {
  readonly custom: boolean;
}

/** The field a missing-field or unknown-field error of the object itself names, if it is one. */
function namedField(error: CompiledError): string | undefined {
  // Only the object's own keywords: a `required` inside an anyOf is one alternative, not a missing field.
  if (error.schemaPath === '#/required') return error.params['missingProperty'] as string;
  if (error.schemaPath === '#/additionalProperties') return error.params['additionalProperty'] as string;
  return undefined;
}

/** Where an error belongs: the top-level field it is about, or 'form' for the object as a whole. */
function locate(error: CompiledError): Located[] {
  const custom = error.keyword === 'errorMessage';
  const message = error.message ?? 'Invalid value';
  const path = error.instancePath.replace(/^\//, '');
  if (path !== '') return [{ field: path.split('/')[0]!, message, custom }];
  // A missing or unknown field is reported on the object; name the field itself, so the form can
  // show the message under it (one entry per field when ajv-errors grouped several).
  const inner = custom ? ((error.params['errors'] as CompiledError[] | undefined) ?? []) : [error];
  const named = inner.map(namedField).filter((name) => name !== undefined);
  if (inner.length === 0 || named.length < inner.length) return [{ field: 'form', message, custom }];
  return [...new Set(named)].map((field) => ({ field, message, custom }));
}

/**
 * The errors a compiled validator found, one per field. With `order` (a form's field names), they
 * come in that order, so the first is the first invalid input; fields not in it come last.
 */
export function fieldErrors(validator: CompiledValidator, order: readonly string[] = []): readonly FieldError[] {
  const located = (validator.errors ?? []).flatMap(locate);
  // Our own messages (ajv-errors) win over ajv's defaults for the same field.
  located.sort((a, b) => Number(b.custom) - Number(a.custom));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const { field, message } of located) {
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message });
  }
  return errors.sort(byFieldOrder(order));
}

/** Sorts field errors as the form lists its fields; fields it does not list come last. */
export function byFieldOrder(order: readonly string[]): (a: FieldError, b: FieldError) => number {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return (a, b) => rank(a.field) - rank(b.field);
}

/** Checks a value against a compiled schema; `order` sorts the errors as in fieldErrors. */
export function validateWith<T>(validator: CompiledValidator, value: unknown, order: readonly string[] = []): Validated<T> {
  return validator(value) ? { ok: true, value: value as T } : { ok: false, errors: fieldErrors(validator, order) };
}

/**
 * §5 Client reply. A message of only white space counts as no message; unknown fields are
 * refused. The same function guards the server.
 */
export function validateClientReply(input: Readonly<Record<string, unknown>>): Validated<ClientReply> {
  const normalized: Record<string, unknown> = { ...input };
  for (const key of ['message', 'imageUrl']) {
    const value = normalized[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) delete normalized[key];
  }
  return validateWith<ClientReply>(clientReply, normalized);
}

/** A client may change the status of their case only to RESOLVED, and with nothing else. */
export function validateClientResolve(input: Readonly<Record<string, unknown>>): Validated<{ status: 'RESOLVED' }> {
  return validateWith(clientResolve, input);
}

/** A support reply (inbox, or the dev endpoint until the inbox exists). */
export function validateSupportReply(input: Readonly<Record<string, unknown>>): Validated<ClientReply> {
  const normalized: Record<string, unknown> = { ...input };
  for (const key of ['message', 'imageUrl']) if (normalized[key] === null || normalized[key] === '') delete normalized[key];
  return validateWith<ClientReply>(supportReply, normalized);
}

/** The payload that opens a support case. */
export function validateSupportInbound(input: unknown): Validated<{ email: string; name: string; description: string }> {
  return validateWith(supportInbound, input);
}

/** An Issue arriving from the network. */
export function validateIssuePayload(input: unknown): Validated<Issue> {
  return validateWith(issue, input);
}
