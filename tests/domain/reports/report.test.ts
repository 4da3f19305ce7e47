/** Report rules: which groupings and intervals each view takes, a widget config, its filter, and the 12-column grid. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Validated } from '../../../src/domain/shared/result.ts';
import {
  allowsGrouping, allowsInterval, CATEGORY_GROUPINGS, EMPTY_REPORT_FILTER, REPORT_GROUPINGS, REPORT_VIEWS, TIME_GROUPINGS,
  validateFilter, validateGridRect, validateLayout, validateReport, validateWidgetConfig,
} from '../../../src/domain/reports/report.ts';

function said<T>(result: Validated<T>): string[] {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

const widget = (over: Record<string, unknown> = {}) => ({ title: ' Closed per week ', view: 'VALUES_THROUGH_TIME', metric: 'TICKET_COUNT', grouping: 'CLOSED_AT', interval: 'WEEK', ...over });

// ---------------------------------------------------------------------------------------------
const table = suite('reports: what each view takes');

table('time and categorical groupings split the ten groupings in two', () => {
  assert.equal([...TIME_GROUPINGS, ...CATEGORY_GROUPINGS].sort(), [...REPORT_GROUPINGS].sort());
  assert.is(TIME_GROUPINGS.length + CATEGORY_GROUPINGS.length, 10);
});

table('views now, compared now, through time and the calendar take time groupings; broken down and compared through time take categories', () => {
  for (const view of ['VALUES_NOW', 'COMPARE_VALUES_NOW', 'VALUES_THROUGH_TIME', 'CALENDAR'] as const) {
    assert.ok(allowsGrouping(view, 'CREATED_AT') && allowsGrouping(view, 'WORK_DAY'), view);
    assert.not.ok(allowsGrouping(view, 'TAG') || allowsGrouping(view, 'ASSIGNEE'), view);
  }
  for (const view of ['VALUES_BROKEN_DOWN_NOW', 'COMPARE_THROUGH_TIME'] as const) {
    assert.ok(allowsGrouping(view, 'TAG') && allowsGrouping(view, 'WORKFLOW_STATE'), view);
    assert.not.ok(allowsGrouping(view, 'ETA') || allowsGrouping(view, 'WORK_DAY'), view);
  }
  assert.is(REPORT_VIEWS.length, 6);
});

table('the calendar takes days only; a breakdown takes no interval (AUTO)', () => {
  assert.ok(allowsInterval('CALENDAR', 'DAY') && allowsInterval('CALENDAR', 'AUTO'));
  assert.not.ok(allowsInterval('CALENDAR', 'WEEK') || allowsInterval('CALENDAR', 'MONTH'));
  assert.ok(allowsInterval('VALUES_BROKEN_DOWN_NOW', 'AUTO'));
  assert.not.ok(allowsInterval('VALUES_BROKEN_DOWN_NOW', 'DAY'));
  assert.ok(allowsInterval('VALUES_THROUGH_TIME', 'MONTH') && allowsInterval('COMPARE_THROUGH_TIME', 'DAY'));
});

// ---------------------------------------------------------------------------------------------
const config = suite('reports: a widget config');

config('a valid config: the title trimmed, no filter is the empty filter', () => {
  assert.equal(validateWidgetConfig(widget()), {
    ok: true,
    value: { title: 'Closed per week', view: 'VALUES_THROUGH_TIME', metric: 'TICKET_COUNT', grouping: 'CLOSED_AT', interval: 'WEEK', filter: EMPTY_REPORT_FILTER },
  });
});

config('unknown enumeration values say what is known and what came', () => {
  assert.equal(said(validateWidgetConfig(widget({ view: 'PIE', metric: 'avg', grouping: 'OWNER', interval: 'YEAR' }))), [
    'view: The view must be one of CALENDAR, COMPARE_THROUGH_TIME, COMPARE_VALUES_NOW, VALUES_BROKEN_DOWN_NOW, VALUES_NOW, VALUES_THROUGH_TIME, got "PIE"',
    'metric: The metric must be one of SUM_HOURS_WORKED, TICKET_COUNT, got "avg"',
    'grouping: The grouping must be one of ASSIGNEE, CLOSED_AT, CREATED_AT, ETA, PRODUCT, SCHEDULED_AT, TAG, WORKFLOW, WORKFLOW_STATE, WORK_DAY, got "OWNER"',
    'interval: The interval must be one of AUTO, DAY, MONTH, WEEK, got "YEAR"',
  ]);
  assert.equal(said(validateWidgetConfig(widget({ interval: undefined, metric: 3 }))), [
    'metric: The metric must be one of SUM_HOURS_WORKED, TICKET_COUNT, got 3',
    'interval: The interval must be one of AUTO, DAY, MONTH, WEEK, got undefined',
  ]);
});

config('a grouping the view does not take, and an interval that makes no sense for it', () => {
  assert.equal(said(validateWidgetConfig(widget({ grouping: 'TAG' }))), [
    'grouping: Values through time cannot be grouped by TAG: use CREATED_AT, CLOSED_AT, SCHEDULED_AT, ETA, WORK_DAY',
  ]);
  assert.equal(said(validateWidgetConfig(widget({ view: 'CALENDAR', interval: 'MONTH' }))), ['interval: Calendar takes the interval AUTO or DAY, got MONTH']);
  assert.equal(said(validateWidgetConfig(widget({ view: 'VALUES_BROKEN_DOWN_NOW', grouping: 'PRODUCT', interval: 'WEEK' }))), [
    'interval: Values broken down now has no interval: use AUTO, got WEEK',
  ]);
  assert.ok(validateWidgetConfig(widget({ view: 'VALUES_BROKEN_DOWN_NOW', grouping: 'PRODUCT', interval: 'AUTO' })).ok);
});

config('a title is required and at most 128 characters', () => {
  assert.equal(said(validateWidgetConfig(widget({ title: '  ' }))), ['title: Title is required']);
  assert.equal(said(validateWidgetConfig(widget({ title: 'x'.repeat(129) }))), ['title: Title must be at most 128 characters']);
  assert.ok(validateWidgetConfig(widget({ title: 'x'.repeat(128) })).ok);
});

config('the filter: lists of ids, known statuses and display states, repeats dropped', () => {
  assert.equal(validateFilter({ productIds: ['1', '1', '2'], statuses: ['DONE'], displayStates: ['InProgress'] }), {
    ok: true, value: { projectIds: [], productIds: ['1', '2'], workflowIds: [], tagIds: [], assigneeIds: [], statuses: ['DONE'], displayStates: ['InProgress'], createdFrom: null, createdTo: null },
  });
  assert.equal(said(validateFilter({ tagIds: 'urgent', assigneeIds: [''], statuses: ['OPEN'], displayStates: ['Closed'] })), [
    "filter.tagIds: The filter's tagIds must be a list of ids",
    "filter.assigneeIds: The filter's assigneeIds must be a list of ids",
    'filter.statuses: A status must be one of CANCELLED, DONE, SCHEDULED, UNSCHEDULED, got "OPEN"',
    'filter.displayStates: A display state must be one of Done, Draft, Estimated, InProgress, Scheduled, Unassigned, Unestimated, got "Closed"',
  ]);
  assert.equal(said(validateFilter({ createdFrom: '2025-02-30', createdTo: 'tomorrow' })), [
    'filter.createdFrom: A created date must be a date (YYYY-MM-DD)',
    'filter.createdTo: A created date must be a date (YYYY-MM-DD)',
  ]);
  assert.equal(said(validateFilter({ createdFrom: '2025-03-02', createdTo: '2025-03-01' })), ['filter.createdTo: The last created date must not be before the first']);
  assert.equal(validateFilter({ createdFrom: '2024-02-29', createdTo: '' }), { ok: true, value: { ...EMPTY_REPORT_FILTER, createdFrom: '2024-02-29' } });
  assert.equal(said(validateFilter([])), ['filter: The filter must be an object of id lists, statuses and display states']);
  assert.equal(said(validateFilter({ productIds: Array.from({ length: 1001 }, (_, i) => String(i)) })), ["filter.productIds: The filter's productIds may hold at most 1000 values"]);
  assert.equal(said(validateWidgetConfig(widget({ filter: { statuses: ['OPEN'] } }))), ['filter.statuses: A status must be one of CANCELLED, DONE, SCHEDULED, UNSCHEDULED, got "OPEN"']);
});

// ---------------------------------------------------------------------------------------------
const grid = suite('reports: the 12-column grid');

grid('a place within the grid', () => {
  assert.equal(validateGridRect({ x: 0, y: 0, w: 12, h: 4 }), { ok: true, value: { x: 0, y: 0, w: 12, h: 4 } });
  assert.ok(validateGridRect({ x: 11, y: 188, w: 1, h: 12 }).ok); // the last column, ending on row 200
});

grid('out of range positions and sizes', () => {
  assert.equal(said(validateGridRect({ x: 12, y: -1, w: 0, h: 13 })), [
    'x: The column must be from 0 to 11',
    'y: The row must be 0 or more',
    'w: The width must be from 1 to 12 columns',
    'h: The height must be from 1 to 12 rows',
  ]);
  assert.equal(said(validateGridRect({ x: 8, y: 0, w: 6, h: 2 })), ['w: The widget must stay within the 12 columns: column + width at most 12']);
  assert.equal(said(validateGridRect({ x: 0, y: 195, w: 6, h: 6 })), ['h: The widget must end within 200 rows']);
  assert.equal(said(validateGridRect({ x: 1.5, y: '0', w: 6, h: null })), [
    'x: The column must be a whole number',
    'y: The row must be a whole number',
    'h: The height must be a whole number',
  ]);
});

grid('widgets never overlap; touching edges is fine', () => {
  const ok = validateLayout([{ x: 0, y: 0, w: 6, h: 4 }, { x: 6, y: 0, w: 6, h: 4 }, { x: 0, y: 4, w: 12, h: 2 }]);
  assert.ok(ok.ok);
  assert.equal(said(validateLayout([{ x: 0, y: 0, w: 6, h: 4 }, { x: 6, y: 0, w: 6, h: 4 }, { x: 5, y: 3, w: 2, h: 2 }])), ['layout[2]: The widget overlaps widget 1']);
  assert.equal(said(validateLayout([{ x: 0, y: 0, w: 4, h: 4 }, { x: 13, y: 0, w: 4, h: 4 }])), ['layout[1].x: The column must be from 0 to 11']);
});

grid('a whole report: a name, each widget named by its place in the list', () => {
  const place = (x: number, y: number) => ({ x, y, w: 6, h: 4 });
  const valid = validateReport({ name: ' Team ', widgets: [{ config: widget(), layout: place(0, 0) }, { config: widget({ view: 'CALENDAR', interval: 'DAY' }), layout: place(6, 0) }] });
  assert.ok(valid.ok);
  assert.is(valid.ok && valid.value.name, 'Team');
  assert.is(valid.ok && valid.value.widgets[1]!.config.view, 'CALENDAR');
  assert.equal(said(validateReport({ name: '', widgets: [{ config: widget(), layout: place(0, 0) }, { config: widget({ grouping: 'PRODUCT' }), layout: place(3, 2) }] })), [
    'name: Name is required',
    'widgets[1].grouping: Values through time cannot be grouped by PRODUCT: use CREATED_AT, CLOSED_AT, SCHEDULED_AT, ETA, WORK_DAY',
    'widgets[1].layout: The widget overlaps widget 1',
  ]);
  assert.equal(said(validateReport({ name: 'Big', widgets: Array.from({ length: 49 }, (_, i) => ({ config: widget(), layout: { x: 0, y: i * 4, w: 12, h: 4 } })) })).slice(0, 1), [
    'widgets: A report holds at most 48 widgets',
  ]);
});

table.run();
config.run();
grid.run();
