/**
 * Input checks of the work model: texts with the domain rules, and ids that must name a record of
 * the caller's organization. An unknown id and an id of another organization fail the same way.
 */
import { isTooLong, WORK_LIMITS } from '../../src/domain/work/work.ts';
import type { StoredMembership } from '../store/account-store.ts';
import { userError } from '../shared/errors.ts';
import type { Scope } from './scope.ts';
import type { StoredProduct, StoredTag, StoredTicket, StoredWorkflow, StoredWorkProject } from '../store/work-store.ts';

type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/** The checked text, or a BAD_USER_INPUT error pointing at the field. */
export function checkedText(result: TextCheck, field: string): string {
  if (!result.ok) throw userError(result.message, 'BAD_USER_INPUT', { field });
  return result.value;
}

/** A refused input value. */
export const badInput = (message: string, field: string) => userError(message, 'BAD_USER_INPUT', { field });

const notFound = (what: string, field?: string) => userError(`${what} not found`, 'NOT_FOUND', field === undefined ? {} : { field });

/** Whether a value was given (present, even null) in a GraphQL input object. */
export const given = (input: Readonly<Record<string, unknown>>, key: string): boolean => Object.prototype.hasOwnProperty.call(input, key);

/** A value that is present and not null. */
export const present = (input: Readonly<Record<string, unknown>>, key: string): boolean => input[key] !== undefined && input[key] !== null;

/** A record of a map by an id that came from the outside: null for a non-string or unknown id. */
export const lookup = <T>(records: ReadonlyMap<string, T>, id: unknown): T | null => (typeof id === 'string' ? (records.get(id) ?? null) : null);

/** The record with this id, or the "<what> not found" refusal on `field`. */
export function recordOf<T>(records: ReadonlyMap<string, T>, id: unknown, what: string, field: string): T {
  const found = lookup(records, id);
  if (found === null) throw notFound(what, field);
  return found;
}

/** The ticket of the caller's organization with this id. */
export const ticketOf = (scope: Scope, id: unknown, field = 'ticketId'): StoredTicket => recordOf(scope.work.tickets, id, 'Ticket', field);
export const projectOf = (scope: Scope, id: unknown, field = 'projectId'): StoredWorkProject => recordOf(scope.work.projects, id, 'Project', field);
export const productOf = (scope: Scope, id: unknown, field = 'productId'): StoredProduct => recordOf(scope.work.products, id, 'Product', field);
export const workflowOf = (scope: Scope, id: unknown, field = 'workflowId'): StoredWorkflow => recordOf(scope.work.workflows, id, 'Workflow', field);
export const tagOf = (scope: Scope, id: unknown, field = 'tagIds'): StoredTag => recordOf(scope.work.tags, id, 'Tag', field);

/** A role (any status) of the caller's organization. */
export function roleOf(scope: Scope, id: unknown, field = 'roleId'): StoredMembership {
  const found = typeof id === 'string' ? scope.roleById(id) : undefined;
  if (!found) throw notFound('Person', field);
  return found;
}

/** A role of the organization that may be given work: it must be ACCEPTED. */
export function acceptedRoleOf(scope: Scope, id: unknown, field: string): StoredMembership {
  const role = roleOf(scope, id, field);
  if (role.status !== 'ACCEPTED') throw badInput(`${role.name} is not an active member of this organization`, field);
  return role;
}

/** Visitors read only: work (a state, a ticket to own) goes to the organization's other members. */
export function workerRoleOf(scope: Scope, id: unknown, field: string, current: readonly (string | null)[] = []): StoredMembership {
  const role = keptOrAcceptedRoleOf(scope, id, field, current);
  if (role.type === 'VISITOR' && !current.includes(role.id)) throw badInput(`${role.name} is a visitor: visitors cannot be given work`, field);
  return role;
}

/**
 * A role that may be given work, or one the record already has: a person deactivated since stays
 * where they are (an edit that sends the list back unchanged is not refused), but gets nothing new.
 */
export function keptOrAcceptedRoleOf(scope: Scope, id: unknown, field: string, current: readonly (string | null)[]): StoredMembership {
  return typeof id === 'string' && current.includes(id) ? roleOf(scope, id, field) : acceptedRoleOf(scope, id, field);
}

/** Distinct ids, each checked by `lookup` (which throws for an unknown one). */
export function distinctIds<T>(ids: unknown, lookup: (id: unknown) => T): string[] {
  const list = Array.isArray(ids) ? ids : [];
  const seen = new Set<string>();
  for (const id of list) {
    lookup(id);
    seen.add(String(id));
  }
  return [...seen];
}

/** An ISO time from a DateTime input (null stays null). */
export function isoOrNull(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw badInput('Enter a valid date', field);
  return new Date(ms).toISOString();
}

/** Case-insensitive name key for uniqueness checks. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** Refuses a name another record of the same catalogue already has. */
export function requireUniqueName(records: Iterable<{ readonly id: string; readonly name: string }>, name: string, exceptId: string | null, what: string): void {
  const key = nameKey(name);
  for (const record of records) {
    if (record.id !== exceptId && nameKey(record.name) === key) throw badInput(`${what} named "${record.name}" already exists`, 'name');
  }
}

const LIST_LABELS: Readonly<Record<string, string>> = { displayStates: 'display states' };

/** A list of a filter (null when absent), refused past WORK_LIMITS.filterList values. */
export function filterList(filter: Readonly<Record<string, unknown>>, key: string): unknown[] | null {
  const value = filter[key];
  if (!Array.isArray(value)) return null;
  if (value.length > WORK_LIMITS.filterList) throw badInput(`Filter by at most ${WORK_LIMITS.filterList} ${LIST_LABELS[key] ?? key}`, key);
  return value;
}

/** filterList as a set (null when the filter or the list is absent). */
export function filterSet<T>(filter: Readonly<Record<string, unknown>> | null | undefined, key: string): Set<T> | null {
  const values = filter ? filterList(filter, key) : null;
  return values ? new Set(values as T[]) : null;
}

/** The trimmed search text of a filter ('' when absent), refused past WORK_LIMITS.search characters. */
export function searchText(filter: Readonly<Record<string, unknown>> | null | undefined): string {
  const value = filter?.['search'];
  if (typeof value !== 'string') return '';
  if (isTooLong(value, WORK_LIMITS.search)) throw badInput(`Search text must be at most ${WORK_LIMITS.search} characters`, 'search');
  return value.trim();
}
