/**
 * The bench section for the gantt chart: 1,000 scheduled tickets (one state each, half an hour to
 * two hours, one in five waiting on the one before, in 20 projects), projected by the server, then
 * in Chromium: the first bars on screen from a cold load of /schedule/gantt, frame times while the
 * chart scrolls from top to bottom and across, how long each zoom takes to draw, and how soon the
 * edit flow shows the projection of a change (its first answer, then the refined one).
 * Runs inside `npm run bench`, or alone on an existing build: `node --import tsx scripts/bench-gantt.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { GRAPHQL_LIMITS } from '../mock-server/shared/graphql-limits.ts';
import { gql, median, owner, percentile, runAlone, spread, type SectionContext, type SectionTable } from './bench-tickets.ts';

const GANTT_DOCUMENT = readFileSync(new URL('../src/adapters/graphql/operations/schedule.graphql', import.meta.url), 'utf8');

const TICKETS = Number(process.env['BENCH_GANTT_TICKETS'] ?? 1000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const BATCH = GRAPHQL_LIMITS.aliases;
/** A projection that takes longer than this is reported, not waited for. */
const PROJECTION_LIMIT_MS = 120_000;

/** Runs `build(i)` for every i in batches of aliased fields in one mutation each. */
async function batched(page: Page, org: string, count: number, build: (index: number) => string): Promise<void> {
  for (let first = 0; first < count; first += BATCH) {
    const fields: string[] = [];
    for (let index = first; index < Math.min(first + BATCH, count); index++) fields.push(`f${index}: ${build(index)}`);
    await gql(page, `mutation { ${fields.join('\n')} }`, {}, org);
  }
}

/** Seeds the scheduled tickets and waits for their projection; answers how long each took. */
export async function seedScheduled(page: Page, org: string): Promise<{ seedMs: number; projectMs: number | null }> {
  const started = performance.now();
  const me = (await gql<{ me: { role: { id: string } } }>(page, '{ me { role { id } } }', {}, org)).me.role.id;
  const workflow = (await gql<{ createWorkflow: { workflow: { id: string } } }>(page, 'mutation { createWorkflow(input: { name: "Solo", states: [{ name: "Do" }] }) { workflow { id } } }', {}, org)).createWorkflow.workflow.id;
  const projects: string[] = [];
  for (let index = 0; index < 20; index++) {
    const created = await gql<{ createProject: { project: { id: string } } }>(page, `mutation { createProject(input: { name: "Area ${index + 1}" }) { project { id } } }`, {}, org);
    projects.push(created.createProject.project.id);
  }
  const ids: string[] = [];
  const stateOf = new Map<string, string>();
  for (let first = 0; first < TICKETS; first += BATCH) {
    const fields: string[] = [];
    for (let index = first; index < Math.min(first + BATCH, TICKETS); index++) {
      const due = index % 7 === 0 ? `, dueDate: "${new Date(Date.now() + (index / 12) * 86_400_000).toISOString()}"` : '';
      fields.push(`t${index}: createTicket(input: { title: "Gantt ticket ${index + 1}", workflowId: "${workflow}", projectId: "${projects[index % projects.length]}"${due} }) { ticket { id states { id } } }`);
    }
    const answer = await gql<Record<string, { ticket: { id: string; states: { id: string }[] } }>>(page, `mutation { ${fields.join('\n')} }`, {}, org);
    for (let index = first; index < Math.min(first + BATCH, TICKETS); index++) {
      const { ticket } = answer[`t${index}`]!;
      ids.push(ticket.id);
      stateOf.set(ticket.id, ticket.states[0]!.id);
    }
  }
  await batched(page, org, TICKETS, (index) => {
    const hours = 0.5 + (index % 4) * 0.5;
    return `updateTicketState(input: { ticketId: "${ids[index]}", stateId: "${stateOf.get(ids[index]!)}", assigneeId: "${me}", estimate: { minimum: ${hours / 2}, likely: ${hours}, maximum: ${hours * 2} } }) { ticket { id } }`;
  });
  const waits = ids.map((_, index) => index).filter((index) => index % 5 === 4);
  await batched(page, org, waits.length, (i) => `addDependency(input: { ticketId: "${ids[waits[i]!]}", waitsOnId: "${ids[waits[i]! - 1]}" }) { ticket { id } }`);
  await gql(page, 'mutation ($ids: [ID!]!) { applyBulkTicketAction(input: { action: SCHEDULE_TICKETS, ticketIds: $ids }) { updated { id } } }', { ids }, org);
  const seedMs = performance.now() - started;
  const projecting = performance.now();
  while (performance.now() - projecting < PROJECTION_LIMIT_MS) {
    const { scheduleState } = await gql<{ scheduleState: { status: string; projectedAt: string | null } }>(page, '{ scheduleState { status projectedAt } }', {}, org);
    if (scheduleState.status === 'READY' && scheduleState.projectedAt !== null) return { seedMs, projectMs: performance.now() - projecting };
    await page.waitForTimeout(250);
  }
  return { seedMs, projectMs: null };
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

/** A cold load of the gantt page: when the first bar is in the DOM (ms since navigation). */
async function firstBars(browser: Browser, url: string, cookies: Cookies, selector = '.gantt-bar .gantt-bar-main'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(selector);
  const at = await page.evaluate(() => performance.now());
  await context.close();
  return at;
}

/** Scrolls the chart's box a step per animation frame, down to the end then across; the frame times and the most bars drawn at once. */
function scrollFrames(page: Page, axis: 'down' | 'across'): Promise<{ frames: number[]; maxBars: number }> {
  return page.evaluate(async (direction) => {
    const box = document.querySelector<HTMLElement>('.gantt-scroll')!;
    box.scrollTop = 0;
    box.scrollLeft = 0;
    const frames: number[] = [];
    let maxBars = 0;
    let last = performance.now();
    const down = direction === 'down';
    const length = down ? box.scrollHeight - box.clientHeight : box.scrollWidth - box.clientWidth;
    const step = Math.max(24, Math.ceil(length / 400));
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        maxBars = Math.max(maxBars, box.querySelectorAll('.gantt-bar').length);
        const at = down ? box.scrollTop : box.scrollLeft;
        if (at >= length - 1 || frames.length > 2000) return resolve();
        if (down) box.scrollTop += step;
        else box.scrollLeft += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { frames: frames.slice(1), maxBars };
  }, axis);
}

/** From pressing a zoom button to the first frame painted at that zoom (ms). */
function zoomTime(page: Page, label: string, zoom: string): Promise<number> {
  return page.evaluate(
    async ([name, value]) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Zoom"] button')].find((each) => each.textContent === name)!;
      const started = performance.now();
      button.click();
      while (!document.querySelector(`.gantt[data-zoom="${value}"]`)) {
        if (performance.now() - started > 10_000) return Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      return performance.now() - started;
    },
    [label, zoom] as const,
  );
}

/**
 * The edit flow's preview, on edit_tickets: from taking a ticket off (or keeping it again) to the
 * first answer shown and to the refined one, with nothing else running; and to the first answer of a
 * change made while the refined answer of the change before is still coming (ms); null when one did
 * not come.
 */
interface PreviewTimes {
  readonly firstMs: number;
  readonly refinedMs: number;
  readonly busyFirstMs: number;
}

async function previewLatency(page: Page, url: string): Promise<PreviewTimes | null> {
  return measurePreview(page, url).catch((error: unknown) => {
    console.error(`gantt: the edit flow's preview: ${String(error).slice(0, 300)}`);
    return null;
  });
}

async function measurePreview(page: Page, url: string): Promise<PreviewTimes | null> {
  if (!page.url().endsWith('/schedule/edit_tickets')) await page.goto(`${url}/schedule/edit_tickets`);
  await page.locator('.schedule-edit-dirty[data-preview="ready"]').waitFor({ timeout: 60_000 });
  return page.evaluate(async () => {
    const status = () => document.querySelector('.schedule-edit-dirty')?.getAttribute('data-preview');
    const toggle = () => document.querySelector<HTMLButtonElement>('.schedule-edit-table tbody tr button')!;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
    /** Presses the first row's button; answers when the first and the refined answers of that change came. */
    const change = async (until: 'refining' | 'ready') => {
      const started = performance.now();
      toggle().click();
      // Past the last answer first: the change starts a new projection.
      while (status() !== 'projecting' && performance.now() - started < 5_000) await pause();
      let firstMs: number | null = null;
      while (performance.now() - started < 30_000) {
        const now = status();
        if (firstMs === null && (now === 'refining' || now === 'ready')) firstMs = performance.now() - started;
        if (now === until || now === 'ready') return { firstMs: firstMs!, refinedMs: now === 'ready' ? performance.now() - started : null };
        if (now === 'failed') throw new Error('the preview failed');
        await pause();
      }
      throw new Error('no answer within 30 s');
    };
    const idle = await change('ready');
    // A change while the refined answer of the one before is still being computed (the usual case
    // when someone works through a list): the first answer of the new one.
    await change('refining');
    const busy = await change('ready');
    return { firstMs: idle.firstMs, refinedMs: idle.refinedMs!, busyFirstMs: busy.firstMs };
  });
}

const zoomText = (times: readonly number[]) => (times.some(Number.isNaN) ? 'stopped: a zoom did not draw within 10 s' : spread(times, ' ms', 1));
const frameText = (frames: readonly number[]) => `${median(frames).toFixed(1)} / ${percentile(frames, 95).toFixed(1)} / ${Math.max(...frames).toFixed(1)} ms`;

/** The gantt section. */
export async function ganttSection({ server, browser, results }: SectionContext): Promise<SectionTable> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript('window.__name = (fn) => fn');
  const org = await owner(page, server);
  const { seedMs, projectMs } = await seedScheduled(page, org);
  console.error(`gantt: seeded in ${(seedMs / 1000).toFixed(1)} s, projected in ${projectMs === null ? '-' : (projectMs / 1000).toFixed(1)} s`);
  const title = `The gantt chart of ${TICKETS.toLocaleString('en-US')} scheduled tickets in Chromium (${RUNS} runs; median (min-max))`;
  if (projectMs === null) {
    await page.close();
    return { title, head: ['figure', 'value'], rows: [['projection', `stopped: not projected within ${PROJECTION_LIMIT_MS / 1000} s`]] };
  }
  const url = `${server.url}/org/${org}/schedule/gantt`;
  const cookies = await page.context().cookies();
  const first: number[] = [];
  for (let run = 0; run < RUNS; run++) first.push(await firstBars(browser, url, cookies));
  // The same cold load of a page with no chart, to tell the chart's cost from the app's.
  const list: number[] = [];
  for (let run = 0; run < RUNS; run++) list.push(await firstBars(browser, `${server.url}/org/${org}/schedule/list`, cookies, '.schedule-table tbody tr'));
  await page.goto(url);
  await page.waitForSelector('.gantt-bar');
  const queryMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    queryMs.push(
      await page.evaluate(async ([document, organization]) => {
        const started = performance.now();
        const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', organization }, body: JSON.stringify({ operationName: 'ScheduleGantt', query: document }) });
        await response.json();
        return performance.now() - started;
      }, [GANTT_DOCUMENT, org] as const),
    );
  }
  const down = await scrollFrames(page, 'down');
  const across = await scrollFrames(page, 'across');
  await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('.gantt-scroll')!;
    box.scrollTop = 0;
    box.scrollLeft = 0;
  });
  const zooms: Record<string, number[]> = { days: [], months: [], weeks: [] };
  for (let run = 0; run < RUNS; run++) {
    zooms['days']!.push(await zoomTime(page, 'Days', 'days'));
    zooms['months']!.push(await zoomTime(page, 'Months', 'months'));
    zooms['weeks']!.push(await zoomTime(page, 'Weeks', 'weeks'));
  }
  const previews: PreviewTimes[] = [];
  let previewStopped = false;
  for (let run = 0; run < RUNS && !previewStopped; run++) {
    const answer = await previewLatency(page, `${server.url}/org/${org}`);
    if (answer === null) previewStopped = true;
    else previews.push(answer);
  }
  await page.close();
  results['gantt'] = {
    tickets: TICKETS,
    seedMs,
    projectMs,
    firstBarsMs: first,
    queryMs,
    listFirstRowsMs: list,
    down: { count: down.frames.length, median: median(down.frames), p95: percentile(down.frames, 95), max: Math.max(...down.frames), maxBars: down.maxBars },
    across: { count: across.frames.length, median: median(across.frames), p95: percentile(across.frames, 95), max: Math.max(...across.frames), maxBars: across.maxBars },
    zoomMs: zooms,
    editPreview: previews,
  };
  return {
    title,
    head: ['figure', 'value'],
    rows: [
      [`seeding through GraphQL (${BATCH} fields per request) and scheduling`, `${(seedMs / 1000).toFixed(1)} s`],
      ['the server projecting them (full simulation count)', `${(projectMs / 1000).toFixed(1)} s`],
      ['first bars on screen, cold load of /schedule/gantt (all tickets in one answer)', spread(first)],
      ['for comparison: first rows on screen, cold load of /schedule/list (50 rows)', spread(list)],
      ['the gantt query alone (scheduleGantt, projects, people, blackouts): round trip', spread(queryMs, ' ms', 1)],
      [`scroll from top to bottom: frame time median / p95 / max (${down.frames.length} frames)`, frameText(down.frames)],
      [`scroll across the time axis: frame time median / p95 / max (${across.frames.length} frames)`, frameText(across.frames)],
      ['bars in the DOM while scrolling (at most)', String(Math.max(down.maxBars, across.maxBars))],
      ['zoom to days: press to painted', zoomText(zooms['days']!)],
      ['zoom to months: press to painted', zoomText(zooms['months']!)],
      ['zoom to weeks: press to painted', zoomText(zooms['weeks']!)],
      previewStopped || previews.length === 0
        ? ['edit flow: a change to its projection', 'stopped: no projection within 30 s']
        : ['edit flow, 1,000 tickets: from a change to the first answer (as many runs as fit 100 ms, at most 200) / the refined one (2,000)', `${spread(previews.map((p) => p.firstMs))} / ${spread(previews.map((p) => p.refinedMs))}`],
      previewStopped || previews.length === 0 ? ['edit flow: a change while the one before is refined', 'stopped'] : ['edit flow, 1,000 tickets: a change while the one before is refined: to its first answer', spread(previews.map((p) => p.busyFirstMs))],
    ],
    notes: ['Rows are windowed (32 px rows, the visible ones plus 8, moved in steps of 8 rows); only the days in view (plus 320 px) are drawn. A frame is 16.7 ms at 60 Hz.'],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runAlone(ganttSection, 'gantt');
