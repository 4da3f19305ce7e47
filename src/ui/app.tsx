/** The root: routes and the overlays every screen shares. */
import { Route, Switch } from 'wouter';
import { PRODUCT_NAME } from '../domain/constants.ts';
import { decodeSegment } from '../domain/routing.ts';
import { ToastOverlay } from './components/toast-overlay.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { SupportCaseScreen } from './screens/support/support-case-screen.tsx';

export function App() {
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
      <footer className="site-footer">
        <span className="brand">
          {PRODUCT_NAME} <span className="beta">beta</span>
        </span>
      </footer>
      <ToastOverlay />
    </>
  );
}
