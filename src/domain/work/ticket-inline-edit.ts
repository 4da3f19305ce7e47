/**
 * A text edited in place (a ticket's title, description, a comment): shown, being edited with a
 * draft, or being saved. Escape cancels; a refused or failed save goes back to editing with the
 * draft kept and the message shown.
 */

export type State =
  | { readonly status: 'viewing' }
  | { readonly status: 'editing'; readonly draft: string; readonly error: string | null }
  | { readonly status: 'saving'; readonly draft: string };

export type Event =
  | { readonly type: 'start'; readonly value: string }
  | { readonly type: 'change'; readonly draft: string }
  | { readonly type: 'cancel' }
  /** The draft was checked and refused before sending. */
  | { readonly type: 'refuse'; readonly message: string }
  | { readonly type: 'send' }
  | { readonly type: 'saved' }
  | { readonly type: 'failed'; readonly message: string };

export const initialState: State = { status: 'viewing' };

/** The next state; an event that does not apply answers the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return state.status === 'viewing' ? { status: 'editing', draft: event.value, error: null } : state;
    case 'change':
      return state.status === 'editing' ? { status: 'editing', draft: event.draft, error: state.error } : state;
    case 'cancel':
      return state.status === 'editing' ? initialState : state;
    case 'refuse':
      return state.status === 'editing' ? { ...state, error: event.message } : state;
    case 'send':
      return state.status === 'editing' ? { status: 'saving', draft: state.draft } : state;
    case 'saved':
      return state.status === 'saving' ? initialState : state;
    case 'failed':
      return state.status === 'saving' ? { status: 'editing', draft: state.draft, error: event.message } : state;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
