/**
 * The bench section for the dependency page (/dependency): 2,000 tickets and 3,000 links.
 * In Node, the domain's layered layout, its index for drawing what is in view, and the critical
 * chain, on two graphs of that size: a plausible one (40 projects of 50 tickets, most links to a
 * ticket a few before in the same project, one in six to another project) and a deep one (links
 * up to 60 tickets back: long arrows, many waypoints). Then in Chromium, with the same plausible
 * graph seeded through GraphQL: the dependencyGraph query's round trip, the first tickets on screen
 * from a cold load, how long an arrow key or a zoom key takes to paint, frame times while the graph
 * pans continuously, and how many tickets and arrows are in the DOM at once.
 * Runs inside `npm run bench -- --only dependency`, or alone: `node --import tsx scripts/bench-dependency.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { GRAPHQL_LIMITS } from '../mock-server/shared/graphql-limits.ts';
import { drawGraph } from '../src/application/work/dependency-page-model.ts';
import type { OrganizationGraph } from '../src/application/work/dependency-graph-gateway.port.ts';
import { DISPLAY_STATES } from '../src/domain/work/work.ts';
import { gql, median, owner, percentile, runAlone, spread, type SectionContext, type SectionTable } from './bench-tickets.ts';

const TICKETS = Number(process.env['BENCH_DEPENDENCY_TICKETS'] ?? 2000);
const LINKS = Number(process.env['BENCH_DEPENDENCY_LINKS'] ?? 3000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const BATCH = GRAPHQL_LIMITS.aliases;
const PROJECT_SIZE = 50;

/** A seeded random number in [0, 1) (the same graph every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Links as [waiting, waited] ticket indices: always to an earlier ticket, so never a loop; no link twice. */
export function benchLinks(kind: 'plausible' | 'deep', tickets = TICKETS, links = LINKS): [number, number][] {
  const next = random(kind === 'plausible' ? 18 : 7);
  const seen = new Set<string>();
  const answer: [number, number][] = [];
  while (answer.length < links) {
    const waiting = 1 + Math.floor(next() * (tickets - 1));
    let waited: number;
    if (kind === 'deep') waited = waiting - (1 + Math.floor(next() * Math.min(waiting, 60)));
    else if (next() < 1 / 6) waited = Math.floor(next() * waiting);
    else {
      const start = Math.floor(waiting / PROJECT_SIZE) * PROJECT_SIZE;
      if (waiting === start) continue;
      waited = Math.max(start, waiting - 1 - Math.floor(next() * 6));
    }
    const key = `${waiting}>${waited}`;
    if (seen.has(key)) continue;
    seen.add(key);
    answer.push([waiting, waited]);
  }
  return answer;
}

/** The graph the page would receive: every ticket taking part, states spread, some hours left. */
function benchGraph(kind: 'plausible' | 'deep'): OrganizationGraph {
  const links = benchLinks(kind);
  const used = new Set(links.flat());
  const tickets = [...used].sort((a, b) => a - b).map((index) => ({
    id: String(index + 1),
    localId: index + 1,
    title: `Dependency ticket ${index + 1}`,
    displayState: DISPLAY_STATES[index % DISPLAY_STATES.length]!,
    remainingHours: (index % 9) * 1.5,
  }));
  return { tickets, otherTickets: [], links: links.map(([from, to]) => ({ from: String(from + 1), to: String(to + 1) })) };
}

/** drawGraph's time (layout, index, critical chain) on a graph, median of the runs, and its size. */
function layoutTimes(kind: 'plausible' | 'deep') {
  const graph = benchGraph(kind);
  const times: number[] = [];
  let drawn = drawGraph(graph);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    drawn = drawGraph(graph);
    times.push(performance.now() - started);
  }
  const layers = Math.max(...drawn.layout.nodes.map((node) => node.layer)) + 1;
  return { times, nodes: drawn.layout.nodes.length, edges: drawn.layout.edges.length, layers, width: drawn.layout.width, height: drawn.layout.height, chain: drawn.chain?.ids.length ?? 0 };
}

/** Seeds the plausible graph's tickets and links through GraphQL (BATCH aliased fields a request). */
export async function seed(page: Page, org: string): Promise<number> {
  const started = performance.now();
  const projects: string[] = [];
  for (let index = 0; index < Math.ceil(TICKETS / PROJECT_SIZE); index++) {
    const created = await gql<{ createProject: { project: { id: string } } }>(page, `mutation { createProject(input: { name: "Area ${index + 1}" }) { project { id } } }`, {}, org);
    projects.push(created.createProject.project.id);
  }
  const ids: string[] = [];
  for (let first = 0; first < TICKETS; first += BATCH) {
    const fields: string[] = [];
    for (let index = first; index < Math.min(first + BATCH, TICKETS); index++) {
      fields.push(`t${index}: createTicket(input: { title: "Dependency ticket ${index + 1}", projectId: "${projects[Math.floor(index / PROJECT_SIZE)]}" }) { ticket { id } }`);
    }
    const answer = await gql<Record<string, { ticket: { id: string } }>>(page, `mutation { ${fields.join('\n')} }`, {}, org);
    for (let index = first; index < Math.min(first + BATCH, TICKETS); index++) ids.push(answer[`t${index}`]!.ticket.id);
  }
  const links = benchLinks('plausible');
  for (let first = 0; first < links.length; first += BATCH) {
    const fields = links.slice(first, first + BATCH).map(([waiting, waited], at) => `l${first + at}: addDependency(input: { ticketId: "${ids[waiting]}", waitsOnId: "${ids[waited]}" }) { ticket { id } }`);
    await gql(page, `mutation { ${fields.join('\n')} }`, {}, org);
  }
  return performance.now() - started;
}

/** Presses a key on the graph `count` times, each after the last one painted; answers each press's time to paint and the most tickets and arrows drawn. */
function keyTimes(page: Page, keys: readonly string[], count: number): Promise<{ times: number[]; frames: number[]; nodes: number; edges: number }> {
  return page.evaluate(
    async ([sequence, presses]) => {
      const canvas = document.querySelector<HTMLElement>('.dependency-canvas')!;
      canvas.focus();
      const times: number[] = [];
      const frames: number[] = [];
      let nodes = 0;
      let edges = 0;
      let last = performance.now();
      for (let press = 0; press < presses; press++) {
        const key = sequence[press % sequence.length]!;
        const started = performance.now();
        canvas.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        // Painted: the frame after the one that rendered the change.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const now = performance.now();
        times.push(now - started);
        frames.push(now - last);
        last = now;
        const svg = canvas.querySelector('svg');
        nodes = Math.max(nodes, Number(svg?.getAttribute('data-nodes') ?? 0));
        edges = Math.max(edges, Number(svg?.getAttribute('data-edges') ?? 0));
      }
      return { times, frames, nodes, edges };
    },
    [keys, count] as const,
  );
}

const ms = (values: readonly number[]) => `${median(values).toFixed(1)} / ${percentile(values, 95).toFixed(1)} / ${Math.max(...values).toFixed(1)} ms`;

export async function dependencySection({ server, browser, results }: SectionContext): Promise<SectionTable> {
  const plausible = layoutTimes('plausible');
  const deep = layoutTimes('deep');

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const org = await owner(page, server);
  const seedMs = await seed(page, org);
  const queryMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    queryMs.push(
      await page.evaluate(async (organization) => {
        const started = performance.now();
        const query = '{ dependencyGraph { tickets { id localId title displayState remainingHours } otherTickets { id } links { waitingId waitedOnId } } }';
        const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', organization }, body: JSON.stringify({ query }) });
        await response.json();
        return performance.now() - started;
      }, org),
    );
  }
  const cookies = await page.context().cookies();
  const first: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    const cold = await context.newPage();
    await cold.goto(`${server.url}/org/${org}/dependency`);
    await cold.waitForSelector('.dependency-canvas a.graph-node', { timeout: 60_000 });
    first.push(await cold.evaluate(() => performance.now()));
    await context.close();
  }
  await page.goto(`${server.url}/org/${org}/dependency`);
  await page.waitForSelector('.dependency-canvas a.graph-node', { timeout: 60_000 });
  const pan = await keyTimes(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown'], 200);
  const zoom = await keyTimes(page, ['-', '-', '+', '+'], 40);
  const overview = await keyTimes(page, ['0', 'ArrowDown', 'ArrowUp'], 30);
  const listed = await page.locator('.explorer-dependency-list li').count();
  await page.close();

  results['dependency'] = { tickets: TICKETS, links: LINKS, plausible, deep, seedMs, queryMs, firstNodesMs: first, pan, zoom, overview, listItems: listed };
  return {
    title: `Dependency page: ${TICKETS.toLocaleString('en')} tickets, ${LINKS.toLocaleString('en')} links (median of ${RUNS})`,
    head: ['figure', 'value'],
    rows: [
      [`layout + index + critical chain, plausible graph (${plausible.nodes} tickets, ${plausible.layers} layers, Node)`, spread(plausible.times)],
      [`the same, deep graph (${deep.nodes} tickets, ${deep.layers} layers, arrows over up to 60 tickets)`, spread(deep.times)],
      [`seeding through GraphQL (${BATCH} fields per request)`, `${(seedMs / 1000).toFixed(1)} s`],
      ['the dependencyGraph query: round trip', spread(queryMs)],
      ['first tickets on screen, cold load of /dependency', spread(first)],
      ['an arrow key to the move painted: median / p95 / max', ms(pan.times)],
      ['+ or - to the zoom painted: median / p95 / max', ms(zoom.times)],
      ['0 (fit: the whole graph, boxes only) and panning it: median / p95 / max', ms(overview.times)],
      ['tickets / arrows in the DOM at most, at 75% zoom', `${pan.nodes} / ${pan.edges}`],
      ['tickets / arrows in the DOM at most, fitted', `${overview.nodes} / ${overview.edges}`],
      ['waiting tickets listed at first (the list adds 100 a press)', String(listed)],
    ],
    notes: ['Only the tickets and arrows meeting the window (plus 160 px) are drawn; below 40% zoom tickets are boxes without text and the arrows one path. A frame is 16.7 ms at 60 Hz.'],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runAlone(dependencySection, 'dependency');
