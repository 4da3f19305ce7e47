/**
 * The email verification screen (§2 screen 7, §4 Email confirmation screen): the request view asks
 * for a second confirmation email, and once it is sent the screen shows 'Email Validation Sent'.
 */

/** The request view, a request in flight, or the sent view. */
export type State =
  | { readonly status: 'request' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent' };

/** The second confirmation email being requested, and how that ended. */
export type Event =
  | { readonly type: 'sendStarted' }
  | { readonly type: 'sendSucceeded' }
  | { readonly type: 'sendFailed' };

/** The screen starts on the request view. */
export const initialState: State = { status: 'request' };

/** The next screen state; events that do not apply return the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'sendStarted':
      return state.status === 'request' ? { status: 'sending' } : state;
    case 'sendSucceeded':
      return state.status === 'sending' ? { status: 'sent' } : state;
    case 'sendFailed':
      // 'Email confirm failed' shows as a toast; the request view comes back so the user can try again.
      return state.status === 'sending' ? initialState : state;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
