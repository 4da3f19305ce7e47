/** The schedule pages' models over a stubbed gateway: the list by ETA with Load more, a month read page by page, the rules, the summary. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MONTH_TICKET_LIMIT, SCHEDULE_PAGE_SIZE } from '../../../src/application/schedule/schedule-area.ts';
import { ScheduleGateway } from '../../../src/application/schedule/schedule-gateway.port.ts';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import type { ScheduleRow, ScheduleTicketsRequest } from '../../../src/domain/schedule/schedule-rows.ts';
import type { Connection } from '../../../src/domain/shared/lists.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { scheduleRow } from './schedule-fixtures.ts';
import { LANE_SECTIONS, type LaneTaskView, type LaneView } from '../../../src/domain/schedule/swimlanes.ts';

type Stubs = Partial<typeof ScheduleGateway.Service>;

const row = (n: number, patch: Partial<ScheduleRow> = {}): ScheduleRow =>
  scheduleRow(n, { eta: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T10:00:00.000Z`, ...patch });

/** Pages of `rows`, `first` at a time, the cursor being the index to go on from. */
const paged = (rows: readonly ScheduleRow[], request: ScheduleTicketsRequest): Connection<ScheduleRow> => {
  const start = request.after === null ? 0 : Number(request.after);
  const nodes = rows.slice(start, start + request.first);
  const end = start + nodes.length;
  return { totalCount: rows.length, pageInfo: { endCursor: nodes.length ? String(end) : null, hasNextPage: end < rows.length }, nodes };
};

function area(stubs: Stubs) {
  const runtime = runtimeOf(stubLayer(ScheduleGateway, stubs));
  return createWorkArea({ runner: runtime as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22) }).schedule;
}

const list = suite('the schedule list');

list('asks for the published, scheduled tickets in the order given, a page at a time; Load more appends', async () => {
  const rows = Array.from({ length: SCHEDULE_PAGE_SIZE + 5 }, (_, i) => row(i + 1));
  const asked: ScheduleTicketsRequest[] = [];
  const model = area({ tickets: (request) => (asked.push(request), Effect.succeed(paged(rows, request))) }).list({ sort: 'title', direction: 'DESC' });
  assert.is(model.state.value.status, 'loading');
  await settle();
  assert.equal(asked[0], { filter: { statuses: ['SCHEDULED'], stages: ['PUBLISHED'] }, first: SCHEDULE_PAGE_SIZE, after: null, sortBy: 'title', sortDirection: 'DESC' });
  let state = model.state.value;
  assert.ok(state.status === 'loaded' && state.connection.nodes.length === SCHEDULE_PAGE_SIZE && state.connection.pageInfo.hasNextPage);
  await model.loadMore();
  state = model.state.value;
  assert.ok(state.status === 'loaded');
  if (state.status === 'loaded') {
    assert.is(state.connection.nodes.length, rows.length);
    assert.is(state.connection.pageInfo.hasNextPage, false);
  }
  assert.is(asked[1]!.after, String(SCHEDULE_PAGE_SIZE));
  await model.loadMore();
  assert.is(asked.length, 2, 'nothing more to load: nothing asked');
});

list('a failed first page says why and retries; a failed Load more keeps the rows shown', async () => {
  let calls = 0;
  const rows = Array.from({ length: SCHEDULE_PAGE_SIZE + 1 }, (_, i) => row(i + 1));
  const model = area({
    tickets: (request) => (++calls === 1 || calls === 3 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed(paged(rows, request))),
  }).list({ sort: 'eta', direction: 'ASC' });
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' });
  await model.reload();
  assert.is(model.state.value.status, 'loaded');
  await model.loadMore();
  const state = model.state.value;
  assert.ok(state.status === 'loaded' && state.more === 'failed' && state.connection.nodes.length === SCHEDULE_PAGE_SIZE, 'the rows stay, the failure is said');
});

list.run();

const month = suite('a month of the calendar');

month('reads the ETAs and the deliveries of the span, every page of each', async () => {
  const etas = Array.from({ length: 1200 }, (_, i) => row(i + 1));
  const done = [row(5000, { status: 'DONE', closedAt: '2026-11-03T10:00:00.000Z', displayState: 'Done' })];
  const asked: ScheduleTicketsRequest[] = [];
  const model = area({
    tickets: (request) => (asked.push(request), Effect.succeed(paged(request.filter.statuses?.[0] === 'DONE' ? done : etas, request))),
  }).month('2026-10-26T00:00:00.000Z', '2026-12-07T00:00:00.000Z');
  await settle();
  const state = model.state.value;
  assert.ok(state.status === 'loaded');
  if (state.status === 'loaded') {
    assert.is(state.value.tickets.length, 1201);
    assert.is(state.value.truncated, false);
  }
  const etaAsks = asked.filter((request) => request.filter.statuses?.[0] === 'SCHEDULED');
  assert.is(etaAsks.length, 3, '1,200 ETAs in pages of 500');
  assert.equal(etaAsks[0]!.filter, { statuses: ['SCHEDULED'], stages: ['PUBLISHED'], etaAfter: '2026-10-26T00:00:00.000Z', etaBefore: '2026-12-07T00:00:00.000Z' });
  assert.equal(asked.find((request) => request.filter.statuses?.[0] === 'DONE')!.filter, { statuses: ['DONE'], closedAfter: '2026-10-26T00:00:00.000Z', closedBefore: '2026-12-07T00:00:00.000Z' });
});

month('a month with more tickets than it reads says so', async () => {
  const etas = Array.from({ length: MONTH_TICKET_LIMIT + 10 }, (_, i) => row(i + 1));
  const model = area({ tickets: (request) => Effect.succeed(paged(request.filter.statuses?.[0] === 'DONE' ? [] : etas, request)) }).month('a', 'b');
  await settle();
  const state = model.state.value;
  assert.ok(state.status === 'loaded' && state.value.truncated && state.value.tickets.length === MONTH_TICKET_LIMIT);
});

month.run();

const rest = suite('the rules and where the schedule stands');

rest('the priority rules and the summary load and retry', async () => {
  let calls = 0;
  const schedule = area({
    priorities: () => (++calls === 1 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed([{ match: 'tag', id: '3', name: 'Urgent', ticketCount: 4, rankedCount: 2 }])),
    summary: () => Effect.succeed({ status: 'PROCESSING', failure: null, projectedAt: null, problems: 1 }),
  });
  const rules = schedule.priorities();
  const summary = schedule.summary();
  await settle();
  assert.is(rules.state.value.status, 'failed');
  await rules.refresh();
  const loaded = rules.state.value;
  assert.ok(loaded.status === 'loaded' && loaded.value[0]!.name === 'Urgent');
  const stands = summary.state.value;
  assert.ok(stands.status === 'loaded' && stands.value.status === 'PROCESSING' && stands.value.problems === 1);
});

rest.run();

// ---- swimlanes ----

const task = (id: string, localId: number): LaneTaskView => ({
  id,
  ticket: { id: `t${localId}`, localId, title: `Ticket ${localId}`, displayState: 'Scheduled', eta: null, dueDate: null },
  state: { id, name: 'Build', blocked: false, estimate: { minimum: 1, likely: 2, maximum: 3 } },
  plannedStart: null,
  plannedStop: null,
});
const lane = (id: string, name: string | null, ready: readonly LaneTaskView[]): LaneView => ({
  id,
  person: name === null ? null : { id, name },
  sections: LANE_SECTIONS.map((kind) => ({ id: `${id}:${kind}`, kind, totalCount: kind === 'READY' ? ready.length : 0, tasks: kind === 'READY' ? ready : [] })),
});
const readyIds = (lanes: readonly LaneView[], id: string) => lanes.find((l) => l.id === id)!.sections[1]!.tasks.map((t) => t.id);

const lanes = suite('the swimlanes');

lanes('a move shows at once, asks the server to reassign the state, then reads the lanes again', async () => {
  const before = [lane('ana', 'Ana', [task('s1', 1), task('s2', 2)]), lane('bo', 'Bo', [])];
  const after = [lane('ana', 'Ana', [task('s2', 2)]), lane('bo', 'Bo', [task('s1', 1)])];
  const asked: string[][] = [];
  let reads = 0;
  let answer: (() => void) | null = null;
  const model = area({
    lanes: () => Effect.succeed(++reads === 1 ? before : after),
    reassign: (ticketId, stateId, assigneeId) => (asked.push([ticketId, stateId, assigneeId]), Effect.promise(() => new Promise<void>((resolve) => (answer = resolve)))),
  }).swimlanes();
  await settle();
  const shown = model.lanes.state.value;
  assert.ok(shown.status === 'loaded');
  const moving = model.reassign(task('s1', 1), before[1]!);
  const now = model.lanes.state.value;
  assert.ok(now.status === 'loaded');
  if (now.status === 'loaded') {
    assert.equal(readyIds(now.value, 'ana'), ['s2'], 'gone from the old lane at once');
    assert.equal(readyIds(now.value, 'bo'), ['s1'], 'in the new lane, in the same section');
    assert.is(now.value[1]!.sections[1]!.totalCount, 1);
  }
  assert.equal(model.outcome.value, { status: 'saving', message: 'Giving Build of #1 Ticket 1 to Bo…' });
  assert.is(model.focusAfterMove.value, 's1');
  await settle();
  answer!();
  await moving;
  assert.equal(asked, [['t1', 's1', 'bo']]);
  assert.equal(model.outcome.value, { status: 'saved', message: 'Build of #1 Ticket 1 is now Bo’s. The schedule is projected again.' });
  assert.is(reads, 2, 'the lanes are read again (the plan orders them)');
});

lanes('a refused move puts the task back and says why; a move to the unassigned lane or its own lane does nothing', async () => {
  const before = [lane('unassigned', null, [task('s3', 3)]), lane('ana', 'Ana', [task('s1', 1)]), lane('bo', 'Bo', [])];
  let calls = 0;
  const model = area({
    lanes: () => Effect.succeed(before),
    reassign: () => (++calls, Effect.fail(new NetworkError({ message: 'down' }))),
  }).swimlanes();
  await settle();
  await model.reassign(task('s1', 1), before[0]!);
  await model.reassign(task('s1', 1), before[1]!);
  assert.is(calls, 0, 'nobody to give it to, and it is already hers');
  assert.is(model.outcome.value, null);
  await model.reassign(task('s3', 3), before[2]!);
  const state = model.lanes.state.value;
  assert.ok(state.status === 'loaded' && state.value === before, 'the lanes as they were');
  assert.is(model.outcome.value?.status, 'failed');
  assert.match(model.outcome.value!.message, /^Build of #3 Ticket 3 was not reassigned: /);
});

lanes.run();
