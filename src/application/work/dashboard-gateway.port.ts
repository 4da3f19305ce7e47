/** DashboardGateway: the dashboard home's blocks and the person's to-do list, in the current organization. */
import { Context, type Effect } from 'effect';
import type { ScheduleSummary } from '../../domain/schedule/schedule-status.ts';
import type { DisplayState, TicketHealth } from '../../domain/work/work.ts';
import type { RequestError } from '../shared/errors.ts';

/** A ticket as a dashboard row shows it. */
export interface DashboardTicket {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly displayState: DisplayState;
  readonly health: TicketHealth;
  readonly createdAt: string;
  readonly dueDate: string | null;
  readonly eta: string | null;
}

/** My work on a ticket: upcoming work is one per ticket (all my steps still to do), previous work one per step done. */
export interface DashboardWorkItem {
  readonly ticket: DashboardTicket;
  readonly stateId: string;
  readonly stateName: string;
  /** Every step of mine the row stands for, in workflow order. */
  readonly stateNames: readonly string[];
  /** Upcoming work: the ticket is in progress. */
  readonly active: boolean;
  readonly doneAt: string | null;
}

/** The first rows of a block and how many it has in all. */
export interface DashboardBlock<T> {
  readonly totalCount: number;
  readonly nodes: readonly T[];
}

/** One item of my to-do list. */
export interface TodoItem {
  readonly id: string;
  readonly text: string;
  readonly done: boolean;
}

/** Every block of the dashboard. */
export interface DashboardData {
  readonly toEstimate: DashboardBlock<DashboardTicket>;
  readonly myEstimated: DashboardBlock<DashboardTicket>;
  readonly myUnestimated: DashboardBlock<DashboardTicket>;
  readonly upcomingWork: DashboardBlock<DashboardWorkItem>;
  readonly previousWork: DashboardBlock<DashboardWorkItem>;
  readonly recentlyCreated: DashboardBlock<DashboardTicket>;
  readonly notYetScheduled: DashboardBlock<DashboardTicket>;
  readonly todos: readonly TodoItem[];
  /** My upcoming tickets with a projected ETA within 7 days of now, soonest first. */
  readonly finishing: readonly DashboardTicket[];
  /** Where the organization's projections stand (the ETAs shown are from its last READY run). */
  readonly schedule: ScheduleSummary;
}

/** The blocks a finished projection changes (their ETAs), with where the projections stand. */
export type DashboardUpcoming = Pick<DashboardData, 'upcomingWork' | 'finishing' | 'schedule'>;

/** A change to a to-do: its text, its done mark, or both. */
export interface TodoChange {
  readonly text?: string;
  readonly done?: boolean;
}

export class DashboardGateway extends Context.Service<
  DashboardGateway,
  {
    /** Every block, each with its first `rows` rows. */
    readonly dashboard: (rows: number) => Effect.Effect<DashboardData, RequestError>;
    /** Where the organization's projections stand now. */
    readonly schedule: () => Effect.Effect<ScheduleSummary, RequestError>;
    /** Upcoming work and what finishes this week, each with its first `rows` rows, read again after a projection. */
    readonly upcoming: (rows: number) => Effect.Effect<DashboardUpcoming, RequestError>;
    /** Each change answers the whole list, in order. */
    readonly addTodo: (text: string) => Effect.Effect<readonly TodoItem[], RequestError>;
    readonly updateTodo: (id: string, change: TodoChange) => Effect.Effect<readonly TodoItem[], RequestError>;
    readonly removeTodo: (id: string) => Effect.Effect<readonly TodoItem[], RequestError>;
    readonly moveTodo: (id: string, position: number) => Effect.Effect<readonly TodoItem[], RequestError>;
  }
>()('DashboardGateway') {}
