/**
 * The tickets list's filter in the URL of /ticket (`?search=…&state=Done&archived=1&sort=title&dir=DESC`,
 * and the §3 ticket filter: `&projects=3&recursive=0&products=1,2&workflows=…&authors=…&assignees=…
 * &tags=…&active=1&status=SCHEDULED&createdFrom=2026-01-01&createdTo=…`, read with the search page's
 * building blocks), so a reload or Back shows the same list. Unknown parameters and values are ignored.
 */
import { TICKET_FILTER_DEFAULTS, type TicketFilter } from './filters.ts';
import { SCHEDULE_STATUSES } from './search-query.ts';
import { distinct, isId, isStatus, range, values } from './search-url.ts';
import { DEFAULT_LIST_QUERY, type ListQuery, type SortDirection, type SortField } from './ticket-list-query.ts';
import { DISPLAY_STATES } from './work.ts';

/** The part of a list query the URL keeps. */
export type UrlListQuery = Pick<ListQuery, 'search' | 'displayStates' | 'archived' | 'sortBy' | 'sortDirection' | 'filter'>;

/** The record sets of the ticket filter the list offers, by their URL names ('features': the product has none). */
const RECORD_SETS = ['projects', 'products', 'workflows', 'authors', 'assignees', 'tags'] as const;

/** The ticket filter a query string's parameters ask for. */
function parseFilter(params: URLSearchParams): TicketFilter {
  const d = TICKET_FILTER_DEFAULTS;
  const recordSets = { ...d.recordSets };
  for (const key of RECORD_SETS) recordSets[key] = distinct(values(params, key), isId);
  const recursive = (params.get('recursive') ?? '').toLowerCase();
  return {
    recursive: ['0', 'false', 'no'].includes(recursive) ? false : d.recursive,
    recordSets,
    flags: { isActive: ['1', 'true', 'yes'].includes((params.get('active') ?? '').toLowerCase()) },
    valueSets: { statuses: distinct(values(params, 'status').map((value) => value.toUpperCase()), isStatus), stages: [] },
    dates: { createdAt: range(params, 'created') },
  };
}

/** Writes a ticket filter's chosen parts, in a fixed order. */
function writeFilter(params: URLSearchParams, filter: TicketFilter): void {
  for (const key of RECORD_SETS) if (filter.recordSets[key].length > 0) params.set(key, filter.recordSets[key].join(','));
  if (filter.recordSets.projects.length > 0 && !filter.recursive) params.set('recursive', '0');
  if (filter.flags.isActive) params.set('active', '1');
  const statuses = SCHEDULE_STATUSES.filter((status) => filter.valueSets.statuses.includes(status));
  if (statuses.length > 0) params.set('status', statuses.join(','));
  const created = filter.dates.createdAt;
  if (created?.from) params.set('createdFrom', created.from);
  if (created?.to) params.set('createdTo', created.to);
}

const SORT_FIELDS: readonly SortField[] = ['createdAt', 'title', 'localId'];
const SEARCH_MAX = 200;

/** The list query a query string asks for (with or without '?'); what it does not say keeps the defaults. */
export function parseTicketListQuery(query: string): UrlListQuery {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const asked = new Set(params.getAll('state').flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  const sort = params.get('sort');
  const dir = params.get('dir')?.toUpperCase();
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    displayStates: DISPLAY_STATES.filter((state) => asked.has(state.toLowerCase())),
    archived: ['1', 'true', 'yes'].includes((params.get('archived') ?? '').toLowerCase()),
    sortBy: SORT_FIELDS.find((field) => field === sort) ?? DEFAULT_LIST_QUERY.sortBy,
    sortDirection: dir === 'ASC' || dir === 'DESC' ? (dir as SortDirection) : DEFAULT_LIST_QUERY.sortDirection,
    filter: parseFilter(params),
  };
}

/** The query string of a list query ('' for the defaults), in a canonical order. */
export function ticketListQueryString(query: UrlListQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('search', query.search);
  for (const state of DISPLAY_STATES) if (query.displayStates.includes(state)) params.append('state', state);
  if (query.archived) params.set('archived', '1');
  writeFilter(params, query.filter);
  if (query.sortBy !== DEFAULT_LIST_QUERY.sortBy || query.sortDirection !== DEFAULT_LIST_QUERY.sortDirection) {
    params.set('sort', query.sortBy);
    params.set('dir', query.sortDirection);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
