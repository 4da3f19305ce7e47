/**
 * A widget's words and numbers: bucket names, values with units, axis ticks, and the widget as a
 * table and as CSV. Every expectation is worked out by hand (1 March 2026 is a Sunday, so the
 * week of 2 March starts on that Monday).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WidgetData } from '../../../src/domain/reports/aggregate.ts';
import {
  axisLabel, bucketLabel, describeValue, formatChange, formatValue, isEmptyWidget, metricLabel, monthAxisLabels, niceTicks, periodWords, splitValue, widgetCsv, widgetCsvFileName, widgetTable,
} from '../../../src/domain/reports/widget-table.ts';

const labels = suite('bucket labels');

labels('a day, a week and a month read in full for tables', () => {
  assert.is(bucketLabel('2026-03-03', 'DAY'), '3 Mar 2026');
  assert.is(bucketLabel('2026-03-02', 'WEEK'), 'Week of 2 Mar 2026');
  assert.is(bucketLabel('2026-03-01', 'MONTH'), 'March 2026');
  assert.is(bucketLabel('2026-12-01', 'MONTH'), 'December 2026');
});

labels('axes read short: days and weeks by day and month, months by name with the year on the first and on January', () => {
  assert.is(axisLabel('2026-03-03', 'DAY'), '3 Mar');
  assert.is(axisLabel('2026-03-02', 'WEEK'), '2 Mar');
  assert.is(axisLabel('2026-03-01', 'MONTH'), 'Mar');
  assert.is(axisLabel('2026-03-01', 'MONTH', true), 'Mar 2026');
  assert.is(axisLabel('2027-01-01', 'MONTH'), 'Jan 2027');
});

labels('a month axis carries the year on its first label and where the year changes', () => {
  assert.equal(monthAxisLabels(['2025-03-01', '2025-09-01', '2026-03-01', '2026-09-01']), ['Mar 2025', 'Sep', 'Mar 2026', 'Sep']);
  assert.equal(monthAxisLabels(['2025-11-01', '2026-01-01']), ['Nov 2025', 'Jan 2026']);
});

labels('the periods of a single number are named', () => {
  assert.equal(periodWords('WEEK'), { now: 'This week', before: 'Last week' });
  assert.equal(periodWords('DAY'), { now: 'Today', before: 'Yesterday' });
  assert.is(periodWords('AUTO').now, 'All time');
});

labels('a column says what is counted, by the date that places a ticket', () => {
  assert.is(metricLabel('TICKET_COUNT', 'CREATED_AT', 'VALUES_THROUGH_TIME'), 'Tickets created');
  assert.is(metricLabel('TICKET_COUNT', 'WORK_DAY', 'CALENDAR'), 'Tickets worked on');
  assert.is(metricLabel('TICKET_COUNT', 'TAG', 'VALUES_BROKEN_DOWN_NOW'), 'Tickets');
  assert.is(metricLabel('TICKET_COUNT', 'TAG', 'COMPARE_THROUGH_TIME'), 'Tickets closed');
  assert.is(metricLabel('SUM_HOURS_WORKED', 'CLOSED_AT', 'VALUES_NOW'), 'Hours worked (tickets closed)');
  assert.is(metricLabel('SUM_HOURS_WORKED', 'ASSIGNEE', 'COMPARE_THROUGH_TIME'), 'Hours worked');
});

const values = suite('values');

values('tickets are whole numbers grouped by thousands; hours have at most one decimal', () => {
  assert.is(formatValue(1234, 'TICKET_COUNT'), '1,234');
  assert.is(formatValue(7, 'TICKET_COUNT'), '7');
  assert.is(formatValue(12.46, 'SUM_HOURS_WORKED'), '12.5 h');
  assert.is(formatValue(12.04, 'SUM_HOURS_WORKED'), '12 h');
  assert.is(formatValue(0.04, 'SUM_HOURS_WORKED'), '0 h');
  assert.is(formatValue(1234567.25, 'SUM_HOURS_WORKED'), '1,234,567.3 h');
});

values('a value in words counts one and many', () => {
  assert.is(describeValue(1, 'TICKET_COUNT'), '1 ticket');
  assert.is(describeValue(2, 'TICKET_COUNT'), '2 tickets');
  assert.is(describeValue(0, 'TICKET_COUNT'), '0 tickets');
  assert.is(describeValue(0.96, 'SUM_HOURS_WORKED'), '1 hour');
  assert.is(describeValue(2.5, 'SUM_HOURS_WORKED'), '2.5 hours');
});

values('a big number stands apart from its unit, which counts one and many', () => {
  assert.equal(splitValue(1204, 'TICKET_COUNT', 'CREATED_AT', 'VALUES_NOW'), { amount: '1,204', unit: 'tickets created' });
  assert.equal(splitValue(1, 'TICKET_COUNT', 'CLOSED_AT', 'VALUES_NOW'), { amount: '1', unit: 'ticket closed' });
  assert.equal(splitValue(1.04, 'SUM_HOURS_WORKED', 'WORK_DAY', 'VALUES_NOW'), { amount: '1', unit: 'hour worked' });
  assert.equal(splitValue(7.25, 'SUM_HOURS_WORKED', 'CREATED_AT', 'VALUES_NOW'), { amount: '7.3', unit: 'hours worked (tickets created)' });
});

values('a change carries its sign, a real minus, and none when it rounds to nothing', () => {
  assert.is(formatChange(3, 'TICKET_COUNT'), '+3');
  assert.is(formatChange(-2, 'TICKET_COUNT'), '−2');
  assert.is(formatChange(0, 'TICKET_COUNT'), '0');
  assert.is(formatChange(1.5, 'SUM_HOURS_WORKED'), '+1.5 h');
  assert.is(formatChange(-0.02, 'SUM_HOURS_WORKED'), '0 h');
});

const ticks = suite('niceTicks');

ticks('ticks are 1, 2 or 5 times a power of ten and reach the top', () => {
  // 10 / 4 = 2.5 -> 5; 14 / 4 = 3.5 -> 5, three steps to 15; 1234 / 5 = 246.8 -> 500.
  assert.equal(niceTicks(10, 4), [0, 5, 10]);
  assert.equal(niceTicks(14, 4), [0, 5, 10, 15]);
  assert.equal(niceTicks(1234, 5), [0, 500, 1000, 1500]);
  assert.equal(niceTicks(3, 4), [0, 1, 2, 3]);
});

ticks('tickets never get a fraction of a step; hours go down to tenths', () => {
  assert.equal(niceTicks(0.3, 4), [0, 1]);
  assert.equal(niceTicks(0.3, 4, false), [0, 0.1, 0.2, 0.3]);
});

ticks('a chart of nothing still has an axis from 0 to 1', () => {
  assert.equal(niceTicks(0), [0, 1]);
  assert.equal(niceTicks(Number.NaN), [0, 1]);
});

const tables = suite('widgetTable and widgetCsv');

const series: WidgetData = {
  view: 'VALUES_THROUGH_TIME',
  interval: 'WEEK',
  points: [
    { bucketStart: '2026-02-23', value: 4 },
    { bucketStart: '2026-03-02', value: 0 },
  ],
};

tables('a single number is one row, with its period when the interval is known', () => {
  assert.equal(widgetTable({ view: 'VALUES_NOW', value: 12 }, 'TICKET_COUNT', 'CREATED_AT'), { columns: ['Tickets created'], rows: [[12]] });
  assert.equal(widgetTable({ view: 'VALUES_NOW', value: 12 }, 'TICKET_COUNT', 'CREATED_AT', 'WEEK'), { columns: ['Period', 'Tickets created'], rows: [['This week', 12]] });
});

tables('a comparison is the period before, this one, then the signed change', () => {
  const data: WidgetData = { view: 'COMPARE_VALUES_NOW', interval: 'WEEK', previous: { bucketStart: '2026-02-23', value: 5 }, current: { bucketStart: '2026-03-02', value: 3 }, change: -2 };
  assert.equal(widgetTable(data, 'TICKET_COUNT', 'CLOSED_AT'), {
    columns: ['Period', 'Tickets closed'],
    rows: [
      ['Last week (week of 23 Feb 2026)', 5],
      ['This week (week of 2 Mar 2026)', 3],
      ['Change', '−2'],
    ],
  });
  assert.is(widgetCsv(data, 'TICKET_COUNT', 'CLOSED_AT'), 'Period,Tickets closed\r\nLast week (week of 23 Feb 2026),5\r\nThis week (week of 2 Mar 2026),3\r\nChange,-2\r\n');
});

tables('a series is a row per bucket, named in full on screen and by ISO date in the CSV', () => {
  assert.equal(widgetTable(series, 'TICKET_COUNT', 'CREATED_AT'), {
    columns: ['Week', 'Tickets created'],
    rows: [
      ['Week of 23 Feb 2026', 4],
      ['Week of 2 Mar 2026', 0],
    ],
  });
  assert.is(widgetCsv(series, 'TICKET_COUNT', 'CREATED_AT'), 'Week (Monday),Tickets created\r\n2026-02-23,4\r\n2026-03-02,0\r\n');
  const months: WidgetData = { view: 'VALUES_THROUGH_TIME', interval: 'MONTH', points: [{ bucketStart: '2026-03-01', value: 2.345 }] };
  assert.is(widgetCsv(months, 'SUM_HOURS_WORKED', 'WORK_DAY'), 'Month,Hours worked\r\n2026-03,2.35\r\n');
});

tables('a calendar is a row per day', () => {
  const data: WidgetData = { view: 'CALENDAR', days: [{ bucketStart: '2026-03-01', value: 1 }, { bucketStart: '2026-03-02', value: 3 }] };
  assert.equal(widgetTable(data, 'TICKET_COUNT', 'CLOSED_AT').rows, [['1 Mar 2026', 1], ['2 Mar 2026', 3]]);
});

tables('a breakdown is a row per group by its name; the CSV quotes and guards names', () => {
  const data: WidgetData = {
    view: 'VALUES_BROKEN_DOWN_NOW',
    groups: [
      { key: 't1', label: 'Bugs, "urgent"', value: 5 },
      { key: 't2', label: '=SUM(A1)', value: 2 },
      { key: 't3', value: 1 },
      { key: '', label: 'None', value: 1 },
    ],
  };
  assert.equal(widgetTable(data, 'TICKET_COUNT', 'TAG'), {
    columns: ['Tag', 'Tickets'],
    rows: [['Bugs, "urgent"', 5], ['=SUM(A1)', 2], ['t3', 1], ['None', 1]],
  });
  assert.is(widgetCsv(data, 'TICKET_COUNT', 'TAG'), 'Tag,Tickets\r\n"Bugs, ""urgent""",5\r\n\'=SUM(A1),2\r\nt3,1\r\nNone,1\r\n');
});

tables('a comparison through time is a row per bucket with a column per group, every group kept', () => {
  const data: WidgetData = {
    view: 'COMPARE_THROUGH_TIME',
    interval: 'DAY',
    series: Array.from({ length: 10 }, (_, index) => ({
      key: `p${index}`,
      label: `Person ${index}`,
      points: [
        { bucketStart: '2026-03-01', value: index },
        { bucketStart: '2026-03-02', value: 1 },
      ],
    })),
  };
  const table = widgetTable(data, 'SUM_HOURS_WORKED', 'ASSIGNEE');
  assert.equal(table.columns, ['Day', ...Array.from({ length: 10 }, (_, index) => `Person ${index}`)]);
  assert.equal(table.rows, [
    ['1 Mar 2026', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ['2 Mar 2026', 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  ]);
  assert.is(widgetCsv(data, 'SUM_HOURS_WORKED', 'ASSIGNEE').split('\r\n')[1], '2026-03-01,0,1,2,3,4,5,6,7,8,9');
});

tables('a comparison with no group is a table of no rows', () => {
  assert.equal(widgetTable({ view: 'COMPARE_THROUGH_TIME', interval: 'WEEK', series: [] }, 'TICKET_COUNT', 'TAG'), { columns: ['Week'], rows: [] });
});

tables('the file name is the title in plain lower-case words', () => {
  assert.is(widgetCsvFileName('Tickets closed / week — Ünïcode!'), 'tickets-closed-week-unicode.csv');
  assert.is(widgetCsvFileName('   '), 'widget.csv');
});

const empty = suite('isEmptyWidget');

empty('a series or a breakdown of zeros has nothing to draw; a single number always has', () => {
  assert.ok(isEmptyWidget({ ...series, points: series.points.map((point) => ({ ...point, value: 0 })) }));
  assert.not.ok(isEmptyWidget(series));
  assert.ok(isEmptyWidget({ view: 'VALUES_BROKEN_DOWN_NOW', groups: [] }));
  assert.ok(isEmptyWidget({ view: 'COMPARE_THROUGH_TIME', interval: 'WEEK', series: [] }));
  assert.ok(isEmptyWidget({ view: 'CALENDAR', days: [{ bucketStart: '2026-03-01', value: 0 }] }));
  assert.not.ok(isEmptyWidget({ view: 'VALUES_NOW', value: 0 }));
});

labels.run();
values.run();
ticks.run();
tables.run();
empty.run();
