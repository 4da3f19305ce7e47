/**
 * The dashboard home (spec/org-area.md "Dashboard home"): which tickets and work each block lists,
 * in which order, for one person (their role id) at one time. Pure rules over the facts of the
 * tickets the server stores; the server answers every block with them, the client shows them.
 * Times are ISO strings (compared as text) or milliseconds passed in; nothing here reads a clock.
 */
import { FirstInOrder } from '../shared/first-in-order.ts';
import { requiredText, type DisplayState, type PublicationStatus, type ScheduleStatus } from './work.ts';

/** How much the dashboard shows and keeps. */
export const DASHBOARD_LIMITS = {
  /** Rows each block shows (the block says how many there are in all). */
  rows: 8,
  /** The most rows one block may be asked for. */
  maxRows: 50,
  /** "Recently": created or done in the last this many days. */
  recentDays: 14,
  /** Characters of one to-do. */
  todoText: 256,
  /** To-dos one person may keep. */
  todos: 200,
  /** My tickets finishing around now that "my week" shows, at most. */
  finishing: 50,
} as const;

const DAY_MS = 86_400_000;

/** What the dashboard rules read of a ticket's workflow state. */
export interface DashboardStateFacts {
  readonly id: string;
  readonly name: string;
  readonly assigneeId: string | null;
  readonly estimate: unknown;
  readonly active: boolean;
  readonly done: boolean;
  /** When it was marked done (null when not done, or not known). */
  readonly doneAt?: string | null;
}

/** What the dashboard rules read of a ticket. */
export interface DashboardTicketFacts {
  /** The tie-breaker of every order (creation order). */
  readonly seq: number;
  readonly ownerId: string | null;
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  readonly display: DisplayState;
  readonly createdAt: string;
  readonly closedAt: string | null;
  readonly eta: string | null;
  readonly dueDate: string | null;
  readonly states: readonly DashboardStateFacts[];
}

/** One piece of a person's work: their state of a ticket. */
export interface WorkItem<T extends DashboardTicketFacts = DashboardTicketFacts> {
  readonly ticket: T;
  readonly state: DashboardStateFacts;
}

/** The ISO time `days` days before `now` (ms). */
export const daysBefore = (now: number, days: number): string => new Date(now - days * DAY_MS).toISOString();

const isPublished = (ticket: DashboardTicketFacts): boolean => ticket.publication === 'PUBLISHED';
const isFinished = (ticket: DashboardTicketFacts): boolean => ticket.status === 'DONE' || ticket.status === 'CANCELLED';
const hasNoEstimate = (state: DashboardStateFacts): boolean => state.estimate === null || state.estimate === undefined;

/** To estimate: a published, unfinished ticket where a state still to do, assigned to me, has no estimate. */
export const isToEstimate = (ticket: DashboardTicketFacts, me: string): boolean =>
  isPublished(ticket) && !isFinished(ticket) && ticket.states.some((state) => !state.done && state.assigneeId === me && hasNoEstimate(state));

/** My estimated: a published ticket I own, ready to schedule (display state Estimated). */
export const isMyEstimated = (ticket: DashboardTicketFacts, me: string): boolean => isPublished(ticket) && ticket.ownerId === me && ticket.display === 'Estimated';

/** My unestimated: a published ticket I own that still lacks an estimate (display state Unestimated). */
export const isMyUnestimated = (ticket: DashboardTicketFacts, me: string): boolean => isPublished(ticket) && ticket.ownerId === me && ticket.display === 'Unestimated';

/** Not yet scheduled: a published ticket of the organization that is ready to schedule (Estimated). */
export const isNotYetScheduled = (ticket: DashboardTicketFacts): boolean => isPublished(ticket) && ticket.display === 'Estimated';

/** Recently created: a ticket (draft or published) created in the last DASHBOARD_LIMITS.recentDays days. */
export const isRecentlyCreated = (ticket: DashboardTicketFacts, now: number): boolean =>
  (ticket.publication === 'PUBLISHED' || ticket.publication === 'DRAFT') && ticket.createdAt >= recentSince(now);

/** The start of the recent days before `now`, worked out once per `now` (a dashboard asks it of every ticket). */
const recentSince = (() => {
  let known = Number.NaN;
  let since = '';
  return (now: number): string => {
    if (now !== known) {
      known = now;
      since = daysBefore(now, DASHBOARD_LIMITS.recentDays);
    }
    return since;
  };
})();

/** Newest first, ties by creation order (newest first). */
export const byNewest = (a: DashboardTicketFacts, b: DashboardTicketFacts): number =>
  a.createdAt === b.createdAt ? b.seq - a.seq : a.createdAt < b.createdAt ? 1 : -1;

/** Oldest first (creation order): the order of the ticket blocks. */
export const byCreation = (a: DashboardTicketFacts, b: DashboardTicketFacts): number => a.seq - b.seq;

/** The time a piece of upcoming work is wanted by: its due date, else its ETA; null when neither. */
export const wantedBy = (ticket: DashboardTicketFacts): string | null => ticket.dueDate ?? ticket.eta;

/** By due date (or ETA) soonest first, undated last, then creation order. */
function byWantedBy(a: DashboardTicketFacts, b: DashboardTicketFacts): number {
  const whenA = wantedBy(a);
  const whenB = wantedBy(b);
  if (whenA !== whenB) {
    if (whenA === null) return 1;
    if (whenB === null) return -1;
    return whenA < whenB ? -1 : 1;
  }
  return byCreation(a, b);
}

/** Upcoming order: work in progress first, then by due date (or ETA) soonest first, undated last, then creation order. */
export function byUpcoming(a: WorkItem, b: WorkItem): number {
  const activeA = a.state.active || a.ticket.display === 'InProgress';
  const activeB = b.state.active || b.ticket.display === 'InProgress';
  if (activeA !== activeB) return activeA ? -1 : 1;
  if (a.state.active !== b.state.active) return a.state.active ? -1 : 1;
  return byWantedBy(a.ticket, b.ticket);
}

/** When a done state was done: its own time, else the ticket's close time. */
export const doneTime = (item: WorkItem): string | null => item.state.doneAt ?? item.ticket.closedAt;

/** Previous order: done most recently first, then creation order. */
export function byRecentlyDone(a: WorkItem, b: WorkItem): number {
  const whenA = doneTime(a) ?? '';
  const whenB = doneTime(b) ?? '';
  if (whenA !== whenB) return whenA < whenB ? 1 : -1;
  return b.ticket.seq - a.ticket.seq;
}

/** Upcoming work: my states still to do of published tickets that are Scheduled or InProgress, in upcoming order. */
export function upcomingWork<T extends DashboardTicketFacts>(tickets: Iterable<T>, me: string): WorkItem<T>[] {
  const items: WorkItem<T>[] = [];
  for (const ticket of tickets) {
    if (!isPublished(ticket) || (ticket.display !== 'Scheduled' && ticket.display !== 'InProgress')) continue;
    for (const state of ticket.states) if (state.assigneeId === me && !state.done) items.push({ ticket, state });
  }
  return items.sort(byUpcoming);
}

/** One ticket of my upcoming work: my states of it still to do (in workflow order), and whether it is under way. */
export interface UpcomingTicket<T extends DashboardTicketFacts = DashboardTicketFacts> {
  readonly ticket: T;
  /** My states of the ticket still to do, in the ticket's workflow order (never empty). */
  readonly states: readonly DashboardStateFacts[];
  /** The ticket is in progress (someone works on a state of it now): these come first. */
  readonly inProgress: boolean;
}

/**
 * Upcoming work, one row per ticket: the tickets of upcomingWork, each with all my states of it
 * still to do, in the order the card says (byUpcomingTicket: whose step is active does not count,
 * so the dates read in order within the tickets in progress). The block counts these tickets.
 */
export function upcomingTickets<T extends DashboardTicketFacts>(tickets: Iterable<T>, me: string): UpcomingTicket<T>[] {
  const rows = new Map<T, DashboardStateFacts[]>();
  for (const { ticket, state } of upcomingWork(tickets, me)) {
    const mine = rows.get(ticket);
    if (mine) mine.push(state);
    else rows.set(ticket, [state]);
  }
  return [...rows]
    .map(([ticket, mine]) => ({
      ticket,
      states: ticket.states.filter((state) => mine.includes(state)),
      inProgress: ticket.display === 'InProgress' || mine.some((state) => state.active),
    }))
    .sort(byUpcomingTicket);
}

/**
 * My upcoming tickets whose projected ETA falls within a week of now (either side, so every day of
 * this week is covered whatever today is), soonest first: "my week" shows each on its day.
 */
export function finishingSoon<T extends DashboardTicketFacts>(tickets: Iterable<T>, me: string, now: number): T[] {
  const from = daysBefore(now, 7);
  const to = daysBefore(now, -7);
  return upcomingTickets(tickets, me)
    .map(({ ticket }) => ticket)
    .filter((ticket) => ticket.eta !== null && ticket.eta >= from && ticket.eta <= to)
    .sort((a, b) => (a.eta! < b.eta! ? -1 : a.eta! > b.eta! ? 1 : 0))
    .slice(0, DASHBOARD_LIMITS.finishing);
}

/** The order the upcoming card says: in progress first, then by due date (or ETA) soonest first, undated last, then creation order. */
export function byUpcomingTicket(a: UpcomingTicket, b: UpcomingTicket): number {
  if (a.inProgress !== b.inProgress) return a.inProgress ? -1 : 1;
  return byWantedBy(a.ticket, b.ticket);
}

/** Previous work: my states of published or archived tickets done in the last DASHBOARD_LIMITS.recentDays days, newest first. */
export function previousWork<T extends DashboardTicketFacts>(tickets: Iterable<T>, me: string, now: number): WorkItem<T>[] {
  const since = daysBefore(now, DASHBOARD_LIMITS.recentDays);
  const items: WorkItem<T>[] = [];
  for (const ticket of tickets) {
    if (ticket.publication !== 'PUBLISHED' && ticket.publication !== 'ARCHIVED') continue;
    for (const state of ticket.states) {
      if (state.assigneeId !== me || !state.done) continue;
      const item = { ticket, state };
      const when = doneTime(item);
      if (when !== null && when >= since) items.push(item);
    }
  }
  return items.sort(byRecentlyDone);
}

/** The tickets a predicate keeps, in an order. */
export const ticketsWhere = <T extends DashboardTicketFacts>(tickets: Iterable<T>, keep: (ticket: T) => boolean, order: (a: T, b: T) => number = byCreation): T[] =>
  [...tickets].filter(keep).sort(order);

/** The first `rows` of a list and how many it has in all: what one block shows. */
export interface Block<T> {
  readonly totalCount: number;
  readonly nodes: readonly T[];
}

export const blockOf = <T>(list: readonly T[], rows: number): Block<T> => ({ totalCount: list.length, nodes: list.slice(0, rows) });

/** Every block of one person's dashboard (`me` null: someone who holds no work here). */
export interface DashboardBlocks<T extends DashboardTicketFacts> {
  readonly toEstimate: Block<T>;
  readonly myEstimated: Block<T>;
  readonly myUnestimated: Block<T>;
  readonly upcoming: Block<UpcomingTicket<T>>;
  readonly previous: Block<WorkItem<T>>;
  readonly recentlyCreated: Block<T>;
  readonly notYetScheduled: Block<T>;
  readonly finishing: readonly T[];
}

/**
 * Every block of the dashboard in one pass over the tickets, each with its count and its first
 * `rows` (the finishing list: its first DASHBOARD_LIMITS.finishing), in the orders and with the
 * rules of the functions above, which it equals; but nothing is sorted whole, so a large
 * organization's dashboard costs one walk over its tickets.
 */
export function dashboardBlocks<T extends DashboardTicketFacts>(tickets: Iterable<T>, me: string | null, now: number, rows: number): DashboardBlocks<T> {
  const toEstimate = new FirstInOrder<T>(rows, byCreation);
  const myEstimated = new FirstInOrder<T>(rows, byCreation);
  const myUnestimated = new FirstInOrder<T>(rows, byCreation);
  const upcoming = new FirstInOrder<UpcomingTicket<T>>(rows, byUpcomingTicket);
  const previous = new FirstInOrder<WorkItem<T>>(rows, byRecentlyDone);
  const recentlyCreated = new FirstInOrder<T>(rows, byNewest);
  const notYetScheduled = new FirstInOrder<T>(rows, byCreation);
  const finishing = new FirstInOrder<UpcomingTicket<T>>(DASHBOARD_LIMITS.finishing, (a, b) => (a.ticket.eta! < b.ticket.eta! ? -1 : a.ticket.eta! > b.ticket.eta! ? 1 : byUpcomingTicket(a, b)));
  const doneSince = daysBefore(now, DASHBOARD_LIMITS.recentDays);
  const soonFrom = daysBefore(now, 7);
  const soonTo = daysBefore(now, -7);
  for (const ticket of tickets) {
    if (ticket.publication === 'DELETED') continue;
    if (isRecentlyCreated(ticket, now)) recentlyCreated.offer(ticket);
    if (isNotYetScheduled(ticket)) notYetScheduled.offer(ticket);
    if (me === null) continue;
    if (isToEstimate(ticket, me)) toEstimate.offer(ticket);
    if (isMyEstimated(ticket, me)) myEstimated.offer(ticket);
    if (isMyUnestimated(ticket, me)) myUnestimated.offer(ticket);
    if (isPublished(ticket) && (ticket.display === 'Scheduled' || ticket.display === 'InProgress')) {
      const mine = ticket.states.filter((state) => state.assigneeId === me && !state.done);
      if (mine.length > 0) {
        const row: UpcomingTicket<T> = { ticket, states: mine, inProgress: ticket.display === 'InProgress' || mine.some((state) => state.active) };
        upcoming.offer(row);
        if (ticket.eta !== null && ticket.eta >= soonFrom && ticket.eta <= soonTo) finishing.offer(row);
      }
    }
    if (ticket.publication === 'PUBLISHED' || ticket.publication === 'ARCHIVED') {
      for (const state of ticket.states) {
        if (state.assigneeId !== me || !state.done) continue;
        const item = { ticket, state };
        const when = doneTime(item);
        if (when !== null && when >= doneSince) previous.offer(item);
      }
    }
  }
  const block = <R>(first: FirstInOrder<R>): Block<R> => ({ totalCount: first.count, nodes: first.items() });
  return {
    toEstimate: block(toEstimate),
    myEstimated: block(myEstimated),
    myUnestimated: block(myUnestimated),
    upcoming: block(upcoming),
    previous: block(previous),
    recentlyCreated: block(recentlyCreated),
    notYetScheduled: block(notYetScheduled),
    finishing: finishing.items().map(({ ticket }) => ticket),
  };
}

/** The rows a block was asked for: a whole number from 0 to maxRows, DASHBOARD_LIMITS.rows when not said; null when unusable. */
export function rowsAsked(value: unknown): number | null {
  if (value === undefined || value === null) return DASHBOARD_LIMITS.rows;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= DASHBOARD_LIMITS.maxRows ? value : null;
}

/** The message of a list already holding DASHBOARD_LIMITS.todos items. */
export const TODO_LIMIT_MESSAGE = `A to-do list holds at most ${DASHBOARD_LIMITS.todos} items`;

/** Checks a to-do's text as the client and the server both do: required, trimmed, at most 256 characters. */
export const checkTodoText = (value: unknown): { ok: true; value: string } | { ok: false; message: string } => requiredText(value, 'To-do', DASHBOARD_LIMITS.todoText);

/** Whether one more to-do fits in a list of `count`. */
export const todoFits = (count: number): boolean => count < DASHBOARD_LIMITS.todos;

/**
 * Whether the dashboard offers to create the first ticket (a new organization's empty dashboard):
 * the person may write, the organization had no ticket when `me` was last read (its onboarding
 * status) and none was created since (the recently created block is empty).
 */
export const offersFirstTicket = ({ canWrite, hadTicket, recentlyCreated }: { readonly canWrite: boolean; readonly hadTicket: boolean; readonly recentlyCreated: number }): boolean =>
  canWrite && !hadTicket && recentlyCreated === 0;
