/** Select Organization in happy-dom: each organization has a favourite toggle, which saves and shows at once. */
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
import { ChooseOrganizationScreen } from '../../../src/ui/screens/accounts/organization-screens.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const me: Me = {
  status: 'USER',
  user: { id: 'u1', email: 'ana@example.com', status: 'ACTIVE', preferences: { favoriteOrganizations: ['2'], lastOrganizationId: null } },
  organization: null,
  role: null,
  featureFlag: null,
};

const membership = (id: string, name: string): Membership => ({
  id,
  title: null,
  type: 'MEMBER',
  status: 'ACCEPTED',
  createdAt: '2026-11-01T10:00:00.000Z',
  user: { id: 'u1', email: 'ana@example.com' },
  organization: { id, name, showOnboarding: false, status: 'READY' },
});

const choose = suite('Select Organization: favourites');

choose('each organization has a labelled toggle; pressing it saves the mark and shows it', async () => {
  const asked: [string, boolean][] = [];
  const runner = runtimeOf(
    Layer.mergeAll(
      stubLayer(SessionGateway, { me: () => Effect.succeed(me) }),
      stubLayer(MembershipGateway, {
        myRoles: () => Effect.succeed([membership('1', 'Moonlight Records'), membership('2', 'Sunrise Audio')]),
        setFavoriteOrganization: (id, favorite) => (asked.push([id, favorite]), Effect.succeed(favorite ? ['2', id] : ['2'])),
      }),
    ),
  );
  const area = createAccountArea({ runner: runner as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, locale: { timeZone: () => 'UTC' } });
  await area.session.start();
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={area}>
        <ChooseOrganizationScreen />
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  const toggle = (name: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="Favourite: ${name}"]`)!;
  assert.is(toggle('Sunrise Audio').getAttribute('aria-pressed'), 'true');
  assert.is(toggle('Moonlight Records').getAttribute('aria-pressed'), 'false');
  await act(async () => {
    toggle('Moonlight Records').click();
    await settle();
  });
  assert.equal(asked, [['1', true]]);
  assert.is(toggle('Moonlight Records').getAttribute('aria-pressed'), 'true');
  assert.equal(area.session.me.value?.user.preferences.favoriteOrganizations, ['2', '1'], 'the session knows');
  await view.unmount();
});

choose.run();
