/**
 * Importing tickets from a CSV file (/admin/import/ticket): which column is which field (guessed
 * from the header, or the mapping remembered), and each row's cells checked against the
 * organization's catalogues. The browser checks a file with these rules for its preview, and the
 * server checks the rows it is sent with the same ones before it writes anything.
 *
 * Cells that start with = + - @ (or a tab or carriage return) could run as formulas when the file
 * is opened in a spreadsheet: they are refused. A cell that starts with ' followed by one of those
 * (the search page's export writes them so) is text: the ' is dropped.
 */
import { dueDateOf, dueDayOf } from './ticket-due-date.ts';
import { parseEstimate } from './ticket-form.ts';
import { isTooLong, optionalText, requiredText, WORK_LIMITS, type Estimate } from './work.ts';

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

/** What names are checked against: the organization's catalogues and people. */
export interface ImportCatalogue {
  readonly projects: readonly { readonly id: string; readonly name: string; readonly archived: boolean }[];
  readonly products: readonly { readonly id: string; readonly name: string }[];
  readonly workflows: readonly { readonly id: string; readonly name: string; readonly isDefault: boolean; readonly states: number }[];
  readonly tags: readonly { readonly id: string; readonly name: string }[];
  /** Members; `worker`: may be given work (accepted, not a visitor). */
  readonly people: readonly { readonly id: string; readonly name: string; readonly email: string | null; readonly worker: boolean }[];
}

const key = (name: string): string => name.trim().toLowerCase();

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

const FORMULA = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** The message of a cell that could run as a formula. */
export const FORMULA_MESSAGE = "Starts with = + - or @, so a spreadsheet could run it as a formula: start it with ' to keep it as text";

/** A cell's text: the export's ' guard dropped, trimmed; or why it is refused. */
export function cellText(raw: string, max: number): { ok: true; value: string } | { ok: false; message: string } {
  if (FORMULA.test(raw)) return { ok: false, message: FORMULA_MESSAGE };
  if (isTooLong(raw, max)) return { ok: false, message: `At most ${max.toLocaleString('en')} characters` };
  return { ok: true, value: (ESCAPED_FORMULA.test(raw) ? raw.slice(1) : raw).trim() };
}

/** The catalogues by lower-cased name (and people by email too), for fast lookups of many rows. */
export interface CatalogueIndex {
  readonly projects: ReadonlyMap<string, ImportCatalogue['projects'][number][]>;
  readonly products: ReadonlyMap<string, ImportCatalogue['products'][number][]>;
  readonly workflows: ReadonlyMap<string, ImportCatalogue['workflows'][number][]>;
  readonly tags: ReadonlyMap<string, ImportCatalogue['tags'][number][]>;
  readonly people: ReadonlyMap<string, ImportCatalogue['people'][number][]>;
  readonly defaultWorkflow: ImportCatalogue['workflows'][number] | null;
}

function byName<T extends { readonly name: string }>(records: readonly T[], also?: (record: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  const add = (name: string, record: T) => {
    const list = map.get(name);
    if (!list) map.set(name, [record]);
    else if (!list.includes(record)) list.push(record);
  };
  for (const record of records) {
    add(key(record.name), record);
    const other = also?.(record);
    if (other) add(key(other), record);
  }
  return map;
}

/** Indexes a catalogue. */
export function indexCatalogue(catalogue: ImportCatalogue): CatalogueIndex {
  return {
    projects: byName(catalogue.projects),
    products: byName(catalogue.products),
    workflows: byName(catalogue.workflows),
    tags: byName(catalogue.tags),
    people: byName(catalogue.people, (person) => person.email),
    defaultWorkflow: catalogue.workflows.find((workflow) => workflow.isDefault) ?? catalogue.workflows[0] ?? null,
  };
}

type Found<T> = { ok: true; value: T } | { ok: false; message: string };

function one<T>(map: ReadonlyMap<string, T[]>, name: string, what: string): Found<T> {
  const found = map.get(key(name)) ?? [];
  if (found.length === 0) return { ok: false, message: `No ${what} named “${name}”` };
  if (found.length > 1) return { ok: false, message: `Several ${what}s are named “${name}”` };
  return { ok: true, value: found[0]! };
}

function worker(index: CatalogueIndex, name: string): Found<string> {
  const person = one(index.people, name, 'member');
  if (!person.ok) return person.message.startsWith('Several') ? { ok: false, message: `${person.message}: use their email` } : person;
  if (!person.value.worker) return { ok: false, message: `${person.value.name} cannot be given work (a visitor, or not an active member)` };
  return { ok: true, value: person.value.id };
}

/** The parts of a list cell, separated by ; (kept in place, empty ones included). */
const parts = (text: string): string[] => (text === '' ? [] : text.split(';').map((part) => part.trim()));

/** Checks one row: every cell at once, in field order. */
export function checkRow(cells: ImportCells, index: CatalogueIndex): RowCheck {
  const errors: CellError[] = [];
  const texts: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) {
    const raw = cells[field];
    if (raw === undefined) continue;
    const text = cellText(raw, field === 'description' ? WORK_LIMITS.longText : IMPORT_LIMITS.cell);
    if (text.ok) texts[field] = text.value;
    else errors.push({ field, message: text.message });
  }
  const fail = (field: ImportField, message: string) => errors.push({ field, message });
  const has = (field: ImportField) => texts[field] !== undefined;
  const text = (field: ImportField) => texts[field] ?? '';

  const title = requiredText(text('title'), 'Title', WORK_LIMITS.title);
  if (!title.ok && (has('title') || cells.title === undefined)) fail('title', title.message);
  const description = optionalText(text('description'), 'Description', WORK_LIMITS.longText);
  if (!description.ok && has('description')) fail('description', description.message);

  const lookup = <T>(field: ImportField, find: (name: string) => Found<T>): T | null => {
    if (!has(field) || text(field) === '') return null;
    const found = find(text(field));
    if (found.ok) return found.value;
    fail(field, found.message);
    return null;
  };
  const project = lookup('project', (name) => {
    const found = one(index.projects, name, 'project');
    return found.ok && found.value.archived ? { ok: false, message: `The project “${found.value.name}” is archived` } : found;
  });
  const product = lookup('product', (name) => one(index.products, name, 'product'));
  const named = lookup('workflow', (name) => one(index.workflows, name, 'workflow'));
  const workflow = named ?? (has('workflow') && text('workflow') !== '' ? null : index.defaultWorkflow);
  if (workflow === null && !errors.some((error) => error.field === 'workflow')) fail('workflow', 'This organization has no workflow yet');

  const tagIds: string[] = [];
  const unknownTags: string[] = [];
  for (const name of parts(text('tags'))) {
    if (name === '') continue;
    const found = index.tags.get(key(name));
    if (!found) unknownTags.push(name);
    else if (!tagIds.includes(found[0]!.id)) tagIds.push(found[0]!.id);
  }
  if (unknownTags.length > 0) fail('tags', `No tag named ${unknownTags.map((name) => `“${name}”`).join(', ')}`);

  const ownerId = lookup('owner', (name) => worker(index, name));
  const stateCount = workflow?.states ?? 0;
  const tooMany = (field: ImportField, count: number, what: string) => {
    if (workflow === null || count <= stateCount) return false;
    fail(field, `The workflow ${workflow.name} has ${stateCount === 1 ? '1 state' : `${stateCount} states`}: give at most ${stateCount} ${what}`);
    return true;
  };
  const assignees = parts(text('assignees'));
  const assigneeIds: (string | null)[] = [];
  if (!tooMany('assignees', assignees.length, 'assignees')) {
    const problems: string[] = [];
    for (const name of assignees) {
      if (name === '') {
        assigneeIds.push(null);
        continue;
      }
      const found = worker(index, name);
      if (found.ok) assigneeIds.push(found.value);
      else problems.push(found.message);
    }
    if (problems.length > 0) fail('assignees', problems.join('; '));
  }
  const estimateTexts = parts(text('estimates'));
  const estimates: (Estimate | null)[] = [];
  if (!tooMany('estimates', estimateTexts.length, 'estimates')) {
    const problems: string[] = [];
    estimateTexts.forEach((part, position) => {
      const [minimum = '', likely = '', maximum = '', ...extra] = part === '' ? [] : part.split('/');
      const parsed = extra.length > 0 ? { ok: false as const, message: 'Give minimum, most likely and maximum hours' } : parseEstimate({ minimum, likely, maximum });
      if (parsed.ok) estimates.push(parsed.value);
      else problems.push(estimateTexts.length > 1 ? `State ${position + 1}: ${parsed.message}` : parsed.message);
    });
    if (problems.length > 0) fail('estimates', problems.join('; '));
  }

  let dueDate: string | null = null;
  if (has('dueDate') && text('dueDate') !== '') {
    const written = text('dueDate');
    // The search page's export writes the stored time (midnight UTC): its day is the due day.
    const day = /^\d{4}-\d{2}-\d{2}T/.test(written) ? dueDayOf(written) || written : written;
    const due = dueDateOf(day);
    if (due.ok) dueDate = due.value;
    else fail('dueDate', due.message);
  }

  if (errors.length > 0 || !title.ok || !description.ok || workflow === null) {
    const order = (error: CellError) => IMPORT_FIELDS.indexOf(error.field);
    return { ok: false, errors: [...errors].sort((a, b) => order(a) - order(b)) };
  }
  const states = Array.from({ length: Math.max(assigneeIds.length, estimates.length) }, (_, position) => ({
    assigneeId: assigneeIds[position] ?? null,
    estimate: estimates[position] ?? null,
  }));
  return {
    ok: true,
    ticket: { title: title.value, description: description.value, projectId: project?.id ?? null, productId: product?.id ?? null, workflowId: workflow.id, tagIds, ownerId, states, dueDate },
  };
}

/** The spreadsheet row number of a data row (the header is row 1). */
export const rowNumber = (index: number): number => index + 2;

/**
 * Checks every row, and the file as a whole: a title used by an earlier row is refused (the
 * import would make two tickets of one). `numbers` are the rows' numbers in the file (rowNumber
 * of their position when absent).
 */
export function checkRows(rows: readonly ImportCells[], catalogue: ImportCatalogue, numbers?: readonly number[]): RowCheck[] {
  const index = indexCatalogue(catalogue);
  const firstWithTitle = new Map<string, number>();
  return rows.map((cells, position) => {
    const check = checkRow(cells, index);
    const titleKey = check.ok ? key(check.ticket.title) : key((cells.title ?? '').replace(ESCAPED_FORMULA, (text) => text.slice(1)));
    if (titleKey === '') return check;
    const first = firstWithTitle.get(titleKey);
    if (first === undefined) {
      firstWithTitle.set(titleKey, numbers?.[position] ?? rowNumber(position));
      return check;
    }
    const duplicate: CellError = { field: 'title', message: `Same title as row ${first}` };
    if (!check.ok && check.errors.some((error) => error.field === 'title')) return check;
    return { ok: false, errors: check.ok ? [duplicate] : [duplicate, ...check.errors] };
  });
}

/** A short account of a check for the page: how many rows are ready, how many have problems. */
export function checkSummary(checks: readonly RowCheck[]): { readonly ready: number; readonly refused: number } {
  let ready = 0;
  for (const check of checks) if (check.ok) ready += 1;
  return { ready, refused: checks.length - ready };
}
