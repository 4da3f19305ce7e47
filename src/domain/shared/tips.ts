/**
 * Tips shown on screen (specification §4 "Tips"): show adds a tip, hide removes it, hideAll empties
 * the list. A tip is shown at most once, in the order it was first shown.
 */

/** The tips on screen, in the order first shown. */
export interface State {
  readonly shown: readonly string[];
}

/** Showing and hiding tips. */
export type Event =
  | { readonly type: 'show'; readonly tip: string }
  | { readonly type: 'hide'; readonly tip: string }
  | { readonly type: 'hideAll' };

/** No tip on screen. */
export const initialState: State = { shown: [] };

/** The next tips; showing a shown tip or hiding one not shown changes nothing. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'show':
      if (state.shown.includes(event.tip)) return state;
      return { shown: [...state.shown, event.tip] };
    case 'hide':
      if (!state.shown.includes(event.tip)) return state;
      return { shown: state.shown.filter((tip) => tip !== event.tip) };
    case 'hideAll':
      return state.shown.length === 0 ? state : initialState;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Whether a tip is on screen. */
export function isTipShown(state: State, tip: string): boolean {
  return state.shown.includes(tip);
}
