/** The catalogue models of the organization the page is in, and the page's own models, made once per page. */
import { useMemo } from 'react';
import type { OrgCatalogues } from '../../../../application/work/catalogues-area.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { useWork } from '../../../work-context.tsx';

/** The current organization's catalogue models. */
export function useCatalogues(): OrgCatalogues {
  const { area, scope } = useWork();
  return useMemo(() => area.catalogues.inOrganization(scope), [area, scope]);
}

/** A model made once for this page and these keys (a list, a record, a form). */
export function usePageModel<T>(make: (catalogues: OrgCatalogues) => T, keys: readonly unknown[]): T {
  const catalogues = useCatalogues();
  return useMemo(() => make(catalogues), [catalogues, ...keys]);
}

/** The path of an organization page, for links. */
export function useOrgPath(): (rest: string) => string {
  const { scope } = useWork();
  return (rest) => orgPath(scope.orgId, rest);
}
