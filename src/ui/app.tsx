/** The app's root (every page but the support case, which is an entry of its own): routes and the overlays every screen shares. */
import { lazy, Suspense } from 'react';
import { SiteFooter } from './components/site-footer.tsx';
import { SkipLink } from './components/skip-link.tsx';
import { useScrollRestoration } from './components/use-scroll-restoration.ts';
import { ToastOverlay } from './screens/shell/toast-overlay.tsx';

// Every path goes through the session: its code (session, accounts, routing) loads here.
const SessionRoot = lazy(() => import('./screens/shell/session-root.tsx').then((m) => ({ default: m.SessionRoot })));

export function App() {
  useScrollRestoration();
  return (
    <>
      <SkipLink />
      <Suspense fallback={<main className="page-loading" aria-busy="true" />}>
        <SessionRoot />
      </Suspense>
      <SiteFooter />
      <ToastOverlay />
    </>
  );
}
