/**
 * The notes board's model against a gateway double that keeps a board as the server does: it
 * loads; a new note and an edit stay in edit mode until kept (a refusal keeps the text and says
 * why); recolours, moves and deletes show at once and end as the server's board; calls go one
 * after another; a failed call is told and the board read again; a deletion's Undo writes the note
 * back at its place; changes are announced.
 */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createNotesArea, NEW_NOTE, NOTE_TEXTS, type NotesDeps } from '../../../src/application/notes/notes-area.ts';
import { NoteGateway } from '../../../src/application/notes/note-gateway.port.ts';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { NOTE_LIMITS, NOTE_MESSAGES, type Note, type NoteColor } from '../../../src/domain/notes/note.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const AT = '2026-11-01T00:00:00.000Z';
const note = (id: string, text: string, color: NoteColor = 'YELLOW'): Note => ({ id, text, color, createdAt: AT, updatedAt: AT });

/** A board kept as the server keeps it, with the calls it got; `fail` makes the next call of a kind fail. */
function fakeServer(initial: readonly Note[]) {
  let board = [...initial];
  let nextId = 100;
  const calls: string[] = [];
  const fail = new Set<string>();
  const refused = (kind: string) => {
    if (!fail.has(kind)) return null;
    fail.delete(kind);
    return Effect.fail(kind === 'create' ? new GraphQLError({ message: 'You keep at most 500 notes: delete one first', field: 'text' }) : new NetworkError({ message: 'down' }));
  };
  const place = (item: Note, index: number) => {
    board = board.filter((each) => each.id !== item.id);
    board.splice(Math.min(index, board.length), 0, item);
  };
  const gateway: Partial<NoteGateway['Service']> = {
    list: () => (calls.push('list'), refused('list') ?? Effect.sync(() => [...board])),
    create: (content, index) => {
      calls.push(`create ${content.text} ${content.color} @${index}`);
      return refused('create') ?? Effect.sync(() => {
        const made = note(String((nextId += 1)), content.text, content.color);
        place(made, index);
        return { note: made, notes: [...board] };
      });
    },
    update: (id, change) => {
      calls.push(`update ${id} ${JSON.stringify(change)}`);
      return refused('update') ?? Effect.sync(() => {
        const changed = { ...board.find((each) => each.id === id)!, ...change, updatedAt: '2026-11-02T00:00:00.000Z' };
        board = board.map((each) => (each.id === id ? changed : each));
        return changed;
      });
    },
    remove: (id) => (calls.push(`remove ${id}`), refused('remove') ?? Effect.sync(() => (board = board.filter((each) => each.id !== id)))),
    move: (id, index) => (calls.push(`move ${id} @${index}`), refused('move') ?? Effect.sync(() => (place(board.find((each) => each.id === id)!, index), [...board]))),
  };
  return { gateway, calls, fail, board: () => board };
}

function harness(initial: readonly Note[] = [note('1', 'Alpha'), note('2', 'Bravo', 'BLUE'), note('3', 'Charlie', 'PINK')]) {
  const server = fakeServer(initial);
  const toasts: NotificationInput[] = [];
  const deps: NotesDeps = {
    runner: runtimeOf(Layer.mergeAll(stubLayer(NoteGateway, server.gateway))) as unknown as NotesDeps['runner'],
    notify: (toast) => toasts.push(toast),
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
  const model = createNotesArea(deps).board('7');
  const texts = () => model.notes.value.map((each) => each.text);
  return { model, server, toasts, texts };
}

// ---------------------------------------------------------------------------------------------
const loading = suite('notes board: loading');

loading('loads the board in its order', async () => {
  const { model, texts } = harness();
  assert.equal(model.state.value, { status: 'loading' });
  await model.load();
  assert.equal(model.state.value, { status: 'loaded' });
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie']);
});

loading('a board that cannot be read says why; reading again loads it', async () => {
  const { model, server, texts } = harness();
  server.fail.add('list');
  await model.load();
  assert.equal(model.state.value, { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' });
  await model.load();
  assert.equal([model.state.value.status, texts()], ['loaded', ['Alpha', 'Bravo', 'Charlie']]);
});

loading.run();

// ---------------------------------------------------------------------------------------------
const writing = suite('notes board: writing and editing');

writing('a new note opens in edit mode and, once kept, is first on the board and announced', async () => {
  const { model, server, texts } = harness();
  await model.load();
  assert.ok(model.startNew());
  assert.equal([model.editing.value, model.drafts.value.get(NEW_NOTE)], [NEW_NOTE, { text: '', color: 'YELLOW' }]);
  model.change(NEW_NOTE, { text: '  Buy strings \n', color: 'GREEN' });
  const saving = model.save(NEW_NOTE);
  assert.ok(model.saving.value.has(NEW_NOTE), 'saving shows');
  assert.ok(await saving);
  assert.equal([model.editing.value, model.saving.value.size, model.errors.value.size, model.drafts.value.size], [null, 0, 0, 0]);
  assert.equal(texts(), ['Buy strings', 'Alpha', 'Bravo', 'Charlie']);
  assert.equal(server.calls.slice(-1), ['create Buy strings GREEN @0']);
  assert.is(model.announcement.value.text, NOTE_TEXTS.added);
});

writing('a blank note is refused before anything is sent, and stays in edit mode', async () => {
  const { model, server } = harness();
  await model.load();
  model.startNew();
  model.change(NEW_NOTE, { text: ' \n ', color: 'YELLOW' });
  assert.not.ok(await model.save(NEW_NOTE));
  assert.equal([model.editing.value, model.errors.value.get(NEW_NOTE)], [NEW_NOTE, NOTE_MESSAGES.blank]);
  assert.equal(server.calls, ['list']);
});

writing("a note the server refuses keeps its text in edit mode with the server's reason; the board is unchanged", async () => {
  const { model, server, texts } = harness();
  await model.load();
  model.startNew();
  model.change(NEW_NOTE, { text: 'One too many', color: 'PINK' });
  server.fail.add('create');
  assert.not.ok(await model.save(NEW_NOTE));
  assert.equal([model.editing.value, model.errors.value.get(NEW_NOTE), model.drafts.value.get(NEW_NOTE)], [NEW_NOTE, 'You keep at most 500 notes: delete one first', { text: 'One too many', color: 'PINK' }]);
  await settle();
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie']);
});

writing('a full board offers no new note: it says why', async () => {
  const full = Array.from({ length: NOTE_LIMITS.notes }, (_, index) => note(String(index + 1), `N${index}`));
  const { model } = harness(full);
  await model.load();
  assert.not.ok(model.startNew());
  assert.is(model.errors.value.get(NEW_NOTE), NOTE_MESSAGES.full);
});

writing('an edit starts from the note, sends only what changed and leaves edit mode; an edit that changes nothing sends nothing', async () => {
  const { model, server, texts } = harness();
  await model.load();
  model.edit('2');
  assert.equal([model.editing.value, model.drafts.value.get('2')], ['2', { text: 'Bravo', color: 'BLUE' }]);
  assert.ok(await model.save('2'));
  assert.equal([model.editing.value, server.calls], [null, ['list']]);
  model.edit('2');
  model.change('2', { text: 'Bravo two', color: 'BLUE' });
  assert.ok(await model.save('2'));
  assert.equal(server.calls.slice(-1), ['update 2 {"text":"Bravo two"}']);
  assert.equal([texts(), model.editing.value, model.drafts.value.size, model.announcement.value.text], [['Alpha', 'Bravo two', 'Charlie'], null, 0, NOTE_TEXTS.saved]);
});

writing('an edit that fails stays in edit mode, says why, and the note shows what was kept; Cancel lets the draft go', async () => {
  const { model, server, texts } = harness();
  await model.load();
  model.edit('1');
  model.change('1', { text: 'Alpha changed', color: 'YELLOW' });
  server.fail.add('update');
  assert.not.ok(await model.save('1'));
  assert.equal([model.editing.value, model.errors.value.get('1'), model.drafts.value.get('1')?.text], ['1', 'Could not reach the server. Check your connection and try again.', 'Alpha changed']);
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie']);
  model.cancel();
  assert.equal([model.editing.value, model.errors.value.size, model.drafts.value.size], [null, 0, 0]);
});

writing('a save that fails while another note is open keeps its draft, tells it in a toast, and opening the note again shows the draft', async () => {
  const { model, server, toasts } = harness();
  await model.load();
  model.edit('1');
  model.change('1', { text: 'Alpha, left by a blur', color: 'YELLOW' });
  server.fail.add('update');
  const saving = model.save('1');
  model.edit('2');
  assert.not.ok(await saving);
  assert.is(model.editing.value, '2', 'the note being edited now stays open');
  assert.equal(toasts.map((toast) => [toast.type, toast.title]), [['Error', NOTE_TEXTS.saveFailed]]);
  model.cancel();
  model.edit('1');
  assert.equal([model.drafts.value.get('1')?.text, model.errors.value.has('1')], ['Alpha, left by a blur', true]);
});

writing.run();

// ---------------------------------------------------------------------------------------------
const changes = suite('notes board: recolour, move, delete');

changes('a recolour shows at once, is announced by its name and kept', async () => {
  const { model, server } = harness();
  await model.load();
  const done = model.recolor('1', 'PURPLE');
  assert.is(model.notes.value[0]!.color, 'PURPLE', 'before the server answers');
  assert.is(model.announcement.value.text, 'Colour: Purple');
  assert.ok(await done);
  assert.is(server.board()[0]!.color, 'PURPLE');
});

changes('a recolour that fails is told, and the board is read again', async () => {
  const { model, server, toasts } = harness();
  await model.load();
  server.fail.add('update');
  assert.not.ok(await model.recolor('1', 'PURPLE'));
  await settle();
  assert.equal(toasts.map((toast) => [toast.type, toast.title]), [['Error', NOTE_TEXTS.recolorFailed]]);
  assert.is(model.notes.value[0]!.color, 'YELLOW', 'the board shows what is kept');
});

changes('moves go one way at a time, show at once, are announced with the place, and end as the server has them', async () => {
  const { model, server, texts } = harness();
  await model.load();
  const first = model.move('1', 'down');
  const second = model.move('1', 'down');
  assert.equal(texts(), ['Bravo', 'Charlie', 'Alpha'], 'both show before any answer');
  assert.is(model.announcement.value.text, 'Note moved to place 3 of 3');
  assert.ok((await first) && (await second));
  assert.equal(server.calls.slice(1), ['move 1 @1', 'move 1 @2'], 'in order, one after another');
  assert.equal(texts(), ['Bravo', 'Charlie', 'Alpha']);
  assert.not.ok(await model.move('1', 'last'), 'the last note goes no later');
  assert.ok(await model.move('1', 'first'));
  assert.equal(server.board().map((each) => each.text), ['Alpha', 'Bravo', 'Charlie']);
});

changes('a drop puts a note at its place', async () => {
  const { model, texts } = harness();
  await model.load();
  assert.ok(await model.moveTo('3', 0));
  assert.equal(texts(), ['Charlie', 'Alpha', 'Bravo']);
  assert.not.ok(await model.moveTo('3', 0), 'to its own place: nothing');
});

changes('a move that fails is told and the board comes back as the server keeps it', async () => {
  const { model, server, texts, toasts } = harness();
  await model.load();
  server.fail.add('move');
  assert.not.ok(await model.move('3', 'first'));
  await settle();
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie']);
  assert.equal(toasts.map((toast) => toast.title), [NOTE_TEXTS.moveFailed]);
});

changes("a deleted note goes at once; its toast's Undo writes it back at its place, with its text and colour", async () => {
  const { model, server, texts, toasts } = harness();
  await model.load();
  const done = model.remove('2');
  assert.equal(texts(), ['Alpha', 'Charlie']);
  assert.ok(await done);
  const [toast] = toasts;
  assert.equal([toast!.type, toast!.title, toast!.subTitle, toast!.action?.label], ['Success', NOTE_TEXTS.deleted, 'Bravo', NOTE_TEXTS.undo]);
  assert.ok(toast!.duration! >= 8000, 'the toast stays long enough to reach Undo');
  toast!.action!.run();
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie'], 'back at once');
  await settle();
  assert.equal(server.calls.slice(-1), ['create Bravo BLUE @1']);
  assert.equal(server.board().map((each) => [each.text, each.color]), [['Alpha', 'YELLOW'], ['Bravo', 'BLUE'], ['Charlie', 'PINK']]);
  assert.is(model.announcement.value.text, NOTE_TEXTS.restored);
});

changes('a deletion that fails is told and the note comes back', async () => {
  const { model, server, texts, toasts } = harness();
  await model.load();
  server.fail.add('remove');
  assert.not.ok(await model.remove('1'));
  await settle();
  assert.equal(texts(), ['Alpha', 'Bravo', 'Charlie']);
  assert.equal(toasts.map((toast) => [toast.type, toast.title]), [['Error', NOTE_TEXTS.deleteFailed]]);
});

changes.run();
