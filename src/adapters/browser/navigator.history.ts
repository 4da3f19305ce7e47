/** Navigator over the History API, as the router (wouter) listens to it. */
import { navigate } from 'wouter/use-browser-location';
import type { NavigatorShape } from '../../application/shared/navigator.port.ts';

/** Same-site navigation and reload. */
export const historyNavigator: NavigatorShape = {
  go: (path, options) => navigate(path, { replace: options?.replace ?? false }),
  reload: () => window.location.reload(),
};
