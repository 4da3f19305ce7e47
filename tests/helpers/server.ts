/** The real local server, in-process: a fetch function for adapters, and helpers to set up cases. */
import { createApp } from '../../mock-server/shell/app.ts';
import { createServerClock } from '../../mock-server/shared/clock.ts';
import { readConfig } from '../../mock-server/shared/config.ts';
import { freshDatabase } from '../server/shared/test-database.ts';

export const ORIGIN = 'http://test.local';

/** A fresh server with an easy proof of work; `calls` records every request adapters make. */
export async function inProcessServer(env: Record<string, string> = {}) {
  const clock = createServerClock();
  const app = await createApp(readConfig({ POW_DIFFICULTY: '6', PUBLIC_ORIGIN: ORIGIN, PASSWORD_HASHING: 'fast', SESSION_IDLE_HOURS: '8760', SESSION_MAX_DAYS: '365', ...env }, '/nonexistent-dist/'), { clock, log: () => {}, verifyWork: process.env['TEST_VERIFY_WORK'] === '1', database: await freshDatabase() });
  const calls: Request[] = [];
  /** The browser's cookie jar for this origin (credentials: include). */
  const cookies = new Map<string, string>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    const request = new Request(url, init);
    if (cookies.size > 0) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    calls.push(request.clone());
    const response = await app.fetch(request);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value = ''] = pair!.split('=');
      if (value === '' || attributes.some((a) => a.trim() === 'Max-Age=0')) cookies.delete(name!);
      else cookies.set(name!, value);
    }
    return response;
  };
  /** Opens a case through the dev endpoint: in `organizationId`'s inbox, or the standing support organization's. */
  async function openCase(description = 'Hello\nWorld', organizationId?: string) {
    const response = await app.fetch(
      new Request(`${ORIGIN}/dev/support/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@example.com', name: 'Ana Lima', description, ...(organizationId ? { organizationId } : {}) }),
      }),
    );
    return (await response.json()) as { token: string; url: string; issueId: string };
  }
  return { app, clock, fetch, calls, cookies, openCase };
}
