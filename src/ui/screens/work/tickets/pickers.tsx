/** The choosers of the ticket forms, over the area's pick lists: labelled native selects, tag and watcher toggles, a date field. */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import type { PickListsModel } from '../../../../application/work/ticket-pick-lists-model.ts';
import { assignablePeople, type TicketPerson } from '../../../../domain/work/ticket-types.ts';
import { TagChip } from './ticket-bits.tsx';

interface SelectProps {
  readonly picks: PickListsModel;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly label?: string;
  /** What the empty choice says. */
  readonly none?: string;
  /** Whose choice this is, when the same label repeats on a page (an assignee per workflow state): named "Assignee, Design". */
  readonly context?: string;
}

function Field({ label, children, id }: { readonly label: string; readonly children: React.ReactNode; readonly id: string }) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Keys that browse a closed native select (the choice shows; it is taken on Enter or on leaving). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A labelled native select of choices; `none` (when given) names the empty choice first. A choice
 * made with the pointer, or in the opened list, is taken at once; arrow keys on the closed select
 * only browse (issue 25, bug 4: one ArrowDown moved a ticket to another project): Enter or leaving
 * the select takes the choice shown, Escape goes back to the one taken. `disabled` (a save running)
 * keeps the select focusable, so the focus never falls to the page: it only ignores changes.
 */
function ChoiceSelect({ label, value, onChange, disabled, none, choices, context }: {
  readonly label: string;
  readonly context?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean | undefined;
  readonly none?: string | null | undefined;
  readonly choices: readonly { readonly id: string; readonly label: string }[];
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const browsing = useRef(false);
  const take = (next: string) => {
    setDraft(null);
    if (!disabled && next !== value) onChange(next);
  };
  return (
    <Field label={label} id={id}>
      <select
        id={id}
        className="form-select"
        aria-label={context ? `${label}, ${context}` : undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={draft !== null ? `${id}-pending` : undefined}
        value={draft ?? value}
        onMouseDown={() => {
          browsing.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) {
            event.preventDefault();
            take(draft);
          } else if (event.key === 'Escape' && draft !== null) {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
          } else {
            browsing.current = BROWSING_KEYS.has(event.key) && !event.altKey;
          }
        }}
        onChange={(event) => {
          const next = event.target.value;
          if (disabled) return;
          if (browsing.current) setDraft(next === value ? null : next);
          else take(next);
        }}
        onBlur={() => {
          browsing.current = false;
          if (draft !== null) take(draft);
        }}
      >
        {none !== undefined && none !== null ? <option value="">{none}</option> : null}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      {draft !== null ? (
        <span id={`${id}-pending`} className="field-hint">
          Enter saves this choice, Escape goes back.
        </span>
      ) : null}
    </Field>
  );
}

/** A project of the tree, indented under its parent. */
export function ProjectSelect({ picks, value, onChange, disabled, label = 'Project', none = 'No project' }: SelectProps) {
  useSignals();
  const choices = picks.projectTree.value.map(({ project, depth }) => ({ id: project.id, label: `${'\u00a0\u00a0\u00a0'.repeat(depth)}${project.name}` }));
  return <ChoiceSelect label={label} value={value} onChange={onChange} disabled={disabled} none={none} choices={choices} />;
}

export function ProductSelect({ picks, value, onChange, disabled, label = 'Product', none = 'No product' }: SelectProps) {
  useSignals();
  const choices = picks.lists.value.products.map((product) => ({ id: product.id, label: product.name }));
  return <ChoiceSelect label={label} value={value} onChange={onChange} disabled={disabled} none={none} choices={choices} />;
}

/** Every workflow, the default marked; a ticket always has one. */
export function WorkflowSelect({ picks, value, onChange, disabled, label = 'Workflow' }: SelectProps) {
  useSignals();
  const choices = picks.lists.value.workflows.map((workflow) => ({ id: workflow.id, label: `${workflow.name}${workflow.isDefault ? ' (default)' : ''}` }));
  return <ChoiceSelect label={label} value={value} onChange={onChange} disabled={disabled} choices={choices} />;
}

/**
 * A person who may be given work (accepted, not a visitor). `none` names the empty choice; null
 * offers none (an owner is always someone) unless nothing is chosen yet. A current person no longer
 * offered (deactivated, now a visitor) stays shown until changed.
 */
export function PersonSelect({ picks, value, onChange, disabled, label = 'Assignee', none = 'Nobody', current = null, context }: Omit<SelectProps, 'none'> & { readonly none?: string | null; readonly current?: TicketPerson | null }) {
  useSignals();
  const people = assignablePeople(picks.lists.value.people);
  const missing = current && current.id === value && !people.some((person) => person.id === current.id) ? current : null;
  const choices = [...(missing ? [missing] : []), ...people].map((person) => ({ id: person.id, label: person.name }));
  return <ChoiceSelect label={label} context={context} value={value} onChange={onChange} disabled={disabled} none={none ?? (value === '' ? 'Nobody' : null)} choices={choices} />;
}

/** Tags as toggles in their colours; while a save runs they stay focusable and ignore presses. */
export function TagPicker({ picks, value, onChange, disabled }: { readonly picks: PickListsModel; readonly value: readonly string[]; readonly onChange: (ids: readonly string[]) => void; readonly disabled?: boolean }) {
  useSignals();
  const tags = picks.lists.value.tags;
  return (
    <fieldset className="tag-picker" aria-disabled={disabled || undefined}>
      <legend className="form-label">Tags</legend>
      {tags.length === 0 ? <p className="muted">No tags yet: administrators add them under Admin › Tags.</p> : null}
      <div className="tag-options">
        {tags.map((tag) => {
          const on = value.includes(tag.id);
          return (
            <label key={tag.id} className="tag-option" data-on={on || undefined}>
              <input type="checkbox" checked={on} onChange={() => !disabled && onChange(on ? value.filter((id) => id !== tag.id) : [...value, tag.id])} />
              <TagChip tag={tag} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The ticket's owner: always someone (the server refuses none), never a visitor. */
export function OwnerSelect(props: { readonly picks: PickListsModel; readonly value: string; readonly current: TicketPerson | null; readonly onChange: (id: string) => void; readonly disabled?: boolean }) {
  return <PersonSelect {...props} label="Owner" none={null} />;
}

/** Watchers: people of the organization as toggles. */
export function WatcherPicker({ picks, value, onChange, disabled }: { readonly picks: PickListsModel; readonly value: readonly string[]; readonly onChange: (ids: readonly string[]) => void; readonly disabled?: boolean }) {
  useSignals();
  const people = picks.lists.value.people;
  return (
    <fieldset className="tag-picker watcher-picker" aria-disabled={disabled || undefined}>
      <legend className="form-label">Watchers</legend>
      {people.length === 0 ? <p className="muted">Nobody to choose yet.</p> : null}
      <div className="tag-options">
        {people.map((person) => {
          const on = value.includes(person.id);
          return (
            <label key={person.id} className="tag-option" data-on={on || undefined}>
              <input type="checkbox" checked={on} onChange={() => !disabled && onChange(on ? value.filter((id) => id !== person.id) : [...value, person.id])} />
              {person.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The due date: a labelled date field (`YYYY-MM-DD`) that saves a whole date or a clearing, and a Clear button. */
export function DueDateField({ value, onChange, disabled }: { readonly value: string; readonly onChange: (day: string) => void; readonly disabled?: boolean }) {
  const id = useId();
  return (
    <Field label="Due date" id={id}>
      <span className="due-date-field">
        <input
          id={id}
          type="date"
          className="form-input"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            // A half-typed date reads as '' and invalid: wait until the field holds a whole date or is really emptied.
            if (event.target.value !== '' || !event.target.validity.badInput) onChange(event.target.value);
          }}
        />
        {value !== '' ? (
          <button type="button" className="button button-small" disabled={disabled} onClick={() => onChange('')} aria-label="Clear the due date">
            Clear
          </button>
        ) : null}
      </span>
    </Field>
  );
}
