/**
 * ImageUpload over HTTP: ask for upload details (`{ url, fields }`) with the proof of work and
 * the case token, then POST the file as multipart with those fields; aborting cancels it.
 */
import { Effect, Layer } from 'effect';
import { UploadError } from '../../application/errors.ts';
import { ImageUpload, type ImageUploadRequest } from '../../application/ports/image-upload.port.ts';
import { TOASTS } from '../../domain/messages.ts';

/** Where the unverified (token-holding client) upload details are asked for. */
export const UNVERIFIED_UPLOAD_REQUEST_PATH = '/upload/request-unverified';

interface UploadDetails {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

function isUploadDetails(value: unknown): value is UploadDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { url, fields } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string') &&
    typeof (fields as Record<string, unknown>)['key'] === 'string'
  );
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return TOASTS.fileUploadErrorSubtitle;
}

async function upload(fetchFn: typeof fetch, request: ImageUploadRequest, signal: AbortSignal): Promise<string> {
  const detailsResponse = await fetchFn(UNVERIFIED_UPLOAD_REQUEST_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ proof: request.proof.proof, hash: request.proof.hash, token: request.issueToken, domain: 'issue' }),
    signal,
  });
  if (!detailsResponse.ok) throw new UploadError({ message: await messageOf(detailsResponse) });
  const details: unknown = await detailsResponse.json();
  if (!isUploadDetails(details)) throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  const form = new FormData();
  for (const [name, value] of Object.entries(details.fields)) form.append(name, value);
  form.append('Content-Type', request.file.type);
  form.append('file', request.file, request.name);
  const stored = await fetchFn(details.url, { method: 'POST', credentials: 'include', body: form, signal });
  if (!stored.ok) throw new UploadError({ message: await messageOf(stored) });
  const body = (await stored.json()) as { url?: unknown };
  if (typeof body.url !== 'string') throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  return body.url;
}

/** The real uploader, as a layer over a fetch function. */
export function imageUploadLayer(fetchFn: typeof fetch) {
  return Layer.succeed(ImageUpload)({
    upload: (request) =>
      Effect.tryPromise({
        try: (signal) => upload(fetchFn, request, signal),
        catch: (cause) => (cause instanceof UploadError ? cause : new UploadError({ message: TOASTS.fileUploadErrorSubtitle })),
      }),
  });
}
