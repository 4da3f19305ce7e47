/**
 * The Markdown editor of readmes, documentation pages and stories: a labelled text area with a
 * formatting toolbar (one tab stop, arrow keys between its buttons) and keyboard shortcuts, a live
 * preview by the safe renderer (beside the text on a wide editor, behind Write / Preview on a
 * narrow one), lists that go on with Enter, and images uploaded by the toolbar, by pasting or by dropping: a placeholder stands
 * in the text while one uploads, replaced by the image or removed with a message when it fails.
 * Load it lazily: it is not part of any page's first load.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { ImageUploadOutcome } from '../../application/shared/document-images.ts';
import { altText, applyCommand, continueList, imageMarkdown, insertText, replaceInText, uploadPlaceholder, type TextEdit } from '../../domain/shared/markdown-edit.ts';
import { IMAGE_TYPES } from '../../domain/shared/uploaded-image.ts';
import { commandOf, MarkdownToolbar, TOOLS, type ToolId } from './markdown-toolbar.tsx';
import { MarkdownView } from './markdown-view.tsx';

/** What a page gives the editor. */
export interface MarkdownEditorProps {
  /** The text area's visible label (its accessible name). */
  readonly label: string;
  /** The Markdown text: the editor is controlled. */
  readonly value: string;
  /** Every change: typing, a command, an upload's placeholder and then its image. */
  readonly onChange: (value: string) => void;
  /** Uploads one image (toolbar, paste, drop); without it the editor offers no images. */
  readonly uploadImage?: (file: File) => Promise<ImageUploadOutcome>;
  /** A hint below the text area (what saves, how long it may be). */
  readonly description?: ReactNode;
  /** Why the text cannot be saved: shown below it, and the text area marked invalid. */
  readonly errorMessage?: string | null;
  readonly isDisabled?: boolean;
  /** Focus the text area when the editor appears. */
  readonly autoFocus?: boolean;
  /** Keys the page handles itself (Ctrl+Enter saves, Escape leaves), after the editor's shortcuts. */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** How many levels below the page's own headings the preview's start (MarkdownView's headingOffset; default 1). */
  readonly headingOffset?: number;
  /** The text area's height in lines (default 14). */
  readonly rows?: number;
}


const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type) || file.type.startsWith('image/');

/** The editor. */
export function MarkdownEditor({ label, value, onChange, uploadImage, description, errorMessage = null, isDisabled = false, autoFocus = false, onKeyDown, headingOffset = 1, rows = 14 }: MarkdownEditorProps) {
  const id = useId();
  const textareaId = `${id}-text`;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(0);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // The latest text (an upload ends after any number of changes) and a selection to put back once the text shows.
  const latest = useRef(value);
  latest.current = value;
  const pendingSelection = useRef<TextEdit['selection'] | null>(null);
  const uploads = useRef(0);
  const focused = useRef(false);

  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      // `autoFocus` done here: the attribute works once per page load under Preact (focus-on-mount.ts).
      if (element && autoFocus && !focused.current) {
        focused.current = true;
        element.focus();
      }
    },
    [autoFocus],
  );

  useLayoutEffect(() => {
    const element = area.current;
    const selection = pendingSelection.current;
    if (!element || !selection || element.value !== value) return;
    pendingSelection.current = null;
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  /** The text and selection now. */
  const current = (): TextEdit => {
    const element = area.current;
    const text = latest.current;
    if (element && element.value === text) return { text, selection: { start: element.selectionStart, end: element.selectionEnd } };
    // The page has not shown the last change yet: its selection is the one waiting to be put back.
    return { text, selection: pendingSelection.current ?? { start: text.length, end: text.length } };
  };

  /**
   * Puts an edit in the text area. A command the person gave replaces only what changed, as
   * typing would (so Ctrl+Z takes it back); an upload that ends later changes the text without
   * moving the focus.
   */
  const apply = (next: TextEdit, asTyping: boolean) => {
    const element = area.current;
    const before = latest.current;
    if (next.text === before) {
      if (element && asTyping) element.setSelectionRange(next.selection.start, next.selection.end);
      return;
    }
    if (element && asTyping && typeof document.execCommand === 'function') {
      let head = 0;
      while (head < before.length && head < next.text.length && before[head] === next.text[head]) head++;
      let tail = 0;
      while (tail < before.length - head && tail < next.text.length - head && before[before.length - 1 - tail] === next.text[next.text.length - 1 - tail]) tail++;
      element.focus();
      element.setSelectionRange(head, before.length - tail);
      const inserted = next.text.slice(head, next.text.length - tail);
      let done = false;
      try {
        done = inserted === '' ? document.execCommand('delete') : document.execCommand('insertText', false, inserted);
      } catch {
        done = false;
      }
      if (done && element.value === next.text) {
        element.setSelectionRange(next.selection.start, next.selection.end);
        // The text area's input event has told the page already, unless the browser kept it quiet.
        if (latest.current !== next.text) {
          latest.current = next.text;
          onChange(next.text);
        }
        return;
      }
    }
    latest.current = next.text;
    if (element && (asTyping || document.activeElement === element)) pendingSelection.current = next.selection;
    onChange(next.text);
    if (element && asTyping) element.focus();
  };

  const upload = (file: File) => {
    if (!uploadImage) return;
    const placeholder = uploadPlaceholder(++uploads.current, file.name);
    const at = current();
    // The placeholder stands on a line of its own, where the image will.
    const before = at.text.slice(0, at.selection.start);
    const inserted = `${before === '' || before.endsWith('\n') ? '' : '\n'}${placeholder}\n`;
    apply(insertText(at, inserted), true);
    setUploadProblem(null);
    setUploading((count) => count + 1);
    void uploadImage(file)
      .catch((): ImageUploadOutcome => ({ status: 'failed', message: 'Something went wrong, please try again later' }))
      .then((outcome) => {
        setUploading((count) => count - 1);
        if (outcome.status === 'done') apply(replaceInText(current(), placeholder, imageMarkdown(altText(file.name), outcome.url)), false);
        else {
          // What was inserted goes, line breaks and all (or the placeholder alone, if the text around it changed).
          const now = current();
          apply(replaceInText(now, now.text.includes(inserted) ? inserted : placeholder, ''), false);
          setUploadProblem(`Could not upload ${file.name}: ${outcome.message}`);
        }
      });
  };

  const run = (tool: ToolId) => {
    if (isDisabled) return;
    if (tool === 'image') {
      files.current?.click();
      return;
    }
    setMode('write');
    apply(applyCommand(tool, current()), true);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = commandOf(event);
    if (command !== null && command !== 'image') {
      event.preventDefault();
      run(command);
      return;
    }
    const plainEnter = event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey && !event.nativeEvent.isComposing;
    const listed = plainEnter ? continueList(current()) : null;
    if (listed) {
      event.preventDefault();
      apply(listed, true);
      return;
    }
    onKeyDown?.(event);
  };

  const imagesOf = (list: FileList | null | undefined): File[] => [...(list ?? [])].filter(isImageFile);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const images = imagesOf(event.clipboardData?.files);
    if (!uploadImage || images.length === 0) return;
    event.preventDefault();
    images.forEach(upload);
  };
  const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (!uploadImage || !carriesFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    setDragging(false);
    if (!uploadImage || !carriesFiles(event)) return;
    event.preventDefault();
    const all = [...(event.dataTransfer?.files ?? [])];
    const images = all.filter(isImageFile);
    images.forEach(upload);
    if (images.length < all.length) setUploadProblem('Only images can be dropped here: PNG, JPEG, GIF or WebP');
  };

  const tools = uploadImage ? TOOLS : TOOLS.filter((tool) => tool.id !== 'image');
  // Leaving the page with an upload on its way would lose it: the browser asks first.
  useEffect(() => {
    if (uploading === 0) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [uploading]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [description ? hintId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="markdown-editor" data-mode={mode} data-disabled={isDisabled || undefined}>
      <div className="markdown-editor-head">
        <label className="form-label" htmlFor={textareaId}>
          {label}
        </label>
        <div className="markdown-editor-modes" role="group" aria-label="Write or preview">
          <button type="button" className="markdown-mode" aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
            Write
          </button>
          <button type="button" className="markdown-mode" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
            Preview
          </button>
        </div>
      </div>
      <MarkdownToolbar tools={tools} controls={textareaId} isDisabled={isDisabled} onRun={run} />
      <div className="markdown-editor-panes">
        <div className="markdown-editor-write">
          <textarea
            id={textareaId}
            ref={attach}
            className="form-textarea markdown-editor-text"
            rows={rows}
            value={value}
            disabled={isDisabled}
            spellCheck
            aria-invalid={errorMessage ? true : undefined}
            data-invalid={errorMessage ? true : undefined}
            data-dragging={dragging || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              latest.current = event.target.value;
              onChange(event.target.value);
            }}
            onKeyDown={onTextKeyDown}
            onPaste={onPaste}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          />
          {description ? (
            <p className="field-hint" id={hintId}>
              {description}
            </p>
          ) : null}
          {errorMessage ? (
            <p className="field-error" id={errorId} role="alert">
              {errorMessage}
            </p>
          ) : null}
          {uploadImage ? (
            <input
              ref={files}
              type="file"
              className="markdown-editor-file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                [...(event.target.files ?? [])].forEach(upload);
                event.target.value = '';
              }}
            />
          ) : null}
          <p className="markdown-editor-status" role="status">
            {uploading > 0 ? `Uploading ${uploading === 1 ? 'an image' : `${uploading} images`}…` : ''}
          </p>
          {uploadProblem ? (
            <p className="field-error markdown-editor-problem" role="alert">
              {uploadProblem}{' '}
              <button type="button" className="markdown-editor-dismiss" onClick={() => setUploadProblem(null)}>
                Dismiss
              </button>
            </p>
          ) : null}
        </div>
        <section className="markdown-editor-preview" aria-label="Preview">
          <h2 className="markdown-editor-preview-title" aria-hidden="true">
            Preview
          </h2>
          {value.trim() === '' ? <p className="muted">Nothing to preview yet.</p> : <MarkdownView source={value} headingOffset={headingOffset} />}
        </section>
      </div>
    </div>
  );
}
