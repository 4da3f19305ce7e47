/** The session cookie: read from requests, set and cleared on responses (HttpOnly, SameSite=Lax). */

export const SESSION_COOKIE = 'tidemark_session';

/** The session id a request carries, if any. */
export function sessionIdOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The Set-Cookie value that starts a session (or ends it, with null). */
export function sessionCookie(sessionId: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return sessionId === null
    ? [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${SESSION_COOKIE}=${sessionId}`, ...attributes].join('; ');
}

/** Cookies resolvers want set on the response of their request. */
const pending = new WeakMap<Request, string[]>();

/** Queues a Set-Cookie for a request's response. */
export function setCookieOn(request: Request, cookie: string): void {
  pending.set(request, [...(pending.get(request) ?? []), cookie]);
}

/** A graphql-yoga plugin that adds the queued cookies to each response. */
export const sessionCookiePlugin = {
  onResponse({ request, response }: { request: Request; response: Response }) {
    for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
  },
};
