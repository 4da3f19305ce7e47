/** The tickets pages' model factories (scaffold: filled in by the tickets work). */
import type { WorkAreaDeps } from './work-area.ts';

export interface TicketsArea {
  readonly deps: WorkAreaDeps;
}

/** Builds the tickets model factories. */
export function createTicketsArea(deps: WorkAreaDeps): TicketsArea {
  return { deps };
}
