/**
 * A ticket's description on its page: Markdown rendered safely; for those who may write, an Edit
 * button opens the plain text with a preview. Ctrl+Enter or Save saves, Escape or Cancel cancels,
 * and a refused save keeps the text with the message.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createInlineEditModel } from '../../../../application/work/ticket-inline-edit-model.ts';
import type { ChangeResult } from '../../../../application/work/ticket-model.ts';
import { checkText } from '../../../../domain/work/ticket-form.ts';
import { MarkdownView } from '../../../components/markdown-view.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { MarkdownTextarea } from './markdown-textarea.tsx';

export interface DescriptionFieldProps {
  readonly value: string;
  readonly save: (value: string) => Promise<ChangeResult>;
  readonly readOnly: boolean;
}

/** The description: rendered, and editable as plain text with a preview. */
export function DescriptionField({ value, save, readOnly }: DescriptionFieldProps) {
  useSignals();
  const id = useId();
  const current = useMemo(() => ({ value, save }), []);
  current.value = value;
  current.save = save;
  const model = useMemo(() => createInlineEditModel({ check: (draft) => checkText('description', draft), save: (text) => current.save(text), current: () => current.value }), []);
  const state = model.state.value;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = state.status !== 'viewing';
  const error = state.status === 'editing' ? state.error : null;
  const wasEditing = useRef(false);
  useEffect(() => {
    if (error) textarea.current?.focus();
  }, [error]);
  useEffect(() => {
    // Back from editing, focus returns to the Edit button.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (state.status === 'viewing') {
    return (
      <div className="ticket-description">
        {value.trim() === '' ? <p className="muted">No description</p> : <MarkdownView source={value} headingOffset={2} className="markdown ticket-description-body" />}
        {readOnly ? null : (
          <button ref={editButton} type="button" className="button button-small" onClick={() => model.start(value)}>
            Edit description
          </button>
        )}
      </div>
    );
  }
  const saving = state.status === 'saving';
  return (
    <div className="ticket-description ticket-description-editor">
      <label className="visually-hidden" htmlFor={id}>
        Description
      </label>
      <MarkdownTextarea
        id={id}
        textareaRef={textarea}
        value={state.draft}
        onChange={model.change}
        disabled={saving}
        rows={8}
        autoFocus
        invalid={error !== null}
        describedBy={error ? `${id}-error` : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            model.cancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void model.save();
          }
        }}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="inline-actions">
        <button type="button" className="button button-primary button-small" disabled={saving} onClick={() => void model.save()}>
          {saving ? <Spinner /> : null}
          Save description
        </button>
        <button type="button" className="button button-small" disabled={saving} onClick={model.cancel}>
          Cancel
        </button>
        <span className="field-hint">Ctrl+Enter saves, Escape cancels</span>
      </div>
    </div>
  );
}
