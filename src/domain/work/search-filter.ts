/**
 * The flags and date ranges of the §3 search filter, as pure predicates over the facts of a
 * ticket the server stores (tag ids, states with assignee ids and estimates, schedule status,
 * display state, close time, ETA and due date; times are ISO strings, compared as text).
 */
import { dueDayOf } from './ticket-due-date.ts';
import type { DisplayState, ScheduleStatus } from './work.ts';

/** The facts of a ticket the search flags read. */
export interface SearchFacts {
  readonly status: ScheduleStatus;
  readonly display: DisplayState;
  readonly tagIds: readonly string[];
  readonly states: readonly { readonly assigneeId: string | null; readonly estimate: unknown; readonly done: boolean }[];
  readonly closedAt: string | null;
  readonly eta: string | null;
  readonly dueDate: string | null;
}

/** 'No Tags': the ticket has no tag. */
export const isUntagged = (ticket: SearchFacts): boolean => ticket.tagIds.length === 0;

/** 'Hide Completed' leaves these out: DONE or CANCELLED. */
export const isCompleted = (ticket: Pick<SearchFacts, 'status'>): boolean => ticket.status === 'DONE' || ticket.status === 'CANCELLED';

/** 'Not Fully Estimated': a state still to do has no estimate. */
export const isNotFullyEstimated = (ticket: SearchFacts): boolean => ticket.states.some((state) => !state.done && (state.estimate === null || state.estimate === undefined));

/** 'Not Fully Assigned': a state still to do has nobody assigned. */
export const isNotFullyAssigned = (ticket: SearchFacts): boolean => ticket.states.some((state) => !state.done && state.assigneeId === null);

/** 'Ready to Schedule': the display state is Estimated. */
export const isReadyToScheduleState = (ticket: SearchFacts): boolean => ticket.display === 'Estimated';

/** A due day lasts a day. */
const DUE_DAY_MS = 86_400_000;

/**
 * 'At Risk': not completed, with a due date, and a projected ETA after the end of the due day. A
 * due date is a day (stored as its midnight UTC; any other instant counts as its UTC day), and the
 * day ends at the next midnight UTC. The product has no milestones, so the due date is the only
 * date an ETA is held against; a ticket without an ETA is not at risk, whatever the date.
 */
export function isAtRisk(ticket: Pick<SearchFacts, 'status' | 'eta' | 'dueDate'>): boolean {
  if (isCompleted(ticket) || ticket.dueDate === null || ticket.eta === null) return false;
  const day = dueDayOf(ticket.dueDate);
  const eta = Date.parse(ticket.eta);
  return day !== '' && !Number.isNaN(eta) && eta >= Date.parse(`${day}T00:00:00.000Z`) + DUE_DAY_MS;
}

/** A range of ISO times, both ends included; null leaves that end open. */
export interface TimeRange {
  readonly after: string | null;
  readonly before: string | null;
}

/** Whether a range limits anything. */
export const isOpenRange = (range: TimeRange): boolean => range.after === null && range.before === null;

/** Whether a time falls in a range; a missing time (null) never does once the range has an end. */
export function inRange(value: string | null, range: TimeRange): boolean {
  if (isOpenRange(range)) return true;
  if (value === null) return false;
  if (range.after !== null && value < range.after) return false;
  if (range.before !== null && value > range.before) return false;
  return true;
}

/** The flags of the search filter; each one set to true keeps only the tickets it names. */
export interface SearchFlags {
  readonly untagged?: boolean | null;
  readonly unestimated?: boolean | null;
  readonly unassigned?: boolean | null;
  readonly atRisk?: boolean | null;
  readonly hideCompleted?: boolean | null;
  readonly readyToSchedule?: boolean | null;
}

/** The predicate of the flags set to true (false or absent flags do not filter). */
export function flagsPredicate(flags: SearchFlags): (ticket: SearchFacts) => boolean {
  const checks: ((ticket: SearchFacts) => boolean)[] = [];
  if (flags.untagged === true) checks.push(isUntagged);
  if (flags.unestimated === true) checks.push(isNotFullyEstimated);
  if (flags.unassigned === true) checks.push(isNotFullyAssigned);
  if (flags.atRisk === true) checks.push((ticket) => isAtRisk(ticket));
  if (flags.hideCompleted === true) checks.push((ticket) => !isCompleted(ticket));
  if (flags.readyToSchedule === true) checks.push(isReadyToScheduleState);
  return (ticket) => checks.every((check) => check(ticket));
}
