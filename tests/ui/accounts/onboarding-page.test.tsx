/**
 * The getting-started page on happy-dom: `me` is read again when it opens and when the window
 * regains focus, the marks and progress follow, a member gets no admin links, and Hide getting
 * started saves the preference. The same checklist as a card (where a new organization lands):
 * read afresh when it shows, gone once every step is done or the person hid getting started.
 */
import { signal } from '@preact/signals-core';
import { Effect } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { createOnboardingModel } from '../../../src/application/accounts/onboarding-model.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import type { SessionMe } from '../../../src/domain/accounts/session.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { GettingStartedCard, OnboardingPage } from '../../../src/ui/screens/accounts/onboarding-page.tsx';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';

type Status = { invite: boolean; product: boolean; ticket: boolean };

function meOf(status: Status, type: RoleType, showOnboarding = true): SessionMe {
  return {
    status: 'LINKED',
    user: { id: 'u1', email: 'ana@example.test', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '7' } },
    organization: { id: '7', name: 'Moonlight Records', scheduleStatus: 'READY', preferences: { showOnboarding: true }, onboardingStatus: status },
    role: {
      id: 'r1', name: 'Ana', title: null, type, timeZone: 'UTC', avatarUrl: null, coverUrl: null, description: null,
      preferences: { showOnboarding, recentlyVisited: [], noteColors: { YELLOW: '', BLUE: '', PURPLE: '', GREEN: '', PINK: '', ORANGE: '' } },
      pinnedProjects: [],
      workWeek: DEFAULT_WORK_WEEK,
    },
    featureFlag: { documentation: false, support: false, report: false },
  } as SessionMe;
}

const none: Status = { invite: false, product: false, ticket: false };

/** The page (or the card) over a session whose refresh answers the next status in line. */
async function page(type: RoleType, answers: Status[], view: 'page' | 'card' = 'page', showOnboarding = true) {
  const me = signal<SessionMe | null>(meOf(none, type, showOnboarding));
  let refreshes = 0;
  const saved: boolean[] = [];
  const onboarding = createOnboardingModel({
    runner: runtimeOf(stubLayer(MembershipGateway, { updateRolePreferences: (change) => (saved.push(change.showOnboarding!), Effect.succeed(meOf(me.value!.organization!.onboardingStatus, type, change.showOnboarding))) })),
    notify: () => {},
    session: {
      me,
      refresh: async () => {
        const next = answers[refreshes];
        refreshes += 1;
        if (next) me.value = meOf(next, type, me.value!.role!.preferences.showOnboarding);
      },
      update: (u) => {
        if (u.type === 'setMe') me.value = u.me as SessionMe;
      },
    },
  });
  const area = { onboarding: () => onboarding } as unknown as AccountArea;
  const rendered = await render(
    <AccountProvider value={area}>
      {view === 'page' ? <OnboardingPage orgId="7" organizationName="Moonlight Records" /> : <GettingStartedCard orgId="7" organizationName="Moonlight Records" />}
    </AccountProvider>,
  );
  return { ...rendered, refreshes: () => refreshes, saved };
}

const done = (container: HTMLElement) => [...container.querySelectorAll('.onboarding-step')].map((li) => li.getAttribute('data-done') !== null);
const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? '';

const test = suite('the getting-started page');

test('opening reads me again; the window coming back into focus reads it again, and the marks follow', async () => {
  const { container, refreshes, unmount } = await page('OWNER', [{ ...none, invite: true }, { ...none, invite: true, product: true }]);
  assert.is(refreshes(), 1);
  assert.is(text(container, 'h1'), 'Welcome to Moonlight Records');
  assert.equal(done(container), [true, false, false]);
  assert.is(text(container, '.onboarding-progress-text'), '1 of 3 done');
  await act(async () => {
    window.dispatchEvent(new (window as unknown as { Event: typeof Event }).Event('focus'));
  });
  assert.is(refreshes(), 2);
  assert.equal(done(container), [true, true, false]);
  assert.is(text(container, '.onboarding-progress-text'), '2 of 3 done');
  // The done mark is an icon and the word Done; the others say To do.
  assert.equal([...container.querySelectorAll('.onboarding-status')].map((mark) => mark.textContent), ['Done', 'Done', 'To do']);
  assert.is(container.querySelector('.onboarding-status[data-done] svg')?.getAttribute('aria-hidden'), 'true');
  await unmount();
  // Gone: focus reads nothing any more.
  window.dispatchEvent(new (window as unknown as { Event: typeof Event }).Event('focus'));
  assert.is(refreshes(), 2);
});

test("an owner's steps link to the pages that do them, and Go to dashboard", async () => {
  const { container, unmount } = await page('OWNER', []);
  const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  assert.equal(links, [
    ['Invite a colleague', '/org/7/admin/role/new'],
    ['Create a product', '/org/7/admin/product/new'],
    ['Create a ticket', '/org/7/ticket?new=1'],
    ['Go to dashboard', '/org/7/dashboard'],
  ]);
  await unmount();
});

test('a member gets no link to the admin pages: who may do those steps instead', async () => {
  const { container, unmount } = await page('MEMBER', []);
  const links = [...container.querySelectorAll('.onboarding-step a')].map((a) => a.textContent);
  assert.equal(links, ['Create a ticket']);
  assert.equal([...container.querySelectorAll('.onboarding-who')].map((p) => p.textContent?.startsWith('Administrators and owners')), [true, true]);
  await unmount();
});

test('Hide getting started saves the preference and offers to show it again', async () => {
  const { container, saved, unmount } = await page('OWNER', []);
  await act(async () => {
    buttonNamed(container, 'Hide getting started').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  assert.equal(saved, [false]);
  buttonNamed(container, 'Show getting started in the navigation');
  await unmount();
});

const card = suite('the getting-started card');

card('shows the checklist under its own heading, read afresh on show; the focus reads it again', async () => {
  (document.activeElement as HTMLElement | null)?.blur();
  const { container, refreshes, unmount } = await page('OWNER', [none, { ...none, product: true }], 'card');
  assert.is(document.activeElement, container.querySelector('h2'), 'arriving with the focus lost, the welcome takes it');
  assert.is(refreshes(), 1, 'read again when it shows');
  const section = container.querySelector('section.onboarding-card')!;
  assert.is(section.getAttribute('aria-labelledby'), section.querySelector('h2')!.id);
  assert.is(text(container, 'h2'), 'Welcome to Moonlight Records');
  assert.equal([...container.querySelectorAll('h3')].map((h) => h.textContent), ['Invite a colleague', 'Create a product', 'Create a ticket']);
  assert.equal(done(container), [false, false, false]);
  assert.equal([...container.querySelectorAll('.onboarding-step a')].map((a) => a.getAttribute('href')), ['/org/7/admin/role/new', '/org/7/admin/product/new', '/org/7/ticket?new=1']);
  await act(async () => {
    window.dispatchEvent(new (window as unknown as { Event: typeof Event }).Event('focus'));
  });
  assert.is(refreshes(), 2);
  assert.equal(done(container), [false, true, false]);
  assert.is(text(container, '.onboarding-progress-text'), '1 of 3 done');
  await unmount();
});

card('gone once the fresh marks say every step is done', async () => {
  const { container, refreshes, unmount } = await page('OWNER', [{ invite: true, product: true, ticket: true }], 'card');
  assert.is(refreshes(), 1);
  assert.is(container.querySelector('.onboarding-card'), null);
  await unmount();
});

card('nothing for a person who hid getting started', async () => {
  const { container, unmount } = await page('OWNER', [], 'card', false);
  assert.is(container.querySelector('.onboarding-card'), null);
  await unmount();
});

test.run();
card.run();
