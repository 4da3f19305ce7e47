/**
 * Editing a workflow's ordered states (spec/org-area.md: workflows with ordered states): add,
 * rename, remove, and move with the move directions of §4 (up, down, first, last). A workflow keeps
 * at least one state and at most WORK_LIMITS.workflowStates. One machine: an event that does not
 * apply answers the same list.
 */
import type { WorkflowStep } from './catalogue-records.ts';
import { folded } from './catalogue-filters.ts';
import { requiredText, WORK_LIMITS } from './work.ts';

/** A state as it is being edited: `key` names it on screen; `id` is the stored state's (null for a new one). */
export interface StateDraft {
  readonly key: string;
  readonly id: string | null;
  readonly name: string;
}

/** §4 Move directions. */
export const MOVE_DIRECTIONS = ['up', 'down', 'first', 'last'] as const;
/** One of the move directions. */
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** What the person does to the list of states. */
export type StateListEvent =
  /** `key` comes from the caller, so the list stays a pure function of its events. */
  | { readonly type: 'add'; readonly key: string; readonly name: string }
  | { readonly type: 'rename'; readonly key: string; readonly name: string }
  | { readonly type: 'remove'; readonly key: string }
  | { readonly type: 'move'; readonly key: string; readonly direction: MoveDirection };

/** The drafts of a stored workflow's states, in order. */
export const draftsOf = (states: readonly WorkflowStep[]): readonly StateDraft[] => states.map((state) => ({ key: `state-${state.id}`, id: state.id, name: state.name }));

/** Where a state would go when moved, or null when it cannot move that way. */
export function moveTarget(list: readonly StateDraft[], key: string, direction: MoveDirection): number | null {
  const from = list.findIndex((state) => state.key === key);
  if (from === -1) return null;
  const last = list.length - 1;
  const to = direction === 'up' ? from - 1 : direction === 'down' ? from + 1 : direction === 'first' ? 0 : last;
  return to < 0 || to > last || to === from ? null : to;
}

/** Whether a state can move that way (the first state cannot go up, the last cannot go down). */
export const canMove = (list: readonly StateDraft[], key: string, direction: MoveDirection): boolean => moveTarget(list, key, direction) !== null;

/** Whether a state can be removed: a workflow keeps at least one. */
export const canRemove = (list: readonly StateDraft[], key: string): boolean => list.length > 1 && list.some((state) => state.key === key);

/** Whether another state can be added. */
export const canAdd = (list: readonly StateDraft[]): boolean => list.length < WORK_LIMITS.workflowStates;

/** The next list of states. */
export function transition(list: readonly StateDraft[], event: StateListEvent): readonly StateDraft[] {
  switch (event.type) {
    case 'add':
      if (!canAdd(list) || list.some((state) => state.key === event.key)) return list;
      return [...list, { key: event.key, id: null, name: event.name }];
    case 'rename': {
      const index = list.findIndex((state) => state.key === event.key);
      if (index === -1 || list[index]!.name === event.name) return list;
      return list.map((state, at) => (at === index ? { ...state, name: event.name } : state));
    }
    case 'remove':
      return canRemove(list, event.key) ? list.filter((state) => state.key !== event.key) : list;
    case 'move': {
      const to = moveTarget(list, event.key, event.direction);
      if (to === null) return list;
      const moving = list.find((state) => state.key === event.key)!;
      const rest = list.filter((state) => state.key !== event.key);
      return [...rest.slice(0, to), moving, ...rest.slice(to)];
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** A state as the server takes it (WorkflowStateInput). */
export interface StateInput {
  readonly id?: string;
  readonly name: string;
}

/** The checked states: trimmed names, in order; or the message for each state key that is wrong, and one for the list. */
export type CheckedStates =
  | { readonly ok: true; readonly value: readonly StateInput[] }
  | { readonly ok: false; readonly list: string | null; readonly byKey: Readonly<Record<string, string>> };

/** Checks the states like the server: at least one, at most the limit, each named, no name twice. */
export function checkStates(list: readonly StateDraft[]): CheckedStates {
  const byKey: Record<string, string> = {};
  const seen = new Set<string>();
  const value: StateInput[] = [];
  for (const state of list) {
    const name = requiredText(state.name, 'State name', WORK_LIMITS.name);
    if (!name.ok) {
      byKey[state.key] = name.message;
      continue;
    }
    const key = folded(name.value);
    if (seen.has(key)) byKey[state.key] = `Another state is already named ${name.value}`;
    seen.add(key);
    value.push(state.id === null ? { name: name.value } : { id: state.id, name: name.value });
  }
  const listProblem =
    list.length === 0 ? 'A workflow needs at least one state' : list.length > WORK_LIMITS.workflowStates ? `A workflow has at most ${WORK_LIMITS.workflowStates} states` : null;
  if (listProblem !== null || Object.keys(byKey).length > 0) return { ok: false, list: listProblem, byKey };
  return { ok: true, value };
}
