/**
 * The workflow form: name, description and the ordered states (add, rename, remove, move up, down,
 * first, last), checked together like the server checks them.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import { validateNamed } from '../../domain/work/catalogue-forms.ts';
import type { Workflow } from '../../domain/work/catalogue-records.ts';
import * as States from '../../domain/work/catalogue-workflow-states.ts';
import type { FieldError, Validated } from '../../domain/shared/result.ts';
import { createCatalogueEditor, type CatalogueEditor, type CatalogueEditorSpec } from './catalogue-editor.ts';
import type { WorkflowInput } from './catalogue-gateway.port.ts';

/** The workflow form's values. */
export interface WorkflowFields {
  readonly name: string;
  readonly description: string;
  readonly states: readonly States.StateDraft[];
}

/** The error key of one state's name. */
export const stateErrorKey = (key: string): string => `state:${key}`;

/** Checks a workflow form: name and description, then every state; list problems go under 'states'. */
export function validateWorkflowFields(fields: WorkflowFields): Validated<WorkflowInput> {
  const named = validateNamed(fields);
  const states = States.checkStates(fields.states);
  const errors: FieldError[] = named.ok ? [] : [...named.errors];
  if (!states.ok) {
    if (states.list !== null) errors.push({ field: 'states', message: states.list });
    for (const [key, message] of Object.entries(states.byKey)) errors.push({ field: stateErrorKey(key), message });
  }
  if (!named.ok || !states.ok) return { ok: false, errors };
  return { ok: true, value: { ...named.value, states: states.value } };
}

/** The workflow form, with its states editing. */
export interface WorkflowEditor extends CatalogueEditor<WorkflowFields> {
  /** Adds a state at the end (empty name unless given); answers its key, so the page can focus it. */
  readonly addState: (name?: string) => string | null;
  readonly renameState: (key: string, name: string) => void;
  readonly removeState: (key: string) => void;
  readonly moveState: (key: string, direction: States.MoveDirection) => void;
  readonly canMove: (key: string, direction: States.MoveDirection) => boolean;
  readonly canRemove: ReadonlySignal<boolean>;
  readonly canAdd: ReadonlySignal<boolean>;
}

/** The starting values for a workflow, or for a new one (one state to begin with). */
export function workflowFieldsOf(workflow: Workflow | null): WorkflowFields {
  if (workflow === null) return { name: '', description: '', states: [{ key: 'new-1', id: null, name: '' }] };
  return { name: workflow.name, description: workflow.description, states: States.draftsOf(workflow.states) };
}

/** Builds the workflow form over the generic catalogue form. */
export function createWorkflowEditor<R>(spec: Omit<CatalogueEditorSpec<WorkflowFields, WorkflowInput, R>, 'validate'>): WorkflowEditor {
  const editor = createCatalogueEditor({ ...spec, validate: validateWorkflowFields });
  let next = editor.values.value.states.length + 1;
  const edit = (event: States.StateListEvent) => {
    const states = States.transition(editor.values.value.states, event);
    if (states !== editor.values.value.states) editor.set('states', states);
  };
  return {
    ...editor,
    addState: (name = '') => {
      if (!States.canAdd(editor.values.value.states) || editor.state.value.status !== 'editing') return null;
      let key = `new-${next++}`;
      while (editor.values.value.states.some((state) => state.key === key)) key = `new-${next++}`;
      edit({ type: 'add', key, name });
      return key;
    },
    renameState: (key, name) => edit({ type: 'rename', key, name }),
    removeState: (key) => edit({ type: 'remove', key }),
    moveState: (key, direction) => edit({ type: 'move', key, direction }),
    canMove: (key, direction) => States.canMove(editor.values.value.states, key, direction),
    canRemove: computed(() => editor.values.value.states.length > 1),
    canAdd: computed(() => States.canAdd(editor.values.value.states)),
  };
}
