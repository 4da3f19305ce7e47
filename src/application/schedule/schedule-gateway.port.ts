/** ScheduleGateway: what the schedule pages read of the current organization. */
import { Context, type Effect } from 'effect';
import type { Connection } from '../../domain/shared/lists.ts';
import type { BlockerView, PriorityRuleView, ScheduleRow, ScheduleSummaryView, ScheduleTicketsRequest } from '../../domain/schedule/schedule-rows.ts';
import type { WorkSessionView } from '../../domain/schedule/my-week.ts';
import type { LaneView } from '../../domain/schedule/swimlanes.ts';
import type { GanttData } from '../../domain/schedule/gantt-data.ts';
import type { EditFacts } from '../../domain/schedule/edit-facts.ts';
import type { State } from '../../domain/schedule/schedule.ts';
import type { SearchVariables } from '../../domain/work/search-query.ts';
import type { RequestError } from '../shared/errors.ts';

type Answer<T> = Effect.Effect<T, RequestError>;

export class ScheduleGateway extends Context.Service<
  ScheduleGateway,
  {
    /** Where the projections stand. */
    readonly summary: () => Answer<ScheduleSummaryView>;
    /** The priority rules, most urgent first, each with what it matches. */
    readonly priorities: () => Answer<readonly PriorityRuleView[]>;
    /** What blocks the schedule, by kind then ticket number. */
    readonly blockers: () => Answer<readonly BlockerView[]>;
    /** The caller's planned work sessions that overlap from..to (ISO instants). */
    readonly workSessions: (from: string, to: string) => Answer<readonly WorkSessionView[]>;
    /** What the schedule's edit flow starts from: the tickets it can touch, people, blackouts, projects, rules and what a rule can match. */
    readonly editFacts: () => Answer<EditFacts>;
    /** The ids of the tickets the edit flow may add or take off that match a search filter, in its order. */
    readonly editMatches: (variables: SearchVariables) => Answer<readonly string[]>;
    /** Applies an edit whole (owners and administrators); the server projects again. */
    readonly applyEdit: (edit: Pick<State, 'addedTickets' | 'removedTickets' | 'priorities'>) => Answer<void>;
    /** The gantt chart's tickets, projects, people and blackouts. */
    readonly gantt: () => Answer<GanttData>;
    /** The swimlanes: one per person who can be given work, after the work nobody can do. */
    readonly lanes: () => Answer<readonly LaneView[]>;
    /** Gives a ticket's state to someone else (the server projects the schedule again). */
    readonly reassign: (ticketId: string, stateId: string, assigneeId: string) => Answer<void>;
    /** A page of tickets (moreTickets) with their ETAs. */
    readonly tickets: (request: ScheduleTicketsRequest) => Answer<Connection<ScheduleRow>>;
  }
>()('ScheduleGateway') {}
