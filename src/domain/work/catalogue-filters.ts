/**
 * The catalogue lists' filters: a text filter every list has, and the query parameters of
 * /admin/product and /admin/role (§2 'accepts query parameters'), read from and written to the URL
 * so a filtered list can be shared and survives a reload. Unknown parameters and values are ignored.
 */
import { ROLE_STATUSES, ROLE_TYPES, type RoleStatus, type RoleType } from '../shared/role.ts';

/** The product list's filter: `?search=…`. */
export interface ProductQuery {
  readonly search: string;
}

/** The people list's filter: `?search=ana&type=ADMIN&status=INVITED` (type and status may repeat). */
export interface RoleQuery {
  readonly search: string;
  /** Empty: every type. */
  readonly types: readonly RoleType[];
  /** Empty: every status. */
  readonly statuses: readonly RoleStatus[];
}

/** The filter of a list opened without parameters. */
export const EMPTY_ROLE_QUERY: RoleQuery = { search: '', types: [], statuses: [] };

/** The longest search text kept from a URL. */
const SEARCH_MAX = 200;

function paramsOf(query: string): URLSearchParams {
  return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
}

function searchOf(params: URLSearchParams): string {
  return (params.get('search') ?? '').slice(0, SEARCH_MAX);
}

/** The known values of a parameter (repeated or comma-separated, any case), in the canonical order, once each. */
function choicesOf<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): readonly T[] {
  const asked = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toUpperCase()),
  );
  return known.filter((value) => asked.has(value));
}

/** The query string for a set of parameters: '' when there are none, otherwise '?…'. */
function queryOf(entries: readonly (readonly [string, string])[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The product list's filter from a query string (with or without '?'). */
export function parseProductQuery(query: string): ProductQuery {
  return { search: searchOf(paramsOf(query)) };
}

/** The query string of a product filter ('' for no filter). */
export function productQueryString(filter: ProductQuery): string {
  return queryOf(filter.search.trim() === '' ? [] : [['search', filter.search]]);
}

/** The people list's filter from a query string (with or without '?'). */
export function parseRoleQuery(query: string): RoleQuery {
  const params = paramsOf(query);
  return { search: searchOf(params), types: choicesOf(params, 'type', ROLE_TYPES), statuses: choicesOf(params, 'status', ROLE_STATUSES) };
}

/** The query string of a people filter ('' for no filter), in a canonical order. */
export function roleQueryString(filter: RoleQuery): string {
  const types = ROLE_TYPES.filter((type) => filter.types.includes(type));
  const statuses = ROLE_STATUSES.filter((status) => filter.statuses.includes(status));
  return queryOf([
    ...(filter.search.trim() === '' ? [] : ([['search', filter.search]] as const)),
    ...types.map((type) => ['type', type] as const),
    ...statuses.map((status) => ['status', status] as const),
  ]);
}

/** Whether a people filter narrows the list at all. */
export const isFiltered = (filter: RoleQuery): boolean => filter.search.trim() !== '' || filter.types.length > 0 || filter.statuses.length > 0;

/** The people filter as the server's RoleFilterInput reads it (absent parts mean 'any'). */
export function roleFilterInput(filter: RoleQuery): { search?: string; types?: RoleType[]; statuses?: RoleStatus[] } {
  const search = filter.search.trim();
  return {
    ...(search === '' ? {} : { search }),
    ...(filter.types.length === 0 ? {} : { types: [...filter.types] }),
    ...(filter.statuses.length === 0 ? {} : { statuses: [...filter.statuses] }),
  };
}

/** Text folded for matching: lower case, without accents. */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a record matches a text filter: every word of the filter appears in one of the record's
 * texts, ignoring case and accents. An empty filter matches everything.
 */
export function matchesText(texts: readonly (string | null | undefined)[], search: string): boolean {
  const words = folded(search).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = texts.filter((text): text is string => typeof text === 'string').map(folded);
  return words.every((word) => haystack.some((text) => text.includes(word)));
}
