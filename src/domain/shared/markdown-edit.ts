/**
 * The Markdown editor's commands, as pure functions: given the text and the selection, the new text
 * and selection. Marks toggle where that is natural (bold twice is plain again, a heading cycles
 * back to a paragraph, a list twice is lines again); an inserted skeleton selects the part to type
 * over. Images arrive in two steps: a placeholder where the upload started, replaced by the image
 * (or removed) when it ends, wherever the text has moved meanwhile.
 */

/** A selection in the text: `start` <= `end`, both offsets into it; equal for a cursor. */
export interface TextSelection {
  readonly start: number;
  readonly end: number;
}

/** The text and its selection, before or after a command. */
export interface TextEdit {
  readonly text: string;
  readonly selection: TextSelection;
}

/** What the toolbar and the shortcuts can do to the text. */
export type MarkdownCommand = 'heading' | 'heading1' | 'heading2' | 'heading3' | 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'link' | 'code' | 'codeBlock' | 'table';

/** What a command inserts where nothing is selected (and selects, to be typed over). */
export const PLACEHOLDERS = {
  bold: 'bold text',
  italic: 'italic text',
  code: 'code',
  linkText: 'link text',
  url: 'https://',
  column: 'Column',
  cell: 'Cell',
} as const;

const BULLET = /^(\s*)[-*+][ \t]+/;
const NUMBERED = /^(\s*)\d{1,9}[.)][ \t]+/;
const HEADING = /^(#{1,6})[ \t]+/;
const FENCE = '```';

/** Applies a command to the text at the selection. */
export function applyCommand(command: MarkdownCommand, edit: TextEdit): TextEdit {
  const at = clamp(edit);
  switch (command) {
    case 'heading':
      return heading(at, null);
    case 'heading1':
      return heading(at, 1);
    case 'heading2':
      return heading(at, 2);
    case 'heading3':
      return heading(at, 3);
    case 'bold':
      return toggleInline(at, '**', PLACEHOLDERS.bold);
    case 'italic':
      return toggleInline(at, '_', PLACEHOLDERS.italic);
    case 'bulletList':
      return list(at, false);
    case 'numberedList':
      return list(at, true);
    case 'link':
      return link(at);
    case 'code':
      return selected(at).includes('\n') ? codeBlock(at) : toggleInline(at, '`', PLACEHOLDERS.code);
    case 'codeBlock':
      return codeBlock(at);
    case 'table':
      return table(at);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

/** The selection kept inside the text, start before end. */
function clamp({ text, selection }: TextEdit): TextEdit {
  const fit = (offset: number) => Math.max(0, Math.min(text.length, Math.floor(Number.isFinite(offset) ? offset : 0)));
  const a = fit(selection.start);
  const b = fit(selection.end);
  return { text, selection: { start: Math.min(a, b), end: Math.max(a, b) } };
}

const selected = ({ text, selection }: TextEdit) => text.slice(selection.start, selection.end);

/** Replaces the range [from, to) with `insert`, selecting [selectFrom, selectTo) of the result. */
function splice(text: string, from: number, to: number, insert: string, selectFrom: number, selectTo = selectFrom): TextEdit {
  return { text: text.slice(0, from) + insert + text.slice(to), selection: { start: selectFrom, end: selectTo } };
}

/**
 * Wraps the selection in `marker`, or takes the marker off when the selection is already wrapped
 * (inside or just outside it). Spaces at the selection's ends stay outside the marks, and a
 * selection over several lines is marked line by line (a mark cannot cross a paragraph).
 */
function toggleInline(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { text, selection } = edit;
  const { start, end } = selection;
  const m = marker.length;
  const wrappedOutside = text.slice(start - m, start) === marker && text.slice(end, end + m) === marker && start >= m && !sameMarkerBeyond(text, start - m, end + m, marker);
  if (start === end) {
    // `**|**`: an empty mark around the cursor goes away.
    if (wrappedOutside) return splice(text, start - m, end + m, '', start - m);
    return splice(text, start, end, marker + placeholder + marker, start + m, start + m + placeholder.length);
  }
  const inner = text.slice(start, end);
  if (inner.length >= 2 * m && inner.startsWith(marker) && inner.endsWith(marker) && !(m === 1 && (inner.startsWith(marker + marker) || inner.endsWith(marker + marker)))) {
    const bare = inner.slice(m, inner.length - m);
    return splice(text, start, end, bare, start, start + bare.length);
  }
  if (wrappedOutside) return splice(text, start - m, end + m, inner, start - m, end - m);
  if (inner.includes('\n')) {
    const lines = inner.split('\n').map((line) => (line.trim() === '' ? line : wrapTrimmed(line, marker)));
    const joined = lines.join('\n');
    return splice(text, start, end, joined, start, start + joined.length);
  }
  const lead = inner.length - inner.trimStart().length;
  const core = inner.trim();
  if (core === '') return splice(text, start, end, inner + marker + placeholder + marker, end + m, end + m + placeholder.length);
  const wrapped = wrapTrimmed(inner, marker);
  return splice(text, start, end, wrapped, start + lead + m, start + lead + m + core.length);
}

/** For a one-character marker: whether the markers found are half of a doubled one (`**` around a selection is bold, not italic). */
function sameMarkerBeyond(text: string, before: number, after: number, marker: string): boolean {
  if (marker.length !== 1) return false;
  return text[before - 1] === marker || text[after] === marker;
}

function wrapTrimmed(line: string, marker: string): string {
  const lead = line.slice(0, line.length - line.trimStart().length);
  const trail = line.slice(line.trimEnd().length);
  return `${lead}${marker}${line.trim()}${marker}${trail}`;
}

/** The start of the line `offset` is on, and the end of the line `endOffset` is on. */
function lineRange(text: string, offset: number, endOffset: number): { from: number; to: number } {
  const from = text.lastIndexOf('\n', offset - 1) + 1;
  // A selection that ends just after a line break does not take in the next line.
  const last = endOffset > offset && text[endOffset - 1] === '\n' ? endOffset - 1 : endOffset;
  const next = text.indexOf('\n', last);
  return { from, to: next === -1 ? text.length : next };
}

/** Rewrites each line the selection touches, keeping the selection over the same text. */
function mapLines(edit: TextEdit, rewrite: (lines: readonly string[]) => string[]): TextEdit {
  const { text, selection } = edit;
  const { from, to } = lineRange(text, selection.start, selection.end);
  const lines = text.slice(from, to).split('\n');
  const next = rewrite(lines);
  const block = next.join('\n');
  // The cursor moves with its own line's change; a selection over whole lines covers them all after.
  const firstDelta = next[0]!.length - lines[0]!.length;
  const delta = block.length - (to - from);
  if (selection.start === selection.end) {
    const cursor = Math.max(from, selection.start + firstDelta);
    return { text: text.slice(0, from) + block + text.slice(to), selection: { start: cursor, end: cursor } };
  }
  const start = selection.start > from ? Math.max(from, selection.start + firstDelta) : from;
  const end = Math.max(start, selection.end + delta);
  return { text: text.slice(0, from) + block + text.slice(to), selection: { start, end } };
}

/** A heading: `level` sets one (the same level again makes it a paragraph); null cycles # → ## → ### → none. */
function heading(edit: TextEdit, level: 1 | 2 | 3 | null): TextEdit {
  return mapLines(edit, (lines) => {
    const first = HEADING.exec(lines[0]!);
    const current = first ? first[1]!.length : 0;
    const wanted = level === null ? (current >= 3 ? 0 : current + 1) : current === level ? 0 : level;
    return lines.map((line) => {
      if (line.trim() === '' && lines.length > 1) return line;
      const bare = line.replace(HEADING, '').replace(BULLET, '$1').replace(NUMBERED, '$1');
      return wanted === 0 ? bare : `${'#'.repeat(wanted)} ${bare.trimStart()}`;
    });
  });
}

/** A bulleted or numbered list over the selected lines; taken off when every line already is one. */
function list(edit: TextEdit, numbered: boolean): TextEdit {
  const own = numbered ? NUMBERED : BULLET;
  return mapLines(edit, (lines) => {
    const filled = lines.filter((line) => line.trim() !== '');
    const already = filled.length > 0 && filled.every((line) => own.test(line));
    let n = 0;
    return lines.map((line) => {
      if (already) return line.replace(own, '$1');
      if (line.trim() === '' && lines.length > 1) return line;
      const indent = /^\s*/.exec(line)![0];
      const bare = line.replace(HEADING, '').replace(BULLET, '$1').replace(NUMBERED, '$1').trimStart();
      n += 1;
      return `${indent}${numbered ? `${n}. ` : '- '}${bare}`;
    });
  });
}

/**
 * A link: the selected text becomes `[text](https://)` with the address selected to type over; a
 * selected address becomes `[link text](address)` with the text selected; nothing selected inserts
 * both with the text selected.
 */
function link(edit: TextEdit): TextEdit {
  const { text, selection } = edit;
  const { start, end } = selection;
  const inner = text.slice(start, end);
  const core = inner.trim();
  if (core !== '' && !core.includes('\n') && /^(https?:\/\/|mailto:)\S+$/i.test(core)) {
    const insert = `[${PLACEHOLDERS.linkText}](${core})`;
    return splice(text, start, end, insert, start + 1, start + 1 + PLACEHOLDERS.linkText.length);
  }
  if (core === '') {
    const insert = `[${PLACEHOLDERS.linkText}](${PLACEHOLDERS.url})`;
    return splice(text, start, end, insert, start + 1, start + 1 + PLACEHOLDERS.linkText.length);
  }
  const label = core.replace(/\s*\n\s*/g, ' ').replace(/([[\]])/g, '\\$1');
  const insert = `[${label}](${PLACEHOLDERS.url})`;
  const urlAt = start + label.length + 3;
  return splice(text, start, end, insert, urlAt, urlAt + PLACEHOLDERS.url.length);
}

/** Text to insert as a block of its own: blank lines around it unless it starts or ends the text. */
function asBlock(text: string, from: number, to: number, block: string): { insert: string; offset: number } {
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { insert: lead + block + trail, offset: lead.length };
}

/** A fenced code block around the selected lines (taken off when they are fenced already), or an empty one to type into. */
function codeBlock(edit: TextEdit): TextEdit {
  const { text, selection } = edit;
  const { from, to } = lineRange(text, selection.start, selection.end);
  const lines = text.slice(from, to).split('\n');
  if (lines.length >= 2 && lines[0]!.trim().startsWith(FENCE) && lines[lines.length - 1]!.trim() === FENCE) {
    const inner = lines.slice(1, -1).join('\n');
    return splice(text, from, to, inner, from, from + inner.length);
  }
  // Fences just around the selected lines: take them off.
  const above = text.lastIndexOf('\n', from - 2) + 1;
  const fenceAbove = from > 0 ? text.slice(above, from - 1) : null;
  const belowEnd = text.indexOf('\n', to + 1);
  const fenceBelow = to < text.length ? text.slice(to + 1, belowEnd === -1 ? text.length : belowEnd) : null;
  if (fenceAbove !== null && fenceBelow !== null && fenceAbove.trim().startsWith(FENCE) && fenceBelow.trim() === FENCE) {
    const inner = text.slice(from, to);
    const end = belowEnd === -1 ? text.length : belowEnd;
    return splice(text, above, end, inner, above, above + inner.length);
  }
  const body = selection.start === selection.end && text.slice(from, to).trim() === '' ? PLACEHOLDERS.code : text.slice(from, to);
  const replaceFrom = body === PLACEHOLDERS.code ? selection.start : from;
  const replaceTo = body === PLACEHOLDERS.code ? selection.end : to;
  const { insert, offset } = asBlock(text, replaceFrom, replaceTo, `${FENCE}\n${body}\n${FENCE}`);
  const bodyAt = replaceFrom + offset + FENCE.length + 1;
  return splice(text, replaceFrom, replaceTo, insert, bodyAt, bodyAt + body.length);
}

/** The table the toolbar inserts: two columns, a head and two rows. */
export const TABLE_SKELETON = `| ${PLACEHOLDERS.column} 1 | ${PLACEHOLDERS.column} 2 |\n| --- | --- |\n| ${PLACEHOLDERS.cell} | ${PLACEHOLDERS.cell} |\n| ${PLACEHOLDERS.cell} | ${PLACEHOLDERS.cell} |`;

/** A 2 x 2 table after the cursor's line (or in place of the selection), its first heading selected. */
function table(edit: TextEdit): TextEdit {
  const { text, selection } = edit;
  const at = selection.start === selection.end ? lineRange(text, selection.start, selection.end).to : selection.start;
  const to = selection.start === selection.end ? at : selection.end;
  const { insert, offset } = asBlock(text, at, to, TABLE_SKELETON);
  const first = at + offset + 2;
  return splice(text, at, to, insert, first, first + `${PLACEHOLDERS.column} 1`.length);
}

/**
 * Enter in a list item: the next line starts the next item (`- `, or the next number); Enter on an
 * empty item ends the list (its marker goes, a blank line after the list). Null when the cursor is not at the end of a list
 * item's text, or text is selected: Enter is then a plain line break.
 */
export function continueList(edit: TextEdit): TextEdit | null {
  const { text, selection } = clamp(edit);
  if (selection.start !== selection.end) return null;
  const { from, to } = lineRange(text, selection.start, selection.end);
  if (selection.start !== to) return null;
  const line = text.slice(from, to);
  const item = /^(\s*)(?:([-*+])|(\d{1,9})([.)]))[ \t]+/.exec(line);
  if (!item) return null;
  // An empty item ends the list with a blank line, so what is typed next is a paragraph, not more of the last item.
  if (line.slice(item[0].length).trim() === '') return splice(text, from, to, '\n', from + 1);
  const marker = item[2] ?? `${Number(item[3]) + 1}${item[4]}`;
  const next = `\n${item[1]}${marker} `;
  return splice(text, to, to, next, to + next.length);
}

/** Inserts `snippet` in place of the selection, the cursor after it. */
export function insertText(edit: TextEdit, snippet: string): TextEdit {
  const { text, selection } = clamp(edit);
  return splice(text, selection.start, selection.end, snippet, selection.start + snippet.length);
}

/** The image's Markdown: `![alt](address)`, the alt text without what would break it. */
export function imageMarkdown(alt: string, address: string): string {
  return `![${altText(alt)}](${address})`;
}

/** A file name as alt text: no extension, no brackets or line breaks; 'image' when nothing is left. */
export function altText(name: string): string {
  const text = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[[\]\\\r\n()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return text === '' ? 'image' : text;
}

/**
 * The placeholder an upload in progress leaves in the text: an image whose address is not one
 * (the preview shows its words), numbered so several uploads can run at once.
 */
export function uploadPlaceholder(upload: number, name: string): string {
  return `![Uploading ${altText(name)}…](uploading:${upload})`;
}

/**
 * Replaces the first `find` in the text with `replacement` (the empty string removes it), the
 * selection moved with the text around it; the same edit when `find` is no longer there (deleted
 * meanwhile).
 */
export function replaceInText(edit: TextEdit, find: string, replacement: string): TextEdit {
  const { text, selection } = clamp(edit);
  const at = text.indexOf(find);
  if (at === -1 || find === '') return edit;
  const end = at + find.length;
  const delta = replacement.length - find.length;
  const move = (offset: number) => (offset >= end ? offset + delta : offset > at ? at + replacement.length : offset);
  return { text: text.slice(0, at) + replacement + text.slice(end), selection: { start: move(selection.start), end: move(selection.end) } };
}
