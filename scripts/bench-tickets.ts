/**
 * The bench section for a large ticket list: 10,000 tickets seeded through GraphQL (15 aliased
 * createTicket mutations per request), then in Chromium: time to the first rows, loading all of
 * them by cursor, filter-to-rows latency, and frame times while scrolling the whole list.
 * Runs inside `npm run bench`, or alone on an existing build: `node --import tsx scripts/bench-tickets.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from './run-server.ts';
import { GRAPHQL_LIMITS } from '../mock-server/shared/graphql-limits.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 10_000);
/** createTicket mutations per request: as many aliases as the server takes (issue 16's limit). */
const BATCH = GRAPHQL_LIMITS.aliases;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const PASSWORD = 'a long enough password';

export interface SectionContext {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly results: Record<string, unknown>;
}

export interface SectionTable {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes?: readonly string[];
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
export const spread = (values: readonly number[], unit = ' ms', digits = 0) =>
  `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;

/** A GraphQL call from the page, with its cookies and the organization header. */
export function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}, organization: string | null = null): Promise<T> {
  return page.evaluate(
    async ([q, v, org]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', organization: org ?? 'null' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data;
    },
    [query, variables, organization] as const,
  ) as Promise<T>;
}

/** How long one GraphQL request takes from the page, in ms (the whole round trip). */
function timedRequest(page: Page, body: Record<string, unknown>, organization: string): Promise<number> {
  return page.evaluate(
    async ([b, org]) => {
      const started = performance.now();
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', organization: org }, body: JSON.stringify(b) });
      const answer = (await response.json()) as { errors?: { message: string }[] };
      if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
      return performance.now() - started;
    },
    [body, organization] as const,
  );
}

const DASHBOARD_DOCUMENT = readFileSync(new URL('../src/adapters/graphql/operations/dashboard.graphql', import.meta.url), 'utf8');
const SEARCH_QUERY = 'query($f: TicketFilterInput) { moreTickets(filter: $f, first: 50, sortBy: title, sortDirection: ASC) { totalCount nodes { id localId title displayState } } }';

/** Signs a fresh owner up, confirms the address and creates an organization; answers its id. */
export async function owner(page: Page, server: RunningServer): Promise<string> {
  await page.goto(`${server.url}/revision.js`);
  const [proof, hash] = await page.evaluate(async () => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ getProofOfWork }' }) });
    const pof = ((await response.json()) as { data: { getProofOfWork: string } }).data.getProofOfWork;
    return new Promise<[string, string]>((resolve) => {
      const worker = new Worker('/pow.js');
      worker.onmessage = (event: MessageEvent) => resolve(event.data as [string, string]);
      worker.postMessage(pof);
    });
  });
  const email = `bench-${Date.now()}@example.com`;
  await gql(page, 'mutation ($input: RegisterInput!) { register(input: $input) { status } }', { input: { email, password: PASSWORD, proof, hash } });
  const mails = (await (await fetch(`${server.url}/dev/mailbox`)).json()) as { to: string; links: string[] }[];
  await page.goto(mails.filter((mail) => mail.to === email).at(-1)!.links[0]!);
  const created = await gql<{ createOrganization: { organization: { id: string } } }>(
    page,
    'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
    { input: { name: 'Bench Records', userName: 'Bench', timeZone: 'UTC' } },
  );
  return created.createOrganization.organization.id;
}

/** Seeds the tickets in batches of aliased mutations; every tenth title holds 'album'. */
async function seed(page: Page, org: string): Promise<number> {
  const started = performance.now();
  for (let first = 1; first <= TICKETS; first += BATCH) {
    const fields = [];
    for (let n = first; n < Math.min(first + BATCH, TICKETS + 1); n++) {
      const title = n % 10 === 0 ? `Ticket ${n}: the album page` : `Ticket ${n}: playlist work`;
      fields.push(`t${n}: createTicket(input: { title: ${JSON.stringify(title)} }) { ticket { id } }`);
    }
    await gql(page, `mutation { ${fields.join('\n')} }`, {}, org);
  }
  return performance.now() - started;
}

const ROW = '.ticket-scroll [role="row"]';
type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

/** Opens the list cold and measures when its first rows are in the DOM (ms since navigation). */
async function firstRows(browser: Browser, url: string, cookies: Cookies): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(ROW);
  const at = await page.evaluate(() => performance.now());
  await context.close();
  return at;
}

/** Loads every ticket by scrolling to the end (500 per page); answers the time it took. */
async function loadAll(page: Page): Promise<number> {
  await page.getByLabel('Tickets per load').selectOption('500');
  await page.waitForFunction((total) => {
    const text = document.querySelector('.ticket-count')?.textContent ?? '';
    return text.startsWith('500 of') || text === `${total} tickets`;
  }, TICKETS);
  const started = Date.now();
  await page.evaluate(async (total) => {
    const box = document.querySelector<HTMLElement>('.ticket-scroll')!;
    const loaded = () => document.querySelector('.ticket-count')?.textContent === `${total} tickets`;
    while (!loaded()) {
      box.scrollTop = box.scrollHeight;
      box.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }, TICKETS);
  return Date.now() - started;
}

/** From an input event in the filter to the rows changed in the DOM (the loaded rows narrow at once). */
function filterLatency(page: Page, text: string): Promise<{ rowsMs: number; serverMs: number; rows: number }> {
  return page.evaluate(async (value) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const list = document.querySelector('.ticket-list')!;
    const before = document.querySelector('.ticket-scroll [role="row"]')?.textContent;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const rowsChanged = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('.ticket-scroll [role="row"]')?.textContent !== before) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(list, { subtree: true, childList: true, characterData: true });
    });
    const started = performance.now();
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const rowsAt = await rowsChanged;
    while (document.querySelector('.ticket-scroll[data-refreshing]') || document.querySelector('.ticket-count')?.textContent?.startsWith('Updating')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { rowsMs: rowsAt - started, serverMs: performance.now() - started, rows: Number(document.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')) - 1 };
  }, text);
}

/** Scrolls the whole list a step per animation frame; answers the frame times and the DOM rows seen. */
function scrollFrames(page: Page): Promise<{ frames: number[]; maxDomRows: number }> {
  return page.evaluate(async () => {
    const box = document.querySelector<HTMLElement>('.ticket-scroll')!;
    box.scrollTop = 0;
    const frames: number[] = [];
    let maxDomRows = 0;
    let last = performance.now();
    const step = Math.max(200, Math.ceil(box.scrollHeight / 600));
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        maxDomRows = Math.max(maxDomRows, box.querySelectorAll('[role="row"]').length);
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return resolve();
        box.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { frames: frames.slice(1), maxDomRows };
  });
}

/** The large ticket list section. */
export async function ticketListSection({ server, browser, results }: SectionContext): Promise<SectionTable> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript('window.__name = (fn) => fn');
  const org = await owner(page, server);
  const seedMs = await seed(page, org);
  const url = `${server.url}/org/${org}/ticket`;
  const cookies = await page.context().cookies();
  const first: number[] = [];
  for (let run = 0; run < RUNS; run++) first.push(await firstRows(browser, url, cookies));

  await page.goto(url);
  await page.waitForSelector(ROW);
  const loadAllMs = await loadAll(page);
  const filters: { rowsMs: number; serverMs: number; rows: number }[] = [];
  const clears: { rowsMs: number; serverMs: number; rows: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    filters.push(await filterLatency(page, 'album'));
    clears.push(await filterLatency(page, ''));
  }
  const dashboardMs: number[] = [];
  const searchMs: number[] = [];
  const search = { search: 'album', unestimated: true, hideCompleted: true };
  for (let run = 0; run < RUNS; run++) {
    dashboardMs.push(await timedRequest(page, { operationName: 'Dashboard', query: DASHBOARD_DOCUMENT, variables: { first: 8 } }, org));
    searchMs.push(await timedRequest(page, { query: SEARCH_QUERY, variables: { f: search } }, org));
  }
  const scroll = await scrollFrames(page);
  await page.close();
  const frames = scroll.frames;
  results['ticketList'] = { tickets: TICKETS, seedMs, firstRowsMs: first, loadAllMs, filters, clears, frames: { count: frames.length, median: median(frames), p95: percentile(frames, 95), max: Math.max(...frames) }, maxDomRows: scroll.maxDomRows, dashboardMs, searchMs };
  return {
    title: `A list of ${TICKETS.toLocaleString('en-US')} tickets in Chromium (${RUNS} runs; median (min-max))`,
    head: ['figure', 'value'],
    rows: [
      [`seeding through GraphQL (${BATCH} createTicket per request)`, `${(seedMs / 1000).toFixed(1)} s`],
      ['first rows on screen, cold load of /ticket (first page of 10)', spread(first)],
      ['loading all rows by cursor, 500 per page', `${(loadAllMs / 1000).toFixed(1)} s`],
      [`filter 'album' to rows (${filters[0]?.rows ?? 0} of ${TICKETS} loaded rows kept)`, spread(filters.map((f) => f.rowsMs), ' ms', 1)],
      ['filter to the server-confirmed answer (debounce 250 ms included)', spread(filters.map((f) => f.serverMs))],
      ['clearing the filter to rows', spread(clears.map((f) => f.rowsMs), ' ms', 1)],
      [`scroll through all rows: frame time median / p95 / max (${frames.length} frames)`, `${median(frames).toFixed(1)} / ${percentile(frames, 95).toFixed(1)} / ${Math.max(...frames).toFixed(1)} ms`],
      ['rows in the DOM while scrolling (at most)', String(scroll.maxDomRows)],
      ['the dashboard home: every block in one request (8 rows each), over all these tickets', spread(dashboardMs, ' ms', 1)],
      [`a search: 'album' + Not Fully Estimated + Hide Completed, first 50 by title`, spread(searchMs, ' ms', 1)],
    ],
    notes: ['Rows are windowed (fixed height, visible rows plus an overscan of 8). Filtering narrows the loaded rows at once; the server answer follows after the debounce.'],
  };
}

/** Runs one browser section on its own (a server and Chromium of its own) and prints its table and figures. */
export async function runAlone(section: (context: SectionContext) => Promise<SectionTable>, key: string): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: Record<string, unknown> = {};
    const table = await section({ server, browser, results });
    console.log(`\n### ${table.title}\n`);
    for (const [figure, value] of table.rows) console.log(`| ${figure} | ${value} |`);
    console.log(JSON.stringify(results[key], null, 1));
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runAlone(ticketListSection, 'ticketList');
