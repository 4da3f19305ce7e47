import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanServerMessage } from '../../../src/domain/shared/messages.ts';
import { organizationIdFromPath, supportTokenFromPath, underPrefix } from '../../../src/domain/shared/paths.ts';

const orgId = suite('routing: organizationIdFromPath');

orgId('the second segment of an /org path is the organization id', () => {
  assert.is(organizationIdFromPath('/org/12/ticket'), 12);
  assert.is(organizationIdFromPath('/org/12'), 12);
  assert.is(organizationIdFromPath('/org/3/dashboard/home'), 3);
});

orgId('an id that is not a whole number is refused', () => {
  assert.is(organizationIdFromPath('/org/abc'), null);
  assert.is(organizationIdFromPath('/org/12abc/ticket'), null);
  assert.is(organizationIdFromPath('/org/-1'), null);
  assert.is(organizationIdFromPath('/org/1.5'), null);
  assert.is(organizationIdFromPath('/org/ 12'), null);
});

orgId('an id too large to be exact is refused', () => {
  assert.is(organizationIdFromPath('/org/9007199254740993'), null);
});

orgId('paths outside /org have no organization', () => {
  assert.is(organizationIdFromPath('/organization/1'), null);
  assert.is(organizationIdFromPath('/'), null);
  assert.is(organizationIdFromPath(''), null);
  assert.is(organizationIdFromPath('/support/12'), null);
  assert.is(organizationIdFromPath('org/12'), null);
});

orgId('an /org path without an id has no organization', () => {
  assert.is(organizationIdFromPath('/org/'), null);
  assert.is(organizationIdFromPath('/org'), null);
  assert.is(organizationIdFromPath('/org//ticket'), null);
});

orgId.run();

// ---------------------------------------------------------------------------------------------

const token = suite('routing: supportTokenFromPath');

token('the token of a support path is read', () => {
  assert.is(supportTokenFromPath('/support/abc123'), 'abc123');
});

token('a trailing slash is allowed', () => {
  assert.is(supportTokenFromPath('/support/abc123/'), 'abc123');
});

token('a percent-encoded token is decoded', () => {
  assert.is(supportTokenFromPath('/support/a%2Bb%20c'), 'a+b c');
});

token('other paths have no token', () => {
  assert.is(supportTokenFromPath('/support/'), null);
  assert.is(supportTokenFromPath('/support'), null);
  assert.is(supportTokenFromPath('/support/abc/extra'), null);
  assert.is(supportTokenFromPath('/supports/abc'), null);
  assert.is(supportTokenFromPath('/org/1/support/abc'), null);
  assert.is(supportTokenFromPath('/'), null);
});

// A visitor can type any address; a broken escape is just "not a support path".
token('a malformed percent escape gives no token instead of throwing', () => {
  let result: string | null | undefined;
  try {
    result = supportTokenFromPath('/support/abc%E0%A4%A');
  } catch (error) {
    assert.unreachable(`threw ${String(error)}`);
  }
  assert.is(result, null);
});

token.run();

// ---------------------------------------------------------------------------------------------

const messages = suite('messages: cleanServerMessage');

messages("a leading 'GraphQL error: ' is removed", () => {
  assert.is(cleanServerMessage('GraphQL error: Could not find that issue'), 'Could not find that issue');
});

messages('a message without the prefix is kept as it is', () => {
  assert.is(cleanServerMessage('Could not find that issue'), 'Could not find that issue');
  assert.is(cleanServerMessage(''), '');
});

messages('the prefix is only removed at the start, and only once', () => {
  assert.is(cleanServerMessage('Error: GraphQL error: x'), 'Error: GraphQL error: x');
  assert.is(cleanServerMessage('GraphQL error: GraphQL error: x'), 'GraphQL error: x');
});

messages('the prefix must match exactly, case and space included', () => {
  assert.is(cleanServerMessage('graphql error: x'), 'graphql error: x');
  assert.is(cleanServerMessage('GraphQL error:x'), 'GraphQL error:x');
  assert.is(cleanServerMessage(' GraphQL error: x'), ' GraphQL error: x');
});

messages.run();

const prefixes = suite('route prefixes with one-segment wildcards');

prefixes('a path is under a prefix whose segments it starts with, * matching any one segment', () => {
  assert.ok(underPrefix('/org/*/ticket', '/org/12/ticket'));
  assert.ok(underPrefix('/org/*/ticket', '/org/12/ticket/3/view'));
  assert.ok(underPrefix('/org/*', '/org/12/dashboard'));
  assert.ok(underPrefix('/org/', '/org/12'));
});

prefixes('whole segments only: a longer word, an empty wildcard or a shorter path is not under it', () => {
  assert.not.ok(underPrefix('/org/*/ticket', '/org/12/tickets'));
  assert.not.ok(underPrefix('/org/*/ticket', '/org//ticket'));
  assert.not.ok(underPrefix('/org/*/ticket', '/org/12'));
  assert.not.ok(underPrefix('/org/*', '/organization/1'));
});

prefixes.run();
