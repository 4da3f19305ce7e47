/**
 * §4 bulk ticket actions on a selection. Every id is checked first (an unknown one refuses the
 * whole call, nothing changes); a ticket the action does not apply to is skipped with the reason.
 */
import { DISPLAY_STATE_LABELS, WORK_LIMITS, type BulkTicketAction } from '../../src/domain/work/work.ts';
import { badInput, present, projectOf, ticketOf, workerRoleOf } from './checks.ts';
import { requireWrite, type Scope } from './scope.ts';
import { touch } from './tickets.ts';
import { settleWork } from './worked-spans.ts';
import type { StoredTicket } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

/** Why the action does not apply to a ticket, or null when it does (then `apply` changes it). */
interface Step {
  readonly skip: (ticket: StoredTicket) => string | null;
  readonly apply: (ticket: StoredTicket) => void;
}

const closedReason = (ticket: StoredTicket): string | null =>
  ticket.status === 'DONE' ? 'Already done' : ticket.status === 'CANCELLED' ? 'Already cancelled' : null;

function stepFor(scope: Scope, action: BulkTicketAction, input: Input): Step {
  const now = scope.now();
  switch (action) {
    case 'SCHEDULE_TICKETS':
      return {
        skip: (ticket) => (ticket.display === 'Estimated' ? null : ticket.display === 'Scheduled' ? 'Already scheduled' : `Not ready to schedule: ${DISPLAY_STATE_LABELS[ticket.display]}`),
        apply: (ticket) => {
          ticket.status = 'SCHEDULED';
          ticket.scheduledAt = now;
        },
      };
    case 'UNSCHEDULE_TICKETS':
      return {
        skip: (ticket) => (ticket.status === 'SCHEDULED' ? null : 'Not scheduled'),
        apply: (ticket) => {
          ticket.status = 'UNSCHEDULED';
          ticket.scheduledAt = null;
        },
      };
    case 'MARK_TICKETS_AS_DONE':
      return {
        skip: closedReason,
        apply: (ticket) => {
          ticket.status = 'DONE';
          ticket.closedAt = now;
          // A finished ticket has nothing left to do: its workflow states read as done too.
          for (const state of ticket.states) {
            state.active = false;
            state.blocked = false;
            if (!state.done) state.doneAt = now;
            state.done = true;
          }
        },
      };
    case 'CANCEL_TICKETS':
      return {
        skip: closedReason,
        apply: (ticket) => {
          ticket.status = 'CANCELLED';
          ticket.closedAt = now;
          for (const state of ticket.states) state.active = false;
        },
      };
    case 'ARCHIVE_TICKETS':
      return {
        skip: (ticket) => (ticket.publication === 'ARCHIVED' ? 'Already archived' : ticket.publication === 'DELETED' ? 'Deleted' : null),
        apply: (ticket) => {
          ticket.publication = 'ARCHIVED';
        },
      };
    case 'UNARCHIVE_TICKETS':
      return {
        skip: (ticket) => (ticket.publication === 'ARCHIVED' ? null : 'Not archived'),
        apply: (ticket) => {
          ticket.publication = 'PUBLISHED';
        },
      };
    case 'REQUEST_ESTIMATE':
      return {
        skip: (ticket) => (ticket.estimateRequested ? 'Estimate already requested' : closedReason(ticket)),
        apply: (ticket) => {
          ticket.estimateRequested = true;
        },
      };
    case 'CANCEL_REQUEST_ESTIMATE':
      return {
        skip: (ticket) => (ticket.estimateRequested ? null : 'No estimate requested'),
        apply: (ticket) => {
          ticket.estimateRequested = false;
        },
      };
    case 'CHANGE_OWNER': {
      if (!present(input, 'ownerId')) throw badInput('Choose the new owner', 'ownerId');
      const owner = workerRoleOf(scope, input['ownerId'], 'ownerId');
      return {
        skip: (ticket) => (ticket.ownerId === owner.id ? `Already owned by ${owner.name}` : null),
        apply: (ticket) => {
          ticket.ownerId = owner.id;
        },
      };
    }
    case 'CHANGE_PROJECT': {
      if (!present(input, 'projectId')) throw badInput('Choose the project', 'projectId');
      const project = projectOf(scope, input['projectId']);
      if (project.stage === 'ARCHIVED') throw badInput('This project is archived', 'projectId');
      return {
        skip: (ticket) => (ticket.projectId === project.id ? `Already in ${project.name}` : null),
        apply: (ticket) => {
          ticket.projectId = project.id;
        },
      };
    }
    default: {
      const _never: never = action;
      throw badInput(`Unknown bulk action ${String(_never)}`, 'action');
    }
  }
}

/** Runs a bulk action; answers the tickets changed and those skipped with why. */
export function bulkTickets(scope: Scope, input: Input) {
  requireWrite(scope);
  const ids = Array.isArray(input['ticketIds']) ? (input['ticketIds'] as unknown[]) : [];
  if (ids.length === 0) throw badInput('Select at least one ticket', 'ticketIds');
  if (ids.length > WORK_LIMITS.bulk) throw badInput(`A bulk action takes at most ${WORK_LIMITS.bulk} tickets`, 'ticketIds');
  const tickets = [...new Set(ids)].map((id) => ticketOf(scope, id, 'ticketIds'));
  const step = stepFor(scope, input['action'] as BulkTicketAction, input);
  const updated: StoredTicket[] = [];
  const skipped: { ticketId: string; reason: string }[] = [];
  for (const ticket of tickets) {
    const reason = step.skip(ticket);
    if (reason !== null) {
      skipped.push({ ticketId: ticket.id, reason });
      continue;
    }
    step.apply(ticket);
    // Done, cancelled or put away: the work on its states stops (and an archived ticket brought back resumes).
    settleWork(ticket, scope.now());
    updated.push(touch(scope.work, ticket));
  }
  return { updated, skipped };
}
