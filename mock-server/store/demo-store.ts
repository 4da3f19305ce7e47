/** Requested demos, kept in memory behind one interface (part of the server's Store). */

/** §4 Demo: Queued, then Processing, then Ready or Failed. */
export type DemoStatus = 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED';

/** A demo request and, once built, what it made (to remove it all when it expires). */
export interface StoredDemo {
  /** Random and unguessable: whoever holds it reads the demo's password. */
  readonly id: string;
  readonly email: string;
  status: DemoStatus;
  readonly requestedAt: number;
  /** When the worker took it, and when its build is done (server clock, ms). */
  startedAt: number | null;
  dueAt: number | null;
  /** After this the demo and everything it made are removed. */
  readonly expiresAt: number;
  /** The sample people's password (random per demo), hashed once for all of them. */
  readonly password: string;
  readonly passwordHash: string;
  readonly salt: string;
  /** §3 config JSON text (password and roles); null until Ready. */
  config: string | null;
  organizationId: string | null;
  userIds: string[];
}

export interface DemoStore {
  readonly put: (demo: StoredDemo) => void;
  readonly get: (id: string) => StoredDemo | undefined;
  /** Every demo in request order. */
  readonly all: () => readonly StoredDemo[];
  readonly remove: (id: string) => void;
  readonly reset: () => void;
}

/** Demos kept in memory. */
export function createMemoryDemoStore(): DemoStore {
  let demos = new Map<string, StoredDemo>();
  return {
    put: (demo) => void demos.set(demo.id, demo),
    get: (id) => demos.get(id),
    all: () => [...demos.values()],
    remove: (id) => void demos.delete(id),
    reset: () => {
      demos = new Map();
    },
  };
}
