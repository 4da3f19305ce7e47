/**
 * The Markdown editor's toolbar (markdown-editor.tsx): one labelled button per command, each naming
 * its shortcut (aria-keyshortcuts, and a tooltip on hover and keyboard focus); one tab stop, the
 * arrow keys, Home and End between the buttons. Also the shortcuts themselves, read from a key press.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MarkdownCommand } from '../../domain/shared/markdown-edit.ts';

/** What a toolbar button does: a command on the text, or choosing an image. */
export type ToolId = MarkdownCommand | 'image';

/** A key with Ctrl (Cmd on a Mac): `key` a letter, or `code` a digit key with Shift or Alt. */
interface Shortcut {
  readonly key?: string;
  readonly code?: string;
  readonly shift?: boolean;
  readonly alt?: boolean;
}

/** A toolbar button. */
export interface Tool {
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
export const TOOLS: readonly Tool[] = [
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
export function commandOf(event: KeyboardEvent): ToolId | null {
  for (const level of LEVELS) if (matches(event, level.shortcut)) return level.command;
  for (const tool of TOOLS) if (tool.id !== 'heading' && tool.shortcuts.some((shortcut) => matches(event, shortcut))) return tool.id;
  return null;
}

/** The toolbar over the text area `controls`. */
export function MarkdownToolbar({ tools, controls, isDisabled, onRun }: { readonly tools: readonly Tool[]; readonly controls: string; readonly isDisabled: boolean; readonly onRun: (tool: ToolId) => void }) {
  const [activeTool, setActiveTool] = useState(0);
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: activeTool + 1, ArrowLeft: activeTool - 1, Home: 0, End: tools.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setActiveTool(index);
    (event.currentTarget.querySelectorAll('button')[index] as HTMLButtonElement | undefined)?.focus();
  };
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onToolbarKeyDown}>
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
            onClick={() => onRun(tool.id)}
          >
            {tool.icon}
            <span className="markdown-tool-tip" aria-hidden="true">
              {tool.id === 'heading' ? `Heading · ${keys[0]}, 2, 3` : `${tool.label}${keys.length ? ` · ${keys.join(', ')}` : ''}`}
            </span>
          </button>
        );
      })}
    </div>
  );
}
