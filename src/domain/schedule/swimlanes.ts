/**
 * The schedule's swimlanes (/schedule/swimlanes, spec/org-area.md "Schedule"): one lane per person
 * who can be given work, holding the open states of the published, scheduled tickets assigned to
 * them, in four sections: in progress (someone works on it now), ready to start (estimated, not
 * blocked, the ticket's earlier states done and every ticket it waits on finished), next in their
 * queue (the rest, in the order the plan gives them), and awaiting an estimate. A lane of work
 * nobody can do (no assignee, or one who left) comes first when there is any. Pure: the tickets, the
 * people and the plan are given.
 */
import { isAtRisk } from '../work/search-filter.ts';
import { DISPLAY_STATES, type DisplayState, type PublicationStatus, type ScheduleStatus } from '../work/work.ts';

export interface LaneState {
  readonly id: string;
  readonly name: string;
  readonly assigneeId: string | null;
  /** Null while not estimated. */
  readonly estimate: unknown;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly done: boolean;
}

export interface LaneTicket {
  readonly id: string;
  readonly localId: number;
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  /** In workflow order: each waits for the one before. */
  readonly states: readonly LaneState[];
}

/** Someone who can be given work. */
export interface LanePerson {
  readonly id: string;
  readonly name: string;
}

export const LANE_SECTIONS = ['IN_PROGRESS', 'READY', 'NEXT', 'AWAITING_ESTIMATE'] as const;
export type LaneSectionKind = (typeof LANE_SECTIONS)[number];

/** A section's heading on the page. */
export const LANE_SECTION_NAMES: Readonly<Record<LaneSectionKind, string>> = {
  IN_PROGRESS: 'In progress',
  READY: 'Ready to start',
  NEXT: 'Next in the queue',
  AWAITING_ESTIMATE: 'Awaiting an estimate',
};

/** The id of the lane of work nobody can do. */
export const UNASSIGNED_LANE = 'unassigned';

/** An open state in a lane. */
export interface LaneTask {
  readonly ticketId: string;
  readonly stateId: string;
  /** When the plan starts and ends it (its first and last piece); null when it is not planned. */
  readonly plannedStart: string | null;
  readonly plannedStop: string | null;
}

export interface LaneSection {
  readonly kind: LaneSectionKind;
  /** How many tasks the section holds; `tasks` holds the first `max` of them. */
  readonly totalCount: number;
  readonly tasks: readonly LaneTask[];
}

export interface Lane {
  /** The person's id, or UNASSIGNED_LANE. */
  readonly id: string;
  /** Null for the lane of work nobody can do. */
  readonly personId: string | null;
  /** Always the four sections, in LANE_SECTIONS order. */
  readonly sections: readonly LaneSection[];
}

export interface SwimlaneFacts {
  readonly tickets: readonly LaneTicket[];
  /** In the order the lanes show them. */
  readonly people: readonly LanePerson[];
  /** The ids of the tickets a ticket waits on. */
  readonly waitsOn: (ticketId: string) => readonly string[];
  /** A state's planned pieces ([start, stop] ISO instants, in time order), if the plan has it. */
  readonly planOf: (stateId: string) => readonly (readonly [string, string])[] | undefined;
  /** At most this many tasks per section (the rest are counted). */
  readonly max: number;
}

/** A ticket nothing waits for any longer: finished, cancelled, put away, or with no open state. */
const isFinished = (ticket: LaneTicket | undefined): boolean =>
  ticket === undefined ||
  ticket.status === 'DONE' ||
  ticket.status === 'CANCELLED' ||
  ticket.publication === 'ARCHIVED' ||
  ticket.publication === 'DELETED' ||
  ticket.states.every((state) => state.done);

/** Which section an open state belongs in. */
function sectionOf(state: LaneState, first: boolean, waitsDone: boolean): LaneSectionKind {
  if (state.active) return 'IN_PROGRESS';
  if (state.estimate === null || state.estimate === undefined) return 'AWAITING_ESTIMATE';
  return first && waitsDone && !state.blocked ? 'READY' : 'NEXT';
}

interface Placed {
  readonly task: LaneTask;
  readonly localId: number;
  readonly index: number;
}

/** Planned tasks in plan order, then unplanned ones; ties by ticket number and workflow order. */
function byPlan(a: Placed, b: Placed): number {
  const [x, y] = [a.task.plannedStart, b.task.plannedStart];
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return a.localId - b.localId || a.index - b.index;
}

/** The lanes: the unassigned lane first when it holds anything, then one per person (even empty: work can be dropped there). */
export function swimlanes({ tickets, people, waitsOn, planOf, max }: SwimlaneFacts): Lane[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const lanes = new Map<string, Map<LaneSectionKind, Placed[]>>();
  const laneOf = (id: string) => {
    let sections = lanes.get(id);
    if (!sections) lanes.set(id, (sections = new Map(LANE_SECTIONS.map((kind) => [kind, []]))));
    return sections;
  };
  for (const person of people) laneOf(person.id);
  for (const ticket of tickets) {
    if (ticket.publication !== 'PUBLISHED' || ticket.status !== 'SCHEDULED') continue;
    const waitsDone = waitsOn(ticket.id).every((id) => isFinished(byId.get(id)));
    const firstOpen = ticket.states.findIndex((state) => !state.done);
    ticket.states.forEach((state, index) => {
      if (state.done) return;
      const pieces = planOf(state.id);
      const task: LaneTask = {
        ticketId: ticket.id,
        stateId: state.id,
        plannedStart: pieces?.[0]?.[0] ?? null,
        plannedStop: pieces?.at(-1)?.[1] ?? null,
      };
      const lane = state.assigneeId !== null && lanes.has(state.assigneeId) ? state.assigneeId : UNASSIGNED_LANE;
      laneOf(lane)
        .get(sectionOf(state, index === firstOpen, waitsDone))!
        .push({ task, localId: ticket.localId, index });
    });
  }
  const answer = (id: string, personId: string | null): Lane => ({
    id,
    personId,
    sections: LANE_SECTIONS.map((kind) => {
      const placed = lanes.get(id)?.get(kind) ?? [];
      return { kind, totalCount: placed.length, tasks: placed.sort(byPlan).slice(0, max).map(({ task }) => task) };
    }),
  });
  const unassigned = lanes.has(UNASSIGNED_LANE) ? [answer(UNASSIGNED_LANE, null)] : [];
  return [...unassigned, ...people.map((person) => answer(person.id, person.id))];
}

// ---- what the page reads ----

/** A task as the swimlanes page shows it. */
export interface LaneTaskView {
  /** The state's id. */
  readonly id: string;
  readonly ticket: { readonly id: string; readonly localId: number; readonly title: string; readonly displayState: DisplayState; readonly eta: string | null; readonly dueDate: string | null };
  readonly state: { readonly id: string; readonly name: string; readonly blocked: boolean; readonly estimate: { readonly minimum: number; readonly likely: number; readonly maximum: number } | null };
  readonly plannedStart: string | null;
  readonly plannedStop: string | null;
}

export interface LaneSectionView {
  readonly id: string;
  readonly kind: LaneSectionKind;
  readonly totalCount: number;
  readonly tasks: readonly LaneTaskView[];
}

export interface LaneView {
  readonly id: string;
  readonly person: { readonly id: string; readonly name: string } | null;
  readonly sections: readonly LaneSectionView[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNullableText = (value: unknown) => value === null || isText(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isEstimate = (value: unknown) => value === null || (isObject(value) && ['minimum', 'likely', 'maximum'].every((key) => typeof value[key] === 'number'));

const isTaskView = (value: unknown): value is LaneTaskView => {
  if (!isObject(value) || !isText(value['id']) || !isNullableText(value['plannedStart']) || !isNullableText(value['plannedStop'])) return false;
  const { ticket, state } = value;
  return (
    isObject(ticket) &&
    isText(ticket['id']) &&
    isCount(ticket['localId']) &&
    isText(ticket['title']) &&
    (DISPLAY_STATES as readonly unknown[]).includes(ticket['displayState']) &&
    isNullableText(ticket['eta']) &&
    isNullableText(ticket['dueDate']) &&
    isObject(state) &&
    isText(state['id']) &&
    isText(state['name']) &&
    typeof state['blocked'] === 'boolean' &&
    isEstimate(state['estimate'])
  );
};

/** Whether a payload is a swimlane as the page reads it. */
export const isLaneView = (value: unknown): value is LaneView =>
  isObject(value) &&
  isText(value['id']) &&
  (value['person'] === null || (isObject(value['person']) && isText(value['person']['id']) && isText(value['person']['name']))) &&
  Array.isArray(value['sections']) &&
  value['sections'].every(
    (section) => isObject(section) && isText(section['id']) && (LANE_SECTIONS as readonly unknown[]).includes(section['kind']) && isCount(section['totalCount']) && Array.isArray(section['tasks']) && section['tasks'].every(isTaskView),
  );

/** A task's ticket will be late: its ETA passes its due date. */
export const taskAtRisk = (task: LaneTaskView): boolean => isAtRisk({ status: 'SCHEDULED', eta: task.ticket.eta, dueDate: task.ticket.dueDate });

/** Where a task may be dropped: any other person's lane (not the unassigned one, not its own). */
export const canDropOn = (lane: LaneView, fromLaneId: string): boolean => lane.person !== null && lane.id !== fromLaneId;

/**
 * The lanes with a task moved to another lane, in the same section (a section depends on the work,
 * not on who does it) and first there until the server answers the plan's order; the counts follow.
 */
export function moveTask(lanes: readonly LaneView[], taskId: string, toLaneId: string): LaneView[] {
  let task: LaneTaskView | undefined;
  let kind: LaneSectionKind | undefined;
  const from = lanes.find((lane) => lane.sections.some((section) => section.tasks.some((t) => t.id === taskId && ((task = t), (kind = section.kind)))));
  if (!from || !task || !kind || from.id === toLaneId || !lanes.some((lane) => lane.id === toLaneId)) return [...lanes];
  const moved = task;
  return lanes.map((lane) => {
    if (lane.id !== from.id && lane.id !== toLaneId) return lane;
    return {
      ...lane,
      sections: lane.sections.map((section) => {
        if (section.kind !== kind) return section;
        if (lane.id === from.id) return { ...section, totalCount: section.totalCount - 1, tasks: section.tasks.filter((t) => t.id !== taskId) };
        return { ...section, totalCount: section.totalCount + 1, tasks: [moved, ...section.tasks] };
      }),
    };
  });
}
