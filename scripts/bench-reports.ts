/**
 * The bench section for reports (issue 19): a report of six widgets, one of each kind of chart,
 * counts and hours, over 10,000 tickets of four products and six tags, each with a state worked
 * by its assignee for a few days (the server's clock moved on between the start and Done).
 * Seeded through GraphQL. Measured: the report query's round trip beside a trivial query's (the
 * difference is the server's time), the first request after a change (the ticket facts read
 * again) and the following ones (the closed spans' hours remembered), then in Chromium a cold
 * load of the report's page until all six charts are drawn.
 * Runs inside `npm run bench -- --only reports`, or alone: `node --import tsx scripts/bench-reports.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { GRAPHQL_LIMITS } from '../mock-server/shared/graphql-limits.ts';
import { gql, owner, runAlone, spread, type SectionContext, type SectionTable } from './bench-tickets.ts';

const TICKETS = Number(process.env['BENCH_REPORT_TICKETS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const BATCH = GRAPHQL_LIMITS.aliases;
const DAY_MS = 86_400_000;

const WIDGETS = [
  ['Tickets', 'VALUES_NOW', 'TICKET_COUNT', 'CREATED_AT', 'AUTO', [0, 0, 3, 2]],
  ['Hours, this week and last', 'COMPARE_VALUES_NOW', 'SUM_HOURS_WORKED', 'WORK_DAY', 'WEEK', [3, 0, 3, 2]],
  ['Per product', 'VALUES_BROKEN_DOWN_NOW', 'TICKET_COUNT', 'PRODUCT', 'AUTO', [6, 0, 6, 4]],
  ['Created per day', 'VALUES_THROUGH_TIME', 'TICKET_COUNT', 'CREATED_AT', 'DAY', [0, 2, 6, 4]],
  ['Hours per tag per week', 'COMPARE_THROUGH_TIME', 'SUM_HOURS_WORKED', 'TAG', 'WEEK', [6, 4, 6, 4]],
  ['Hours per day', 'CALENDAR', 'SUM_HOURS_WORKED', 'WORK_DAY', 'DAY', [0, 8, 12, 3]],
] as const;

const REPORT_QUERY = `query ($id: ID!) { report(id: $id, timeZone: "Europe/Lisbon") { id widgets { config { title } data { view ticketCount value change
  points { bucketStart value } groups { key label value } series { key label points { bucketStart value } } current { value } previous { value } } } } }`;

/** How long one request takes from the page, in ms. */
function timed(page: Page, query: string, variables: Record<string, unknown>, organization: string): Promise<number> {
  return page.evaluate(
    async ([q, v, org]) => {
      const started = performance.now();
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', organization: org }, body: JSON.stringify({ query: q, variables: v }) });
      const answer = (await response.json()) as { errors?: { message: string }[] };
      if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
      return performance.now() - started;
    },
    [query, variables, organization] as const,
  );
}

/** Tickets of four products and six tags, each with its first state assigned and started; answers the seeding time, the ids and their first states. */
async function seed(page: Page, org: string, post: (path: string, body: unknown) => Promise<Response>): Promise<{ ms: number; reportId: string }> {
  const started = performance.now();
  await gql(page, 'mutation { setFeatureFlag(input: { flag: report, enabled: true }) { me { featureFlag { report } } } }', {}, org);
  const me = await gql<{ me: { role: { id: string } } }>(page, '{ me { role { id } } }', {}, org);
  const roleId = me.me.role.id;
  const products: string[] = [];
  for (const name of ['Web', 'Mobile', 'Artists', 'Billing']) products.push((await gql<{ createProduct: { product: { id: string } } }>(page, 'mutation ($name: String!) { createProduct(input: { name: $name }) { product { id } } }', { name }, org)).createProduct.product.id);
  const tags: string[] = [];
  for (const name of ['bug', 'feature', 'design', 'performance', 'accessibility', 'customer']) {
    tags.push((await gql<{ createTag: { tag: { id: string } } }>(page, 'mutation ($name: String!) { createTag(input: { name: $name, color: BLUE }) { tag { id } } }', { name }, org)).createTag.tag.id);
  }
  const created: { id: string; stateId: string }[] = [];
  // Tickets over three months: the clock moves on a day every 1/90 of them.
  const perDay = Math.ceil(TICKETS / 90);
  for (let first = 0; first < TICKETS; first += BATCH) {
    const fields: string[] = [];
    for (let n = first; n < Math.min(first + BATCH, TICKETS); n++) {
      const tagIds = [tags[n % tags.length]!, ...(n % 3 === 0 ? [tags[(n + 2) % tags.length]!] : [])];
      fields.push(`t${n}: createTicket(input: { title: "Report ticket ${n + 1}", productId: "${products[n % products.length]}", tagIds: ${JSON.stringify(tagIds)} }) { ticket { id states { id } } }`);
    }
    const answer = await gql<Record<string, { ticket: { id: string; states: { id: string }[] } }>>(page, `mutation { ${fields.join('\n')} }`, {}, org);
    for (let n = first; n < Math.min(first + BATCH, TICKETS); n++) created.push({ id: answer[`t${n}`]!.ticket.id, stateId: answer[`t${n}`]!.ticket.states[0]!.id });
    // Each batch's first state is started now; a day later the batch before is done.
    const batch = created.slice(first);
    await gql(page, `mutation { ${batch.map((t, at) => `s${at}: updateTicketState(input: { ticketId: "${t.id}", stateId: "${t.stateId}", assigneeId: "${roleId}", active: true }) { ticket { id } }`).join('\n')} }`, {}, org);
    if (Math.floor((first + BATCH) / perDay) > Math.floor(first / perDay)) {
      await post('/dev/clock/advance', { ms: DAY_MS });
      const done = created.slice(Math.max(0, first - 2 * perDay), Math.max(0, first - perDay));
      for (let at = 0; at < done.length; at += BATCH) {
        const part = done.slice(at, at + BATCH);
        await gql(page, `mutation { ${part.map((t, i) => `d${i}: updateTicketState(input: { ticketId: "${t.id}", stateId: "${t.stateId}", done: true }) { ticket { id } }`).join('\n')} }`, {}, org);
      }
    }
  }
  const input = {
    name: 'Bench report',
    widgets: WIDGETS.map(([title, view, metric, grouping, interval, [x, y, w, h]]) => ({ config: { title, view, metric, grouping, interval }, layout: { x, y, w, h } })),
  };
  const report = await gql<{ createReport: { report: { id: string } } }>(page, 'mutation ($input: CreateReportInput!) { createReport(input: $input) { report { id } } }', { input }, org);
  return { ms: performance.now() - started, reportId: report.createReport.report.id };
}

export async function reportsSection({ server, browser, results }: SectionContext): Promise<SectionTable> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const org = await owner(page, server);
  const { ms: seedMs, reportId } = await seed(page, org, server.post);

  // The first request after a change reads the facts again; the ones after reuse the closed spans' hours.
  await gql(page, 'mutation ($name: String!) { createProduct(input: { name: $name }) { product { id } } }', { name: 'A change' }, org);
  const first = await timed(page, REPORT_QUERY, { id: reportId }, org);
  const warm: number[] = [];
  const trivial: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    warm.push(await timed(page, REPORT_QUERY, { id: reportId }, org));
    trivial.push(await timed(page, '{ ok }', {}, org));
  }
  const answer = await gql<{ report: { widgets: { data: { view: string; ticketCount: number } }[] } }>(page, REPORT_QUERY, { id: reportId }, org);
  const counted = answer.report.widgets.map((widget) => widget.data.ticketCount);

  const cookies = await page.context().cookies();
  const drawn: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 5); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    const cold = await context.newPage();
    await cold.goto(`${server.url}/org/${org}/report/${reportId}/view`);
    await cold.waitForFunction((count) => document.querySelectorAll('.report-widget .wc-chart, .report-widget .wc-empty').length === count, WIDGETS.length, { timeout: 120_000 });
    drawn.push(await cold.evaluate(() => performance.now()));
    await context.close();
  }
  await page.close();

  results['reports'] = { tickets: TICKETS, widgets: WIDGETS.length, seedMs, firstMs: first, warmMs: warm, trivialMs: trivial, drawnMs: drawn, ticketCounts: counted };
  const server_ = (values: readonly number[]) => values.map((value, at) => value - trivial[at]!);
  return {
    title: `Reports: six widgets over ${TICKETS.toLocaleString('en')} tickets (median of ${RUNS})`,
    head: ['figure', 'value'],
    rows: [
      [`seeding through GraphQL (tickets, a worked state each, ${BATCH} fields per request)`, `${(seedMs / 1000).toFixed(1)} s`],
      ['the report query, first after a change (the facts read again): round trip', `${first.toFixed(0)} ms`],
      ['the report query, again: round trip', spread(warm)],
      ['a trivial query: round trip', spread(trivial)],
      ['server time of the report query (round trip minus the trivial one)', spread(server_(warm))],
      ['all six charts drawn, cold load of /report/{id}/view', spread(drawn)],
    ],
    notes: [`The widgets: ${WIDGETS.map(([title, view]) => `${title} (${view})`).join(', ')}.`],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runAlone(reportsSection, 'reports');
