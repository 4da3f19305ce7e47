import '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAccountArea } from '../../../src/application/shell/account-area.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import { SessionGateway } from '../../../src/application/accounts/session-gateway.port.ts';
import type { Membership } from '../../../src/domain/shared/role.ts';
import type { Me } from '../../../src/domain/accounts/session.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { AppHeader } from '../../../src/ui/screens/shell/app-header.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const me: Me = {
  status: 'LINKED',
  user: { id: 'u1', email: 'ana@example.com', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '1' } },
  organization: { id: '1', name: 'Moonlight Records', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: false, product: false, ticket: false } },
  role: null,
  featureFlag: null,
};

const membership = (id: string, name: string): Membership => ({
  id,
  title: null,
  type: 'OWNER',
  status: 'ACCEPTED',
  createdAt: '2026-11-01T10:00:00.000Z',
  user: { id: 'u1', email: 'ana@example.com' },
  organization: { id, name, showOnboarding: false, status: 'READY' },
});

const header = suite('the header of signed-in people');

/** The header of a session answering `session`, whose roles are `roles`, rendered and settled. */
async function renderHeader(session: Me, roles: readonly Membership[]) {
  const runner = runtimeOf(
    Layer.mergeAll(stubLayer(SessionGateway, { me: () => Effect.succeed(session) }), stubLayer(MembershipGateway, { myRoles: () => Effect.succeed(roles) })),
  );
  const area = createAccountArea({ runner: runner as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, locale: { timeZone: () => 'UTC' } });
  await area.session.start();
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={area}>
        <AppHeader />
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return view;
}

header('shows the current organization and the person; the switcher lists their organizations', async () => {
  const view = await renderHeader(me, [membership('1', 'Moonlight Records'), membership('2', 'Sunrise Audio')]);
  const [switcher, account] = [...view.container.querySelectorAll('header button')] as HTMLButtonElement[];
  assert.match(switcher!.textContent!, 'Moonlight Records');
  assert.match(account!.getAttribute('aria-label')!, 'ana@example.com');
  assert.ok(account!.querySelector('svg[data-avatar]'), 'the person appears with their avatar');

  await act(async () => {
    switcher!.click();
    await settle();
  });
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  assert.equal(items, ['Moonlight Records (current)', 'Sunrise Audio', 'All organizations and invitations', 'Create an organization']);
  assert.is(document.querySelector('[role="menuitem"]')!.getAttribute('href'), '/org/1/dashboard');
  await view.unmount();
});

header('the switcher shows favourites first, then the organizations visited last, then the others, each under its heading', async () => {
  const withFavorite: Me = { ...me, user: { ...me.user!, preferences: { favoriteOrganizations: ['4'], lastOrganizationId: '1' } } };
  const visited = (m: Membership, at: string): Membership => ({ ...m, lastVisitedAt: at });
  const view = await renderHeader(withFavorite, [
    visited(membership('1', 'Moonlight Records'), '2026-11-20T10:00:00.000Z'),
    membership('2', 'Sunrise Audio'),
    visited(membership('3', 'Echo Labs'), '2026-11-21T10:00:00.000Z'),
    membership('4', 'Zephyr Sound'),
  ]);
  const switcher = view.container.querySelector('header button') as HTMLButtonElement;
  await act(async () => {
    switcher.click();
    await settle();
  });
  const sections = [...document.querySelectorAll('[role="menu"] section, [role="menu"] [role="group"]')].map((group) => ({
    title: group.querySelector('header, .menu-header')?.textContent,
    items: [...group.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent),
  }));
  assert.equal(sections.filter((section) => section.title), [
    { title: 'Favourites', items: ['Zephyr Sound'] },
    { title: 'Recently visited', items: ['Echo Labs', 'Moonlight Records (current)'] },
    { title: 'Other organizations', items: ['Sunrise Audio'] },
  ]);
  await view.unmount();
});

header.run();
