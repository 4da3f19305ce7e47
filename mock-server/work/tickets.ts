/**
 * Tickets of an organization: creation (its states from the workflow's), edits of the ticket's own
 * fields, favourites, and the derived facts (display state, health) the domain computes.
 */
import type { RoleStatus } from '../../src/domain/shared/role.ts';
import { displayState, naturalSortKey, optionalText, requiredText, ticketHealth, WORK_LIMITS, type TicketFacts, type TicketHealth } from '../../src/domain/work/work.ts';
import {
  badInput,
  checkedText,
  distinctIds,
  given,
  isoOrNull,
  keptOrAcceptedRoleOf,
  workerRoleOf,
  present,
  productOf,
  projectOf,
  tagOf,
  ticketOf,
  workflowOf,
} from './checks.ts';
import { requireWrite, type Scope } from './scope.ts';
import { settleWork } from './worked-spans.ts';
import type { OrgWork, StoredTicket, StoredTicketState, StoredWorkflow, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

/** Fills what is derived from a ticket: its display state, sort key and search text. */
export function derive(ticket: StoredTicket): void {
  ticket.display = displayState(facts(ticket, () => 'ACCEPTED'));
  ticket.titleKey = naturalSortKey(ticket.title);
  ticket.searchText = `${ticket.title}\n${ticket.description}`.toLowerCase();
}

/**
 * Refreshes what is derived from a ticket after a change and marks it changed: the organization's
 * version moves (memoized counts) and the ticket is written back before the transaction commits.
 */
export function touch(work: OrgWork, ticket: StoredTicket): StoredTicket {
  derive(ticket);
  work.version += 1;
  work.unsaved.add(ticket.id);
  return ticket;
}

/** What the domain rules read of a ticket; `statusOf` answers an assignee's role status. */
export function facts(ticket: StoredTicket, statusOf: (roleId: string) => RoleStatus): TicketFacts {
  return {
    status: ticket.status,
    publication: ticket.publication,
    states: ticket.states.map((state) => ({
      assignee: state.assigneeId === null ? null : { status: statusOf(state.assigneeId) },
      estimate: state.estimate,
      active: state.active,
      blocked: state.blocked,
      done: state.done,
    })),
  };
}

/** A ticket's health, with its assignees' current role status. */
export function healthOf(ticket: StoredTicket, statusOf: (roleId: string) => RoleStatus | undefined): TicketHealth {
  return ticketHealth(facts(ticket, (id) => statusOf(id) ?? 'DEACTIVATED'));
}

/** The organization's default workflow (there is always one once the organization exists). */
export function defaultWorkflow(work: OrgWork): StoredWorkflow | undefined {
  for (const workflow of work.workflows.values()) if (workflow.isDefault) return workflow;
  return undefined;
}

/** Fresh ticket states following a workflow's states. */
export function statesFor(store: WorkStore, workflow: StoredWorkflow | undefined): StoredTicketState[] {
  return (workflow?.states ?? []).map((state) => ({
    id: store.nextId('ticketState'),
    workflowStateId: state.id,
    name: state.name,
    assigneeId: null,
    estimate: null,
    splittable: false,
    active: false,
    blocked: false,
    done: false,
    notes: [],
  }));
}

function publicationOf(value: unknown, allowed: readonly string[]): StoredTicket['publication'] {
  if (typeof value !== 'string' || !allowed.includes(value)) throw badInput(`The publication must be one of ${allowed.join(', ')}`, 'publication');
  return value as StoredTicket['publication'];
}

/** A new ticket's fields, checked. */
export interface NewTicket {
  readonly title: string;
  readonly description: string;
  readonly projectId: string | null;
  readonly productId: string | null;
  readonly workflow: StoredWorkflow;
  readonly tagIds: string[];
  readonly publication: StoredTicket['publication'];
  readonly ownerId: string;
  readonly dueDate: string | null;
  readonly plan?: readonly { readonly assigneeId: string | null; readonly estimate: StoredTicketState['estimate'] }[];
}

/** The ticket operations. */
export function createTickets(store: WorkStore) {
  function add(scope: Scope, fields: NewTicket): StoredTicket {
    const work = scope.work;
    const id = store.nextId('ticket');
    const states = statesFor(store, fields.workflow);
    fields.plan?.forEach((planned, position) => {
      const state = states[position];
      if (!state) return;
      state.assigneeId = planned.assigneeId;
      state.estimate = planned.estimate;
    });
    const ticket: StoredTicket = {
      id,
      seq: Number(id),
      organizationId: scope.organizationId,
      localId: work.nextLocalId++,
      title: fields.title,
      description: fields.description,
      projectId: fields.projectId,
      productId: fields.productId,
      workflowId: fields.workflow.id,
      tagIds: fields.tagIds,
      ownerId: fields.ownerId,
      watcherIds: [],
      status: 'UNSCHEDULED',
      publication: fields.publication,
      estimateRequested: false,
      createdAt: scope.now(),
      scheduledAt: null,
      closedAt: null,
      eta: null,
      etaP50: null,
      projectionProblem: null,
      dueDate: fields.dueDate,
      states,
      checklist: [],
      comments: [],
      display: 'Draft',
      titleKey: '',
      searchText: '',
    };
    work.tickets.set(ticket.id, ticket);
    work.ticketList.push(ticket);
    return touch(work, ticket);
  }

  return {
    /** Creates a ticket: owner the caller, states from its workflow (the default one when none). */
    create(scope: Scope, input: Input): StoredTicket {
      requireWrite(scope);
      const work = scope.work;
      const title = checkedText(requiredText(input['title'], 'Title', WORK_LIMITS.title), 'title');
      const description = checkedText(optionalText(input['description'], 'Description', WORK_LIMITS.longText), 'description');
      const projectId = present(input, 'projectId') ? projectOf(scope, input['projectId']).id : null;
      if (projectId !== null && work.projects.get(projectId)!.stage === 'ARCHIVED') throw badInput('This project is archived', 'projectId');
      const productId = present(input, 'productId') ? productOf(scope, input['productId']).id : null;
      const workflow = present(input, 'workflowId') ? workflowOf(scope, input['workflowId']) : defaultWorkflow(work);
      if (!workflow) throw badInput('This organization has no workflow yet', 'workflowId');
      const tagIds = distinctIds(input['tagIds'], (id) => tagOf(scope, id));
      const publication = present(input, 'publication') ? publicationOf(input['publication'], ['DRAFT', 'PUBLISHED']) : 'PUBLISHED';
      return add(scope, { title, description, projectId, productId, workflow, tagIds, publication, ownerId: scope.role.id, dueDate: isoOrNull(input['dueDate'], 'dueDate') });
    },

    /** Adds a ticket whose fields are already checked; `plan` gives its states' assignees and estimates, in order. */
    add,

    /** Changes the fields given; null clears an optional reference. Checks everything before changing anything. */
    update(scope: Scope, id: unknown, input: Input): StoredTicket {
      requireWrite(scope);
      const ticket = ticketOf(scope, id, 'id');
      const next: Partial<StoredTicket> = {};
      if (given(input, 'title')) next.title = checkedText(requiredText(input['title'], 'Title', WORK_LIMITS.title), 'title');
      if (given(input, 'description')) next.description = checkedText(optionalText(input['description'], 'Description', WORK_LIMITS.longText), 'description');
      if (given(input, 'projectId')) {
        const project = present(input, 'projectId') ? projectOf(scope, input['projectId']) : null;
        if (project && project.stage === 'ARCHIVED' && project.id !== ticket.projectId) throw badInput('This project is archived', 'projectId');
        next.projectId = project?.id ?? null;
      }
      if (given(input, 'productId')) next.productId = present(input, 'productId') ? productOf(scope, input['productId']).id : null;
      if (given(input, 'tagIds')) next.tagIds = distinctIds(input['tagIds'], (tag) => tagOf(scope, tag));
      if (present(input, 'publication')) next.publication = publicationOf(input['publication'], ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'DELETED']);
      if (given(input, 'ownerId')) {
        if (!present(input, 'ownerId')) throw badInput('A ticket keeps an owner', 'ownerId');
        next.ownerId = workerRoleOf(scope, input['ownerId'], 'ownerId', [ticket.ownerId]).id;
      }
      if (given(input, 'dueDate')) next.dueDate = isoOrNull(input['dueDate'], 'dueDate');
      if (given(input, 'watcherIds')) next.watcherIds = distinctIds(input['watcherIds'], (role) => keptOrAcceptedRoleOf(scope, role, 'watcherIds', ticket.watcherIds));
      Object.assign(ticket, next);
      // Archived or deleted, its work stops; published again, an in-progress state resumes.
      if (next.publication !== undefined) settleWork(ticket, scope.now());
      return touch(scope.work, ticket);
    },

    /** Marks or unmarks a ticket as one of the caller's favourites (a personal choice: visitors may too). */
    setFavorite(scope: Scope, ticketId: unknown, favorite: boolean): StoredTicket {
      const ticket = ticketOf(scope, ticketId);
      const favorites = scope.work.favorites;
      const mine = favorites.get(scope.role.id) ?? new Set<string>();
      if (favorite) mine.add(ticket.id);
      else mine.delete(ticket.id);
      favorites.set(scope.role.id, mine);
      return ticket;
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;
