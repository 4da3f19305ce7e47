/**
 * Importing tickets from a CSV file (/admin/import/ticket): each row's cells checked against the
 * organization's catalogues (the fields and the mapping are in ticket-import-fields.ts). The browser checks a file with these rules for its preview, and the
 * server checks the rows it is sent with the same ones before it writes anything.
 *
 * Cells that start with = + - @ (or a tab or carriage return) could run as formulas when the file
 * is opened in a spreadsheet: they are refused. A cell that starts with ' followed by one of those
 * (the search page's export writes them so) is text: the ' is dropped.
 */
import { dueDateOf, dueDayOf } from './ticket-due-date.ts';
import { parseEstimate } from './ticket-form.ts';
import { isTooLong, optionalText, requiredText, WORK_LIMITS, type Estimate } from './work.ts';
import { IMPORT_FIELDS, IMPORT_LIMITS, rowNumber, type CellError, type ImportCatalogue, type ImportCells, type ImportField, type RowCheck } from './ticket-import-fields.ts';

/** A name as lookups compare it. */
const key = (name: string): string => name.trim().toLowerCase();

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
  /** Cells already read, by their text: a file repeats its dates and estimates, and each is read once. */
  readonly read: { readonly due: Map<string, Found<string>>; readonly estimates: Map<string, { values: (Estimate | null)[]; problems: string[] }> };
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
    read: { due: new Map(), estimates: new Map() },
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

/** The estimates of a cell's parts, in order, and their problems. */
function readEstimates(parts: readonly string[]): { values: (Estimate | null)[]; problems: string[] } {
  const values: (Estimate | null)[] = [];
  const problems: string[] = [];
  parts.forEach((part, position) => {
    const [minimum = '', likely = '', maximum = '', ...extra] = part === '' ? [] : part.split('/');
    const parsed = extra.length > 0 ? { ok: false as const, message: 'Give minimum, most likely and maximum hours' } : parseEstimate({ minimum, likely, maximum });
    if (parsed.ok) values.push(parsed.value);
    else problems.push(parts.length > 1 ? `State ${position + 1}: ${parsed.message}` : parsed.message);
  });
  return { values, problems };
}

/** A due day as written: YYYY-MM-DD, or the search page's export's time (midnight UTC), whose day is the due day. */
function readDueDate(written: string): Found<string> {
  const day = /^\d{4}-\d{2}-\d{2}T/.test(written) ? dueDayOf(written) || written : written;
  const due = dueDateOf(day);
  return due.ok ? { ok: true, value: due.value! } : due;
}

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
    const cell = text('estimates');
    let read = index.read.estimates.get(cell);
    if (!read) {
      read = readEstimates(estimateTexts);
      index.read.estimates.set(cell, read);
    }
    estimates.push(...read.values);
    if (read.problems.length > 0) fail('estimates', read.problems.join('; '));
  }

  let dueDate: string | null = null;
  if (has('dueDate') && text('dueDate') !== '') {
    const written = text('dueDate');
    let due = index.read.due.get(written);
    if (!due) {
      due = readDueDate(written);
      index.read.due.set(written, due);
    }
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
