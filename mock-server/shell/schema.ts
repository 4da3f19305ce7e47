/** The executable schema: the SDL of schema/, real resolvers, and mocks for whatever is not built yet. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLScalarType, Kind, type DocumentNode, type GraphQLFieldResolver, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ServerContext } from './context.ts';
import type { ResolverMap } from '../shared/request-context.ts';
import { userError } from '../shared/errors.ts';
import { accountResolvers } from '../accounts/account-resolvers.ts';
import { peopleResolvers } from '../accounts/people-resolvers.ts';
import { dashboardResolvers } from '../work/dashboard-resolvers.ts';
import { inboxResolvers } from '../support/inbox-resolvers.ts';
import { scheduleResolvers } from '../schedule/schedule-resolvers.ts';
import { supportResolvers } from '../support/support-resolvers.ts';
import { workResolvers } from '../work/work-resolvers.ts';
import { demoResolvers } from '../demo/demo-resolvers.ts';
import { blackoutResolvers } from '../time/blackout-resolvers.ts';
import { reportResolvers } from '../reports/report-resolvers.ts';
import { documentationResolvers } from '../docs/documentation-resolvers.ts';
import { noteResolvers } from '../notes/note-resolvers.ts';

/** Every .graphql file of a folder, in name order. */
export function readSchemaFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** A refused DateTime: a GraphQL error of its own, so it reaches the client as said (a plain Error would be masked). */
const badDateTime = () => userError('DateTime must be an ISO-8601 string', 'BAD_USER_INPUT');

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw badDateTime();
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw badDateTime();
    return ast.value;
  },
});

const ROOT_RESOLVERS: ResolverMap<ServerContext>[] = [{ Query: { ok: () => true }, Mutation: { ping: () => true } }, supportResolvers, accountResolvers, peopleResolvers, workResolvers, demoResolvers, dashboardResolvers, inboxResolvers, blackoutResolvers, scheduleResolvers, reportResolvers, documentationResolvers, noteResolvers];

/** Root fields (`Query.x`, `Mutation.y`) that have a real resolver. */
function implementedRootFields(maps: readonly ResolverMap<ServerContext>[]): Set<string> {
  const fields = new Set<string>();
  for (const map of maps) for (const type of ['Query', 'Mutation']) for (const field of Object.keys(map[type] ?? {})) fields.add(`${type}.${field}`);
  return fields;
}

/**
 * Answers one root field from the mocked schema: the field alone, with the operation's variables
 * and fragments, so implemented siblings never run twice.
 */
function mockedField(mocked: GraphQLSchema): GraphQLFieldResolver<unknown, ServerContext> {
  return async (root, _args, context, info) => {
    const operation: OperationDefinitionNode = { ...info.operation, selectionSet: { kind: Kind.SELECTION_SET, selections: info.fieldNodes } };
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...Object.values(info.fragments)] };
    const result = await execute({ schema: mocked, document, rootValue: root, contextValue: context, variableValues: info.variableValues });
    if (result.errors?.length) throw result.errors[0];
    return (result.data as Record<string, unknown> | null | undefined)?.[String(info.path.key)];
  };
}

/**
 * Builds the schema the server answers with. Implemented fields run on the plain executable
 * schema; only root fields without a resolver are answered by @graphql-tools/mock, so the mock
 * layer costs nothing where the product is real.
 */
export function buildSchema(schemaDir: string): GraphQLSchema {
  const schema = makeExecutableSchema<ServerContext>({ typeDefs: readSchemaFiles(schemaDir), resolvers: [{ DateTime }, ...ROOT_RESOLVERS] });
  const mocked = addMocksToSchema({
    schema,
    preserveResolvers: true,
    mocks: { DateTime: () => new Date(0).toISOString() },
  });
  const implemented = implementedRootFields(ROOT_RESOLVERS);
  const answerFromMocks = mockedField(mocked);
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (!implemented.has(`${type!.name}.${field.name}`)) field.resolve = answerFromMocks;
    }
  }
  return schema;
}
