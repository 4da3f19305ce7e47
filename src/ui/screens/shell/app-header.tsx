/**
 * The header signed-in people see (§2): the brand, an organization switcher listing where they
 * belong, and their avatar with a menu. Keyboard: each trigger opens its menu with Enter, arrows move.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { Header } from 'react-aria-components/Header';
import { PRODUCT_NAME } from '../../../domain/shared/constants.ts';
import { AUTH_PATHS, dashboardPath, profilePath } from '../../../domain/accounts/routing.ts';
import { useAccountArea } from '../../account-context.tsx';
import { Avatar } from '../../components/avatar.tsx';

/** `help` is the support widget, when the person may use it. */
export function AppHeader({ help = null }: { readonly help?: ReactNode }) {
  useSignals();
  const area = useAccountArea();
  const roles = useMemo(() => area.selectOrganization(), [area]);
  const me = area.session.me.value;
  if (!me) return null;
  const current = me.organization;
  const person = me.role?.name ?? me.user.email;
  const menu = roles.menu.value;
  const organizations = [...menu.favorites, ...menu.recent, ...menu.others];
  // Favourites first, then the organizations visited last, then the others (by name).
  const sections = [
    { id: 'favorites', title: 'Favourites', roles: menu.favorites },
    { id: 'recent', title: 'Recently visited', roles: menu.recent },
    { id: 'others', title: menu.favorites.length + menu.recent.length > 0 ? 'Other organizations' : 'Your organizations', roles: menu.others },
  ].filter((section) => section.roles.length > 0);
  return (
    <header className="app-header">
      <a className="app-brand" href={area.session.homePath.value ?? '/'}>
        {PRODUCT_NAME} <span className="beta">beta</span>
      </a>
      <MenuTrigger onOpenChange={(open) => open && void roles.refresh()}>
        <Button className="header-button" aria-label={`${current?.name ?? 'Organizations'}: switch organization`}>
          <span className="header-org">{current?.name ?? 'Organizations'}</span>
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover className="menu-popover" placement="bottom start">
          {/* Keyed on the list: under preact/compat a react-aria collection cannot take an item inserted mid-list (see the explorer tree). */}
          <Menu key={organizations.map((role) => role.id).join()} className="menu" aria-label="Switch organization">
            {sections.map((section) => (
              <MenuSection key={section.id} id={section.id}>
                <Header className="menu-header">{section.title}</Header>
                {section.roles.map((role) => (
                  <MenuItem key={role.id} id={role.id} className="menu-item" href={dashboardPath(role.organization.id) ?? AUTH_PATHS.chooseOrganization}>
                    {role.organization.name}
                    {role.organization.id === current?.id ? <span className="menu-current"> (current)</span> : null}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
            <Separator className="menu-separator" />
            <MenuItem id="all" className="menu-item" href={AUTH_PATHS.chooseOrganization}>
              All organizations and invitations
            </MenuItem>
            <MenuItem id="create" className="menu-item" href={AUTH_PATHS.createOrganization}>
              Create an organization
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <span className="header-spacer" />
      {help}
      <MenuTrigger>
        <Button className="header-button header-person" aria-label={`Account: ${person}`}>
          <Avatar name={person} url={me.role?.avatarUrl ?? null} size={30} />
          <span className="header-name">{person}</span>
        </Button>
        <Popover className="menu-popover" placement="bottom end">
          <Menu className="menu" aria-label="Account">
            <MenuSection>
              <Header className="menu-header">{me.user.email}</Header>
              {current ? (
                <MenuItem id="profile" className="menu-item" href={profilePath(current.id)}>
                  Profile
                </MenuItem>
              ) : null}
              <MenuItem id="choose" className="menu-item" href={AUTH_PATHS.chooseOrganization}>
                Choose organization
              </MenuItem>
              <MenuItem id="logout" className="menu-item" href={AUTH_PATHS.logout}>
                Log out
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </header>
  );
}
