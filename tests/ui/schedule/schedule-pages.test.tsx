/**
 * The schedule pages in happy-dom, over the real models and a stubbed gateway: the status line, the
 * calendar month with its ETAs and deliveries, the list by ETA with At Risk and its order in the
 * address, the empty list, and the priority rules with their counts.
 */
import { testWindow } from '../shared/setup.ts';
import { signal } from '@preact/signals-core';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createScheduleArea } from '../../../src/application/schedule/schedule-area.ts';
import { ScheduleGateway } from '../../../src/application/schedule/schedule-gateway.port.ts';
import type { WorkArea, WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import type { BlockerView, PriorityRuleView, ScheduleRow, ScheduleTicketsRequest } from '../../../src/domain/schedule/schedule-rows.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';
import { SchedulePages } from '../../../src/ui/screens/schedule/schedule-pages.tsx';
import { countsText } from '../../../src/ui/screens/schedule/schedule-priorities.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import type { GanttData, GanttEntry } from '../../../src/domain/schedule/gantt-data.ts';
import type { EditFacts } from '../../../src/domain/schedule/schedule-edit.ts';
import type { SearchVariables } from '../../../src/domain/work/search-query.ts';
import type { ProjectionInputJson } from '../../../src/domain/projection/projection-input.ts';
import { ProjectionPreview } from '../../../src/application/schedule/projection-preview.port.ts';
import { LANE_SECTIONS, type LaneSectionKind, type LaneTaskView, type LaneView } from '../../../src/domain/schedule/swimlanes.ts';
import { renderInOrganization } from './render-in-organization.tsx';
import { scheduleRow } from '../../application/schedule/schedule-fixtures.ts';

void testWindow;

/** Now is Sunday 22 November 2026, noon UTC. */
const row = (n: number, patch: Partial<ScheduleRow> = {}): ScheduleRow =>
  scheduleRow(n, { states: [{ id: `s${n}`, assignee: { id: 'r1', name: 'Ana Lima', avatarUrl: null, color: 'BLUE', status: 'ACCEPTED' } as never }], ...patch });

const SCHEDULED = [
  row(1, { title: 'Ship the player', eta: '2026-11-24T15:00:00.000Z', etaP50: '2026-11-24T11:00:00.000Z' }),
  row(2, { title: 'Late store listing', eta: '2026-11-26T15:00:00.000Z', dueDate: '2026-11-25T00:00:00.000Z' }),
  row(3, { title: 'No ETA yet' }),
];
const DONE = [row(9, { title: 'Old release', status: 'DONE', displayState: 'Done', closedAt: '2026-11-10T12:00:00.000Z' })];
const RULES: PriorityRuleView[] = [
  { match: 'project', id: 'p1', name: 'Launch 2.0', ticketCount: 2, rankedCount: 2 },
  { match: 'tag', id: 'g1', name: 'bug', ticketCount: 3, rankedCount: 1 },
];

const BLOCKERS: BlockerView[] = [
  { id: 'b1', kind: 'BLOCKED', message: '#4 Build is blocked: Waiting for the artwork', ticket: { id: 't4', localId: 4, title: 'Cover art' }, stateId: 's4', person: null, related: [] },
  { id: 'b2', kind: 'WAITING', message: '#5 waits on #4, which is blocked', ticket: { id: 't5', localId: 5, title: 'Release' }, stateId: null, person: null, related: [{ id: 't4', localId: 4, title: 'Cover art' }] },
  { id: 'b3', kind: 'NO_WORKING_TIME', message: 'Bo Berg has work to do and no working hours in their week', ticket: null, stateId: null, person: { id: 'r2', name: 'Bo Berg' }, related: [] },
];

const laneTask = (id: string, localId: number, title: string, patch: { blocked?: boolean; dueDate?: string; eta?: string; estimate?: null } = {}): LaneTaskView => ({
  id,
  ticket: { id: `t${localId}`, localId, title, displayState: 'Scheduled', eta: patch.eta ?? null, dueDate: patch.dueDate ?? null },
  state: { id, name: 'Build', blocked: patch.blocked ?? false, estimate: patch.estimate === null ? null : { minimum: 2, likely: 3, maximum: 5 } },
  plannedStart: '2026-11-23T09:00:00.000Z',
  plannedStop: '2026-11-23T12:00:00.000Z',
});
const laneOf = (id: string, name: string | null, tasks: Partial<Record<LaneSectionKind, LaneTaskView[]>>): LaneView => ({
  id,
  person: name === null ? null : { id, name },
  sections: LANE_SECTIONS.map((kind) => ({ id: `${id}:${kind}`, kind, totalCount: kind === 'NEXT' && tasks.NEXT ? 40 : (tasks[kind]?.length ?? 0), tasks: tasks[kind] ?? [] })),
});
const LANES: LaneView[] = [
  laneOf('unassigned', null, { READY: [laneTask('s9', 9, 'Orphan')] }),
  laneOf('r1', 'Ana Lima', { IN_PROGRESS: [laneTask('s1', 1, 'Ship the player')], READY: [laneTask('s2', 2, 'Late store listing', { eta: '2026-11-26T15:00:00.000Z', dueDate: '2026-11-25T00:00:00.000Z' })], NEXT: [laneTask('s3', 3, 'Cover art', { blocked: true })] }),
  laneOf('r2', 'Bo Berg', {}),
];

const ganttEntry = (n: number, patch: Partial<GanttEntry> = {}): GanttEntry => ({
  id: `t${n}`,
  localId: n,
  title: `Gantt ticket ${n}`,
  projectId: 'p1',
  displayState: 'Scheduled',
  start: '2026-11-23T09:00:00.000Z',
  p50: '2026-11-25T12:00:00.000Z',
  p80: '2026-11-26T15:00:00.000Z',
  dueDate: null,
  waitsOn: [],
  assigneeIds: ['r1'],
  ...patch,
});
const GANTT: GanttData = {
  entries: [ganttEntry(1), ganttEntry(2, { assigneeIds: ['r2'], dueDate: '2026-11-25T00:00:00.000Z', waitsOn: ['t1'] }), ganttEntry(3, { start: null, p50: null, p80: null, projectId: null })],
  projects: [{ id: 'p1', name: 'Launch 2.0', parentId: null }],
  people: [
    { id: 'r1', name: 'Ana Lima', workWeek: null },
    { id: 'r2', name: 'Bo Berg', workWeek: null },
  ],
  blackouts: { oneOffs: [], recurring: [] },
};

const EDIT_FACTS: EditFacts = {
  tickets: [
    { ...ganttEntry(1), status: 'SCHEDULED', publication: 'PUBLISHED', productId: null, workflowId: null, tagIds: [], states: [{ id: 's1', name: 'Do', assigneeId: 'r1', estimate: { minimum: 2, likely: 2, maximum: 2 }, splittable: true, active: false, done: false }], eta: '2026-11-24T15:00:00.000Z', etaP50: null },
    { ...ganttEntry(2), status: 'UNSCHEDULED', displayState: 'Estimated', publication: 'PUBLISHED', productId: null, workflowId: null, tagIds: [], states: [{ id: 's2', name: 'Do', assigneeId: 'r1', estimate: { minimum: 1, likely: 1, maximum: 1 }, splittable: true, active: false, done: false }], eta: null, etaP50: null },
  ],
  people: [{ id: 'r1', name: 'Ana Lima', timeZone: 'UTC', workWeek: null }],
  oneOffBlackouts: [],
  recurringBlackouts: [],
  projects: [],
  priorities: [
    { match: 'project', id: 'p1' },
    { match: 'tag', id: 'g1' },
  ],
  choices: [
    { match: 'project', id: 'p1', name: 'Launch 2.0' },
    { match: 'tag', id: 'g1', name: 'bug' },
    { match: 'tag', id: 'g2', name: 'ux' },
  ],
};

async function open(
  url: string,
  { scheduled = SCHEDULED, rules = RULES, blockers = BLOCKERS, lanes = LANES, type = 'MEMBER' }: { scheduled?: readonly ScheduleRow[]; rules?: readonly PriorityRuleView[]; blockers?: readonly BlockerView[]; lanes?: readonly LaneView[]; type?: 'MEMBER' | 'ADMIN' | 'VISITOR' } = {},
) {
  const asked: ScheduleTicketsRequest[] = [];
  const matchesAsked: SearchVariables[] = [];
  const deps = {
    runner: runtimeOf(
      Layer.mergeAll(
      stubLayer(ProjectionPreview, { preview: (input: ProjectionInputJson) => Effect.succeed({ simulations: 2000, seed: 1, elapsedMs: 1, tasks: [], plan: [], problems: [], tickets: [...new Set(input.tasks.map((task) => task.ticket))].map((id) => ({ id, p50: '2026-11-25T10:00:00.000Z', p80: '2026-11-25T15:00:00.000Z' })) } as never) }),
      stubLayer(ScheduleGateway, {
        summary: () => Effect.succeed({ status: 'READY', failure: null, projectedAt: '2026-11-22T11:00:00.000Z', problems: 1 }),
        priorities: () => Effect.succeed(rules),
        blockers: () => Effect.succeed(blockers),
        lanes: () => Effect.succeed(lanes),
        gantt: () => Effect.succeed(GANTT),
        editFacts: () => Effect.succeed(EDIT_FACTS),
        editMatches: (variables: SearchVariables) => (matchesAsked.push(variables), Effect.succeed(variables.filter.atRisk ? ['t2', 't1'] : ['t1'])),
        applyEdit: () => Effect.void,
        tickets: (request: ScheduleTicketsRequest) => {
          asked.push(request);
          const nodes = request.filter.statuses?.[0] === 'DONE' ? DONE : scheduled;
          return Effect.succeed({ totalCount: nodes.length, pageInfo: { endCursor: null, hasNextPage: false }, nodes });
        },
      }),
      ),
    ) as unknown as WorkAreaDeps['runner'],
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
  const lists = { projects: [], products: [], workflows: [], tags: [{ id: 'g1', name: 'bug', color: 'RED' }], people: [] };
  const pickLists = { state: signal({ status: 'loaded', lists }), lists: signal(lists), load: async () => {}, refresh: async () => {} };
  const area = { schedule: createScheduleArea(deps), tickets: { pickLists } } as unknown as WorkArea;
  const route = orgRoute(url.split('?')[0]!);
  if (route.page !== 'schedule') throw new Error(`not a schedule page: ${url}`);
  const rendered = await renderInOrganization(<SchedulePages view={route.view} />, { url, area, me: { role: { id: 'r1', type, timeZone: 'UTC' } }, type });
  // The swimlanes and the gantt chart are chunks of their own: wait for them to arrive.
  const lazy = ['swimlanes', 'gantt', 'edit_tickets', 'edit_priorities', 'edit_projections'].includes(route.view);
  for (let tries = 0; lazy && tries < 200 && !rendered.container.querySelector('.swimlanes-page, .gantt-page, .schedule-edit, .schedule-view .empty-state'); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  await act(() => settle());
  return { ...rendered, asked, matchesAsked };
}

function text(element: Element | null | undefined): string {
  if (!element) return '';
  const pieces: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) pieces.push(node.textContent ?? '');
    else node.childNodes.forEach(walk);
  };
  walk(element);
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}

const pages = suite('schedule pages');

pages('the calendar: the status, the month with its ETAs and deliveries on their days, today marked', async () => {
  const { container, unmount } = await open('/org/7/schedule');
  assert.is(text(container.querySelector('h1')), 'Schedule');
  assert.match(text(container.querySelector('.schedule-status')), /Ready ETAs projected .*1 scheduled ticket has no ETA: see why \./);
  assert.is(container.querySelector('.schedule-problems a')?.getAttribute('href'), '/org/7/schedule/blocking_tickets');
  assert.is(text(container.querySelector('#schedule-month')), 'November 2026');
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Calendar');
  assert.is(container.querySelector('td[aria-current="date"]')?.querySelector('[aria-hidden="true"]')?.textContent, '22');
  assert.is(text(container.querySelector(".schedule-month-summary")), "2 ETAs ( 1 At Risk) , 1 ticket delivered this month.");
  const list = [...container.querySelectorAll('.schedule-day-list > li')].map((day) => text(day));
  assert.equal(list, ['Tuesday, November 10 Delivered: #9 Old release', 'Tuesday, November 24 ETA: #1 Ship the player', 'Thursday, November 26 ETA: #2 Late store listing (At Risk)']);
  assert.is(container.querySelector('.schedule-entry[data-at-risk]')?.getAttribute('href'), '/org/7/ticket/t2/view');
  await unmount();
});

pages('the list: by ETA, At Risk said, the order changed in the address', async () => {
  const { container, location, asked, unmount } = await open('/org/7/schedule/list');
  const rows = [...container.querySelectorAll('.schedule-table tbody tr')];
  assert.equal(rows.map((r) => text(r.querySelector('th'))), ['# 1 Ship the player', '# 2 Late store listing', '# 3 No ETA yet']);
  assert.match(text(rows[1]), /At Risk/);
  assert.not.match(text(rows[0]), /At Risk/);
  assert.is(rows[0]!.querySelector('a')?.getAttribute('href'), '/org/7/ticket/t1/view');
  assert.equal(asked.at(-1), { filter: { statuses: ['SCHEDULED'], stages: ['PUBLISHED'] }, first: 50, after: null, sortBy: 'eta', sortDirection: 'ASC' });
  assert.is(container.querySelector('th[aria-sort="ascending"]')?.textContent?.trim(), 'ETA (80%)');
  const title = [...container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === 'Order by Title')!;
  await act(async () => title.click());
  await act(() => settle());
  assert.is(location.history!.at(-1), '/org/7/schedule/list?sort=title&dir=asc');
  assert.equal({ sortBy: asked.at(-1)!.sortBy, sortDirection: asked.at(-1)!.sortDirection }, { sortBy: 'title', sortDirection: 'ASC' });
  await unmount();
});

pages('the swimlanes: a lane per person with its sections, the work nobody can do first; handles to move work for those who may', async () => {
  const { container, unmount } = await open('/org/7/schedule/swimlanes');
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Swimlanes');
  const lanes = [...container.querySelectorAll('.swimlane')];
  assert.equal(lanes.map((lane) => text(lane.querySelector('.swimlane-head'))), ['? Unassigned 1 task', 'Ana Lima 42 tasks', 'Bo Berg 0 tasks']);
  assert.equal([...lanes[1]!.querySelectorAll('.swimlane-section-head')].map((h) => text(h)), ['In progress 1', 'Ready to start 1', 'Next in the queue 1 of 40']);
  const rows = [...lanes[1]!.querySelectorAll('.swimlane-task')].map((row) => text(row));
  assert.match(rows[1]!, /^⠿ # 2 Late store listing Build 2–5 h, likely 3 from Mon, Nov 23, 09:00 At Risk$/);
  assert.match(rows[2]!, /Cover art .*Blocked/);
  assert.not.match(rows[0]!, /At Risk|Blocked/);
  assert.is(lanes[1]!.querySelector('[role="grid"]')?.getAttribute('aria-label'), 'Ana Lima’s work');
  assert.is(lanes[1]!.querySelectorAll('button[aria-label^="Move "]').length, 3);
  assert.match(text(lanes[2]), /Nothing scheduled\. Drop a task here to give it to them\./);
  assert.match(text(container.querySelector('.swimlanes-intro')), /^43 open states of scheduled tickets, by person\. Drag a task/);
  await unmount();
});

pages('the swimlanes for a visitor: read only, no handles, nothing said about moving', async () => {
  const { container, unmount } = await open('/org/7/schedule/swimlanes', { type: 'VISITOR' });
  assert.is(container.querySelectorAll('.swimlane').length, 3);
  assert.is(container.querySelectorAll('button[aria-label^="Move "]').length, 0);
  assert.not.match(text(container.querySelector('.swimlanes-intro')), /Drag/);
  assert.match(text(container.querySelectorAll('.swimlane')[2]), /Nothing scheduled\.$/);
  await unmount();
});

pages('the gantt chart: the summary, a bar per planned ticket, the person, zoom and view in the address', async () => {
  const { container, location, unmount } = await open('/org/7/schedule/gantt');
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Gantt');
  assert.is(text(container.querySelector('.gantt-summary')), '3 scheduled tickets , 1 At Risk ; 1 not projected ( see why ) . The same tickets are in the table view.');
  assert.equal([...container.querySelectorAll('.gantt-label')].map((label) => text(label)), ['Launch 2.0', '# 1 Gantt ticket 1', '# 2 Gantt ticket 2 ! At Risk', 'No project', '# 3 Gantt ticket 3']);
  const select = container.querySelector('select') as HTMLSelectElement;
  assert.equal([...select.options].map((option) => option.textContent), ['Everyone', 'Ana Lima', 'Bo Berg']);
  await act(async () => {
    select.value = 'r2';
    select.dispatchEvent(new (select.ownerDocument.defaultView as unknown as typeof globalThis).Event('change', { bubbles: true }));
  });
  await act(() => settle());
  assert.is(location.history!.at(-1), '/org/7/schedule/gantt?people=r2');
  await unmount();

  const bo = await open('/org/7/schedule/gantt?people=r2&zoom=days&view=table');
  assert.match(text(bo.container.querySelector('.gantt-summary')), /^1 scheduled ticket with work for Bo Berg , 1 At Risk \.$/);
  assert.is(bo.container.querySelector('button[aria-pressed="true"]')?.textContent, 'Days');
  const rows = [...bo.container.querySelectorAll('.gantt-table tbody tr')];
  assert.equal(rows.map((row) => text(row.querySelector('th'))), ['# 2 Gantt ticket 2']);
  assert.is(text(rows[0]!.querySelector('[data-label="ETA (80%)"]')), 'Thu, Nov 26, 15:00');
  assert.is(text(rows[0]!.querySelector('[data-label="Waits on"]')), 'a ticket not shown');
  await bo.unmount();
});

pages('the edit flow: members only read; an administrator orders the rules with the four moves, adds one, and sees the edit projected', async () => {
  const member = await open('/org/7/schedule/edit_priorities');
  assert.match(text(member.container), /Only owners and administrators change the schedule/);
  assert.is(member.container.querySelectorAll('.priority-edit-rule').length, 0);
  await member.unmount();

  const { container, unmount } = await open('/org/7/schedule/edit_priorities', { type: 'ADMIN' });
  assert.is(text(container.querySelector('h1')), 'Edit the schedule');
  const names = () => [...container.querySelectorAll('.priority-edit-rule .priority-rule-name')].map((name) => text(name));
  assert.equal(names(), ['Launch 2.0', 'bug']);
  const button = (label: string) => [...container.querySelectorAll('button')].find((each) => each.getAttribute('aria-label') === label) as HTMLButtonElement | undefined;
  assert.is(button('Move Launch 2.0 up')?.disabled, true, 'the first rule goes no higher');
  assert.is(button('Move bug last')?.disabled, true);
  await act(async () => button('Move bug first')!.click());
  await act(() => settle());
  assert.equal(names(), ['bug', 'Launch 2.0']);
  assert.match(text(container.querySelector('.schedule-edit-dirty')), /Changes not applied yet/);
  const select = container.querySelector('select') as HTMLSelectElement;
  assert.equal([...select.querySelectorAll('option')].map((option) => option.textContent), ['Choose a project, product, workflow, tag or ticket', 'ux'], 'only what no rule names yet');
  await act(async () => {
    select.value = 'tag:g2';
    select.dispatchEvent(new (select.ownerDocument.defaultView as unknown as typeof globalThis).Event('change', { bubbles: true }));
  });
  await act(async () => [...container.querySelectorAll('button')].find((each) => each.textContent === 'Add')!.click());
  await act(() => settle());
  assert.equal(names(), ['bug', 'Launch 2.0', 'ux']);
  await unmount();

  // The projections of an edit: computed on this device, each ETA beside the current one with the difference.
  const next = await open('/org/7/schedule/edit_projections', { type: 'ADMIN' });
  for (let tries = 0; tries < 50 && !next.container.querySelector('[data-preview="ready"]'); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  assert.match(text(next.container.querySelector('.schedule-edit-summary')), /^Projected on this device with 2,000 simulated runs\./);
  const row = next.container.querySelector('.schedule-edit-table tbody tr')!;
  assert.equal([...row.querySelectorAll('td')].map((cell) => text(cell)), ['Kept', 'Tue, Nov 24, 15:00', 'Wed, Nov 25, 15:00', '+1 day', 'On time']);
  const apply = [...next.container.querySelectorAll('button')].find((each) => each.textContent === 'Apply') as HTMLButtonElement;
  assert.is(apply.disabled, true, 'nothing to apply in an edit with no change');
  await next.unmount();
});

pages('edit_tickets: each change shows at once, also the second; taking a ticket off and keeping it is no change', async () => {
  const { container, unmount } = await open('/org/7/schedule/edit_tickets', { type: 'ADMIN' });
  const summary = () => (container.querySelector('.schedule-edit-summary')?.textContent ?? '').replace(/\s*\. Tickets ready.*$/, '');
  const press = async (label: string) => {
    const target = [...container.querySelectorAll('button')].find((each) => each.getAttribute('aria-label') === label);
    if (!target) throw new Error(`no button '${label}'`);
    await act(async () => target.click());
    await act(() => settle());
  };
  assert.is(summary(), '1 ticket on the schedule after this edit');
  await press('Add to the schedule: #2 Gantt ticket 2');
  assert.is(summary(), '2 tickets on the schedule after this edit, 1 added');
  await press('Take off the schedule: #1 Gantt ticket 1');
  assert.is(summary(), '1 ticket on the schedule after this edit, 1 added, 1 taken off', 'the second change shows too');
  await press('Keep it on the schedule: #1 Gantt ticket 1');
  assert.is(summary(), '2 tickets on the schedule after this edit, 1 added');
  assert.is(container.querySelector('tr[data-change]')?.textContent?.includes('Gantt ticket 2'), true, 'only the added ticket is marked');
  assert.is(container.querySelectorAll('tr[data-change]').length, 1);
  await press('Undo adding: #2 Gantt ticket 2');
  assert.is(summary(), '1 ticket on the schedule after this edit');
  assert.match(text(container.querySelector('.schedule-edit-dirty')), /No changes yet/);
  await unmount();
});

pages('edit_tickets: the search filter asks the server which tickets, and lists them in its order', async () => {
  const { container, unmount, matchesAsked } = await open('/org/7/schedule/edit_tickets', { type: 'ADMIN' });
  const rows = () => [...container.querySelectorAll('.schedule-edit-table tbody tr th')].map((cell) => cell.textContent);
  assert.equal(rows(), ['#1 Gantt ticket 1', '#2 Gantt ticket 2'], 'without a filter: all, in their own order');
  const toggle = [...container.querySelectorAll('button')].find((each) => each.textContent === 'Filters')!;
  await act(async () => toggle.click());
  await act(() => settle());
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  const atRisk = [...container.querySelectorAll('label')].find((label) => label.textContent === 'At Risk')!.querySelector('input')!;
  await act(async () => atRisk.click());
  await act(() => settle());
  assert.equal(matchesAsked.map((variables) => variables.filter), [{ atRisk: true }]);
  assert.equal(rows(), ['#2 Gantt ticket 2', '#1 Gantt ticket 1'], 'the matches, in the order the server gave');
  assert.match(toggle.textContent ?? '', /\(1\)$/);
  await unmount();
});

pages('an empty list says what to do', async () => {
  const { container, unmount } = await open('/org/7/schedule/list', { scheduled: [] });
  assert.match(text(container), /Nothing is scheduled yet/);
  assert.is([...container.querySelectorAll('a')].find((link) => text(link) === 'Go to the tickets')?.getAttribute('href'), '/org/7/ticket');
  await unmount();
});

pages('the priorities: in order, each with what it matches and ranks; none yet said plainly', async () => {
  const { container, unmount } = await open('/org/7/schedule/priorities');
  const rules = [...container.querySelectorAll('.priority-rule')].map((rule) => text(rule));
  assert.equal(rules, ['1 Project Launch 2.0 and its sub-projects Matches 2 scheduled tickets.', '2 Tag bug Matches 3 scheduled tickets; 1 take their priority from it, the others from a rule above.']);
  await unmount();
  const none = await open('/org/7/schedule/priorities', { rules: [] });
  assert.match(text(none.container), /No priority rules yet/);
  await none.unmount();
});

pages('what blocks the schedule: by kind, each with its fix and links; a person’s page for administrators only', async () => {
  const { container, unmount } = await open('/org/7/schedule/blocking_tickets');
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Blocking');
  assert.is(text(container.querySelector('.schedule-blocking-total')), '3 things block the schedule.');
  assert.equal([...container.querySelectorAll('.blocker-group h2')].map((h) => text(h)), ['Blocked states 1', 'Tickets waiting on work that cannot be projected 1', 'People with no working hours 1']);
  const waiting = container.querySelectorAll('.blocker')[1]!;
  assert.is(text(waiting), '#5 waits on #4, which is blocked Fix on # 5 Release · waits on # 4 Cover art');
  assert.equal([...waiting.querySelectorAll('a')].map((a) => a.getAttribute('href')), ['/org/7/ticket/t5/view', '/org/7/ticket/t4/view']);
  assert.match(text(container.querySelectorAll('.blocker')[2]), /Ask Bo Berg or an administrator to set their working week\./);
  await unmount();
  const admin = await open('/org/7/schedule/blocking_tickets', { type: 'ADMIN' });
  assert.is([...admin.container.querySelectorAll('.blocker a')].find((a) => /Bo Berg/.test(a.textContent ?? ''))?.getAttribute('href'), '/org/7/admin/role/r2/view');
  await admin.unmount();
  const none = await open('/org/7/schedule/blocking_tickets', { blockers: [] });
  assert.match(text(none.container), /Nothing blocks the schedule/);
  await none.unmount();
});

pages('what a rule says of its counts', () => {
  assert.is(countsText({ ticketCount: 0, rankedCount: 0 }), 'Matches 0 scheduled tickets.');
  assert.is(countsText({ ticketCount: 1, rankedCount: 1 }), 'Matches 1 scheduled ticket.');
  assert.is(countsText({ ticketCount: 4, rankedCount: 0 }), 'Matches 4 scheduled tickets, all ranked by a rule above.');
});

pages.run();
