/** Browser tests: the real server over HTTP (built SPA from dist/) and Debian's Chromium via playwright-core. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
  readonly post: (path: string, body: unknown) => Promise<Response>;
  readonly openCase: (description?: string) => Promise<{ token: string; url: string; issueId: string }>;
}

/** Starts `mock-server/main.ts` on a free port and waits until it listens. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timeout = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timeout);
      const url = match[1]!;
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      resolve({
        url,
        post,
        openCase: async (description = 'My playlist disappeared.\nIt was there yesterday.') => {
          const response = await post('/dev/support/inbound', { email: 'ana@example.com', name: 'Ana Lima', description });
          if (response.status !== 201) throw new Error(`inbound answered ${response.status}`);
          return (await response.json()) as { token: string; url: string; issueId: string };
        },
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
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
