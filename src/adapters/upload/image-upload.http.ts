/**
 * ImageUpload over HTTP: ask for upload details (`{ url, fields }`) with the proof of work and
 * the case token, then POST the file as multipart with those fields; aborting cancels it.
 */
import { Effect, Layer } from 'effect';
import { ImageUpload, type ImageUploadRequest } from '../../application/support/image-upload.port.ts';
import { asUploadError, uploadInTwoSteps } from './upload-steps.http.ts';

/** Where the unverified (token-holding client) upload details are asked for. */
export const UNVERIFIED_UPLOAD_REQUEST_PATH = '/upload/request-unverified';

function upload(fetchFn: typeof fetch, request: ImageUploadRequest, signal: AbortSignal): Promise<string> {
  const body = { proof: request.proof.proof, hash: request.proof.hash, token: request.issueToken, domain: 'issue' };
  return uploadInTwoSteps(fetchFn, { path: UNVERIFIED_UPLOAD_REQUEST_PATH, body }, request, signal);
}

/** The real uploader, as a layer over a fetch function. */
export function imageUploadLayer(fetchFn: typeof fetch) {
  return Layer.succeed(ImageUpload)({
    upload: (request) => Effect.tryPromise({ try: (signal) => upload(fetchFn, request, signal), catch: asUploadError }),
  });
}
