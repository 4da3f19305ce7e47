/**
 * Notes (spec/org-area.md "Notes"): each person's own notes in one organization, on a board, in
 * the six note colours of §3 (`role.preferences.noteColors`). A note is plain text (never Markdown,
 * never HTML: markup is kept and shown as the characters typed), not blank, at most
 * NOTE_LIMITS.text characters, in one colour, at a place of its author's board. The client and
 * the server check notes with the same rules, and move them with the same moves.
 */
// Types only from the palette: a value imported from it would make the notes page share the
// palette's module with the organization area's avatar chunk, which the bundler then splits in two
// (about 350 bytes gzip on every organization page). The few values needed are below, held equal
// to the palette's by the domain tests.
import type { ColorPair, NoteColor } from '../shared/palette.ts';
import type { FieldError, Validated } from '../shared/result.ts';
import { textLength } from '../work/work.ts';

export type { NoteColor };

/** The six note colours, in the order of §3 (the colour picker's order). */
export const NOTE_COLOR_NAMES: readonly NoteColor[] = ['YELLOW', 'BLUE', 'PURPLE', 'GREEN', 'PINK', 'ORANGE'];

/** How each colour is named to people. */
export const NOTE_COLOR_LABELS: Readonly<Record<NoteColor, string>> = { YELLOW: 'Yellow', BLUE: 'Blue', PURPLE: 'Purple', GREEN: 'Green', PINK: 'Pink', ORANGE: 'Orange' };

/** The colour of a new note. */
export const DEFAULT_NOTE_COLOR: NoteColor = 'YELLOW';

/** A note's text length, and how many notes one person keeps in one organization. */
export const NOTE_LIMITS = { text: 4000, notes: 500 } as const;

/** What the rules say, word for word on both sides. */
export const NOTE_MESSAGES = {
  blank: 'A note needs some text',
  tooLong: `A note holds at most ${NOTE_LIMITS.text.toLocaleString('en-US')} characters`,
  color: 'The colour must be Yellow, Blue, Purple, Green, Pink or Orange',
  full: `You keep at most ${NOTE_LIMITS.notes} notes: delete one first`,
  index: 'The place must be a whole number from 0',
  nothing: 'Give a new text or a new colour',
  notFound: 'Note not found',
} as const;

/** A note as its author sees it. */
export interface Note {
  readonly id: string;
  readonly text: string;
  readonly color: NoteColor;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a note is made of. */
export interface NoteContent {
  readonly text: string;
  readonly color: NoteColor;
}

/** Whether a value names a note colour. */
export const isNoteColor = (value: unknown): value is NoteColor => typeof value === 'string' && (NOTE_COLOR_NAMES as readonly string[]).includes(value);

/** Control characters a note never keeps (all but tab and line feed: PostgreSQL's text cannot even hold NUL). */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A note's text as it is kept: line ends made `\n`, control characters dropped, blank ends trimmed. */
export const normalizedNoteText = (value: string): string => value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/** Checks a note's text: the kept text, or why not. */
export function checkNoteText(value: unknown): { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string } {
  if (typeof value !== 'string') return { ok: false, message: NOTE_MESSAGES.blank };
  const text = normalizedNoteText(value);
  if (text === '') return { ok: false, message: NOTE_MESSAGES.blank };
  if (text.length > NOTE_LIMITS.text && textLength(text) > NOTE_LIMITS.text) return { ok: false, message: NOTE_MESSAGES.tooLong };
  return { ok: true, value: text };
}

/** How many characters are left of a note's text (negative when it is too long), as the editor counts them down. */
export const charactersLeft = (value: string): number => NOTE_LIMITS.text - textLength(normalizedNoteText(value));

/** Checks a new note: its text, and its colour (absent: DEFAULT_NOTE_COLOR). */
export function validateNote(input: { readonly text?: unknown; readonly color?: unknown }): Validated<NoteContent> {
  const errors: FieldError[] = [];
  const text = checkNoteText(input.text);
  if (!text.ok) errors.push({ field: 'text', message: text.message });
  const color = input.color === undefined || input.color === null ? DEFAULT_NOTE_COLOR : input.color;
  if (!isNoteColor(color)) errors.push({ field: 'color', message: NOTE_MESSAGES.color });
  return errors.length > 0 || !text.ok ? { ok: false, errors } : { ok: true, value: { text: text.value, color: color as NoteColor } };
}

/** Checks a change of a note: a new text, a new colour, or both (absent or null: kept). */
export function validateNoteChange(input: { readonly text?: unknown; readonly color?: unknown }): Validated<Partial<NoteContent>> {
  const hasText = input.text !== undefined && input.text !== null;
  const hasColor = input.color !== undefined && input.color !== null;
  if (!hasText && !hasColor) return { ok: false, errors: [{ field: 'text', message: NOTE_MESSAGES.nothing }] };
  const errors: FieldError[] = [];
  const change: { text?: string; color?: NoteColor } = {};
  if (hasText) {
    const text = checkNoteText(input.text);
    if (text.ok) change.text = text.value;
    else errors.push({ field: 'text', message: text.message });
  }
  if (hasColor) {
    if (isNoteColor(input.color)) change.color = input.color;
    else errors.push({ field: 'color', message: NOTE_MESSAGES.color });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: change };
}

/** Whether one more note fits on a board of `count`. */
export const noteFits = (count: number): boolean => count < NOTE_LIMITS.notes;

/** A place on a board: a whole number from 0 (past the end: the end); null when it is not one. */
export const checkedIndex = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

// --- moves ------------------------------------------------------------------------------------

/** Where a note can be moved from the keyboard (§4 move directions). */
export const NOTE_MOVES = ['first', 'up', 'down', 'last'] as const;
export type NoteMove = (typeof NOTE_MOVES)[number];

/** How each move is offered: before is earlier on the board (left, then up). */
export const NOTE_MOVE_LABELS: Readonly<Record<NoteMove, string>> = { first: 'Move to the start', up: 'Move earlier', down: 'Move later', last: 'Move to the end' };

/** The place a move takes the note at `index` to on a board of `length`; null when it cannot go there (already first or last). */
export function moveTarget(index: number, move: NoteMove, length: number): number | null {
  if (!Number.isInteger(index) || index < 0 || index >= length) return null;
  const to = move === 'first' ? 0 : move === 'up' ? index - 1 : move === 'down' ? index + 1 : length - 1;
  return to < 0 || to >= length || to === index ? null : to;
}

/** The list with the item at `from` put at `to` (clamped to the list); the same list when nothing moves. */
export function movedTo<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return list;
  const place = Math.max(0, Math.min(list.length - 1, Math.trunc(to)));
  if (place === from) return list;
  const next = [...list];
  next.splice(place, 0, ...next.splice(from, 1));
  return next;
}

/** The list with an item put at `index` (past the end: at the end). */
export function insertedAt<T>(list: readonly T[], item: T, index: number): readonly T[] {
  const next = [...list];
  next.splice(Math.max(0, Math.min(list.length, index)), 0, item);
  return next;
}

/**
 * Where a note dragged from `from` lands when dropped before or after the note at `target`: its
 * place in the list without it (the index moveNote takes).
 */
export function dropIndex(from: number, target: number, position: 'before' | 'after'): number {
  const at = position === 'before' ? target : target + 1;
  return at > from ? at - 1 : at;
}

/** What a screen reader hears after a move: the note's new place. */
export const movedAnnouncement = (index: number, length: number): string => `Note moved to place ${index + 1} of ${length}`;

/** A note's first words, for labels ("Delete note: Call the printer…"). */
export function noteExcerpt(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// --- colours ----------------------------------------------------------------------------------

/** The palette's pairs for notes (src/domain/shared/palette.ts noteColors(): its light variants, black text). */
export const NOTE_FALLBACK: Readonly<Record<NoteColor, string>> = { YELLOW: '#FEF9C3', BLUE: '#DBEAFE', PURPLE: '#F3E8FF', GREEN: '#DCFCE7', PINK: '#FEE2E2', ORANGE: '#FFEDD5' };
/** The palette's black and white. */
const INK = { dark: '#111827', light: '#FFFFFF' } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const longHex = (hex: string): string => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toUpperCase();

/** The WCAG 2 relative luminance of a '#RRGGBB' colour (as the palette's contrastRatio reads it). */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The colours a note is drawn in: the background its author chose for that colour name
 * (`preferences.noteColors`, a '#rgb' or '#rrggbb' colour), with whichever of black and white
 * text reads better on it; the palette's pair when the person's colour is missing or not one.
 */
export function noteFill(color: NoteColor, chosen: Readonly<Partial<Record<NoteColor, string>>> | null | undefined): ColorPair {
  const mine = chosen?.[color]?.trim();
  if (mine === undefined || !HEX.test(mine)) return { background: NOTE_FALLBACK[color] ?? NOTE_FALLBACK.YELLOW, foreground: INK.dark };
  const background = longHex(mine);
  // Black text unless white reads better (the WCAG 2 contrast ratio of each against the background).
  const [l, dark] = [luminance(background) + 0.05, luminance(INK.dark) + 0.05];
  return { background, foreground: Math.max(l, dark) / Math.min(l, dark) >= 1.05 / l ? INK.dark : INK.light };
}
