/** Runs the compiled schemas and turns their errors into field messages a person can read. */
import type { Issue } from '../issue.ts';
import type { FieldError, Validated } from '../result.ts';
import type { CompiledValidator } from './generated/validators.js';
import { issue } from './generated/payloads.js';
import { clientReply, clientResolve, supportInbound, supportReply } from './generated/validators.js';

/** A client reply as it goes to the server: a message or an image URL. */
export interface ClientReply {
  readonly message?: string;
  readonly imageUrl?: string;
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const additional = params['additionalProperty'];
  if (typeof additional === 'string') return additional;
  const path = instancePath.replace(/^\//, '');
  return path === '' ? 'form' : path.split('/')[0]!;
}

/** The errors a compiled validator found, one per field, in schema order. */
export function fieldErrors(validator: CompiledValidator): readonly FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  // Our own messages (ajv-errors) win over ajv's defaults for the same field.
  const all = [...(validator.errors ?? [])].sort((a, b) => Number(b.keyword === 'errorMessage') - Number(a.keyword === 'errorMessage'));
  for (const error of all) {
    const params = (error.params['errors'] as { params: Record<string, unknown> }[] | undefined)?.[0]?.params ?? error.params;
    const field = fieldOf(error.instancePath, params);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: error.message ?? 'Invalid value' });
  }
  return errors;
}

/** Checks a value against a compiled schema. */
export function validateWith<T>(validator: CompiledValidator, value: unknown): Validated<T> {
  return validator(value) ? { ok: true, value: value as T } : { ok: false, errors: fieldErrors(validator) };
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
