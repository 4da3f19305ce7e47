/** Small helpers for the server's plain HTTP answers. */

/**
 * A support case's link for its client. A case keeps the origin of its first email, so every later
 * email (a member's reply, sent from a browser that may use another host name for the same server)
 * repeats the same link.
 */
export function supportCaseLink(stored: { readonly token: string; readonly origin?: string }, fallbackOrigin: string): string {
  return `${stored.origin ?? fallbackOrigin}/support/${stored.token}`;
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A JSON error answer: `{ error }` with a sentence a person can read. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}

/** A body larger than its endpoint allows. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request is larger than ${limit} bytes`);
  }
}

/**
 * Reads a request body as it streams in, and stops (throwing BodyTooLarge) as soon as it passes
 * `limit` bytes, whatever Content-Length said or if it said nothing (chunked): no body is ever
 * held in memory past its endpoint's limit.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new BodyTooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Reads a JSON body; null when it is not JSON or larger than `limit` bytes. */
export async function readJson(request: Request, limit = 64 * 1024): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await readBody(request, limit))) as unknown;
  } catch {
    return null;
  }
}
