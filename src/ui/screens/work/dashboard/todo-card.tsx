/**
 * My to-do list: Enter in the field adds, a checkbox marks each done, Rename edits in place (Enter
 * saves, Escape cancels), Move up / Move down reorder, Delete removes; every button names its item.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { TodoListModel } from '../../../../application/work/dashboard-model.ts';
import type { TodoItem } from '../../../../application/work/dashboard-gateway.port.ts';
import { Card, CardEmpty } from './dashboard-card.tsx';

/** Where the focus goes once the list has changed under it: a button of a row, or the new to-do field. */
type FocusTarget = { readonly id: string; readonly action: 'up' | 'down' | 'delete' } | 'add';

export function TodoCard({ model }: { readonly model: TodoListModel }) {
  useSignals();
  const items = model.items.value;
  const done = items.filter((item) => item.done).length;
  const list = useRef<HTMLUListElement>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const pending = useRef<FocusTarget | null>(null);
  useLayoutEffect(() => {
    // A removed or moved row takes its focused button away: hand the focus to what comes next,
    // in the same commit (an effect would leave the page focused on <body> for a frame).
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target === 'add') return addInput.current?.focus();
    const row = list.current?.querySelector(`[data-todo="${CSS.escape(target.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action === 'up' ? 'down' : 'up'}"]`);
    const button = wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : row?.querySelector<HTMLButtonElement>('[data-action="delete"]');
    (button ?? addInput.current)?.focus();
  }, [items]);
  const actions: RowActions = {
    move: (id, by) => {
      pending.current = { id, action: by < 0 ? 'up' : 'down' };
      void model.move(id, by);
    },
    remove: (id) => {
      const index = items.findIndex((item) => item.id === id);
      const neighbour = items[index + 1] ?? items[index - 1];
      pending.current = neighbour ? { id: neighbour.id, action: 'delete' } : 'add';
      void model.remove(id);
    },
  };
  return (
    <Card id="todos" title="To-do list" count={items.length - done} className="dash-todos">
      {items.length === 0 ? <CardEmpty text={model.canChange ? 'Your to-do list is empty. Add what you want to remember.' : 'Visitors keep no to-do list here.'} /> : null}
      {items.length > 0 ? (
        <ul ref={list} className="todo-list" aria-label="To-dos">
          {items.map((item, index) => (
            <TodoRow key={item.id} model={model} actions={actions} item={item} first={index === 0} last={index === items.length - 1} />
          ))}
        </ul>
      ) : null}
      {model.canChange ? <AddTodo model={model} input={addInput} /> : null}
    </Card>
  );
}

interface RowActions {
  readonly move: (id: string, by: -1 | 1) => void;
  readonly remove: (id: string) => void;
}

function AddTodo({ model, input }: { readonly model: TodoListModel; readonly input: RefObject<HTMLInputElement | null> }) {
  useSignals();
  const id = useId();
  const error = model.draftError.value;
  const adding = model.adding.value;
  return (
    <form
      className="todo-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.add().then(() => input.current?.focus());
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        New to-do
      </label>
      <input
        id={id}
        ref={input}
        className="form-input"
        placeholder="Add a to-do…"
        value={model.draft.value}
        // Read-only (not disabled) while adding: a disabled field would drop the focus to the page.
        readOnly={adding}
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => model.setDraft(event.target.value)}
      />
      <button type="submit" className="button button-small" aria-disabled={adding || undefined}>
        Add
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error todo-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function TodoRow({ model, actions, item, first, last }: { readonly model: TodoListModel; readonly actions: RowActions; readonly item: TodoItem; readonly first: boolean; readonly last: boolean }) {
  const [editing, setEditing] = useState(false);
  const checkId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back from editing: the focus returns to the Rename button.
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) return <TodoEditor model={model} item={item} close={() => setEditing(false)} />;
  return (
    <li className="todo-item" data-todo={item.id} data-done={item.done || undefined}>
      <input id={checkId} type="checkbox" checked={item.done} disabled={!model.canChange} onChange={() => void model.toggle(item.id)} />
      <label htmlFor={checkId} className="todo-text">
        {item.text}
      </label>
      {model.canChange ? (
        <span className="todo-actions">
          <button type="button" className="todo-icon" data-action="up" aria-label={`Move up: ${item.text}`} disabled={first} onClick={() => actions.move(item.id, -1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="todo-icon" data-action="down" aria-label={`Move down: ${item.text}`} disabled={last} onClick={() => actions.move(item.id, 1)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button ref={renameButton} type="button" className="todo-icon" aria-label={`Rename: ${item.text}`} onClick={() => setEditing(true)}>
            <span aria-hidden="true">✎</span>
          </button>
          <button type="button" className="todo-icon todo-delete" data-action="delete" aria-label={`Delete: ${item.text}`} onClick={() => actions.remove(item.id)}>
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      ) : null}
    </li>
  );
}

function TodoEditor({ model, item, close }: { readonly model: TodoListModel; readonly item: TodoItem; readonly close: () => void }) {
  const id = useId();
  const [text, setText] = useState(item.text);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const problem = await model.rename(item.id, text);
    if (problem) setError(problem);
    else close();
  };
  return (
    <li className="todo-item todo-editing">
      <form
        className="todo-rename"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          Rename to-do
        </label>
        <input
          id={id}
          className="form-input"
          value={text}
          autoFocus
          aria-invalid={error ? true : undefined}
          data-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        />
        <button type="submit" className="button button-small">
          Save
        </button>
        <button type="button" className="button button-small button-quiet" onClick={close}>
          Cancel
        </button>
        {error ? (
          <p id={`${id}-error`} className="field-error todo-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
