/**
 * The dashboard query: every block of the dashboard home for the caller, with the rules of
 * src/domain/work/dashboard.ts over the organization's tickets. The personal blocks read the caller's
 * role; a visitor gets them empty (they hold no work here), and the organization's blocks as anyone.
 */
import {
  dashboardBlocks,
  DASHBOARD_LIMITS,
  rowsAsked,
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
  // A visitor holds no work here: the personal blocks are empty.
  const me = scope.permissions.write ? scope.role.id : null;
  const blocks = dashboardBlocks(scope.work.ticketList, me, now, rows);
  return {
    toEstimate: connectionOf(blocks.toEstimate),
    myEstimated: connectionOf(blocks.myEstimated),
    myUnestimated: connectionOf(blocks.myUnestimated),
    upcomingWork: connectionOf({ totalCount: blocks.upcoming.totalCount, nodes: blocks.upcoming.nodes.map(upcomingView) }),
    previousWork: connectionOf({ totalCount: blocks.previous.totalCount, nodes: blocks.previous.nodes.map(itemView) }),
    recentlyCreated: connectionOf(blocks.recentlyCreated),
    notYetScheduled: connectionOf(blocks.notYetScheduled),
    todos: todosOf(scope),
    finishing: blocks.finishing,
  };
}
