/**
 * What a ticket list asks the server for (§3 list defaults, sort by column, a text filter and
 * display-state chips), and the same filter applied at once to the rows already loaded, so typing
 * narrows the list before the server answers.
 */
import { LIST_PAGE_DEFAULTS } from '../shared/constants.ts';
import { TICKET_FILTER_RECURSIVE_DEFAULT } from '../shared/constants.ts';
import { SEARCH_FLAG_LABELS, type DateRange } from './filters.ts';
import { bounds, type SearchFilterInput } from './search-query.ts';
import type { TicketRow } from './ticket-types.ts';
import { WORK_LIMITS, type DisplayState, type PublicationStatus, type ScheduleStatus } from './work.ts';

export type SortField = 'createdAt' | 'title' | 'localId' | 'eta' | 'closedAt';
export type SortDirection = 'ASC' | 'DESC';

/**
 * What a list's person may filter by: the union of §3's ticket filter (projects with recursive,
 * products, workflows, authors, assignees, tags, Active, statuses, created range; the product has
 * no features) and §3's explorer filter (products, workflows, authors, owners, assignees, tags,
 * Hide Completed, statuses, created / closed / ETA ranges). A page offers its kind's parts
 * (LIST_FILTER_PARTS); the others stay at their defaults.
 */
export interface ListFilter {
  readonly recursive: boolean;
  readonly recordSets: Readonly<Record<ListRecordSet, readonly string[]>>;
  readonly flags: { readonly isActive: boolean; readonly hideCompleted: boolean };
  readonly statuses: readonly ScheduleStatus[];
  readonly dates: Readonly<Record<ListDate, DateRange | null>>;
}

/** `openAssignees`: people with a state of the ticket still to do (their work ahead), where `assignees` takes any state. */
export type ListRecordSet = 'projects' | 'products' | 'workflows' | 'authors' | 'owners' | 'assignees' | 'openAssignees' | 'tags';
export type ListFlag = keyof ListFilter['flags'];
export type ListDate = 'createdAt' | 'closedAt' | 'eta';

/** The two kinds of list filter of §3, by the parts each offers, in the panel's order. */
export const LIST_FILTER_PARTS = {
  ticket: { recordSets: ['projects', 'products', 'workflows', 'authors', 'assignees', 'openAssignees', 'tags'], flags: ['isActive'], dates: ['createdAt'] },
  explorer: { recordSets: ['products', 'workflows', 'authors', 'owners', 'assignees', 'tags'], flags: ['hideCompleted'], dates: ['createdAt', 'closedAt', 'eta'] },
} as const satisfies Record<string, { readonly recordSets: readonly ListRecordSet[]; readonly flags: readonly ListFlag[]; readonly dates: readonly ListDate[] }>;

export type ListFilterKind = keyof typeof LIST_FILTER_PARTS;

/** The labels of a list filter's parts (the flags' are §3's). */
export const LIST_FILTER_LABELS = {
  recordSets: { projects: 'Projects', products: 'Products', workflows: 'Workflows', authors: 'Authors', owners: 'Owners', assignees: 'Assignees', openAssignees: 'Steps still to do by', tags: 'Tags' },
  flags: { isActive: SEARCH_FLAG_LABELS.isActive, hideCompleted: SEARCH_FLAG_LABELS.hideCompleted },
  dates: { createdAt: 'Created', closedAt: 'Closed', eta: 'ETA' },
} as const;

/** Nothing chosen: every ticket of the page (sub-projects included, §9). */
export const NO_LIST_FILTER: ListFilter = {
  recursive: TICKET_FILTER_RECURSIVE_DEFAULT,
  recordSets: { projects: [], products: [], workflows: [], authors: [], owners: [], assignees: [], openAssignees: [], tags: [] },
  flags: { isActive: false, hideCompleted: false },
  statuses: [],
  dates: { createdAt: null, closedAt: null, eta: null },
};

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
   * The §3 ticket or explorer filter the person chose (record sets, flags, statuses, date ranges):
   * the server answers it; the rows already loaded are not narrowed by it (they lack its facts).
   */
  readonly filter: ListFilter;
}

/** §9: 10 per page, ASC by createdAt, nothing filtered. */
export const DEFAULT_LIST_QUERY: ListQuery = {
  sortBy: LIST_PAGE_DEFAULTS.sortBy,
  sortDirection: LIST_PAGE_DEFAULTS.sortDirection,
  pageSize: LIST_PAGE_DEFAULTS.pageSize,
  search: '',
  displayStates: [],
  archived: false,
  filter: NO_LIST_FILTER,
};

/** How many parts of a list filter are chosen (0: it limits nothing). */
export function listFilterCount(filter: ListFilter): number {
  const sets = Object.values(filter.recordSets).filter((ids) => ids.length > 0).length;
  const flags = Object.values(filter.flags).filter(Boolean).length;
  const dates = Object.values(filter.dates).filter((range) => range !== null && (range.from !== null || range.to !== null)).length;
  return sets + flags + dates + (filter.statuses.length > 0 ? 1 : 0);
}

/** Whether a query's filter limits anything. */
export const hasListFilter = (query: Pick<ListQuery, 'filter'>): boolean => listFilterCount(query.filter) > 0;

/** What the server's TicketFilterInput gets of a list filter (the empty parts left out): the search filter's fields it shares. */
export type ListFilterFields = Pick<
  SearchFilterInput,
  'recursive' | 'projects' | 'products' | 'workflows' | 'authors' | 'owners' | 'assignees' | 'openAssignees' | 'tags' | 'statuses' | 'isActive' | 'hideCompleted' | 'createdAfter' | 'createdBefore' | 'closedAfter' | 'closedBefore' | 'etaAfter' | 'etaBefore'
>;

const DATE_INPUTS: Readonly<Record<ListDate, 'created' | 'closed' | 'eta'>> = { createdAt: 'created', closedAt: 'closed', eta: 'eta' };

/** The server's filter fields of a list filter (a backwards range is not sent: the panel says why). */
export function listFilterFields(filter: ListFilter): ListFilterFields {
  const fields: Record<string, unknown> = {};
  for (const [key, ids] of Object.entries(filter.recordSets)) if (ids.length > 0) fields[key] = ids;
  if (filter.recordSets.projects.length > 0) fields['recursive'] = filter.recursive;
  if (filter.statuses.length > 0) fields['statuses'] = filter.statuses;
  for (const [flag, on] of Object.entries(filter.flags)) if (on) fields[flag] = true;
  for (const [key, name] of Object.entries(DATE_INPUTS) as [ListDate, string][]) {
    const { after, before } = bounds(filter.dates[key]);
    if (after) fields[`${name}After`] = after;
    if (before) fields[`${name}Before`] = before;
  }
  return fields as ListFilterFields;
}

/** Whether two list filters ask the same thing (the order of chosen ids aside). */
function sameFilter(a: ListFilter, b: ListFilter): boolean {
  const key = (filter: ListFilter) => {
    const fields = listFilterFields(filter) as Record<string, unknown>;
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
