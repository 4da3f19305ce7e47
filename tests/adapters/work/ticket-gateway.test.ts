import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import type { TicketDetail } from '../../../src/domain/work/ticket-types.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

/** A signed-up owner of a fresh organization, calling through the real ticket gateway. */
async function owner() {
  const { server, runtime, projectId } = await ownerOfOrganization();
  const tickets = <A>(f: (g: typeof TicketGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(TicketGateway.use(f) as Effect.Effect<A, unknown, never>);
  const failure = (f: (g: typeof TicketGateway.Service) => Effect.Effect<unknown, unknown>) => runtime.runPromise(Effect.flip(TicketGateway.use(f)) as Effect.Effect<unknown, never, never>);
  return { server, tickets, failure, projectId };
}

const gateway = suite('the ticket gateway against the local server');

gateway('pick lists, create, read back, list by cursor with the §9 defaults', async () => {
  const { tickets, projectId } = await owner();
  const picks = await tickets((g) => g.pickLists());
  assert.ok(picks.projects.some((project) => project.id === projectId), 'the first project is there');
  assert.is(picks.workflows.filter((workflow) => workflow.isDefault).length, 1);
  assert.is(picks.people.length, 1);
  const made: TicketDetail[] = [];
  for (let i = 1; i <= 12; i++) made.push(await tickets((g) => g.create({ title: `Ticket ${i}`, projectId })));
  assert.equal(made.map((t) => t.localId), Array.from({ length: 12 }, (_, i) => i + 1));
  const one = await tickets((g) => g.ticket(made[0]!.id));
  assert.is(one?.title, 'Ticket 1');
  assert.is(one?.project?.id, projectId);
  assert.ok((one?.states.length ?? 0) > 0, 'the default workflow gives it states');
  const first = await tickets((g) => g.list({ filter: {}, first: 10, after: null, sortBy: 'createdAt', sortDirection: 'ASC' }));
  assert.is(first.totalCount, 12);
  assert.equal(first.nodes.map((t) => t.localId), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.ok(first.pageInfo.hasNextPage);
  const second = await tickets((g) => g.list({ filter: {}, first: 10, after: first.pageInfo.endCursor, sortBy: 'createdAt', sortDirection: 'ASC' }));
  assert.equal(second.nodes.map((t) => t.localId), [11, 12]);
  assert.not.ok(second.pageInfo.hasNextPage);
  const searched = await tickets((g) => g.list({ filter: { search: 'Ticket 11' }, first: 10, after: null, sortBy: 'title', sortDirection: 'DESC' }));
  assert.equal(searched.nodes.map((t) => t.localId), [11]);
  assert.is(await tickets((g) => g.ticket('999999')), null);
});

gateway('edits in place: fields, favourite, states, notes, checklist, comments, dependencies', async () => {
  const { tickets, failure } = await owner();
  const a = await tickets((g) => g.create({ title: 'A' }));
  const b = await tickets((g) => g.create({ title: 'B', publication: 'DRAFT' }));
  assert.is(b.displayState, 'Draft');
  const renamed = await tickets((g) => g.update(a.id, { title: 'A renamed', description: 'Why' }));
  assert.equal([renamed.title, renamed.description], ['A renamed', 'Why']);
  assert.ok((await tickets((g) => g.setFavorite(a.id, true))).favorite);
  const favorites = await tickets((g) => g.list({ filter: { favorite: true }, first: 10, after: null, sortBy: 'createdAt', sortDirection: 'ASC' }));
  assert.equal(favorites.nodes.map((t) => t.id), [a.id]);
  const stateId = renamed.states[0]!.id;
  const estimated = await tickets((g) => g.updateState(a.id, stateId, { estimate: { minimum: 1, likely: 2, maximum: 4 }, splittable: true }));
  assert.equal(estimated.states[0]!.estimate, { minimum: 1, likely: 2, maximum: 4 });
  assert.ok(estimated.states[0]!.splittable);
  const noted = await tickets((g) => g.addStateNote(a.id, stateId, 'BLOCK_NOTE', 'Waiting'));
  assert.equal(noted.states[0]!.notes.map((n) => [n.type, n.body]), [['BLOCK_NOTE', 'Waiting']]);
  const listed = await tickets((g) => g.addChecklistItem(a.id, 'Write tests'));
  const itemId = listed.checklist[0]!.id;
  assert.ok((await tickets((g) => g.updateChecklistItem(a.id, itemId, { done: true }))).checklist[0]!.done);
  assert.equal((await tickets((g) => g.removeChecklistItem(a.id, itemId))).checklist, []);
  const commented = await tickets((g) => g.addComment(a.id, 'Looks good'));
  const replied = await tickets((g) => g.addReply(a.id, commented.comments[0]!.id, 'Thanks'));
  assert.equal(replied.comments[0]!.replies.map((r) => r.body), ['Thanks']);
  const waiting = await tickets((g) => g.addDependency(a.id, b.id));
  assert.equal(waiting.waitingOn.map((t) => t.id), [b.id]);
  const cycle = await failure((g) => g.addDependency(b.id, a.id));
  assert.instance(cycle, GraphQLError);
  assert.ok((cycle as GraphQLError).message.length > 0, 'the server says why');
  assert.equal((await tickets((g) => g.removeDependency(a.id, b.id))).waitingOn, []);
  const refused = await failure((g) => g.update(a.id, { title: '   ' }));
  assert.instance(refused, GraphQLError);
});

gateway('bulk actions answer what changed and what was skipped', async () => {
  const { tickets } = await owner();
  const a = await tickets((g) => g.create({ title: 'A' }));
  const b = await tickets((g) => g.create({ title: 'B' }));
  const done = await tickets((g) => g.bulk({ action: 'MARK_TICKETS_AS_DONE', ticketIds: [a.id, b.id] }));
  assert.equal(done.updated.map((t) => t.displayState), ['Done', 'Done']);
  const again = await tickets((g) => g.bulk({ action: 'MARK_TICKETS_AS_DONE', ticketIds: [a.id] }));
  assert.is(again.updated.length + again.skipped.length, 1);
});

gateway('a change travels as one input holding the ticket id, and its answer is read out of the payload', async () => {
  const { server, tickets } = await owner();
  const a = await tickets((g) => g.create({ title: 'A' }));
  const renamed = await tickets((g) => g.update(a.id, { title: 'A renamed' }));
  const body = (await server.calls.at(-1)!.json()) as { operationName: string; variables: unknown };
  assert.is(body.operationName, 'UpdateTicket');
  assert.equal(body.variables, { input: { id: a.id, title: 'A renamed' } });
  assert.equal([renamed.id, renamed.title], [a.id, 'A renamed'], 'the ticket of the payload, not the payload');
});

gateway.run();
