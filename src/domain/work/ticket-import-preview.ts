/**
 * The preview of a CSV file to import: read (encoding, delimiter, rows), each column given its
 * field, each row checked. It runs in a Web Worker off the page's thread; these are its rules and
 * the shapes of its answers.
 */
import { decodeCsv, parseCsv, withoutBom, type CsvDelimiter, type CsvEncoding } from './csv-parse.ts';
import { checkRows } from './ticket-import.ts';
import { cellsOf, mappingFor, type CheckResult, type ImportCatalogue, type ImportField, type ImportMapping } from './ticket-import-fields.ts';

/** What was read: a file's bytes, or pasted text. */
export type CsvSource = { readonly bytes: Uint8Array } | { readonly text: string };

/** A file as read: how, its header and its rows (cells by column). */
export interface ReadCsv {
  /** null for pasted text (it has no encoding of its own). */
  readonly encoding: CsvEncoding | null;
  readonly delimiter: CsvDelimiter;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Reads a source. */
export function readCsv(source: CsvSource): ReadCsv {
  const decoded = 'bytes' in source ? decodeCsv(source.bytes) : { text: withoutBom(source.text), encoding: null };
  const { delimiter, header, rows } = parseCsv(decoded.text);
  return { encoding: decoded.encoding, delimiter, header, rows };
}

const READY: CheckResult = { ok: true };

/** Every row checked with a mapping: ready, or its problems (what the preview shows and sends on). */
export function checkMapped(rows: readonly (readonly string[])[], mapping: ImportMapping, catalogue: ImportCatalogue): CheckResult[] {
  return checkRows(
    rows.map((row) => cellsOf(row, mapping)),
    catalogue,
  ).map((check) => (check.ok ? READY : check));
}

/** A whole preview: the file read, its mapping (remembered or guessed) and its rows checked. */
export function previewCsv(source: CsvSource, remembered: Readonly<Record<string, ImportField | null>>, catalogue: ImportCatalogue): ReadCsv & { readonly mapping: ImportMapping; readonly checks: readonly CheckResult[] } {
  const read = readCsv(source);
  const mapping = mappingFor(read.header, remembered);
  return { ...read, mapping, checks: checkMapped(read.rows, mapping, catalogue) };
}
