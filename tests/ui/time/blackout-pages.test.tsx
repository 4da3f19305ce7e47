/**
 * The blackout pages in happy-dom, over the real models and test doubles of the gateway: the
 * one-off list with past blackouts folded away, the recurring list, the calendar month by month
 * with its list, and what a member (no write controls) sees.
 */
import { testWindow } from '../shared/setup.ts';
import { signal } from '@preact/signals-core';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { createBlackoutsArea } from '../../../src/application/time/blackouts-area.ts';
import { BlackoutGateway, type Blackouts } from '../../../src/application/time/blackout-gateway.port.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import type { WorkArea, WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { AdminPages } from '../../../src/ui/screens/shell/admin-pages.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { testServices } from '../shared/services.ts';

/** Now is Sunday 22 November 2026, noon UTC. */
const ALL: Blackouts = {
  oneOffs: [
    { id: '1', name: 'Old sale', start: '2026-10-23T00:00:00.000Z', stop: '2026-10-24T00:00:00.000Z', roles: [] },
    { id: '2', name: 'Launch day', start: '2026-11-24T00:00:00.000Z', stop: '2026-11-25T00:00:00.000Z', roles: [] },
    { id: '3', name: 'Offsite', start: '2026-12-02T00:00:00.000Z', stop: '2026-12-05T00:00:00.000Z', roles: [{ id: 'r2', name: 'Bo Berg' }] },
  ],
  recurring: [{ id: '4', name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [] }],
};

async function open(url: string, type: RoleType = 'ADMIN', timeZone: string | null = null) {
  const deps: WorkAreaDeps = {
    runner: runtimeOf(
      Layer.mergeAll(
        stubLayer(BlackoutGateway, {
          all: () => Effect.succeed(ALL),
          oneOff: (id: string) => Effect.succeed(ALL.oneOffs.find((b) => b.id === id) ?? null),
          recurring: (id: string) => Effect.succeed(ALL.recurring.find((b) => b.id === id) ?? null),
        }),
        stubLayer(CatalogueGateway, { roles: () => Effect.succeed([]) }),
      ),
    ) as unknown as WorkAreaDeps['runner'],
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
    locale: { timeZone: () => 'UTC' },
  };
  const area = { blackouts: createBlackoutsArea(deps) } as unknown as WorkArea;
  const location = memoryLocation({ path: url, record: true });
  const route = orgRoute(url.split('?')[0]!);
  if (route.page !== 'blackout') throw new Error(`not a blackout page: ${url}`);
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  const render = () =>
    root!.render(
      <AppProvider value={testServices({})}>
        <AccountProvider value={{ session: { me: signal({ role: { id: 'r1', type, timeZone } }) } } as unknown as AccountArea}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <WorkProvider value={{ area, scope: { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) } }}>
              <AdminPages route={route} />
            </WorkProvider>
          </Router>
        </AccountProvider>
      </AppProvider>,
    );
  await act(async () => {
    root = createRoot(container);
    render();
  });
  await act(() => settle());
  return {
    container,
    location,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** An element's text as it reads: its pieces one after the other, each once, with spaces between. */
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
const buttonNamed = (container: HTMLElement, name: RegExp) => [...container.querySelectorAll('button')].find((button) => name.test(button.getAttribute('aria-label') ?? button.textContent ?? ''))!;

const pages = suite('blackout pages');

pages('the one-off list: upcoming first, soonest first; past ones folded away; an administrator may add one', async () => {
  const { container, unmount } = await open('/org/7/admin/blackout/scheduled');
  assert.is(text(container.querySelector('h1')), 'One-off blackout times');
  const upcoming = container.querySelector('table')!;
  assert.equal([...upcoming.querySelectorAll('tbody tr')].map((row) => text(row.querySelector('td'))), ['Launch day', 'Offsite']);
  assert.match(text(upcoming.querySelector('tbody tr:last-child')), /Wed, Dec 2, 2026, 00:00.*Sat, Dec 5, 2026, 00:00.*Bo Berg/);
  const past = container.querySelector('details')!;
  assert.is(past.open, false);
  assert.is(past.querySelector('summary')?.textContent, 'Past blackout times (1)');
  assert.match(text(past), /Old sale/);
  assert.ok([...container.querySelectorAll('a')].some((link) => text(link) === 'New blackout time' && link.getAttribute('href') === '/org/7/admin/blackout/scheduled/new'));
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'One-off');
  await unmount();
});

pages('the recurring list, as a member: read only', async () => {
  const { container, unmount } = await open('/org/7/admin/blackout/recurring', 'MEMBER');
  assert.match(text(container.querySelector('tbody tr')), /Friday demo hour.*Friday.*15:00–16:00.*Europe\/Lisbon.*Everyone/);
  assert.match(text(container), /only administrators can change it/);
  assert.not.ok([...container.querySelectorAll('a')].some((link) => /New/.test(text(link))), 'no way to add one');
  await unmount();
});

pages('the calendar: this month with its blackouts on their days, and the next one', async () => {
  const { container, location, unmount } = await open('/org/7/admin/blackout/calendar');
  assert.is(text(container.querySelector('#blackout-month')), 'November 2026');
  const day = (date: string) => [...container.querySelectorAll('.blackout-grid td')].find((cell) => text(cell.querySelector('.visually-hidden')) === date);
  assert.match(text(day('Tuesday, November 24')), /Launch day/);
  assert.match(text(day('Friday, November 27')), /Friday demo hour/);
  assert.is(text(day('Thursday, November 26')), 'Thursday, November 26 26');
  assert.equal(
    [...container.querySelectorAll('.blackout-day-list > li')].map((item) => text(item)),
    [
      'Friday, November 6 Friday demo hour, 15:00–16:00',
      'Friday, November 13 Friday demo hour, 15:00–16:00',
      'Friday, November 20 Friday demo hour, 15:00–16:00',
      'Tuesday, November 24 Launch day',
      'Friday, November 27 Friday demo hour, 15:00–16:00',
    ],
  );
  assert.is(container.querySelector('[aria-current="date"]')?.querySelector('.visually-hidden')?.textContent, 'Sunday, November 22');
  await act(async () => {
    buttonNamed(container, /^Next month/).click();
    await settle();
  });
  assert.is(location.history.at(-1), '/org/7/admin/blackout/calendar?month=2026-12');
  await unmount();
});

pages('a month from the address', async () => {
  const { container, unmount } = await open('/org/7/admin/blackout/calendar?month=2026-12');
  assert.is(text(container.querySelector('#blackout-month')), 'December 2026');
  const list = [...container.querySelectorAll('.blackout-day-list > li')].map((item) => text(item));
  assert.ok(list.includes('Wednesday, December 2 Offsite'), JSON.stringify(list));
  assert.ok(list.includes('Friday, December 4 Offsite Friday demo hour, 15:00–16:00'), JSON.stringify(list));
  await unmount();
});

pages('a blackout that is not there says so in plain words', async () => {
  for (const [url, words] of [
    ['/org/7/admin/blackout/scheduled/999', 'There is no such blackout time in this organization. It may have been deleted.'],
    ['/org/7/admin/blackout/recurring/999', 'There is no such recurring blackout in this organization. It may have been deleted.'],
  ] as const) {
    const { container, unmount } = await open(url);
    assert.is(text(container.querySelector('[role="alert"]')), words);
    await unmount();
  }
});

pages('times in the profile’s time zone, said on the page; the recurring form starts in it', async () => {
  const calendar = await open('/org/7/admin/blackout/scheduled', 'ADMIN', 'America/Los_Angeles');
  assert.match(text(calendar.container), /Dates and times show in your profile’s time zone, America\/Los_Angeles\./);
  assert.match(text(calendar.container.querySelector('tbody tr')), /Mon, Nov 23, 2026, 16:00/, 'Launch day starts 00:00 UTC, 16:00 the day before in Los Angeles');
  await calendar.unmount();
  const form = await open('/org/7/admin/blackout/recurring/new', 'ADMIN', 'America/Los_Angeles');
  assert.is((form.container.querySelector('input[name="timeZone"]') as HTMLInputElement).value, 'America/Los_Angeles');
  await form.unmount();
  const oneOff = await open('/org/7/admin/blackout/scheduled/new', 'ADMIN', 'Asia/Tokyo');
  assert.match(text(oneOff.container), /In Asia\/Tokyo/);
  await oneOff.unmount();
  const unset = await open('/org/7/admin/blackout/calendar', 'MEMBER', null);
  assert.match(text(unset.container), /Your profile has no time zone yet: dates and times show in this browser’s, UTC\./);
  await unset.unmount();
});

pages('a member’s pages are not admin pages: no way back to Admin; an administrator’s are', async () => {
  for (const url of ['/org/7/admin/blackout/calendar', '/org/7/admin/blackout/scheduled', '/org/7/admin/blackout/recurring']) {
    const member = await open(url, 'MEMBER');
    assert.not.ok([...member.container.querySelectorAll('a')].some((link) => /Admin/.test(text(link))), url);
    await member.unmount();
  }
  const admin = await open('/org/7/admin/blackout/recurring');
  assert.ok([...admin.container.querySelectorAll('a')].some((link) => text(link) === '← Admin' && link.getAttribute('href') === '/org/7/admin'));
  assert.ok(admin.container.querySelector('main')?.hasAttribute('data-wide'), 'the same width as the calendar');
  await admin.unmount();
});

pages('a month the address cannot mean is replaced by the month shown', async () => {
  const { container, location, unmount } = await open('/org/7/admin/blackout/calendar?month=2026-13');
  assert.is(text(container.querySelector('#blackout-month')), 'November 2026');
  assert.is(location.history.at(-1), '/org/7/admin/blackout/calendar?month=2026-11');
  await unmount();
});

pages('a day’s chips name the whole blackout in their title and accessible name', async () => {
  const { container, unmount } = await open('/org/7/admin/blackout/calendar?month=2026-12');
  const chips = [...container.querySelectorAll('.blackout-grid .blackout-entry')];
  const offsite = chips.filter((chip) => chip.textContent === 'Offsite');
  assert.is(offsite.length, 3, 'a multi-day blackout on each of its days');
  assert.is(offsite[0]!.getAttribute('aria-label'), 'Offsite, Wed, Dec 2, 00:00 – Sat, Dec 5, 00:00');
  assert.is(offsite[0]!.getAttribute('title'), offsite[0]!.getAttribute('aria-label'));
  const demo = chips.find((chip) => chip.textContent === 'Friday demo hour')!;
  assert.is(demo.getAttribute('aria-label'), 'Friday demo hour, 15:00–16:00');
  await unmount();
});

pages.run();
void testWindow;
