/**
 * An in-process cache of records read often and written rarely (who a session belongs to, the
 * user, their memberships, an organization): every request reads them, so each would otherwise
 * cost several queries. The bench (`me`, `issueByToken` against bare graphql-yoga) is why it exists.
 *
 * It never answers what the database would not: a write forgets the entries it touches at once and
 * again after its commit (a read racing the write cannot keep the old value), entries are filled
 * only from reads outside transactions (never an uncommitted value), and on a PostgreSQL server
 * shared by several processes every forget is sent to the others (LISTEN/NOTIFY), which forget it too.
 */
import type { Database } from './database.ts';

/** The channel the processes tell each other what to forget on. */
export const CACHE_CHANNEL = 'tidemark_cache';

/** Entries kept per space; past it the space starts over (cheap, and bounded). */
const MAX_ENTRIES = 20_000;

const ABSENT = Symbol('absent');

export interface ReadCache {
  /** The cached value of `space`/`key`, else `load()` (kept for next time when that is safe). */
  readonly read: <T>(space: string, key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets one entry (or a whole space) here and, after the commit, in every process. */
  readonly forget: (space: string, key?: string) => void;
  /** Forgets everything (the database was emptied). */
  readonly clear: () => void;
  /** Starts hearing other processes' forgets (a shared database only). */
  readonly start: () => Promise<void>;
}

export function createReadCache(database: Database): ReadCache {
  const spaces = new Map<string, Map<string, unknown>>();
  /** Bumped by every forget: a read that began before one does not keep its value. */
  let generation = 0;

  const drop = (space: string, key?: string) => {
    generation += 1;
    if (key === undefined) spaces.delete(space);
    else spaces.get(space)?.delete(key);
  };

  return {
    read: async <T>(space: string, key: string, load: () => Promise<T>): Promise<T> => {
      const entries = spaces.get(space);
      if (entries?.has(key)) {
        const hit = entries.get(key);
        return (hit === ABSENT ? undefined : hit) as T;
      }
      const began = generation;
      const value = await load();
      if (!database.inTransaction() && generation === began) {
        let kept = spaces.get(space);
        if (!kept || kept.size >= MAX_ENTRIES) {
          kept = new Map();
          spaces.set(space, kept);
        }
        kept.set(key, value === undefined ? ABSENT : value);
      }
      return value;
    },
    forget: (space, key) => {
      drop(space, key);
      database.afterCommit(() => {
        drop(space, key);
        if (database.shared) void database.notify(CACHE_CHANNEL, JSON.stringify([space, key ?? null])).catch(() => {});
      });
    },
    clear: () => {
      generation += 1;
      spaces.clear();
    },
    start: async () => {
      if (!database.shared) return;
      await database.listen(CACHE_CHANNEL, (payload) => {
        try {
          const [space, key] = JSON.parse(payload) as [string, string | null];
          drop(space, key ?? undefined);
        } catch {
          // Not ours: nothing to forget.
        }
      });
    },
  };
}
