/** Expected failures, as tagged values in the error channel (bugs throw instead). */
import { Data } from 'effect';

/** The server could not be reached, or answered with something that is not GraphQL. */
export class NetworkError extends Data.TaggedError('NetworkError')<{ readonly message: string }> {}

/** The server answered with an error a person should read (already without 'GraphQL error: '). */
export class GraphQLError extends Data.TaggedError('GraphQLError')<{
  readonly message: string;
  readonly code?: string | undefined;
  /** The input field a refusal is about, when the server names one (extensions.field). */
  readonly field?: string | undefined;
}> {}

/** Input that breaks a rule of the specification, found before anything was sent. */
export class ValidationError extends Data.TaggedError('ValidationError')<{ readonly field: string; readonly message: string }> {}

/** A file could not be stored. */
export class UploadError extends Data.TaggedError('UploadError')<{ readonly message: string }> {}

/** Any failure of a call to the server. */
export type RequestError = NetworkError | GraphQLError;
