/**
 * The parts of a ticket edited one at a time: its workflow states (assignee, estimate, flags),
 * state notes, the checklist, comments and replies, and dependencies between tickets.
 */
import { estimateProblem, requiredText, WORK_LIMITS, wouldCycle, type Estimate, type NoteType } from '../../src/domain/work/work.ts';
import { userError } from '../shared/errors.ts';
import { badInput, checkedText, given, present, ticketOf, workerRoleOf } from './checks.ts';
import { requireWrite, type Scope } from './scope.ts';
import { touch } from './tickets.ts';
import { settleWork } from './worked-spans.ts';
import type { StoredTicket, StoredTicketState, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

const NOTE_TYPES: readonly NoteType[] = ['STATE_NOTE', 'BLOCK_NOTE', 'UNBLOCK_NOTE', 'CLOSE_NOTE'];

function stateOf(ticket: StoredTicket, stateId: unknown): StoredTicketState {
  const state = ticket.states.find((candidate) => candidate.id === stateId);
  if (!state) throw userError('Ticket state not found', 'NOT_FOUND', { field: 'stateId' });
  return state;
}

function estimateOf(value: unknown): Estimate {
  const raw = (value ?? {}) as Partial<Record<keyof Estimate, unknown>>;
  const estimate = { minimum: Number(raw.minimum), likely: Number(raw.likely), maximum: Number(raw.maximum) };
  const problem = estimateProblem(estimate);
  if (problem) throw badInput(problem, 'estimate');
  return estimate;
}

function flag(input: Input, key: string): boolean | undefined {
  const value = input[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badInput(`${key} must be true or false`, key);
  return value;
}

/**
 * A ticket's status follows its states: when every state is done the ticket is done; when a state
 * of a done ticket is reopened, it is open again (scheduled if it was). Cancelled tickets stay so.
 */
function settleStatus(ticket: StoredTicket, now: string): void {
  const allDone = ticket.states.length > 0 && ticket.states.every((state) => state.done);
  if (allDone && (ticket.status === 'UNSCHEDULED' || ticket.status === 'SCHEDULED')) {
    ticket.status = 'DONE';
    ticket.closedAt = now;
  } else if (!allDone && ticket.status === 'DONE') {
    ticket.status = ticket.scheduledAt ? 'SCHEDULED' : 'UNSCHEDULED';
    ticket.closedAt = null;
  }
}

/** The operations on a ticket's parts. */
export function createTicketDetails(store: WorkStore) {
  /** A ticket the caller may change. */
  const writable = (scope: Scope, ticketId: unknown) => {
    requireWrite(scope);
    return ticketOf(scope, ticketId);
  };
  const changed = (scope: Scope, ticket: StoredTicket) => touch(scope.work, ticket);

  return {
    /**
     * Changes one state of a ticket. Done also stops the work on it (active and blocked false). Closing the
     * last open state closes the ticket; reopening a state of a done ticket opens it again. The worked
     * spans follow (worked-spans.ts).
     */
    updateState(scope: Scope, ticketId: unknown, stateId: unknown, input: Input): StoredTicket {
      const ticket = writable(scope, ticketId);
      const state = stateOf(ticket, stateId);
      const next: Partial<StoredTicketState> = {};
      if (given(input, 'assigneeId')) next.assigneeId = present(input, 'assigneeId') ? workerRoleOf(scope, input['assigneeId'], 'assigneeId', [state.assigneeId]).id : null;
      if (given(input, 'estimate')) next.estimate = present(input, 'estimate') ? estimateOf(input['estimate']) : null;
      const splittable = flag(input, 'splittable');
      const active = flag(input, 'active');
      const blocked = flag(input, 'blocked');
      const done = flag(input, 'done');
      if (splittable !== undefined) next.splittable = splittable;
      if (blocked !== undefined) next.blocked = blocked;
      if (done !== undefined) next.done = done;
      if (active !== undefined) next.active = active;
      if (active === true && (done ?? state.done)) throw badInput('A done state cannot be in progress', 'active');
      if (blocked === true && (done ?? state.done)) throw badInput('A done state cannot be blocked: reopen it first', 'blocked');
      // Done ends the work on the state: it is no longer in progress, nor blocked.
      if (done === true) {
        next.active = false;
        next.blocked = false;
      }
      if (done !== undefined && done !== state.done) next.doneAt = done ? scope.now() : null;
      Object.assign(state, next);
      settleStatus(ticket, scope.now());
      settleWork(ticket, scope.now());
      return changed(scope, ticket);
    },

    /** Adds a note to a state: BLOCK_NOTE blocks it, UNBLOCK_NOTE unblocks it, CLOSE_NOTE marks it done. */
    addNote(scope: Scope, ticketId: unknown, stateId: unknown, type: unknown, body: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const state = stateOf(ticket, stateId);
      if (!NOTE_TYPES.includes(type as NoteType)) throw badInput(`The note type must be one of ${NOTE_TYPES.join(', ')}`, 'type');
      const text = checkedText(requiredText(body, 'Note', WORK_LIMITS.note), 'body');
      if (type === 'BLOCK_NOTE' && state.done) throw badInput('A done state cannot be blocked: reopen it first', 'type');
      state.notes.push({ id: store.nextId('note'), type: type as NoteType, body: text, authorId: scope.role.id, createdAt: scope.now() });
      if (type === 'BLOCK_NOTE') state.blocked = true;
      if (type === 'UNBLOCK_NOTE') state.blocked = false;
      if (type === 'CLOSE_NOTE') {
        if (!state.done) state.doneAt = scope.now();
        state.done = true;
        state.active = false;
        state.blocked = false;
      }
      settleStatus(ticket, scope.now());
      settleWork(ticket, scope.now());
      return changed(scope, ticket);
    },

    addChecklistItem(scope: Scope, ticketId: unknown, text: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const value = checkedText(requiredText(text, 'Checklist item', WORK_LIMITS.checklistItem), 'text');
      ticket.checklist.push({ id: store.nextId('checklistItem'), text: value, done: false });
      return changed(scope, ticket);
    },

    /** Changes an item's text and/or done mark (the ones given). */
    updateChecklistItem(scope: Scope, ticketId: unknown, itemId: unknown, text: unknown, done: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const item = ticket.checklist.find((candidate) => candidate.id === itemId);
      if (!item) throw userError('Checklist item not found', 'NOT_FOUND', { field: 'itemId' });
      const value = text === undefined || text === null ? item.text : checkedText(requiredText(text, 'Checklist item', WORK_LIMITS.checklistItem), 'text');
      if (done !== undefined && done !== null && typeof done !== 'boolean') throw badInput('done must be true or false', 'done');
      item.text = value;
      if (typeof done === 'boolean') item.done = done;
      return changed(scope, ticket);
    },

    removeChecklistItem(scope: Scope, ticketId: unknown, itemId: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const index = ticket.checklist.findIndex((candidate) => candidate.id === itemId);
      if (index < 0) throw userError('Checklist item not found', 'NOT_FOUND', { field: 'itemId' });
      ticket.checklist.splice(index, 1);
      return changed(scope, ticket);
    },

    addComment(scope: Scope, ticketId: unknown, body: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const text = checkedText(requiredText(body, 'Comment', WORK_LIMITS.comment), 'body');
      ticket.comments.push({ id: store.nextId('comment'), body: text, authorId: scope.role.id, createdAt: scope.now(), replies: [] });
      return changed(scope, ticket);
    },

    /** Appends a reply to a comment. */
    addReply(scope: Scope, ticketId: unknown, commentId: unknown, body: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const comment = ticket.comments.find((candidate) => candidate.id === commentId);
      if (!comment) throw userError('Comment not found', 'NOT_FOUND', { field: 'commentId' });
      const text = checkedText(requiredText(body, 'Reply', WORK_LIMITS.comment), 'body');
      comment.replies.push({ id: store.nextId('reply'), body: text, authorId: scope.role.id, createdAt: scope.now() });
      return changed(scope, ticket);
    },

    /** Makes a ticket wait on another; refused for itself, for a deleted ticket and when it would close a cycle. Adding it twice changes nothing. */
    addDependency(scope: Scope, ticketId: unknown, waitsOnId: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const other = ticketOf(scope, waitsOnId, 'waitsOnId');
      const work = scope.work;
      if (other.id === ticket.id) throw badInput('A ticket cannot wait on itself', 'waitsOnId');
      if (ticket.publication === 'DELETED') throw badInput('This ticket is deleted: restore it first', 'ticketId');
      if (other.publication === 'DELETED') throw badInput(`#${other.localId} is deleted: a ticket cannot wait on it`, 'waitsOnId');
      const current = work.waitsOn.get(ticket.id) ?? [];
      if (current.includes(other.id)) return ticket;
      if (wouldCycle(work.waitsOn, ticket.id, other.id)) {
        throw badInput(`#${other.localId} already waits on #${ticket.localId}, directly or through other tickets: this would make a cycle`, 'waitsOnId');
      }
      work.waitsOn.set(ticket.id, [...current, other.id]);
      const waiting = work.waitedOnBy.get(other.id) ?? new Set<string>();
      waiting.add(ticket.id);
      work.waitedOnBy.set(other.id, waiting);
      return changed(scope, ticket);
    },

    /** Removes a dependency (nothing happens when there is none). */
    removeDependency(scope: Scope, ticketId: unknown, waitsOnId: unknown): StoredTicket {
      const ticket = writable(scope, ticketId);
      const other = ticketOf(scope, waitsOnId, 'waitsOnId');
      const work = scope.work;
      const remaining = (work.waitsOn.get(ticket.id) ?? []).filter((id) => id !== other.id);
      if (remaining.length > 0) work.waitsOn.set(ticket.id, remaining);
      else work.waitsOn.delete(ticket.id);
      work.waitedOnBy.get(other.id)?.delete(ticket.id);
      return changed(scope, ticket);
    },
  };
}

export type TicketDetails = ReturnType<typeof createTicketDetails>;
