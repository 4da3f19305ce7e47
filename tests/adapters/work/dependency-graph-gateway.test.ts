/** The dependency page's gateway against the local server in-process: the projects, and a graph read and checked. */
import { Effect, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dependencyGraphGatewayLayer } from '../../../src/adapters/graphql/dependency-graph-gateway.graphql.ts';
import { createGraphQLClient } from '../../../src/adapters/graphql/graphql-client.ts';
import { DependencyGraphGateway } from '../../../src/application/work/dependency-graph-gateway.port.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

const gateway = suite('the dependency graph gateway against the local server');

gateway('reads every project and the graph of the organization or of a project', async () => {
  const { server, runtime, projectId, organizationId } = await ownerOfOrganization();
  const client = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => Number(organizationId) });
  const graphs = ManagedRuntime.make(dependencyGraphGatewayLayer(client));
  const use = <A>(f: (g: typeof DependencyGraphGateway.Service) => Effect.Effect<A, unknown>) => graphs.runPromise(DependencyGraphGateway.use(f) as Effect.Effect<A, unknown, never>);
  const tickets = <A>(f: (g: typeof TicketGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(TicketGateway.use(f) as Effect.Effect<A, unknown, never>);

  const projects = await use((g) => g.projects());
  assert.equal(projects.map((p) => [p.id, p.name, p.parentId, p.stage, p.ticketCount]), [[projectId, 'First project', null, 'PUBLISHED', 0]]);
  assert.equal(await use((g) => g.graph(null)), { tickets: [], otherTickets: [], links: [] });

  const first = await tickets((g) => g.create({ title: 'Design', projectId }));
  const second = await tickets((g) => g.create({ title: 'Build' }));
  await tickets((g) => g.addDependency(second.id, first.id));
  const all = await use((g) => g.graph(null));
  assert.equal(all.tickets.map((t) => [t.title, t.remainingHours]), [['Design', 0], ['Build', 0]]);
  assert.equal(all.links, [{ from: second.id, to: first.id }]);
  const inProject = await use((g) => g.graph(projectId));
  assert.equal([inProject.tickets.map((t) => t.id), inProject.otherTickets.map((t) => t.id)], [[first.id], [second.id]]);
  const refused = await graphs.runPromise(Effect.flip(DependencyGraphGateway.use((g) => g.graph('999999'))) as unknown as Effect.Effect<{ message: string }, never, never>);
  assert.match(refused.message, 'not found');
});

gateway.run();
