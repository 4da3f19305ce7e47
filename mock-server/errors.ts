/** Deliberate GraphQL errors: a message a person should read and a code for programs. */
import { createGraphQLError } from 'graphql-yoga';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'POW_REQUIRED'
  | 'POW_INVALID'
  | 'POW_EXPIRED'
  | 'POW_REPLAYED'
  | 'CASE_RESOLVED';

/** An expected failure, shown to the user as is. */
export function userError(message: string, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, ...extra } });
}
