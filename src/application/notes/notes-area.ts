/**
 * The notes page's model (/note), loaded with that page only: the caller's board of notes.
 *
 * - What is typed is a draft of the model's until the server has kept it: a refusal or a failure
 *   leaves it as typed, with the reason, and opens the note again (nothing typed is lost).
 * - Recolouring, moving and deleting show at once; the calls go to the server one after another in
 *   the order they were made, and when the last has answered the board is the server's. A call
 *   that fails is told in a toast and the board is read again, so it never shows what is not kept.
 * - A deleted note's toast offers Undo, which writes it again at its place with its text and colour.
 * - Each change is announced in words for screen readers (`announcement`).
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import {
  DEFAULT_NOTE_COLOR, insertedAt, movedAnnouncement, movedTo, moveTarget, noteExcerpt, noteFits, NOTE_COLOR_LABELS, NOTE_MESSAGES, validateNote, validateNoteChange,
  type Note, type NoteColor, type NoteContent, type NoteMove,
} from '../../domain/notes/note.ts';
import { ACTION_NOTIFICATION_MS } from '../../domain/shared/notifications.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import { run, type Outcome } from '../shared/run.ts';
import { NoteGateway } from './note-gateway.port.ts';

export type NotesDeps = OrganizationDeps<NoteGateway>;

/** The key of the new note being written (it has no id yet). */
export const NEW_NOTE = 'new';

/** The toasts and announcements of the board. */
export const NOTE_TEXTS = {
  deleted: 'Note deleted',
  undo: 'Undo',
  restored: 'Note restored',
  added: 'Note added',
  saved: 'Note saved',
  deleteFailed: 'Could not delete the note',
  restoreFailed: 'Could not restore the note',
  moveFailed: 'Could not move the note',
  recolorFailed: 'Could not change the colour',
  saveFailed: 'Could not save the note',
} as const;

export type BoardState = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'loaded' };

/** Words for a live region; `count` changes with each, so the same words are said again. */
export interface Announcement {
  readonly text: string;
  readonly count: number;
}

export interface NotesBoardModel {
  readonly state: ReadonlySignal<BoardState>;
  /** The board as it shows, in order. */
  readonly notes: ReadonlySignal<readonly Note[]>;
  /** The note in edit mode: a note's id, NEW_NOTE for a new one, or null. */
  readonly editing: ReadonlySignal<string | null>;
  /** What is typed and not kept yet, by note id (NEW_NOTE: the new note): kept until saved or cancelled, a failed save's too. */
  readonly drafts: ReadonlySignal<ReadonlyMap<string, NoteContent>>;
  /** The notes (ids or NEW_NOTE) whose save is under way. */
  readonly saving: ReadonlySignal<ReadonlySet<string>>;
  /** Why a note's draft was not saved, by note id (NEW_NOTE for the new one). */
  readonly errors: ReadonlySignal<ReadonlyMap<string, string>>;
  readonly announcement: ReadonlySignal<Announcement>;
  /** Reads the board (again). */
  readonly load: () => Promise<void>;
  /** Opens a new note in edit mode (false when the board is full: the reason is its error). */
  readonly startNew: () => boolean;
  /** Puts a note in edit mode, with its draft when a save of it failed. */
  readonly edit: (id: string) => void;
  /** What the editor of a note holds now. */
  readonly change: (key: string, content: NoteContent) => void;
  /** Leaves edit mode and lets the draft go. */
  readonly cancel: () => void;
  /**
   * Saves a note's draft (NEW_NOTE: writes it at the start of the board); whether it was kept.
   * Refused or failed, the draft stays with the reason, and the note opens again in edit mode when
   * no other is.
   */
  readonly save: (key: string) => Promise<boolean>;
  readonly recolor: (id: string, color: NoteColor) => Promise<boolean>;
  /** Moves a note one of the four ways; false when it cannot go that way. */
  readonly move: (id: string, move: NoteMove) => Promise<boolean>;
  /** Puts a note at a place of the board (a drop). */
  readonly moveTo: (id: string, index: number) => Promise<boolean>;
  /** Deletes a note; its toast offers Undo. */
  readonly remove: (id: string) => Promise<boolean>;
}

const withGateway = <A>(use: (gateway: NoteGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, NoteGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* NoteGateway);
  });

function createBoardModel(deps: NotesDeps): NotesBoardModel {
  const state = signal<BoardState>({ status: 'loading' });
  const notes = signal<readonly Note[]>([]);
  const editing = signal<string | null>(null);
  const saving = signal<ReadonlySet<string>>(new Set());
  const drafts = signal<ReadonlyMap<string, NoteContent>>(new Map());
  const errors = signal<ReadonlyMap<string, string>>(new Map());
  const announcement = signal<Announcement>({ text: '', count: 0 });

  const announce = (text: string) => {
    announcement.value = { text, count: announcement.value.count + 1 };
  };
  /** A map with one key set (a value) or removed (undefined). */
  const withKey = <V>(map: ReadonlyMap<string, V>, key: string, value: V | undefined): ReadonlyMap<string, V> => {
    const next = new Map(map);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const setError = (key: string, message: string | undefined) => {
    errors.value = withKey(errors.value, key, message);
  };
  const setDraft = (key: string, content: NoteContent | undefined) => {
    drafts.value = withKey(drafts.value, key, content);
  };
  const mark = (key: string, on: boolean) => {
    const next = new Set(saving.value);
    if (on) next.add(key);
    else next.delete(key);
    saving.value = next;
  };

  // The calls in flight, one after another; the board the server answered last; whether one failed.
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let answered: readonly Note[] | null = null;
  let failed = false;

  /** Reads the board again, keeping what shows when that fails too. */
  const refresh = async () => {
    const outcome = await run(deps.runner, withGateway((gateway) => gateway.list()));
    if (outcome.status === 'success' && pending === 0) notes.value = outcome.value;
  };

  /**
   * Sends a call after the ones before it. `board` turns its answer into the server's board (given
   * the last board answered, or what shows). When the last call has answered, the board shows the
   * server's, or is read again if a call failed.
   */
  async function send<A>(call: (gateway: NoteGateway['Service']) => Effect.Effect<A, RequestError>, board: (value: A, before: readonly Note[]) => readonly Note[]): Promise<Outcome<A, RequestError>> {
    pending += 1;
    const turn = chain.then(() => run(deps.runner, withGateway(call)));
    chain = turn.catch(() => undefined);
    let outcome: Outcome<A, RequestError>;
    try {
      outcome = await turn;
    } finally {
      pending -= 1;
    }
    if (outcome.status === 'success') answered = board(outcome.value, answered ?? notes.value);
    else failed = true;
    if (pending === 0) {
      const last = answered;
      answered = null;
      if (failed) {
        failed = false;
        void refresh();
      } else if (last) notes.value = last;
    }
    return outcome;
  }

  /** A board with a note as the server answered it. */
  const replaced = (note: Note, before: readonly Note[]) => before.map((each) => (each.id === note.id ? note : each));
  const failedToast = (title: string, outcome: Outcome<unknown, RequestError>) => {
    if (outcome.status === 'failure') deps.notify({ type: 'Error', title, subTitle: describeError(outcome.error) });
  };

  async function moveNote(id: string, to: number): Promise<boolean> {
    const list = notes.value;
    const from = list.findIndex((note) => note.id === id);
    if (from < 0) return false;
    const next = movedTo(list, from, to);
    if (next === list) return false;
    const place = next.findIndex((note) => note.id === id);
    notes.value = next;
    announce(movedAnnouncement(place, next.length));
    const outcome = await send((gateway) => gateway.move(id, place), (board) => board);
    failedToast(NOTE_TEXTS.moveFailed, outcome);
    return outcome.status === 'success';
  }

  async function restore(note: Note, index: number): Promise<boolean> {
    notes.value = insertedAt(notes.value, note, index);
    const outcome = await send((gateway) => gateway.create({ text: note.text, color: note.color }, index), (value) => value.notes);
    if (outcome.status === 'success') announce(NOTE_TEXTS.restored);
    failedToast(NOTE_TEXTS.restoreFailed, outcome);
    return outcome.status === 'success';
  }

  return {
    state,
    notes,
    editing,
    drafts,
    saving,
    errors,
    announcement,
    load: async () => {
      if (state.value.status !== 'loaded') state.value = { status: 'loading' };
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.list()));
      if (outcome.status === 'success')
        batch(() => {
          notes.value = outcome.value;
          state.value = { status: 'loaded' };
        });
      else if (outcome.status === 'failure' && state.value.status !== 'loaded') state.value = { status: 'failed', message: describeError(outcome.error) };
    },
    startNew: () => {
      const full = !noteFits(notes.value.length);
      batch(() => {
        editing.value = NEW_NOTE;
        if (!drafts.value.has(NEW_NOTE)) setDraft(NEW_NOTE, { text: '', color: DEFAULT_NOTE_COLOR });
        setError(NEW_NOTE, full ? NOTE_MESSAGES.full : errors.value.get(NEW_NOTE));
      });
      return !full;
    },
    edit: (id) => {
      const note = notes.value.find((each) => each.id === id);
      if (!note) return;
      batch(() => {
        editing.value = id;
        if (!drafts.value.has(id)) setDraft(id, { text: note.text, color: note.color });
      });
    },
    change: (key, content) => setDraft(key, content),
    cancel: () => {
      const key = editing.value;
      if (key === null) return;
      batch(() => {
        editing.value = null;
        setDraft(key, undefined);
        setError(key, undefined);
      });
    },
    save: async (key) => {
      const draft = drafts.value.get(key);
      if (!draft || saving.value.has(key)) return false;
      /** Keeps the draft with why it was not kept, and opens it again when nothing else is in edit mode. */
      const notKept = (message: string) => {
        batch(() => {
          setError(key, message);
          if (editing.value === null) editing.value = key;
        });
        if (editing.value !== key) deps.notify({ type: 'Error', title: NOTE_TEXTS.saveFailed, subTitle: message });
        return false;
      };
      /** The draft is kept: it goes, and so does edit mode. */
      const kept = (text: string) => {
        batch(() => {
          setDraft(key, undefined);
          setError(key, undefined);
          if (editing.value === key) editing.value = null;
        });
        announce(text);
        return true;
      };
      if (key === NEW_NOTE) {
        const checked = validateNote(draft);
        if (!checked.ok) return notKept(checked.errors[0]!.message);
        if (!noteFits(notes.value.length)) return notKept(NOTE_MESSAGES.full);
        mark(key, true);
        const outcome = await send((gateway) => gateway.create(checked.value, 0), (value) => value.notes);
        mark(key, false);
        // The server's board did not change: the one showing stays, and the text stays in its draft.
        if (outcome.status !== 'success') return outcome.status === 'failure' ? notKept(describeError(outcome.error)) : false;
        if (!notes.value.some((note) => note.id === outcome.value.note.id)) notes.value = insertedAt(notes.value, outcome.value.note, 0);
        return kept(NOTE_TEXTS.added);
      }
      const current = notes.value.find((note) => note.id === key);
      if (!current) {
        batch(() => {
          setDraft(key, undefined);
          setError(key, undefined);
          if (editing.value === key) editing.value = null;
        });
        return false;
      }
      const checked = validateNoteChange(draft);
      if (!checked.ok) return notKept(checked.errors[0]!.message);
      const change: { text?: string; color?: NoteColor } = {};
      if (checked.value.text !== undefined && checked.value.text !== current.text) change.text = checked.value.text;
      if (checked.value.color !== undefined && checked.value.color !== current.color) change.color = checked.value.color;
      if (change.text === undefined && change.color === undefined) {
        batch(() => {
          setDraft(key, undefined);
          setError(key, undefined);
          if (editing.value === key) editing.value = null;
        });
        return true;
      }
      mark(key, true);
      const outcome = await send((gateway) => gateway.update(key, change), replaced);
      mark(key, false);
      if (outcome.status !== 'success') return outcome.status === 'failure' ? notKept(describeError(outcome.error)) : false;
      notes.value = notes.value.map((note) => (note.id === key ? outcome.value : note));
      return kept(NOTE_TEXTS.saved);
    },
    recolor: async (id, color) => {
      const current = notes.value.find((note) => note.id === id);
      if (!current || current.color === color) return false;
      notes.value = notes.value.map((note) => (note.id === id ? { ...note, color } : note));
      announce(`Colour: ${NOTE_COLOR_LABELS[color]}`);
      const outcome = await send((gateway) => gateway.update(id, { color }), replaced);
      failedToast(NOTE_TEXTS.recolorFailed, outcome);
      return outcome.status === 'success';
    },
    move: (id, move) => {
      const from = notes.value.findIndex((note) => note.id === id);
      const to = moveTarget(from, move, notes.value.length);
      return to === null ? Promise.resolve(false) : moveNote(id, to);
    },
    moveTo: (id, index) => moveNote(id, index),
    remove: async (id) => {
      const index = notes.value.findIndex((note) => note.id === id);
      if (index < 0) return false;
      const note = notes.value[index]!;
      batch(() => {
        notes.value = notes.value.filter((each) => each.id !== id);
        if (editing.value === id) editing.value = null;
        setDraft(id, undefined);
        setError(id, undefined);
      });
      const outcome = await send((gateway) => gateway.remove(id), (board) => board);
      if (outcome.status === 'success') {
        deps.notify({
          type: 'Success',
          title: NOTE_TEXTS.deleted,
          subTitle: noteExcerpt(note.text),
          action: { label: NOTE_TEXTS.undo, run: () => void restore(note, index) },
          duration: ACTION_NOTIFICATION_MS,
        });
      }
      failedToast(NOTE_TEXTS.deleteFailed, outcome);
      return outcome.status === 'success';
    },
  };
}

/** The notes page's models. */
export interface NotesArea {
  /** The caller's board in one organization. */
  readonly board: (orgId: string) => NotesBoardModel;
}

export function createNotesArea(deps: NotesDeps): NotesArea {
  return { board: () => createBoardModel(deps) };
}
