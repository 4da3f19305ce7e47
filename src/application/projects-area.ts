/** The projects pages' model factories (scaffold: filled in by the projects work). */
import type { WorkAreaDeps } from './work-area.ts';

export interface ProjectsArea {
  readonly deps: WorkAreaDeps;
}

/** Builds the projects model factories. */
export function createProjectsArea(deps: WorkAreaDeps): ProjectsArea {
  return { deps };
}
