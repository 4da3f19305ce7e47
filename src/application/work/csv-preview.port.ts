/**
 * CsvPreview: a CSV file read and its rows checked off the page's thread (a Web Worker), so 10,000
 * rows preview without freezing the page. The last file read is kept there: a new mapping checks
 * it again without sending it back and forth.
 */
import { Context, Data, type Effect } from 'effect';
import type { ImportCatalogue, ImportField, ImportMapping, CheckResult } from '../../domain/work/ticket-import-fields.ts';
import type { CsvSource, ReadCsv } from '../../domain/work/ticket-import-preview.ts';

/** The file could not be read or checked here. */
export class CsvPreviewError extends Data.TaggedError('CsvPreviewError')<{ readonly message: string }> {}

/** A file read, mapped and checked. */
export type CsvPreviewAnswer = ReadCsv & { readonly mapping: ImportMapping; readonly checks: readonly CheckResult[] };

export class CsvPreview extends Context.Service<
  CsvPreview,
  {
    /** Reads a file or pasted text, maps its columns (the remembered mapping, else a guess) and checks every row. */
    readonly read: (source: CsvSource, remembered: Readonly<Record<string, ImportField | null>>, catalogue: ImportCatalogue) => Effect.Effect<CsvPreviewAnswer, CsvPreviewError>;
    /** Checks the last file read again with another mapping. */
    readonly check: (mapping: ImportMapping, catalogue: ImportCatalogue) => Effect.Effect<readonly CheckResult[], CsvPreviewError>;
  }
>()('CsvPreview') {}
