/**
 * Workflows: ordered states (1 to WORK_LIMITS.workflowStates, names unique within the workflow),
 * exactly one default per organization. Editing keeps the states given by id (their tickets keep
 * their progress), adds the new ones to every ticket of the workflow, and refuses to remove a state
 * while tickets (not deleted) run through it.
 */
import { optionalText, requiredText, WORK_LIMITS } from '../../src/domain/work/work.ts';
import { userError } from '../shared/errors.ts';
import { badInput, checkedText, lookup, nameKey, requireUniqueName, workflowOf } from './checks.ts';
import { ticketCounts } from './counts.ts';
import { requireAdmin, type Scope } from './scope.ts';
import { statesFor, touch } from './tickets.ts';
import type { OrgWork, StoredWorkflow, StoredWorkflowState, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

/** The states a new organization's default workflow has. */
export const STANDARD_WORKFLOW = { name: 'Standard', description: 'Design, build, then review.', states: ['Design', 'Build', 'Review'] } as const;

/** Adds the default workflow of a new organization. */
export function addStandardWorkflow(store: WorkStore, work: OrgWork, createdAt: string): StoredWorkflow {
  const workflow: StoredWorkflow = {
    id: store.nextId('workflow'),
    name: STANDARD_WORKFLOW.name,
    description: STANDARD_WORKFLOW.description,
    isDefault: true,
    states: STANDARD_WORKFLOW.states.map((name) => ({ id: store.nextId('workflowState'), name })),
    createdAt,
  };
  work.workflows.set(workflow.id, workflow);
  return workflow;
}

/** Workflows and their states. */
export function createWorkflows(store: WorkStore) {
  /** The checked fields; states keep the id given (which must be one of `existing`) or get a new one. */
  function fields(scope: Scope, input: Input, existing: StoredWorkflow | null) {
    const name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
    requireUniqueName(scope.work.workflows.values(), name, existing?.id ?? null, 'A workflow');
    const description = checkedText(optionalText(input['description'], 'Description', WORK_LIMITS.description), 'description');
    const given = Array.isArray(input['states']) ? (input['states'] as Input[]) : [];
    if (given.length === 0) throw badInput('A workflow needs at least one state', 'states');
    if (given.length > WORK_LIMITS.workflowStates) throw badInput(`A workflow has at most ${WORK_LIMITS.workflowStates} states`, 'states');
    const names = new Set<string>();
    const ids = new Set<string>();
    const states: StoredWorkflowState[] = given.map((state) => {
      const stateName = checkedText(requiredText(state['name'], 'State name', WORK_LIMITS.name), 'states');
      if (names.has(nameKey(stateName))) throw badInput(`Two states are named "${stateName}"`, 'states');
      names.add(nameKey(stateName));
      const id = state['id'];
      if (id === undefined || id === null) return { id: store.nextId('workflowState'), name: stateName };
      if (typeof id !== 'string' || !existing?.states.some((known) => known.id === id)) throw userError('Workflow state not found', 'NOT_FOUND', { field: 'states' });
      if (ids.has(id)) throw badInput(`The state "${stateName}" is given twice: each state comes once`, 'states');
      ids.add(id);
      return { id, name: stateName };
    });
    return { name, description, states };
  }

  return {
    /** The default workflow first, then by name. */
    list: (scope: Scope) =>
      [...scope.work.workflows.values()].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || nameKey(a.name).localeCompare(nameKey(b.name)) || Number(a.id) - Number(b.id)),
    get: (scope: Scope, id: unknown) => lookup(scope.work.workflows, id),

    /** A new workflow; it is the default when the organization had none. */
    create(scope: Scope, input: Input): StoredWorkflow {
      requireAdmin(scope);
      const checked = fields(scope, input, null);
      const isDefault = ![...scope.work.workflows.values()].some((workflow) => workflow.isDefault);
      const workflow: StoredWorkflow = { id: store.nextId('workflow'), ...checked, isDefault, createdAt: scope.now() };
      scope.work.workflows.set(workflow.id, workflow);
      return workflow;
    },

    update(scope: Scope, id: unknown, input: Input): StoredWorkflow {
      requireAdmin(scope);
      const workflow = workflowOf(scope, id, 'id');
      const checked = fields(scope, input, workflow);
      const kept = new Set(checked.states.map((state) => state.id));
      const removed = workflow.states.filter((state) => !kept.has(state.id));
      const work = scope.work;
      const tickets = work.ticketList.filter((ticket) => ticket.workflowId === workflow.id);
      const live = tickets.filter((ticket) => ticket.publication !== 'DELETED').length;
      if (removed.length > 0 && live > 0) {
        throw badInput(`The state "${removed[0]!.name}" is used by ${live} ticket${live === 1 ? '' : 's'}: it cannot be removed`, 'states');
      }
      Object.assign(workflow, checked);
      // Every ticket of the workflow follows its states: renamed, reordered, new ones added fresh.
      for (const ticket of tickets) {
        const byStateId = new Map(ticket.states.map((state) => [state.workflowStateId, state]));
        ticket.states = workflow.states.map((state) => {
          const current = byStateId.get(state.id);
          if (!current) return statesFor(store, { ...workflow, states: [state] })[0]!;
          current.name = state.name;
          return current;
        });
        touch(work, ticket);
      }
      return workflow;
    },

    /** Makes a workflow the one new tickets get. */
    setDefault(scope: Scope, id: unknown): StoredWorkflow {
      requireAdmin(scope);
      const workflow = workflowOf(scope, id, 'id');
      for (const other of scope.work.workflows.values()) other.isDefault = other.id === workflow.id;
      return workflow;
    },

    /** Refused for the default workflow and while tickets (not deleted) use it. Answers the deleted workflow's id. */
    delete(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const workflow = workflowOf(scope, id, 'id');
      if (workflow.isDefault) throw badInput('The default workflow cannot be deleted: make another one the default first', 'id');
      const used = ticketCounts(scope.work).byWorkflow.get(workflow.id) ?? 0;
      if (used > 0) throw badInput(`${used} ticket${used === 1 ? ' uses' : 's use'} this workflow: it cannot be deleted`, 'id');
      for (const ticket of scope.work.ticketList) {
        if (ticket.workflowId !== workflow.id) continue;
        ticket.workflowId = null;
        touch(scope.work, ticket);
      }
      scope.work.workflows.delete(workflow.id);
      scope.work.version += 1;
      return workflow.id;
    },
  };
}

export type Workflows = ReturnType<typeof createWorkflows>;
