/** The blackout models of the organization the page is in, and a page's own models, made once per page. */
import { useMemo } from 'react';
import type { OrgBlackouts } from '../../../application/time/blackouts-area.ts';
import { useSignals } from '@preact/signals-react/runtime';
import { useAccountArea } from '../../account-context.tsx';
import { useWork } from '../../work-context.tsx';

/** The time zone of the person's profile (null when unset: the browser's is used). */
export function useProfileZone(): string | null {
  useSignals();
  return useAccountArea().session.me.value?.role?.timeZone || null;
}

/** The current organization's blackout models, dates in the person's profile time zone. */
export function useBlackouts(): OrgBlackouts {
  const { area, scope } = useWork();
  const zone = useProfileZone();
  return useMemo(() => area.blackouts.inOrganization(scope, zone), [area, scope, zone]);
}

/** A model made once for this page and these keys. */
export function useBlackoutModel<T>(make: (blackouts: OrgBlackouts) => T, keys: readonly unknown[]): T {
  const blackouts = useBlackouts();
  return useMemo(() => make(blackouts), [blackouts, ...keys]);
}
