/**
 * schema/schedule.graphql: the organization's priority rules and where its projections stand, and
 * the projected fields of a ticket. Scoped to the caller's organization; owners and administrators
 * change the priorities, every member reads.
 */
import type { PriorityMatch, PriorityRule } from '../../src/domain/schedule/schedule.ts';
import { ruleCounts } from '../../src/domain/schedule/projection-plan.ts';
import { scheduleBlockers } from '../../src/domain/schedule/schedule-blockers.ts';
import { swimlanes } from '../../src/domain/schedule/swimlanes.ts';
import { badInput, isoOrNull, recordOf, ticketOf } from '../work/checks.ts';
import { matchingInOrder } from '../work/ticket-list.ts';
import { touch } from '../work/tickets.ts';
import { WORK_LIMITS } from '../../src/domain/work/work.ts';
import { callerScope, requireAdmin, type Scope } from '../work/scope.ts';
import { input } from '../shared/args.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { StoredTicket } from '../store/work-store.ts';

/** At most this many rules. */
export const PRIORITY_RULES_MAX = 500;

const MATCHES: readonly PriorityMatch[] = ['project', 'product', 'workflow', 'tag', 'ticket'];

/** The name a rule shows: the record's name, a ticket as '#12 Title'. */
function ruleName(scope: Scope, rule: PriorityRule): string {
  const work = scope.work;
  switch (rule.match) {
    case 'project':
      return work.projects.get(rule.id)?.name ?? '';
    case 'product':
      return work.products.get(rule.id)?.name ?? '';
    case 'workflow':
      return work.workflows.get(rule.id)?.name ?? '';
    case 'tag':
      return work.tags.get(rule.id)?.name ?? '';
    case 'ticket': {
      const ticket = work.tickets.get(rule.id);
      return ticket ? `#${ticket.localId} ${ticket.title}` : '';
    }
    default: {
      const _never: never = rule.match;
      return _never;
    }
  }
}

/** The rules whose records still exist (a deleted tag's rule quietly stops matching). */
const liveRules = (scope: Scope) => scope.work.priorities.filter((rule) => ruleName(scope, rule) !== '');

/** Checks and saves the rules (owners and administrators): every id names a record of the caller's organization, no rule twice. */
export function setPriorities(scope: Scope, rules: unknown): PriorityRule[] {
  requireAdmin(scope);
  if (!Array.isArray(rules)) throw badInput('Priorities must be a list of rules', 'rules');
  if (rules.length > PRIORITY_RULES_MAX) throw badInput(`At most ${PRIORITY_RULES_MAX} priority rules`, 'rules');
  const records = { project: scope.work.projects, product: scope.work.products, workflow: scope.work.workflows, tag: scope.work.tags, ticket: scope.work.tickets };
  const labels = { project: 'Project', product: 'Product', workflow: 'Workflow', tag: 'Tag', ticket: 'Ticket' };
  const seen = new Set<string>();
  const checked = rules.map((rule: unknown, index): PriorityRule => {
    const { match, id } = (typeof rule === 'object' && rule !== null ? rule : {}) as { match?: unknown; id?: unknown };
    if (!MATCHES.includes(match as PriorityMatch)) throw badInput('A priority rule matches a project, product, workflow, tag or ticket', `rules.${index}.match`);
    const kind = match as PriorityMatch;
    recordOf(records[kind] as ReadonlyMap<string, unknown>, id, labels[kind], `rules.${index}.id`);
    const key = `${kind}:${id as string}`;
    if (seen.has(key)) throw badInput('The same rule is listed twice', `rules.${index}`);
    seen.add(key);
    return { match: kind, id: id as string };
  });
  scope.work.priorities = checked;
  return checked;
}

/** The live rules as the API answers them: each with its name and the scheduled tickets it matches and ranks. */
function rulesAnswer(scope: Scope) {
  const rules = liveRules(scope);
  const counts = ruleCounts({ tickets: scope.work.ticketList, priorities: rules, projects: [...scope.work.projects.values()] });
  return rules.map((rule, index) => ({ ...rule, name: ruleName(scope, rule), ticketCount: counts[index]!.matching, rankedCount: counts[index]!.ranked }));
}

/** The most days one question about work sessions may span. */
export const WORK_SESSIONS_MAX_DAYS = 62;

/** The caller's planned pieces of work that overlap from..to, in time order. */
function workSessions(scope: Scope, fromArg: unknown, toArg: unknown) {
  const from = isoOrNull(fromArg, 'from');
  const to = isoOrNull(toArg, 'to');
  if (from === null || to === null) throw badInput('from and to are both required', from === null ? 'from' : 'to');
  const [start, stop] = [Date.parse(from), Date.parse(to)];
  if (stop <= start) throw badInput('to must come after from', 'to');
  if (stop - start > WORK_SESSIONS_MAX_DAYS * 86_400_000) throw badInput(`At most ${WORK_SESSIONS_MAX_DAYS} days of work sessions at a time`, 'to');
  const me = scope.role.id;
  const sessions: { id: string; ticket: StoredTicket; stateId: string; stateName: string; start: string; stop: string }[] = [];
  for (const ticket of scope.work.ticketList) {
    if (ticket.publication !== 'PUBLISHED' || ticket.status !== 'SCHEDULED') continue;
    for (const state of ticket.states) {
      if (state.done || state.assigneeId !== me) continue;
      (scope.work.plan.get(state.id) ?? []).forEach(([pieceStart, pieceStop], index) => {
        if (Date.parse(pieceStop) <= start || Date.parse(pieceStart) >= stop) return;
        sessions.push({ id: `${state.id}:${index}`, ticket, stateId: state.id, stateName: state.name, start: pieceStart, stop: pieceStop });
      });
    }
  }
  return sessions.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.ticket.localId - b.ticket.localId));
}

/** What blocks the organization's schedule, each with its ticket, person and related tickets as records. */
function blockersAnswer(scope: Scope) {
  const { work } = scope;
  const tickets = work.ticketList.map((ticket) => ({
    id: ticket.id,
    localId: ticket.localId,
    status: ticket.status,
    publication: ticket.publication,
    states: ticket.states.map((state) => ({
      id: state.id,
      name: state.name,
      assigneeId: state.assigneeId,
      estimate: state.estimate,
      blocked: state.blocked,
      done: state.done,
      blockNote: state.blocked ? (state.notes.findLast((note) => note.type === 'BLOCK_NOTE')?.body ?? null) : null,
    })),
    waitsOn: work.waitsOn.get(ticket.id) ?? [],
  }));
  const people = scope.members.filter((role) => role.status === 'ACCEPTED').map((role) => ({ id: role.id, name: role.name, workWeek: role.workWeek ?? null }));
  return scheduleBlockers({ tickets, people }).map((blocker) => ({
    id: [blocker.kind, blocker.ticketId ?? '', blocker.stateId ?? '', blocker.personId ?? '', ...blocker.related].join(':'),
    kind: blocker.kind,
    message: blocker.message,
    ticket: blocker.ticketId === null ? null : work.tickets.get(blocker.ticketId),
    stateId: blocker.stateId,
    person: blocker.personId === null ? null : (scope.roleById(blocker.personId) ?? null),
    related: blocker.related.flatMap((id) => work.tickets.get(id) ?? []),
  }));
}

/** At most this many tasks per section of a swimlane. */
export const LANE_SECTION_MAX = 25;

/**
 * The swimlanes: a lane per accepted member who can be given work (a visitor only while they still
 * hold some), by name; each task with its ticket and state records.
 */
function lanesAnswer(scope: Scope) {
  const { work } = scope;
  const holding = new Set<string>();
  for (const ticket of work.ticketList) for (const state of ticket.states) if (state.assigneeId !== null && !state.done) holding.add(state.assigneeId);
  const people = scope.members
    .filter((role) => role.status === 'ACCEPTED' && (role.type !== 'VISITOR' || holding.has(role.id)))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  const lanes = swimlanes({ tickets: work.ticketList, people, waitsOn: (id) => work.waitsOn.get(id) ?? [], planOf: (stateId) => work.plan.get(stateId), max: LANE_SECTION_MAX });
  return lanes.map((lane) => ({
    id: lane.id,
    person: lane.personId === null ? null : (scope.roleById(lane.personId) ?? null),
    sections: lane.sections.map((section) => ({
      id: `${lane.id}:${section.kind}`,
      kind: section.kind,
      totalCount: section.totalCount,
      tasks: section.tasks.map((task) => {
        const ticket = work.tickets.get(task.ticketId)!;
        return { id: task.stateId, ticket, state: ticket.states.find((state) => state.id === task.stateId)!, plannedStart: task.plannedStart, plannedStop: task.plannedStop };
      }),
    })),
  }));
}

/** At most this many tickets on the gantt chart. */
export const GANTT_MAX = 5000;

/** The scheduled tickets with their planned start (the first piece of their open states), what they wait on and who works on them. */
function ganttAnswer(scope: Scope) {
  const { work } = scope;
  const scheduled = work.ticketList.filter((ticket) => ticket.publication === 'PUBLISHED' && ticket.status === 'SCHEDULED');
  const onChart = new Set(scheduled.map((ticket) => ticket.id));
  const entries = scheduled.map((ticket) => {
    let plannedStart: string | null = null;
    const assigneeIds = new Set<string>();
    for (const state of ticket.states) {
      if (state.done) continue;
      if (state.assigneeId !== null) assigneeIds.add(state.assigneeId);
      const first = work.plan.get(state.id)?.[0]?.[0];
      if (first !== undefined && (plannedStart === null || first < plannedStart)) plannedStart = first;
    }
    return { id: ticket.id, ticket, plannedStart, waitsOn: (work.waitsOn.get(ticket.id) ?? []).filter((id) => onChart.has(id)), assigneeIds: [...assigneeIds] };
  });
  entries.sort((a, b) => (a.plannedStart === b.plannedStart ? a.ticket.localId - b.ticket.localId : a.plannedStart === null ? 1 : b.plannedStart === null ? -1 : a.plannedStart < b.plannedStart ? -1 : 1));
  return entries.slice(0, GANTT_MAX);
}

/** Whether a published, unscheduled ticket may join the schedule: every open state assigned and estimated. */
const readyToSchedule = (ticket: StoredTicket) => ticket.publication === 'PUBLISHED' && ticket.display === 'Estimated';
const onSchedule = (ticket: StoredTicket) => ticket.publication === 'PUBLISHED' && ticket.status === 'SCHEDULED';

/** The tickets a schedule edit can touch (scheduled, or ready to schedule) and those they wait on, in creation order. */
function planTickets(scope: Scope): StoredTicket[] {
  const { work } = scope;
  const wanted = new Set<string>();
  for (const ticket of work.ticketList) {
    if (!onSchedule(ticket) && !readyToSchedule(ticket)) continue;
    wanted.add(ticket.id);
    for (const id of work.waitsOn.get(ticket.id) ?? []) wanted.add(id);
  }
  return work.ticketList.filter((ticket) => wanted.has(ticket.id));
}

/**
 * Applies an edit of the schedule (owners and administrators), whole or not at all: the tickets
 * added (each ready to schedule), those taken off (each on the schedule) and the priority rules.
 */
function applyEdit(scope: Scope, input: Record<string, unknown>) {
  requireAdmin(scope);
  const idsOf = (field: string): StoredTicket[] => {
    const value = input[field] ?? [];
    if (!Array.isArray(value)) throw badInput('A list of ticket ids is expected', field);
    if (value.length > WORK_LIMITS.bulk) throw badInput(`At most ${WORK_LIMITS.bulk} tickets at a time`, field);
    return [...new Set(value)].map((id) => ticketOf(scope, id, field));
  };
  const added = idsOf('addTicketIds');
  const removed = idsOf('removeTicketIds');
  const both = added.find((ticket) => removed.includes(ticket));
  if (both) throw badInput(`#${both.localId} is both added and removed`, 'removeTicketIds');
  const notReady = added.find((ticket) => !readyToSchedule(ticket));
  if (notReady) throw badInput(`#${notReady.localId} ${notReady.title} is not ready to schedule: ${notReady.status === 'SCHEDULED' ? 'it is on the schedule already' : 'an open state has no assignee or no estimate'}`, 'addTicketIds');
  const notOn = removed.find((ticket) => !onSchedule(ticket));
  if (notOn) throw badInput(`#${notOn.localId} ${notOn.title} is not on the schedule`, 'removeTicketIds');
  // Checked before anything changes: a refused rule leaves the tickets as they were.
  if (input['rules'] !== undefined && input['rules'] !== null) setPriorities(scope, input['rules']);
  const now = scope.now();
  for (const ticket of added) {
    ticket.status = 'SCHEDULED';
    ticket.scheduledAt = now;
    touch(scope.work, ticket);
  }
  for (const ticket of removed) {
    ticket.status = 'UNSCHEDULED';
    ticket.scheduledAt = null;
    touch(scope.work, ticket);
  }
  return { added, removed, priorities: rulesAnswer(scope) };
}

export const scheduleResolvers: ResolverMap<RequestContext> = {
  Query: {
    scheduleState: async (_root, _args, context) => {
      const { work } = await callerScope(context);
      const problems = work.ticketList.filter((ticket) => ticket.projectionProblem !== null).map((ticket) => ({ ticket, problem: ticket.projectionProblem }));
      return { ...work.projection, problems };
    },
    schedulePriorities: async (_root, _args, context) => rulesAnswer(await callerScope(context)),
    scheduleBlockers: async (_root, _args, context) => blockersAnswer(await callerScope(context)),
    schedulePlanTickets: async (_root, _args, context) => planTickets(await callerScope(context)),
    scheduleEditMatches: async (_root, args, context) => {
      const scope = await callerScope(context);
      return matchingInOrder(scope, scope.work.ticketList.filter((ticket) => onSchedule(ticket) || readyToSchedule(ticket)), args).map((ticket) => ticket.id);
    },
    scheduleGantt: async (_root, _args, context) => ganttAnswer(await callerScope(context)),
    scheduleLanes: async (_root, _args, context) => lanesAnswer(await callerScope(context)),
    myWorkSessions: async (_root, args, context) => workSessions(await callerScope(context), args['from'], args['to']),
  },
  Mutation: {
    applyScheduleEdit: async (_root, args, context) => applyEdit(await callerScope(context), input(args)),
    setSchedulePriorities: async (_root, args, context) => {
      const scope = await callerScope(context);
      setPriorities(scope, input(args)['rules']);
      return { priorities: rulesAnswer(scope) };
    },
  },
  Ticket: {
    etaP50: (ticket) => (ticket as StoredTicket).etaP50,
    projectionProblem: (ticket) => (ticket as StoredTicket).projectionProblem,
    projectionPending: async (ticket, _args, context) => {
      const status = (await context.store.work.ready((ticket as StoredTicket).organizationId)).projection.status;
      return status === 'QUEUED' || status === 'PROCESSING';
    },
  },
};
