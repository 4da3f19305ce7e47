/**
 * The ticket edit modal (specification §4 "Ticket edit modal"), reachable from any list: show sets
 * the ticket being edited, hide clears it.
 */

/** Hidden, or shown on one ticket. */
export type State = { readonly status: 'hidden' } | { readonly status: 'shown'; readonly ticketId: string };

/** Opening and closing the modal. */
export type Event = { readonly type: 'show'; readonly ticketId: string } | { readonly type: 'hide' };

/** The modal is closed. */
export const initialState: State = { status: 'hidden' };

/** The next modal state; showing the ticket already shown, or hiding a hidden modal, changes nothing. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'show':
      if (state.status === 'shown' && state.ticketId === event.ticketId) return state;
      return { status: 'shown', ticketId: event.ticketId };
    case 'hide':
      return state.status === 'hidden' ? state : initialState;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The id of the ticket being edited, or null when the modal is hidden. */
export function editedTicketId(state: State): string | null {
  return state.status === 'shown' ? state.ticketId : null;
}
