/**
 * Importing tickets from a CSV file (/admin/import/ticket): the fields a column can fill, the
 * bounds of an import, and which column is which field (guessed from the header, or the mapping
 * remembered). Kept apart from the rows' checks (ticket-import.ts), which the page's code does not
 * carry: they run in the worker and on the server.
 */
import type { Estimate } from './work.ts';

/** The fields a column can fill, in the order the page lists them. */
export const IMPORT_FIELDS = ['title', 'description', 'project', 'product', 'workflow', 'tags', 'owner', 'assignees', 'estimates', 'dueDate'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  title: 'Title',
  description: 'Description',
  project: 'Project',
  product: 'Product',
  workflow: 'Workflow',
  tags: 'Tags',
  owner: 'Owner',
  assignees: 'Assignees',
  estimates: 'Estimates',
  dueDate: 'Due date',
};

/** What each field's cells hold, as the page explains them. */
export const IMPORT_FIELD_HINTS: Readonly<Record<ImportField, string>> = {
  title: 'Required, up to 256 characters, once per file',
  description: 'Markdown, up to 100,000 characters',
  project: "A project's name",
  product: "A product's name",
  workflow: "A workflow's name; the default workflow when empty",
  tags: 'Tag names separated by ;',
  owner: "A member's name or email; you when empty",
  assignees: 'One name or email per workflow state, in order, separated by ;',
  estimates: 'Hours as minimum/likely/maximum per workflow state, in order, separated by ; (2/4/8; 1/2/3)',
  dueDate: 'A day, YYYY-MM-DD',
};

/** The bounds of one import, the same in the browser and on the server. */
export const IMPORT_LIMITS = {
  /** Rows one import may create. */
  rows: 10_000,
  /** The largest file the page reads. */
  fileBytes: 20 * 1024 * 1024,
  /** The longest cell but a description (names and lists of names). */
  cell: 4096,
} as const;

/** The cells of one row, by field (a field no column fills is absent). */
export type ImportCells = Partial<Record<ImportField, string>>;

/** Which field each column fills (null: the column is left out), by column. */
export type ImportMapping = readonly (ImportField | null)[];

/** A problem of one cell. */
export interface CellError {
  readonly field: ImportField;
  readonly message: string;
}

/** A ticket to create, its names turned into ids. */
export interface ImportTicket {
  readonly title: string;
  readonly description: string;
  readonly projectId: string | null;
  readonly productId: string | null;
  readonly workflowId: string;
  readonly tagIds: readonly string[];
  /** Null: the person importing. */
  readonly ownerId: string | null;
  /** By workflow state, in order (fewer than the states: the rest have no assignee and no estimate). */
  readonly states: readonly { readonly assigneeId: string | null; readonly estimate: Estimate | null }[];
  readonly dueDate: string | null;
}

/** A row checked: the ticket to create, or its cells' problems. */
export type RowCheck = { readonly ok: true; readonly ticket: ImportTicket } | { readonly ok: false; readonly errors: readonly CellError[] };

/** What a preview keeps of a check: ready, or the cells' problems (the ticket itself is the server's to make). */
export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly CellError[] };

/** What names are checked against: the organization's catalogues and people. */
export interface ImportCatalogue {
  readonly projects: readonly { readonly id: string; readonly name: string; readonly archived: boolean }[];
  readonly products: readonly { readonly id: string; readonly name: string }[];
  readonly workflows: readonly { readonly id: string; readonly name: string; readonly isDefault: boolean; readonly states: number }[];
  readonly tags: readonly { readonly id: string; readonly name: string }[];
  /** Members; `worker`: may be given work (accepted, not a visitor). */
  readonly people: readonly { readonly id: string; readonly name: string; readonly email: string | null; readonly worker: boolean }[];
}

/** Header names each field is guessed from (lower case, letters only). */
const HEADER_NAMES: Readonly<Record<ImportField, readonly string[]>> = {
  title: ['title', 'name', 'summary', 'subject', 'ticket'],
  description: ['description', 'details', 'body', 'text'],
  project: ['project', 'folder'],
  product: ['product'],
  workflow: ['workflow'],
  tags: ['tags', 'tag', 'labels', 'label'],
  owner: ['owner', 'author', 'reporter', 'createdby'],
  assignees: ['assignees', 'assignee', 'assignedto'],
  estimates: ['estimates', 'estimate', 'hours'],
  dueDate: ['due', 'duedate', 'deadline', 'dueon'],
};

/** A header name as the guess compares it. */
export const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

/** The field a header name suggests, or null. */
export function guessField(name: string): ImportField | null {
  const wanted = headerKey(name);
  return IMPORT_FIELDS.find((field) => HEADER_NAMES[field].includes(wanted)) ?? null;
}

/**
 * The mapping of a header: each column's remembered field (by its header name) or the guess; a
 * field fills one column only, the first that asks for it.
 */
export function mappingFor(header: readonly string[], remembered: Readonly<Record<string, ImportField | null>> = {}): ImportMapping {
  const taken = new Set<ImportField>();
  return header.map((name) => {
    const known = headerKey(name);
    const field = Object.prototype.hasOwnProperty.call(remembered, known) ? remembered[known]! : guessField(name);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A mapping as it is remembered: header name to field. */
export function rememberedMapping(header: readonly string[], mapping: ImportMapping): Record<string, ImportField | null> {
  const out: Record<string, ImportField | null> = {};
  header.forEach((name, index) => {
    out[headerKey(name)] = mapping[index] ?? null;
  });
  return out;
}

/** Reads a remembered mapping back (from storage: anything else is no mapping). */
export function parseRememberedMapping(text: string | null): Record<string, ImportField | null> {
  if (text === null) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, ImportField | null> = {};
    for (const [name, field] of Object.entries(value)) {
      if (field === null || (IMPORT_FIELDS as readonly unknown[]).includes(field)) out[name] = field as ImportField | null;
    }
    return out;
  } catch {
    return {};
  }
}

/** Whether a mapping fills the title, without which no row can be imported. */
export const mapsTitle = (mapping: ImportMapping): boolean => mapping.includes('title');

/** A row's cells by field, from its cells by column. */
export function cellsOf(row: readonly string[], mapping: ImportMapping): ImportCells {
  const cells: Record<string, string> = {};
  mapping.forEach((field, index) => {
    if (field !== null) cells[field] = row[index] ?? '';
  });
  return cells;
}

/** The spreadsheet row number of a data row (the header is row 1). */
export const rowNumber = (index: number): number => index + 2;

/** A short account of a check for the page: how many rows are ready, how many have problems. */
export function checkSummary(checks: readonly CheckResult[]): { readonly ready: number; readonly refused: number } {
  let ready = 0;
  for (const check of checks) if (check.ok) ready += 1;
  return { ready, refused: checks.length - ready };
}

/** The rows to send to the server: the ready rows' cells by field, with their row numbers. */
export function rowsToImport(rows: readonly (readonly string[])[], mapping: ImportMapping, checks: readonly CheckResult[]): { row: number; [field: string]: string | number }[] {
  const out: { row: number; [field: string]: string | number }[] = [];
  checks.forEach((check, index) => {
    if (check.ok) out.push({ row: rowNumber(index), ...cellsOf(rows[index]!, mapping) });
  });
  return out;
}
