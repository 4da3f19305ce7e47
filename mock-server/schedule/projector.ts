/**
 * The projection job of each organization. Any change that can move an ETA marks the organization
 * (its schedule status goes QUEUED); after a short quiet time the job builds the engine's question
 * from the store (PROCESSING), runs it on the worker thread, and writes every ticket's ETA (p80),
 * p50 and projection problem back (READY), or keeps the last ETAs and says why it failed (FAILED).
 * A change during a run queues one more run after it, so the answer always catches up.
 */
import { projectionPlan, type ProjectionPlan } from '../../src/domain/schedule/projection-plan.ts';
import type { ProjectionOutput } from '../../src/domain/projection/project.ts';
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
  /** Runs the engine; the shared worker thread by default. */
  readonly run?: ProjectionRunner;
  readonly log?: (message: string, error?: unknown) => void;
  /** Simulations per run (the engine's default 2,000 unless set). */
  readonly simulations?: number;
}

/** The seed of every server projection: the same organization gives the same ETAs. */
export const SERVER_SEED = 1;

/** A run asking what the last one asked is skipped while the last answer is younger than this. */
export const SAME_QUESTION_FRESH_MS = 60 * 60 * 1000;

/** Schedules and runs the projections of every organization. */
export function createProjector({ store, now, debounceMs = 250, run = runOnWorker, log = () => {}, simulations }: ProjectorOptions) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  /** The last question asked of each organization (without its start), and when. */
  const asked = new Map<string, { readonly question: string; readonly at: number }>();
  let generation = 0;

  const exists = (organizationId: string) => store.accounts.organization(organizationId) !== undefined;

  /** Marks an organization QUEUED at once (a change is under way); `changed` follows it. */
  function expect(organizationId: string): void {
    if (!exists(organizationId)) return;
    const work = store.work.org(organizationId);
    if (work.projection.status === 'READY' || work.projection.status === 'FAILED') work.projection = { ...work.projection, status: 'QUEUED' };
  }

  function changed(organizationId: string): void {
    if (!exists(organizationId)) return;
    const work = store.work.org(organizationId);
    if (running.has(organizationId)) {
      again.add(organizationId);
      return;
    }
    work.projection = { ...work.projection, status: 'QUEUED' };
    clearTimeout(timers.get(organizationId));
    const timer = setTimeout(() => {
      timers.delete(organizationId);
      start(organizationId);
    }, debounceMs);
    // A pending projection never keeps a process alive on its own (a test's, say).
    timer.unref?.();
    timers.set(organizationId, timer);
  }

  function start(organizationId: string): void {
    if (!exists(organizationId)) return;
    const work = store.work.org(organizationId);
    const started = generation;
    work.projection = { ...work.projection, status: 'PROCESSING' };
    let plan: ProjectionPlan;
    try {
      plan = projectionPlan({ ...projectionFacts(store, organizationId, now()), seed: SERVER_SEED, ...(simulations === undefined ? {} : { simulations }) });
    } catch (error) {
      fail(work, error);
      return;
    }
    // Nothing that moves an ETA changed (a comment, a favourite): the last answer stands.
    const question = JSON.stringify({ ...plan.input, start: null, skipped: [...plan.skipped] });
    const last = asked.get(organizationId);
    const at = now();
    if (last?.question === question && at - last.at < SAME_QUESTION_FRESH_MS && work.projection.projectedAt !== null) {
      work.projection = { ...work.projection, status: 'READY', failure: null };
      return;
    }
    asked.set(organizationId, { question, at });
    const job = run(plan.input)
      .then(
        (output) => {
          if (started === generation && exists(organizationId)) apply(store.work.org(organizationId), plan, output);
        },
        (error: unknown) => {
          asked.delete(organizationId);
          if (started === generation && exists(organizationId)) fail(store.work.org(organizationId), error);
        },
      )
      .finally(() => {
        running.delete(organizationId);
        if (again.delete(organizationId)) changed(organizationId);
      });
    running.set(organizationId, job);
  }

  function fail(work: OrgWork, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    log(`Projection of organization ${work.organizationId} failed`, error);
    work.projection = { ...work.projection, status: 'FAILED', failure: reason };
  }

  function apply(work: OrgWork, plan: ProjectionPlan, output: ProjectionOutput): void {
    const etas = new Map(output.tickets.map((ticket) => [ticket.id, ticket]));
    const taskTicket = new Map(plan.input.tasks.map((task) => [task.id, task.ticket]));
    const problems = new Map<string, string>();
    for (const { task, problem } of output.problems) {
      const ticket = taskTicket.get(task);
      // The engine writes a clause ('cannot be split, …'); a ticket shows it as a sentence.
      if (ticket !== undefined && !problems.has(ticket)) problems.set(ticket, problem.charAt(0).toUpperCase() + problem.slice(1));
    }
    for (const ticket of work.ticketList) {
      const projected = etas.get(ticket.id);
      ticket.eta = projected?.p80 ?? null;
      ticket.etaP50 = projected?.p50 ?? null;
      ticket.projectionProblem = projected ? null : (plan.skipped.get(ticket.id) ?? problems.get(ticket.id) ?? null);
    }
    work.plan = new Map(output.plan.map((planned) => [plan.stateOfTask.get(planned.task) ?? planned.task, planned.pieces]));
    work.version += 1;
    work.projection = { status: 'READY', failure: null, projectedAt: new Date(now()).toISOString() };
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
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    again.clear();
    asked.clear();
  }

  return { expect, changed, idle, reset };
}

export type Projector = ReturnType<typeof createProjector>;
