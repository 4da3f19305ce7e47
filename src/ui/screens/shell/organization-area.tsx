/**
 * /org/{orgId}/…: the organization area. Only an organization the person belongs to is shown:
 * `me` is read again for the organization in the path, and any other answer is a not-found screen,
 * never another organization's data. Inside, a collapsible side navigation and the page the path
 * asks for (src/domain/shared/org-routes.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { focusIsLost } from '../../components/use-arrival-focus.ts';
import { historyRestoresFocus } from '../../components/use-scroll-restoration.ts';
import { DisplayZoneProvider } from '../../components/display-zone.tsx';
import { displayZoneOf } from '../../../domain/shared/dates.ts';
import type { WorkArea } from '../../../application/shell/work-area.ts';
import type { OrganizationScope } from '../../../application/shared/organization-deps.ts';
import { currentNavItem, FLAGGED_AREAS, navItems, orgPath, orgRoute, type NavItem, type OrgRoute } from '../../../domain/shared/org-routes.ts';
import { AUTH_PATHS } from '../../../domain/accounts/routing.ts';
import { isAdministrator, type SessionMe } from '../../../domain/accounts/session.ts';
import { type FeatureFlags } from '../../../domain/shared/constants.ts';
import { permissionsOf } from '../../../domain/shared/role.ts';
import { useAccountArea } from '../../account-context.tsx';
import { useApp, type AppServices } from '../../app-context.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork, WorkProvider } from '../../work-context.tsx';
import { AreaOffPage } from './area-off-page.tsx';
import { ErrorView, LoadingView } from './status-views.tsx';
import { ProfileScreen } from '../accounts/profile-screen.tsx';
import { withGettingStarted, type CountedNavItem } from '../../../domain/accounts/onboarding.ts';
import { GettingStartedCard, NavCount, OnboardingPage } from '../accounts/onboarding-page.tsx';

const TicketsPages = lazy(() => import('../work/tickets/tickets-pages.tsx').then((m) => ({ default: m.TicketsPages })));
const ExplorerPages = lazy(() => import('../work/explorer/explorer-pages.tsx').then((m) => ({ default: m.ExplorerPages })));
const AdminPages = lazy(() => import('./admin-pages.tsx').then((m) => ({ default: m.AdminPages })));
const SearchPage = lazy(() => import('../work/search/search-page.tsx').then((m) => ({ default: m.SearchPage })));
const DashboardPage = lazy(() => import('../work/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })));
const SchedulePages = lazy(() => import('../schedule/schedule-pages.tsx').then((m) => ({ default: m.SchedulePages })));
const MyCalendarPage = lazy(() => import('../schedule/my-calendar-page.tsx').then((m) => ({ default: m.MyCalendarPage })));
const DependencyPage = lazy(() => import('../work/dependency/dependency-page.tsx').then((m) => ({ default: m.DependencyPage })));
const ReportPages = lazy(() => import('../reports/report-pages.tsx').then((m) => ({ default: m.ReportPages })));
const NotesPage = lazy(() => import('../notes/notes-page.tsx').then((m) => ({ default: m.NotesPage })));
const SupportPages = lazy(() => import('../support/support-pages.tsx').then((m) => ({ default: m.SupportPages })));

export function OrganizationArea({ orgId }: { readonly orgId: number }) {
  useSignals();
  const { session } = useAccountArea();
  const me = session.me.value;
  const here = me?.organization?.id === String(orgId);
  const checked = useRef<number | null>(null);
  const refreshed = checked.current === orgId;

  useEffect(() => {
    // The session was read for another organization: ask again, for this one.
    if (here || checked.current === orgId) return;
    checked.current = orgId;
    void session.refresh();
  }, [orgId, here]);

  if (!here && !refreshed) return <LoadingView />;
  if (!here || !me?.role) return <OrganizationNotFound />;
  return <OrganizationLayout me={me} orgId={String(orgId)} />;
}

function OrganizationLayout({ me, orgId }: { readonly me: SessionMe; readonly orgId: string }) {
  useSignals();
  const [location] = useLocation();
  const role = me.role!;
  const route = orgRoute(location);
  const administrator = isAdministrator(role.type);
  const account = useAccountArea();
  const flags = account.session.featureFlags.value;
  // Each page of the organization the person opens joins their recently visited ones (and makes
  // this organization their last visited): the organization menu lists those first.
  useEffect(() => {
    if (route.page !== 'unknown') account.recordVisit(location);
  }, [location]);
  const items = withGettingStarted(navItems({ administrator, owner: role.type === 'OWNER', flags }), me.organization, role);
  const scope = useMemo<OrganizationScope>(() => ({ orgId, roleId: role.id, permissions: permissionsOf(role.type) }), [orgId, role.id, role.type]);
  const current = currentNavItem(items, location);
  // Every date of the organization's pages reads in the profile's time zone (the browser's when it has none).
  const zone = useMemo(() => displayZoneOf(role.timeZone), [role.timeZone]);
  // Wide windows: a side navigation that can be folded away. Narrow windows: a Menu button that
  // opens the links over the page and closes once one is followed.
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const links = useRef<HTMLDivElement>(null);
  /** Closes the narrow menu; the focus, if it was in the menu, goes back to its button. */
  const closeMenu = () => {
    if (!menuOpen) return;
    if (links.current?.contains(document.activeElement)) menuToggle.current?.focus();
    setMenuOpen(false);
  };
  useEffect(closeMenu, [location]);
  const content = useRef<HTMLDivElement>(null);
  useFocusLandsOnNewPage(location, content);
  const Work = workAreaOf(useApp());
  const group = (name: NavItem['group']) => <NavGroup items={items.filter((item) => item.group === name)} orgId={orgId} current={current} />;

  return (
    <div className="org-layout" data-collapsed={collapsed || undefined}>
      <nav
        className="org-sidenav"
        aria-label="Organization"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          event.preventDefault();
          menuToggle.current?.focus();
          setMenuOpen(false);
        }}
      >
        <div className="org-sidenav-head">
          <button
            type="button"
            className="org-sidenav-toggle"
            aria-expanded={!collapsed}
            aria-controls="org-sidenav-links"
            aria-label={collapsed ? 'Show navigation' : 'Hide navigation'}
            onClick={() => setCollapsed(!collapsed)}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
          <button ref={menuToggle} type="button" className="org-menu-toggle" aria-expanded={menuOpen} aria-controls="org-sidenav-links" onClick={() => setMenuOpen(!menuOpen)}>
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
            {current ? <span className="org-menu-current">· {current.label}</span> : null}
          </button>
        </div>
        <div ref={links} id="org-sidenav-links" className="org-sidenav-links" data-collapsed={collapsed || undefined} data-menu-open={menuOpen || undefined}>
          {group('work')}
          {administrator ? (
            <>
              <h2 className="org-sidenav-heading">Admin</h2>
              {group('admin')}
            </>
          ) : null}
          <h2 className="org-sidenav-heading">You</h2>
          {group('you')}
        </div>
      </nav>
      <div ref={content} className="org-content">
        <Suspense fallback={<LoadingView />}>
          <DisplayZoneProvider value={zone}>
            <Work scope={scope} route={route} me={me} flags={flags} />
          </DisplayZoneProvider>
        </Suspense>
      </div>
    </div>
  );
}

/**
 * After a move to another page, a focus left on nothing (the control that led there is gone) goes
 * to the new page's heading, so keyboard and screen reader users start from the top of it. The
 * first page of a visit is left alone (the dashboard takes it on arrival: useArrivalFocus), a
 * page that focuses something itself keeps it, and a page brought back by Back or Forward gets its
 * focus back where it was (use-scroll-restoration), not on a heading the restored position hides.
 */
function useFocusLandsOnNewPage(location: string, content: RefObject<HTMLDivElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frames = 0;
    let frame = 0;
    const look = () => {
      if (!focusIsLost() || historyRestoresFocus()) return;
      const heading = content.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (frames++ < 60) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}

function NavGroup({ items, orgId, current }: { readonly items: readonly CountedNavItem[]; readonly orgId: string; readonly current: NavItem | null }) {
  return (
    <ul className="org-sidenav-list">
      {items.map((item) => (
        <li key={item.path}>
          <Link href={orgPath(orgId, item.path)} aria-current={item.path === current?.path ? 'page' : undefined}>
            {item.label}
            {item.count ? <NavCount count={item.count} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface PageProps {
  readonly scope: OrganizationScope;
  readonly route: OrgRoute;
  readonly me: SessionMe;
  readonly flags: FeatureFlags;
}

const loaded = new WeakMap<AppServices, LazyExoticComponent<ComponentType<PageProps>>>();

/** The work area for an app, loaded once; its pages render inside it. */
function workAreaOf(app: AppServices) {
  let Work = loaded.get(app);
  if (!Work) {
    Work = lazy(() =>
      app.workArea().then(
        (area: WorkArea) => ({
          default: ({ scope, route, me, flags }: PageProps) => (
            <WorkProvider value={{ area, scope }}>
              <Suspense fallback={<LoadingView />}>
                <Page route={route} me={me} flags={flags} />
              </Suspense>
            </WorkProvider>
          ),
        }),
        () => ({ default: () => <ErrorView /> }),
      ),
    );
    loaded.set(app, Work);
  }
  return Work;
}

/** The page a route shows. */
function Page({ route, me, flags }: { readonly route: OrgRoute; readonly me: SessionMe; readonly flags: FeatureFlags }) {
  switch (route.page) {
    case 'onboarding':
      return <OnboardingPage orgId={me.organization!.id} organizationName={me.organization!.name} />;
    case 'home':
    case 'dashboard':
      return <DashboardPage me={me} />;
    case 'profile':
      return <ProfileScreen role={me.role!} />;
    case 'tickets':
    case 'ticket':
    case 'favoriteTickets':
      return <TicketsPages route={route} />;
    case 'explorer':
      // A new organization lands on its first project's empty readme: getting started shows there.
      return <ExplorerPages route={route} firstRun={<GettingStartedCard orgId={me.organization!.id} organizationName={me.organization!.name} />} />;
    case 'adminHome':
    case 'catalogue':
    case 'blackout':
    case 'billing':
    case 'ticketImport':
      return <AdminPages route={route} />;
    case 'search':
      return <SearchPage route={route} />;
    case 'schedule':
      return <SchedulePages view={route.view} />;
    case 'calendar':
      return <MyCalendarPage me={me} />;
    case 'notes':
      return <NotesPage noteColors={me.role!.preferences.noteColors} />;
    case 'dependency':
      return <DependencyPage path={route.path} />;
    case 'issues':
    case 'issueCase':
      return flags.support ? <SupportPages route={route} /> : <AreaOffPage flag="support" />;
    case 'reports':
    case 'report':
      return flags.report ? <ReportPages route={route} /> : <AreaOffPage flag="report" />;
    case 'later':
      // An area behind a feature flag that is off is not there at all (§1).
      return FLAGGED_AREAS[route.area] !== undefined && !flags[FLAGGED_AREAS[route.area]!] ? <AreaOffPage flag={FLAGGED_AREAS[route.area]!} /> : <NotYetPage />;
    case 'unknown':
      return <PageNotFound />;
    default: {
      const _never: never = route;
      return _never;
    }
  }
}

function OrganizationNotFound() {
  usePageTitle('Organization not found');
  return (
    <main className="status-page">
      <h1>Organization not found</h1>
      <p>This organization does not exist, or you are not a member of it.</p>
      <Link className="button" href={AUTH_PATHS.chooseOrganization}>
        Your organizations
      </Link>
    </main>
  );
}

function PageNotFound() {
  usePageTitle('Page not found');
  const { scope } = useWork();
  return (
    <main className="org-page org-status">
      <h1>Page not found</h1>
      <p>There is no page at this address in this organization.</p>
      <Link className="button" href={orgPath(scope.orgId, 'dashboard')}>
        Go to the organization's home
      </Link>
    </main>
  );
}

/** A §2 route whose page has not been built yet: said plainly, never dressed up as done. */
function NotYetPage() {
  usePageTitle('Not available yet');
  return (
    <main className="org-page org-status">
      <h1>Not available yet</h1>
      <p>This part of Tidemark is not open yet. Tickets, the explorer and the admin pages are in the navigation.</p>
    </main>
  );
}
