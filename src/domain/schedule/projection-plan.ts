/**
 * What the projection engine is asked about an organization: its scheduled tickets as tasks, its
 * members as people with their work weeks, time zones and blackout times, and the priority rules as
 * ranks. Tickets that cannot be projected are left out here, with the reason their dependents get;
 * the engine names what goes wrong with the rest. Pure, so the server's job and the browser's
 * previews build exactly the same question.
 */
import type { PersonJson, ProjectionInputJson, TaskJson, TimeOffJson, WorkSpanJson } from '../projection/projection-input.ts';
import type { OneOffBlackoutInput, RecurringBlackoutInput } from '../time/blackout.ts';
import { recurringOccurrences } from '../time/blackout-calendar.ts';
import { DEFAULT_WORK_WEEK, WEEK_DAYS, type WorkWeek } from '../time/work-week.ts';
import type { Estimate, PublicationStatus, ScheduleStatus } from '../work/work.ts';
import type { PriorityRule } from './schedule.ts';

/** One state a ticket runs through, as the plan reads it. */
export interface PlanState {
  readonly id: string;
  /** Its workflow step's name. */
  readonly name: string;
  readonly assigneeId: string | null;
  readonly estimate: Estimate | null;
  readonly splittable: boolean;
  /** In progress. */
  readonly active: boolean;
  readonly done: boolean;
}

/** A ticket as the plan reads it. */
export interface PlanTicket {
  readonly id: string;
  readonly localId: number;
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  readonly projectId: string | null;
  readonly productId: string | null;
  readonly workflowId: string | null;
  readonly tagIds: readonly string[];
  /** In workflow order. */
  readonly states: readonly PlanState[];
  /** The ids of the tickets it waits on. */
  readonly waitsOn: readonly string[];
}

/** A member who can be given work: an accepted role. */
export interface PlanPerson {
  readonly id: string;
  readonly name: string;
  readonly timeZone: string;
  /** Null: the default week (Monday to Friday, 09:00-17:00). */
  readonly workWeek: WorkWeek | null;
}

/** A one-off blackout: ISO instants; no role ids means everyone (the saved blackout, its name aside). */
export type PlanOneOffBlackout = Omit<OneOffBlackoutInput, 'name'>;

/** A weekly blackout in its own time zone; no role ids means everyone. */
export type PlanRecurringBlackout = Omit<RecurringBlackoutInput, 'name'>;

/** Everything of an organization a projection depends on. */
export interface PlanFacts {
  /** The planning start (epoch ms): now. */
  readonly start: number;
  /** In creation order: the last tie-breaker of priority. */
  readonly tickets: readonly PlanTicket[];
  readonly people: readonly PlanPerson[];
  readonly oneOffBlackouts: readonly PlanOneOffBlackout[];
  readonly recurringBlackouts: readonly PlanRecurringBlackout[];
  /** The first rule a ticket matches gives its priority. */
  readonly priorities: readonly PriorityRule[];
  /** The project tree, for rules that match a project and its sub-projects. */
  readonly projects: readonly { readonly id: string; readonly parentId: string | null }[];
  readonly simulations?: number;
  readonly seed?: number;
}

/** The engine's question, and the tickets left out of it that still need a word of explanation. */
export interface ProjectionPlan {
  readonly input: ProjectionInputJson;
  /** Ticket id -> why it gets no ETA although it is scheduled. */
  readonly skipped: ReadonlyMap<string, string>;
  /** The engine's task id -> the ticket state it stands for. */
  readonly stateOfTask: ReadonlyMap<string, string>;
}

/** How far ahead weekly blackouts are spelled out: the engine's horizon. */
export const PLAN_HORIZON_DAYS = 5 * 366;

const DAY_MS = 86_400_000;

/** Whether a ticket is in the schedule at all: published and scheduled (or in progress). */
export const isScheduled = (ticket: Pick<PlanTicket, 'publication' | 'status'>): boolean => ticket.publication === 'PUBLISHED' && ticket.status === 'SCHEDULED';

const openStates = (ticket: PlanTicket) => ticket.states.filter((state) => !state.done);

const ticketName = (ticket: PlanTicket) => `#${ticket.localId}`;

/** Names as the engine's problems read them, made unique with a number where two are alike. */
function uniqueNames<T>(items: readonly T[], nameOf: (item: T) => string): Map<T, string> {
  const taken = new Set<string>();
  const names = new Map<T, string>();
  for (const item of items) {
    const base = nameOf(item).trim() || '?';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
    taken.add(name);
    names.set(item, name);
  }
  return names;
}

/** Why a scheduled ticket cannot be projected on its own, or null when it can. */
function ownProblem(ticket: PlanTicket, people: ReadonlySet<string>): string | null {
  const open = openStates(ticket);
  if (open.length === 0) return 'Every state is done';
  if (open.some((state) => state.assigneeId === null)) return 'A state has no assignee';
  if (open.some((state) => state.estimate === null)) return 'A state has no estimate';
  if (open.some((state) => !people.has(state.assigneeId!))) return 'A state is assigned to someone who is no longer a member';
  return null;
}

/** What a priority rule reads of a ticket. */
export type RuleTicket = Pick<PlanTicket, 'id' | 'status' | 'publication' | 'projectId' | 'productId' | 'workflowId' | 'tagIds'>;

/** A test per priority rule, in the rules' order: whether a ticket matches it (a project rule takes its sub-projects too). */
export function priorityMatchers(facts: Pick<PlanFacts, 'priorities' | 'projects'>): ((ticket: RuleTicket) => boolean)[] {
  const children = new Map<string | null, string[]>();
  for (const project of facts.projects) {
    const siblings = children.get(project.parentId);
    if (siblings) siblings.push(project.id);
    else children.set(project.parentId, [project.id]);
  }
  const subtree = (root: string): ReadonlySet<string> => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    return seen;
  };
  return facts.priorities.map((rule): ((ticket: RuleTicket) => boolean) => {
    switch (rule.match) {
      case 'project': {
        const projects = subtree(rule.id);
        return (ticket) => ticket.projectId !== null && projects.has(ticket.projectId);
      }
      case 'product':
        return (ticket) => ticket.productId === rule.id;
      case 'workflow':
        return (ticket) => ticket.workflowId === rule.id;
      case 'tag':
        return (ticket) => ticket.tagIds.includes(rule.id);
      case 'ticket':
        return (ticket) => ticket.id === rule.id;
      default: {
        const _never: never = rule.match;
        return _never;
      }
    }
  });
}

/** Each ticket's priority: the index of the first rule it matches; tickets matching none come after all. */
export function ticketRanks(facts: Pick<PlanFacts, 'tickets' | 'priorities' | 'projects'>): ReadonlyMap<string, number> {
  const matchers = priorityMatchers(facts);
  const ranks = new Map<string, number>();
  for (const ticket of facts.tickets) {
    const index = matchers.findIndex((matches) => matches(ticket));
    ranks.set(ticket.id, index === -1 ? matchers.length : index);
  }
  return ranks;
}

/** What a priority rule does to the schedule: the scheduled tickets it matches, and those it ranks (it is the first they match). */
export interface RuleCount {
  readonly matching: number;
  readonly ranked: number;
}

/** For each rule, in order, how many scheduled tickets it matches and how many take their priority from it. */
export function ruleCounts(facts: Pick<PlanFacts, 'priorities' | 'projects'> & { readonly tickets: readonly RuleTicket[] }): RuleCount[] {
  const matchers = priorityMatchers(facts);
  const counts = matchers.map(() => ({ matching: 0, ranked: 0 }));
  for (const ticket of facts.tickets) {
    if (!isScheduled(ticket)) continue;
    let first = true;
    matchers.forEach((matches, index) => {
      if (!matches(ticket)) return;
      counts[index]!.matching += 1;
      if (first) counts[index]!.ranked += 1;
      first = false;
    });
  }
  return counts;
}

/** A work week as the engine's week spans. */
export function weekSpans(week: WorkWeek | null): WorkSpanJson[] {
  const spans: WorkSpanJson[] = [];
  for (const day of WEEK_DAYS) {
    const { startTime, stopTime } = (week ?? DEFAULT_WORK_WEEK)[day];
    if (startTime !== null && stopTime !== null) spans.push({ day, start: startTime, stop: stopTime });
  }
  return spans;
}

/**
 * The instants a weekly blackout covers from a day before `start` to `days` later, each occurrence
 * at its wall-clock times in its own zone (so daylight saving moves the instants, not the hours),
 * exactly as the blackout calendar shows them.
 */
export function recurringIntervals(blackout: PlanRecurringBlackout, start: number, days: number): TimeOffJson[] {
  const span = { from: start - DAY_MS, to: start + days * DAY_MS };
  return recurringOccurrences({ ...blackout, id: '', name: '', roles: [] }, span)
    .filter((occurrence) => occurrence.stop > occurrence.start)
    .map((occurrence) => ({ start: new Date(occurrence.start).toISOString(), stop: new Date(occurrence.stop).toISOString() }));
}

/**
 * The time off of each person (by role id) from `start` (epoch ms) for `days`: the one-off
 * blackouts for them that end after `start`, and every occurrence of the weekly ones for them
 * (a blackout without roles is everyone's). Each weekly blackout is spelled out once, however
 * many people it covers. The projection and the reports' worked hours both read it.
 */
export function timeOffFrom(
  blackouts: Pick<PlanFacts, 'oneOffBlackouts' | 'recurringBlackouts'>,
  start: number,
  days: number,
): (personId: string) => TimeOffJson[] {
  const covers = (roleIds: readonly string[], person: string) => roleIds.length === 0 || roleIds.includes(person);
  const oneOffs = blackouts.oneOffBlackouts.filter((b) => Date.parse(b.stop) > start);
  const recurring = blackouts.recurringBlackouts.map((blackout) => ({ blackout, intervals: null as TimeOffJson[] | null }));
  return (personId) => {
    const timeOff: TimeOffJson[] = oneOffs.filter((b) => covers(b.roleIds, personId)).map((b) => ({ start: b.start, stop: b.stop }));
    for (const entry of recurring) {
      if (!covers(entry.blackout.roleIds, personId)) continue;
      entry.intervals ??= recurringIntervals(entry.blackout, start, days);
      timeOff.push(...entry.intervals);
    }
    return timeOff;
  };
}

/** Builds the engine's question for an organization. */
export function projectionPlan(facts: PlanFacts): ProjectionPlan {
  const peopleIds = new Set(facts.people.map((person) => person.id));
  const byId = new Map(facts.tickets.map((ticket) => [ticket.id, ticket]));
  // What waits for nothing: a finished ticket, and one put away (archived or deleted).
  const isDone = (ticket: PlanTicket | undefined) =>
    ticket === undefined || ticket.status === 'DONE' || ticket.status === 'CANCELLED' || ticket.publication === 'ARCHIVED' || ticket.publication === 'DELETED' || openStates(ticket).length === 0;

  // Tickets that could be projected on their own; then, until nothing changes, those waiting on a
  // ticket that cannot be are left out too, with the name of what they wait on.
  const candidates = new Set(facts.tickets.filter((ticket) => isScheduled(ticket) && ownProblem(ticket, peopleIds) === null).map((ticket) => ticket.id));
  const skipped = new Map<string, string>();
  for (const ticket of facts.tickets) {
    if (isScheduled(ticket) && !candidates.has(ticket.id)) skipped.set(ticket.id, ownProblem(ticket, peopleIds)!);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of candidates) {
      const ticket = byId.get(id)!;
      const blocker = ticket.waitsOn.map((other) => byId.get(other)).find((other) => !isDone(other) && !candidates.has(other!.id));
      if (!blocker) continue;
      candidates.delete(id);
      skipped.set(id, `Waits on ${ticketName(blocker)}, which has no ETA`);
      changed = true;
    }
  }

  const ranks = ticketRanks(facts);
  const projected = facts.tickets.filter((ticket) => candidates.has(ticket.id));
  const taskNames = uniqueNames(
    projected.flatMap((ticket) => openStates(ticket).map((state) => ({ ticket, state }))),
    ({ ticket, state }) => `${ticketName(ticket)} ${state.name}`,
  );
  const taskIds = new Map([...taskNames].map(([{ state }, name]) => [state.id, name]));
  const taskId = (state: PlanState) => taskIds.get(state.id)!;
  const personNames = uniqueNames(facts.people, (person) => person.name);
  const personId = new Map(facts.people.map((person) => [person.id, personNames.get(person)!]));
  const tasks: TaskJson[] = [];
  for (const ticket of facts.tickets) {
    if (!candidates.has(ticket.id)) continue;
    const open = openStates(ticket);
    const lastOf = (other: PlanTicket) => taskId(openStates(other).at(-1)!);
    const waitsFor = ticket.waitsOn
      .map((other) => byId.get(other))
      .filter((other): other is PlanTicket => !isDone(other))
      .map(lastOf);
    open.forEach((state, index) => {
      const { minimum, likely, maximum } = state.estimate!;
      tasks.push({
        id: taskId(state),
        ticket: ticket.id,
        person: personId.get(state.assigneeId!)!,
        hours: [minimum, likely, maximum],
        splittable: state.splittable,
        after: index === 0 ? waitsFor : [taskId(open[index - 1]!)],
        rank: ranks.get(ticket.id)!,
        started: state.active,
      });
    });
  }

  const timeOffOf = timeOffFrom(facts, facts.start, PLAN_HORIZON_DAYS);
  const people: PersonJson[] = facts.people.map((person) => ({ id: personId.get(person.id)!, timeZone: person.timeZone, week: weekSpans(person.workWeek), timeOff: timeOffOf(person.id) }));

  const input: ProjectionInputJson = {
    start: new Date(facts.start).toISOString(),
    ...(facts.simulations === undefined ? {} : { simulations: facts.simulations }),
    ...(facts.seed === undefined ? {} : { seed: facts.seed }),
    people,
    tasks,
  };
  return { input, skipped, stateOfTask: new Map([...taskIds].map(([state, task]) => [task, state])) };
}

