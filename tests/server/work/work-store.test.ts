/**
 * The work store behind the server: one state per organization on the database, ids unique across
 * organizations, the first project and default workflow of a new organization, what a rolled-back
 * write leaves (nothing), what another store on the same database reads (every committed write),
 * and /dev/reset emptying it all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStore } from '../../../mock-server/store/store.ts';
import { uploadsFolderOf } from '../../../mock-server/store/upload-store.ts';
import { readOrg } from '../../../mock-server/store/work-rows.ts';
import { derive, touch } from '../../../mock-server/work/tickets.ts';
import { postJson } from '../shared/helpers.ts';
import { world } from './work-helpers.ts';

test('each organization has its own state; ids are unique across organizations; a reset starts them again', async () => {
  const { app, a, b } = await world();
  const store = app.store;
  const [one, two] = [await store.work.ready(a.id), await store.work.ready(b.id)];
  assert.is(await store.work.ready(a.id), one, 'read once, then held');
  assert.is.not(one, two);
  const ids = await store.database.transaction(async () => {
    await store.work.ready(a.id);
    return [store.work.nextId('ticket'), store.work.nextId('ticket'), store.work.nextId('project')];
  });
  assert.equal(ids.map(Number), [1, 2, Number([...one.projects.keys()].concat([...two.projects.keys()]).map(Number).reduce((x, y) => Math.max(x, y)) + 1)]);
  await store.reset();
  assert.throws(() => store.work.org(a.id), /not read/);
  const again = await store.database.transaction(async () => {
    await store.work.ready(a.id);
    return store.work.nextId('ticket');
  });
  assert.is(again, '1');
});

test('a write that fails leaves nothing behind; a second store on the database reads every committed write', async () => {
  const { app, a, member } = await world();
  const kept = await member.ticket({ title: 'Kept' });
  const refused = await app.store.database
    .transaction(async () => {
      const work = await app.store.work.ready(a.id);
      work.tickets.get(kept.id)!.title = 'Half-written';
      work.nextLocalId += 5;
      throw new Error('refused');
    })
    .catch((error: Error) => error.message);
  assert.is(refused, 'refused');
  const after = await app.store.work.ready(a.id);
  assert.is(after.tickets.get(kept.id)!.title, 'Kept', 'the working set the failed write changed is read again');
  assert.is(after.nextLocalId, 2);
  const second = await member.ticket({ title: 'Second' });
  assert.is(second.localId, 2, 'ticket numbers stay gapless');

  const other = createStore(app.store.database, { uploadsFolder: uploadsFolderOf(app.store.database.location, null), work: { derive } });
  const read = await other.work.ready(a.id);
  assert.equal(read.ticketList.map((ticket) => [ticket.localId, ticket.title, ticket.states.length, ticket.display]), after.ticketList.map((ticket) => [ticket.localId, ticket.title, ticket.states.length, ticket.display]));
  assert.equal([...read.workflows.values()], [...after.workflows.values()]);
});

test('a new organization gets its first project and the Standard workflow in the work store', async () => {
  const { app, a, b, owner } = await world();
  const work = app.store.work.org(a.id);
  assert.equal([...work.projects.keys()], [a.projectId]);
  assert.is(work.projects.get(a.projectId)!.ownerId, owner.roleId);
  assert.equal([...work.workflows.values()].map((w) => [w.name, w.isDefault, w.states.map((s) => s.name)]), [['Standard', true, ['Design', 'Build', 'Review']]]);
  assert.is.not(a.projectId, b.projectId);
  assert.not.ok(work.projects.has(b.projectId));
});

test('/dev/reset empties the work of every organization', async () => {
  const { app, a, member } = await world();
  await member.ticket({ title: 'Gone after reset' });
  assert.is(app.store.work.org(a.id).tickets.size, 1);
  assert.is((await postJson(app, '/dev/reset', {})).status, 204);
  assert.is((await app.store.work.ready(a.id)).tickets.size, 0);
  assert.is((await app.store.work.ready(a.id)).projects.size, 0);
  const answer = await member.try('{ moreTickets { totalCount } }');
  assert.is(answer.code, 'UNAUTHENTICATED', 'the session is gone with the rest of the store');
});

test('a read outside a transaction that a whole write overtakes never replaces the working set that write left', async () => {
  const { app, a, member } = await world();
  const kept = await member.ticket({ title: 'Before' });
  for (let round = 0; round < 5; round++) {
    // A second store on the database holds nothing yet: its read outside a transaction takes several
    // queries, and a write (read, change, commit) runs in between.
    const other = createStore(app.store.database, { uploadsFolder: uploadsFolderOf(app.store.database.location, null), work: { derive } });
    const reading = other.work.ready(a.id);
    const title = `Written ${round}`;
    await other.work.write(a.id, (work) => {
      work.projects.get(a.projectId)!.name = `Project ${round}`;
      work.priorities = [{ match: 'ticket', id: kept.id }];
      touch(work, Object.assign(work.tickets.get(kept.id)!, { title }));
    });
    await reading;
    const held = other.work.org(a.id);
    assert.equal([held.tickets.get(kept.id)!.title, held.projects.get(a.projectId)!.name, held.priorities.length], [title, `Project ${round}`, 1], `round ${round}: the working set holds the committed write`);
    // The next write starts from it: the title written before stays.
    await other.work.write(a.id, (work) => touch(work, Object.assign(work.tickets.get(kept.id)!, { description: `Round ${round}` })));
    const stored = await createStore(app.store.database, { uploadsFolder: uploadsFolderOf(app.store.database.location, null), work: { derive } }).work.ready(a.id);
    assert.equal([stored.tickets.get(kept.id)!.title, stored.tickets.get(kept.id)!.description], [title, `Round ${round}`], `round ${round}: nothing written was undone`);
  }
});

test('a large organization is read a page of tickets at a time: every ticket once, in id order', async () => {
  const { app, a, member } = await world();
  // Ids from one digit to two: a page of ids sorted as text would skip or repeat some.
  for (let n = 1; n <= 23; n++) await member.ticket({ title: `Ticket ${n}` });
  const db = app.store.database.executor();
  const whole = await readOrg(db, a.id, derive);
  for (const page of [1, 4, 10, 23, 100]) {
    const paged = await readOrg(db, a.id, derive, page);
    assert.equal(paged.work.ticketList.map((ticket) => ticket.id), whole.work.ticketList.map((ticket) => ticket.id), `pages of ${page}`);
  }
  assert.equal(whole.work.ticketList.map((ticket) => ticket.seq), [...whole.work.ticketList.map((ticket) => ticket.seq)].sort((x, y) => x - y));
  assert.is(whole.work.ticketList.length, 23);
  assert.ok(whole.work.ticketList.some((ticket) => ticket.seq < 10) && whole.work.ticketList.some((ticket) => ticket.seq >= 10), 'ids cross from one digit to two');
});

test.run();
