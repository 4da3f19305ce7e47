/**
 * The search filter in the URL of /search and /search/{projectId}, so a search can be shared and
 * survives a reload: `?q=text&products=1,2&flags=atRisk,unestimated&status=DONE&createdFrom=2026-01-01
 * &sort=eta&dir=DESC&recursive=0&allUntagged=1`. Reading never fails: a value it cannot use is
 * dropped and the rest is kept; writing leaves out what is at its default, in a fixed order.
 */
import { SEARCH_FILTER_DEFAULTS, SEARCH_FLAG_LABELS, type DateRange, type SearchDates, type SearchFilter } from './filters.ts';
import { isDay, isSearchSortField, SCHEDULE_STATUSES, SEARCH_RECORD_SETS } from './search-query.ts';
import { WORK_LIMITS, type ScheduleStatus } from './work.ts';

type Flag = keyof typeof SEARCH_FLAG_LABELS;
const FLAGS = Object.keys(SEARCH_FLAG_LABELS) as Flag[];

/** The URL names of the date ranges. */
const DATE_PARAMS: readonly (readonly [keyof SearchDates, string])[] = [
  ['createdAt', 'created'],
  ['closedAt', 'closed'],
  ['eta', 'eta'],
];

/** An id as the server hands them out: short, without separators. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const YES = ['1', 'true', 'yes'];
const NO = ['0', 'false', 'no'];

/** Every value of a parameter (the building blocks below also read the tickets list's filter, ticket-list-url.ts), split at commas, trimmed, empty ones left out. */
export function values(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Distinct values that pass a check, at most the server's list size. */
export function distinct<T extends string>(list: readonly string[], keep: (value: string) => value is T): T[] {
  return [...new Set(list.filter(keep))].slice(0, WORK_LIMITS.filterList);
}

export const isId = (value: string): value is string => ID.test(value);
export const isStatus = (value: string): value is ScheduleStatus => (SCHEDULE_STATUSES as readonly string[]).includes(value);

export function range(params: URLSearchParams, name: string): DateRange | null {
  const from = params.get(`${name}From`);
  const to = params.get(`${name}To`);
  const range = { from: isDay(from) ? from : null, to: isDay(to) ? to : null };
  return range.from === null && range.to === null ? null : range;
}

/** The search filter a query string asks for (with or without '?'); what it does not say keeps the defaults. */
export function parseSearchFilter(query: string): SearchFilter {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const d = SEARCH_FILTER_DEFAULTS;
  const recordSets = { ...d.recordSets };
  for (const key of SEARCH_RECORD_SETS) recordSets[key] = distinct(values(params, key), isId);
  const asked = new Set(values(params, 'flags'));
  const flags = { ...d.flags };
  for (const flag of FLAGS) flags[flag] = asked.has(flag);
  const dates = { ...d.dates };
  for (const [key, name] of DATE_PARAMS) dates[key] = range(params, name);
  const field = params.get('sort');
  const dir = params.get('dir')?.toUpperCase();
  const recursive = (params.get('recursive') ?? '').toLowerCase();
  return {
    search: (params.get('q') ?? '').slice(0, WORK_LIMITS.search),
    allUntagged: YES.includes((params.get('allUntagged') ?? '').toLowerCase()),
    recursive: NO.includes(recursive) ? false : YES.includes(recursive) ? true : d.recursive,
    recordSets,
    flags,
    valueSets: { statuses: distinct(values(params, 'status').map((value) => value.toUpperCase()), isStatus) },
    dates,
    sort: {
      field: isSearchSortField(field) ? field : d.sort.field,
      direction: dir === 'ASC' || dir === 'DESC' ? dir : d.sort.direction,
    },
  };
}

/** The query string of a search filter ('' for the defaults), in a canonical order. */
export function searchFilterQueryString(filter: SearchFilter): string {
  const d = SEARCH_FILTER_DEFAULTS;
  const params = new URLSearchParams();
  if (filter.search.trim() !== '') params.set('q', filter.search);
  for (const key of SEARCH_RECORD_SETS) if (filter.recordSets[key].length > 0) params.set(key, filter.recordSets[key].join(','));
  const on = FLAGS.filter((flag) => filter.flags[flag]);
  if (on.length > 0) params.set('flags', on.join(','));
  if (filter.allUntagged) params.set('allUntagged', '1');
  const statuses = SCHEDULE_STATUSES.filter((status) => filter.valueSets.statuses.includes(status));
  if (statuses.length > 0) params.set('status', statuses.join(','));
  for (const [key, name] of DATE_PARAMS) {
    const range = filter.dates[key];
    if (range?.from) params.set(`${name}From`, range.from);
    if (range?.to) params.set(`${name}To`, range.to);
  }
  if (filter.sort.field !== d.sort.field || filter.sort.direction !== d.sort.direction) {
    params.set('sort', filter.sort.field);
    params.set('dir', filter.sort.direction);
  }
  if (filter.recursive !== d.recursive) params.set('recursive', String(Number(filter.recursive)));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
