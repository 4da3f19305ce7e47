/**
 * A ticket list's query in the URL (/ticket, the explorer's tickets tab): `?search=…&state=Done
 * &archived=1&sort=title&dir=DESC`, and the §3 ticket or explorer filter: `&projects=3&recursive=0
 * &products=1,2&workflows=…&authors=…&owners=…&assignees=…&tags=…&flags=isActive,hideCompleted
 * &status=SCHEDULED&createdFrom=2026-01-01&createdTo=…&closedFrom=…&etaTo=…`, read with the search
 * page's building blocks, so a reload or Back shows the same list. Unknown parameters and values
 * are ignored; what is at the page's defaults is left out.
 */
import { SCHEDULE_STATUSES } from './search-query.ts';
import { distinct, isId, isStatus, range, values } from './search-url.ts';
import { DEFAULT_LIST_QUERY, NO_LIST_FILTER, type ListDate, type ListFilter, type ListFlag, type ListQuery, type ListRecordSet, type SortDirection, type SortField } from './ticket-list-query.ts';
import { DISPLAY_STATES } from './work.ts';

/** The part of a list query the URL keeps. */
export type UrlListQuery = Pick<ListQuery, 'search' | 'displayStates' | 'archived' | 'sortBy' | 'sortDirection' | 'filter'>;

const SORT_FIELDS: readonly SortField[] = ['createdAt', 'title', 'localId', 'eta', 'closedAt'];
const SEARCH_MAX = 200;
const RECORD_SETS = Object.keys(NO_LIST_FILTER.recordSets) as ListRecordSet[];
const FLAGS = Object.keys(NO_LIST_FILTER.flags) as ListFlag[];
const DATES: readonly (readonly [ListDate, string])[] = [
  ['createdAt', 'created'],
  ['closedAt', 'closed'],
  ['eta', 'eta'],
];

/** The list filter a query string's parameters ask for. */
function parseFilter(params: URLSearchParams): ListFilter {
  const recordSets = { ...NO_LIST_FILTER.recordSets };
  for (const key of RECORD_SETS) recordSets[key] = distinct(values(params, key), isId);
  const asked = new Set(values(params, 'flags'));
  const flags = { ...NO_LIST_FILTER.flags };
  for (const flag of FLAGS) flags[flag] = asked.has(flag);
  const dates = { ...NO_LIST_FILTER.dates };
  for (const [key, name] of DATES) dates[key] = range(params, name);
  return {
    recursive: ['0', 'false', 'no'].includes((params.get('recursive') ?? '').toLowerCase()) ? false : NO_LIST_FILTER.recursive,
    recordSets,
    flags,
    statuses: distinct(values(params, 'status').map((value) => value.toUpperCase()), isStatus),
    dates,
  };
}

/** Writes a list filter's chosen parts, in a fixed order. */
function writeFilter(params: URLSearchParams, filter: ListFilter): void {
  for (const key of RECORD_SETS) if (filter.recordSets[key].length > 0) params.set(key, filter.recordSets[key].join(','));
  if (filter.recordSets.projects.length > 0 && !filter.recursive) params.set('recursive', '0');
  const on = FLAGS.filter((flag) => filter.flags[flag]);
  if (on.length > 0) params.set('flags', on.join(','));
  const statuses = SCHEDULE_STATUSES.filter((status) => filter.statuses.includes(status));
  if (statuses.length > 0) params.set('status', statuses.join(','));
  for (const [key, name] of DATES) {
    const chosen = filter.dates[key];
    if (chosen?.from) params.set(`${name}From`, chosen.from);
    if (chosen?.to) params.set(`${name}To`, chosen.to);
  }
}

/** The list query a query string asks for (with or without '?'); what it does not say keeps the page's defaults. */
export function parseTicketListQuery(query: string, defaults: Pick<ListQuery, 'sortBy' | 'sortDirection'> = DEFAULT_LIST_QUERY): UrlListQuery {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const asked = new Set(params.getAll('state').flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  const sort = params.get('sort');
  const dir = params.get('dir')?.toUpperCase();
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    displayStates: DISPLAY_STATES.filter((state) => asked.has(state.toLowerCase())),
    archived: ['1', 'true', 'yes'].includes((params.get('archived') ?? '').toLowerCase()),
    sortBy: SORT_FIELDS.find((field) => field === sort) ?? defaults.sortBy,
    sortDirection: dir === 'ASC' || dir === 'DESC' ? (dir as SortDirection) : defaults.sortDirection,
    filter: parseFilter(params),
  };
}

/** The query string of a list query ('' for the defaults), in a canonical order. */
export function ticketListQueryString(query: UrlListQuery, defaults: Pick<ListQuery, 'sortBy' | 'sortDirection'> = DEFAULT_LIST_QUERY): string {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('search', query.search);
  for (const state of DISPLAY_STATES) if (query.displayStates.includes(state)) params.append('state', state);
  if (query.archived) params.set('archived', '1');
  writeFilter(params, query.filter);
  if (query.sortBy !== defaults.sortBy || query.sortDirection !== defaults.sortDirection) {
    params.set('sort', query.sortBy);
    params.set('dir', query.sortDirection);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
