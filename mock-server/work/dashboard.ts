/**
 * The dashboard query: every block of the dashboard home for the caller, with the rules of
 * src/domain/work/dashboard.ts over the organization's tickets. The personal blocks read the caller's
 * role; a visitor gets them empty (they hold no work here), and the organization's blocks as anyone.
 */
import {
  blockOf,
  byNewest,
  DASHBOARD_LIMITS,
  finishingSoon,
  isMyEstimated,
  isMyUnestimated,
  isNotYetScheduled,
  isRecentlyCreated,
  isToEstimate,
  previousWork,
  rowsAsked,
  ticketsWhere,
  upcomingTickets,
  type Block,
  type UpcomingTicket,
  type WorkItem,
} from '../../src/domain/work/dashboard.ts';
import { badInput } from './checks.ts';
import type { Scope } from './scope.ts';
import { todosOf, type StoredTodo } from './todos.ts';
import type { StoredTicket, StoredTicketState } from '../store/work-store.ts';

/** A work item as the API answers it. */
export interface WorkItemView {
  readonly ticket: StoredTicket;
  readonly stateId: string;
  readonly stateName: string;
  readonly stateNames: readonly string[];
  readonly active: boolean;
  readonly doneAt: string | null;
}

/** A block as the API answers it: a connection of its first rows that no cursor continues. */
export interface BlockConnection<T> {
  readonly totalCount: number;
  readonly pageInfo: { readonly endCursor: null; readonly hasNextPage: boolean };
  readonly edges: readonly { readonly cursor: string; readonly node: T }[];
  readonly nodes: readonly T[];
}

export interface DashboardView {
  readonly toEstimate: BlockConnection<StoredTicket>;
  readonly myEstimated: BlockConnection<StoredTicket>;
  readonly myUnestimated: BlockConnection<StoredTicket>;
  readonly upcomingWork: BlockConnection<WorkItemView>;
  readonly previousWork: BlockConnection<WorkItemView>;
  readonly recentlyCreated: BlockConnection<StoredTicket>;
  readonly notYetScheduled: BlockConnection<StoredTicket>;
  readonly todos: readonly StoredTodo[];
  readonly finishing: readonly StoredTicket[];
}

/**
 * A block is read whole through the list it links to, not page by page: its endCursor is null
 * and an edge's cursor only says its place in the block.
 */
function connectionOf<T>({ totalCount, nodes }: Block<T>): BlockConnection<T> {
  return {
    totalCount,
    pageInfo: { endCursor: null, hasNextPage: totalCount > nodes.length },
    edges: nodes.map((node, index) => ({ cursor: String(index), node })),
    nodes,
  };
}

const itemView = ({ ticket, state }: WorkItem<StoredTicket>): WorkItemView => {
  const stored = state as StoredTicketState;
  return { ticket, stateId: stored.id, stateName: stored.name, stateNames: [stored.name], active: stored.active, doneAt: stored.done ? (stored.doneAt ?? ticket.closedAt) : null };
};

/** An upcoming ticket as the API answers it: its first step stands for the row (the active one when mine is), with all my steps named. */
const upcomingView = ({ ticket, states, inProgress }: UpcomingTicket<StoredTicket>): WorkItemView => {
  const first = (states.find((state) => state.active) ?? states[0]!) as StoredTicketState;
  return { ticket, stateId: first.id, stateName: first.name, stateNames: states.map((state) => state.name), active: inProgress, doneAt: null };
};

/** The caller's dashboard, each block cut to `first` rows. */
export function dashboard(scope: Scope, first: unknown): DashboardView {
  const rows = rowsAsked(first);
  if (rows === null) throw badInput(`first must be a whole number from 0 to ${DASHBOARD_LIMITS.maxRows}`, 'first');
  const now = Date.parse(scope.now());
  const tickets = scope.work.ticketList.filter((ticket) => ticket.publication !== 'DELETED');
  // A visitor holds no work here: the personal blocks look for a role nobody has.
  const me = scope.permissions.write ? scope.role.id : null;
  const mine = (keep: (ticket: StoredTicket, me: string) => boolean) => (me === null ? [] : ticketsWhere(tickets, (ticket) => keep(ticket, me)));
  const block = <T>(list: readonly T[]) => connectionOf(blockOf(list, rows));
  return {
    toEstimate: block(mine(isToEstimate)),
    myEstimated: block(mine(isMyEstimated)),
    myUnestimated: block(mine(isMyUnestimated)),
    upcomingWork: block((me === null ? [] : upcomingTickets(tickets, me)).map(upcomingView)),
    previousWork: block((me === null ? [] : previousWork(tickets, me, now)).map(itemView)),
    recentlyCreated: block(ticketsWhere(tickets, (ticket) => isRecentlyCreated(ticket, now), byNewest)),
    notYetScheduled: block(ticketsWhere(tickets, isNotYetScheduled)),
    todos: todosOf(scope),
    finishing: me === null ? [] : finishingSoon(tickets, me, now),
  };
}
