/**
 * DocumentImageUpload over HTTP: a member asks for upload details for a document image (their
 * session cookie and the `organization` header vouch for them), then POSTs the file as multipart
 * with those fields; aborting cancels it.
 */
import { Effect, Layer } from 'effect';
import { DocumentImageUpload, type DocumentImageUploadRequest } from '../../application/shared/document-image-upload.port.ts';
import { asUploadError, MEMBER_UPLOAD_REQUEST_PATH, uploadInTwoSteps } from './upload-steps.http.ts';

function upload(fetchFn: typeof fetch, organizationId: () => number | null, request: DocumentImageUploadRequest, signal: AbortSignal): Promise<string> {
  const details = { path: MEMBER_UPLOAD_REQUEST_PATH, headers: { organization: String(organizationId()) }, body: { domain: 'document' } };
  return uploadInTwoSteps(fetchFn, details, request, signal);
}

/** The real uploader, as a layer over a fetch function and the organization of the page. */
export function documentImageUploadLayer(fetchFn: typeof fetch, organizationId: () => number | null) {
  return Layer.succeed(DocumentImageUpload)({
    upload: (request) => Effect.tryPromise({ try: (signal) => upload(fetchFn, organizationId, request, signal), catch: asUploadError }),
  });
}
