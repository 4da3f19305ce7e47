/**
 * Runs organization projections on one shared worker thread, one at a time in the order asked.
 * The thread starts on first use and keeps the process alive only while it works. A run that
 * takes longer than RUN_LIMIT_MS, or a thread that dies (out of memory, say), fails the runs it
 * held with the reason, and the next run starts a fresh thread.
 */
import { Worker } from 'node:worker_threads';
import type { OrganizationProjection } from '../../src/domain/schedule/project-organization.ts';
import type { PlanFacts } from '../../src/domain/schedule/projection-plan.ts';

/** Runs one organization's projection: its answer, or a rejection with the reason. */
export type ProjectionRunner = (facts: PlanFacts) => Promise<OrganizationProjection>;

/** The longest one projection may take before it is stopped. */
export const RUN_LIMIT_MS = 120_000;
/** The most memory the thread may take (MB of heap): a projection past it fails, not the server. */
export const HEAP_LIMIT_MB = 1024;

interface Pending {
  readonly resolve: (result: OrganizationProjection) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

let current: Thread | null = null;
let nextId = 1;

/** Ends a thread and fails what it still held; its later answers and events change nothing. */
function stop(thread: Thread, reason: string): void {
  if (current === thread) current = null;
  for (const job of thread.pending.values()) {
    clearTimeout(job.timer);
    job.reject(new Error(reason));
  }
  thread.pending.clear();
  void thread.worker.terminate();
}

function start(): Thread {
  const worker = new Worker(new URL('./projection-thread.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', ({ id, result, error }: { id: number; result?: OrganizationProjection; error?: string }) => {
    const job = thread.pending.get(id);
    if (!job) return;
    thread.pending.delete(id);
    clearTimeout(job.timer);
    if (thread.pending.size === 0) worker.unref();
    if (error !== undefined) job.reject(new Error(error));
    else job.resolve(result!);
  });
  worker.on('error', (error) => stop(thread, `The projection engine stopped: ${error.message}`));
  worker.on('exit', (code) => stop(thread, `The projection engine stopped (exit code ${code})`));
  return thread;
}

/** Projects on the shared worker thread. */
export const runOnWorker: ProjectionRunner = (facts) =>
  new Promise((resolve, reject) => {
    const thread = (current ??= start());
    const id = nextId++;
    const timer = setTimeout(() => stop(thread, `The projection took longer than ${RUN_LIMIT_MS / 1000} s and was stopped`), RUN_LIMIT_MS);
    timer.unref();
    thread.pending.set(id, { resolve, reject, timer });
    // While a projection is under way the thread keeps the process alive, so its answer is not lost.
    thread.worker.ref();
    thread.worker.postMessage({ id, facts });
  });
