/** The dashboard gateway against the local server in-process: the blocks of a fresh organization, a new ticket in them, and the to-do list. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { DashboardGateway } from '../../../src/application/work/dashboard-gateway.port.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { isDashboard, isTodoList } from '../../../src/adapters/graphql/dashboard-gateway.graphql.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

async function owner() {
  const { runtime } = await ownerOfOrganization();
  const dashboard = <A>(f: (g: typeof DashboardGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(DashboardGateway.use(f) as Effect.Effect<A, unknown, never>);
  const failure = (f: (g: typeof DashboardGateway.Service) => Effect.Effect<unknown, unknown>) => runtime.runPromise(Effect.flip(DashboardGateway.use(f)) as Effect.Effect<unknown, never, never>);
  const tickets = <A>(f: (g: typeof TicketGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(TicketGateway.use(f) as Effect.Effect<A, unknown, never>);
  return { dashboard, failure, tickets };
}

const gateway = suite('the dashboard gateway against the local server');

gateway('a fresh organization: every block empty; a new ticket is recently created', async () => {
  const { dashboard, tickets } = await owner();
  const empty = await dashboard((g) => g.dashboard(8));
  assert.equal(empty.recentlyCreated, { totalCount: 0, nodes: [] });
  assert.equal(empty.todos, []);
  await tickets((g) => g.create({ title: 'First ticket' }));
  const after = await dashboard((g) => g.dashboard(8));
  assert.equal(after.recentlyCreated.nodes.map((ticket) => [ticket.localId, ticket.title, ticket.displayState]), [[1, 'First ticket', 'Unassigned']]);
});

gateway('where the schedule stands, and upcoming work read again on their own', async () => {
  const { dashboard } = await owner();
  const schedule = await dashboard((g) => g.schedule());
  assert.ok(['QUEUED', 'PROCESSING', 'READY', 'FAILED'].includes(schedule.status));
  const upcoming = await dashboard((g) => g.upcoming(8));
  assert.equal(Object.keys(upcoming).sort(), ['finishing', 'schedule', 'upcomingWork']);
  assert.equal(upcoming.upcomingWork, { totalCount: 0, nodes: [] });
  assert.equal(upcoming.finishing, []);
});

gateway('the to-do list: add, update, move, remove, and a refusal as a GraphQLError', async () => {
  const { dashboard, failure } = await owner();
  await dashboard((g) => g.addTodo('One'));
  const two = await dashboard((g) => g.addTodo('Two'));
  const [one, second] = two.map((todo) => todo.id);
  assert.equal((await dashboard((g) => g.updateTodo(one!, { done: true, text: 'One!' })))[0], { id: one, text: 'One!', done: true });
  assert.equal((await dashboard((g) => g.moveTodo(second!, 0))).map((todo) => todo.id), [second, one]);
  assert.equal((await dashboard((g) => g.removeTodo(second!))).map((todo) => todo.id), [one]);
  const refused = await failure((g) => g.addTodo(' '));
  assert.instance(refused, GraphQLError);
  assert.is((refused as GraphQLError).message, 'To-do is required');
});

gateway('payload checks: a malformed answer is refused at the edge', () => {
  assert.is(isTodoList([{ id: '1', text: 'x', done: 'no' }]), false);
  assert.is(isTodoList([{ id: '1', text: 'x', done: false }]), true);
  assert.is(isDashboard({ todos: [] }), false);
});

gateway.run();
