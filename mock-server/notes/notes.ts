/**
 * Notes (schema/note.graphql): each person's own notes, kept with the organization's work (its
 * `notes` catalogue, migration 0010) and private to their author. Every operation works on the
 * caller's own board only: a note of anyone else, of another organization or of nobody is "Note not
 * found" alike, so nobody learns that another person's note exists. Every accepted role keeps notes
 * (VISITORs too: they are the person's own). Input is checked with the rules of
 * src/domain/notes/note.ts before anything changes; positions stay 0, 1, 2… with no gap.
 */
import { checkedIndex, noteFits, NOTE_MESSAGES, validateNote, validateNoteChange } from '../../src/domain/notes/note.ts';
import { invalid, userError } from '../shared/errors.ts';
import { badInput } from '../work/checks.ts';
import type { Scope } from '../work/scope.ts';
import type { StoredPersonalNote, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

/** The caller's notes, in their order. */
export function boardOf(scope: Scope): StoredPersonalNote[] {
  const mine: StoredPersonalNote[] = [];
  for (const note of scope.work.notes.values()) if (note.roleId === scope.role.id) mine.push(note);
  return mine.sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
}

/** Numbers a board 0, 1, 2… in the order given (only the notes whose place changed are touched). */
function renumber(board: readonly StoredPersonalNote[]): void {
  board.forEach((note, position) => {
    if (note.position !== position) note.position = position;
  });
}

/** The caller's note with this id: another person's is not found, as a missing one is. */
function ownNote(scope: Scope, id: unknown): StoredPersonalNote {
  const note = typeof id === 'string' ? scope.work.notes.get(id) : undefined;
  if (!note || note.roleId !== scope.role.id) throw userError(NOTE_MESSAGES.notFound, 'NOT_FOUND', { field: 'id' });
  return note;
}

/** A place given in an input, or the refusal on `index`. */
function indexOf(value: unknown): number {
  const index = checkedIndex(value);
  if (index === null) throw badInput(NOTE_MESSAGES.index, 'index');
  return index;
}

/** The note service over the work store (ids from the store). */
export function createNotes(store: WorkStore) {
  return {
    list: (scope: Scope): readonly StoredPersonalNote[] => boardOf(scope),

    /** Writes a note at a place of the caller's board (absent: the start); answers it and the board. */
    create(scope: Scope, input: Input): { readonly note: StoredPersonalNote; readonly notes: readonly StoredPersonalNote[] } {
      const checked = validateNote({ text: input['text'], color: input['color'] });
      if (!checked.ok) throw invalid(checked.errors);
      const index = input['index'] === undefined || input['index'] === null ? 0 : indexOf(input['index']);
      const board = boardOf(scope);
      if (!noteFits(board.length)) throw badInput(NOTE_MESSAGES.full, 'text');
      const now = scope.now();
      const note: StoredPersonalNote = { id: store.nextId('note'), roleId: scope.role.id, position: 0, text: checked.value.text, color: checked.value.color, createdAt: now, updatedAt: now };
      board.splice(Math.min(index, board.length), 0, note);
      renumber(board);
      scope.work.notes.set(note.id, note);
      return { note, notes: board };
    },

    /** Changes a note's text and/or colour. */
    update(scope: Scope, input: Input): StoredPersonalNote {
      const note = ownNote(scope, input['id']);
      const checked = validateNoteChange({ text: input['text'], color: input['color'] });
      if (!checked.ok) throw invalid(checked.errors);
      const { text = note.text, color = note.color } = checked.value;
      if (text !== note.text || color !== note.color) Object.assign(note, { text, color, updatedAt: scope.now() });
      return note;
    },

    /** Deletes a note; answers its id and the board. */
    delete(scope: Scope, input: Input): { readonly deletedNoteId: string; readonly notes: readonly StoredPersonalNote[] } {
      const note = ownNote(scope, input['id']);
      scope.work.notes.delete(note.id);
      const board = boardOf(scope);
      renumber(board);
      return { deletedNoteId: note.id, notes: board };
    },

    /** Moves a note to a place of the board (past the end: the end); answers the board. */
    move(scope: Scope, input: Input): readonly StoredPersonalNote[] {
      const note = ownNote(scope, input['id']);
      const index = indexOf(input['index']);
      const board = boardOf(scope).filter((each) => each.id !== note.id);
      board.splice(Math.min(index, board.length), 0, note);
      renumber(board);
      return board;
    },
  };
}

export type Notes = ReturnType<typeof createNotes>;
