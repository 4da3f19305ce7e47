/** Explorer pages: /explorer and its tabs (scaffold: filled in by the explorer work). */
import type { OrgRoute } from '../../../../domain/org-routes.ts';

export function ExplorerPages({ route }: { readonly route: Extract<OrgRoute, { page: 'explorer' }> }) {
  return <h1>Explorer {route.projectId ?? ''}</h1>;
}
