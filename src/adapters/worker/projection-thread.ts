/**
 * The /projections.js Web Worker: the projection engine off the page's thread. Each message
 * `{ id, input, simulations, ticketsOnly }` is answered `{ id, output }` or `{ id, error }` (the
 * input's own count when `simulations` is absent; with `ticketsOnly: true`, only the tickets).
 */
import { project } from '../../domain/projection/project.ts';
import { parseProjectionInput } from '../../domain/projection/projection-input.ts';

declare const self: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (message: unknown) => void };

self.onmessage = (event) => {
  const { id, input, simulations, ticketsOnly } = (event.data ?? {}) as { id?: unknown; input?: unknown; simulations?: unknown; ticketsOnly?: unknown };
  try {
    const parsed = parseProjectionInput(input);
    if (!parsed.ok) {
      self.postMessage({ id, error: parsed.error });
      return;
    }
    const options = typeof simulations === 'number' ? { simulations } : {};
    self.postMessage({ id, output: project(parsed.input, { ...options, ticketsOnly: ticketsOnly === true, clock: () => performance.now() }) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
