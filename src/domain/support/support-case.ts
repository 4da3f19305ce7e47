/**
 * The client support case page: loading the case, then sending and resolving without losing what
 * the client typed. One tagged state per screen the client can see.
 */
import { isResolved, type Issue } from './issue.ts';

/** What the page is doing with the server right now. */
export type Pending = 'none' | 'send' | 'resolve';

export type State =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'open'; readonly issue: Issue; readonly pending: Pending }
  | { readonly status: 'resolved'; readonly issue: Issue };

export type Event =
  | { readonly type: 'loaded'; readonly issue: Issue | null }
  | { readonly type: 'loadFailed'; readonly message: string }
  | { readonly type: 'reload' }
  | { readonly type: 'sendStarted' }
  | { readonly type: 'resolveStarted' }
  | { readonly type: 'updated'; readonly issue: Issue }
  | { readonly type: 'updateFailed' };

export const initialState: State = { status: 'loading' };

function fromIssue(issue: Issue): State {
  return isResolved(issue) ? { status: 'resolved', issue } : { status: 'open', issue, pending: 'none' };
}

/** A fresher copy of the case: resolving cannot be undone, and a call in flight stays in flight. */
function refreshed(state: State, issue: Issue, keepPending: boolean): State {
  if (state.status === 'resolved' && !isResolved(issue)) return state;
  const next = fromIssue(issue);
  return keepPending && next.status === 'open' && state.status === 'open' ? { ...next, pending: state.pending } : next;
}

/** The next page state; events that do not apply return the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'loaded':
      if (event.issue === null) return { status: 'notFound' };
      return refreshed(state, event.issue, true);
    case 'loadFailed':
      // A refresh that fails keeps the case on screen; only a first load shows the error view.
      return state.status === 'loading' ? { status: 'failed', message: event.message } : state;
    case 'reload':
      return state.status === 'failed' ? initialState : state;
    case 'sendStarted':
      return state.status === 'open' && state.pending === 'none' ? { ...state, pending: 'send' } : state;
    case 'resolveStarted':
      return state.status === 'open' && state.pending === 'none' ? { ...state, pending: 'resolve' } : state;
    case 'updated':
      return state.status === 'open' || state.status === 'resolved' ? refreshed(state, event.issue, false) : state;
    case 'updateFailed':
      return state.status === 'open' && state.pending !== 'none' ? { ...state, pending: 'none' } : state;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
