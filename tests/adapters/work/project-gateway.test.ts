/**
 * The project gateway against the local server in-process: the tree's projects, create, rename,
 * move (and the server's refusal of a move inside itself), readme, archive with show-archived,
 * pins, analytics, and the dependency pages read through moreTickets.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { ProjectGateway } from '../../../src/application/work/project-gateway.port.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { loadDependencyTickets } from '../../../src/application/work/project-use-cases.ts';
import { layoutGraph } from '../../../src/domain/work/dependency-graph.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

async function owner() {
  const { runtime, projectId } = await ownerOfOrganization();
  const projects = <A>(f: (g: typeof ProjectGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(ProjectGateway.use(f) as Effect.Effect<A, unknown, never>);
  const failure = (f: (g: typeof ProjectGateway.Service) => Effect.Effect<unknown, unknown>) => runtime.runPromise(Effect.flip(ProjectGateway.use(f)) as Effect.Effect<unknown, never, never>);
  const tickets = <A>(f: (g: typeof TicketGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(TicketGateway.use(f) as Effect.Effect<A, unknown, never>);
  return { runtime, projects, failure, tickets, firstId: projectId };
}

const gateway = suite('the project gateway against the local server');

gateway('the tree: create, sub-project, rename, move, refused move, readme, archive, restore', async () => {
  const { projects, failure, firstId } = await owner();
  const list = await projects((g) => g.projects(false));
  assert.equal(list.map((p) => [p.id, p.name, p.parentId, p.stage, p.ticketCount]), [[firstId, 'First project', null, 'PUBLISHED', 0]]);

  const web = await projects((g) => g.createProject({ name: 'Website', parentId: null }));
  const sub = await projects((g) => g.createProject({ name: 'Checkout', parentId: web.id }));
  assert.is(sub.parentId, web.id);
  const renamed = await projects((g) => g.updateProject(sub.id, { name: 'Checkout flow' }));
  assert.equal([renamed.name, renamed.parentId], ['Checkout flow', web.id], 'renaming keeps the parent');

  const refused = await failure((g) => g.updateProject(web.id, { parentId: sub.id }));
  assert.instance(refused, GraphQLError);
  assert.match((refused as GraphQLError).message, 'inside itself');

  const moved = await projects((g) => g.updateProject(sub.id, { parentId: null }));
  assert.is(moved.parentId, null, 'null moves to the top');
  const withReadme = await projects((g) => g.updateProject(web.id, { readme: '# Website' }));
  assert.is(withReadme.readme, '# Website');
  assert.is((await projects((g) => g.project(web.id)))?.readme, '# Website');
  assert.is(await projects((g) => g.project('999999')), null);

  const archived = await projects((g) => g.archiveProject(web.id, true));
  assert.is(archived.stage, 'ARCHIVED');
  assert.not.ok((await projects((g) => g.projects(false))).some((p) => p.id === web.id));
  assert.ok((await projects((g) => g.projects(true))).some((p) => p.id === web.id && p.stage === 'ARCHIVED'));
  assert.is((await projects((g) => g.archiveProject(web.id, false))).stage, 'PUBLISHED');

  const blank = await failure((g) => g.createProject({ name: '   ', parentId: null }));
  assert.is((blank as GraphQLError).message, 'Name is required');
});

gateway('pins answer the caller’s pinned projects', async () => {
  const { projects, firstId } = await owner();
  assert.equal(await projects((g) => g.pinProject(firstId, true)), [{ id: firstId, name: 'First project' }]);
  assert.equal(await projects((g) => g.pinProject(firstId, false)), []);
});

gateway('analytics and the dependency tickets of a project, sub-projects included', async () => {
  const { projects, tickets, runtime, firstId } = await owner();
  const sub = await projects((g) => g.createProject({ name: 'Sub', parentId: firstId }));
  const a = await tickets((g) => g.create({ title: 'Design', projectId: firstId }));
  const b = await tickets((g) => g.create({ title: 'Build', projectId: sub.id }));
  await tickets((g) => g.create({ title: 'Alone', projectId: firstId }));
  await tickets((g) => g.addDependency(b.id, a.id));

  const analytics = await projects((g) => g.projectAnalytics(firstId, true));
  assert.is(analytics.byState.reduce((sum, entry) => sum + entry.count, 0), 3);
  assert.is(analytics.createdVsClosed.reduce((sum, day) => sum + day.created, 0), 3);

  const page = await projects((g) => g.dependencyPage(firstId, null));
  assert.equal([page.totalCount, page.next], [3, null]);
  const all = await runtime.runPromise(loadDependencyTickets(firstId) as Effect.Effect<readonly import('../../../src/domain/work/dependency-graph.ts').DependencyTicket[], never, never>);
  assert.equal(all.map((t) => t.title).sort(), ['Alone', 'Build', 'Design']);
  const layout = layoutGraph(all);
  assert.equal(layout.edges.map((e) => [e.from, e.to]), [[b.id, a.id]]);
});

gateway('a ticket of another project waiting on one of the project is fetched through `blocking` and drawn external', async () => {
  const { projects, tickets, runtime, firstId } = await owner();
  const other = await projects((g) => g.createProject({ name: 'Elsewhere', parentId: null }));
  const mine = await tickets((g) => g.create({ title: 'Ours', projectId: firstId }));
  const theirs = await tickets((g) => g.create({ title: 'Theirs', projectId: other.id }));
  await tickets((g) => g.addDependency(theirs.id, mine.id));

  const page = await projects((g) => g.dependencyPage(firstId, null));
  assert.equal(page.tickets.find((t) => t.id === mine.id)!.blocking!.map((t) => t.id), [theirs.id]);
  const all = await runtime.runPromise(loadDependencyTickets(firstId) as Effect.Effect<readonly import('../../../src/domain/work/dependency-graph.ts').DependencyTicket[], never, never>);
  const layout = layoutGraph(all);
  assert.equal(layout.edges.map((e) => [e.from, e.to]), [[theirs.id, mine.id]]);
  assert.equal(layout.nodes.map((n) => [n.id, n.external]).sort(), [[mine.id, false], [theirs.id, true]].sort());
});

gateway.run();
