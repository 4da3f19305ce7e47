/**
 * The two steps every upload takes: ask a request path for upload details (`{ url, fields }`,
 * fields including `key`), then POST the file as multipart with those fields. Who may upload is
 * the caller's business (a proof of work and case token, or a member's session).
 */
import { UploadError } from '../../application/shared/errors.ts';
import { TOASTS } from '../../domain/shared/messages.ts';

/** Where signed-in members ask for upload details (the session cookie and `organization` header say who). */
export const MEMBER_UPLOAD_REQUEST_PATH = '/upload/request';

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

/** What the details request sends: its path, extra headers and JSON body. */
export interface DetailsRequest {
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** Asks for upload details, then stores the file with them; answers the stored file's address. */
export async function uploadInTwoSteps(fetchFn: typeof fetch, details: DetailsRequest, file: { readonly file: Blob; readonly name: string }, signal: AbortSignal): Promise<string> {
  const detailsResponse = await fetchFn(details.path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...details.headers },
    body: JSON.stringify(details.body),
    signal,
  });
  if (!detailsResponse.ok) throw new UploadError({ message: await messageOf(detailsResponse) });
  const answer: unknown = await detailsResponse.json();
  if (!isUploadDetails(answer)) throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
  form.append('Content-Type', file.file.type);
  form.append('file', file.file, file.name);
  const stored = await fetchFn(answer.url, { method: 'POST', credentials: 'include', body: form, signal });
  if (!stored.ok) throw new UploadError({ message: await messageOf(stored) });
  const body = (await stored.json()) as { url?: unknown };
  if (typeof body.url !== 'string') throw new UploadError({ message: TOASTS.fileUploadErrorSubtitle });
  return body.url;
}

/** Any failure as an UploadError the user can read. */
export const asUploadError = (cause: unknown): UploadError => (cause instanceof UploadError ? cause : new UploadError({ message: TOASTS.fileUploadErrorSubtitle }));
