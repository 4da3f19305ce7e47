/**
 * importTickets: tickets from the rows of a CSV file, all or none. Every row is checked first with
 * the import page's own rules (src/domain/work/ticket-import.ts) against this organization's
 * catalogues; one refused row refuses the import before anything changes, and the tickets are
 * written in the mutation's one transaction.
 */
import { checkRows } from '../../src/domain/work/ticket-import.ts';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_LIMITS, rowNumber, type ImportCatalogue, type ImportCells } from '../../src/domain/work/ticket-import-fields.ts';
import { userError } from '../shared/errors.ts';
import { badInput } from './checks.ts';
import { requireAdmin, type Scope } from './scope.ts';
import type { Tickets } from './tickets.ts';
import type { StoredTicket } from '../store/work-store.ts';

/** Problems listed in a refusal's `extensions.problems`. */
const LISTED_PROBLEMS = 100;

/** The organization's catalogues and members, as the checks read them. */
export function importCatalogue(scope: Scope): ImportCatalogue {
  const { work } = scope;
  return {
    projects: [...work.projects.values()].map((project) => ({ id: project.id, name: project.name, archived: project.stage === 'ARCHIVED' })),
    products: [...work.products.values()].map(({ id, name }) => ({ id, name })),
    workflows: [...work.workflows.values()].map((workflow) => ({ id: workflow.id, name: workflow.name, isDefault: workflow.isDefault, states: workflow.states.length })),
    tags: [...work.tags.values()].map(({ id, name }) => ({ id, name })),
    people: scope.members.map((member) => ({ id: member.id, name: member.name, email: member.email, worker: member.status === 'ACCEPTED' && member.type !== 'VISITOR' })),
  };
}

/** One row of the input as cells (anything but text left out) and its number in the file. */
function cellsOf(row: unknown, position: number): { cells: ImportCells; row: number } {
  const record = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const cells: ImportCells = {};
  for (const field of IMPORT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') cells[field] = value;
  }
  const number = record['row'];
  return { cells, row: typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : rowNumber(position) };
}

/** Creates the tickets of `input.rows`, or refuses them all. */
export function importTickets(scope: Scope, tickets: Tickets, input: Readonly<Record<string, unknown>>): StoredTicket[] {
  requireAdmin(scope);
  const rows = input['rows'];
  if (!Array.isArray(rows) || rows.length === 0) throw badInput('Send at least one row', 'rows');
  if (rows.length > IMPORT_LIMITS.rows) throw badInput(`Import at most ${IMPORT_LIMITS.rows.toLocaleString('en')} rows at once (${rows.length.toLocaleString('en')} sent)`, 'rows');
  const read = rows.map(cellsOf);
  const numbers = read.map((one) => one.row);
  const checks = checkRows(
    read.map((one) => one.cells),
    importCatalogue(scope),
    numbers,
  );
  const problems: { row: number; field: string; message: string }[] = [];
  let refused = 0;
  checks.forEach((check, position) => {
    if (check.ok) return;
    refused += 1;
    for (const error of check.errors) if (problems.length < LISTED_PROBLEMS) problems.push({ row: numbers[position]!, field: error.field, message: error.message });
  });
  if (refused > 0) {
    const first = problems[0]!;
    const more = refused > 1 ? ` (${refused.toLocaleString('en')} rows refused in all; nothing was imported)` : ' (nothing was imported)';
    throw userError(`Row ${first.row}, ${IMPORT_FIELD_LABELS[first.field as keyof typeof IMPORT_FIELD_LABELS]}: ${first.message}${more}`, 'BAD_USER_INPUT', { field: 'rows', problems });
  }
  const { work } = scope;
  return checks.flatMap((check) =>
    check.ok
      ? [
          tickets.add(scope, {
            ...check.ticket,
            workflow: work.workflows.get(check.ticket.workflowId)!,
            tagIds: [...check.ticket.tagIds],
            publication: 'PUBLISHED',
            ownerId: check.ticket.ownerId ?? scope.role.id,
            plan: check.ticket.states,
          }),
        ]
      : [],
  );
}
