/**
 * The demo service (§1 demo, §4 Demo, §7 requestDemo / getDemo): a queue with one worker that
 * builds one demo at a time. A request is Queued; the worker takes the oldest one (Processing);
 * after the build time it is Ready, or Failed when the build throws. Builds run on the server
 * clock, as jobs: `runDue` does whatever became due (tests move the clock; the server also wakes
 * itself when a build is due). One live demo per email; demos expire after a day, and everything
 * they made is removed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_LINK_EMAIL_SUBJECT, DEMO_LINK_EMAILED, DEMO_LINK_EMAILED_MESSAGE } from '../../src/domain/demo/demo.ts';
import { DEMO_PATHS } from '../../src/domain/accounts/routing.ts';
import { validateDemoForm } from '../../src/domain/validation/validate-demo.ts';
import { emailKey } from '../store/account-store.ts';
import { invalid, iso, userError } from '../shared/errors.ts';
import { hashPassword, STANDARD_SCRYPT, type ScryptParams } from '../shared/passwords.ts';
import type { Store } from '../store/store.ts';
import type { StoredDemo } from '../store/demo-store.ts';
import { materialize, removeDemo } from './materialize.ts';
import { DEMO_SEED, demoPlan, type DemoPlan } from './plan.ts';

/** How long a demo lives after its request. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Requests waiting at most; more are refused until the worker catches up. */
export const DEMO_QUEUE_LIMIT = 20;

export const DEMO_QUEUE_FULL = 'Too many demos are being built right now. Try again in 10 minutes';
/** The message of a build made to fail (DEMO_BUILD_FAILS, development only). */
export const DEMO_BUILD_FAILURE = 'The demo build failed (DEMO_BUILD_FAILS is set)';

export interface DemosDeps {
  readonly store: Store;
  readonly now: () => number;
  /** How long a build takes (DEMO_BUILD_MS). */
  readonly buildMs: number;
  /** Builds the organization of a demo; throws when it cannot (the demo is then Failed). */
  readonly build?: (store: Store, demo: StoredDemo, at: number) => Promise<{ organizationId: string; userIds: readonly string[]; config: string }> | { organizationId: string; userIds: readonly string[]; config: string };
  /** Told the server-clock time a job becomes due, so the server can wake up then. */
  readonly wake?: (at: number) => void;
  readonly log?: (message: string, error?: unknown) => void;
  /** Told when a demo's organization has been built (its ETAs are projected then). */
  readonly onBuilt?: (organizationId: string) => void;
  /** The cost of the demo password's hash. */
  readonly scrypt?: ScryptParams;
}

/** What the API answers about a demo (§3 Demo request). */
export interface DemoAnswer {
  readonly id: string;
  readonly email: string;
  readonly status: StoredDemo['status'];
  readonly config: string | null;
}

let cachedPlan: DemoPlan | null = null;

/** The real build: the seeded demo plan written into the store, tagged for this demo. */
export async function buildDemo(store: Store, demo: StoredDemo, at: number) {
  cachedPlan ??= demoPlan(DEMO_SEED);
  // The tag only has to make this demo's emails unique; it is not the (secret) demo id.
  let tag = randomBytes(4).toString('hex');
  while (await store.accounts.userByEmail(`${cachedPlan.people[0]!.key}+${tag}@demo.tidemark.test`)) tag = randomBytes(4).toString('hex');
  const plan = cachedPlan;
  // The whole organization is written at once, or not at all.
  const made = await store.database.transaction(() => materialize(store, plan, { now: at, tag, passwordHash: demo.passwordHash, salt: demo.salt }));
  return { organizationId: made.organizationId, userIds: made.userIds, config: JSON.stringify({ password: demo.password, roles: made.roles }) };
}

/** A demo's link is emailed at most this often (asking again meanwhile says the same, without another email). */
export const DEMO_LINK_RESEND_MS = 60_000;

/** The status page of a demo on a host: the link that opens it, as a reload of that page does. */
export const demoStatusLink = (origin: string, id: string): string => `${origin}${DEMO_PATHS.status}?id=${encodeURIComponent(id)}`;

/** A build that always throws (DEMO_BUILD_FAILS=true, development only): the Failed path on demand. */
export function failingBuild(): never {
  throw new Error(DEMO_BUILD_FAILURE);
}

/** The demo operations over the store. */
export function createDemos({ store, now, buildMs, build = buildDemo, wake = () => {}, log = () => {}, onBuilt = () => {}, scrypt = STANDARD_SCRYPT }: DemosDeps) {
  const demos = store.demos;
  /** When the worker last finished a build (a queued demo starts no earlier). */
  let workerFreeAt = 0;

  const answer = (demo: StoredDemo): DemoAnswer => ({ id: demo.id, email: demo.email, status: demo.status, config: demo.status === 'READY' ? demo.config : null });
  const live = (demo: StoredDemo) => demo.status !== 'FAILED' && demo.expiresAt > now();

  async function start(demo: StoredDemo, at: number): Promise<void> {
    demo.status = 'PROCESSING';
    demo.startedAt = at;
    demo.dueAt = at + buildMs;
    await demos.put(demo);
    wake(demo.dueAt);
  }

  /** Builds a demo: its organization and its READY mark in one transaction; FAILED when that throws. */
  async function finish(demo: StoredDemo): Promise<void> {
    const at = demo.dueAt!;
    try {
      const made = await store.database.transaction(async () => {
        const built = await build(store, demo, at);
        await demos.put({ ...demo, organizationId: built.organizationId, userIds: [...built.userIds], config: built.config, status: 'READY' });
        return built;
      });
      onBuilt(made.organizationId);
    } catch (error) {
      log(`Demo ${demo.id} failed to build`, error);
      await demos.put({ ...demo, status: 'FAILED' });
    }
    workerFreeAt = at;
  }

  /** One worker: a call made while it works waits for it (two callers never finish one build twice). */
  let working: Promise<unknown> = Promise.resolve();
  function work(): Promise<number> {
    const run = working.then(workNow);
    working = run.catch(() => 0);
    return run;
  }

  /** Lets the worker do everything that became due: finish builds, take the next request. */
  async function workNow(): Promise<number> {
    let changes = 0;
    for (;;) {
      const all = await demos.all();
      const current = all.find((demo) => demo.status === 'PROCESSING');
      if (current) {
        if (current.dueAt! > now()) return changes;
        await finish(current);
        changes += 1;
        continue;
      }
      const next = all.find((demo) => demo.status === 'QUEUED');
      if (!next) return changes;
      await start(next, Math.max(next.requestedAt, workerFreeAt));
      changes += 1;
    }
  }

  /** Removes demos a day old, with everything their build made. */
  async function expire(): Promise<number> {
    let removed = 0;
    for (const demo of await demos.all()) {
      if (demo.expiresAt > now()) continue;
      if (demo.organizationId !== null) {
        const { organizationId, userIds } = demo;
        await store.database.transaction(async () => {
          await removeDemo(store, organizationId, userIds);
          await demos.remove(demo.id);
        });
      } else await demos.remove(demo.id);
      linkMailedAt.delete(demo.id);
      removed += 1;
    }
    return removed;
  }

  /** When each live demo's link was last emailed (by demo id). */
  const linkMailedAt = new Map<string, number>();

  /**
   * The email already has a live demo: its owner gets the link to its status page by email (not
   * whoever typed the address: the id unlocks the demo's password), and the request is refused
   * with DEMO_LINK_EMAILED so the screen can say so.
   */
  function mailLink(demo: StoredDemo, origin: string): never {
    const last = linkMailedAt.get(demo.id);
    if (last === undefined || now() - last >= DEMO_LINK_RESEND_MS) {
      linkMailedAt.set(demo.id, now());
      const link = demoStatusLink(origin, demo.id);
      store.deliver({
        id: randomUUID(),
        to: demo.email,
        subject: DEMO_LINK_EMAIL_SUBJECT,
        text: `Someone asked for a Tidemark demo for this email address, and yours is already running. Open it here:\n${link}\n\nIt stays available for a day after its request. If you did not ask for a demo, ignore this email.`,
        links: [link],
        createdAt: iso(now()),
      });
    }
    throw userError(DEMO_LINK_EMAILED_MESSAGE, DEMO_LINK_EMAILED, { field: 'email' });
  }

  return {
    /**
     * §7 requestDemo (the proof of work is checked by the resolver): queues a demo for a valid
     * email; an email with a live demo gets its link by email instead (`origin`: where links point).
     */
    async request(input: Readonly<Record<string, unknown>>, origin = ''): Promise<DemoAnswer> {
      const checked = validateDemoForm({ email: input['email'] });
      if (!checked.ok) throw invalid(checked.errors);
      const email = checked.value.email.trim();
      const mine = async () => (await demos.all()).find((demo) => live(demo) && emailKey(demo.email) === emailKey(email));
      const running = await mine();
      if (running) mailLink(running, origin);
      if ((await demos.all()).filter((demo) => demo.status === 'QUEUED').length >= DEMO_QUEUE_LIMIT) throw userError(DEMO_QUEUE_FULL, 'FORBIDDEN');
      const password = randomBytes(18).toString('base64url');
      const hashed = await hashPassword(password, scrypt);
      // Checked again: another request for this email may have landed while the password was hashed.
      const landed = await mine();
      if (landed) mailLink(landed, origin);
      const requestedAt = now();
      const demo: StoredDemo = {
        id: randomBytes(18).toString('base64url'),
        email,
        status: 'QUEUED',
        requestedAt,
        startedAt: null,
        dueAt: null,
        expiresAt: requestedAt + DEMO_LIFETIME_MS,
        password,
        ...hashed,
        config: null,
        organizationId: null,
        userIds: [],
      };
      await demos.put(demo);
      wake(demo.expiresAt);
      // An idle worker takes it at once.
      await work();
      return answer((await demos.get(demo.id)) ?? demo);
    },

    /** §7 getDemo: the demo as it stands; null when unknown or expired. */
    async get(id: unknown): Promise<DemoAnswer | null> {
      if (typeof id !== 'string' || id.length > 64) return null;
      const demo = await demos.get(id);
      return demo && demo.expiresAt > now() ? answer(demo) : null;
    },

    /** Runs what became due on the clock: builds, then expiries; answers how many things changed. */
    async runDue(): Promise<number> {
      return (await work()) + (await expire());
    },
  };
}

export type Demos = ReturnType<typeof createDemos>;
