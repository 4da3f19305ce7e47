/**
 * A small, safe Markdown reader for project readmes: headings, paragraphs, lists (nested by
 * indentation), block quotes, code blocks, rules and GitHub-style tables; inline content is read by markdown-inline.ts.
 * It answers a tree of plain values, never HTML: the page renders text as text, so markup in a
 * readme is shown, not run.
 */
import { parseInline, type Inline } from './markdown-inline.ts';

/** Block-level content. */
export type Block =
  | { readonly type: 'heading'; readonly level: 1 | 2 | 3 | 4 | 5 | 6; readonly children: readonly Inline[] }
  | { readonly type: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly start: number; readonly items: readonly (readonly Block[])[] }
  | { readonly type: 'quote'; readonly children: readonly Block[] }
  | { readonly type: 'code'; readonly text: string; readonly language: string }
  | { readonly type: 'rule' }
  | {
      readonly type: 'table';
      /** One per column; null when the delimiter row asks for none. */
      readonly align: readonly TableAlign[];
      readonly head: readonly (readonly Inline[])[];
      /** Every row has as many cells as the head (missing ones empty, extra ones dropped). */
      readonly rows: readonly (readonly (readonly Inline[])[])[];
    };

/** A table column's alignment. */
export type TableAlign = 'left' | 'center' | 'right' | null;

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^( {0,3})([-*+])[ \t]+(.*)$/;
const ORDERED = /^( {0,3})(\d{1,9})[.)][ \t]+(.*)$/;
const BLANK = /^\s*$/;
const DELIMITER_CELL = /^:?-+:?$/;

/** The cells of a table row: split on pipes that are not escaped, outer pipes optional. */
export function tableCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The alignments of a delimiter row (`|:--|--:|`), or null when the line is not one. */
function delimiterRow(line: string): TableAlign[] | null {
  if (!line.includes('-') || !/^[\s|:-]+$/.test(line)) return null;
  const cells = tableCells(line);
  if (!cells.every((cell) => DELIMITER_CELL.test(cell))) return null;
  return cells.map((cell) => (cell.startsWith(':') && cell.endsWith(':') ? 'center' : cell.endsWith(':') ? 'right' : cell.startsWith(':') ? 'left' : null));
}

/** Whether a table starts at line `i`: a row with pipes, then a delimiter row with as many cells. */
function tableAt(lines: readonly string[], i: number): TableAlign[] | null {
  const head = lines[i];
  const next = lines[i + 1];
  if (head === undefined || next === undefined || !head.includes('|') || /^ {4,}/.test(head)) return null;
  const align = delimiterRow(next);
  return align !== null && align.length === tableCells(head).length ? align : null;
}

const startsBlock = (line: string) => FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || BULLET.test(line) || ORDERED.test(line);

/** Reads a Markdown document into blocks. */
export function parseMarkdown(source: string): readonly Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), 0);
}

function parseBlocks(lines: readonly string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (BLANK.test(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).test(lines[i]!)) body.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', text: body.join('\n'), language: fence[2]! });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2] ?? '') });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !BLANK.test(lines[i]!)) {
        const quoted = QUOTE.exec(lines[i]!);
        inner.push(quoted ? quoted[1]! : lines[i]!);
        i++;
      }
      blocks.push({ type: 'quote', children: depth < 8 ? parseBlocks(inner, depth + 1) : [{ type: 'paragraph', children: parseInline(inner.join('\n')) }] });
      continue;
    }
    const align = tableAt(lines, i);
    if (align) {
      const width = align.length;
      const row = (text: string) => {
        const cells = tableCells(text);
        return Array.from({ length: width }, (_, column) => parseInline(cells[column] ?? ''));
      };
      const head = row(line);
      const rows: (readonly Inline[])[][] = [];
      i += 2;
      while (i < lines.length && !BLANK.test(lines[i]!) && !startsBlock(lines[i]!)) rows.push(row(lines[i++]!));
      blocks.push({ type: 'table', align, head, rows });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const read = readList(lines, i, ordered !== null, depth);
      blocks.push(read.block);
      i = read.next;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !BLANK.test(lines[i]!) && (paragraph.length === 0 || (!startsBlock(lines[i]!) && tableAt(lines, i) === null))) paragraph.push(lines[i++]!.trimStart());
    // Trailing double spaces stay on all but the last line: they mark a hard break.
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n').trimEnd()) });
  }
  return blocks;
}

function readList(lines: readonly string[], from: number, ordered: boolean, depth: number): { block: Block; next: number } {
  const marker = ordered ? ORDERED : BULLET;
  const first = marker.exec(lines[from]!)!;
  const start = ordered ? Number(first[2]) : 1;
  const items: string[][] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = marker.exec(line);
    // A marker indented past this list's own starts a list nested in the current item.
    if (item && item[1]!.length <= first[1]!.length + 1) {
      items.push([item[3]!]);
      i++;
      continue;
    }
    const current = items[items.length - 1]!;
    if (BLANK.test(line)) {
      // A blank line ends the list unless the next line goes on with it (indented, or a new item).
      const next = lines[i + 1];
      if (next !== undefined && (marker.exec(next) || /^ {2,}\S/.test(next))) {
        current.push('');
        i++;
        continue;
      }
      break;
    }
    if (/^ {2,}\S/.test(line)) {
      current.push(line.replace(/^ {2,4}/, ''));
      i++;
      continue;
    }
    // A line that is not indented goes on with the item's text unless it starts another block.
    if (startsBlock(line)) break;
    current.push(line.trim());
    i++;
  }
  const parsed = items.map((item) => (depth < 8 ? parseBlocks(item, depth + 1) : [{ type: 'paragraph' as const, children: parseInline(item.join('\n')) }]));
  return { block: { type: 'list', ordered, start, items: parsed }, next: i };
}

