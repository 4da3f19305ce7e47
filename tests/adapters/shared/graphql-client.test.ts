import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { GetProofOfWorkDocument, IssueByTokenDocument } from '../../../src/adapters/graphql/generated/sdk.ts';
import { createGraphQLClient, operationNameOf } from '../../../src/adapters/graphql/graphql-client.ts';
import { inProcessServer } from '../../helpers/server.ts';

const client = suite('GraphQL client against the local server');

client('posts operationName, variables and query with credentials and the organization header', async () => {
  const server = await inProcessServer();
  const { token } = await server.openCase();
  let organization: number | null = 12;
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => organization });
  const data = await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }));
  assert.is(data.issueByToken?.name, 'Ana Lima');
  const request = server.calls[0]!;
  assert.is(request.method, 'POST');
  assert.is(new URL(request.url).pathname, '/graphql');
  assert.is(request.credentials, 'include');
  assert.is(request.headers.get('organization'), '12');
  const body = (await request.json()) as Record<string, unknown>;
  assert.equal(Object.keys(body).sort(), ['operationName', 'query', 'variables']);
  assert.is(body['operationName'], 'IssueByToken');
  assert.equal(body['variables'], { token });
  organization = null;
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }));
  assert.is(server.calls[1]!.headers.get('organization'), 'null');
});

client('identical queries in flight share one request; later ones ask again', async () => {
  const server = await inProcessServer();
  const { token } = await server.openCase();
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const [a, b] = await Promise.all([
    Effect.runPromise(graphql.query(IssueByTokenDocument, { token })),
    Effect.runPromise(graphql.query(IssueByTokenDocument, { token })),
  ]);
  assert.is(server.calls.length, 1);
  assert.equal(a, b);
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token: 'other' }));
  assert.is(server.calls.length, 2, 'different variables are a different query');
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }));
  assert.is(server.calls.length, 3, 'a finished query is not in flight any more');
});

client('execute is never shared: two challenges are two requests', async () => {
  const server = await inProcessServer();
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const [a, b] = await Promise.all([
    Effect.runPromise(graphql.execute(GetProofOfWorkDocument, {})),
    Effect.runPromise(graphql.execute(GetProofOfWorkDocument, {})),
  ]);
  assert.is(server.calls.length, 2);
  assert.is.not(a.getProofOfWork, b.getProofOfWork);
});

client('cache-and-network hands the cached answer at once, then asks the network', async () => {
  const server = await inProcessServer();
  const { token } = await server.openCase();
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const cached: unknown[] = [];
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }, { fetchPolicy: 'cache-and-network', onCached: (d) => cached.push(d) }));
  assert.is(cached.length, 0, 'nothing cached the first time');
  const fresh = await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }, { fetchPolicy: 'cache-and-network', onCached: (d) => cached.push(d) }));
  assert.is(cached.length, 1);
  assert.is(server.calls.length, 2, 'the network is asked every time');
  assert.equal(cached[0], fresh);
  graphql.reset();
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }, { fetchPolicy: 'cache-and-network', onCached: (d) => cached.push(d) }));
  assert.is(cached.length, 1, 'reset forgets cached answers');
});

client('network-only never calls onCached', async () => {
  const server = await inProcessServer();
  const { token } = await server.openCase();
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  let called = false;
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }));
  await Effect.runPromise(graphql.query(IssueByTokenDocument, { token }, { fetchPolicy: 'network-only', onCached: () => (called = true) }));
  assert.is(called, false);
});

client.run();

const errors = suite('errors are kept apart');

const answering = (response: () => Response | Promise<Response>): typeof fetch => async () => response();

errors('a GraphQL error arrives as GraphQLError without the GraphQL error: prefix', async () => {
  const graphql = createGraphQLClient({
    endpoint: '/graphql',
    fetch: answering(() => Response.json({ errors: [{ message: 'GraphQL error: Case closed', extensions: { code: 'CASE_RESOLVED' } }], data: null })),
    organizationId: () => null,
  });
  const error = await Effect.runPromise(Effect.flip(graphql.execute(GetProofOfWorkDocument, {})));
  assert.instance(error, GraphQLError);
  assert.is(error.message, 'Case closed');
  assert.is(error._tag === 'GraphQLError' ? error.code : null, 'CASE_RESOLVED');
});

errors('a refusal that names its input field carries the field', async () => {
  const graphql = createGraphQLClient({
    endpoint: '/graphql',
    fetch: answering(() => Response.json({ errors: [{ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }], data: null })),
    organizationId: () => null,
  });
  const error = await Effect.runPromise(Effect.flip(graphql.execute(GetProofOfWorkDocument, {})));
  assert.is(error._tag === 'GraphQLError' ? error.field : null, 'name');
});

errors('a failed fetch arrives as NetworkError', async () => {
  const graphql = createGraphQLClient({
    endpoint: '/graphql',
    fetch: async () => {
      throw new TypeError('Failed to fetch');
    },
    organizationId: () => null,
  });
  const error = await Effect.runPromise(Effect.flip(graphql.execute(GetProofOfWorkDocument, {})));
  assert.instance(error, NetworkError);
});

errors('an answer that is not GraphQL arrives as NetworkError', async () => {
  const graphql = createGraphQLClient({
    endpoint: '/graphql',
    fetch: answering(() => new Response('<html>Bad gateway</html>', { status: 502 })),
    organizationId: () => null,
  });
  const error = await Effect.runPromise(Effect.flip(graphql.query(GetProofOfWorkDocument, {})));
  assert.instance(error, NetworkError);
  assert.match(error.message, /502/);
});

errors('the real server masks nothing expected: an invalid query is a GraphQLError', async () => {
  const server = await inProcessServer();
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const broken = Object.assign(new String('query Broken { nope }'), {}) as unknown as typeof GetProofOfWorkDocument;
  const error = await Effect.runPromise(Effect.flip(graphql.execute(broken, {})));
  assert.instance(error, GraphQLError);
  assert.match(error.message, /nope/);
});

errors('operation names are read from the document', () => {
  assert.is(operationNameOf('mutation UpdateIssueByToken($t: String!) { x }'), 'UpdateIssueByToken');
  assert.is(operationNameOf('{ anonymous }'), null);
});

errors.run();
