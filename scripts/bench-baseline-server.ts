/** The benchmark's baseline: a bare graphql-yoga server with a one-field schema, on node:http. */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
  logging: false,
  landingPage: false,
  graphiql: false,
});
const server = createServer(yoga);
server.listen(Number(process.env['PORT'] ?? 0), process.env['HOST'] ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`baseline running on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
