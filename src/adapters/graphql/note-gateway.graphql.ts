/** NoteGateway over GraphQL, loaded with the notes page: every answer is checked before it becomes a note. */
import { Effect, Layer } from 'effect';
import { NoteGateway } from '../../application/notes/note-gateway.port.ts';
import { isNoteColor, type Note } from '../../domain/notes/note.ts';
import { checked } from './checked.ts';
import { CreateNoteDocument, DeleteNoteDocument, MoveNoteDocument, NotesDocument, UpdateNoteDocument } from './generated/note-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

type Loose = Record<string, unknown>;
const fresh = { fetchPolicy: 'network-only' } as const;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNote = (value: unknown) =>
  isObject(value) && typeof value['id'] === 'string' && typeof value['text'] === 'string' && isNoteColor(value['color']) && typeof value['createdAt'] === 'string' && typeof value['updatedAt'] === 'string';
const isBoard = (value: unknown) => Array.isArray(value) && value.every(isNote);

const note = (value: Loose): Note => ({ id: value['id'] as string, text: value['text'] as string, color: value['color'] as Note['color'], createdAt: value['createdAt'] as string, updatedAt: value['updatedAt'] as string });
const board = (payload: unknown) => checked<readonly Loose[]>(payload, isBoard, 'notes').pipe(Effect.map((list) => list.map(note)));
const one = (payload: unknown) => checked<Loose>(payload, isNote, 'a note').pipe(Effect.map(note));

/** The real gateway, as a layer over a client. */
export function noteGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(NoteGateway)({
    list: () => client.query(NotesDocument, {}, fresh).pipe(Effect.flatMap((data) => board(data.notes))),
    create: (content, index) =>
      client.execute(CreateNoteDocument, { input: { text: content.text, color: content.color, index } }).pipe(
        Effect.flatMap((data) => Effect.all({ note: one(data.createNote.note), notes: board(data.createNote.notes) })),
      ),
    update: (id, change) =>
      client.execute(UpdateNoteDocument, { input: { id, ...(change.text === undefined ? {} : { text: change.text }), ...(change.color === undefined ? {} : { color: change.color }) } }).pipe(
        Effect.flatMap((data) => one(data.updateNote.note)),
      ),
    remove: (id) => client.execute(DeleteNoteDocument, { input: { id } }).pipe(Effect.flatMap((data) => board(data.deleteNote.notes))),
    move: (id, index) => client.execute(MoveNoteDocument, { input: { id, index } }).pipe(Effect.flatMap((data) => board(data.moveNote.notes))),
  });
}
