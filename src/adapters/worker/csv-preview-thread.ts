/**
 * The /csv-import.js Web Worker: reads and checks a CSV file to import off the page's thread.
 * `{ id, source, remembered, catalogue }` reads a file (its bytes or pasted text) and answers
 * `{ id, preview }`; `{ id, mapping, catalogue }` checks the last file read again and answers
 * `{ id, checks }`; a failure answers `{ id, error }`.
 */
import { checkMapped, previewCsv, type ReadCsv } from '../../domain/work/ticket-import-preview.ts';

declare const self: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (message: unknown) => void };

let last: ReadCsv | null = null;

self.onmessage = (event) => {
  const { id, source, remembered, mapping, catalogue } = (event.data ?? {}) as Record<string, any>;
  try {
    if (source) {
      const preview = previewCsv(source, remembered ?? {}, catalogue);
      last = preview;
      self.postMessage({ id, preview });
    } else if (last) {
      self.postMessage({ id, checks: checkMapped(last.rows, mapping, catalogue) });
    } else {
      self.postMessage({ id, error: 'Read a file first' });
    }
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
