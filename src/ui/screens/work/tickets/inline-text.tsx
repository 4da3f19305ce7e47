/**
 * Editing text in place: click or Enter on the text to edit, Escape cancels, Enter (Ctrl+Enter in
 * a multi-line text), Save or leaving the field saves; a failure keeps the edit open with the
 * message. And a small form that adds a text (a comment, a checklist item, a note).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createInlineEditModel } from '../../../../application/work/ticket-inline-edit-model.ts';
import type { ChangeResult } from '../../../../application/work/ticket-model.ts';
import { checkText, type InPlaceField } from '../../../../domain/work/ticket-form.ts';
import { Spinner } from '../../../components/spinner.tsx';

export interface InlineTextProps {
  readonly label: string;
  readonly field: InPlaceField;
  readonly value: string;
  readonly save: (value: string) => Promise<ChangeResult>;
  readonly readOnly: boolean;
  readonly multiline?: boolean;
  /** How the value shows when not editing. */
  readonly display?: (value: string) => ReactNode;
  readonly placeholder?: string;
  readonly className?: string;
}

export function InlineText({ label, field, value, save, readOnly, multiline = false, display, placeholder = 'Empty', className }: InlineTextProps) {
  useSignals();
  const id = useId();
  // The latest value and save, read by a model made once per field.
  const current = useMemo(() => ({ value, save }), []);
  current.value = value;
  current.save = save;
  const model = useMemo(() => createInlineEditModel({ check: (draft) => checkText(field, draft), save: (text) => current.save(text), current: () => current.value }), [field]);
  const state = model.state.value;
  const shown = display ? display(value) : value;
  const editorInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const displayButton = useRef<HTMLDivElement>(null);
  // Set when the person ends the edit from inside it (Enter, Save, Escape, Cancel): focus then
  // comes back to the text, instead of falling to the page when the editor goes away.
  const refocus = useRef(false);
  const failed = state.status === 'editing' ? state.error : null;
  useEffect(() => {
    // A refused or failed save hands the field back to the person.
    if (failed) editorInput.current?.focus();
  }, [failed]);
  useEffect(() => {
    if (state.status !== 'viewing' || !refocus.current) return;
    refocus.current = false;
    displayButton.current?.focus();
  }, [state.status]);
  // An edit that opens takes the focus, every time (see focus-on-mount.ts), with the caret at the end.
  const editing = state.status !== 'viewing';
  useEffect(() => {
    const input = editorInput.current;
    if (!editing || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [editing]);
  const finish = (end: () => void) => {
    refocus.current = true;
    end();
  };

  if (state.status === 'viewing') {
    if (readOnly) return <div className={`inline-text ${className ?? ''}`}>{value === '' ? <span className="muted">{placeholder}</span> : shown}</div>;
    return (
      <div
        ref={displayButton}
        role="button"
        tabIndex={0}
        className={`inline-text inline-text-editable ${className ?? ''}`}
        aria-label={`${label}: ${value || placeholder}. Press Enter to edit`}
        onClick={() => model.start(value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            model.start(value);
          }
        }}
      >
        {value === '' ? <span className="muted">{placeholder}</span> : shown}
        <span className="inline-edit-hint" aria-hidden="true">
          ✎
        </span>
      </div>
    );
  }

  const saving = state.status === 'saving';
  const error = state.status === 'editing' ? state.error : null;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(model.cancel);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(() => void model.save());
    }
  };
  const common = {
    id,
    ref: editorInput,
    value: state.draft,
    // Read-only (not disabled) while saving: a disabled field would drop the focus to the page.
    readOnly: saving,
    'aria-disabled': saving || undefined,
    'aria-invalid': error ? true : undefined,
    'data-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => model.change(event.target.value),
    onKeyDown,
  };
  return (
    <div
      className={`inline-text-editor ${className ?? ''}`}
      onBlur={(event) => {
        // Leaving the editor (not moving to its own buttons) saves.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void model.save();
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea className="form-textarea" rows={6} {...common} /> : <input className="form-input" {...common} />}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="inline-actions">
        <button type="button" className="button button-primary button-small" disabled={saving} onClick={() => finish(() => void model.save())}>
          {saving ? <Spinner /> : null}
          Save
        </button>
        <button type="button" className="button button-small" disabled={saving} onMouseDown={(event) => event.preventDefault()} onClick={() => finish(model.cancel)}>
          Cancel
        </button>
        {multiline ? <span className="field-hint">Ctrl+Enter saves, Escape cancels</span> : null}
      </div>
    </div>
  );
}

export interface AddTextFormProps {
  readonly label: string;
  readonly action: string;
  /** The button's name for assistive technology when `action` alone repeats on the page ("Add note, Design"). */
  readonly actionName?: string;
  readonly field: InPlaceField;
  readonly onAdd: (text: string) => Promise<ChangeResult>;
  readonly multiline?: boolean;
  readonly placeholder?: string;
  readonly children?: ReactNode;
}

/** A text and a button: cleared once added, kept with the message when refused. */
export function AddTextForm({ label, action, actionName, field, onAdd, multiline = false, placeholder, children }: AddTextFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = async () => {
    if (busy) return;
    const checked = checkText(field, text);
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    const result = await onAdd(checked.value);
    setBusy(false);
    if (result.ok) {
      setText('');
      setError(null);
    } else setError(result.message);
    // The field is ready for the next one (or to fix this one), unless the person went elsewhere meanwhile.
    const active = document.activeElement;
    if (active === null || active === document.body || form.current?.contains(active)) input.current?.focus();
  };
  const common = {
    id,
    ref: input,
    value: text,
    placeholder,
    // Read-only (not disabled) while adding: a disabled field would drop the focus to the page.
    readOnly: busy,
    'aria-disabled': busy || undefined,
    'aria-invalid': error ? true : undefined,
    'data-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(event.target.value);
      if (error) setError(null);
    },
  };
  return (
    <form
      ref={form}
      className="add-text-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {children}
      {multiline ? (
        <textarea
          className="form-textarea"
          rows={3}
          {...common}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      ) : (
        <input className="form-input" {...common} />
      )}
      <button type="submit" className="button" aria-disabled={busy || undefined} aria-label={actionName}>
        {busy ? <Spinner /> : null}
        {action}
      </button>
      {error ? (
        <span id={`${id}-error`} className="field-error add-text-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
