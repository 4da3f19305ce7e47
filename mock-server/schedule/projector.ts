/**
 * The projection job of each organization. A change that can move an ETA marks the organization
 * (its schedule status goes QUEUED); once changes pause (or at the latest MAX_WAIT_MS after the
 * first), the job reads the organization's facts from the store (PROCESSING), projects them on the
 * worker thread, and writes every ticket's ETA (p80), p50 and projection problem back (READY), or
 * keeps the last ETAs and says why it failed (FAILED). A change during a run queues one more run
 * after it, so the answer always catches up; ETAs older than STALE_MS are projected again, since
 * the planning start is "now".
 */
import { createHash } from 'node:crypto';
import type { OrganizationProjection } from '../../src/domain/schedule/project-organization.ts';
import type { PlanFacts } from '../../src/domain/schedule/projection-plan.ts';
import type { Store } from '../store/store.ts';
import type { OrgWork } from '../store/work-store.ts';
import { projectionFacts } from './projection-facts.ts';
import { runOnWorker, type ProjectionRunner } from './projection-runner.ts';

export interface ProjectorOptions {
  readonly store: Store;
  /** The server clock (epoch ms): the planning start and the time a projection is stamped with. */
  readonly now: () => number;
  /** The quiet time after a change before a run starts (real time). */
  readonly debounceMs?: number;
  /** Runs the projection; the shared worker thread by default. */
  readonly run?: ProjectionRunner;
  readonly log?: (message: string, error?: unknown) => void;
  /** Simulations per run (the engine's default 2,000 unless set). */
  readonly simulations?: number;
}

/** The seed of every server projection: the same organization gives the same ETAs. */
export const SERVER_SEED = 1;
/** Changes that never pause still get a run this long (real time) after the first of them. */
export const MAX_WAIT_MS = 2_000;
/** ETAs projected longer ago than this (server time) are projected again, even with nothing changed. */
export const STALE_MS = 60 * 60 * 1000;

/** Schedules and runs the projections of every organization. */
export function createProjector({ store, now, debounceMs = 250, run = runOnWorker, log = () => {}, simulations }: ProjectorOptions) {
  const timers = new Map<string, { readonly timer: ReturnType<typeof setTimeout>; readonly since: number }>();
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  /** A digest of the last facts projected per organization (the planning start aside). */
  const asked = new Map<string, string>();
  let generation = 0;

  // An organization removed (an expired demo) has no work left to project.
  const exists = (organizationId: string) => store.work.has(organizationId);

  /** Marks an organization QUEUED at once (a change is under way); `changed` follows it. */
  function expect(organizationId: string): void {
    if (!exists(organizationId)) return;
    const work = store.work.org(organizationId);
    if (work.projection.status === 'READY' || work.projection.status === 'FAILED') work.projection = { ...work.projection, status: 'QUEUED' };
  }

  /** Projects an organization again once its changes pause. */
  function changed(organizationId: string): void {
    if (!exists(organizationId)) return;
    const work = store.work.org(organizationId);
    if (running.has(organizationId)) {
      again.add(organizationId);
      return;
    }
    work.projection = { ...work.projection, status: 'QUEUED' };
    const pending = timers.get(organizationId);
    const since = pending?.since ?? performance.now();
    if (pending) clearTimeout(pending.timer);
    const wait = Math.max(0, Math.min(debounceMs, since + MAX_WAIT_MS - performance.now()));
    const timer = setTimeout(() => {
      timers.delete(organizationId);
      start(organizationId);
    }, wait);
    // A pending projection never keeps a process alive on its own (a test's, say).
    timer.unref?.();
    timers.set(organizationId, { timer, since });
  }

  function start(organizationId: string): void {
    if (!exists(organizationId)) return;
    const started = generation;
    const current = () => started === generation && exists(organizationId);
    /** Writes a change of the organization's projection in a transaction of its own (unless it is gone or reset). */
    const save = async (change: (work: OrgWork) => void) => {
      if (current()) await store.work.write(organizationId, (work) => (current() ? change(work) : undefined));
    };
    const job = (async () => {
      let facts: PlanFacts;
      let digest: string;
      try {
        facts = { ...(await projectionFacts(store, organizationId, now())), seed: SERVER_SEED, ...(simulations === undefined ? {} : { simulations }) };
        digest = createHash('sha256').update(JSON.stringify({ ...facts, start: null })).digest('base64');
      } catch (error) {
        await save((work) => fail(work, error));
        return;
      }
      if (!current()) return;
      const work = store.work.org(organizationId);
      // Nothing that moves an ETA changed (a comment, a favourite) and the ETAs are fresh: they stand.
      const fresh = work.projection.projectedAt !== null && now() - Date.parse(work.projection.projectedAt) < STALE_MS;
      if (asked.get(organizationId) === digest && fresh) {
        await save((work) => {
          work.projection = { ...work.projection, status: 'READY', failure: null };
        });
        return;
      }
      work.projection = { ...work.projection, status: 'PROCESSING' };
      let result: OrganizationProjection;
      try {
        result = await run(facts);
      } catch (error) {
        await save((work) => fail(work, error));
        return;
      }
      if (!current()) return;
      asked.set(organizationId, digest);
      await save((work) => apply(work, result, facts.start));
    })()
      .catch((error: unknown) => log(`Projection of organization ${organizationId} could not be saved`, error))
      .finally(() => {
        running.delete(organizationId);
        if (again.delete(organizationId)) changed(organizationId);
      });
    running.set(organizationId, job);
  }

  function fail(work: OrgWork, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    log(`Projection of organization ${work.organizationId} failed`, error);
    asked.delete(work.organizationId);
    work.projection = { ...work.projection, status: 'FAILED', failure: reason };
  }

  function apply(work: OrgWork, result: OrganizationProjection, at: number): void {
    const etas = new Map(result.etas.map((ticket) => [ticket.id, ticket]));
    const problems = new Map(result.problems);
    for (const ticket of work.ticketList) {
      const projected = etas.get(ticket.id);
      ticket.eta = projected?.p80 ?? null;
      ticket.etaP50 = projected?.p50 ?? null;
      ticket.projectionProblem = projected ? null : (problems.get(ticket.id) ?? null);
    }
    work.plan = new Map(result.plan);
    work.version += 1;
    work.projectedChanged = true;
    work.projection = { status: 'READY', failure: null, projectedAt: new Date(at).toISOString() };
  }

  /** Projects again every organization whose ETAs are older than STALE_MS; forgets removed ones. */
  function refreshStale(): void {
    for (const id of [...asked.keys()]) {
      if (!exists(id)) {
        asked.delete(id);
        continue;
      }
      const { projectedAt } = store.work.org(id).projection;
      if (projectedAt !== null && now() - Date.parse(projectedAt) >= STALE_MS) changed(id);
    }
  }

  /** Resolves once no projection is waiting or running (tests and the bench wait on it). */
  async function idle(): Promise<void> {
    while (timers.size > 0 || running.size > 0) {
      if (running.size > 0) await Promise.all(running.values());
      else await new Promise((resolve) => setTimeout(resolve, debounceMs + 1));
    }
  }

  /** Forgets every queued and running projection (a reset server); their answers are dropped. */
  function reset(): void {
    generation += 1;
    for (const { timer } of timers.values()) clearTimeout(timer);
    timers.clear();
    again.clear();
    asked.clear();
  }

  return { expect, changed, refreshStale, idle, reset };
}

export type Projector = ReturnType<typeof createProjector>;
