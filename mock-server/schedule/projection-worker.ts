/**
 * The projection of an organization on a worker thread, so building the engine's question and
 * simulating never hold up the server's other requests. It answers each `{ id, facts }` with
 * `{ id, result }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { projectOrganization } from '../../src/domain/schedule/project-organization.ts';
import type { PlanFacts } from '../../src/domain/schedule/projection-plan.ts';

parentPort?.on('message', ({ id, facts }: { id: number; facts: PlanFacts }) => {
  try {
    parentPort!.postMessage({ id, result: projectOrganization(facts, () => performance.now()) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
