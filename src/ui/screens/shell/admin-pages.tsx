/** Admin catalogue pages (§2): the admin home, and products, teams, workflows, tags and people with their list, record, edit and new pages; blackout times; billing; the ticket import. */
import type { OrgRoute } from '../../../domain/shared/org-routes.ts';
import { AdminHome } from './admin-home.tsx';
import { BlackoutPages } from '../time/blackout-pages.tsx';
import { PeoplePages } from '../work/admin/people-pages.tsx';
import { ProductPages } from '../work/admin/product-pages.tsx';
import { TagPages } from '../work/admin/tag-pages.tsx';
import { TeamPages } from '../work/admin/team-pages.tsx';
import { WorkflowPages } from '../work/admin/workflow-pages.tsx';
import { BillingPage } from '../work/admin/billing-page.tsx';
import { lazy } from 'react';

/** The import page carries its CSV reading and preview table: a chunk of its own. */
const TicketImportPage = lazy(() => import('../work/admin/ticket-import-page.tsx').then((m) => ({ default: m.TicketImportPage })));

/** The admin page a route asks for. */
export function AdminPages({ route }: { readonly route: Extract<OrgRoute, { page: 'catalogue' | 'adminHome' | 'blackout' | 'billing' | 'ticketImport' }> }) {
  if (route.page === 'adminHome') return <AdminHome />;
  if (route.page === 'billing') return <BillingPage />;
  if (route.page === 'ticketImport') return <TicketImportPage />;
  if (route.page === 'blackout') return <BlackoutPages route={route} />;
  const { catalogue, id, mode } = route;
  switch (catalogue) {
    case 'product':
      return <ProductPages id={id} mode={mode} />;
    case 'team':
      return <TeamPages id={id} mode={mode} />;
    case 'workflow':
      return <WorkflowPages id={id} mode={mode} />;
    case 'tag':
      return <TagPages id={id} mode={mode} />;
    case 'role':
      return <PeoplePages id={id} mode={mode} />;
    default: {
      const _never: never = catalogue;
      return _never;
    }
  }
}
