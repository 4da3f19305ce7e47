/**
 * CsvPreview in a Web Worker (/csv-import.js), started with the page (loading it takes longer than
 * reading a file) and kept for the page's later checks.
 */
import { Effect, Layer } from 'effect';
import { CsvPreview, CsvPreviewError, type CsvPreviewAnswer } from '../../application/work/csv-preview.port.ts';
import type { CheckResult } from '../../domain/work/ticket-import-fields.ts';
import type { ProjectionWorker } from './projection-preview.worker.ts';

/** A CsvPreview over a worker made by `createWorker` (`() => new Worker('/csv-import.js')` in the browser). */
export function csvPreviewLayer(createWorker: () => ProjectionWorker) {
  let worker: ProjectionWorker | null = createWorker();
  let nextId = 1;
  const ask = <T>(message: Record<string, unknown>, transfer: readonly ArrayBuffer[], read: (answer: Record<string, unknown>) => T) =>
    Effect.callback<T, CsvPreviewError>((resume) => {
      const current = (worker ??= createWorker());
      const id = nextId++;
      current.onmessage = (event: MessageEvent) => {
        const answer = event.data as Record<string, unknown>;
        if (answer['id'] !== id) return;
        resume(typeof answer['error'] === 'string' ? Effect.fail(new CsvPreviewError({ message: answer['error'] })) : Effect.succeed(read(answer)));
      };
      current.onerror = (event: ErrorEvent) => {
        current.terminate();
        if (worker === current) worker = null;
        resume(Effect.fail(new CsvPreviewError({ message: event.message || 'The file could not be read in this browser' })));
      };
      (current.postMessage as (message: unknown, transfer?: readonly ArrayBuffer[]) => void)({ id, ...message }, transfer);
    });
  return Layer.succeed(CsvPreview)({
    read: (source, remembered, catalogue) => {
      const transfer = 'bytes' in source ? [source.bytes.buffer as ArrayBuffer] : [];
      return ask({ source, remembered, catalogue }, transfer, (answer) => answer['preview'] as CsvPreviewAnswer);
    },
    check: (mapping, catalogue) => ask({ mapping, catalogue }, [], (answer) => answer['checks'] as readonly CheckResult[]),
  });
}
