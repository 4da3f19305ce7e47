/**
 * What a ticket list asks the server for (§3 list defaults, sort by column, a text filter and
 * display-state chips), and the same filter applied at once to the rows already loaded, so typing
 * narrows the list before the server answers.
 */
import { LIST_PAGE_DEFAULTS } from '../shared/constants.ts';
import { countActiveFilters, TICKET_FILTER_DEFAULTS, type TicketFilter } from './filters.ts';
import { bounds } from './search-query.ts';
import type { TicketRow } from './ticket-types.ts';
import { WORK_LIMITS, type DisplayState, type PublicationStatus } from './work.ts';

export type SortField = 'createdAt' | 'title' | 'localId';
export type SortDirection = 'ASC' | 'DESC';

/** A list's query: order, page size, text and chips (the base filter of the page comes apart). */
export interface ListQuery {
  readonly sortBy: SortField;
  readonly sortDirection: SortDirection;
  readonly pageSize: number;
  readonly search: string;
  readonly displayStates: readonly DisplayState[];
  /** The archived view: archived tickets only (otherwise drafts and published ones). */
  readonly archived: boolean;
  /**
   * The §3 ticket filter the person chose (record sets, Active, statuses, created range): the server
   * answers it; the rows already loaded are not narrowed by it (they lack some of its facts).
   */
  readonly filter: TicketFilter;
}

/** §9: 10 per page, ASC by createdAt, nothing filtered. */
export const DEFAULT_LIST_QUERY: ListQuery = {
  sortBy: LIST_PAGE_DEFAULTS.sortBy,
  sortDirection: LIST_PAGE_DEFAULTS.sortDirection,
  pageSize: LIST_PAGE_DEFAULTS.pageSize,
  search: '',
  displayStates: [],
  archived: false,
  filter: TICKET_FILTER_DEFAULTS,
};

/** How many parts of the ticket filter are chosen (0: it limits nothing). */
export const ticketFilterCount = (filter: TicketFilter): number => countActiveFilters(filter);

/** Whether a query's ticket filter limits anything. */
export const hasTicketFilter = (query: Pick<ListQuery, 'filter'>): boolean => ticketFilterCount(query.filter) > 0;

/** What the server's TicketFilterInput gets of a ticket filter (the empty parts left out). */
export interface TicketFilterFields {
  readonly recursive?: boolean;
  readonly projects?: readonly string[];
  readonly products?: readonly string[];
  readonly workflows?: readonly string[];
  readonly authors?: readonly string[];
  readonly assignees?: readonly string[];
  readonly tags?: readonly string[];
  readonly statuses?: readonly string[];
  readonly isActive?: boolean;
  readonly createdAfter?: string;
  readonly createdBefore?: string;
}

/** The server's filter fields of a ticket filter (a backwards created range is not sent). */
export function ticketFilterFields(filter: TicketFilter): TicketFilterFields {
  const sets = filter.recordSets;
  const some = (name: keyof TicketFilterFields, ids: readonly string[]) => (ids.length > 0 ? { [name]: ids } : {});
  const { after, before } = bounds(filter.dates.createdAt);
  return {
    ...(sets.projects.length > 0 ? { projects: sets.projects, recursive: filter.recursive } : {}),
    ...some('products', sets.products),
    ...some('workflows', sets.workflows),
    ...some('authors', sets.authors),
    ...some('assignees', sets.assignees),
    ...some('tags', sets.tags),
    ...some('statuses', filter.valueSets.statuses),
    ...(filter.flags.isActive ? { isActive: true } : {}),
    ...(after ? { createdAfter: after } : {}),
    ...(before ? { createdBefore: before } : {}),
  };
}

/** Whether two ticket filters ask the same thing (the order of chosen ids aside). */
function sameFilter(a: TicketFilter, b: TicketFilter): boolean {
  const key = (filter: TicketFilter) => {
    const fields = ticketFilterFields(filter) as Record<string, unknown>;
    return JSON.stringify(Object.keys(fields).sort().map((name) => [name, Array.isArray(fields[name]) ? [...(fields[name] as string[])].sort() : fields[name]]));
  };
  return a === b || key(a) === key(b);
}

/** The publication stages a query shows: drafts and published tickets, or the archived ones. */
export const stagesOf = (query: Pick<ListQuery, 'archived'>): readonly PublicationStatus[] => (query.archived ? ['ARCHIVED'] : ['DRAFT', 'PUBLISHED']);

/** Page sizes a person may choose (moreTickets takes at most 500). */
export const PAGE_SIZES = [10, 50, 100, 500] as const;

/** Clicking a column header: a new column sorts ASC, the sorted one flips. */
export function toggleSort(query: ListQuery, field: SortField): ListQuery {
  if (query.sortBy !== field) return { ...query, sortBy: field, sortDirection: 'ASC' };
  return { ...query, sortDirection: query.sortDirection === 'ASC' ? 'DESC' : 'ASC' };
}

/** A chip switched on or off. */
export function toggleDisplayState(query: ListQuery, state: DisplayState): ListQuery {
  const on = query.displayStates.includes(state);
  return { ...query, displayStates: on ? query.displayStates.filter((s) => s !== state) : [...query.displayStates, state] };
}

/** The text as the server gets it: trimmed, empty means none, at most the server's search limit. */
export const searchText = (query: ListQuery): string => query.search.trim().slice(0, WORK_LIMITS.search);

/** A rows matcher for the text (title or #localId, as the server also matches) and the chips. */
export function rowMatcher(query: ListQuery): (row: TicketRow) => boolean {
  const text = searchText(query).toLowerCase();
  const byNumber = /^#?(\d+)$/.exec(text)?.[1];
  const states = new Set(query.displayStates);
  const stages = stagesOf(query);
  return (row) => {
    if (!stages.includes(row.publication)) return false;
    if (states.size > 0 && !states.has(row.displayState)) return false;
    if (text === '') return true;
    if (byNumber !== undefined && String(row.localId) === byNumber) return true;
    return row.title.toLowerCase().includes(text) || `#${row.localId}` === text;
  };
}

/** The rows already loaded that the query keeps (the same array when nothing filters). */
export function filterRows(rows: readonly TicketRow[], query: ListQuery): readonly TicketRow[] {
  const stages = stagesOf(query);
  if (searchText(query) === '' && query.displayStates.length === 0 && rows.every((row) => stages.includes(row.publication))) return rows;
  return rows.filter(rowMatcher(query));
}

/** Whether two queries ask the server the same thing (a new one starts the list afresh). */
export const sameQuery = (a: ListQuery, b: ListQuery): boolean =>
  a.sortBy === b.sortBy &&
  a.sortDirection === b.sortDirection &&
  a.pageSize === b.pageSize &&
  searchText(a) === searchText(b) &&
  a.archived === b.archived &&
  a.displayStates.length === b.displayStates.length &&
  a.displayStates.every((s) => b.displayStates.includes(s)) &&
  sameFilter(a.filter, b.filter);

/** Rows grouped by display state, in the order of the states, empty groups left out. */
export function groupByDisplayState(rows: readonly TicketRow[], order: readonly DisplayState[]): readonly { readonly state: DisplayState; readonly rows: readonly TicketRow[] }[] {
  return order.map((state) => ({ state, rows: rows.filter((row) => row.displayState === state) })).filter((group) => group.rows.length > 0);
}
