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

/** Reads a JSON body; null when it is not JSON or larger than `limit` bytes. */
export async function readJson(request: Request, limit = 64 * 1024): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > limit) return null;
  try {
    const text = await request.text();
    if (text.length > limit) return null;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
