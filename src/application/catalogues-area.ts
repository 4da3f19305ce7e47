/** The catalogues pages' model factories (scaffold: filled in by the catalogues work). */
import type { WorkAreaDeps } from './work-area.ts';

export interface CataloguesArea {
  readonly deps: WorkAreaDeps;
}

/** Builds the catalogues model factories. */
export function createCataloguesArea(deps: WorkAreaDeps): CataloguesArea {
  return { deps };
}
