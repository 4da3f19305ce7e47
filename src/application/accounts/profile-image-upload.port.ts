/** Storing an image for the member's own profile (avatar or cover) in the current organization; interrupting cancels it. */
import { Context, type Effect } from 'effect';
import type { UploadError } from '../shared/errors.ts';

export interface ProfileImageUploadRequest {
  readonly file: Blob;
  readonly name: string;
}

export class ProfileImageUpload extends Context.Service<
  ProfileImageUpload,
  /** Answers the stored file's address (a path on this site). */
  { readonly upload: (request: ProfileImageUploadRequest) => Effect.Effect<string, UploadError> }
>()('ProfileImageUpload') {}
