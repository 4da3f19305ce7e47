/**
 * My calendar in happy-dom, over the real models and stubbed gateways: this week with my hours,
 * sessions and time off, today marked, the week changed in the address, and a week with nothing.
 */
import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createScheduleArea } from '../../../src/application/schedule/schedule-area.ts';
import { ScheduleGateway } from '../../../src/application/schedule/schedule-gateway.port.ts';
import type { WorkArea, WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import { createBlackoutsArea } from '../../../src/application/time/blackouts-area.ts';
import { BlackoutGateway } from '../../../src/application/time/blackout-gateway.port.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import type { SessionMe } from '../../../src/domain/accounts/session.ts';
import type { WorkSessionView } from '../../../src/domain/schedule/my-week.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';
import { MyCalendarPage } from '../../../src/ui/screens/schedule/my-calendar-page.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { renderInOrganization } from './render-in-organization.tsx';

void testWindow;

/** Now is Sunday 22 November 2026, noon UTC: the week of Monday 16 November. */
const SESSIONS: WorkSessionView[] = [
  { id: 's1:0', ticket: { id: 't1', localId: 1, title: 'Ship the player' }, stateId: 's1', stateName: 'Build', start: '2026-11-17T09:00:00.000Z', stop: '2026-11-17T12:30:00.000Z' },
  { id: 's2:0', ticket: { id: 't2', localId: 2, title: 'Store listing' }, stateId: 's2', stateName: 'Review', start: '2026-11-19T14:00:00.000Z', stop: '2026-11-19T15:00:00.000Z' },
];

async function open(url: string, sessions: readonly WorkSessionView[] = SESSIONS) {
  const asked: [string, string][] = [];
  const deps = {
    runner: runtimeOf(
      Layer.mergeAll(
        stubLayer(ScheduleGateway, { workSessions: (from: string, to: string) => (asked.push([from, to]), Effect.succeed(sessions)) }),
        stubLayer(BlackoutGateway, {
          all: () => Effect.succeed({ oneOffs: [{ id: 'b1', name: 'Team offsite', start: '2026-11-20T00:00:00.000Z', stop: '2026-11-21T00:00:00.000Z', roles: [] }], recurring: [] }),
        }),
        stubLayer(CatalogueGateway, {}),
      ),
    ) as unknown as WorkAreaDeps['runner'],
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
    locale: { timeZone: () => 'UTC' },
  };
  const area = { schedule: createScheduleArea(deps), blackouts: createBlackoutsArea(deps) } as unknown as WorkArea;
  const me = { organization: { id: '7' }, role: { id: 'r1', type: 'MEMBER', timeZone: 'UTC', workWeek: { ...DEFAULT_WORK_WEEK, friday: { startTime: '10:00', stopTime: '14:00' } } } } as unknown as SessionMe;
  const rendered = await renderInOrganization(<MyCalendarPage me={me} />, { url, area, me, type: 'MEMBER' });
  return { ...rendered, asked };
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const page = suite('my calendar');

page('this week: my hours, my sessions with their tickets, my time off, today marked', async () => {
  const { container, asked, unmount } = await open('/org/7/calendar');
  assert.is(text(container.querySelector('h1')), 'My calendar');
  assert.is(text(container.querySelector('h2')), 'Week of Nov 16 – Nov 22, 2026');
  assert.equal(asked, [['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']]);
  assert.is(text(container.querySelector('.my-week-summary')).startsWith('4 h 30 of work planned for you this week.'), true);
  const days = [...container.querySelectorAll('.my-day')];
  assert.is(days.length, 7);
  assert.match(text(days[1]), /Tue, Nov 17 ?Tuesday, November 17 ?Working 09:00–17:00 ?09:00–12:30 ?#1 Ship the player ?Build · 3 h 30/, text(days[1]));
  assert.match(text(days[4]), /Fri, Nov 20 ?Friday, November 20 ?Working 10:00–14:00 ?All day: Team offsite ?No work planned/, text(days[4]));
  assert.match(text(days[6]), /Sun, Nov 22 ?Sunday, November 22 · Today ?Day off/, text(days[6]));
  assert.is(days[6]!.getAttribute('aria-current'), 'date');
  assert.is(days[1]!.querySelector('a')?.getAttribute('href'), '/org/7/ticket/t1/view');
  assert.is(container.querySelector('.my-week-days [aria-pressed="true"]')?.textContent, 'Sun 22', 'on a narrow window, today is the day shown');
  await unmount();
});

page('the next week from its button, in the address; a week without work says so', async () => {
  const { container, location, asked, unmount } = await open('/org/7/calendar', []);
  assert.match(text(container.querySelector('.my-week-summary')), /No work planned for you this week\. See the schedule\./);
  const next = [...container.querySelectorAll('button')].find((button) => /^Next week/.test(button.getAttribute('aria-label') ?? ''))!;
  await act(async () => next.click());
  await act(() => settle());
  assert.is(location.history!.at(-1), '/org/7/calendar?week=2026-11-23');
  assert.equal(asked.at(-1), ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
  assert.is(text(container.querySelector('h2')), 'Week of Nov 23 – Nov 29, 2026');
  await unmount();
});

page.run();
