/** GraphQL's own refusals carry `extensions.code` like every other error of the API. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gql, makeApp } from './helpers.ts';

const codesOf = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) => (answer.errors ?? []).map((error) => error.extensions?.code);

test('a query that does not validate: GRAPHQL_VALIDATION_FAILED, for each of its errors', async () => {
  const app = await makeApp();
  const literal = await gql(app, '{ moreTickets(first: 1.5) { totalCount } }');
  assert.equal(codesOf(literal), ['GRAPHQL_VALIDATION_FAILED']);
  assert.match(literal.errors![0]!.message, /Int cannot represent non-integer value: 1.5/);
  const unknown = await gql(app, '{ me { nosuchfield } tickets2 }');
  assert.is(unknown.errors!.length, 2);
  assert.equal(codesOf(unknown), ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED']);
});

test('variables of the wrong type: BAD_USER_INPUT, with the message of GraphQL', async () => {
  const app = await makeApp();
  const answer = await gql(app, 'query($first: Int) { moreTickets(first: $first) { totalCount } }', { first: 1.5 });
  assert.equal(codesOf(answer), ['BAD_USER_INPUT']);
  assert.match(answer.errors![0]!.message, /\$first/);
  assert.is((answer as { data?: unknown }).data, undefined);
});

test('errors that had a code keep it (an unauthenticated call stays UNAUTHENTICATED)', async () => {
  const app = await makeApp();
  const answer = await gql(app, '{ moreTickets(first: 5) { totalCount } }');
  assert.ok(answer.errors!.length > 0);
  assert.not.ok(codesOf(answer).includes('BAD_USER_INPUT'));
  assert.not.ok(codesOf(answer).includes(undefined));
});

test.run();
