/**
 * The projection engine on a worker thread, so a large organization's simulations never hold up
 * the server's other requests. It answers each `{ id, input }` with `{ id, output }` or
 * `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { project } from '../../src/domain/projection/project.ts';
import { parseProjectionInput } from '../../src/domain/projection/projection-input.ts';

parentPort?.on('message', ({ id, input }: { id: number; input: unknown }) => {
  try {
    const parsed = parseProjectionInput(input);
    if (!parsed.ok) {
      parentPort!.postMessage({ id, error: parsed.error });
      return;
    }
    parentPort!.postMessage({ id, output: project(parsed.input, { clock: () => performance.now() }) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
