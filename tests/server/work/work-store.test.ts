/**
 * The work store behind the server: one state per organization, ids unique across organizations,
 * the first project and default workflow of a new organization, and /dev/reset emptying it all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryWorkStore } from '../../../mock-server/store/work-store.ts';
import { postJson } from '../shared/helpers.ts';
import { world } from './work-helpers.ts';

test('each organization has its own state; ids are unique across organizations', () => {
  const store = createMemoryWorkStore();
  assert.is(store.org('1'), store.org('1'));
  assert.is.not(store.org('1'), store.org('2'));
  assert.equal([store.nextId('ticket'), store.nextId('ticket'), store.nextId('project')], ['1', '2', '1']);
  store.reset();
  assert.is(store.nextId('ticket'), '1');
  assert.is(store.org('1').tickets.size, 0);
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
  assert.is(app.store.work.org(a.id).tickets.size, 0);
  assert.is(app.store.work.org(a.id).projects.size, 0);
  const answer = await member.try('{ moreTickets { totalCount } }');
  assert.is(answer.code, 'UNAUTHENTICATED', 'the session is gone with the rest of the store');
});

test.run();
