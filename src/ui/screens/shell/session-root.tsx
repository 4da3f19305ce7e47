/**
 * Every path but the support case page: loads the account area once, starts the session, and
 * shows what root routing (§2) says for the session and the location; redirects remember where
 * the person was going.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { emailVerifiedNotice, rootRoute, type RootRoute } from '../../../domain/accounts/routing.ts';
import { AccountProvider, useAccountArea } from '../../account-context.tsx';
import { AppHeader } from './app-header.tsx';
import { SupportWidget } from '../support/support-widget.tsx';
import { useApp, type AppServices } from '../../app-context.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { ErrorView, LoadingView } from './status-views.tsx';

const AuthScreens = lazy(() => import('../accounts/auth-screens.tsx').then((m) => ({ default: m.AuthScreens })));
const DemoScreens = lazy(() => import('../demo/demo-screens.tsx').then((m) => ({ default: m.DemoScreens })));
const OrganizationArea = lazy(() => import('./organization-area.tsx').then((m) => ({ default: m.OrganizationArea })));

/** Where a redirect came from, to go back after signing in. */
const remembered = { origin: null as string | null };

function Routed() {
  useSignals();
  const app = useApp();
  const { session, supportWidget } = useAccountArea();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const route: RootRoute = rootRoute(session.state.value, location, search, { demoMode: app.settings.demoMode });
  const announced = useRef(false);

  useEffect(() => {
    if (route.kind !== 'redirect') return;
    remembered.origin = route.origin;
    navigate(route.to, { replace: true });
  }, [route.kind === 'redirect' ? route.to : null]);

  useEffect(() => {
    const notice = emailVerifiedNotice(search);
    if (!notice || announced.current) return;
    announced.current = true;
    app.notifications.notify(notice);
    const rest = new URLSearchParams(search);
    rest.delete('confirmed');
    navigate(rest.size > 0 ? `${location}?${rest}` : location, { replace: true });
  }, [search]);

  useEffect(() => {
    // The support widget is told the page on every navigation.
    supportWidget.seePage(window.location.href);
  }, [location, search]);

  const content = screenFor(route);
  const withHeader = session.state.value.status === 'signedIn' && (route.kind === 'auth' || route.kind === 'organization');
  const widget = session.linked.value || (app.settings.forceSupportWidget && session.state.value.status === 'signedIn') ? <SupportWidget widget={supportWidget} /> : null;
  // With a header, the Help button lives in it: it floats on wide windows and sits in the header's
  // row on narrow ones, where a floating button would cover the page.
  return (
    <>
      {withHeader ? <AppHeader help={widget} /> : null}
      {content}
      {withHeader ? null : widget}
    </>
  );
}

/** What a route shows. */
function screenFor(route: RootRoute) {
  switch (route.kind) {
    case 'loading':
    case 'redirect':
      return <LoadingView />;
    case 'error':
      return <ErrorView />;
    case 'emailConfirmation':
      return <AuthScreens screen="verificationRequired" origin={null} />;
    case 'auth':
      return <AuthScreens screen={route.screen} origin={remembered.origin} />;
    case 'organization':
      return <OrganizationArea orgId={route.orgId} />;
    case 'demoRequest':
      return <DemoScreens screen="request" />;
    case 'demoStatus':
      return <DemoScreens screen="status" />;
    case 'notFound':
    case 'supportCase':
      return <NotFoundScreen />;
    default: {
      const _never: never = route;
      return _never;
    }
  }
}

const areas = new WeakMap<AppServices, LazyExoticComponent<ComponentType>>();

/** The account area for an app, loaded once; the session starts as soon as its code is there. */
function areaOf(app: AppServices) {
  let Area = areas.get(app);
  if (!Area) {
    Area = lazy(() =>
      app.accountArea().then((area) => {
        void area.session.start();
        return {
          default: () => (
            <AccountProvider value={area}>
              <Suspense fallback={<LoadingView />}>
                <Routed />
              </Suspense>
            </AccountProvider>
          ),
        };
      }),
    );
    areas.set(app, Area);
  }
  return Area;
}

export function SessionRoot() {
  const Area = areaOf(useApp());
  return <Area />;
}
