/** 'Not turned on' (an area behind a feature flag that is off): where it is turned on, and who can. */
import '../shared/setup.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WorkArea } from '../../../src/application/shell/work-area.ts';
import { AreaOffPage } from '../../../src/ui/screens/shell/area-off-page.tsx';
import { renderInOrganization } from '../schedule/render-in-organization.tsx';

const off = suite('an area that is not turned on');

off('an owner is led to Features on the admin overview, where the support inbox is turned on', async () => {
  const view = await renderInOrganization(<AreaOffPage flag="support" />, { url: '/org/7/issue', area: {} as WorkArea, me: null, type: 'OWNER' });
  assert.is(view.container.querySelector('h1')?.textContent, 'Not turned on');
  const link = view.container.querySelector('a')!;
  assert.is(link.textContent, 'Go to Features');
  assert.is(link.getAttribute('href'), '/org/7/admin#features');
  await view.unmount();
});

off('an administrator is led there too', async () => {
  const view = await renderInOrganization(<AreaOffPage flag="support" />, { url: '/org/7/issue', area: {} as WorkArea, me: null, type: 'ADMIN' });
  assert.is(view.container.querySelector('a')?.getAttribute('href'), '/org/7/admin#features');
  await view.unmount();
});

off('a member is told who can turn it on, with no link to pages they cannot use', async () => {
  const view = await renderInOrganization(<AreaOffPage flag="support" />, { url: '/org/7/issue', area: {} as WorkArea, me: null, type: 'MEMBER' });
  assert.is(view.container.querySelector('a'), null);
  assert.match(view.container.textContent!, 'An owner or administrator of this organization can turn it on, under Features on the Admin overview.');
  await view.unmount();
});

off('reports are turned on there too', async () => {
  const view = await renderInOrganization(<AreaOffPage flag="report" />, { url: '/org/7/report', area: {} as WorkArea, me: null, type: 'OWNER' });
  assert.is(view.container.querySelector('a')?.getAttribute('href'), '/org/7/admin#features');
  await view.unmount();
});

off('an area Features cannot turn on yet (documentation) offers no way there', async () => {
  const view = await renderInOrganization(<AreaOffPage flag="documentation" />, { url: '/org/7/documentation', area: {} as WorkArea, me: null, type: 'OWNER' });
  assert.is(view.container.querySelector('a'), null);
  assert.is(view.container.textContent, 'Not turned onThis area is not turned on for this organization.');
  await view.unmount();
});

off.run();
