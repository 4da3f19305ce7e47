/**
 * The tickets list's filter in the URL of /ticket (`?search=…&state=Done&archived=1&sort=title&dir=DESC`),
 * so a reload or Back shows the same list. Unknown parameters and values are ignored.
 */
import { DEFAULT_LIST_QUERY, type ListQuery, type SortDirection, type SortField } from './ticket-list-query.ts';
import { DISPLAY_STATES } from './work.ts';

/** The part of a list query the URL keeps. */
export type UrlListQuery = Pick<ListQuery, 'search' | 'displayStates' | 'archived' | 'sortBy' | 'sortDirection'>;

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
  };
}

/** The query string of a list query ('' for the defaults), in a canonical order. */
export function ticketListQueryString(query: UrlListQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('search', query.search);
  for (const state of DISPLAY_STATES) if (query.displayStates.includes(state)) params.append('state', state);
  if (query.archived) params.set('archived', '1');
  if (query.sortBy !== DEFAULT_LIST_QUERY.sortBy || query.sortDirection !== DEFAULT_LIST_QUERY.sortDirection) {
    params.set('sort', query.sortBy);
    params.set('dir', query.sortDirection);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
