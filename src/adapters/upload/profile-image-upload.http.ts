/**
 * ProfileImageUpload over HTTP: a member asks for upload details for their own profile (their
 * session cookie and the `organization` header say whose), then POSTs the file as multipart with
 * those fields; aborting cancels it.
 */
import { Effect, Layer } from 'effect';
import { ProfileImageUpload, type ProfileImageUploadRequest } from '../../application/accounts/profile-image-upload.port.ts';
import { asUploadError, MEMBER_UPLOAD_REQUEST_PATH, uploadInTwoSteps } from './upload-steps.http.ts';

function upload(fetchFn: typeof fetch, organizationId: () => number | null, request: ProfileImageUploadRequest, signal: AbortSignal): Promise<string> {
  const details = { path: MEMBER_UPLOAD_REQUEST_PATH, headers: { organization: String(organizationId()) }, body: { domain: 'profile' } };
  return uploadInTwoSteps(fetchFn, details, request, signal);
}

/** The real uploader, as a layer over a fetch function and the organization of the page. */
export function profileImageUploadLayer(fetchFn: typeof fetch, organizationId: () => number | null) {
  return Layer.succeed(ProfileImageUpload)({
    upload: (request) => Effect.tryPromise({ try: (signal) => upload(fetchFn, organizationId, request, signal), catch: asUploadError }),
  });
}
