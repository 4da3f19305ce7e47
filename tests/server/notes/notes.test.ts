/**
 * Notes on the local server (schema/note.graphql): each person's own board, private to its author
 * (another member, an administrator, the owner and another organization read nothing and change
 * nothing, and learn nothing from the refusals), kept by every accepted role, visitors too, checked
 * with the domain's rules (a refused input changes nothing), kept in the database in its order.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NOTE_LIMITS, NOTE_MESSAGES } from '../../../src/domain/notes/note.ts';
import { world, type Caller, type World } from '../work/work-helpers.ts';

const FIELDS = 'id text color position createdAt updatedAt';
const LIST = `{ notes { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateNoteInput!) { createNote(input: $input) { note { ${FIELDS} } notes { id position } } }`;
const UPDATE = `mutation ($input: UpdateNoteInput!) { updateNote(input: $input) { note { ${FIELDS} } } }`;
const DELETE = 'mutation ($id: ID!) { deleteNote(input: { id: $id }) { deletedNoteId notes { id position } } }';
const MOVE = 'mutation ($id: ID!, $index: Int!) { moveNote(input: { id: $id, index: $index }) { notes { id text position } } }';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const create = async (caller: Caller, text: string, more: Record<string, unknown> = {}) => (await caller.ok(CREATE, { input: { text, ...more } })).createNote.note;
const texts = async (caller: Caller): Promise<string[]> => (await caller.ok(LIST)).notes.map((note: { text: string }) => note.text);
const clear = async (caller: Caller) => {
  for (const note of (await caller.ok(LIST)).notes) await caller.ok(DELETE, { id: note.id });
};

// ---------------------------------------------------------------------------------------------
const board = suite('notes: a person keeps a board');

board('a new note goes at the start, yellow unless coloured, its text trimmed with its line breaks kept', async () => {
  const { member } = await setup();
  await clear(member);
  const first = await create(member, '  Call the printer\nabout posters  ');
  assert.equal([first.text, first.color, first.position], ['Call the printer\nabout posters', 'YELLOW', 0]);
  const answer = (await member.ok(CREATE, { input: { text: 'Second', color: 'PINK' } })).createNote;
  assert.equal([answer.note.color, answer.note.position], ['PINK', 0]);
  assert.equal(answer.notes.map((note: { id: string; position: number }) => [note.id, note.position]), [[answer.note.id, 0], [first.id, 1]], 'the whole board comes back');
  assert.equal(await texts(member), ['Second', 'Call the printer\nabout posters']);
});

board('a note goes at the place it is given; past the end is the end', async () => {
  const { member } = await setup();
  await clear(member);
  for (const text of ['c', 'b', 'a']) await create(member, text);
  await create(member, 'between', { index: 1 });
  await create(member, 'last', { index: 99 });
  assert.equal(await texts(member), ['a', 'between', 'b', 'c', 'last']);
});

board('a change sets the text, the colour or both, and only what is given', async () => {
  const { member } = await setup();
  await clear(member);
  const note = await create(member, 'Draft', { color: 'BLUE' });
  const texted = (await member.ok(UPDATE, { input: { id: note.id, text: ' Final ' } })).updateNote.note;
  assert.equal([texted.text, texted.color], ['Final', 'BLUE']);
  const coloured = (await member.ok(UPDATE, { input: { id: note.id, color: 'GREEN' } })).updateNote.note;
  assert.equal([coloured.text, coloured.color], ['Final', 'GREEN']);
  const both = (await member.ok(UPDATE, { input: { id: note.id, text: 'Both', color: 'ORANGE' } })).updateNote.note;
  assert.equal([both.text, both.color, both.createdAt], ['Both', 'ORANGE', note.createdAt]);
});

board('a move puts a note at a place and the others close up; places stay 0, 1, 2…', async () => {
  const { member } = await setup();
  await clear(member);
  const [c, b, a] = [await create(member, 'c'), await create(member, 'b'), await create(member, 'a')];
  const moved = (await member.ok(MOVE, { id: a.id, index: 2 })).moveNote.notes;
  assert.equal(moved.map((note: { text: string; position: number }) => [note.text, note.position]), [['b', 0], ['c', 1], ['a', 2]]);
  await member.ok(MOVE, { id: c.id, index: 50 });
  assert.equal(await texts(member), ['b', 'a', 'c'], 'past the end: the end');
  await member.ok(MOVE, { id: b.id, index: 0 });
  assert.equal(await texts(member), ['b', 'a', 'c'], 'to its own place: nothing moves');
});

board('a deleted note is gone and the others close up; created again at its place, the board is as it was (undo)', async () => {
  const { member } = await setup();
  await clear(member);
  for (const text of ['c', 'b', 'a']) await create(member, text);
  const notes = (await member.ok(LIST)).notes;
  const gone = (await member.ok(DELETE, { id: notes[1].id })).deleteNote;
  assert.is(gone.deletedNoteId, notes[1].id);
  assert.equal(gone.notes.map((note: { position: number }) => note.position), [0, 1]);
  assert.equal(await texts(member), ['a', 'c']);
  await create(member, notes[1].text, { color: notes[1].color, index: notes[1].position });
  assert.equal(await texts(member), ['a', 'b', 'c']);
});

board('the board is kept in the database, in its order', async () => {
  const { member, app, a } = await setup();
  await clear(member);
  for (const text of ['three', 'two', 'one']) await create(member, text, { color: 'PURPLE' });
  const [one] = (await member.ok(LIST)).notes;
  await member.ok(MOVE, { id: one.id, index: 2 });
  app.store.work.drop(a.id);
  assert.equal(await texts(member), ['two', 'three', 'one']);
  assert.equal((await member.ok(LIST)).notes.map((note: { color: string }) => note.color), ['PURPLE', 'PURPLE', 'PURPLE']);
});

board('a visitor keeps notes of their own: they change nothing of the organization', async () => {
  const { visitor } = await setup();
  await clear(visitor);
  const note = await create(visitor, 'Questions for Friday');
  await visitor.ok(UPDATE, { input: { id: note.id, color: 'GREEN' } });
  assert.equal(await texts(visitor), ['Questions for Friday']);
  await visitor.ok(DELETE, { id: note.id });
  assert.equal(await texts(visitor), []);
});

board.run();

// ---------------------------------------------------------------------------------------------
const privacy = suite('notes: private to their author');

privacy('nobody else reads them: another member, an administrator, the owner, a visitor, another organization', async () => {
  const { member, owner, admin, visitor, outsider, a } = await setup();
  await clear(member);
  for (const caller of [owner, admin, visitor, outsider]) await clear(caller);
  await create(member, 'zq-private thought');
  for (const caller of [owner, admin, visitor, outsider, outsider.in(a.id)]) {
    const answer = await caller.try(LIST);
    assert.not.ok(JSON.stringify(answer).includes('zq-private'), `${caller.roleId} in ${caller.org}`);
  }
  assert.equal((await owner.ok(LIST)).notes, [], "the owner's board is their own, empty");
});

privacy("nobody else changes, moves or deletes one, and the refusal is the same as for a note that does not exist", async () => {
  const { member, owner, admin, visitor, outsider, a } = await setup();
  await clear(member);
  const note = await create(member, 'Mine', { color: 'BLUE' });
  const members = [owner, admin, visitor];
  for (const caller of [...members, outsider, outsider.in(a.id)]) {
    for (const [query, variables] of [
      [UPDATE, { input: { id: note.id, text: 'Theirs' } }],
      [UPDATE, { input: { id: note.id, color: 'PINK' } }],
      [MOVE, { id: note.id, index: 0 }],
      [DELETE, { id: note.id }],
    ] as const) {
      const refused = await caller.try(query, variables);
      assert.ok(refused.errors, `${caller.org}: ${query.slice(0, 30)}`);
      assert.not.ok(JSON.stringify(refused).includes('Mine'), 'the refusal says nothing of the note');
      // A's people hear what a note of nobody answers; B's owner, in A, that A is no organization of theirs.
      if (members.includes(caller)) assert.equal([refused.code, refused.message, refused.field], ['NOT_FOUND', NOTE_MESSAGES.notFound, 'id']);
    }
  }
  const unknown = await member.try(UPDATE, { input: { id: '999999', text: 'x' } });
  assert.equal([unknown.code, unknown.message], ['NOT_FOUND', NOTE_MESSAGES.notFound], 'a note of nobody is refused alike');
  const [kept] = (await member.ok(LIST)).notes;
  assert.equal([kept.id, kept.text, kept.color, kept.position], [note.id, 'Mine', 'BLUE', 0]);
});

privacy('a note made with another organization\'s header lands on that board, never on A\'s', async () => {
  const { member, outsider, a } = await setup();
  await clear(member);
  const refused = await outsider.in(a.id).try(CREATE, { input: { text: 'Sneaked in' } });
  assert.is(refused.code, 'NOT_FOUND');
  assert.equal(await texts(member), []);
});

privacy.run();

// ---------------------------------------------------------------------------------------------
const input = suite('notes: bad input changes nothing');

input('a blank text, a text too long, an empty change or a bad place is refused with its field', async () => {
  const { member } = await setup();
  await clear(member);
  const note = await create(member, 'Kept');
  const cases: [string, Record<string, unknown>, string, string][] = [
    [CREATE, { input: { text: ' \n ' } }, NOTE_MESSAGES.blank, 'text'],
    [CREATE, { input: { text: 'x'.repeat(NOTE_LIMITS.text + 1) } }, NOTE_MESSAGES.tooLong, 'text'],
    [CREATE, { input: { text: 'x', index: -1 } }, NOTE_MESSAGES.index, 'index'],
    [UPDATE, { input: { id: note.id, text: '' } }, NOTE_MESSAGES.blank, 'text'],
    [UPDATE, { input: { id: note.id, text: 'y'.repeat(NOTE_LIMITS.text + 1) } }, NOTE_MESSAGES.tooLong, 'text'],
    [UPDATE, { input: { id: note.id } }, NOTE_MESSAGES.nothing, 'text'],
    [MOVE, { id: note.id, index: -3 }, NOTE_MESSAGES.index, 'index'],
  ];
  for (const [query, variables, message, field] of cases) {
    const refused = await member.try(query, variables);
    assert.equal([refused.code, refused.message, refused.field], ['BAD_USER_INPUT', message, field], message);
  }
  assert.ok((await member.try(CREATE, { input: { text: 'x'.repeat(NOTE_LIMITS.text) } })).data, 'exactly 4,000 characters fit');
  assert.equal(await texts(member), ['x'.repeat(NOTE_LIMITS.text), 'Kept']);
});

input('an unknown colour is refused before anything runs', async () => {
  const { member } = await setup();
  await clear(member);
  const note = await create(member, 'Kept', { color: 'GREEN' });
  for (const [query, variables] of [
    [CREATE, { input: { text: 'x', color: 'RED' } }],
    [UPDATE, { input: { id: note.id, color: 'green' } }],
  ] as const) {
    const refused = await member.try(query, variables);
    assert.ok(refused.errors && !refused.data, query.slice(0, 30));
  }
  assert.equal((await member.ok(LIST)).notes.map((each: { color: string }) => each.color), ['GREEN']);
});

input('markup is just text: kept and answered character for character', async () => {
  const { member } = await setup();
  await clear(member);
  const markup = '<img src=x onerror=alert(1)> **not bold** <b>&amp;</b>';
  assert.is((await create(member, markup)).text, markup);
  assert.equal(await texts(member), [markup]);
});

input(`a person keeps at most ${NOTE_LIMITS.notes} notes; the others' notes do not count`, async () => {
  const { member, admin, app, a } = await setup();
  await clear(member);
  await clear(admin);
  // 499 notes written straight into the store, then the 500th through the API.
  await app.store.work.write(a.id, (work) => {
    const at = new Date(0).toISOString();
    for (let position = 0; position < NOTE_LIMITS.notes - 1; position += 1) {
      const id = app.store.work.nextId('note');
      work.notes.set(id, { id, roleId: member.roleId, position, text: `Note ${position}`, color: 'YELLOW', createdAt: at, updatedAt: at });
    }
  });
  await create(member, 'The 500th');
  const full = await member.try(CREATE, { input: { text: 'One too many' } });
  assert.equal([full.code, full.message], ['BAD_USER_INPUT', NOTE_MESSAGES.full]);
  assert.is((await member.ok(LIST)).notes.length, NOTE_LIMITS.notes);
  assert.ok(await create(admin, 'Mine is another board'), 'another person still writes');
  await clear(member);
});

input.run();
