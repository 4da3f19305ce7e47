/** The NoteGateway over GraphQL against the real local server, in-process: every call and its checked answer, in the domain's shapes. */
import { Effect, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { noteGatewayLayer } from '../../../src/adapters/graphql/note-gateway.graphql.ts';
import { NoteGateway } from '../../../src/application/notes/note-gateway.port.ts';
import { NOTE_MESSAGES } from '../../../src/domain/notes/note.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

const gateway = suite('note gateway against the local server');

gateway('create at a place, change the text and the colour, move, delete, list; a refusal comes back with its field', async () => {
  const { client } = await ownerOfOrganization();
  const notes = ManagedRuntime.make(noteGatewayLayer(client));
  const call = <A>(use: (g: NoteGateway['Service']) => Effect.Effect<A, unknown>) => notes.runPromise(NoteGateway.use(use));
  assert.equal(await call((g) => g.list()), []);
  const first = await call((g) => g.create({ text: 'First', color: 'BLUE' }, 0));
  assert.equal([first.note.text, first.note.color, first.notes.length], ['First', 'BLUE', 1]);
  const second = await call((g) => g.create({ text: '<b>Second</b>', color: 'PINK' }, 5));
  assert.equal(second.notes.map((n) => n.text), ['First', '<b>Second</b>'], 'past the end: the end; markup is text');
  const changed = await call((g) => g.update(first.note.id, { text: 'First, edited' }));
  assert.equal([changed.text, changed.color], ['First, edited', 'BLUE']);
  assert.is((await call((g) => g.update(first.note.id, { color: 'GREEN' }))).color, 'GREEN');
  assert.equal((await call((g) => g.move(first.note.id, 1))).map((n) => n.text), ['<b>Second</b>', 'First, edited']);
  assert.equal((await call((g) => g.remove(second.note.id))).map((n) => n.text), ['First, edited']);
  assert.equal((await call((g) => g.list())).map((n) => [n.text, n.color]), [['First, edited', 'GREEN']]);
  const refused = await notes.runPromise(Effect.flip(NoteGateway.use((g) => g.create({ text: '   ', color: 'YELLOW' }, 0))));
  assert.equal([(refused as { message?: string }).message, (refused as { field?: string }).field], [NOTE_MESSAGES.blank, 'text']);
});

gateway.run();
