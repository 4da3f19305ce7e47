/**
 * The gantt chart in happy-dom with a thousand tickets: only a window of rows and days is in the
 * DOM, scrolling moves the window, the table alternative lists every ticket, and at-risk tickets
 * say so in words.
 */
import { testWindow } from '../shared/setup.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { GanttProject, GanttTicket, GanttZoom } from '../../../src/domain/schedule/gantt.ts';
import { GANTT_ROW_HEIGHT, GanttChart, useGanttModel, type GanttInput } from '../../../src/ui/screens/schedule/gantt-chart.tsx';
import { GanttTable } from '../../../src/ui/screens/schedule/gantt-table.tsx';


const DAY = 86_400_000;
/** Now is Sunday 22 November 2026, noon UTC. */
const NOW = Date.UTC(2026, 10, 22, 12);
const FIRST = Date.UTC(2026, 10, 2);

const PROJECTS: GanttProject[] = [
  ...Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}`, parentId: null })),
  { id: 'p10', name: 'Player', parentId: 'p0' },
];

/** A thousand tickets over about a year: a hundred a project (the last ten without one), each waiting on the one before; every fiftieth at risk. */
const TICKETS: GanttTicket[] = Array.from({ length: 1000 }, (_, index) => {
  const n = index + 1;
  const start = FIRST + Math.floor(index / 3) * DAY;
  return {
    id: `t${n}`,
    localId: n,
    title: `Ticket ${n}`,
    projectId: n > 990 ? null : n <= 20 ? 'p10' : `p${Math.floor(index / 100)}`,
    displayState: n % 7 === 0 ? 'InProgress' : 'Scheduled',
    start: new Date(start).toISOString(),
    p50: new Date(start + 3 * DAY).toISOString(),
    p80: new Date(start + 5.5 * DAY).toISOString(),
    dueDate: n % 50 === 0 ? new Date(start + 4 * DAY).toISOString() : null,
    waitsOn: n % 100 === 1 ? [] : [`t${n - 1}`],
  };
});

const INPUT: GanttInput = { tickets: TICKETS, projects: PROJECTS, people: [], blackouts: { oneOffs: [], recurring: [] }, timeZone: 'UTC', now: NOW, zoom: 'weeks' };

function Harness({ input, table }: { readonly input: GanttInput; readonly table?: boolean }) {
  const model = useGanttModel(input);
  const hrefOf = (id: string) => `/org/7/ticket/${id}/view`;
  return table ? <GanttTable rows={model.table} timeZone={model.timeZone} now={model.now} hrefOf={hrefOf} /> : <GanttChart model={model} hrefOf={hrefOf} fallbackSize={{ width: 1024, height: 560 }} />;
}

async function render(input: GanttInput, table = false) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(<Harness input={input} table={table} />);
  });
  return {
    container,
    rerender: async (next: GanttInput) => act(async () => root!.render(<Harness input={next} table={table} />)),
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

const labels = (container: Element) => [...container.querySelectorAll('.gantt-label')];
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function scrollTo(container: Element, top: number, left?: number) {
  const box = container.querySelector<HTMLElement>('.gantt-scroll')!;
  box.scrollTop = top;
  if (left !== undefined) box.scrollLeft = left;
  await act(async () => {
    box.dispatchEvent(new testWindow.Event('scroll') as unknown as Event);
  });
}

const chart = suite('gantt chart');

chart('a thousand tickets: only a window of rows is drawn, labels and bars alike', async () => {
  const { container, unmount } = await render(INPUT);
  const shown = labels(container);
  assert.ok(shown.length > 10 && shown.length <= 40, `${shown.length} labels in the DOM`);
  assert.is(text(shown[0]), 'Project 0');
  assert.is(text(shown[1]), '#21 Ticket 21', 'the own tickets of Project 0 come before its sub-project Player (#1 to #20)');
  const grid = container.querySelector<HTMLElement>('.gantt')!;
  assert.is(grid.style.getPropertyValue('--gantt-body-height'), `${(1000 + 12) * GANTT_ROW_HEIGHT}px`, '1000 tickets, 11 projects and the No project group');
  const bars = container.querySelectorAll('g.gantt-bar');
  assert.ok(bars.length > 0 && bars.length <= 40, `${bars.length} bars in the DOM`);
  assert.is(container.querySelector('svg.gantt-body')!.getAttribute('aria-hidden'), 'true');
  await unmount();
});

chart('scrolling down draws the rows in view and lets go of the rows above', async () => {
  const { container, unmount } = await render(INPUT);
  const before = labels(container).map((label) => label.getAttribute('data-row'));
  await scrollTo(container, 500 * GANTT_ROW_HEIGHT);
  const after = labels(container);
  const rows = after.map((label) => label.getAttribute('data-row'));
  assert.ok(after.length <= 40, `${after.length} labels after scrolling`);
  assert.not.ok(rows.includes(before[0]!), 'the top rows are gone');
  const tops = after.map((label) => Number.parseFloat((label as HTMLElement).style.top));
  assert.ok(Math.min(...tops) <= 500 * GANTT_ROW_HEIGHT && Math.max(...tops) >= 500 * GANTT_ROW_HEIGHT + 560 - GANTT_ROW_HEIGHT, 'the rows of the viewport are there');
  const arrows = [...container.querySelectorAll('.gantt-arrows path')];
  assert.ok(arrows.length > 0 && arrows.length <= 40, `${arrows.length} arrows, those of the rows in view`);
  assert.match(arrows[0]!.getAttribute('marker-end') ?? '', /^url\(#.+-arrow\)$/);
  await scrollTo(container, 1012 * GANTT_ROW_HEIGHT);
  assert.is(text(labels(container).at(-1)?.querySelector('a')), '#1000 Ticket 1000', 'the bottom is the last ticket of No project');
  await unmount();
});

chart('across, only the days in view: the header ticks and the shaded weekends follow the horizontal scroll', async () => {
  const days: GanttZoom = 'days';
  const { container, unmount } = await render({ ...INPUT, zoom: days });
  const ticks = () => [...container.querySelectorAll('.gantt-ticks[data-line="minor"] .gantt-tick')].map((tick) => tick.getAttribute('title'));
  const first = ticks();
  assert.ok(first.length > 0 && first.length < 60, `${first.length} day ticks of a span of a year`);
  assert.ok(first.includes('Sunday, November 22, 2026'), 'it opens on today');
  const weekends = container.querySelectorAll('.gantt-shade[data-kind="weekend"]').length;
  assert.ok(weekends > 0 && weekends < 20, `${weekends} weekend days drawn`);
  await scrollTo(container, 0, 100 * 48);
  const later = ticks();
  assert.not.ok(later.includes('Sunday, November 22, 2026'));
  assert.ok(later.length < 60);
  await unmount();
});

chart('at risk is said in words beside the label and in the bar, not only in colour', async () => {
  const { container, unmount } = await render(INPUT);
  const risky = labels(container).find((label) => label.hasAttribute('data-at-risk'))!;
  assert.ok(risky, 'a ticket at risk is among the first rows');
  assert.match(text(risky), /At Risk/);
  const ticket = risky.getAttribute('data-row')!.replace('ticket:', '');
  const bar = container.querySelector(`g.gantt-bar[data-ticket="${ticket}"]`)!;
  assert.match(text(bar.querySelector('title')), /At Risk/);
  assert.ok(bar.querySelector('.gantt-risk-mark'), 'a mark beside the bar');
  assert.match(text(container.querySelector('g.gantt-bar title')), /^#\d+ Ticket \d+ Planned start: .* 50%: .* ETA \(80%\): /);
  await unmount();
});

chart('nothing to draw says so', async () => {
  const { container, unmount } = await render({ ...INPUT, tickets: [] });
  assert.match(text(container), /No tickets to draw/);
  await unmount();
});

const table = suite('gantt table');

table('the table lists every ticket with header cells, and at-risk ones say so', async () => {
  const { container, unmount } = await render(INPUT, true);
  assert.ok(container.querySelector('table > caption'));
  assert.equal(
    [...container.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')]),
    ['Ticket', 'Project', 'State', 'Planned start', '50%', 'ETA (80%)', 'Due', 'At Risk', 'Waits on'].map((name) => [name, 'col']),
  );
  const rows = [...container.querySelectorAll('tbody tr')];
  assert.is(rows.length, 1000);
  assert.equal(new Set(rows.map((row) => row.getAttribute('data-ticket'))).size, 1000);
  const fifty = rows.find((row) => row.getAttribute('data-ticket') === '50')!;
  assert.is(text(fifty.querySelector('[data-label="At Risk"]')), 'At Risk');
  assert.is(text(fifty.querySelector('[data-label="Waits on"]')), '#49');
  assert.is(text(fifty.querySelector('[data-label="Project"]')), 'Project 0');
  assert.is(fifty.querySelector('th[scope="row"] a')?.getAttribute('href'), '/org/7/ticket/t50/view');
  const one = rows.find((row) => row.getAttribute('data-ticket') === '1')!;
  assert.is(text(one.querySelector('[data-label="At Risk"]')), 'No');
  assert.is(text(one.querySelector('[data-label="Project"]')), 'Project 0 / Player');
  assert.is(text(one.querySelector('[data-label="Planned start"]')), 'Mon, Nov 2, 00:00', 'this year leaves the year out');
  assert.is(rows.filter((row) => text(row.querySelector('[data-label="At Risk"]')) === 'At Risk').length, 20);
  await unmount();
});

chart.run();
table.run();
