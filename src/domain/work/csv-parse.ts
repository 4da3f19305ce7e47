/**
 * Reading a CSV file as people make them: UTF-8 with or without a byte order mark (a file that is
 * not UTF-8 is read as Windows-1252, as spreadsheets on Windows save it), and the delimiter the file
 * uses (comma, semicolon or tab), found from its first lines. Fields follow RFC 4180: quoted fields
 * may hold the delimiter, doubled quotes and line breaks; lines end with CRLF or LF.
 */

/** The delimiters a file may use, in the order a tie is decided. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How the bytes were read. */
export type CsvEncoding = 'UTF-8' | 'UTF-8 with BOM' | 'Windows-1252';

/** A parsed file: the header row, the rows after it, and how it was read. */
export interface ParsedCsv {
  readonly delimiter: CsvDelimiter;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The names of the delimiters, as the page says which one it found. */
export const DELIMITER_LABELS: Readonly<Record<CsvDelimiter, string>> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** The text of a file's bytes and the encoding it was read in. */
export function decodeCsv(bytes: Uint8Array): { readonly text: string; readonly encoding: CsvEncoding } {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    return { text, encoding: bom ? 'UTF-8 with BOM' : 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

/** Text without a leading byte order mark (pasted text, or a file read as text, may keep one). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The delimiter of a text: the one that splits its first lines (quotes respected) into the same
 * number of fields, more than one, most often; a comma when none does.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const lines = parseRows(sample, delimiter, 10);
    // The last sampled line may be cut off: it does not count.
    const counts = lines.slice(0, Math.max(1, lines.length - (sample.length < text.length ? 1 : 0))).map((cells) => cells.length);
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    const score = counts.filter((count) => count === first).length * first;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Rows of fields (at most `limit` rows). Blank lines are left out. */
export function parseRows(text: string, delimiter: CsvDelimiter, limit = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  let row: string[] = [];
  let i = 0;
  const endRow = () => {
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i < length && rows.length < limit) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      // A quoted field: up to the quote that is not doubled; its text taken in runs between quotes.
      field = '';
      i += 1;
      for (;;) {
        const next = text.indexOf('"', i);
        if (next === -1) {
          field += text.slice(i);
          i = length;
          break;
        }
        field += text.slice(i, next);
        if (text.charCodeAt(next + 1) === QUOTE) {
          field += '"';
          i = next + 2;
          continue;
        }
        i = next + 1;
        break;
      }
      // Anything between the closing quote and the next delimiter belongs to the field (lenient).
      const from = i;
      while (i < length) {
        const code = text.charCodeAt(i);
        if (code === separator || code === CR || code === LF) break;
        i += 1;
      }
      if (i > from) field += text.slice(from, i);
    } else {
      const from = i;
      while (i < length) {
        const code = text.charCodeAt(i);
        if (code === separator || code === CR || code === LF) break;
        i += 1;
      }
      field = text.slice(from, i);
    }
    row.push(field);
    if (i >= length) break;
    const code = text.charCodeAt(i);
    if (code === separator) {
      i += 1;
      // A delimiter at the very end makes one more, empty field.
      if (i >= length) row.push('');
      continue;
    }
    // A line end: CRLF, LF or a lone CR.
    i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    endRow();
  }
  if (row.length > 0 && rows.length < limit) endRow();
  return rows;
}

/** A whole text as a header and rows, with its delimiter (found, unless given). */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(withoutBom(text))): ParsedCsv {
  const [header = [], ...rows] = parseRows(withoutBom(text), delimiter);
  return { delimiter, header: header.map((name) => name.trim()), rows };
}
