/**
 * A widget's numbers, hand-counted over four tickets in Europe/Paris (UTC+1 in January), seen on
 * Wednesday 2025-01-22 at 13:00 Paris time. This week starts Monday 2025-01-20, the last one
 * 2025-01-13. Every expected number below is worked out by hand in the comments, not by the code.
 *
 *        created (Paris)  closed  scheduled  eta    product workflow tags  states (assignee, done, worked Paris time)
 *   T1   Mon 01-06        01-14   01-07      -      P1      W1       A, B  Design(alice, done, 01-13 10-13h = 3 h), Build(bob, done, 01-14 09-11h = 2 h)
 *   T2   Mon 01-13        -       01-20      01-24  P1      W2       A     Design(alice, done, 01-20 09:00-10:30 = 1.5 h), Build(carol, open, 01-21 14-15h = 1 h)
 *   T3   Tue 01-21        01-22   -          -      -       W1       -     Build(nobody, done, 01-21 23:00 - 01-22 01:00 = 1 h + 1 h)
 *   T4   Wed 01-01 00:30  -       -          02-03  P2      -        B     Todo(bob, open, no work)
 *   (T4 was created on 2024-12-31 at 23:30 UTC: already January 1st in Paris.)
 *
 * Hours: T1 5, T2 2.5, T3 2, T4 0 (9.5 in all).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  autoInterval, bucketsBetween, MAX_BUCKETS, NONE_KEY, widgetData, workedHours, workedPieces,
  type BucketValue, type ReportTicketFacts, type WidgetData,
} from '../../../src/domain/reports/aggregate.ts';
import {
  EMPTY_REPORT_FILTER, type ReportFilter, type ReportGrouping, type ReportInterval, type ReportMetric, type ReportView, type WidgetConfig,
} from '../../../src/domain/reports/report.ts';
import { DEFAULT_WORK_WEEK, type WorkWeek } from '../../../src/domain/time/work-week.ts';

const ZONE = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);
const NOW = at('2025-01-22T12:00:00Z');
const worked = (start: string, end: string) => ({ start: at(start), end: at(end) });

const T1: ReportTicketFacts = {
  id: 'T1', createdAt: at('2025-01-06T09:00:00Z'), closedAt: at('2025-01-14T10:00:00Z'), scheduledAt: at('2025-01-07T08:00:00Z'), eta: null,
  projectId: 'J1', productId: 'P1', workflowId: 'W1', tagIds: ['A', 'B'], displayState: 'Done', status: 'DONE',
  states: [
    { id: 's1', name: 'Design', assigneeId: 'alice', done: true, workedIntervals: [worked('2025-01-13T09:00:00Z', '2025-01-13T12:00:00Z')] },
    { id: 's2', name: 'Build', assigneeId: 'bob', done: true, workedIntervals: [worked('2025-01-14T08:00:00Z', '2025-01-14T10:00:00Z')] },
  ],
};
const T2: ReportTicketFacts = {
  id: 'T2', createdAt: at('2025-01-13T10:00:00Z'), closedAt: null, scheduledAt: at('2025-01-20T09:00:00Z'), eta: at('2025-01-24T16:00:00Z'),
  projectId: 'J2', productId: 'P1', workflowId: 'W2', tagIds: ['A'], displayState: 'InProgress', status: 'SCHEDULED',
  states: [
    { id: 's3', name: 'Design', assigneeId: 'alice', done: true, workedIntervals: [worked('2025-01-20T08:00:00Z', '2025-01-20T09:30:00Z')] },
    { id: 's4', name: 'Build', assigneeId: 'carol', done: false, workedIntervals: [worked('2025-01-21T13:00:00Z', '2025-01-21T14:00:00Z')] },
  ],
};
const T3: ReportTicketFacts = {
  id: 'T3', createdAt: at('2025-01-21T10:00:00Z'), closedAt: at('2025-01-22T08:00:00Z'), scheduledAt: null, eta: null,
  projectId: null, productId: null, workflowId: 'W1', tagIds: [], displayState: 'Done', status: 'DONE',
  states: [{ id: 's5', name: 'Build', assigneeId: null, done: true, workedIntervals: [worked('2025-01-21T22:00:00Z', '2025-01-22T00:00:00Z')] }],
};
const T4: ReportTicketFacts = {
  id: 'T4', createdAt: at('2024-12-31T23:30:00Z'), closedAt: null, scheduledAt: null, eta: at('2025-02-03T10:00:00Z'),
  projectId: 'J1', productId: 'P2', workflowId: null, tagIds: ['B'], displayState: 'Unestimated', status: 'UNSCHEDULED',
  states: [{ id: 's6', name: 'Todo', assigneeId: 'bob', done: false, workedIntervals: [] }],
};
const TICKETS = [T1, T2, T3, T4];

const NAMES: Readonly<Record<string, string>> = { alice: 'Alice', bob: 'Bob', carol: 'Carol', P1: 'Web', P2: 'App', A: 'Bug', B: 'Urgent', W1: 'Standard', W2: 'Quick' };
const labels = (_grouping: string, key: string) => NAMES[key];

const config = (view: ReportView, metric: ReportMetric, grouping: ReportGrouping, interval: ReportInterval, filter: Partial<ReportFilter> = {}): WidgetConfig => ({
  title: 'Widget', view, metric, grouping, interval, filter: { ...EMPTY_REPORT_FILTER, ...filter },
});
const data = (c: WidgetConfig, tickets: readonly ReportTicketFacts[] = TICKETS, now = NOW, zone = ZONE): WidgetData => widgetData(tickets, c, now, zone, labels);
const points = (...pairs: [string, number][]): BucketValue[] => pairs.map(([bucketStart, value]) => ({ bucketStart, value }));

type Row = readonly [ReportGrouping, ReportMetric, unknown];
const C = 'TICKET_COUNT' as const;
const H = 'SUM_HOURS_WORKED' as const;

// ---------------------------------------------------------------------------------------------
const now = suite('reports: values now (this week, 2025-01-20 to 01-26)');

const VALUES_NOW: readonly Row[] = [
  ['CREATED_AT', C, 1], // T3 (01-21)
  ['CREATED_AT', H, 2], // T3's 2 h
  ['CLOSED_AT', C, 1], // T3 (01-22)
  ['CLOSED_AT', H, 2],
  ['SCHEDULED_AT', C, 1], // T2 (01-20)
  ['SCHEDULED_AT', H, 2.5],
  ['ETA', C, 1], // T2 (01-24)
  ['ETA', H, 2.5],
  ['WORK_DAY', C, 2], // T2 (20th, 21st) and T3 (21st, 22nd)
  ['WORK_DAY', H, 4.5], // 1.5 + 1 + 1 + 1
];
for (const [grouping, metric, value] of VALUES_NOW) {
  now(`${grouping} ${metric}: ${value}`, () => assert.equal(data(config('VALUES_NOW', metric, grouping, 'WEEK')), { view: 'VALUES_NOW', value }));
}

now('the interval is the period now is in: today, this month; AUTO is all time', () => {
  assert.equal(data(config('VALUES_NOW', C, 'CLOSED_AT', 'DAY')), { view: 'VALUES_NOW', value: 1 }); // T3 closed today
  assert.equal(data(config('VALUES_NOW', H, 'WORK_DAY', 'DAY')), { view: 'VALUES_NOW', value: 1 }); // T3's hour after midnight
  assert.equal(data(config('VALUES_NOW', C, 'CREATED_AT', 'MONTH')), { view: 'VALUES_NOW', value: 4 }); // T4 is January 1st in Paris
  assert.equal(data(config('VALUES_NOW', C, 'CREATED_AT', 'MONTH'), TICKETS, NOW, 'UTC'), { view: 'VALUES_NOW', value: 3 }); // ... and December 31st in UTC
  assert.equal(data(config('VALUES_NOW', C, 'CREATED_AT', 'AUTO')), { view: 'VALUES_NOW', value: 4 });
  assert.equal(data(config('VALUES_NOW', H, 'CREATED_AT', 'AUTO')), { view: 'VALUES_NOW', value: 9.5 });
  assert.equal(data(config('VALUES_NOW', C, 'CLOSED_AT', 'AUTO')), { view: 'VALUES_NOW', value: 2 }); // open tickets have no closing date
});

now('the filter narrows the tickets first; empty lists keep everyone', () => {
  const count = (filter: Partial<ReportFilter>) => (data(config('VALUES_NOW', C, 'CREATED_AT', 'AUTO', filter)) as { value: number }).value;
  assert.is(count({ productIds: ['P1'] }), 2); // T1, T2
  assert.is(count({ workflowIds: ['W1'] }), 2); // T1, T3
  assert.is(count({ tagIds: ['B'] }), 2); // T1, T4
  assert.is(count({ assigneeIds: ['carol'] }), 1); // T2
  assert.is(count({ assigneeIds: ['bob'] }), 2); // T1, T4
  assert.is(count({ statuses: ['DONE'] }), 2); // T1, T3
  assert.is(count({ displayStates: ['InProgress', 'Unestimated'] }), 2); // T2, T4
  assert.is(count({ productIds: ['P1'], statuses: ['DONE'] }), 1); // T1
  assert.is(count({ projectIds: ['J1'] }), 2); // T1, T4
  assert.is(count({}), 4);
});

now('the created dates are whole days of the report zone, both included', () => {
  const count = (filter: Partial<ReportFilter>, zone = ZONE) => (data(config('VALUES_NOW', C, 'CREATED_AT', 'AUTO', filter), TICKETS, NOW, zone) as { value: number }).value;
  assert.is(count({ createdFrom: '2025-01-13' }), 2); // T2 (01-13 11:00 Paris), T3
  assert.is(count({ createdTo: '2025-01-13' }), 3); // T4, T1, T2: the last day counts whole
  assert.is(count({ createdFrom: '2025-01-06', createdTo: '2025-01-06' }), 1); // T1
  // T4 was created 2024-12-31 23:30 UTC: January 1st in Paris, still December in UTC.
  assert.is(count({ createdFrom: '2025-01-01', createdTo: '2025-01-01' }), 1);
  assert.is(count({ createdFrom: '2025-01-01', createdTo: '2025-01-01' }, 'UTC'), 0);
});

// ---------------------------------------------------------------------------------------------
const compare = suite('reports: compare values now (week of 01-20 against week of 01-13)');

const COMPARE_NOW: readonly Row[] = [
  ['CREATED_AT', C, [1, 1]], // T3 | T2
  ['CREATED_AT', H, [2, 2.5]],
  ['CLOSED_AT', C, [1, 1]], // T3 | T1
  ['CLOSED_AT', H, [2, 5]],
  ['SCHEDULED_AT', C, [1, 0]], // T2 | (T1 was 01-07)
  ['SCHEDULED_AT', H, [2.5, 0]],
  ['ETA', C, [1, 0]], // T2 | -
  ['ETA', H, [2.5, 0]],
  ['WORK_DAY', C, [2, 1]], // T2, T3 | T1
  ['WORK_DAY', H, [4.5, 5]], // 1.5 + 1 + 1 + 1 | 3 + 2
];
for (const [grouping, metric, pair] of COMPARE_NOW) {
  const [current, previous] = pair as [number, number];
  compare(`${grouping} ${metric}: ${current} against ${previous}`, () => {
    assert.equal(data(config('COMPARE_VALUES_NOW', metric, grouping, 'WEEK')), {
      view: 'COMPARE_VALUES_NOW', interval: 'WEEK', current: { bucketStart: '2025-01-20', value: current }, previous: { bucketStart: '2025-01-13', value: previous }, change: current - previous,
    });
  });
}

compare('AUTO compares weeks; DAY today with yesterday; MONTH with the month before', () => {
  const auto = data(config('COMPARE_VALUES_NOW', C, 'CREATED_AT', 'AUTO')) as Extract<WidgetData, { view: 'COMPARE_VALUES_NOW' }>;
  assert.is(auto.interval, 'WEEK');
  // Hours worked on the 22nd (T3's 1 h) against the 21st (T2's 1 h and T3's 1 h).
  assert.equal(data(config('COMPARE_VALUES_NOW', H, 'WORK_DAY', 'DAY')), {
    view: 'COMPARE_VALUES_NOW', interval: 'DAY', current: { bucketStart: '2025-01-22', value: 1 }, previous: { bucketStart: '2025-01-21', value: 2 }, change: -1,
  });
  // Created in January (all four) against December (none: T4 is January 1st in Paris).
  assert.equal(data(config('COMPARE_VALUES_NOW', C, 'CREATED_AT', 'MONTH')), {
    view: 'COMPARE_VALUES_NOW', interval: 'MONTH', current: { bucketStart: '2025-01-01', value: 4 }, previous: { bucketStart: '2024-12-01', value: 0 }, change: 4,
  });
});

// ---------------------------------------------------------------------------------------------
const through = suite('reports: values through time (weeks from Monday)');

const THROUGH: readonly Row[] = [
  // Created 01-01 (week of 2024-12-30), 01-06, 01-13, 01-21; today 01-22.
  ['CREATED_AT', C, points(['2024-12-30', 1], ['2025-01-06', 1], ['2025-01-13', 1], ['2025-01-20', 1])],
  ['CREATED_AT', H, points(['2024-12-30', 0], ['2025-01-06', 5], ['2025-01-13', 2.5], ['2025-01-20', 2])],
  // Closed 01-14 and 01-22.
  ['CLOSED_AT', C, points(['2025-01-13', 1], ['2025-01-20', 1])],
  ['CLOSED_AT', H, points(['2025-01-13', 5], ['2025-01-20', 2])],
  // Scheduled 01-07 and 01-20: the week between is empty.
  ['SCHEDULED_AT', C, points(['2025-01-06', 1], ['2025-01-13', 0], ['2025-01-20', 1])],
  ['SCHEDULED_AT', H, points(['2025-01-06', 5], ['2025-01-13', 0], ['2025-01-20', 2.5])],
  // ETAs 01-24 and 02-03, in the future: the series starts at now's week.
  ['ETA', C, points(['2025-01-20', 1], ['2025-01-27', 0], ['2025-02-03', 1])],
  ['ETA', H, points(['2025-01-20', 2.5], ['2025-01-27', 0], ['2025-02-03', 0])],
  // Worked 01-13, 01-14 (T1) and 01-20, 01-21 (T2), 01-21, 01-22 (T3).
  ['WORK_DAY', C, points(['2025-01-13', 1], ['2025-01-20', 2])],
  ['WORK_DAY', H, points(['2025-01-13', 5], ['2025-01-20', 4.5])],
];
for (const [grouping, metric, expected] of THROUGH) {
  through(`${grouping} ${metric}`, () => assert.equal(data(config('VALUES_THROUGH_TIME', metric, grouping, 'WEEK')), { view: 'VALUES_THROUGH_TIME', interval: 'WEEK', points: expected }));
}

through('AUTO: days up to 31 days, weeks up to 26 weeks, months beyond', () => {
  assert.is(autoInterval('2025-01-01', '2025-01-31'), 'DAY'); // 31 days
  assert.is(autoInterval('2025-01-01', '2025-02-01'), 'WEEK'); // 32
  assert.is(autoInterval('2025-01-01', '2025-07-01'), 'WEEK'); // 182 days: 26 weeks
  assert.is(autoInterval('2025-01-01', '2025-07-02'), 'MONTH'); // 183
  // Created from 01-01 to today 01-22: 22 days, one point a day.
  const created = data(config('VALUES_THROUGH_TIME', C, 'CREATED_AT', 'AUTO')) as Extract<WidgetData, { view: 'VALUES_THROUGH_TIME' }>;
  assert.is(created.interval, 'DAY');
  assert.is(created.points.length, 22);
  assert.equal(created.points.filter((point) => point.value > 0).map((point) => point.bucketStart), ['2025-01-01', '2025-01-06', '2025-01-13', '2025-01-21']);
  // A ticket from March 2024 stretches the span past 26 weeks: months.
  const old = { ...T4, id: 'T5', createdAt: at('2024-03-15T12:00:00Z') };
  const months = data(config('VALUES_THROUGH_TIME', C, 'CREATED_AT', 'AUTO'), [...TICKETS, old]) as Extract<WidgetData, { view: 'VALUES_THROUGH_TIME' }>;
  assert.is(months.interval, 'MONTH');
  assert.equal(months.points.map((point) => point.bucketStart).slice(0, 2), ['2024-03-01', '2024-04-01']);
  assert.equal(months.points.at(-2), { bucketStart: '2024-12-01', value: 0 });
  assert.equal(months.points.at(-1), { bucketStart: '2025-01-01', value: 4 });
});

through('with no ticket, a series is now\'s bucket at 0', () => {
  assert.equal(data(config('VALUES_THROUGH_TIME', C, 'CLOSED_AT', 'MONTH'), []), { view: 'VALUES_THROUGH_TIME', interval: 'MONTH', points: points(['2025-01-01', 0]) });
});

through(`a series keeps the latest ${MAX_BUCKETS} buckets`, () => {
  const days = bucketsBetween('2020-01-01', '2025-01-22', 'DAY');
  assert.is(days.length, MAX_BUCKETS);
  assert.is(days.at(-1), '2025-01-22');
  assert.is(days[0], '2022-04-29'); // 999 days before 2025-01-22
});

// ---------------------------------------------------------------------------------------------
const calendar = suite('reports: calendar (one value a day)');

/** The days of a calendar with a value, and its first and last day and length. */
function heat(result: WidgetData): { first: string; last: string; length: number; values: Record<string, number> } {
  const days = (result as Extract<WidgetData, { view: 'CALENDAR' }>).days;
  return { first: days[0]!.bucketStart, last: days.at(-1)!.bucketStart, length: days.length, values: Object.fromEntries(days.filter((day) => day.value !== 0).map((day) => [day.bucketStart, day.value])) };
}

const CALENDAR: readonly Row[] = [
  ['CREATED_AT', C, { first: '2025-01-01', last: '2025-01-22', length: 22, values: { '2025-01-01': 1, '2025-01-06': 1, '2025-01-13': 1, '2025-01-21': 1 } }],
  ['CREATED_AT', H, { first: '2025-01-01', last: '2025-01-22', length: 22, values: { '2025-01-06': 5, '2025-01-13': 2.5, '2025-01-21': 2 } }],
  ['CLOSED_AT', C, { first: '2025-01-14', last: '2025-01-22', length: 9, values: { '2025-01-14': 1, '2025-01-22': 1 } }],
  ['CLOSED_AT', H, { first: '2025-01-14', last: '2025-01-22', length: 9, values: { '2025-01-14': 5, '2025-01-22': 2 } }],
  ['SCHEDULED_AT', C, { first: '2025-01-07', last: '2025-01-22', length: 16, values: { '2025-01-07': 1, '2025-01-20': 1 } }],
  ['SCHEDULED_AT', H, { first: '2025-01-07', last: '2025-01-22', length: 16, values: { '2025-01-07': 5, '2025-01-20': 2.5 } }],
  // From today to 02-03: 10 days of January and 3 of February.
  ['ETA', C, { first: '2025-01-22', last: '2025-02-03', length: 13, values: { '2025-01-24': 1, '2025-02-03': 1 } }],
  ['ETA', H, { first: '2025-01-22', last: '2025-02-03', length: 13, values: { '2025-01-24': 2.5 } }],
  ['WORK_DAY', C, { first: '2025-01-13', last: '2025-01-22', length: 10, values: { '2025-01-13': 1, '2025-01-14': 1, '2025-01-20': 1, '2025-01-21': 2, '2025-01-22': 1 } }],
  ['WORK_DAY', H, { first: '2025-01-13', last: '2025-01-22', length: 10, values: { '2025-01-13': 3, '2025-01-14': 2, '2025-01-20': 1.5, '2025-01-21': 2, '2025-01-22': 1 } }],
];
for (const [grouping, metric, expected] of CALENDAR) {
  calendar(`${grouping} ${metric}`, () => {
    assert.equal(heat(data(config('CALENDAR', metric, grouping, 'AUTO'))), expected);
    assert.equal(heat(data(config('CALENDAR', metric, grouping, 'DAY'))), expected);
  });
}

// ---------------------------------------------------------------------------------------------
const broken = suite('reports: values broken down now');

const g = (key: string, value: number, label = NAMES[key]) => ({ key, ...(label === undefined ? {} : { label }), value });
const none = (value: number) => ({ key: NONE_KEY, label: 'None', value });

const BROKEN: readonly Row[] = [
  // Assignees of any state: T1 alice, bob; T2 alice, carol; T3 nobody; T4 bob.
  ['ASSIGNEE', C, [g('alice', 2), g('bob', 2), g('carol', 1), none(1)]],
  // Hours to the assignee of the state: alice 3 + 1.5, bob 2 (T4's state was not worked on), carol 1, T3's 2 h to nobody.
  ['ASSIGNEE', H, [g('alice', 4.5), g('bob', 2), g('carol', 1), none(2)]],
  ['PRODUCT', C, [g('P1', 2), g('P2', 1), none(1)]], // T1, T2 | T4 | T3
  // A group nobody worked in is left out (T4's P2: no hours), not a group of 0 hours.
  ['PRODUCT', H, [g('P1', 7.5), none(2)]],
  // A ticket counts in each of its tags: T1 in both.
  ['TAG', C, [g('A', 2), g('B', 2), none(1)]], // T1, T2 | T1, T4 | T3
  ['TAG', H, [g('A', 7.5), g('B', 5), none(2)]], // 5 + 2.5 | 5 + 0 | 2
  ['WORKFLOW', C, [g('W1', 2), g('W2', 1), none(1)]], // T1, T3 | T2 | T4
  ['WORKFLOW', H, [g('W1', 7), g('W2', 2.5)]],
  // The state each is in now: T2 Build, T4 Todo; T1 and T3 are through all theirs.
  ['WORKFLOW_STATE', C, [g('Build', 1, 'Build'), g('Todo', 1, 'Todo'), none(2)]],
  // Hours in the state they were worked in: Build 2 + 1 + 2, Design 3 + 1.5.
  ['WORKFLOW_STATE', H, [g('Build', 5, 'Build'), g('Design', 4.5, 'Design')]],
];
for (const [grouping, metric, groups] of BROKEN) {
  broken(`${grouping} ${metric}`, () => assert.equal(data(config('VALUES_BROKEN_DOWN_NOW', metric, grouping, 'AUTO')), { view: 'VALUES_BROKEN_DOWN_NOW', groups }));
}

broken('without names the groups carry their keys only', () => {
  const result = widgetData(TICKETS, config('VALUES_BROKEN_DOWN_NOW', C, 'PRODUCT', 'AUTO'), NOW, ZONE);
  assert.equal(result, { view: 'VALUES_BROKEN_DOWN_NOW', groups: [{ key: 'P1', value: 2 }, { key: 'P2', value: 1 }, none(1)] });
});

// ---------------------------------------------------------------------------------------------
const series = suite('reports: compare through time (one series per group, weeks)');

const s = (key: string, values: [number, number], label = NAMES[key] ?? (key === NONE_KEY ? 'None' : key)) => ({
  key, label, points: points(['2025-01-13', values[0]], ['2025-01-20', values[1]]),
});

const SERIES: readonly Row[] = [
  // Counts on the day tickets closed: T1 on 01-14 (week of 01-13), T3 on 01-22 (week of 01-20).
  ['ASSIGNEE', C, [s('alice', [1, 0]), s('bob', [1, 0]), s(NONE_KEY, [0, 1])]],
  ['PRODUCT', C, [s('P1', [1, 0]), s(NONE_KEY, [0, 1])]],
  ['TAG', C, [s('A', [1, 0]), s('B', [1, 0]), s(NONE_KEY, [0, 1])]],
  ['WORKFLOW', C, [s('W1', [1, 1])]],
  ['WORKFLOW_STATE', C, [s(NONE_KEY, [1, 1])]],
  // Hours on the days they were worked, weeks of 01-13 and 01-20.
  ['ASSIGNEE', H, [s('alice', [3, 1.5]), s('bob', [2, 0]), s('carol', [0, 1]), s(NONE_KEY, [0, 2])]],
  ['PRODUCT', H, [s('P1', [5, 2.5]), s(NONE_KEY, [0, 2])]], // T4 (P2) has no work
  ['TAG', H, [s('A', [5, 2.5]), s('B', [5, 0]), s(NONE_KEY, [0, 2])]],
  ['WORKFLOW', H, [s('W1', [5, 2]), s('W2', [0, 2.5])]],
  ['WORKFLOW_STATE', H, [s('Build', [2, 3]), s('Design', [3, 1.5])]],
];
for (const [grouping, metric, expected] of SERIES) {
  series(`${grouping} ${metric}`, () => assert.equal(data(config('COMPARE_THROUGH_TIME', metric, grouping, 'WEEK')), { view: 'COMPARE_THROUGH_TIME', interval: 'WEEK', series: expected }));
}

// ---------------------------------------------------------------------------------------------
const edges = suite('reports: bucket edges in the time zone');

const closedAt = (id: string, iso: string): ReportTicketFacts => ({ ...T1, id, closedAt: at(iso) });
const workedAt = (id: string, start: string, end: string): ReportTicketFacts => ({
  ...T4, id, states: [{ id: `${id}s`, name: 'Build', assigneeId: 'bob', done: false, workedIntervals: [worked(start, end)] }],
});

edges('a ticket closed exactly at midnight in Paris is in the new day and the new week', () => {
  const midnight = closedAt('M', '2025-01-19T23:00:00Z'); // Monday 01-20 00:00 in Paris
  const before = closedAt('B', '2025-01-19T22:59:59.999Z'); // Sunday 01-19 23:59:59.999
  assert.equal(data(config('COMPARE_VALUES_NOW', C, 'CLOSED_AT', 'WEEK'), [midnight, before]), {
    view: 'COMPARE_VALUES_NOW', interval: 'WEEK', current: { bucketStart: '2025-01-20', value: 1 }, previous: { bucketStart: '2025-01-13', value: 1 }, change: 0,
  });
  assert.equal(heat(data(config('CALENDAR', C, 'CLOSED_AT', 'DAY'), [midnight, before])).values, { '2025-01-19': 1, '2025-01-20': 1 });
  // In UTC both fall on Sunday the 19th.
  assert.equal(heat(data(config('CALENDAR', C, 'CLOSED_AT', 'DAY'), [midnight, before], NOW, 'UTC')).values, { '2025-01-19': 2 });
});

edges('the week of the spring change in Paris (Sunday 2025-03-30, 02:00 becomes 03:00) ends at midnight summer time', () => {
  const now = at('2025-04-02T10:00:00Z');
  // 21:30 UTC on Sunday is 23:30 in Paris (summer time): still the week of 03-24; 22:30 UTC is Monday 00:30.
  const sunday = closedAt('S', '2025-03-30T21:30:00Z');
  const monday = closedAt('M', '2025-03-30T22:30:00Z');
  assert.equal(data(config('VALUES_THROUGH_TIME', C, 'CLOSED_AT', 'WEEK'), [sunday, monday], now), {
    view: 'VALUES_THROUGH_TIME', interval: 'WEEK', points: points(['2025-03-24', 1], ['2025-03-31', 1]),
  });
  // Work through the short night: 23:00 UTC to 03:00 UTC is 00:00 to 05:00 in Paris, 4 real hours on the 30th;
  // 21:00 to 23:00 UTC is 23:00 to 01:00: an hour on the 30th and one on the 31st.
  const night = workedAt('N', '2025-03-29T23:00:00Z', '2025-03-30T03:00:00Z');
  const late = workedAt('L', '2025-03-30T21:00:00Z', '2025-03-30T23:00:00Z');
  assert.equal(heat(data(config('CALENDAR', H, 'WORK_DAY', 'DAY'), [night, late], now)).values, { '2025-03-30': 5, '2025-03-31': 1 });
  assert.equal(data(config('VALUES_THROUGH_TIME', H, 'WORK_DAY', 'WEEK'), [night, late], now), {
    view: 'VALUES_THROUGH_TIME', interval: 'WEEK', points: points(['2025-03-24', 5], ['2025-03-31', 1]),
  });
});

edges('the autumn change makes a Paris day of 25 hours, all on that day', () => {
  // 2025-10-26 00:00 summer time (22:00 UTC the day before) to 10-27 00:00 winter time (23:00 UTC).
  const day = workedAt('D', '2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z');
  assert.equal(heat(data(config('CALENDAR', H, 'WORK_DAY', 'DAY'), [day], at('2025-10-27T12:00:00Z'))).values, { '2025-10-26': 25 });
});

edges('month boundaries follow the zone: 23:30 and 00:30 around the turn of January in Paris', () => {
  const now = at('2025-02-10T12:00:00Z');
  const january = { ...T4, id: 'J', createdAt: at('2025-01-31T22:30:00Z') }; // 01-31 23:30 Paris
  const february = { ...T4, id: 'F', createdAt: at('2025-01-31T23:30:00Z') }; // 02-01 00:30 Paris
  assert.equal(data(config('VALUES_THROUGH_TIME', C, 'CREATED_AT', 'MONTH'), [january, february], now), {
    view: 'VALUES_THROUGH_TIME', interval: 'MONTH', points: points(['2025-01-01', 1], ['2025-02-01', 1]),
  });
  // Two hours worked from 23:00 to 01:00 Paris time: one in each month, one ticket in both.
  const turn = workedAt('W', '2025-01-31T22:00:00Z', '2025-02-01T00:00:00Z');
  assert.equal(data(config('VALUES_THROUGH_TIME', H, 'WORK_DAY', 'MONTH'), [turn], now), {
    view: 'VALUES_THROUGH_TIME', interval: 'MONTH', points: points(['2025-01-01', 1], ['2025-02-01', 1]),
  });
  assert.equal(data(config('VALUES_THROUGH_TIME', C, 'WORK_DAY', 'MONTH'), [turn], now), {
    view: 'VALUES_THROUGH_TIME', interval: 'MONTH', points: points(['2025-01-01', 1], ['2025-02-01', 1]),
  });
  // Across a year: December to January.
  assert.equal(bucketsBetween('2024-11-15', '2025-02-01', 'MONTH'), ['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01']);
});

// ---------------------------------------------------------------------------------------------
const hours = suite('reports: worked hours from a work week (the projection\'s working calendar)');

const paris = (date: string, time: string) => at(`${date}T${time}:00+01:00`);

hours('a whole week of nine to five, Monday to Friday, is 40 hours', () => {
  assert.is(workedHours(paris('2025-01-20', '00:00'), paris('2025-01-27', '00:00'), DEFAULT_WORK_WEEK, ZONE, []), 40);
});

hours('only the working part of a span counts, in the person\'s zone', () => {
  assert.is(workedHours(paris('2025-01-20', '11:00'), paris('2025-01-20', '16:00'), DEFAULT_WORK_WEEK, ZONE, []), 5);
  assert.is(workedHours(paris('2025-01-20', '08:00'), paris('2025-01-20', '18:00'), DEFAULT_WORK_WEEK, ZONE, []), 8);
  assert.is(workedHours(paris('2025-01-25', '00:00'), paris('2025-01-27', '00:00'), DEFAULT_WORK_WEEK, ZONE, []), 0); // a weekend
  // In New York 09:00 is 14:00 UTC: from midnight to 18:00 UTC on a Monday, 4 hours.
  assert.is(workedHours(at('2025-01-20T00:00:00Z'), at('2025-01-20T18:00:00Z'), DEFAULT_WORK_WEEK, 'America/New_York', []), 4);
});

hours('blackouts are taken out, overlapping ones once', () => {
  const lunch = { start: paris('2025-01-20', '12:00'), stop: paris('2025-01-20', '13:00') };
  const longLunch = { start: paris('2025-01-20', '12:30'), stop: paris('2025-01-20', '14:00') };
  assert.is(workedHours(paris('2025-01-20', '00:00'), paris('2025-01-21', '00:00'), DEFAULT_WORK_WEEK, ZONE, [lunch]), 7);
  assert.is(workedHours(paris('2025-01-20', '00:00'), paris('2025-01-21', '00:00'), DEFAULT_WORK_WEEK, ZONE, [lunch, longLunch]), 6);
});

hours('a day of the spring change is an hour shorter in real time', () => {
  const allWeek: WorkWeek = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { startTime: '00:00', stopTime: '23:59' }])) as unknown as WorkWeek;
  // Sunday 2025-03-30 in Paris, 00:00 to 23:59: 23 h 59 min of wall clock, 22 h 59 min of real time.
  const sunday = workedHours(at('2025-03-29T23:00:00Z'), at('2025-03-30T22:00:00Z'), allWeek, ZONE, []);
  assert.is(Math.round(sunday * 60), 22 * 60 + 59);
});

hours('an empty span or a week with no work is no hours', () => {
  assert.is(workedHours(paris('2025-01-20', '12:00'), paris('2025-01-20', '12:00'), DEFAULT_WORK_WEEK, ZONE, []), 0);
  assert.is(workedHours(paris('2025-01-20', '12:00'), paris('2025-01-20', '10:00'), DEFAULT_WORK_WEEK, ZONE, []), 0);
  const off = Object.fromEntries(Object.keys(DEFAULT_WORK_WEEK).map((day) => [day, { startTime: null, stopTime: null }])) as unknown as WorkWeek;
  assert.is(workedHours(paris('2025-01-20', '00:00'), paris('2025-01-27', '00:00'), off, ZONE, []), 0);
});

now.run();
compare.run();
through.run();
calendar.run();
broken.run();
series.run();
edges.run();
hours.run();

const pieces = suite('reports: the working-calendar pieces of a span (workedPieces)');

/** Lisbon is on UTC in January: a wall-clock time there is the same UTC time. */
const lisbon = (date: string, time: string) => at(`${date}T${time}:00Z`);
const piece = (date: string, from: string, to: string) => ({ start: lisbon(date, from), end: lisbon(date, to) });

pieces('a Monday to Friday nine to five week in Lisbon: one piece a working day, cut at the span ends, none at the weekend', () => {
  // From Wednesday 11:30 to the next Tuesday 10:15.
  const found = workedPieces(lisbon('2025-01-22', '11:30'), lisbon('2025-01-28', '10:15'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', []);
  assert.equal(found, [
    piece('2025-01-22', '11:30', '17:00'),
    piece('2025-01-23', '09:00', '17:00'),
    piece('2025-01-24', '09:00', '17:00'),
    piece('2025-01-27', '09:00', '17:00'),
    piece('2025-01-28', '09:00', '10:15'),
  ]);
  assert.is(workedHours(lisbon('2025-01-22', '11:30'), lisbon('2025-01-28', '10:15'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', []), 5.5 + 8 + 8 + 8 + 1.25);
});

pieces('a blackout splits a day, one over a whole day takes it out, and the hours are the pieces summed', () => {
  const blackouts = [
    { start: lisbon('2025-01-21', '12:00'), stop: lisbon('2025-01-21', '13:30') },
    { start: lisbon('2025-01-23', '00:00'), stop: lisbon('2025-01-24', '00:00') },
  ];
  const found = workedPieces(lisbon('2025-01-20', '00:00'), lisbon('2025-01-25', '00:00'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', blackouts);
  assert.equal(found, [
    piece('2025-01-20', '09:00', '17:00'),
    piece('2025-01-21', '09:00', '12:00'),
    piece('2025-01-21', '13:30', '17:00'),
    piece('2025-01-22', '09:00', '17:00'),
    piece('2025-01-24', '09:00', '17:00'),
  ]);
  assert.is(workedHours(lisbon('2025-01-20', '00:00'), lisbon('2025-01-25', '00:00'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', blackouts), 30.5);
});

pieces('pieces are whole milliseconds in the person\'s zone, also from a start off the minute', () => {
  // Tokyo is UTC+9: nine to five there is 00:00 to 08:00 UTC.
  const start = at('2025-01-20T03:00:00.123Z');
  const found = workedPieces(start, at('2025-01-21T12:00:00Z'), DEFAULT_WORK_WEEK, 'Asia/Tokyo', []);
  assert.equal(found, [
    { start, end: at('2025-01-20T08:00:00Z') },
    { start: at('2025-01-21T00:00:00Z'), end: at('2025-01-21T08:00:00Z') },
  ]);
  for (const { start: from, end } of found) assert.ok(Number.isInteger(from) && Number.isInteger(end));
});

pieces('an empty or backwards span has no pieces', () => {
  assert.equal(workedPieces(lisbon('2025-01-20', '12:00'), lisbon('2025-01-20', '12:00'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', []), []);
  assert.equal(workedPieces(lisbon('2025-01-20', '12:00'), lisbon('2025-01-20', '10:00'), DEFAULT_WORK_WEEK, 'Europe/Lisbon', []), []);
});

pieces.run();
