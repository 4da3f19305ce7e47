/**
 * A workflow's ordered states: one row per state with its name and buttons to move it (up, down,
 * first, last) and remove it; Alt+Arrow keys (and Alt+Home/End) in a name move that state too.
 * Focus follows the state that moved.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { stateErrorKey, type WorkflowEditor } from '../../../../application/work/catalogue-workflow-editor.ts';
import type { MoveDirection } from '../../../../domain/work/catalogue-workflow-states.ts';
import { RequiredMarker } from '../../../components/form-fields.tsx';

const MOVES: readonly { readonly direction: MoveDirection; readonly label: string; readonly icon: string }[] = [
  { direction: 'first', label: 'to the top', icon: '⤒' },
  { direction: 'up', label: 'up', icon: '↑' },
  { direction: 'down', label: 'down', icon: '↓' },
  { direction: 'last', label: 'to the bottom', icon: '⤓' },
];

const KEY_MOVES: Readonly<Record<string, MoveDirection>> = { ArrowUp: 'up', ArrowDown: 'down', Home: 'first', End: 'last' };

/** The ordered states of a workflow form. */
export function WorkflowStatesEditor({ editor }: { readonly editor: WorkflowEditor }) {
  useSignals();
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<{ readonly key: string; readonly target: 'input' | MoveDirection } | null>(null);
  const states = editor.values.value.states;
  const errors = editor.errors.value;
  const busy = editor.state.value.status !== 'editing';

  useEffect(() => {
    // After a move, an add or a removal: focus stays with the state the person is working on.
    const next = focusNext.current;
    if (!next || !list.current) return;
    focusNext.current = null;
    const row = list.current.querySelector<HTMLElement>(`[data-state-key="${CSS.escape(next.key)}"]`);
    const button = next.target === 'input' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${next.target}"]:not([disabled])`);
    (button ?? row?.querySelector<HTMLInputElement>('input'))?.focus();
  });

  const move = (key: string, direction: MoveDirection, target: 'input' | MoveDirection) => {
    if (!editor.canMove(key, direction)) return;
    focusNext.current = { key, target };
    editor.moveState(key, direction);
  };

  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    const direction = event.altKey ? KEY_MOVES[event.key] : undefined;
    if (!direction) return;
    event.preventDefault();
    move(key, direction, 'input');
  };

  const remove = (key: string) => {
    const at = states.findIndex((state) => state.key === key);
    const neighbour = states[at + 1] ?? states[at - 1];
    if (neighbour) focusNext.current = { key: neighbour.key, target: 'input' };
    editor.removeState(key);
  };

  const add = () => {
    const key = editor.addState();
    if (key !== null) focusNext.current = { key, target: 'input' };
  };

  return (
    <fieldset className="states-editor" aria-describedby="states-help">
      <legend className="form-label">
        States
        <RequiredMarker />
      </legend>
      <p id="states-help" className="field-hint">
        In the order a ticket runs through them. Move a state with its buttons, or with Alt+↑ and Alt+↓ in its name.
      </p>
      <ol ref={list} className="states-list">
        {states.map((state, index) => {
          const error = errors[stateErrorKey(state.key)];
          const label = state.name.trim() || `state ${index + 1}`;
          return (
            <li key={state.key} className="states-row" data-state-key={state.key}>
              <span className="states-position" aria-hidden="true">
                {index + 1}
              </span>
              <TextField
                className="states-name"
                name={stateErrorKey(state.key)}
                value={state.name}
                onChange={(name) => editor.renameState(state.key, name)}
                isInvalid={error !== undefined}
                isDisabled={busy}
                isRequired
                validationBehavior="aria"
              >
                <Label className="visually-hidden">Name of state {index + 1}</Label>
                <Input className="form-input" placeholder="Name, e.g. Review" onKeyDown={onKeyDown(state.key)} />
                <FieldError className="field-error">
                  <span role="alert">{error}</span>
                </FieldError>
              </TextField>
              <span className="states-buttons">
                {MOVES.map((entry) => (
                  <Button
                    key={entry.direction}
                    className="button button-icon"
                    data-move={entry.direction}
                    aria-label={`Move ${label} ${entry.label}`}
                    isDisabled={busy || !editor.canMove(state.key, entry.direction)}
                    onPress={() => move(state.key, entry.direction, entry.direction)}
                  >
                    <span aria-hidden="true">{entry.icon}</span>
                  </Button>
                ))}
                <Button
                  className="button button-icon button-remove"
                  aria-label={`Remove ${label}`}
                  isDisabled={busy || !editor.canRemove.value}
                  onPress={() => remove(state.key)}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {errors['states'] ? (
        <p className="field-error" role="alert">
          {errors['states']}
        </p>
      ) : null}
      <Button className="button" isDisabled={busy || !editor.canAdd.value} onPress={add}>
        Add a state
      </Button>
    </fieldset>
  );
}
