/**
 * Signed-in sessions end on their own (issue 16, finding 7): after SESSION_IDLE_HOURS without a
 * request, and SESSION_MAX_DAYS after they began whatever happens. A request on an expired
 * session finds nobody signed in and ends it; the due jobs prune the rest, so the session map
 * never grows without bound. Times are the server clock's.
 */
import type { StoredSession } from '../store/account-store.ts';
import type { Store } from '../store/store.ts';

export interface SessionLimits {
  /** A session unused this long ends. */
  readonly idleMs: number;
  /** A session this old ends, used or not. */
  readonly maxMs: number;
}

/** A session's last use is written at most this often (every request reads it). */
const TOUCH_EVERY_MS = 60_000;

/** The sessions of a store, with their limits. */
export function createSessions({ store, now, limits }: { readonly store: Store; readonly now: () => number; readonly limits: SessionLimits }) {
  const expired = (session: StoredSession, at: number) => at - session.lastSeenAt >= limits.idleMs || at - session.createdAt >= limits.maxMs;
  return {
    /** Starts a session for a user. */
    async start(sessionId: string, userId: string): Promise<void> {
      const at = now();
      await store.accounts.putSession(sessionId, { userId, createdAt: at, lastSeenAt: at });
    },
    /** The user a live session belongs to (its use noted); null for an unknown or expired one, which ends. */
    async userOf(sessionId: string | null): Promise<string | null> {
      if (sessionId === null) return null;
      const session = await store.accounts.session(sessionId);
      if (!session) return null;
      const at = now();
      if (expired(session, at)) {
        await store.accounts.endSession(sessionId);
        return null;
      }
      if (at - session.lastSeenAt >= TOUCH_EVERY_MS) await store.accounts.putSession(sessionId, { ...session, lastSeenAt: at });
      return session.userId;
    },
    /** Ends every expired session; answers how many. */
    prune(): Promise<number> {
      const at = now();
      return store.accounts.pruneSessions(at - limits.idleMs, at - limits.maxMs);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
