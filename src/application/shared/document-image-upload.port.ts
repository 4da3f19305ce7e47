/** Storing an image a member puts in a document they write (a readme, a documentation page, a story); interrupting cancels it. */
import { Context, type Effect } from 'effect';
import type { UploadError } from './errors.ts';

export interface DocumentImageUploadRequest {
  readonly file: Blob;
  readonly name: string;
}

export class DocumentImageUpload extends Context.Service<
  DocumentImageUpload,
  /** Answers the stored file's address. */
  { readonly upload: (request: DocumentImageUploadRequest) => Effect.Effect<string, UploadError> }
>()('DocumentImageUpload') {}
