/**
 * A widget chart's arithmetic: keys, label spacing, the calendar's grid, shades, the folding of
 * small groups into 'Other', and the sentence a screen reader hears. Worked out by hand: 1 January
 * 2026 is a Thursday (its week starts Monday 29 December 2025), 1 March 2026 a Sunday.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { GroupSeries, WidgetData } from '../../../src/domain/reports/aggregate.ts';
import {
  calendarLayout, drawnGroups, drawnSeries, fitLatest, formatShare, heatLevel, isLabelled, labelStride, nextActive, OTHER_KEY, spacedLabels, widgetSummary,
} from '../../../src/domain/reports/widget-chart-model.ts';
import { addDays } from '../../../src/domain/time/blackout-calendar.ts';

const days = (first: string, count: number, value = (index: number) => index) => Array.from({ length: count }, (_, index) => ({ bucketStart: addDays(first, index), value: value(index) }));

const keys = suite('nextActive');

keys('from no datum, forward keys start at the first and backward ones at the last', () => {
  assert.is(nextActive(null, 'ArrowRight', 5), 0);
  assert.is(nextActive(null, 'ArrowDown', 5), 0);
  assert.is(nextActive(null, 'ArrowLeft', 5), 4);
  assert.is(nextActive(null, 'ArrowUp', 5), 4);
});

keys('arrows move one datum and stop at the ends; Home and End jump there', () => {
  assert.is(nextActive(2, 'ArrowLeft', 5), 1);
  assert.is(nextActive(2, 'ArrowRight', 5), 3);
  assert.is(nextActive(4, 'ArrowRight', 5), 4);
  assert.is(nextActive(0, 'ArrowUp', 5), 0);
  assert.is(nextActive(2, 'Home', 5), 0);
  assert.is(nextActive(2, 'End', 5), 4);
});

keys('other keys and an empty chart move nothing', () => {
  assert.is(nextActive(2, 'a', 5), undefined);
  assert.is(nextActive(2, 'Enter', 5), undefined);
  assert.is(nextActive(null, 'ArrowRight', 0), undefined);
});

keys('on a calendar Left and Right move a week and stay at the edge; Up and Down move a day', () => {
  assert.is(nextActive(3, 'ArrowRight', 20, true), 10);
  assert.is(nextActive(10, 'ArrowLeft', 20, true), 3);
  assert.is(nextActive(15, 'ArrowRight', 20, true), 15);
  assert.is(nextActive(3, 'ArrowLeft', 20, true), 3);
  assert.is(nextActive(3, 'ArrowDown', 20, true), 4);
  assert.is(nextActive(3, 'ArrowUp', 20, true), 2);
});

const fitting = suite('labels and fitting');

fitting('labels go every as many items as their width needs', () => {
  assert.is(labelStride(10, 45), 5);
  assert.is(labelStride(50, 45), 1);
  assert.is(labelStride(0, 45), Number.MAX_SAFE_INTEGER);
});

fitting('the latest item is always labelled, then every stride back', () => {
  const shown = Array.from({ length: 10 }, (_, index) => index).filter((index) => isLabelled(index, 10, 4));
  assert.equal(shown, [1, 5, 9]);
});

fitting('as many of the latest items as fit, at least one', () => {
  assert.is(fitLatest(100, 300, 10), 30);
  assert.is(fitLatest(5, 300, 10), 5);
  assert.is(fitLatest(100, 5, 10), 1);
});

fitting('left-aligned labels too close to the one before are left out', () => {
  // 'Oct 2025' takes 8 * 6.8 + 14 - 6 = 62.4 px; 'Nov' 3 * 6.8 + 14 - 6 = 28.4 px.
  const labels = [
    { x: 0, text: 'Oct 2025' },
    { x: 40, text: 'Nov' },
    { x: 63, text: 'Dec' },
    { x: 80, text: 'Jan 2026' },
    { x: 92, text: 'Feb' },
  ];
  assert.equal(spacedLabels(labels).map((label) => label.text), ['Oct 2025', 'Dec', 'Feb']);
});

const calendar = suite('calendarLayout');

calendar('days sit in week columns from the first Monday, Monday on the top row', () => {
  const layout = calendarLayout(days('2026-01-01', 64));
  const cell = (date: string) => layout.cells.find((one) => one.date === date)!;
  assert.equal([cell('2026-01-01').column, cell('2026-01-01').row], [0, 3]);
  assert.equal([cell('2026-01-04').column, cell('2026-01-04').row], [0, 6]);
  assert.equal([cell('2026-01-05').column, cell('2026-01-05').row], [1, 0]);
  // 5 March is 66 days after Monday 29 December: column 9, a Thursday.
  assert.equal([cell('2026-03-05').column, cell('2026-03-05').row], [9, 3]);
  assert.is(layout.columns, 10);
});

calendar('each month begins over the week of its first day', () => {
  // 1 February is 34 days after 29 December (column 4), 1 March 62 (column 8).
  assert.equal(calendarLayout(days('2026-01-01', 64)).months, [
    { column: 0, date: '2026-01-01' },
    { column: 4, date: '2026-02-01' },
    { column: 8, date: '2026-03-01' },
  ]);
});

calendar('a first month shown for less than three weeks gives way to the next', () => {
  // From Tuesday 20 January: 1 February is in the second column.
  assert.equal(calendarLayout(days('2026-01-20', 22)).months, [{ column: 1, date: '2026-02-01' }]);
  // From Thursday 26 February: the calendar starts with the month shown.
  assert.equal(calendarLayout(days('2026-02-26', 10)).months, [{ column: 0, date: '2026-03-01' }]);
});

calendar('no days, no grid', () => {
  assert.equal(calendarLayout([]), { cells: [], columns: 0, months: [] });
});

calendar('shades go by quarters of the largest value, 0 for nothing', () => {
  assert.equal([0, 1, 2.5, 2.6, 7.5, 7.6, 10].map((value) => heatLevel(value, 10)), [0, 1, 1, 2, 3, 4, 4]);
  assert.is(heatLevel(5, 0), 0);
});

const groups = suite('drawn groups');

groups('up to eight groups are drawn as they are', () => {
  const eight = Array.from({ length: 8 }, (_, index) => ({ key: `g${index}`, value: 8 - index }));
  assert.is(drawnGroups(eight), eight);
});

groups('beyond eight, the first seven and one Other that sums the rest', () => {
  const ten = Array.from({ length: 10 }, (_, index) => ({ key: `g${index}`, value: 10 - index }));
  const drawn = drawnGroups(ten);
  assert.is(drawn.length, 8);
  assert.equal(drawn[6], { key: 'g6', value: 4 });
  // g7, g8, g9: 3 + 2 + 1.
  assert.equal(drawn[7], { key: OTHER_KEY, label: 'Other (3)', value: 6 });
});

groups('series beyond eight fold into Other bucket by bucket', () => {
  const nine: GroupSeries[] = Array.from({ length: 9 }, (_, index) => ({
    key: `g${index}`,
    points: [
      { bucketStart: '2026-03-01', value: index },
      { bucketStart: '2026-03-02', value: 1 },
    ],
  }));
  const drawn = drawnSeries(nine);
  assert.is(drawn.length, 8);
  assert.equal(drawn[7], {
    key: OTHER_KEY,
    label: 'Other (2)',
    points: [
      { bucketStart: '2026-03-01', value: 15 },
      { bucketStart: '2026-03-02', value: 2 },
    ],
  });
});

groups('shares are whole percentages, a sliver is less than one', () => {
  assert.is(formatShare(1, 3), '33%');
  assert.is(formatShare(1, 1000), '<1%');
  assert.is(formatShare(0, 5), '0%');
  assert.is(formatShare(3, 0), '0%');
});

const summary = suite('widgetSummary');

summary('a single number says what and when', () => {
  assert.is(widgetSummary({ view: 'VALUES_NOW', value: 12 }, 'TICKET_COUNT', 'CREATED_AT', 'WEEK'), 'Tickets created, this week: 12 tickets.');
  assert.is(widgetSummary({ view: 'VALUES_NOW', value: 1 }, 'SUM_HOURS_WORKED', 'WORK_DAY'), 'Hours worked: 1 hour.');
});

summary('a comparison says both periods and the change in words', () => {
  const data: WidgetData = { view: 'COMPARE_VALUES_NOW', interval: 'WEEK', previous: { bucketStart: '2026-02-23', value: 5 }, current: { bucketStart: '2026-03-02', value: 8 }, change: 3 };
  assert.is(widgetSummary(data, 'TICKET_COUNT', 'CLOSED_AT'), 'Tickets closed: 8 tickets this week, 5 tickets last week, up 3 tickets.');
  assert.is(widgetSummary({ ...data, current: { ...data.current, value: 5 }, change: 0 }, 'TICKET_COUNT', 'CLOSED_AT'), 'Tickets closed: 5 tickets this week, 5 tickets last week, no change.');
});

summary('a series says its span, its total, its largest and its latest', () => {
  const data: WidgetData = { view: 'VALUES_THROUGH_TIME', interval: 'WEEK', points: [{ bucketStart: '2026-02-16', value: 2 }, { bucketStart: '2026-02-23', value: 7 }, { bucketStart: '2026-03-02', value: 1 }] };
  assert.is(widgetSummary(data, 'TICKET_COUNT', 'CREATED_AT'), 'Tickets created per week from the week of 16 Feb 2026 to the week of 2 Mar 2026: 10 tickets in all, the most 7 tickets (the week of 23 Feb 2026), the latest 1 ticket.');
});

summary('a breakdown lists six groups and counts the rest', () => {
  const data: WidgetData = { view: 'VALUES_BROKEN_DOWN_NOW', groups: Array.from({ length: 8 }, (_, index) => ({ key: `t${index}`, label: `Tag ${index}`, value: 8 - index })) };
  assert.is(widgetSummary(data, 'TICKET_COUNT', 'TAG'), 'Tickets by tag: Tag 0: 8 tickets; Tag 1: 7 tickets; Tag 2: 6 tickets; Tag 3: 5 tickets; Tag 4: 4 tickets; Tag 5: 3 tickets; and 2 more.');
});

keys.run();
fitting.run();
calendar.run();
groups.run();
summary.run();
