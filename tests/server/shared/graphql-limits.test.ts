/**
 * What one GraphQL request may ask (issue 16, finding 6): aliases, tokens, depth and cost are
 * refused while validating, before anything runs; in production the schema is not introspectable
 * and a mistyped field gets no "Did you mean" (finding 16).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GRAPHQL_LIMITS } from '../../../mock-server/shared/graphql-limits.ts';
import { gql, makeApp } from './helpers.ts';

const refused = (answer: { data?: unknown; errors?: readonly { message: string; extensions?: { code?: unknown } }[] }, pattern: RegExp) => {
  assert.ok(answer.errors?.length, 'refused');
  assert.is(answer.data, undefined, 'nothing ran');
  assert.ok(answer.errors!.some((error) => pattern.test(error.message)), answer.errors!.map((e) => e.message).join(' | '));
};

test('many aliases are refused before any field runs: not one proof-of-work challenge is made', async () => {
  const app = await makeApp();
  const query = `{ ${Array.from({ length: 250 }, (_, i) => `a${i}: getProofOfWork`).join(' ')} }`;
  refused(await gql(app, query), /aliases/i);
  const within = await gql(app, `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases }, (_, i) => `a${i}: ok`).join(' ')} }`);
  assert.is(within.errors, undefined, 'a few aliases are fine');
});

test('too many tokens, too deep, too costly: each refused with its limit named', async () => {
  const app = await makeApp();
  refused(await gql(app, `{ ok ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)} }`), /token/i);
  let deep = 'name';
  for (let i = 0; i < GRAPHQL_LIMITS.depth + 2; i++) deep = `fields { type { ${deep} } }`;
  refused(await gql(app, `{ __type(name: "Query") { ${deep} } }`), /depth/i);
  const wide = Array.from({ length: 12 }, (_, i) => `t${i}: moreTickets(first: 50) { nodes { states { notes { author { name } } assignee { name } } comments { replies { author { name } } } } }`).join(' ');
  refused(await gql(app, `{ ${wide} }`), /cost/i);
});

test('in production: no introspection, and no field suggestions in errors', async () => {
  const production = await makeApp({ NODE_ENV: 'production' });
  refused(await gql(production, '{ __schema { types { name } } }'), /introspection/i);
  const typo = await gql(production, '{ mee { status } }');
  assert.ok(typo.errors?.length);
  assert.not.ok(typo.errors!.some((error) => /Did you mean/.test(error.message)), typo.errors![0]!.message);
  const development = await makeApp();
  assert.is((await gql(development, '{ __schema { queryType { name } } }')).errors, undefined, 'introspection stays on in development (codegen, GraphiQL)');
  assert.match((await gql(development, '{ mee { status } }')).errors![0]!.message, /Did you mean/);
});

test.run();
