/** Storing an image a member attaches to a support reply (the session and organization vouch for them); interrupting cancels it. */
import { Context, type Effect } from 'effect';
import type { UploadError } from '../shared/errors.ts';

export interface InboxImageUploadRequest {
  readonly file: Blob;
  readonly name: string;
  /** The case the image is for. */
  readonly issueId: string;
}

export class InboxImageUpload extends Context.Service<
  InboxImageUpload,
  /** Answers the stored file's address. */
  { readonly upload: (request: InboxImageUploadRequest) => Effect.Effect<string, UploadError> }
>()('InboxImageUpload') {}
