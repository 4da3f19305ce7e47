/** NoteGateway: the caller's own notes in the current organization (schema/note.graphql). */
import { Context, type Effect } from 'effect';
import type { Note, NoteContent } from '../../domain/notes/note.ts';
import type { RequestError } from '../shared/errors.ts';

type Answer<T> = Effect.Effect<T, RequestError>;

/** The port: what the notes board reads and changes. Boards come back whole, in order. */
export class NoteGateway extends Context.Service<
  NoteGateway,
  {
    readonly list: () => Answer<readonly Note[]>;
    /** Writes a note at a place of the board; answers it and the board. */
    readonly create: (content: NoteContent, index: number) => Answer<{ readonly note: Note; readonly notes: readonly Note[] }>;
    /** Changes a note's text and/or colour; answers the note. */
    readonly update: (id: string, change: Partial<NoteContent>) => Answer<Note>;
    /** Deletes a note; answers the board. */
    readonly remove: (id: string) => Answer<readonly Note[]>;
    /** Moves a note to a place; answers the board. */
    readonly move: (id: string, index: number) => Answer<readonly Note[]>;
  }
>()('NoteGateway') {}
