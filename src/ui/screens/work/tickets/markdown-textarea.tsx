/**
 * A plain-text Markdown editor with a preview: "Write" shows the textarea, "Preview" shows the
 * text rendered by the same safe renderer as the ticket page. The text stays plain text.
 */
import { useCallback, useRef, useState, type KeyboardEvent, type MutableRefObject, type Ref } from 'react';
import { MarkdownView } from '../../../components/markdown-view.tsx';

export interface MarkdownTextareaProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly rows?: number;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly autoFocus?: boolean;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  readonly textareaRef?: Ref<HTMLTextAreaElement>;
  /** Heading levels below the surrounding page's (see MarkdownView). */
  readonly headingOffset?: number;
}

/** A textarea with a Write / Preview switch; the label is the caller's, for `id`. */
export function MarkdownTextarea({ id, value, onChange, disabled = false, rows = 6, invalid, describedBy, autoFocus, onKeyDown, textareaRef, headingOffset = 2 }: MarkdownTextareaProps) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const focused = useRef(false);
  // The caller's ref, and `autoFocus` done here: the attribute works once per page load under Preact (focus-on-mount.ts).
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (typeof textareaRef === 'function') textareaRef(element);
      else if (textareaRef) (textareaRef as MutableRefObject<HTMLTextAreaElement | null>).current = element;
      if (element && autoFocus && !focused.current) {
        focused.current = true;
        element.focus();
      }
    },
    [textareaRef, autoFocus],
  );
  return (
    <div className="markdown-textarea" data-mode={mode}>
      <div className="markdown-modes" role="group" aria-label="Write or preview">
        <button type="button" className="markdown-mode" aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
          Write
        </button>
        <button type="button" className="markdown-mode" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          Preview
        </button>
        <span className="field-hint">Markdown: **bold**, _italic_, `code`, lists, [links](https://…)</span>
      </div>
      {mode === 'write' ? (
        <textarea
          id={id}
          ref={attach}
          className="form-textarea"
          rows={rows}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <div className="markdown-preview" id={id} role="region" aria-label="Preview" tabIndex={0}>
          {value.trim() === '' ? <p className="muted">Nothing to preview</p> : <MarkdownView source={value} headingOffset={headingOffset} />}
        </div>
      )}
    </div>
  );
}
