/** Browser tests: the real server over HTTP (built SPA from dist/) and Debian's Chromium via playwright-core. */
import { chromium, type Browser, type Page } from 'playwright-core';

import { startServer as startAnyServer, type RunningServer } from '../../../scripts/run-server.ts';
import { DEFAULT_POW_DIFFICULTY } from '../../../mock-server/shared/config.ts';

export type { RunningServer };

/** What signing up really costs: the default proof of work and password hashing. */
export const REAL_SIGN_UP_COSTS = { POW_DIFFICULTY: String(DEFAULT_POW_DIFFICULTY), PASSWORD_HASHING: 'standard' } as const;

/**
 * The browser suites' server. Signing up is cheap there (a proof of work of 10 bits, fast password
 * hashes): the flows are the same, and the suites sign up dozens of people, each of whom cost up
 * to a second of the two cores in proof of work and scrypt. accounts.e2e.ts runs with the real
 * costs (REAL_SIGN_UP_COSTS); the server tests check the costs themselves.
 */
export function startServer(env: Record<string, string> = {}, script?: string): Promise<RunningServer> {
  return startAnyServer({ POW_DIFFICULTY: '10', PASSWORD_HASHING: 'fast', ...env }, script);
}

/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page that fails the test on any uncaught error in the app. */
export async function newPage(browser: Browser, width = 1100, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Solves a fresh proof of work inside the page with the real /pow.js worker: [proof, hash]. */
export function solveInPage(page: Page): Promise<[string, string]> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getProofOfWork }' }),
    });
    const pof = ((await response.json()) as { data: { getProofOfWork: string } }).data.getProofOfWork;
    return new Promise<[string, string]>((resolve) => {
      const worker = new Worker('/pow.js');
      worker.onmessage = (event: MessageEvent) => resolve(event.data as [string, string]);
      worker.postMessage(pof);
    });
  });
}

/** Sends a raw updateIssueByToken from the page and answers the GraphQL response. */
export function updateFromPage(page: Page, token: string, input: Record<string, unknown>): Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }> {
  return page.evaluate(
    async ([t, i]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($t: String!, $i: ClientUpdateInput!) { updateIssueByToken(token: $t, input: $i) { id issueActions { body } } }',
          variables: { t, i },
        }),
      });
      return response.json();
    },
    [token, input] as const,
  );
}
