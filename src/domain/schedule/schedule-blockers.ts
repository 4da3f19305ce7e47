/**
 * What blocks the schedule (/schedule/blocking_tickets, spec/org-area.md "Schedule"): for the
 * published, scheduled tickets, each open state that is blocked (with its block note), has no
 * assignee, an assignee who is no longer a member, or no estimate; each ticket waiting on one that
 * is not scheduled, is blocked or cannot be projected; each person given work who has no working
 * hours; and each loop of tickets waiting on one another. Pure: the facts are given.
 */
import { weeklyMinutes, type WorkWeek } from '../time/work-week.ts';
import type { PublicationStatus, ScheduleStatus } from '../work/work.ts';

export interface BlockerState {
  readonly id: string;
  readonly name: string;
  readonly assigneeId: string | null;
  readonly estimate: unknown;
  readonly blocked: boolean;
  readonly done: boolean;
  /** The latest block note's text, while it is blocked. */
  readonly blockNote: string | null;
}

export interface BlockerTicket {
  readonly id: string;
  readonly localId: number;
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  /** In workflow order. */
  readonly states: readonly BlockerState[];
  /** The ids of the tickets it waits on. */
  readonly waitsOn: readonly string[];
}

/** A member who can be given work (an accepted role). */
export interface BlockerPerson {
  readonly id: string;
  readonly name: string;
  /** Null: the default week. */
  readonly workWeek: WorkWeek | null;
}

export const BLOCKER_KINDS = ['BLOCKED', 'CYCLE', 'WAITING', 'UNASSIGNED', 'FORMER_MEMBER', 'UNESTIMATED', 'NO_WORKING_TIME'] as const;
export type BlockerKind = (typeof BLOCKER_KINDS)[number];

/** What the page says of each kind, as a heading, and how to unblock it. */
export const BLOCKER_TEXTS: Readonly<Record<BlockerKind, { readonly heading: string; readonly fix: string }>> = {
  BLOCKED: { heading: 'Blocked states', fix: 'Unblock the state on its ticket once what it waits for is done.' },
  CYCLE: { heading: 'Tickets waiting on one another', fix: 'Remove one of the dependencies of the loop on a ticket’s page.' },
  WAITING: { heading: 'Tickets waiting on work that cannot be projected', fix: 'Schedule, unblock or finish the ticket it waits on, or remove the dependency.' },
  UNASSIGNED: { heading: 'States with no assignee', fix: 'Assign the state on its ticket.' },
  FORMER_MEMBER: { heading: 'States assigned to someone who left', fix: 'Assign the state to a member.' },
  UNESTIMATED: { heading: 'States with no estimate', fix: 'Give the state a three-point estimate on its ticket.' },
  NO_WORKING_TIME: { heading: 'People with no working hours', fix: 'Set their working week on their profile, or give their work to someone else.' },
};

export interface Blocker {
  readonly kind: BlockerKind;
  /** The ticket to fix (null for a person). */
  readonly ticketId: string | null;
  /** The state concerned, when one is. */
  readonly stateId: string | null;
  /** The person concerned (NO_WORKING_TIME, FORMER_MEMBER: the role id). */
  readonly personId: string | null;
  /** The tickets it involves besides its own: what it waits on, or the loop in order. */
  readonly related: readonly string[];
  readonly message: string;
}

const isScheduled = (ticket: BlockerTicket) => ticket.publication === 'PUBLISHED' && ticket.status === 'SCHEDULED';
const isFinished = (ticket: BlockerTicket) =>
  ticket.status === 'DONE' || ticket.status === 'CANCELLED' || ticket.publication === 'ARCHIVED' || ticket.publication === 'DELETED' || ticket.states.every((state) => state.done);
const openStates = (ticket: BlockerTicket) => ticket.states.filter((state) => !state.done);
const name = (ticket: BlockerTicket) => `#${ticket.localId}`;

/** The loops among the tickets' waits (strongly connected parts of more than one ticket, or a ticket waiting on itself), each in order from its lowest number. */
export function dependencyLoops(tickets: readonly BlockerTicket[]): string[][] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  // Tarjan's algorithm, iterative (a long chain of waits does not overflow the call stack).
  for (const root of tickets) {
    if (index.has(root.id)) continue;
    const frames: { id: string; edges: readonly string[]; at: number }[] = [];
    const enter = (id: string) => {
      index.set(id, next);
      low.set(id, next);
      next += 1;
      stack.push(id);
      onStack.add(id);
      frames.push({ id, edges: (byId.get(id)?.waitsOn ?? []).filter((other) => byId.has(other)), at: 0 });
    };
    enter(root.id);
    while (frames.length > 0) {
      const frame = frames.at(-1)!;
      if (frame.at < frame.edges.length) {
        const other = frame.edges[frame.at++]!;
        if (!index.has(other)) enter(other);
        else if (onStack.has(other)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(other)!));
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const part: string[] = [];
      for (;;) {
        const id = stack.pop()!;
        onStack.delete(id);
        part.push(id);
        if (id === frame.id) break;
      }
      const selfLoop = part.length === 1 && (byId.get(part[0]!)?.waitsOn ?? []).includes(part[0]!);
      if (part.length > 1 || selfLoop) loops.push(part.sort((a, b) => byId.get(a)!.localId - byId.get(b)!.localId));
    }
  }
  return loops.sort((a, b) => byId.get(a[0]!)!.localId - byId.get(b[0]!)!.localId);
}

/** Everything that blocks the schedule, by kind (in BLOCKER_KINDS order), then by ticket number. */
export function scheduleBlockers({ tickets, people }: { readonly tickets: readonly BlockerTicket[]; readonly people: readonly BlockerPerson[] }): Blocker[] {
  const scheduled = tickets.filter(isScheduled);
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const members = new Map(people.map((person) => [person.id, person]));
  const blockers: Blocker[] = [];
  const add = (blocker: Omit<Blocker, 'related' | 'stateId' | 'personId'> & Partial<Pick<Blocker, 'related' | 'stateId' | 'personId'>>) =>
    blockers.push({ related: [], stateId: null, personId: null, ...blocker });

  // A ticket that cannot be projected on its own (what the engine leaves out).
  const ownTrouble = (ticket: BlockerTicket): boolean =>
    openStates(ticket).some((state) => state.blocked || state.assigneeId === null || !members.has(state.assigneeId) || state.estimate === null || state.estimate === undefined);

  for (const ticket of scheduled) {
    for (const state of openStates(ticket)) {
      const where = `${name(ticket)} ${state.name}`;
      if (state.blocked) add({ kind: 'BLOCKED', ticketId: ticket.id, stateId: state.id, message: state.blockNote?.trim() ? `${where} is blocked: ${state.blockNote.trim()}` : `${where} is blocked (no note says why)` });
      if (state.assigneeId === null) add({ kind: 'UNASSIGNED', ticketId: ticket.id, stateId: state.id, message: `${where} has no assignee` });
      else if (!members.has(state.assigneeId)) add({ kind: 'FORMER_MEMBER', ticketId: ticket.id, stateId: state.id, personId: state.assigneeId, message: `${where} is assigned to someone who is no longer a member` });
      if (state.estimate === null || state.estimate === undefined) add({ kind: 'UNESTIMATED', ticketId: ticket.id, stateId: state.id, message: `${where} has no estimate` });
    }
    for (const otherId of ticket.waitsOn) {
      const other = byId.get(otherId);
      if (!other || other.id === ticket.id || isFinished(other)) continue;
      const why = !isScheduled(other) ? 'which is not scheduled' : openStates(other).some((state) => state.blocked) ? 'which is blocked' : ownTrouble(other) ? 'which cannot be projected' : null;
      if (why) add({ kind: 'WAITING', ticketId: ticket.id, related: [other.id], message: `${name(ticket)} waits on ${name(other)}, ${why}` });
    }
  }

  const loops = dependencyLoops(scheduled.map((ticket) => ({ ...ticket, waitsOn: ticket.waitsOn.filter((id) => byId.has(id) && !isFinished(byId.get(id)!)) })));
  for (const loop of loops) {
    const names = loop.map((id) => name(byId.get(id)!));
    add({ kind: 'CYCLE', ticketId: loop[0]!, related: loop.slice(1), message: loop.length === 1 ? `${names[0]} waits on itself` : `${names.join(', ')} wait on one another` });
  }

  const given = new Set(scheduled.flatMap((ticket) => openStates(ticket).map((state) => state.assigneeId)));
  for (const person of people) {
    if (!given.has(person.id) || person.workWeek === null || weeklyMinutes(person.workWeek) > 0) continue;
    add({ kind: 'NO_WORKING_TIME', ticketId: null, personId: person.id, message: `${person.name} has work to do and no working hours in their week` });
  }

  const order = (blocker: Blocker) => (blocker.ticketId === null ? Number.MAX_SAFE_INTEGER : byId.get(blocker.ticketId)!.localId);
  return blockers.sort((a, b) => BLOCKER_KINDS.indexOf(a.kind) - BLOCKER_KINDS.indexOf(b.kind) || order(a) - order(b));
}
