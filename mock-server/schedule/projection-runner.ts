/**
 * Runs projections on one shared worker thread, one at a time, in the order asked. The thread is
 * started on first use and does not keep the process alive; if it dies, the projections it held
 * fail with the reason and the next one starts a new thread.
 */
import { Worker } from 'node:worker_threads';
import type { ProjectionInputJson } from '../../src/domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../src/domain/projection/project.ts';

/** Runs one projection: the engine's answer, or a rejection with the reason. */
export type ProjectionRunner = (input: ProjectionInputJson) => Promise<ProjectionOutput>;

interface Pending {
  readonly resolve: (output: ProjectionOutput) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(reason: string): void {
  for (const job of pending.values()) job.reject(new Error(reason));
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./projection-thread.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, output, error }: { id: number; output?: ProjectionOutput; error?: string }) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error !== undefined) job.reject(new Error(error));
    else job.resolve(output!);
  });
  const lost = (reason: string) => {
    if (worker === started) worker = null;
    failAll(reason);
  };
  started.on('error', (error) => lost(`The projection engine stopped: ${error.message}`));
  started.on('exit', (code) => lost(`The projection engine stopped (exit code ${code})`));
  worker = started;
  return started;
}

/** Projects on the shared worker thread. */
export const runOnWorker: ProjectionRunner = (input) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const target = thread();
    // While a projection is under way the thread keeps the process alive, so its answer is not lost.
    target.ref();
    target.postMessage({ id, input });
  });
