/**
 * The client support case page as an app of its own (§2 screen 1): no account, no session, nothing
 * of the organization area. It loads alone, so the first paint does not wait on shared chunks.
 */
import { Route, Switch } from 'wouter';
import { decodeSegment } from '../domain/shared/paths.ts';
import { SiteFooter } from './components/site-footer.tsx';
import { ToastOverlay } from './screens/shell/toast-overlay.tsx';
import { NotFoundScreen } from './screens/shell/not-found-screen.tsx';
import { SupportCaseScreen } from './screens/support/support-case-screen.tsx';

export function SupportApp() {
  return (
    <>
      <Switch>
        <Route path="/support/:token">
          {(params) => {
            const token = decodeSegment(params.token);
            return token === null ? <NotFoundScreen /> : <SupportCaseScreen token={token} />;
          }}
        </Route>
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
      <SiteFooter />
      <ToastOverlay />
    </>
  );
}
