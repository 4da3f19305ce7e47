/** The choosers of the ticket forms, over the area's pick lists: labelled native selects and tag toggles. */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { PickListsModel } from '../../../../application/ticket-pick-lists-model.ts';
import { TagChip } from './ticket-bits.tsx';

interface SelectProps {
  readonly picks: PickListsModel;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly label?: string;
  /** What the empty choice says. */
  readonly none?: string;
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

/** A project of the tree, indented under its parent. */
export function ProjectSelect({ picks, value, onChange, disabled, label = 'Project', none = 'No project' }: SelectProps) {
  useSignals();
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className="form-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {picks.projectTree.value.map(({ project, depth }) => (
          <option key={project.id} value={project.id}>
            {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${project.name}`}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ProductSelect({ picks, value, onChange, disabled, label = 'Product', none = 'No product' }: SelectProps) {
  useSignals();
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className="form-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {picks.lists.value.products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function WorkflowSelect({ picks, value, onChange, disabled, label = 'Workflow' }: SelectProps) {
  useSignals();
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className="form-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {picks.lists.value.workflows.map((workflow) => (
          <option key={workflow.id} value={workflow.id}>
            {workflow.name}
            {workflow.isDefault ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A person of the organization, or nobody. */
export function PersonSelect({ picks, value, onChange, disabled, label = 'Assignee', none = 'Nobody' }: SelectProps) {
  useSignals();
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className="form-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {picks.lists.value.people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Tags as toggles in their colours. */
export function TagPicker({ picks, value, onChange, disabled }: { readonly picks: PickListsModel; readonly value: readonly string[]; readonly onChange: (ids: readonly string[]) => void; readonly disabled?: boolean }) {
  useSignals();
  const tags = picks.lists.value.tags;
  return (
    <fieldset className="tag-picker" disabled={disabled}>
      <legend className="form-label">Tags</legend>
      {tags.length === 0 ? <p className="muted">No tags yet: administrators add them under Admin › Tags.</p> : null}
      <div className="tag-options">
        {tags.map((tag) => {
          const on = value.includes(tag.id);
          return (
            <label key={tag.id} className="tag-option" data-on={on || undefined}>
              <input type="checkbox" checked={on} onChange={() => onChange(on ? value.filter((id) => id !== tag.id) : [...value, tag.id])} />
              <TagChip tag={tag} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
