/** The blackout models of the organization the page is in, and a page's own models, made once per page. */
import { useMemo } from 'react';
import type { OrgBlackouts } from '../../../../../application/blackouts-area.ts';
import { useWork } from '../../../../work-context.tsx';

/** The current organization's blackout models. */
export function useBlackouts(): OrgBlackouts {
  const { area, scope } = useWork();
  return useMemo(() => area.blackouts.inOrganization(scope), [area, scope]);
}

/** A model made once for this page and these keys. */
export function useBlackoutModel<T>(make: (blackouts: OrgBlackouts) => T, keys: readonly unknown[]): T {
  const blackouts = useBlackouts();
  return useMemo(() => make(blackouts), [blackouts, ...keys]);
}
