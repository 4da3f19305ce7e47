/** Renders an organization page for the schedule's UI tests: the app, the signed-in person, a router at a URL, the work area. */
import { signal } from '@preact/signals-core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import type { WorkArea } from '../../../src/application/shell/work-area.ts';
import { permissionsOf, type RoleType } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { DisplayZoneProvider } from '../../../src/ui/components/display-zone.tsx';
import { displayZoneOf } from '../../../src/domain/shared/dates.ts';
import { settle } from '../../helpers/doubles.ts';
import { testServices } from '../shared/services.ts';

/** `page` at `url` in organization 7, for role r1 of `type` (`me` is what the session holds). */
export async function renderInOrganization(page: ReactNode, { url, area, me, type }: { readonly url: string; readonly area: WorkArea; readonly me: unknown; readonly type: RoleType }) {
  const location = memoryLocation({ path: url, record: true });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppProvider value={testServices({})}>
        <AccountProvider value={{ session: { me: signal(me) } } as unknown as AccountArea}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {/* As the organization layout does: dates in the profile's zone. */}
            <DisplayZoneProvider value={displayZoneOf((me as { role?: { timeZone?: string | null } } | null)?.role?.timeZone)}>
              <WorkProvider value={{ area, scope: { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) } }}>{page}</WorkProvider>
            </DisplayZoneProvider>
          </Router>
        </AccountProvider>
      </AppProvider>,
    );
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
