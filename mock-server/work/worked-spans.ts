/**
 * When the states of a ticket are worked on: each state keeps its worked spans (the reports' hours
 * worked read them with the assignee's working calendar). The work modules change the flags a
 * span depends on, then call `settleWork` with the server clock, so every path (a state's update,
 * a note, a bulk action, a ticket put away or cancelled) records the same moments.
 */
import type { StoredTicket, StoredTicketState, StoredWorkedSpan } from '../store/work-store.ts';

/** The most spans a state keeps: the oldest go first, so a row never grows without end. */
export const MAX_WORKED_SPANS = 200;

/**
 * Whether a state is being worked on: in progress, not blocked, not done, with someone on it, on a
 * published ticket that is still open (not done nor cancelled). An unassigned state is nobody's
 * work: it gets no span until someone takes it.
 */
export function isWorked(ticket: StoredTicket, state: StoredTicketState): boolean {
  return (
    state.active &&
    !state.blocked &&
    !state.done &&
    state.assigneeId !== null &&
    ticket.publication === 'PUBLISHED' &&
    (ticket.status === 'SCHEDULED' || ticket.status === 'UNSCHEDULED')
  );
}

/** The span a state is in now, if any (only the last may be open). */
export function openSpan(state: StoredTicketState): StoredWorkedSpan | undefined {
  const last = state.worked?.at(-1);
  return last && last.stop === null ? last : undefined;
}

/**
 * Brings the spans of a ticket's states in line with their flags at `now` (ISO): a state no longer
 * worked, or now worked by someone else, has its open span closed; a state worked without one gets
 * one, for its assignee. A span closed where it began is dropped: nothing was worked.
 */
export function settleWork(ticket: StoredTicket, now: string): void {
  for (const state of ticket.states) {
    const worked = isWorked(ticket, state);
    const open = openSpan(state);
    if (open && (!worked || open.assigneeId !== state.assigneeId)) {
      if (Date.parse(open.start) < Date.parse(now)) open.stop = now;
      else state.worked!.pop();
    }
    if (worked && openSpan(state) === undefined) {
      const spans = (state.worked ??= []);
      spans.push({ start: now, stop: null, assigneeId: state.assigneeId! });
      if (spans.length > MAX_WORKED_SPANS) spans.splice(0, spans.length - MAX_WORKED_SPANS);
    }
  }
}
