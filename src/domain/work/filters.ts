/**
 * The three list filters (specification §3, §4 "Filters"): the ticket filter, the search filter and
 * the explorer filter. Set replaces, update merges one level deep (so patching one record set keeps
 * the others), clear resets to the defaults (the search filter keeps its text), and
 * toggleAllUntagged flips the search filter's allUntagged.
 */
import { TICKET_FILTER_RECURSIVE_DEFAULT } from '../shared/constants.ts';

/** The search filter's recursive default: the specification gives one only for the ticket filter, so it follows that one. */
export const SEARCH_FILTER_RECURSIVE_DEFAULT = TICKET_FILTER_RECURSIVE_DEFAULT;

/** A range of ISO dates; a null end is open. */
export interface DateRange {
  readonly from: string | null;
  readonly to: string | null;
}

/** How results are ordered. */
export interface FilterSort {
  readonly direction: 'ASC' | 'DESC';
  readonly field: string;
}

type Ids = readonly string[];
type FlagsOf<Labels> = { readonly [Flag in keyof Labels]: boolean };

/** The ticket filter's flags and the label each shows. */
export const TICKET_FLAG_LABELS = { isActive: 'Active' } as const;
/** The search filter's flags and the label each shows. */
export const SEARCH_FLAG_LABELS = {
  isActive: 'Active',
  untagged: 'No Tags',
  unestimated: 'Not Fully Estimated',
  unassigned: 'Not Fully Assigned',
  atRisk: 'At Risk',
  hideCompleted: 'Hide Completed',
  readyToSchedule: 'Ready to Schedule',
} as const;
/** The explorer filter's flags and the label each shows (the same words as on the search filter). */
export const EXPLORER_FLAG_LABELS = { hideCompleted: SEARCH_FLAG_LABELS.hideCompleted } as const;

/** Which tickets a ticket list shows. */
export interface TicketFilter {
  readonly recursive: boolean;
  readonly recordSets: {
    readonly products: Ids;
    readonly workflows: Ids;
    readonly projects: Ids;
    readonly authors: Ids;
    readonly assignees: Ids;
    readonly features: Ids;
    readonly tags: Ids;
  };
  readonly flags: FlagsOf<typeof TICKET_FLAG_LABELS>;
  readonly valueSets: { readonly statuses: readonly string[]; readonly stages: readonly string[] };
  readonly dates: { readonly createdAt: DateRange | null };
}

/** Record sets shared by the search and explorer filters. */
export interface SearchRecordSets {
  readonly products: Ids;
  readonly workflows: Ids;
  readonly authors: Ids;
  readonly owners: Ids;
  readonly assignees: Ids;
  readonly tags: Ids;
}

/** Date ranges shared by the search and explorer filters. */
export interface SearchDates {
  readonly closedAt: DateRange | null;
  readonly createdAt: DateRange | null;
  readonly eta: DateRange | null;
}

/** What the search page looks for. */
export interface SearchFilter {
  readonly search: string;
  readonly allUntagged: boolean;
  readonly recursive: boolean;
  readonly recordSets: SearchRecordSets;
  readonly flags: FlagsOf<typeof SEARCH_FLAG_LABELS>;
  readonly valueSets: { readonly statuses: readonly string[] };
  readonly dates: SearchDates;
  readonly sort: FilterSort;
}

/** Which tickets the explorer shows for the chosen project. */
export interface ExplorerFilter {
  readonly recordSets: SearchRecordSets;
  readonly flags: FlagsOf<typeof EXPLORER_FLAG_LABELS>;
  readonly valueSets: { readonly statuses: readonly string[] };
  readonly dates: SearchDates;
  readonly sort: FilterSort;
}

/** The three filters, each under its kind. */
export interface State {
  readonly ticket: TicketFilter;
  readonly search: SearchFilter;
  readonly explorer: ExplorerFilter;
}

/** Which filter an event is about. */
export type FilterKind = keyof State;

/** A partial filter: plain fields replace, groups (record sets, flags, ...) merge field by field. */
export type FilterPatch<F> = {
  readonly [Key in keyof F]?: F[Key] extends string | boolean | readonly unknown[] ? F[Key] : Partial<F[Key]>;
};

/** What can happen to the filters; set and update carry a filter or patch of the kind they name. */
export type Event =
  | { [K in FilterKind]: { readonly type: 'set'; readonly kind: K; readonly filter: State[K] } }[FilterKind]
  | { [K in FilterKind]: { readonly type: 'update'; readonly kind: K; readonly patch: FilterPatch<State[K]> } }[FilterKind]
  | { readonly type: 'clear'; readonly kind: FilterKind }
  | { readonly type: 'toggleAllUntagged' };

const NO_DATES: SearchDates = { closedAt: null, createdAt: null, eta: null };
const NO_SEARCH_RECORDS: SearchRecordSets = { products: [], workflows: [], authors: [], owners: [], assignees: [], tags: [] };
const BY_TITLE: FilterSort = { direction: 'ASC', field: 'title' };

/** The ticket filter with nothing chosen. */
export const TICKET_FILTER_DEFAULTS: TicketFilter = {
  recursive: TICKET_FILTER_RECURSIVE_DEFAULT,
  recordSets: { products: [], workflows: [], projects: [], authors: [], assignees: [], features: [], tags: [] },
  flags: { isActive: false },
  valueSets: { statuses: [], stages: [] },
  dates: { createdAt: null },
};

/** The search filter with no text and nothing chosen, sorted by title. */
export const SEARCH_FILTER_DEFAULTS: SearchFilter = {
  search: '',
  allUntagged: false,
  recursive: SEARCH_FILTER_RECURSIVE_DEFAULT,
  recordSets: NO_SEARCH_RECORDS,
  flags: {
    isActive: false,
    untagged: false,
    unestimated: false,
    unassigned: false,
    atRisk: false,
    hideCompleted: false,
    readyToSchedule: false,
  },
  valueSets: { statuses: [] },
  dates: NO_DATES,
  sort: BY_TITLE,
};

/** The explorer filter with nothing chosen, sorted by title. */
export const EXPLORER_FILTER_DEFAULTS: ExplorerFilter = {
  recordSets: NO_SEARCH_RECORDS,
  flags: { hideCompleted: false },
  valueSets: { statuses: [] },
  dates: NO_DATES,
  sort: BY_TITLE,
};

const DEFAULTS: State = { ticket: TICKET_FILTER_DEFAULTS, search: SEARCH_FILTER_DEFAULTS, explorer: EXPLORER_FILTER_DEFAULTS };

/** Every filter at its defaults. */
export const initialState: State = DEFAULTS;

type Plain = Readonly<Record<string, unknown>>;

function isGroup(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of filter values (strings, booleans, arrays, plain objects, null). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Plain;
  const right = b as Plain;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => sameValue(left[key], right[key]));
}

/** An undefined value in a patch means "leave as is", so a patch can never unset a required field. */
function merge<F>(filter: F, patch: FilterPatch<F>): F {
  const next: Record<string, unknown> = { ...(filter as Plain) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = next[key];
    if (!isGroup(current) || !isGroup(value)) {
      next[key] = value;
      continue;
    }
    const group: Record<string, unknown> = { ...current };
    for (const [field, fieldValue] of Object.entries(value)) if (fieldValue !== undefined) group[field] = fieldValue;
    next[key] = group;
  }
  return next as F;
}

/** Replacing a filter with an equal one keeps the state, so views that watch it do not redraw. */
function replace<K extends FilterKind>(state: State, kind: K, filter: State[K]): State {
  if (sameValue(state[kind], filter)) return state;
  return { ...state, [kind]: filter };
}

/** The next filters; a set, update or clear that changes nothing returns the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'set':
      return replace(state, event.kind, event.filter);
    case 'update':
      return replace(state, event.kind, merge<State[FilterKind]>(state[event.kind], event.patch));
    case 'clear':
      if (event.kind === 'search') return replace(state, 'search', { ...SEARCH_FILTER_DEFAULTS, search: state.search.search });
      return replace(state, event.kind, DEFAULTS[event.kind]);
    case 'toggleAllUntagged':
      return { ...state, search: { ...state.search, allUntagged: !state.search.allUntagged } };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

type AnyFilter = TicketFilter | SearchFilter | ExplorerFilter;

function isSet(range: DateRange | null): boolean {
  return range !== null && Boolean(range.from || range.to);
}

/**
 * How many parts of a filter narrow the results, for a "3 filters" badge: each non-empty record or
 * value set, each flag on, each bounded date range and allUntagged. Search text, sort and recursive
 * are not counted: the page shows them on their own controls.
 */
export function countActiveFilters(filter: AnyFilter): number {
  const sets: readonly Ids[] = [...Object.values(filter.recordSets), ...Object.values(filter.valueSets)];
  const flags: readonly boolean[] = Object.values(filter.flags);
  const ranges: readonly (DateRange | null)[] = Object.values(filter.dates);
  const allUntagged = 'allUntagged' in filter && filter.allUntagged ? 1 : 0;
  return sets.filter((ids) => ids.length > 0).length + flags.filter(Boolean).length + ranges.filter(isSet).length + allUntagged;
}

/** Whether a filter is exactly its kind's defaults (for the search filter, text included). */
export function isDefaultFilter<K extends FilterKind>(kind: K, filter: State[K]): boolean {
  return sameValue(filter, DEFAULTS[kind]);
}
