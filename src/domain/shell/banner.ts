/**
 * New-version banner (§2 screen 14, §4): shown once a new version is detected and until dismissed;
 * a dismissed banner shows again 30 minutes later while the new version is still waiting. Reload
 * is the page's business, not the banner's. Time is passed in.
 */
import { BANNER_RESHOW_MS, PRODUCT_NAME } from '../shared/constants.ts';

/** The banner's texts, exactly as the specification words them. */
export const BANNER_TEXT = {
  title: 'New Version Available',
  body: `Reload the page to use the latest version of ${PRODUCT_NAME}.`,
  reload: 'Reload',
  dismiss: 'Dismiss',
} as const;

/** Whether a new version is waiting, and when the banner was last dismissed (ms since epoch). */
export interface State {
  readonly newVersion: boolean;
  readonly dismissedAt: number | null;
}

/** A new version was detected; the banner was dismissed at a time. */
export type Event = { readonly type: 'versionDetected' } | { readonly type: 'dismissed'; readonly at: number };

/** No new version, never dismissed. */
export const initialState: State = { newVersion: false, dismissedAt: null };

/** Whether the banner shows at `now`: a new version waits and it was never dismissed, or 30 minutes have passed. */
export function isVisible(state: State, now: number): boolean {
  if (!state.newVersion) return false;
  return state.dismissedAt === null || now - state.dismissedAt >= BANNER_RESHOW_MS;
}

/** When a dismissed banner comes back (for a caller's timer); null when it is not waiting to come back. */
export function reshowAt(state: State): number | null {
  if (!state.newVersion || state.dismissedAt === null) return null;
  return state.dismissedAt + BANNER_RESHOW_MS;
}

/** The next banner state: a version detected while one waits changes nothing; dismissing applies only while visible. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'versionDetected':
      return state.newVersion ? state : { ...state, newVersion: true };
    case 'dismissed':
      if (!Number.isFinite(event.at) || !isVisible(state, event.at)) return state;
      return { ...state, dismissedAt: event.at };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
