/**
 * A report widget's body in happy-dom: every view draws, the keyboard and the pointer move the
 * active datum and its tooltip, the table alternative, the CSV download, and an empty widget.
 * Charts are drawn at their fallback size (480 x 240) here, since nothing is laid out.
 */
import { testWindow } from '../shared/setup.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WidgetData } from '../../../src/domain/reports/aggregate.ts';
import type { ReportGrouping, ReportInterval, ReportMetric } from '../../../src/domain/reports/report.ts';
import { WidgetBody } from '../../../src/ui/screens/reports/widget-chart.tsx';
import { render, type Rendered } from '../shared/render.tsx';

interface Saved {
  readonly fileName: string;
  readonly text: string;
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The text of an element's leaves, a space between each (as cells and tooltip lines read). */
const words = (element: Element | null | undefined): string =>
  !element ? '' : element.children.length === 0 ? text(element) : [...element.children].map(words).filter(Boolean).join(' ');

async function widget(data: WidgetData, options: { metric?: ReportMetric; grouping?: ReportGrouping; interval?: ReportInterval; title?: string } = {}) {
  const saved: Saved[] = [];
  const view = await render(
    <WidgetBody
      data={data}
      metric={options.metric ?? 'TICKET_COUNT'}
      grouping={options.grouping ?? 'CREATED_AT'}
      interval={options.interval}
      title={options.title ?? 'Created per week'}
      save={(fileName, content) => saved.push({ fileName, text: content })}
    />,
  );
  return { ...view, saved };
}

const plotOf = (view: Rendered) => view.container.querySelector<HTMLElement>('.wc-plot')!;
const tipOf = (view: Rendered) => words(view.container.querySelector('.wc-tip'));
const liveOf = (view: Rendered) => text(view.container.querySelector('[aria-live="polite"]'));
const buttonLabelled = (view: Rendered, name: string) => {
  const found = view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button '${name}'`);
  return found;
};

async function key(element: HTMLElement, name: string) {
  await act(async () => {
    element.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }) as unknown as Event);
  });
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

/** React's pointer enter, as a pointer coming over the element from outside the page. */
async function pointAt(element: Element) {
  await act(async () => {
    element.dispatchEvent(new testWindow.PointerEvent('pointerover', { bubbles: true }) as unknown as Event);
  });
}

const weeks: WidgetData = {
  view: 'VALUES_THROUGH_TIME',
  interval: 'WEEK',
  points: [
    { bucketStart: '2026-02-16', value: 2 },
    { bucketStart: '2026-02-23', value: 7 },
    { bucketStart: '2026-03-02', value: 1 },
  ],
};

const views = suite('every view');

views('a single number shows its amount, its unit and its period', async () => {
  const view = await widget({ view: 'VALUES_NOW', value: 1204 }, { interval: 'WEEK' });
  assert.is(text(view.container.querySelector('.wc-number-amount')), '1,204');
  assert.is(text(view.container.querySelector('.wc-number-unit')), 'tickets created this week');
  await view.unmount();
});

views('a comparison shows the change with its sign and both bars with their numbers', async () => {
  const view = await widget(
    { view: 'COMPARE_VALUES_NOW', interval: 'WEEK', previous: { bucketStart: '2026-02-23', value: 5 }, current: { bucketStart: '2026-03-02', value: 3 }, change: -2 },
    { grouping: 'CLOSED_AT', title: 'Closed' },
  );
  assert.is(text(view.container.querySelector('.wc-change')), '▼ −2 (−40%) vs last week');
  assert.equal([...view.container.querySelectorAll('.wc-value')].map(text), ['5', '3']);
  assert.is(plotOf(view).getAttribute('role'), 'img');
  assert.is(plotOf(view).getAttribute('aria-label'), 'Closed. Tickets closed: 3 tickets this week, 5 tickets last week, down 2 tickets.');
  await view.unmount();
});

views('a series is a line through a point per bucket, named by a sentence', async () => {
  const view = await widget(weeks);
  assert.ok(view.container.querySelector('path.wc-line')?.getAttribute('d')?.startsWith('M'));
  assert.is(view.container.querySelectorAll('.wc-point').length, 3);
  assert.match(plotOf(view).getAttribute('aria-label')!, /^Created per week\. Tickets created per week from the week of 16 Feb 2026/);
  assert.is(plotOf(view).tabIndex, 0);
  await view.unmount();
});

views('a calendar is a cell per day, shaded by quarters of the busiest', async () => {
  const days = Array.from({ length: 14 }, (_, index) => ({ bucketStart: `2026-03-${String(index + 1).padStart(2, '0')}`, value: index === 5 ? 8 : index === 6 ? 2 : 0 }));
  const view = await widget({ view: 'CALENDAR', days }, { grouping: 'CLOSED_AT' });
  const cells = [...view.container.querySelectorAll('.wc-day')];
  assert.is(cells.length, 14);
  assert.equal(cells.slice(4, 7).map((cell) => cell.getAttribute('data-level')), ['0', '4', '1']);
  await view.unmount();
});

views('a breakdown is a bar per group, largest first, under the bar of shares', async () => {
  const view = await widget(
    { view: 'VALUES_BROKEN_DOWN_NOW', groups: [{ key: 'a', label: 'Alice', value: 6 }, { key: 'b', label: 'Bob', value: 2 }, { key: '', label: 'None', value: 1 }] },
    { grouping: 'ASSIGNEE', title: 'By assignee' },
  );
  assert.equal([...view.container.querySelectorAll('.wc-label')].map(text), ['Alice', 'Bob', 'None']);
  assert.equal([...view.container.querySelectorAll('.wc-value')].map(text), ['6', '2', '1']);
  assert.is(view.container.querySelectorAll('.wc-share').length, 3);
  await view.unmount();
});

views('a comparison through time draws eight groups at most, the rest as Other, while its table keeps all', async () => {
  const series = Array.from({ length: 10 }, (_, index) => ({ key: `p${index}`, label: `Person ${index}`, points: [{ bucketStart: '2026-03-01', value: index + 1 }] }));
  const view = await widget({ view: 'COMPARE_THROUGH_TIME', interval: 'MONTH', series }, { metric: 'SUM_HOURS_WORKED', grouping: 'ASSIGNEE', title: 'Hours' });
  const legend = [...view.container.querySelectorAll('.wc-legend li')].map(text);
  assert.is(legend.length, 8);
  assert.is(legend[7], 'Other (3)');
  assert.is(view.container.querySelectorAll('.wc-bar').length, 8);
  await click(buttonLabelled(view, 'Show as table'));
  assert.is(view.container.querySelectorAll('thead th').length, 11);
  assert.is(words(view.container.querySelector('tbody tr')), 'March 2026 1 h 2 h 3 h 4 h 5 h 6 h 7 h 8 h 9 h 10 h');
  await view.unmount();
});

const keys = suite('keyboard and pointer');

keys('arrows move the active datum; its tooltip and the live region say its label and value', async () => {
  const view = await widget(weeks);
  const plot = plotOf(view);
  assert.is(tipOf(view), '');
  await key(plot, 'ArrowRight');
  assert.is(tipOf(view), 'Week of 16 Feb 2026 2 tickets');
  await key(plot, 'ArrowRight');
  assert.is(tipOf(view), 'Week of 23 Feb 2026 7 tickets');
  assert.is(liveOf(view), 'Week of 23 Feb 2026: 7 tickets');
  assert.is(view.container.querySelector('.wc-point[data-active]')?.getAttribute('r'), '5');
  await key(plot, 'End');
  assert.is(tipOf(view), 'Week of 2 Mar 2026 1 ticket');
  await key(plot, 'ArrowRight');
  assert.is(tipOf(view), 'Week of 2 Mar 2026 1 ticket');
  await key(plot, 'Home');
  assert.is(tipOf(view), 'Week of 16 Feb 2026 2 tickets');
  await view.unmount();
});

keys('Escape hides the tooltip; other keys leave it alone', async () => {
  const view = await widget(weeks);
  const plot = plotOf(view);
  await key(plot, 'ArrowLeft');
  assert.is(tipOf(view), 'Week of 2 Mar 2026 1 ticket');
  await key(plot, 'a');
  assert.is(tipOf(view), 'Week of 2 Mar 2026 1 ticket');
  await key(plot, 'Escape');
  assert.is(tipOf(view), '');
  assert.is(liveOf(view), '');
  await view.unmount();
});

keys('on a calendar Left and Right move a week, Up and Down a day', async () => {
  // Monday 2 March to Sunday 15 March: two week columns.
  const days = Array.from({ length: 14 }, (_, index) => ({ bucketStart: `2026-03-${String(index + 2).padStart(2, '0')}`, value: index }));
  const view = await widget({ view: 'CALENDAR', days }, { grouping: 'CLOSED_AT' });
  const plot = plotOf(view);
  await key(plot, 'Home');
  assert.is(tipOf(view), 'Monday 2 Mar 2026 0 tickets');
  await key(plot, 'ArrowRight');
  assert.is(tipOf(view), 'Monday 9 Mar 2026 7 tickets');
  await key(plot, 'ArrowDown');
  assert.is(tipOf(view), 'Tuesday 10 Mar 2026 8 tickets');
  await key(plot, 'ArrowRight');
  assert.is(tipOf(view), 'Tuesday 10 Mar 2026 8 tickets');
  await key(plot, 'ArrowLeft');
  assert.is(tipOf(view), 'Tuesday 3 Mar 2026 1 ticket');
  await view.unmount();
});

keys('a comparison through time shows every drawn group of the bucket in its tooltip', async () => {
  const view = await widget(
    {
      view: 'COMPARE_THROUGH_TIME',
      interval: 'WEEK',
      series: [
        { key: 'w', label: 'Web', points: [{ bucketStart: '2026-02-23', value: 3 }, { bucketStart: '2026-03-02', value: 5 }] },
        { key: 'm', label: 'Mobile', points: [{ bucketStart: '2026-02-23', value: 1 }, { bucketStart: '2026-03-02', value: 0 }] },
      ],
    },
    { grouping: 'PRODUCT' },
  );
  await key(plotOf(view), 'End');
  assert.is(tipOf(view), 'Week of 2 Mar 2026 Web 5 Mobile 0');
  await view.unmount();
});

keys('pointing at a datum shows its tooltip; leaving the plot hides it', async () => {
  const view = await widget({ view: 'VALUES_BROKEN_DOWN_NOW', groups: [{ key: 'a', label: 'Alice', value: 6 }, { key: 'b', label: 'Bob', value: 2 }] }, { grouping: 'ASSIGNEE' });
  await pointAt(view.container.querySelectorAll('.wc-hit')[1]!);
  assert.is(tipOf(view), 'Bob 2 tickets · 25%');
  assert.is(liveOf(view), '', 'the pointer does not talk to the screen reader');
  await act(async () => {
    plotOf(view).dispatchEvent(new testWindow.PointerEvent('pointerout', { bubbles: true }) as unknown as Event);
  });
  assert.is(tipOf(view), '');
  await view.unmount();
});

const actions = suite('table and CSV');

actions('the table alternative shows every bucket with its value, and the chart comes back', async () => {
  const view = await widget(weeks);
  await click(buttonLabelled(view, 'Show as table'));
  assert.is(view.container.querySelector('.wc-plot'), null);
  assert.equal([...view.container.querySelectorAll('thead th')].map(text), ['Week', 'Tickets created']);
  assert.equal([...view.container.querySelectorAll('tbody tr')].map(words), ['Week of 16 Feb 2026 2', 'Week of 23 Feb 2026 7', 'Week of 2 Mar 2026 1']);
  assert.is(text(view.container.querySelector('caption')), 'Created per week');
  assert.is(document.activeElement, buttonLabelled(view, 'Show as chart'), 'the focus stays on the toggle');
  await click(buttonLabelled(view, 'Show as chart'));
  assert.is(view.container.querySelector('table'), null);
  assert.is(document.activeElement, buttonLabelled(view, 'Show as table'));
  assert.ok(view.container.querySelector('.wc-plot'));
  await view.unmount();
});

actions('Download CSV saves the widget as CSV, named after its title', async () => {
  const view = await widget(weeks);
  await click(buttonLabelled(view, 'Download CSV'));
  assert.equal(view.saved, [{ fileName: 'created-per-week.csv', text: 'Week (Monday),Tickets created\r\n2026-02-16,2\r\n2026-02-23,7\r\n2026-03-02,1\r\n' }]);
  await view.unmount();
});

actions('a series of nothing says that no ticket matches, with no chart and no actions', async () => {
  const view = await widget({ view: 'VALUES_THROUGH_TIME', interval: 'WEEK', points: [{ bucketStart: '2026-03-02', value: 0 }] });
  assert.is(text(view.container), "No ticket matches this widget's filter.");
  assert.is(view.container.querySelector('button'), null);
  await view.unmount();
});

actions('a breakdown of no group says the same', async () => {
  const view = await widget({ view: 'VALUES_BROKEN_DOWN_NOW', groups: [] }, { grouping: 'TAG' });
  assert.is(text(view.container), "No ticket matches this widget's filter.");
  await view.unmount();
});

views.run();
keys.run();
actions.run();
