/** ScheduleGateway over GraphQL: every answer is checked for shape before it enters the app. */
import { Effect, Layer } from 'effect';
import { ScheduleGateway } from '../../application/schedule/schedule-gateway.port.ts';
import type { Connection } from '../../domain/shared/lists.ts';
import { isBlockerView, isPriorityRuleView, isScheduleConnection, isScheduleSummary, type BlockerView, type PriorityRuleView, type ScheduleRow, type ScheduleSummaryView, type ScheduleTicketFilter } from '../../domain/schedule/schedule-rows.ts';
import { isWorkSession, type WorkSessionView } from '../../domain/schedule/my-week.ts';
import { isLaneView, type LaneView } from '../../domain/schedule/swimlanes.ts';
import { isGanttData, type GanttData } from '../../domain/schedule/gantt-data.ts';
import { isEditFacts, type EditFacts, type RuleChoice } from '../../domain/schedule/edit-facts.ts';
import { checked } from './checked.ts';
import { ApplyScheduleEditDocument, ScheduleEditFactsDocument, ScheduleEditMatchesDocument, MyWorkSessionsDocument, ReassignTaskDocument, ScheduleGanttDocument, ScheduleLanesDocument, ScheduleBlockersDocument, SchedulePrioritiesDocument, ScheduleSummaryDocument, ScheduleTicketsDocument, type TicketFilterInput } from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';
import { searchFilterInput } from './ticket-search-gateway.graphql.ts';

const fresh = { fetchPolicy: 'network-only' } as const;

/** The domain's filter with its read-only lists copied into the generated input's arrays. */
function filterInput({ statuses, stages, ...dates }: ScheduleTicketFilter): TicketFilterInput {
  return { ...dates, ...(statuses ? { statuses: [...statuses] } : {}), ...(stages ? { stages: [...stages] } : {}) };
}

/** The real gateway, as a layer over a client. */
export function scheduleGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(ScheduleGateway)({
    summary: () =>
      client.query(ScheduleSummaryDocument, {}, fresh).pipe(
        Effect.flatMap(({ scheduleState }) =>
          checked<ScheduleSummaryView>(
            { status: scheduleState.status, failure: scheduleState.failure, projectedAt: scheduleState.projectedAt, problems: Array.isArray(scheduleState.problems) ? scheduleState.problems.length : null },
            isScheduleSummary,
            'where the schedule stands',
          ),
        ),
      ),
    priorities: () =>
      client
        .query(SchedulePrioritiesDocument, {}, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly PriorityRuleView[]>(data.schedulePriorities, (value) => Array.isArray(value) && value.every(isPriorityRuleView), 'the priority rules'))),
    blockers: () =>
      client
        .query(ScheduleBlockersDocument, {}, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly BlockerView[]>(data.scheduleBlockers, (value) => Array.isArray(value) && value.every(isBlockerView), 'what blocks the schedule'))),
    workSessions: (from, to) =>
      client
        .query(MyWorkSessionsDocument, { from, to }, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly WorkSessionView[]>(data.myWorkSessions, (value) => Array.isArray(value) && value.every(isWorkSession), 'your work sessions'))),
    gantt: () =>
      client.query(ScheduleGanttDocument, {}, fresh).pipe(
        Effect.flatMap((data) =>
          checked<GanttData>(
            {
              entries: data.scheduleGantt.map(({ ticket, plannedStart, waitsOn, assigneeIds }) => ({
                id: ticket.id,
                localId: ticket.localId,
                title: ticket.title,
                projectId: ticket.project?.id ?? null,
                displayState: ticket.displayState,
                start: plannedStart,
                p50: ticket.etaP50,
                p80: ticket.eta,
                dueDate: ticket.dueDate,
                waitsOn,
                assigneeIds,
              })),
              projects: data.projects,
              people: [...data.roles].sort((a, b) => a.name.localeCompare(b.name)),
              blackouts: { oneOffs: data.blackoutTimes, recurring: data.recurringBlackoutTimes },
            },
            isGanttData,
            'the gantt chart',
          ),
        ),
      ),
    editFacts: () =>
      client.query(ScheduleEditFactsDocument, {}, fresh).pipe(
        Effect.flatMap((data) => {
          const byName = (a: { readonly name: string }, b: { readonly name: string }) => a.name.localeCompare(b.name);
          const choices = (match: RuleChoice['match'], records: readonly { readonly id: string; readonly name: string }[]): RuleChoice[] =>
            [...records].sort(byName).map(({ id, name }) => ({ match, id, name }));
          const tickets = data.schedulePlanTickets.map((ticket) => ({
            id: ticket.id,
            localId: ticket.localId,
            title: ticket.title,
            status: ticket.status,
            publication: ticket.publication,
            displayState: ticket.displayState,
            eta: ticket.eta,
            etaP50: ticket.etaP50,
            dueDate: ticket.dueDate,
            projectId: ticket.project?.id ?? null,
            productId: ticket.product?.id ?? null,
            workflowId: ticket.workflow?.id ?? null,
            tagIds: ticket.tags.map((tag) => tag.id),
            waitsOn: ticket.waitingOn.map((other) => other.id),
            states: ticket.states.map((state) => ({ id: state.id, name: state.name, assigneeId: state.assignee?.id ?? null, estimate: state.estimate ?? null, splittable: state.splittable, active: state.active, done: state.done })),
          }));
          return checked<EditFacts>(
            {
              tickets,
              people: data.roles.map((role) => ({ id: role.id, name: role.name, timeZone: role.timeZone ?? 'UTC', workWeek: role.workWeek })),
              oneOffBlackouts: data.blackoutTimes.map((b) => ({ start: b.start, stop: b.stop, roleIds: b.roles.map((role) => role.id) })),
              recurringBlackouts: data.recurringBlackoutTimes.map((b) => ({ weekdays: b.weekdays, startTime: b.startTime, stopTime: b.stopTime, timeZone: b.timeZone, roleIds: b.roles.map((role) => role.id) })),
              projects: data.projects.map(({ id, parentId }) => ({ id, parentId })),
              priorities: data.schedulePriorities.map(({ match, id }) => ({ match, id })),
              choices: [
                ...choices('project', data.projects),
                ...choices('product', data.products),
                ...choices('workflow', data.workflows),
                ...choices('tag', data.tags),
                ...tickets.filter((ticket) => ticket.publication === 'PUBLISHED' && (ticket.status === 'SCHEDULED' || ticket.displayState === 'Estimated')).map((ticket) => ({ match: 'ticket' as const, id: ticket.id, name: `#${ticket.localId} ${ticket.title}` })),
              ],
            },
            isEditFacts,
            'the schedule to edit',
          );
        }),
      ),
    editMatches: ({ filter, sortBy, sortDirection }) =>
      client
        .query(ScheduleEditMatchesDocument, { filter: searchFilterInput(filter), sortBy, sortDirection }, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly string[]>(data.scheduleEditMatches, (value) => Array.isArray(value) && value.every((id) => typeof id === 'string'), 'the tickets matching the filter'))),
    applyEdit: ({ addedTickets, removedTickets, priorities }) =>
      client
        .execute(ApplyScheduleEditDocument, { input: { addTicketIds: [...addedTickets], removeTicketIds: [...removedTickets], rules: priorities.map(({ match, id }) => ({ match, id })) } })
        .pipe(Effect.asVoid),
    lanes: () =>
      client
        .query(ScheduleLanesDocument, {}, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly LaneView[]>(data.scheduleLanes, (value) => Array.isArray(value) && value.every(isLaneView), 'the swimlanes'))),
    reassign: (ticketId, stateId, assigneeId) => client.execute(ReassignTaskDocument, { input: { ticketId, stateId, assigneeId } }).pipe(Effect.asVoid),
    tickets: ({ filter, first, after, sortBy, sortDirection }) =>
      client
        .query(ScheduleTicketsDocument, { filter: filterInput(filter), first, after, sortBy, sortDirection }, fresh)
        .pipe(Effect.flatMap((data) => checked<Connection<ScheduleRow>>(data.moreTickets, isScheduleConnection, 'a page of scheduled tickets'))),
  });
}
