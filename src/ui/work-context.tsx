/** The loaded work area and the organization the pages are in, for the organization pages. */
import { createContext, useContext } from 'react';
import type { WorkArea } from '../application/shell/work-area.ts';
import type { OrganizationScope } from '../application/shared/organization-deps.ts';

export interface WorkContextValue {
  readonly area: WorkArea;
  readonly scope: OrganizationScope;
}

const WorkContext = createContext<WorkContextValue | null>(null);

/** Provides the work area and scope to the organization pages. */
export const WorkProvider = WorkContext.Provider;

/** The work area and scope; a page outside the organization layout is a bug. */
export function useWork(): WorkContextValue {
  const value = useContext(WorkContext);
  if (!value) throw new Error('useWork() outside the organization layout');
  return value;
}

/** The work area and scope inside the organization layout; null elsewhere (a renderer used on both sides). */
export function useWorkIfAny(): WorkContextValue | null {
  return useContext(WorkContext);
}
