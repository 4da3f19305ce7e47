/** Admin catalogue pages: products, teams, workflows, tags, roles (scaffold: filled in by the catalogues work). */
import type { OrgRoute } from '../../../../domain/org-routes.ts';

export function AdminPages({ route }: { readonly route: Extract<OrgRoute, { page: 'catalogue' | 'adminHome' }> }) {
  return <h1>{route.page === 'catalogue' ? route.catalogue : 'Admin'}</h1>;
}
