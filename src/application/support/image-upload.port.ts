/** Storing an image a client sends; interrupting the effect cancels the upload. */
import { Context, type Effect } from 'effect';
import type { UploadError } from '../shared/errors.ts';
import type { SolvedProof } from '../shared/proof-of-work.port.ts';

export interface ImageUploadRequest {
  readonly file: Blob;
  readonly name: string;
  readonly issueToken: string;
  readonly proof: SolvedProof;
}

export class ImageUpload extends Context.Service<
  ImageUpload,
  /** Answers the stored file's address. */
  { readonly upload: (request: ImageUploadRequest) => Effect.Effect<string, UploadError> }
>()('ImageUpload') {}
