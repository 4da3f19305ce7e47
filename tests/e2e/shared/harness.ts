/** Browser tests: the real server over HTTP (built SPA from dist/) and Debian's Chromium via playwright-core. */
import { chromium, type Browser, type Page } from 'playwright-core';

export { startServer, type RunningServer } from '../../../scripts/run-server.ts';

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
