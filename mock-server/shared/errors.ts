/** Deliberate GraphQL errors: a message a person should read and a code for programs. */
import { createGraphQLError } from 'graphql-yoga';
import type { FieldError } from '../../src/domain/shared/result.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'POW_REQUIRED'
  | 'POW_INVALID'
  | 'POW_EXPIRED'
  | 'POW_REPLAYED'
  | 'CASE_RESOLVED'
  | 'DEMO_LINK_EMAILED'
  | 'TOO_MANY_REQUESTS';

/** An expected failure, shown to the user as is. */
export function userError(message: string, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, ...extra } });
}

/** A refused form: the first field error, with its field for the client to point at. */
export function invalid(errors: readonly FieldError[]) {
  const first = errors[0]!;
  return userError(first.message, 'BAD_USER_INPUT', { field: first.field });
}

/** A stored time, as the API answers it. */
export const iso = (ms: number): string => new Date(ms).toISOString();
