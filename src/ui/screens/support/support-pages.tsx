/** Support inbox pages: /issue (the list) and /issue/{issueId}/view (one case). The layout shows them only while the support flag is on. */
import type { OrgRoute } from '../../../domain/shared/org-routes.ts';
import { InboxCasePage } from './inbox-case.tsx';
import { InboxListPage } from './inbox-list.tsx';

export function SupportPages({ route }: { readonly route: Extract<OrgRoute, { page: 'issues' | 'issueCase' }> }) {
  switch (route.page) {
    case 'issues':
      return <InboxListPage />;
    case 'issueCase':
      return <InboxCasePage key={route.issueId} issueId={route.issueId} />;
    default: {
      const _never: never = route;
      return _never;
    }
  }
}
