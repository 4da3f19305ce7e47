/** The real local server, in-process: a fetch function for adapters, and helpers to set up cases. */
import { createApp } from '../../mock-server/app.ts';
import { createServerClock } from '../../mock-server/clock.ts';
import { readConfig } from '../../mock-server/config.ts';

export const ORIGIN = 'http://test.local';

/** A fresh server with an easy proof of work; `calls` records every request adapters make. */
export function inProcessServer(env: Record<string, string> = {}) {
  const clock = createServerClock();
  const app = createApp(readConfig({ POW_DIFFICULTY: '6', ...env }, '/nonexistent-dist/'), { clock, log: () => {} });
  const calls: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    const request = new Request(url, init);
    calls.push(request.clone());
    return app.fetch(request);
  };
  async function openCase(description = 'Hello\nWorld') {
    const response = await app.fetch(
      new Request(`${ORIGIN}/dev/support/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@example.com', name: 'Ana Lima', description }),
      }),
    );
    return (await response.json()) as { token: string; url: string; issueId: string };
  }
  return { app, clock, fetch, calls, openCase };
}
