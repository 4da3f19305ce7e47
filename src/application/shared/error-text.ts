/** The one place that turns an expected failure into the sentence a person reads. */
import type { GraphQLError, NetworkError, UploadError, ValidationError } from './errors.ts';

export type KnownError = NetworkError | GraphQLError | ValidationError | UploadError;

/** The subtitle of an error toast for a failure. */
export function describeError(error: KnownError): string {
  switch (error._tag) {
    case 'NetworkError':
      return 'Could not reach the server. Check your connection and try again.';
    case 'GraphQLError':
    case 'ValidationError':
    case 'UploadError':
      return error.message;
    default: {
      const _never: never = error;
      return _never;
    }
  }
}
