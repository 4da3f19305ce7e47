/**
 * Selected items per list (specification §4 "Selection per list"), keyed by the list's name, for
 * bulk actions: add, remove, set, clear. Ids are unique and keep the order they were selected in.
 */

/** The selected ids of every list with a selection. */
export interface State {
  /** Only lists with a selection have an entry, so the record does not grow with every list visited. */
  readonly lists: Readonly<Record<string, readonly string[]>>;
}

/** What a list's checkboxes and bulk controls can do. */
export type Event =
  | { readonly type: 'add'; readonly list: string; readonly ids: readonly string[] }
  | { readonly type: 'remove'; readonly list: string; readonly ids: readonly string[] }
  | { readonly type: 'set'; readonly list: string; readonly ids: readonly string[] }
  | { readonly type: 'clear'; readonly list: string };

/** Nothing selected anywhere. */
export const initialState: State = { lists: {} };

const NOTHING: readonly string[] = [];

/** The ids selected in a list, in selection order (the same empty array for every list without any). */
export function selectedIn(state: State, list: string): readonly string[] {
  return state.lists[list] ?? NOTHING;
}

function unique(ids: readonly string[]): readonly string[] {
  return [...new Set(ids)];
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The state with a list's selection replaced; an empty selection drops the list's entry. */
function withSelection(state: State, list: string, ids: readonly string[]): State {
  if (sameIds(selectedIn(state, list), ids)) return state;
  if (ids.length > 0) return { lists: { ...state.lists, [list]: ids } };
  const { [list]: _cleared, ...rest } = state.lists;
  return { lists: rest };
}

/** The next selection; adding selected ids, removing unselected ones or clearing nothing changes nothing. */
export function transition(state: State, event: Event): State {
  const current = selectedIn(state, event.list);
  switch (event.type) {
    case 'add':
      return withSelection(state, event.list, unique([...current, ...event.ids]));
    case 'remove': {
      const removed = new Set(event.ids);
      return withSelection(state, event.list, current.filter((id) => !removed.has(id)));
    }
    case 'set':
      return withSelection(state, event.list, unique(event.ids));
    case 'clear':
      return withSelection(state, event.list, NOTHING);
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Whether an item is selected in a list. */
export function isSelected(state: State, list: string, id: string): boolean {
  return selectedIn(state, list).includes(id);
}
