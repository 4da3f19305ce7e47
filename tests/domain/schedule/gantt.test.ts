/** The schedule's gantt chart (src/domain/schedule/gantt.ts): rows, spans, the axis in a time zone, the visible window, arrows, shading, the table. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ganttArrows,
  ganttAxis,
  ganttRows,
  ganttSpan,
  ganttTableRows,
  parseGanttZoom,
  shadedDays,
  visibleDays,
  visibleRows,
  type GanttProject,
  type GanttRow,
  type GanttTicket,
  type GanttTicketRow,
} from '../../../src/domain/schedule/gantt.ts';
import type { OneOffBlackout, RecurringBlackout } from '../../../src/domain/time/blackout.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';

const ticket = (localId: number, facts: Partial<GanttTicket> = {}): GanttTicket => ({
  id: `t${localId}`,
  localId,
  title: `Ticket ${localId}`,
  projectId: null,
  displayState: 'Scheduled',
  start: null,
  p50: null,
  p80: null,
  dueDate: null,
  waitsOn: [],
  ...facts,
});

/** A ticket planned on whole UTC days of November 2026: start, p50 and p80 are day numbers. */
const planned = (localId: number, start: number, p50: number, p80: number, facts: Partial<GanttTicket> = {}): GanttTicket =>
  ticket(localId, { start: nov(start), p50: nov(p50), p80: nov(p80), ...facts });
const nov = (day: number, time = '00:00') => `2026-11-${String(day).padStart(2, '0')}T${time}:00.000Z`;

/** Now is Sunday 22 November 2026, noon UTC. */
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

const names = (rows: readonly GanttRow[]) => rows.map((row) => (row.kind === 'project' ? `${'  '.repeat(row.depth)}[${row.name}]` : `${'  '.repeat(row.depth)}#${row.ticket.localId}`));

const rows = suite('gantt rows');

const PROJECTS: GanttProject[] = [
  { id: 'p1', name: 'Launch', parentId: null },
  { id: 'p2', name: 'Player', parentId: 'p1' },
  { id: 'p3', name: 'api', parentId: 'p1' },
  { id: 'p4', name: 'Backlog', parentId: null },
  { id: 'p5', name: 'Zeta', parentId: null },
  { id: 'p6', name: 'Sub', parentId: 'p5' },
];

rows('projects in tree order by name, each with its own tickets by start then number (no start last), sub-projects after, then "No project"', () => {
  const tickets = [
    planned(1, 12, 13, 14, { projectId: 'p1' }),
    ticket(2, { projectId: 'p1' }),
    planned(3, 10, 11, 12, { projectId: 'p1' }),
    planned(4, 10, 12, 20, { projectId: 'p1' }),
    planned(5, 3, 4, 30, { projectId: 'p2' }),
    planned(6, 15, 16, 17, { projectId: 'p3' }),
    planned(7, 1, 2, 3, { projectId: 'p6' }),
    ticket(8),
    planned(9, 5, 6, 7),
    planned(10, 6, 7, 8, { projectId: 'gone' }),
  ];
  const result = ganttRows(tickets, PROJECTS);
  assert.equal(names(result), [
    '[Launch]',
    '  #3',
    '  #4',
    '  #1',
    '  #2',
    '  [api]',
    '    #6',
    '  [Player]',
    '    #5',
    '[Zeta]',
    '  [Sub]',
    '    #7',
    '[No project]',
    '  #9',
    '  #10',
    '  #8',
  ]);
  assert.not.ok(names(result).includes('[Backlog]'), 'a project with no tickets below it has no row');
  const launch = result[0]!;
  assert.equal(launch.kind === 'project' && launch.bar, { start: Date.parse(nov(3)), end: Date.parse(nov(30)) }, "a project spans its subtree's earliest start to latest p80");
  assert.is(launch.kind === 'project' && launch.ticketCount, 6);
  const zeta = result.find((row) => row.kind === 'project' && row.id === 'p5')!;
  assert.equal(zeta.kind === 'project' && zeta.bar, { start: Date.parse(nov(1)), end: Date.parse(nov(3)) });
  const six = result.find((row) => row.kind === 'ticket' && row.ticket.localId === 6) as GanttTicketRow;
  assert.is(six.project, 'Launch / api');
  const ten = result.find((row) => row.kind === 'ticket' && row.ticket.localId === 10) as GanttTicketRow;
  assert.is(ten.project, null, 'a ticket whose project is not in the list goes under No project');
});

rows('a bar needs a start and a p50; a missing p80 is the p50; no project row without tickets; no group without loose tickets', () => {
  const result = ganttRows([planned(1, 2, 4, 6, { projectId: 'p4', p80: null }), ticket(2, { projectId: 'p4', start: nov(2) })], PROJECTS);
  assert.equal(names(result), ['[Backlog]', '  #1', '  #2']);
  assert.equal((result[1] as GanttTicketRow).bar, { start: Date.parse(nov(2)), p50: Date.parse(nov(4)), p80: Date.parse(nov(4)) });
  assert.is((result[2] as GanttTicketRow).bar, null);
  assert.equal(ganttRows([], PROJECTS), []);
});

rows('at risk: an ETA (p80) past the end of the due day, never once done', () => {
  const result = ganttRows(
    [
      planned(1, 2, 4, 12, { dueDate: '2026-11-11T00:00:00.000Z' }),
      planned(2, 2, 4, 11, { dueDate: '2026-11-11T00:00:00.000Z' }),
      planned(3, 2, 4, 12, { dueDate: '2026-11-11T00:00:00.000Z', displayState: 'Done' }),
      planned(4, 2, 4, 12),
    ],
    [],
  );
  assert.equal(
    result.flatMap((row) => (row.kind === 'ticket' ? [[row.ticket.localId, row.atRisk]] : [])),
    [
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ],
  );
});

const span = suite('gantt span and axis');

span('zoom from the address, weeks by default', () => {
  assert.is(parseGanttZoom('days'), 'days');
  assert.is(parseGanttZoom('months'), 'months');
  assert.is(parseGanttZoom('years'), 'weeks');
  assert.is(parseGanttZoom(null), 'weeks');
});

span('the days shown: a margin around the bars and today, rounded to Mondays at weeks, to months at months', () => {
  const result = ganttRows([planned(1, 10, 20, 25), planned(2, 12, 14, 16, { p80: '2026-12-03T10:00:00.000Z' })], []);
  assert.equal(ganttSpan(result, NOW, 'UTC', 'days'), { first: '2026-11-07', days: 30 }, 'Nov 7 (3 before the 10th) to Dec 6 (3 after Dec 3)');
  assert.equal(ganttSpan(result, NOW, 'UTC', 'weeks'), { first: '2026-11-02', days: 35 }, 'Monday Nov 2 to Sunday Dec 6');
  assert.equal(ganttSpan(result, NOW, 'UTC', 'months'), { first: '2026-11-01', days: 61 }, 'November and December');
});

span('with nothing planned: four weeks from a few days before today; today counts even when the bars are all past', () => {
  assert.equal(ganttSpan([], NOW, 'UTC', 'days'), { first: '2026-11-19', days: 28 });
  const past = ganttRows([planned(1, 1, 2, 3)], []);
  const weeks = ganttSpan(past, NOW, 'UTC', 'weeks');
  assert.is(weeks.first, '2026-10-26');
  assert.is(weeks.days % 7, 0);
  assert.ok(weeks.days >= 35, 'to beyond today (Nov 22 + 3)');
});

span('days are read in the time zone: late evening in New York is the next day in UTC', () => {
  const result = ganttRows([ticket(1, { start: '2026-11-10T02:00:00.000Z', p50: '2026-11-12T02:00:00.000Z', p80: '2026-11-30T02:00:00.000Z' })], []);
  assert.is(ganttSpan(result, NOW, 'UTC', 'days').first, '2026-11-07');
  assert.is(ganttSpan(result, NOW, 'America/New_York', 'days').first, '2026-11-06', '02:00 UTC on the 10th is the 9th in New York');
});

span('weeks zoom in New York across the clock change of 1 November 2026: Mondays, month names, equal days', () => {
  const axis = ganttAxis({ first: '2026-10-26', days: 14 }, 'weeks', 'America/New_York');
  assert.is(axis.width, 14 * 18);
  assert.equal(
    axis.minor.map((tick) => [tick.label, tick.x, tick.width]),
    [
      ['Oct 26', 0, 126],
      ['Nov 2', 126, 126],
    ],
  );
  assert.equal(
    axis.major.map((tick) => [tick.label, tick.x, tick.width]),
    [
      ['October 2026', 0, 108],
      ['November 2026', 108, 144],
    ],
  );
  assert.is(axis.minor[1]!.title, 'Week of Monday, November 2, 2026');
  const first = axis.days.find((day) => day.date === '2026-11-01')!;
  assert.is(first.weekday, 'sunday');
  assert.is(first.start, Date.parse('2026-11-01T04:00:00.000Z'), 'midnight EDT');
  assert.is(first.end - first.start, 25 * 3_600_000, 'the day the clocks go back has 25 hours');
  assert.is(axis.xOf(Date.parse('2026-11-02T05:00:00.000Z')), 7 * 18, 'midnight EST on Monday is the left edge of its day');
  assert.is(axis.xOf(Date.parse('2026-11-01T17:00:00.000Z')), 6 * 18 + (13 / 25) * 18, 'noon on the long day is 13 of its 25 hours in');
  assert.is(axis.xOf(Date.parse('2026-10-26T04:00:00.000Z')), 0);
  assert.is(axis.xOf(Date.parse('2026-11-09T05:00:00.000Z')), axis.width, 'the end of the last day is the right edge');
  assert.is(axis.xOf(Date.parse('2026-10-25T04:00:00.000Z')), -18, 'before the first day at the same rate');
});

span('days zoom: a tick a day with its weekday, months as the major line; months zoom: months, years', () => {
  const days = ganttAxis({ first: '2026-10-30', days: 4 }, 'days', 'America/New_York');
  assert.equal(
    days.minor.map((tick) => tick.label),
    ['Fri 30', 'Sat 31', 'Sun 1', 'Mon 2'],
  );
  assert.equal(
    days.minor.map((tick) => tick.x),
    [0, 48, 96, 144],
  );
  assert.equal(
    days.major.map((tick) => [tick.label, tick.x]),
    [
      ['October 2026', 0],
      ['November 2026', 96],
    ],
  );
  const months = ganttAxis({ first: '2026-12-01', days: 62 }, 'months', 'UTC');
  assert.equal(
    months.minor.map((tick) => [tick.label, tick.x]),
    [
      ['Dec 2026', 0],
      ['Jan 2027', 155],
    ],
  );
  assert.equal(
    months.major.map((tick) => [tick.label, tick.x, tick.width]),
    [
      ['2026', 0, 155],
      ['2027', 155, 155],
    ],
  );
});

const windows = suite('gantt visible window');

windows('the top: the rows in view and the overscan below, none above', () => {
  assert.equal(visibleRows(0, 320, 32, 1000, 5), { first: 0, last: 15 });
  assert.equal(visibleRows(-40, 320, 32, 1000, 5), { first: 0, last: 15 }, 'an overscrolled top is the top');
});

windows('the middle and the bottom, clamped to the rows there are', () => {
  assert.equal(visibleRows(3200, 320, 32, 1000, 5), { first: 95, last: 115 });
  assert.equal(visibleRows(1000 * 32 - 320, 320, 32, 1000, 5), { first: 985, last: 1000 });
  assert.equal(visibleRows(3210, 320, 32, 1000, 0), { first: 100, last: 111 }, 'a row cut at either edge is drawn');
});

windows('empty, and fewer rows than the viewport holds', () => {
  assert.equal(visibleRows(0, 320, 32, 0, 5), { first: 0, last: 0 });
  assert.equal(visibleRows(0, 600, 32, 3, 5), { first: 0, last: 3 });
  assert.equal(visibleRows(0, 0, 32, 3, 0), { first: 0, last: 0 }, 'no viewport, nothing to draw');
});

windows('days across: the same rule in day widths', () => {
  const axis = ganttAxis({ first: '2026-11-02', days: 60 }, 'weeks', 'UTC');
  assert.equal(visibleDays(0, 180, axis, 0), { first: 0, last: 10 });
  assert.equal(visibleDays(900, 180, axis, 2), { first: 48, last: 60 });
});

const arrows = suite('gantt arrows');

/** One group "No project" on row 0, then the tickets by start on rows 1, 2, ... */
function arrowScene() {
  const tickets = [
    planned(1, 2, 4, 5),
    planned(2, 6, 7, 8, { waitsOn: ['t1'] }),
    planned(3, 3, 5, 6, { waitsOn: ['t1'] }),
    ticket(4, { start: nov(9) }),
    planned(5, 10, 11, 12, { waitsOn: ['t4', 'gone', 't5'] }),
    planned(6, 20, 21, 22, { waitsOn: ['t1', 't1'] }),
  ];
  const rows = ganttRows(tickets, []);
  const axis = ganttAxis({ first: '2026-11-01', days: 30 }, 'days', 'UTC');
  const at = (id: string) => rows.findIndex((row) => row.kind === 'ticket' && row.ticket.id === id);
  return { rows, axis, at };
}

arrows('from the end of the waited-on bar (p50) out right, down, in to the start of the waiting bar', () => {
  const { rows, axis, at } = arrowScene();
  assert.equal(names(rows), ['[No project]', '  #1', '  #3', '  #2', '  #4', '  #5', '  #6']);
  const all = ganttArrows(rows, axis, 32, { first: 0, last: rows.length });
  const two = all.find((arrow) => arrow.toId === 't2')!;
  assert.is(two.fromId, 't1');
  const [y1, y2] = [at('t1') * 32 + 16, at('t2') * 32 + 16];
  assert.is(two.path, `M${3 * 48},${y1} H${3 * 48 + 8} V${y2} H${5 * 48}`);
});

arrows('a waiting bar that starts before the other ends turns back along the row boundary', () => {
  const { rows, axis, at } = arrowScene();
  const three = ganttArrows(rows, axis, 32, { first: 0, last: rows.length }).find((arrow) => arrow.toId === 't3')!;
  const [y1, y2] = [at('t1') * 32 + 16, at('t3') * 32 + 16];
  assert.is(three.path, `M144,${y1} H152 V${y2 - 16} H${2 * 48 - 8} V${y2} H96`);
});

arrows('no arrow without both bars, to an unknown ticket, to itself; a repeated wait is one arrow', () => {
  const { rows, axis } = arrowScene();
  const all = ganttArrows(rows, axis, 32, { first: 0, last: rows.length });
  assert.equal(all.map((arrow) => arrow.key).sort(), ['t1>t2', 't1>t3', 't1>t6']);
});

arrows('only arrows that touch the visible rows: an end inside, or a line across them', () => {
  const { rows, axis, at } = arrowScene();
  const keys = (first: number, last: number) => ganttArrows(rows, axis, 32, { first, last }).map((arrow) => arrow.key).sort();
  assert.equal(keys(at('t4'), at('t5') + 1), ['t1>t6'], 'rows #4 and #5 are crossed by the arrow from #1 to #6 only');
  assert.equal(keys(at('t6'), rows.length), ['t1>t6']);
  assert.equal(keys(0, at('t1')), [], 'the group row alone');
  assert.equal(keys(0, 0), []);
});

const shading = suite('gantt shading');

const role = (id: string) => ({ id, name: `Person ${id}` });
const oneOff = (id: string, name: string, start: string, stop: string, roles: readonly string[]): OneOffBlackout => ({ id, name, start, stop, roles: roles.map(role) });
const BLACKOUTS = {
  oneOffs: [
    oneOff('b1', 'Offsite', '2026-11-04T10:00:00.000Z', '2026-11-05T02:00:00.000Z', ['r2']),
    oneOff('b2', 'Their leave', '2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z', ['r3']),
    oneOff('b3', 'Holiday', '2026-11-11T00:00:00.000Z', '2026-11-12T00:00:00.000Z', []),
  ],
  recurring: [{ id: 'b4', name: 'Retro', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [role('r1')] } satisfies RecurringBlackout],
};
const SPAN = { first: '2026-11-02', days: 14 };
const shadedText = (days: ReturnType<typeof shadedDays>) => days.map((day) => `${day.date.slice(8)}${day.weekend ? ' weekend' : ''}${day.blackouts.length ? ` ${day.blackouts.join('+')}` : ''}`);

shading('with nobody filtered: Saturdays and Sundays, and only the blackouts for everyone', () => {
  assert.equal(shadedText(shadedDays(SPAN, 'UTC', [], BLACKOUTS)), ['07 weekend', '08 weekend', '11 Holiday', '14 weekend', '15 weekend']);
});

shading('a weekday is weekend only when none of the people works it: someone working Saturdays unshades them', () => {
  const saturdays = { ...DEFAULT_WORK_WEEK, saturday: { startTime: '10:00', stopTime: '14:00' } };
  const shaded = shadedDays(SPAN, 'UTC', [{ id: 'r1', workWeek: null }, { id: 'r2', workWeek: saturdays }], { oneOffs: [], recurring: [] });
  assert.equal(shadedText(shaded), ['08 weekend', '15 weekend']);
  const nobodyMonday = { ...DEFAULT_WORK_WEEK, monday: { startTime: null, stopTime: null } };
  assert.equal(shadedText(shadedDays({ first: '2026-11-02', days: 7 }, 'UTC', [{ id: 'r1', workWeek: nobodyMonday }], { oneOffs: [], recurring: [] })), ['02 weekend', '07 weekend', '08 weekend']);
});

shading("the blackouts of the people filtered shade the days they touch; other people's do not", () => {
  const shaded = shadedDays(SPAN, 'UTC', [{ id: 'r1', workWeek: null }, { id: 'r2', workWeek: null }], BLACKOUTS);
  assert.equal(shadedText(shaded), ['04 Offsite', '05 Offsite', '06 Retro', '07 weekend', '08 weekend', '11 Holiday', '13 Retro', '14 weekend', '15 weekend']);
  assert.is(shaded.find((day) => day.date === '2026-11-04')!.index, 2);
});

shading('days are those of the time zone: a blackout at 02:00 UTC is the evening before in New York', () => {
  const late = { oneOffs: [oneOff('b5', 'Late deploy', '2026-11-04T02:00:00.000Z', '2026-11-04T03:00:00.000Z', [])], recurring: [] };
  assert.equal(shadedText(shadedDays({ first: '2026-11-02', days: 5 }, 'America/New_York', [], late)), ['03 Late deploy']);
  assert.equal(shadedText(shadedDays({ first: '2026-11-02', days: 5 }, 'UTC', [], late)), ['04 Late deploy']);
});

const table = suite('gantt table');

table('every ticket in chart order, plain values, waits-on by number (null when not shown)', () => {
  const rows = ganttRows(
    [planned(1, 2, 4, 12, { projectId: 'p2', dueDate: '2026-11-11T00:00:00.000Z' }), ticket(2, { waitsOn: ['t1', 'elsewhere'] })],
    PROJECTS,
  );
  assert.equal(ganttTableRows(rows), [
    {
      id: 't1',
      localId: 1,
      title: 'Ticket 1',
      displayState: 'Scheduled',
      project: 'Launch / Player',
      start: Date.parse(nov(2)),
      p50: Date.parse(nov(4)),
      p80: Date.parse(nov(12)),
      dueDate: '2026-11-11',
      atRisk: true,
      waitsOn: [],
    },
    {
      id: 't2',
      localId: 2,
      title: 'Ticket 2',
      displayState: 'Scheduled',
      project: null,
      start: null,
      p50: null,
      p80: null,
      dueDate: null,
      atRisk: false,
      waitsOn: [
        { id: 't1', localId: 1 },
        { id: 'elsewhere', localId: null },
      ],
    },
  ]);
});

rows.run();
span.run();
windows.run();
arrows.run();
shading.run();
table.run();
