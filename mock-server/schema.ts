/** The executable schema: the SDL of schema/, real resolvers, and mocks for whatever is not built yet. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind } from 'graphql';
import type { ServerContext } from './context.ts';
import { supportResolvers } from './resolvers/support.ts';

/** Every .graphql file of a folder, in name order. */
export function readSchemaFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('DateTime must be an ISO-8601 string');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw new TypeError('DateTime must be an ISO-8601 string');
    return ast.value;
  },
});

/** Builds the schema the server answers with. */
export function buildSchema(schemaDir: string) {
  const schema = makeExecutableSchema<ServerContext>({
    typeDefs: readSchemaFiles(schemaDir),
    resolvers: [
      { DateTime, Query: { ok: () => true }, Mutation: { ping: () => true } },
      supportResolvers,
    ],
  });
  return addMocksToSchema({
    schema,
    preserveResolvers: true,
    mocks: { DateTime: () => new Date(0).toISOString(), JSON: () => ({}) },
  });
}
