/** The dashboard's models over a stubbed gateway: loading and retry, the to-do list, the time-zone banner. */
import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTimeZoneBanner } from '../../../src/application/work/dashboard-model.ts';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { DashboardGateway, type DashboardData, type DashboardUpcoming, type TodoItem } from '../../../src/application/work/dashboard-gateway.port.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import { PROJECTION_POLL_MAX_MS, PROJECTION_POLL_MS, PROJECTION_WATCH_MS } from '../../../src/application/work/ticket-model.ts';
import type { ScheduleSummary } from '../../../src/domain/schedule/schedule-status.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { TIME_ZONE_DISMISSED_KEY } from '../../../src/domain/work/time-zone-banner.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

type Stubs = Partial<typeof DashboardGateway.Service>;

const empty = { totalCount: 0, nodes: [] };
const TICKET = { id: 't1', localId: 1, title: 'Ship it', displayState: 'Estimated' as const, health: 'OK' as const, createdAt: '2026-11-20T10:00:00.000Z', dueDate: null, eta: null };
const data = (todos: readonly TodoItem[] = []): DashboardData => ({
  toEstimate: empty,
  myEstimated: { totalCount: 1, nodes: [TICKET] },
  myUnestimated: empty,
  upcomingWork: empty,
  previousWork: empty,
  recentlyCreated: { totalCount: 1, nodes: [TICKET] },
  notYetScheduled: { totalCount: 1, nodes: [TICKET] },
  todos,
  finishing: [],
  schedule: { status: 'READY', failure: null, projectedAt: null },
});
const todo = (id: string, text: string, done = false): TodoItem => ({ id, text, done });

function harness(stubs: Stubs, canChange = true) {
  const notes: NotificationInput[] = [];
  const runtime = runtimeOf(stubLayer(DashboardGateway, stubs));
  const area = createWorkArea({ runner: runtime as never, notify: (note) => notes.push(note), navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22) });
  const model = area.dashboard(canChange);
  return { model, notes };
}

const load = suite('dashboard blocks');

load('loads every block in one request, for 8 rows', async () => {
  const asked: number[] = [];
  const { model } = harness({ dashboard: (rows) => (asked.push(rows), Effect.succeed(data([todo('1', 'Call Ana')]))) });
  assert.is(model.state.value.status, 'loading');
  await settle();
  assert.equal(asked, [8]);
  const state = model.state.value;
  assert.is(state.status, 'loaded');
  if (state.status === 'loaded') assert.equal(state.data.myEstimated.nodes[0]?.title, 'Ship it');
  assert.equal(model.todos.items.value, [todo('1', 'Call Ana')]);
});

load('a failure says why, and retry loads again', async () => {
  let calls = 0;
  const { model } = harness({ dashboard: () => (++calls === 1 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed(data())) });
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' });
  const retried = model.retry();
  assert.is(model.state.value.status, 'loading');
  await retried;
  assert.is(model.state.value.status, 'loaded');
});

const watch = suite('the projection, followed while the page shows the dashboard');

const QUEUED: ScheduleSummary = { status: 'QUEUED', failure: null, projectedAt: '2026-11-21T10:00:00.000Z' };
const PROCESSING: ScheduleSummary = { ...QUEUED, status: 'PROCESSING' };
const READY: ScheduleSummary = { status: 'READY', failure: null, projectedAt: '2026-11-22T12:00:05.000Z' };
const WORK = { ticket: { ...TICKET, eta: '2026-11-25T10:00:00.000Z' }, stateId: 's1', stateName: 'Build', stateNames: ['Build'], active: false, doneAt: null };

/** The dashboard over a test clock: it answers `first` as the schedule's state, then each of `states` in turn when asked again. */
function projecting(states: readonly ScheduleSummary[], first: ScheduleSummary = QUEUED) {
  const asked = { schedule: 0, upcoming: 0, dashboard: 0 };
  const upcoming: DashboardUpcoming = { upcomingWork: { totalCount: 1, nodes: [WORK] }, finishing: [WORK.ticket], schedule: READY };
  const runtime = runtimeOf(
    Layer.mergeAll(
      stubLayer(DashboardGateway, {
        dashboard: () => (asked.dashboard++, Effect.succeed({ ...data([todo('1', 'Call Ana')]), schedule: first })),
        schedule: () => Effect.succeed(states[Math.min(asked.schedule++, states.length - 1)]!),
        upcoming: (rows) => (asked.upcoming++, assert.is(rows, 8), Effect.succeed(upcoming)),
      }),
      TestClock.layer(),
    ),
  );
  const area = createWorkArea({ runner: runtime as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22) });
  const model = area.dashboard(true);
  const advance = async (ms: number) => {
    await runtime.runPromise(TestClock.adjust(ms));
    await settle();
  };
  const loaded = () => {
    const state = model.state.value;
    if (state.status !== 'loaded') throw new Error(`not loaded: ${state.status}`);
    return state.data;
  };
  return { model, asked, advance, loaded };
}

watch('queued on load: asked again after 400 ms, then twice as long; once ready, upcoming work and this week are read again', async () => {
  const { model, asked, advance, loaded } = projecting([QUEUED, PROCESSING, READY]);
  const disconnect = model.connect();
  await settle();
  assert.is(loaded().schedule.status, 'QUEUED');
  await advance(PROJECTION_POLL_MS - 1);
  assert.is(asked.schedule, 0, 'not before the first wait');
  await advance(1);
  assert.is(asked.schedule, 1);
  assert.is(loaded().schedule.status, 'QUEUED');
  await advance(PROJECTION_POLL_MS * 2 - 1);
  assert.is(asked.schedule, 1, 'the wait doubles');
  await advance(1);
  assert.is(asked.schedule, 2);
  assert.is(loaded().schedule.status, 'PROCESSING', 'a running projection shows as such');
  assert.is(asked.upcoming, 0);
  await advance(PROJECTION_POLL_MS * 4);
  assert.is(asked.schedule, 3);
  assert.is(asked.upcoming, 1, 'ready: the blocks with ETAs are read again');
  const data = loaded();
  assert.equal(data.schedule, READY);
  assert.equal(data.upcomingWork.nodes, [WORK]);
  assert.equal(data.finishing, [WORK.ticket]);
  assert.equal(data.myEstimated.nodes, [TICKET], 'the other blocks stay');
  assert.equal(model.todos.items.value, [todo('1', 'Call Ana')]);
  await advance(PROJECTION_WATCH_MS);
  assert.equal([asked.schedule, asked.upcoming, asked.dashboard], [3, 1, 1], 'then nothing more is asked');
  disconnect();
});

watch('the waits grow to PROJECTION_POLL_MAX_MS and stop after PROJECTION_WATCH_MS', async () => {
  const { model, asked, advance } = projecting([PROCESSING]);
  model.connect();
  await settle();
  const delays: number[] = [];
  for (let waited = 0, delay = PROJECTION_POLL_MS; waited < PROJECTION_WATCH_MS; waited += delay, delay = Math.min(delay * 2, PROJECTION_POLL_MAX_MS)) delays.push(delay);
  assert.equal(delays.slice(0, 6), [400, 800, 1600, 3200, 5000, 5000]);
  for (const [index, delay] of delays.entries()) {
    await advance(delay - 1);
    assert.is(asked.schedule, index, `not yet the ${index + 1}th time`);
    await advance(1);
    assert.is(asked.schedule, index + 1);
  }
  await advance(PROJECTION_WATCH_MS);
  assert.is(asked.schedule, delays.length, 'five minutes on, it stops');
});

watch('nothing is asked while no page shows the dashboard; shown again, it follows again', async () => {
  const { model, asked, advance, loaded } = projecting([PROCESSING, READY]);
  await settle();
  await advance(PROJECTION_WATCH_MS);
  assert.is(asked.schedule, 0, 'not connected: not asked');
  const disconnect = model.connect();
  await advance(PROJECTION_POLL_MS);
  assert.is(asked.schedule, 1);
  disconnect();
  await advance(PROJECTION_WATCH_MS);
  assert.is(asked.schedule, 1, 'let go: not asked again');
  assert.is(loaded().schedule.status, 'PROCESSING');
  model.connect();
  await advance(PROJECTION_POLL_MS);
  assert.is(asked.schedule, 2);
  assert.is(asked.upcoming, 1);
  assert.is(loaded().schedule.status, 'READY');
});

watch('a ready or failed schedule on load is not followed; a failure on the way ends the watch with its reason', async () => {
  const ready = projecting([READY], READY);
  ready.model.connect();
  await settle();
  await ready.advance(PROJECTION_WATCH_MS);
  assert.is(ready.asked.schedule, 0);
  const failed: ScheduleSummary = { status: 'FAILED', failure: 'No one can do #4', projectedAt: QUEUED.projectedAt };
  const failing = projecting([failed]);
  failing.model.connect();
  await failing.advance(PROJECTION_POLL_MS);
  assert.equal(failing.loaded().schedule, failed);
  await failing.advance(PROJECTION_WATCH_MS);
  assert.equal([failing.asked.schedule, failing.asked.upcoming], [1, 0]);
});

const todos = suite('to-do list model');

todos('add: checked first (nothing sent), then sent trimmed; the answer replaces the list and the draft clears', async () => {
  const sent: string[] = [];
  const { model } = harness({ dashboard: () => Effect.succeed(data()), addTodo: (text) => (sent.push(text), Effect.succeed([todo('1', text)])) });
  await settle();
  const list = model.todos;
  assert.is(list.draftError.value, null, 'no error before a try');
  assert.is(await list.add(), false);
  assert.is(list.draftError.value, 'To-do is required');
  list.setDraft('x'.repeat(257));
  assert.is(list.draftError.value, 'To-do must be at most 256 characters');
  list.setDraft('  Call Ana  ');
  assert.is(list.draftError.value, null);
  assert.is(await list.add(), true);
  assert.equal(sent, ['Call Ana']);
  assert.equal(list.items.value, [todo('1', 'Call Ana')]);
  assert.is(list.draft.value, '');
  assert.is(list.draftError.value, null);
});

todos('add: a full list is refused before sending; a server refusal keeps the draft and tells', async () => {
  const full = Array.from({ length: 200 }, (_, index) => todo(String(index), `Item ${index}`));
  const { model, notes } = harness({ dashboard: () => Effect.succeed(data(full)) });
  await settle();
  model.todos.setDraft('One more');
  assert.is(await model.todos.add(), false);
  assert.is(model.todos.draftError.value, 'A to-do list holds at most 200 items');

  const refusing = harness({ dashboard: () => Effect.succeed(data()), addTodo: () => Effect.fail(new GraphQLError({ message: 'Nope' })) });
  await settle();
  refusing.model.todos.setDraft('Kept');
  assert.is(await refusing.model.todos.add(), false);
  assert.is(refusing.model.todos.draft.value, 'Kept');
  assert.equal(refusing.notes, [{ type: 'Error', title: 'Could not add the to-do', subTitle: 'Nope' }]);
  assert.equal(notes, []);
});

todos('toggle, rename, move and remove show at once; the server answer is kept', async () => {
  const calls: string[] = [];
  const start = [todo('1', 'One'), todo('2', 'Two'), todo('3', 'Three')];
  let gate: (() => void) | null = null;
  const { model } = harness({
    dashboard: () => Effect.succeed(data(start)),
    updateTodo: (id, change) =>
      Effect.promise(() => new Promise<void>((resolve) => (gate = resolve))).pipe(
        Effect.map(() => (calls.push(`update ${id} ${JSON.stringify(change)}`), start.map((item) => (item.id === id ? { ...item, ...change } : item)))),
      ),
    moveTodo: (id, position) => (calls.push(`move ${id} ${position}`), Effect.succeed([start[1]!, start[0]!, start[2]!])),
    removeTodo: (id) => (calls.push(`remove ${id}`), Effect.succeed(start.filter((item) => item.id !== id))),
  });
  await settle();
  const list = model.todos;
  const toggled = list.toggle('1');
  assert.is(list.items.value[0]?.done, true, 'shown done before the server answers');
  await settle();
  (gate as unknown as () => void)();
  await toggled;
  assert.equal(calls, ['update 1 {"done":true}']);
  assert.is(await list.rename('2', '   '), 'To-do is required');
  const renamed = list.rename('2', ' Two! ');
  assert.is(list.items.value[1]?.text, 'Two!');
  await settle();
  (gate as unknown as () => void)();
  assert.is(await renamed, null);
  assert.is(await list.rename('2', 'Two!  '), null, 'the same text sends nothing');
  await list.move('2', -1);
  assert.equal(list.items.value.map((item) => item.id), ['2', '1', '3']);
  await list.move('2', -1);
  await list.remove('3');
  await list.remove('missing');
  assert.equal(list.items.value.map((item) => item.id), ['1', '2']);
  assert.equal(calls.slice(2), ['move 2 0', 'remove 3']);
});

todos('a refused change puts the list back and tells', async () => {
  const start = [todo('1', 'One')];
  const { model, notes } = harness({
    dashboard: () => Effect.succeed(data(start)),
    updateTodo: () => Effect.fail(new GraphQLError({ message: 'To-do not found' })),
    removeTodo: () => Effect.fail(new GraphQLError({ message: 'To-do not found' })),
  });
  await settle();
  await model.todos.toggle('1');
  await model.todos.remove('1');
  assert.equal(model.todos.items.value, start);
  assert.equal(
    notes.map((note) => note.title),
    ['Could not change the to-do', 'Could not delete the to-do'],
  );
});

todos('a visitor keeps no list: nothing is sent', async () => {
  const { model } = harness({ dashboard: () => Effect.succeed(data([todo('1', 'One')])) }, false);
  await settle();
  const list = model.todos;
  assert.is(list.canChange, false);
  list.setDraft('Peek');
  assert.is(await list.add(), false);
  assert.is(list.draftError.value, 'Visitors can read but not change this organization');
  await list.toggle('1');
  await list.remove('1');
  await list.move('1', 1);
  assert.is(await list.rename('1', 'New'), 'Visitors can read but not change this organization');
  assert.equal(list.items.value, [todo('1', 'One')]);
});

const banner = suite('time-zone banner model');

function memoryStore() {
  const values = new Map<string, string>();
  return { values, get: (key: string) => values.get(key) ?? null, set: (key: string, value: string) => void values.set(key, value), remove: (key: string) => void values.delete(key) };
}

banner('shown for a mismatch; a dismissal is stored and remembered by the next banner', () => {
  const store = memoryStore();
  const first = createTimeZoneBanner({ browserZone: 'Asia/Tokyo', roleZone: () => 'Europe/Paris', saveZone: async () => true, store });
  assert.equal(first.mismatch.value, { browser: 'Asia/Tokyo', role: 'Europe/Paris' });
  first.dismiss();
  assert.is(first.mismatch.value, null);
  assert.is(store.values.get(TIME_ZONE_DISMISSED_KEY), '["Europe/Paris>Asia/Tokyo"]');
  first.dismiss();
  const again = createTimeZoneBanner({ browserZone: 'Asia/Tokyo', roleZone: () => 'Europe/Paris', saveZone: async () => true, store });
  assert.is(again.mismatch.value, null);
  const other = createTimeZoneBanner({ browserZone: 'Asia/Tokyo', roleZone: () => null, saveZone: async () => true, store });
  assert.equal(other.mismatch.value, { browser: 'Asia/Tokyo', role: null });
});

banner('use the browser zone: saved once at a time, with the browser zone', async () => {
  const saved: string[] = [];
  let release: () => void = () => {};
  const model = createTimeZoneBanner({
    browserZone: 'Asia/Tokyo',
    roleZone: () => 'Europe/Paris',
    saveZone: (zone) => (saved.push(zone), new Promise<boolean>((resolve) => (release = () => resolve(true)))),
  });
  const saving = model.useBrowserZone();
  assert.is(model.saving.value, true);
  await model.useBrowserZone();
  release();
  await saving;
  assert.is(model.saving.value, false);
  assert.equal(saved, ['Asia/Tokyo']);
  const same = createTimeZoneBanner({ browserZone: 'Europe/Paris', roleZone: () => 'Europe/Paris', saveZone: async () => (saved.push('x'), true) });
  await same.useBrowserZone();
  same.dismiss();
  assert.equal(saved, ['Asia/Tokyo'], 'nothing to save when the zones agree');
});

load.run();
todos('an answer that comes after a later change was sent is stale: a slow tick does not undo a move', async () => {
  const start = [todo('1', 'One'), todo('2', 'Two')];
  let gate: (() => void) | null = null;
  const { model } = harness({
    dashboard: () => Effect.succeed(data(start)),
    // The tick's answer is the list as it was when the tick was done: One first, ticked.
    updateTodo: () => Effect.promise(() => new Promise<void>((resolve) => (gate = resolve))).pipe(Effect.map(() => [todo('1', 'One', true), start[1]!])),
    moveTodo: () => Effect.succeed([start[1]!, todo('1', 'One', true)]),
  });
  await settle();
  const list = model.todos;
  const ticked = list.toggle('1');
  await settle();
  await list.move('2', -1);
  assert.equal(list.items.value.map((item) => item.id), ['2', '1']);
  (gate as unknown as () => void)();
  await ticked;
  assert.equal(list.items.value.map((item) => item.id), ['2', '1'], 'the moved row stays where it went');
  assert.is(list.items.value[1]!.done, true);
});

watch.run();
todos.run();
banner.run();
