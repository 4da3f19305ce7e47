/**
 * The search results as a CSV file (RFC 4180: comma separated, CRLF line ends, a field with a comma,
 * a quote or a line break quoted, quotes doubled). A cell that starts with = + - @ (or a tab or
 * carriage return) would run as a formula in a spreadsheet: it is prefixed with ' so it reads as text.
 */
import { SCHEDULE_STATUS_LABELS, type SearchRow } from './search-query.ts';
import { assigneesOf } from './ticket-types.ts';
import { DISPLAY_STATE_LABELS } from './work.ts';

/** The columns of the export, in order. */
export const SEARCH_CSV_COLUMNS = ['ID', 'Title', 'State', 'Schedule', 'Project', 'Product', 'Owner', 'Assignees', 'Tags', 'Created', 'Closed', 'Due', 'ETA'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: guarded against formulas, quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV text: the header, then one line per row, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** A ticket as the cells of the export (several names in one cell are joined with '; '). */
export function searchCsvCells(row: SearchRow): string[] {
  return [
    `#${row.localId}`,
    row.title,
    DISPLAY_STATE_LABELS[row.displayState],
    SCHEDULE_STATUS_LABELS[row.status],
    row.project?.name ?? '',
    row.product?.name ?? '',
    row.owner?.name ?? '',
    assigneesOf(row)
      .map((person) => person.name)
      .join('; '),
    row.tags.map((tag) => tag.name).join('; '),
    row.createdAt,
    row.closedAt ?? '',
    row.dueDate ?? '',
    row.eta ?? '',
  ];
}

/** The CSV of search results, in the order given. */
export const searchCsv = (rows: readonly SearchRow[]): string => csvText(SEARCH_CSV_COLUMNS, rows.map(searchCsvCells));

/** The file name of an export made at `now` (ms): tickets-search-YYYY-MM-DD.csv, the day in UTC. */
export const searchCsvFileName = (now: number): string => `tickets-search-${new Date(now).toISOString().slice(0, 10)}.csv`;
