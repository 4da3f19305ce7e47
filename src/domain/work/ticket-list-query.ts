/**
 * What a ticket list asks the server for (§3 list defaults, sort by column, a text filter and
 * display-state chips), and the same filter applied at once to the rows already loaded, so typing
 * narrows the list before the server answers.
 */
import { LIST_PAGE_DEFAULTS } from '../shared/constants.ts';
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
}

/** §9: 10 per page, ASC by createdAt, nothing filtered. */
export const DEFAULT_LIST_QUERY: ListQuery = {
  sortBy: LIST_PAGE_DEFAULTS.sortBy,
  sortDirection: LIST_PAGE_DEFAULTS.sortDirection,
  pageSize: LIST_PAGE_DEFAULTS.pageSize,
  search: '',
  displayStates: [],
  archived: false,
};

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
  a.displayStates.every((s) => b.displayStates.includes(s));

/** Rows grouped by display state, in the order of the states, empty groups left out. */
export function groupByDisplayState(rows: readonly TicketRow[], order: readonly DisplayState[]): readonly { readonly state: DisplayState; readonly rows: readonly TicketRow[] }[] {
  return order.map((state) => ({ state, rows: rows.filter((row) => row.displayState === state) })).filter((group) => group.rows.length > 0);
}
