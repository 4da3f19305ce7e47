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
import { altText, applyCommand, continueList, imageMarkdown, insertText, replaceInText, uploadPlaceholder, type MarkdownCommand, type TextEdit } from '../../domain/shared/markdown-edit.ts';
import { IMAGE_TYPES } from '../../domain/shared/uploaded-image.ts';
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

type ToolId = MarkdownCommand | 'image';

/** A key with Ctrl (Cmd on a Mac): `key` a letter, or `code` a digit key with Shift or Alt. */
interface Shortcut {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
  readonly alt?: boolean;
}

interface Tool {
  readonly id: ToolId;
  readonly label: string;
  readonly shortcuts: readonly Shortcut[];
  readonly icon: ReactNode;
  /** A group of the toolbar starts here (a gap before it). */
  readonly group?: boolean;
}

const svg = (path: string) => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The toolbar, in order. Headings by level have shortcuts only (the button cycles). */
const TOOLS: readonly Tool[] = [
  { id: 'heading', label: 'Heading', shortcuts: [1, 2, 3].map((n) => ({ code: `Digit${n}`, alt: true })), icon: <span className="markdown-tool-glyph">H</span> },
  { id: 'bold', label: 'Bold', shortcuts: [{ key: 'b' }], icon: <span className="markdown-tool-glyph markdown-tool-bold">B</span> },
  { id: 'italic', label: 'Italic', shortcuts: [{ key: 'i' }], icon: <span className="markdown-tool-glyph markdown-tool-italic">I</span> },
  { id: 'bulletList', label: 'Bulleted list', shortcuts: [{ code: 'Digit8', shift: true }], icon: svg('M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01'), group: true },
  { id: 'numberedList', label: 'Numbered list', shortcuts: [{ code: 'Digit7', shift: true }], icon: svg('M8 5h9M8 10h9M8 15h9M3 4l1-.5V7M3 12.5c.5-1 2-1 2 0S3 14 3 15h2') },
  { id: 'link', label: 'Link', shortcuts: [{ key: 'k' }], icon: svg('M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.8.8M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.8-.8'), group: true },
  { id: 'code', label: 'Code', shortcuts: [{ key: 'e' }], icon: svg('M7 6l-4 4 4 4M13 6l4 4-4 4') },
  { id: 'codeBlock', label: 'Code block', shortcuts: [{ key: 'e', shift: true }], icon: svg('M3 3.5h14v13H3zM7.5 8l-2 2 2 2M12.5 8l2 2-2 2') },
  { id: 'table', label: 'Table', shortcuts: [], icon: svg('M3 4h14v12H3zM3 8h14M3 12h14M10 4v12') },
  { id: 'image', label: 'Image', shortcuts: [], icon: svg('M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 7.5h.01') },
];

/** Headings by level: shortcuts without a button of their own. */
const LEVELS: readonly { readonly command: MarkdownCommand; readonly shortcut: Shortcut }[] = [1, 2, 3].map((n) => ({ command: `heading${n}` as MarkdownCommand, shortcut: { code: `Digit${n}`, alt: true } }));

const onMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as aria-keyshortcuts names it ('Control+Shift+8'), or as the tooltip shows it ('Ctrl+Shift+8'). */
function shortcutText(shortcut: Shortcut, aria: boolean): string {
  const key = shortcut.key ? shortcut.key.toUpperCase() : shortcut.code!.replace('Digit', '');
  const mod = onMac() ? (aria ? 'Meta' : '⌘') : aria ? 'Control' : 'Ctrl';
  return [mod, ...(shortcut.alt ? [onMac() && !aria ? '⌥' : 'Alt'] : []), ...(shortcut.shift ? ['Shift'] : []), key].join('+');
}

function matches(event: KeyboardEvent, shortcut: Shortcut): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey !== Boolean(shortcut.shift) || event.altKey !== Boolean(shortcut.alt)) return false;
  return shortcut.key ? event.key.toLowerCase() === shortcut.key : event.code === shortcut.code;
}

/** The command a key press asks for, or null. */
function commandOf(event: KeyboardEvent): ToolId | null {
  for (const level of LEVELS) if (matches(event, level.shortcut)) return level.command;
  for (const tool of TOOLS) if (tool.id !== 'heading' && tool.shortcuts.some((shortcut) => matches(event, shortcut))) return tool.id;
  return null;
}

const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type) || file.type.startsWith('image/');

/** The editor. */
export function MarkdownEditor({ label, value, onChange, uploadImage, description, errorMessage = null, isDisabled = false, autoFocus = false, onKeyDown, headingOffset = 1, rows = 14 }: MarkdownEditorProps) {
  const id = useId();
  const textareaId = `${id}-text`;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [activeTool, setActiveTool] = useState(0);
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

  const tools = TOOLS.filter((tool) => tool.id !== 'image' || uploadImage);
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: activeTool + 1, ArrowLeft: activeTool - 1, Home: 0, End: tools.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setActiveTool(index);
    (event.currentTarget.querySelectorAll('button')[index] as HTMLButtonElement | undefined)?.focus();
  };

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
      <div className="markdown-toolbar" role="toolbar" aria-label="Formatting" aria-controls={textareaId} onKeyDown={onToolbarKeyDown}>
        {tools.map((tool, index) => {
          const keys = tool.shortcuts.map((shortcut) => shortcutText(shortcut, false));
          return (
            <button
              key={tool.id}
              type="button"
              className="markdown-tool"
              data-group={tool.group || undefined}
              tabIndex={index === activeTool ? 0 : -1}
              aria-label={tool.label}
              aria-keyshortcuts={tool.shortcuts.map((shortcut) => shortcutText(shortcut, true)).join(' ') || undefined}
              disabled={isDisabled}
              // A click keeps the text area's focus and selection: the command applies to what is selected.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setActiveTool(index)}
              onClick={() => run(tool.id)}
            >
              {tool.icon}
              <span className="markdown-tool-tip" aria-hidden="true">
                {tool.id === 'heading' ? `Heading · ${keys[0]}, 2, 3` : `${tool.label}${keys.length ? ` · ${keys.join(', ')}` : ''}`}
              </span>
            </button>
          );
        })}
      </div>
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
