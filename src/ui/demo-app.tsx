/**
 * The demo host's page for signed-out visitors (§2 screens 11 and 12) as an app of its own, like
 * the client support case page: a visitor's first contact loads the demo request and status
 * screens only, not the session and organization code. The server serves it to requests without a
 * session cookie on the demo host; signing in as a sample role goes on to the full app.
 */
import { useLocation } from 'wouter';
import type { DemoArea } from '../application/demo/demo-area.ts';
import { DEMO_PATHS } from '../domain/accounts/routing.ts';
import { SiteFooter } from './components/site-footer.tsx';
import { DemoRequestScreen, DemoStatusScreen } from './screens/demo/demo-screens.tsx';
import { ToastOverlay } from './screens/shell/toast-overlay.tsx';

/** The status screen at /demo/status; the request screen at every other path (§2 signed-out fallback). */
export function DemoApp({ demo }: { readonly demo: DemoArea }) {
  const [path] = useLocation();
  return (
    <>
      {path === DEMO_PATHS.status ? <DemoStatusScreen demo={demo} /> : <DemoRequestScreen demo={demo} />}
      <SiteFooter />
      <ToastOverlay />
    </>
  );
}
