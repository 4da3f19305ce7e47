/** The root: routes and the overlays every screen shares. */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { BETA_LABEL, COPYRIGHT_LINE } from '../domain/page-title.ts';
import { decodeSegment } from '../domain/paths.ts';
import { ToastOverlay } from './components/toast-overlay.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';

// Each page is its own chunk (see page-routes.ts): no page loads another page's code.
const SupportCaseScreen = lazy(() => import('./screens/support/support-case-screen.tsx').then((m) => ({ default: m.SupportCaseScreen })));
// Every other path goes through the session: its code (session, accounts, routing) loads here.
const SessionRoot = lazy(() => import('./screens/session-root.tsx').then((m) => ({ default: m.SessionRoot })));

export function App() {
  return (
    <>
      <Suspense fallback={<main className="page-loading" aria-busy="true" />}>
        <Switch>
        <Route path="/support/:token">
          {(params) => {
            const token = decodeSegment(params.token);
            return token === null ? <NotFoundScreen /> : <SupportCaseScreen token={token} />;
          }}
        </Route>
        <Route>
          <SessionRoot />
        </Route>
        </Switch>
      </Suspense>
      <footer className="site-footer">
        <span>{COPYRIGHT_LINE}</span> <span className="beta">{BETA_LABEL}</span>
      </footer>
      <ToastOverlay />
    </>
  );
}
