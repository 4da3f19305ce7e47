/**
 * InboxImageUpload over HTTP: a member asks for upload details for a case (their session cookie
 * and the `organization` header vouch for them), then POSTs the file as multipart with those
 * fields; aborting cancels it.
 */
import { Effect, Layer } from 'effect';
import { UploadError } from '../../application/errors.ts';
import { InboxImageUpload, type InboxImageUploadRequest } from '../../application/ports/inbox-image-upload.port.ts';
import { TOASTS } from '../../domain/messages.ts';

/** Where members ask for upload details. */
export const MEMBER_UPLOAD_REQUEST_PATH = '/upload/request';

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return TOASTS.fileUploadErrorSubtitle;
}

async function upload(fetchFn: typeof fetch, organizationId: () => number | null, request: InboxImageUploadRequest, signal: AbortSignal): Promise<string> {
  const detailsResponse = await fetchFn(MEMBER_UPLOAD_REQUEST_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', organization: String(organizationId()) },
    body: JSON.stringify({ domain: 'issue', issueId: request.issueId }),
    signal,
  });
  if (!detailsResponse.ok) throw new UploadError({ message: await messageOf(detailsResponse) });
  const details = (await detailsResponse.json()) as { url?: unknown; fields?: unknown };
  if (typeof details.url !== 'string' || typeof details.fields !== 'object' || details.fields === null) throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  const form = new FormData();
  for (const [name, value] of Object.entries(details.fields as Record<string, unknown>)) form.append(name, String(value));
  form.append('Content-Type', request.file.type);
  form.append('file', request.file, request.name);
  const stored = await fetchFn(details.url, { method: 'POST', credentials: 'include', body: form, signal });
  if (!stored.ok) throw new UploadError({ message: await messageOf(stored) });
  const body = (await stored.json()) as { url?: unknown };
  if (typeof body.url !== 'string') throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  return body.url;
}

/** The real uploader, as a layer over a fetch function and the organization of the page. */
export function inboxImageUploadLayer(fetchFn: typeof fetch, organizationId: () => number | null) {
  return Layer.succeed(InboxImageUpload)({
    upload: (request) =>
      Effect.tryPromise({
        try: (signal) => upload(fetchFn, organizationId, request, signal),
        catch: (cause) => (cause instanceof UploadError ? cause : new UploadError({ message: TOASTS.fileUploadErrorSubtitle })),
      }),
  });
}
