/**
 * `npm run bench`: builds the product, starts the server, and prints one table per section:
 * page cold loads in Chromium, the bundle, server throughput against a bare graphql-yoga, the
 * ticket list at 10,000 tickets, and projections (the engine, and previews in the browser).
 * Every timed figure is the median of several runs with its spread (min-max). Later issues add
 * their sections (large lists, projections) to SECTIONS. Results also go to .bench/latest.json.
 * Only 127.0.0.1 is ever loaded, for a bounded time. `npm run bench -- --only store` (names
 * comma-separated) runs only those sections, and writes .bench/only-<names>.json instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium, type Browser } from 'playwright-core';
import { ORGANIZATION_PAGE_BUDGET_GZIP } from '../src/ui/page-routes.ts';
import { allChunks, PAGE_JS_BUDGET_GZIP, pageLoads } from './bundle-report.ts';
import { buildApp, buildServer } from './build.ts';
import { ticketListSection } from './bench-tickets.ts';
import { projectionsSection } from './bench-projections-section.ts';
import { storeSection } from './bench-store.ts';
import { ganttSection } from './bench-gantt.ts';
import { importSection } from './bench-import.ts';
import { dependencySection } from './bench-dependency.ts';
import { reportsSection } from './bench-reports.ts';
import { coldLoad, type ColdLoad } from './page-metrics.ts';
import { startServer, type RunningServer } from './run-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 4);
const LOAD_ROUNDS = Number(process.env['BENCH_LOAD_ROUNDS'] ?? 3);

interface Table {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes?: readonly string[];
}

interface Context {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly results: Record<string, unknown>;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** "median (min-max)" */
const spread = (values: number[], unit = '', digits = 0) =>
  `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;

function print(table: Table): void {
  const widths = table.head.map((cell, i) => Math.max(cell.length, ...table.rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n### ${table.title}\n`);
  console.log(line(table.head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table.rows) console.log(line(row));
  for (const note of table.notes ?? []) console.log(`\n${note}`);
}

/** Cold loads of the public pages. */
async function pages({ server, browser, results }: Context): Promise<Table> {
  const { url } = await server.openCase('My playlist is gone.\nIt was there yesterday.');
  const targets = [
    { name: 'support case page', url, ready: 'textarea[placeholder="Type your message here or drop an image file..."]' },
    { name: 'demo request page (signed out, the fallback of any path)', url: `${server.url}/`, ready: 'main h1' },
  ];
  const rows: string[][] = [];
  for (const target of targets) {
    const loads: ColdLoad[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, target.url, target.ready));
    const pick = (key: keyof ColdLoad) => loads.map((load) => load[key] as number);
    results[target.name] = { runs: RUNS, loads };
    rows.push([
      target.name,
      kb(median(pick('jsWireBytes'))),
      kb(median(pick('allWireBytes'))),
      spread(pick('domContentLoadedMs'), ' ms'),
      spread(pick('firstContentfulPaintMs'), ' ms'),
      spread(pick('usableMs'), ' ms'),
      median(pick('layoutShift')).toFixed(3),
    ]);
  }
  return {
    title: `Cold page loads in Chromium, cache disabled (${RUNS} runs; median (min-max))`,
    head: ['page', 'JS on the wire', 'all bytes', 'DOMContentLoaded', 'first contentful paint', 'usable', 'layout shift'],
    rows,
    notes: ['Bytes on the wire are as sent (brotli, headers included). Usable: the reply form or the page heading is ready.'],
  };
}

/** The bundle: every chunk, and what each route loads. */
async function bundle({ results }: Context): Promise<Table> {
  const chunks = allChunks(dist);
  const loads = pageLoads(dist);
  results['bundle'] = { chunks, loads: loads.map(({ route, gzip, brotli, raw, chunks: c }) => ({ route, gzip, brotli, raw, chunks: c.map((x) => x.file) })) };
  const rows = [
    ...chunks.map((chunk) => [chunk.file, kb(chunk.raw), kb(chunk.gzip), kb(chunk.brotli), '']),
    ...loads.map((load) => [
      `route ${load.route}`,
      kb(load.raw),
      kb(load.gzip),
      kb(load.brotli),
      `${load.chunks.length} files (${((load.gzip / load.budgetGzip) * 100).toFixed(0)}% of its ${kb(load.budgetGzip)} budget)`,
    ]),
  ];
  return {
    title: 'Bundle: chunks and what each route loads',
    head: ['chunk or route', 'raw', 'gzip', 'brotli', 'loads'],
    rows,
    notes: [`Budget: ${kb(PAGE_JS_BUDGET_GZIP)} gzip of JS for the shell and the support page; ${kb(ORGANIZATION_PAGE_BUDGET_GZIP)} for the organization pages.`],
  };
}

interface Throughput {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

function load(url: string, body: unknown): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: 10,
        duration: LOAD_SECONDS,
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${result.non2xx} non-2xx and ${result.errors} errors`));
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

/** issueByToken and me against a bare graphql-yoga, alternating rounds so both see the same machine. */
async function throughput({ server, results }: Context): Promise<Table> {
  const baseline = await startServer({}, 'scripts/bench-baseline-server.ts');
  const { token } = await server.openCase();
  const targets = {
    baseline: () => load(baseline.url, { query: '{ hello }' }),
    issueByToken: () =>
      load(server.url, {
        operationName: 'IssueByToken',
        query: 'query IssueByToken($token: String!) { issueByToken(token: $token) { id localId email name description createdAt status issueActions { id title body category createdAt author { id name avatarUrl } } } }',
        variables: { token },
      }),
    me: () => load(server.url, { query: '{ me { status user { id email } featureFlag { documentation support report } } }' }),
  };
  const samples: Record<string, Throughput[]> = { baseline: [], issueByToken: [], me: [] };
  try {
    for (const name of Object.keys(targets) as (keyof typeof targets)[]) await targets[name](); // warm up
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      for (const name of Object.keys(targets) as (keyof typeof targets)[]) samples[name]!.push(await targets[name]());
    }
  } finally {
    await baseline.stop();
  }
  results['throughput'] = samples;
  const base = median(samples['baseline']!.map((s) => s.rps));
  const rows = Object.entries(samples).map(([name, runs]) => [
    name === 'baseline' ? 'bare graphql-yoga { hello }' : name,
    spread(runs.map((s) => s.rps), ' req/s'),
    spread(runs.map((s) => s.p50), ' ms'),
    spread(runs.map((s) => s.p99), ' ms'),
    name === 'baseline' ? '1.00' : (median(runs.map((s) => s.rps)) / base).toFixed(2),
  ]);
  return {
    title: `Server throughput on 127.0.0.1 (autocannon, 10 connections, ${LOAD_SECONDS} s x ${LOAD_ROUNDS} rounds; median (min-max))`,
    head: ['query', 'throughput', 'latency p50', 'latency p99', 'ratio to bare yoga'],
    rows,
    notes: ['Budget: issueByToken and me at no less than 0.70 of the bare server.'],
  };
}

interface Section {
  readonly name: string;
  /** Starts servers of its own: needs neither the shared server nor the browser. */
  readonly alone?: boolean;
  /** How long it may take before it is reported as overran and the bench moves on (default SECTION_LIMIT_MS). */
  readonly limitMs?: number;
  readonly run: (context: Context) => Promise<Table>;
}

/** A section's time limit when it names none: the longest today takes about 2 minutes. */
export const SECTION_LIMIT_MS = Number(process.env['BENCH_SECTION_LIMIT_MS'] ?? 8 * 60_000);

/**
 * Runs the sections in order, each within its time limit, and prints each table as it comes. A
 * section that fails or overruns is printed as such and the next one runs: the bench always
 * finishes (issue 18: a whole run once hung after the throughput table). Answers the names of the
 * sections that did not finish.
 */
export async function runSections<C>(
  sections: readonly { readonly name: string; readonly limitMs?: number; readonly run: (context: C) => Promise<Table> }[],
  context: C,
  show: (table: Table) => void,
  defaultLimitMs = SECTION_LIMIT_MS,
): Promise<string[]> {
  const unfinished: string[] = [];
  for (const section of sections) {
    const limit = section.limitMs ?? defaultLimitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const overran = new Promise<'overran'>((resolve) => (timer = setTimeout(() => resolve('overran'), limit)));
    const started = performance.now();
    try {
      const outcome = await Promise.race([section.run(context), overran]);
      if (outcome === 'overran') {
        unfinished.push(section.name);
        show({ title: `${section.name}: overran its ${Math.round(limit / 1000)} s limit, stopped waiting for it`, head: ['section', 'outcome'], rows: [[section.name, 'overran']] });
      } else show(outcome);
    } catch (error) {
      unfinished.push(section.name);
      const why = error instanceof Error ? error.message : String(error);
      show({ title: `${section.name}: failed after ${Math.round((performance.now() - started) / 1000)} s`, head: ['section', 'outcome'], rows: [[section.name, why.split('\n')[0]!.slice(0, 200)]] });
    } finally {
      clearTimeout(timer);
    }
  }
  return unfinished;
}

/** Sections in print order; later issues add theirs here. */
export const SECTIONS: readonly Section[] = [
  { name: 'bundle', run: bundle },
  { name: 'pages', run: pages },
  { name: 'throughput', run: throughput },
  { name: 'tickets', run: ticketListSection },
  { name: 'projections', run: (context) => projectionsSection(context) },
  { name: 'gantt', run: ganttSection },
  { name: 'import', run: importSection },
  { name: 'dependency', run: dependencySection },
  { name: 'reports', run: reportsSection },
  // Its own parts keep budgets of their own (BENCH_STORE_SECONDS); this limit only stops a hang.
  { name: 'store', alone: true, limitMs: 30 * 60_000, run: storeSection },
];

/** The sections `--only a,b` names (all of them without it). */
function selected(argv: readonly string[]): readonly Section[] {
  const at = argv.indexOf('--only');
  if (at < 0) return SECTIONS;
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (names.length === 0 || unknown.length) throw new Error(`--only takes section names: ${SECTIONS.map((s) => s.name).join(', ')}`);
  return SECTIONS.filter((section) => names.includes(section.name));
}

async function main(): Promise<void> {
  const sections = selected(process.argv.slice(2));
  console.log('Building…');
  await buildApp();
  await buildServer();
  const shared = sections.some((section) => !section.alone);
  const server = shared ? await startServer() : null;
  const browser = shared
    ? await chromium.launch({
        executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
    : null;
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
  let unfinished: string[] = [];
  try {
    // A section marked alone never reads the shared server or browser.
    unfinished = await runSections(sections, { server: server!, browser: browser!, results }, print);
  } finally {
    await browser?.close();
    await server?.stop();
  }
  results['unfinished'] = unfinished;
  const file = sections === SECTIONS ? 'latest.json' : `only-${sections.map((s) => s.name).join('-')}.json`;
  mkdirSync(`${root}.bench`, { recursive: true });
  writeFileSync(`${root}.bench/${file}`, JSON.stringify(results, null, 1));
  console.log(`\nFull figures: .bench/${file}`);
  if (unfinished.length > 0) console.log(`Did not finish: ${unfinished.join(', ')}.`);
  // A section left behind may still hold timers or sockets: the run ends here all the same.
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
