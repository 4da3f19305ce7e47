/**
 * Revision check (§4, §7): at start and every 15 minutes the page loads /revision.js?d={bucket},
 * the bucket being the time in 2-minute units so caches serve the script for at most 2 minutes.
 * The script reports the server's revision; one that differs from the running build's raises the
 * new-version notification, once per new revision. Time is passed in.
 */
import { REVISION_BUCKET_MS, REVISION_CHECK_INTERVAL_MS } from '../shared/constants.ts';

/** The cache-busting bucket: the time in whole 2-minute units. */
export function revisionBucket(now: number): number {
  return Math.floor(now / REVISION_BUCKET_MS);
}

/** The revision script's address at `now`: '/revision.js?d={bucket}'. */
export function revisionScriptUrl(now: number): string {
  return `/revision.js?d=${revisionBucket(now)}`;
}

/** When to check next: now if never checked, else 15 minutes after the last check (now if that has passed). */
export function nextCheckAt(lastCheckAt: number | null, now: number): number {
  if (lastCheckAt === null) return now;
  return Math.max(now, lastCheckAt + REVISION_CHECK_INTERVAL_MS);
}

/** A report as a revision: a non-blank string, trimmed; anything else is no report. */
export function readRevision(report: unknown): string | null {
  if (typeof report !== 'string') return null;
  const revision = report.trim();
  return revision === '' ? null : revision;
}

/** The last new revision a notification was raised for. */
export interface State {
  readonly notified: string | null;
}

/** The script reported a revision (anything: it is checked here), to compare with the running build's. */
export type Event = { readonly type: 'reported'; readonly revision: unknown; readonly builtIn: string };

/** Nothing raised yet. */
export const initialState: State = { notified: null };

/** The next state; a new state means "raise the new-version notification" (once per new revision). */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'reported': {
      const reported = readRevision(event.revision);
      const builtIn = readRevision(event.builtIn);
      // A build that does not know its own revision cannot tell whether it is outdated.
      if (reported === null || builtIn === null) return state;
      if (reported === builtIn || reported === state.notified) return state;
      return { notified: reported };
    }
    default: {
      // A one-member union does not narrow to never itself; its tag does.
      const _never: never = event.type;
      return _never;
    }
  }
}

/** Whether this report must raise the new-version notification. */
export function mustRaise(state: State, event: Event): boolean {
  return transition(state, event) !== state;
}
