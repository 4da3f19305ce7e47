/**
 * The search page's question to the server: a §3 search filter (and the project of
 * /search/{projectId}) turned into moreTickets variables (TicketFilterInput of schema/work.graphql,
 * sort field and direction), and what a result row of the search holds.
 */
import type { DateRange, SearchFilter, SearchRecordSets } from './filters.ts';
import type { NamedRef, TicketPerson, TicketRow } from './ticket-types.ts';
import { isTicketRow } from './ticket-types.ts';
import { WORK_LIMITS, type ScheduleStatus } from './work.ts';

/** The schedule statuses a search can ask for, in the order the page offers them. */
export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['UNSCHEDULED', 'SCHEDULED', 'DONE', 'CANCELLED'];

/** How a schedule status reads: the words of work.ts, one vocabulary everywhere. */
export { SCHEDULE_STATUS_LABELS } from './work.ts';

/** The fields a search sorts by (those moreTickets sorts by), title first: the §3 default. */
export const SEARCH_SORT_FIELDS = ['title', 'createdAt', 'localId', 'eta', 'closedAt'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

/** How each sort field reads. */
export const SEARCH_SORT_LABELS: Readonly<Record<SearchSortField, string>> = { title: 'Title', createdAt: 'Created', localId: 'Number', eta: 'ETA', closedAt: 'Closed' };

/** The record sets of the search filter, in the order the page shows them. */
export const SEARCH_RECORD_SETS: readonly (keyof SearchRecordSets)[] = ['products', 'workflows', 'authors', 'owners', 'assignees', 'tags'];

/** The date ranges of the search filter, in the order the page shows them, with their labels. */
export const SEARCH_DATE_LABELS = { createdAt: 'Created', closedAt: 'Closed', eta: 'ETA' } as const;

export const isSearchSortField = (value: unknown): value is SearchSortField => typeof value === 'string' && (SEARCH_SORT_FIELDS as readonly string[]).includes(value);

/** TicketFilterInput as the search page fills it: only what narrows is sent. */
export interface SearchFilterInput {
  readonly search?: string;
  readonly projects?: readonly string[];
  readonly recursive?: boolean;
  readonly products?: readonly string[];
  readonly workflows?: readonly string[];
  readonly authors?: readonly string[];
  readonly owners?: readonly string[];
  readonly assignees?: readonly string[];
  /** Tickets with a state still to do assigned to one of these (the tickets list's filter; the search page does not offer it). */
  readonly openAssignees?: readonly string[];
  readonly tags?: readonly string[];
  readonly statuses?: readonly ScheduleStatus[];
  readonly isActive?: boolean;
  readonly allUntagged?: boolean;
  readonly untagged?: boolean;
  readonly unestimated?: boolean;
  readonly unassigned?: boolean;
  readonly atRisk?: boolean;
  readonly hideCompleted?: boolean;
  readonly readyToSchedule?: boolean;
  readonly createdAfter?: string;
  readonly createdBefore?: string;
  readonly closedAfter?: string;
  readonly closedBefore?: string;
  readonly etaAfter?: string;
  readonly etaBefore?: string;
}

/** The variables of a search, but the page's cursor and size. */
export interface SearchVariables {
  readonly filter: SearchFilterInput;
  readonly sortBy: SearchSortField;
  readonly sortDirection: 'ASC' | 'DESC';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (2024-02-30 is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The bounds of a day range as times: from the start of the first day to the end of the last (UTC). */
/** What a search that matches nothing says (plainly: no joke), and how to widen it. */
export const SEARCH_EMPTY = {
  title: 'No tickets match this search.',
  hintFilters: 'Clear the filters or change the words to see more tickets.',
  hintText: 'Try other words to see more tickets.',
} as const;

/** What a date range whose To day is before its From day says, next to its fields. */
export const RANGE_BACKWARDS_MESSAGE = 'The To day is before the From day: choose a To day on or after it.';

/** Why a date range cannot be searched (null when it can): a To day before the From day matches nothing. */
export function dateRangeError(range: DateRange | null): string | null {
  return range !== null && isDay(range.from) && isDay(range.to) && range.to < range.from ? RANGE_BACKWARDS_MESSAGE : null;
}

/** The bounds of a range; a backwards range (see dateRangeError) is not sent at all. */
export function bounds(range: DateRange | null): { readonly after?: string; readonly before?: string } {
  if (range === null || dateRangeError(range) !== null) return {};
  return {
    ...(isDay(range.from) ? { after: `${range.from}T00:00:00.000Z` } : {}),
    ...(isDay(range.to) ? { before: `${range.to}T23:59:59.999Z` } : {}),
  };
}

/** A range of times under the input's names (`createdAfter`, `createdBefore`…). */
function rangeInput(name: 'created' | 'closed' | 'eta', range: DateRange | null): Partial<SearchFilterInput> {
  const { after, before } = bounds(range);
  return { ...(after ? { [`${name}After`]: after } : {}), ...(before ? { [`${name}Before`]: before } : {}) };
}

/** The search text the server gets: trimmed, at most its limit. */
export const searchTextOf = (filter: Pick<SearchFilter, 'search'>): string => filter.search.trim().slice(0, WORK_LIMITS.search);

/**
 * The moreTickets variables of a search: the text, each non-empty record set and status list, each
 * flag that is on (a flag off does not narrow, so it is not sent), allUntagged, the date ranges
 * as whole days, the project with recursive, and the sort (title ASC when the field is unknown).
 */
export function searchVariables(filter: SearchFilter, projectId: string | null): SearchVariables {
  const text = searchTextOf(filter);
  const input: Record<string, unknown> = {};
  if (text !== '') input['search'] = text;
  if (projectId !== null) {
    input['projects'] = [projectId];
    input['recursive'] = filter.recursive;
  }
  for (const key of SEARCH_RECORD_SETS) if (filter.recordSets[key].length > 0) input[key] = [...filter.recordSets[key]];
  if (filter.valueSets.statuses.length > 0) input['statuses'] = SCHEDULE_STATUSES.filter((status) => filter.valueSets.statuses.includes(status));
  for (const [flag, on] of Object.entries(filter.flags)) if (on) input[flag] = true;
  if (filter.allUntagged) input['allUntagged'] = true;
  Object.assign(input, rangeInput('created', filter.dates.createdAt), rangeInput('closed', filter.dates.closedAt), rangeInput('eta', filter.dates.eta));
  return {
    filter: input as SearchFilterInput,
    sortBy: isSearchSortField(filter.sort.field) ? filter.sort.field : 'title',
    sortDirection: filter.sort.direction === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The ids the organization has, by record set (from the pick lists); a record set not given is not checked. */
export type KnownRecords = Partial<Readonly<Record<keyof SearchRecordSets, ReadonlySet<string>>>>;

/**
 * The filter without the ids the organization does not have (a shared link to a tag since
 * deleted): the server refuses unknown ids, and the rest of the search still means something.
 * The same filter object when nothing is dropped.
 */
export function withoutUnknownRecords(filter: SearchFilter, known: KnownRecords): SearchFilter {
  let changed = false;
  const recordSets = { ...filter.recordSets };
  for (const key of SEARCH_RECORD_SETS) {
    const ids = known[key];
    if (ids === undefined) continue;
    const kept = filter.recordSets[key].filter((id) => ids.has(id));
    if (kept.length !== filter.recordSets[key].length) {
      recordSets[key] = kept;
      changed = true;
    }
  }
  return changed ? { ...filter, recordSets } : filter;
}

/** Whether a filter names any record (a product, a person, a tag…). */
export const hasRecords = (filter: SearchFilter): boolean => SEARCH_RECORD_SETS.some((key) => filter.recordSets[key].length > 0);

/** A ticket as the search results and their CSV show it. */
export interface SearchRow extends TicketRow {
  readonly product: NamedRef | null;
  readonly owner: TicketPerson | null;
  readonly closedAt: string | null;
  readonly dueDate: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nullableText = (value: unknown): boolean => value === null || typeof value === 'string';
const nullableRef = (value: unknown): boolean => value === null || (isObject(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string');

/** Whether a payload is a search result row. */
export function isSearchRow(value: unknown): value is SearchRow {
  return (
    isTicketRow(value) &&
    isObject(value) &&
    nullableRef(value['product']) &&
    nullableRef(value['owner']) &&
    nullableText(value['closedAt']) &&
    nullableText(value['eta']) &&
    nullableText(value['dueDate'])
  );
}

/** Whether a payload is a page of search results. */
export function isSearchConnection(value: unknown): boolean {
  if (!isObject(value) || typeof value['totalCount'] !== 'number' || !Array.isArray(value['nodes'])) return false;
  const info = value['pageInfo'];
  return isObject(info) && nullableText(info['endCursor']) && typeof info['hasNextPage'] === 'boolean' && value['nodes'].every(isSearchRow);
}
