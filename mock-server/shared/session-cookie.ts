/**
 * The session cookie: read from requests, set and cleared on responses (HttpOnly, SameSite=Lax,
 * Path=/). In production it is always Secure and named with the __Host- prefix (no Domain, so no
 * other host can set or read it), whatever the request's scheme behind a TLS-terminating proxy;
 * in development it is Secure only over https.
 */
import type { ServerConfig } from './config.ts';

export const SESSION_COOKIE = 'tidemark_session';
/** Its name in production. */
export const HOST_SESSION_COOKIE = '__Host-tidemark_session';

/** How the session cookie is named and sent. */
export interface CookiePolicy {
  readonly name: string;
  readonly alwaysSecure: boolean;
  /** The browser forgets it after the longest a session lives. */
  readonly maxAgeSeconds: number;
}

/** The cookie policy of a configuration. */
export function cookiePolicy(config: Pick<ServerConfig, 'production' | 'sessionMaxDays'>): CookiePolicy {
  return { name: config.production ? HOST_SESSION_COOKIE : SESSION_COOKIE, alwaysSecure: config.production, maxAgeSeconds: config.sessionMaxDays * 86_400 };
}

/** The session id a request carries in the named cookie, if any. */
export function sessionIdOf(request: Request, name = SESSION_COOKIE): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** The Set-Cookie value that starts a session (or ends it, with null); `https`: the request came over TLS. */
export function sessionCookie(sessionId: string | null, policy: CookiePolicy, https: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(policy.alwaysSecure || https ? ['Secure'] : [])];
  return sessionId === null
    ? [`${policy.name}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${policy.name}=${sessionId}`, `Max-Age=${policy.maxAgeSeconds}`, ...attributes].join('; ');
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
