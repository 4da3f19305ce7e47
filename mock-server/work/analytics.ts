/**
 * A project's analytics: its tickets (sub-projects included unless recursive is false, deleted
 * ones left out) by display state, its open states by assignee, and tickets created and closed per
 * UTC day over the last 30 days, today (on the server clock) included.
 */
import { DISPLAY_STATES, subtreeIds, type DisplayState } from '../../src/domain/work/work.ts';
import { projectOf } from './checks.ts';
import type { Scope } from './scope.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days in the created-vs-closed series. */
export const ANALYTICS_DAYS = 30;

/** Analytics of a project. */
export function projectAnalytics(scope: Scope, projectId: unknown, recursive: unknown) {
  const project = projectOf(scope, projectId);
  const work = scope.work;
  const ids = recursive === false ? new Set([project.id]) : subtreeIds([...work.projects.values()], project.id);
  const tickets = work.ticketList.filter((ticket) => ticket.projectId !== null && ids.has(ticket.projectId) && ticket.publication !== 'DELETED');

  const byState = new Map<DisplayState, number>(DISPLAY_STATES.map((state) => [state, 0]));
  const byAssignee = new Map<string | null, number>();
  for (const ticket of tickets) {
    byState.set(ticket.display, byState.get(ticket.display)! + 1);
    if (ticket.display === 'Done') continue;
    for (const state of ticket.states) if (!state.done) byAssignee.set(state.assigneeId, (byAssignee.get(state.assigneeId) ?? 0) + 1);
  }

  const today = Math.floor(Date.parse(scope.now()) / DAY_MS) * DAY_MS;
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, index) => new Date(today - (ANALYTICS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10));
  const series = new Map(days.map((date) => [date, { date, created: 0, closed: 0 }]));
  for (const ticket of tickets) {
    const created = series.get(ticket.createdAt.slice(0, 10));
    if (created) created.created += 1;
    const closed = ticket.closedAt === null ? undefined : series.get(ticket.closedAt.slice(0, 10));
    if (closed) closed.closed += 1;
  }

  return {
    byState: DISPLAY_STATES.map((state) => ({ state, count: byState.get(state)! })),
    byAssignee: [...byAssignee.entries()]
      .map(([assigneeId, count]) => ({ assignee: assigneeId === null ? null : (scope.roleById(assigneeId) ?? null), count }))
      .sort((a, b) => b.count - a.count || (a.assignee?.name ?? '\uffff').localeCompare(b.assignee?.name ?? '\uffff')),
    createdVsClosed: days.map((date) => series.get(date)!),
  };
}
