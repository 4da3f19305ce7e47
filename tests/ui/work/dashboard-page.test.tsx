/**
 * The dashboard home in happy-dom: the cards with their counts, rows linked to their tickets and
 * empty texts, "View all" only where the tickets list can show the rest (upcoming work too), my week, the error state
 * with its retry, the visitor's empty personal part, and the to-do list from the keyboard.
 */
import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAccountArea } from '../../../src/application/shell/account-area.ts';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import { BlackoutGateway, type Blackouts } from '../../../src/application/time/blackout-gateway.port.ts';
import { DashboardGateway, type DashboardData, type DashboardTicket, type TodoItem } from '../../../src/application/work/dashboard-gateway.port.ts';
import { SessionGateway } from '../../../src/application/accounts/session-gateway.port.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import type { Me } from '../../../src/domain/accounts/session.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { DashboardPage } from '../../../src/ui/screens/work/dashboard/dashboard-page.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { OrganizationArea } from '../../../src/ui/screens/shell/organization-area.tsx';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const day = { startTime: '09:00', stopTime: '17:00' };
const off = { startTime: null, stopTime: null };
const me = (type: 'OWNER' | 'VISITOR', ticket = false): Me => ({
  status: 'LINKED',
  user: { id: 'u1', email: 'ana@example.com', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '7' } },
  organization: { id: '7', name: 'Moonlight Records', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: false, product: false, ticket } },
  role: {
    id: 'r1', name: 'Ana Lima', title: null, type, timeZone: 'UTC', avatarUrl: null, coverUrl: null, description: null,
    preferences: { showOnboarding: false, recentlyVisited: [], noteColors: { YELLOW: '', BLUE: '', PURPLE: '', GREEN: '', PINK: '', ORANGE: '' } },
    pinnedProjects: [],
    workWeek: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: { startTime: '09:00', stopTime: '13:00' }, saturday: off, sunday: off },
  },
  featureFlag: null,
});

const ticket = (n: number, extra: Partial<DashboardTicket> = {}): DashboardTicket => ({
  id: `t${n}`, localId: n, title: `Ticket ${n}`, displayState: 'Estimated', health: 'OK', createdAt: '2026-11-20T10:00:00.000Z', dueDate: null, eta: null, ...extra,
});
const block = <T,>(nodes: readonly T[], totalCount = nodes.length) => ({ totalCount, nodes });
const DATA: DashboardData = {
  toEstimate: block([ticket(1, { displayState: 'Unestimated' })]),
  myEstimated: block([]),
  myUnestimated: block([]),
  upcomingWork: block(
    [
      { ticket: ticket(2, { displayState: 'InProgress', eta: '2026-12-27T10:00:00.000Z' }), stateId: 's1', stateName: 'Build', stateNames: ['Build'], active: true, doneAt: null },
      { ticket: ticket(4, { displayState: 'Scheduled', eta: '2026-11-27T10:00:00.000Z' }), stateId: 's2', stateName: 'Design', stateNames: ['Design', 'Review'], active: false, doneAt: null },
    ],
    11,
  ),
  previousWork: block([]),
  recentlyCreated: block(Array.from({ length: 8 }, (_, i) => ticket(i + 10)), 12),
  notYetScheduled: block([ticket(3)]),
  todos: [],
  finishing: [],
  schedule: { status: 'READY', failure: null, projectedAt: '2026-11-22T11:30:00.000Z' },
};

/** This week (Monday 16 to Sunday 22 November): an offsite for everyone, a day for someone else; a weekly demo hour; next week's launch. */
const BLACKOUTS: Blackouts = {
  oneOffs: [
    { id: 'b1', name: 'Offsite', start: '2026-11-20T00:00:00.000Z', stop: '2026-11-21T00:00:00.000Z', roles: [] },
    { id: 'b2', name: 'Bo’s day off', start: '2026-11-18T00:00:00.000Z', stop: '2026-11-19T00:00:00.000Z', roles: [{ id: 'r2', name: 'Bo' }] },
    { id: 'b3', name: 'Launch day', start: '2026-11-24T00:00:00.000Z', stop: '2026-11-25T00:00:00.000Z', roles: [] },
  ],
  recurring: [{ id: 'w1', name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [{ id: 'r1', name: 'Ana Lima' }] }],
};

async function mount({ type = 'OWNER' as 'OWNER' | 'VISITOR', gateway = {} as Partial<typeof DashboardGateway.Service>, hadTicket = false } = {}) {
  const account = createAccountArea({
    runner: runtimeOf(stubLayer(SessionGateway, { me: () => Effect.succeed(me(type, hadTicket)) })) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    locale: { timeZone: () => 'UTC' },
  });
  await account.session.start();
  const notes: unknown[] = [];
  const work = createWorkArea({
    runner: runtimeOf(
      Layer.mergeAll(stubLayer(DashboardGateway, { dashboard: () => Effect.succeed(DATA), ...gateway }), stubLayer(BlackoutGateway, { all: () => Effect.succeed(BLACKOUTS) })),
    ) as never,
    notify: (note) => notes.push(note),
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
    locale: { timeZone: () => 'UTC' },
  });
  const scope = { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) };
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={account}>
        <WorkProvider value={{ area: work, scope }}>
          <DashboardPage me={account.session.me.value!} />
        </WorkProvider>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return { view, notes };
}

const cardOf = (container: HTMLElement, title: string): HTMLElement => {
  const heading = [...container.querySelectorAll('h2')].find((h) => h.textContent === title);
  if (!heading) throw new Error(`no card '${title}'`);
  return heading.closest('section') as HTMLElement;
};
const links = (card: HTMLElement) => [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

const page = suite('dashboard page');

page('cards: counts, rows linked to their tickets, empty texts; View all only where the list can show the rest', async () => {
  const { view } = await mount();
  const c = view.container;
  assert.is(c.querySelector('h1')?.textContent, 'Welcome to Moonlight Records');
  const toEstimate = cardOf(c, 'To estimate');
  assert.is(toEstimate.getAttribute('aria-labelledby'), toEstimate.querySelector('h2')!.id);
  assert.is(toEstimate.querySelector('.dash-count')?.textContent, '1');
  assert.equal(links(toEstimate), [['#1 Ticket 1', '/org/7/ticket/t1/view']]);
  const upcoming = cardOf(c, 'Upcoming work');
  assert.is(upcoming.querySelector('.dash-count')?.textContent, '11', 'the count counts tickets');
  assert.match(upcoming.textContent ?? '', /in progress first, then by due date or ETA/, 'the card says its order');
  const rows = [...upcoming.querySelectorAll('.dash-row')];
  assert.is(rows.length, 2, 'one row per ticket');
  assert.is(rows[0]!.querySelector('.dash-active')?.textContent, 'In progress', 'the ticket in progress says so');
  assert.match(rows[0]!.textContent ?? '', /ETA Dec 27/, 'and when it is expected');
  assert.is(rows[1]!.querySelector('.dash-step')?.textContent, 'Design, Review', 'all my steps on one row');
  assert.is(rows[1]!.querySelector('.dash-active'), null);
  assert.match(upcoming.textContent ?? '', /2 of 11/);
  // The rest is on the tickets list: Scheduled and In progress tickets with a step still to do for me, by ETA.
  assert.equal(links(upcoming).at(-1), ['View all', '/org/7/ticket?state=Scheduled&state=InProgress&openAssignees=r1&sort=eta&dir=ASC']);
  assert.match(cardOf(c, 'My estimated tickets').textContent ?? '', /None of your tickets is waiting to be scheduled\./);
  const recent = cardOf(c, 'Recently created');
  assert.match(recent.textContent ?? '', /8 of 12/);
  assert.equal(links(recent).at(-1), ['View all', '/org/7/ticket?sort=createdAt&dir=DESC']);
  assert.equal(links(cardOf(c, 'Not yet scheduled')), [['#3 Ticket 3', '/org/7/ticket/t3/view']], 'all shown: no View all');
  await view.unmount();
});

page('the page is titled Dashboard; arriving with focus lost, the main heading takes it', async () => {
  (document.activeElement as HTMLElement | null)?.blur();
  const { view } = await mount();
  assert.is(document.title, 'Dashboard - Tidemark');
  const heading = view.container.querySelector('h1')!;
  assert.is(document.activeElement, heading);
  assert.is(heading.getAttribute('tabindex'), '-1');
  await view.unmount();
});

page('upcoming work says where the ETAs stand: projected when, being projected, or why not', async () => {
  const note = async (schedule: DashboardData['schedule']) => {
    const { view } = await mount({ gateway: { dashboard: () => Effect.succeed({ ...DATA, schedule }) } });
    const text = cardOf(view.container, 'Upcoming work').querySelector('.dash-schedule-status')?.textContent;
    await view.unmount();
    return text;
  };
  assert.match((await note(DATA.schedule))!, /^ETAs projected today, /);
  assert.is(await note({ status: 'PROCESSING', failure: null, projectedAt: null }), 'Projecting ETAs…');
  assert.is(await note({ status: 'FAILED', failure: 'The projection engine stopped', projectedAt: null }), 'ETAs could not be projected: The projection engine stopped. The ETAs shown are the last ones projected.');
});

page('my week: my tickets projected to finish this week, each on its day with its ETA', async () => {
  const finishing = [
    ticket(4, { displayState: 'Scheduled', eta: '2026-11-18T14:30:00.000Z' }),
    ticket(5, { displayState: 'InProgress', eta: '2026-11-18T16:00:00.000Z' }),
    ticket(6, { displayState: 'Scheduled', eta: '2026-11-24T10:00:00.000Z' }),
  ];
  const { view } = await mount({ gateway: { dashboard: () => Effect.succeed({ ...DATA, finishing }) } });
  const week = cardOf(view.container, 'My week');
  const rows = [...week.querySelectorAll('tbody tr')].map((row) => row.textContent);
  assert.is(rows[2], 'Wed8 h09:00–17:00');
  assert.is(rows[3], 'Projected to finish on Wednesday:ETA 14:30 #4 Ticket 4ETA 16:00 #5 Ticket 5', 'under its day, soonest first');
  assert.not.ok(rows.some((row) => row?.includes('Ticket 6')), 'next week is not this week');
  assert.equal(links(week).slice(0, 2), [['#4 Ticket 4', '/org/7/ticket/t4/view'], ['#5 Ticket 5', '/org/7/ticket/t5/view']]);
  await view.unmount();
});

page('my week: each day less its blackout times, days off, the total, today (Sunday 22 November in UTC) marked', async () => {
  const { view } = await mount();
  const week = cardOf(view.container, 'My week');
  const rows = [...week.querySelectorAll('tbody tr')].map((row) => row.textContent);
  assert.equal(rows, ['Mon8 h09:00–17:00', 'Tue8 h09:00–17:00', 'Wed8 h09:00–17:00', 'Thu8 h09:00–17:00', 'Fri0 h (4 h blacked out)09:00–13:00', 'SatOff', 'Sun, TodayOff'], 'the offsite takes Friday');
  assert.is(week.querySelector('[aria-current="date"]')?.querySelector('abbr')?.textContent, 'Sun');
  assert.is(week.querySelector('tfoot')?.textContent, 'Week32 h (4 h blacked out)');
  assert.is(view.container.querySelector('.zone-banner'), null, 'the browser and the profile agree');
  const blackouts = week.querySelector('[aria-label="Blackout times this week"]');
  assert.equal([...(blackouts?.querySelectorAll('li') ?? [])].map((item) => item.textContent), [
    'Offsite Fri, Nov 20, 00:00 – Sat, Nov 21, 00:00',
    'Friday demo hour Fri, Nov 20, 15:00–16:00',
  ], 'mine and everyone’s, this week only');
  assert.equal(links(blackouts as HTMLElement), [['Offsite', '/org/7/admin/blackout/scheduled/b1'], ['Friday demo hour', '/org/7/admin/blackout/recurring/w1']]);
  await view.unmount();
});

page('a failure says so with a way to try again', async () => {
  let calls = 0;
  const { view } = await mount({ gateway: { dashboard: () => (++calls === 1 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed(DATA)) } });
  const alert = view.container.querySelector('[role="alert"]');
  assert.match(alert?.textContent ?? '', /Could not load your dashboard\./);
  await act(async () => {
    buttonNamed(view.container, 'Try again').click();
    await settle();
  });
  assert.is(cardOf(view.container, 'To estimate').querySelector('.dash-count')?.textContent, '1');
  await view.unmount();
});

page("an organization without tickets: 'Create a ticket' above the cards, leading to New ticket; not for a visitor, not once tickets exist", async () => {
  const empty = { ...DATA, toEstimate: block([]), upcomingWork: block([]), recentlyCreated: block([]), notYetScheduled: block([]) };
  const first = async (options: Parameters<typeof mount>[0]) => {
    const { view } = await mount({ ...options, gateway: { dashboard: () => Effect.succeed(empty), ...options?.gateway } });
    const offer = view.container.querySelector<HTMLElement>('section.dash-first-ticket');
    const found = offer ? { heading: offer.querySelector('h2')?.textContent, labelled: offer.getAttribute('aria-labelledby') === offer.querySelector('h2')?.id, links: links(offer) } : null;
    await view.unmount();
    return found;
  };
  assert.equal(await first({}), { heading: 'No tickets yet', labelled: true, links: [['Create a ticket', '/org/7/ticket?new=1']] });
  assert.is(await first({ type: 'VISITOR' }), null, 'a visitor cannot create one');
  assert.is(await first({ hadTicket: true }), null, 'the organization has tickets (older than the recent ones)');
  assert.is(await first({ gateway: { dashboard: () => Effect.succeed({ ...empty, recentlyCreated: block([ticket(9)]) }) } }), null, 'one was created since `me` was read');
});

page('a visitor: the personal cards say visitors hold no work, no to-do field', async () => {
  const { view } = await mount({ type: 'VISITOR', gateway: { dashboard: () => Effect.succeed({ ...DATA, toEstimate: block([]), upcomingWork: block([]) }) } });
  assert.match(cardOf(view.container, 'To estimate').textContent ?? '', /Visitors hold no work in this organization\./);
  assert.match(cardOf(view.container, 'To-do list').textContent ?? '', /Visitors keep no to-do list here\./);
  assert.is(cardOf(view.container, 'To-do list').querySelector('input'), null);
  await view.unmount();
});

page('the to-do list: Enter adds, the checkbox toggles, Delete is labelled with its item', async () => {
  let list: TodoItem[] = [];
  const { view } = await mount({
    gateway: {
      addTodo: (text) => Effect.sync(() => (list = [...list, { id: String(list.length + 1), text, done: false }])),
      updateTodo: (id, change) => Effect.sync(() => (list = list.map((item) => (item.id === id ? { ...item, ...change } : item)))),
      removeTodo: (id) => Effect.sync(() => (list = list.filter((item) => item.id !== id))),
    },
  });
  const card = () => cardOf(view.container, 'To-do list');
  const field = card().querySelector('input') as HTMLInputElement;
  assert.is(card().querySelector(`label[for="${field.id}"]`)?.textContent, 'New to-do');
  const type = async (text: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
      field.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
      field.form!.dispatchEvent(new testWindow.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event);
      await settle();
    });
  await type('');
  assert.match(card().textContent ?? '', /To-do is required/);
  await type('Call Ana');
  const box = card().querySelector('input[type="checkbox"]') as HTMLInputElement;
  assert.is(card().querySelector(`label[for="${box.id}"]`)?.textContent, 'Call Ana');
  await act(async () => {
    box.click();
    await settle();
  });
  assert.equal(list, [{ id: '1', text: 'Call Ana', done: true }]);
  const remove = card().querySelector('button[aria-label="Delete: Call Ana"]') as HTMLButtonElement;
  await act(async () => {
    remove.click();
    await settle();
  });
  assert.equal(list, []);
  assert.match(card().textContent ?? '', /Your to-do list is empty\./);
  await view.unmount();
});

page.run();

const zones = suite('dates in the profile\'s time zone');

/** The dashboard inside the organization layout, for a person whose profile zone is `timeZone` (the browser here is in UTC). */
async function mountInLayout(timeZone: string | null, data: DashboardData) {
  const person = me('OWNER', true);
  const account = createAccountArea({
    runner: runtimeOf(Layer.mergeAll(stubLayer(SessionGateway, { me: () => Effect.succeed({ ...person, role: { ...person.role!, timeZone } }) }), stubLayer(MembershipGateway, { recordVisit: () => Effect.void }))) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    locale: { timeZone: () => 'UTC' },
  });
  await account.session.start();
  const work = createWorkArea({
    runner: runtimeOf(Layer.mergeAll(stubLayer(DashboardGateway, { dashboard: () => Effect.succeed(data) }), stubLayer(BlackoutGateway, { all: () => Effect.succeed(BLACKOUTS) }))) as never,
    notify: () => {},
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
    locale: { timeZone: () => 'UTC' },
  });
  const location = memoryLocation({ path: '/org/7/dashboard' });
  const view = await render(
    <AppProvider value={testServices({ workArea: () => Promise.resolve(work) })}>
      <AccountProvider value={account}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <OrganizationArea orgId={7} />
        </Router>
      </AccountProvider>
    </AppProvider>,
  );
  // The work area and the dashboard's code arrive lazily: wait for the card, then let the page settle.
  const shown = () => view.container.querySelector('.dash-schedule-status') !== null && (view.container.textContent ?? '').includes('Recently created');
  for (let i = 0; i < 100 && !shown(); i++) await act(async () => settle());
  await act(async () => settle());
  return view;
}

zones('a member in Los Angeles reads every date at Los Angeles time, "Today" and "Yesterday" by its day; without a profile zone, the browser\'s', async () => {
  // Now is 12:00 UTC on Sunday Nov 22, 04:00 in Los Angeles. 05:00 UTC was 21:00 on Saturday there.
  const data: DashboardData = {
    ...DATA,
    recentlyCreated: block([ticket(10, { createdAt: '2026-11-22T05:00:00.000Z' }), ticket(11, { createdAt: '2026-11-19T10:00:00.000Z' })]),
    schedule: { status: 'READY', failure: null, projectedAt: '2026-11-22T11:14:00.000Z' },
  };
  const texts = (view: { container: HTMLElement }) => ({
    created: [...cardOf(view.container, 'Recently created').querySelectorAll('time')].map((time) => time.textContent?.replace(/\s/g, ' ')),
    status: cardOf(view.container, 'Upcoming work').querySelector('.dash-schedule-status')?.textContent?.replace(/\s/g, ' '),
  });
  const la = await mountInLayout('America/Los_Angeles', data);
  assert.equal(texts(la), { created: ['Yesterday, 9:00 PM', 'Nov 19, 2:00 AM'], status: 'ETAs projected today, 3:14 AM.' });
  await la.unmount();
  const host = process.env.TZ;
  process.env.TZ = 'UTC'; // the browser's zone (Node reads the change at once)
  try {
    const browser = await mountInLayout(null, data);
    assert.equal(texts(browser), { created: ['Today, 5:00 AM', 'Nov 19, 10:00 AM'], status: 'ETAs projected today, 11:14 AM.' });
    await browser.unmount();
  } finally {
    if (host === undefined) delete process.env.TZ;
    else process.env.TZ = host;
  }
});

zones.run();
