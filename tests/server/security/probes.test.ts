/**
 * Cross-organization and visitor probes over every operation of the schema (issue 16), generated
 * from the schema so that a new operation is probed without anyone remembering to:
 * - B's owner calls every operation with A's ids, once with B's header and once with A's: no answer
 *   holds anything of A, and A is unchanged;
 * - A's visitor calls every mutation with A's ids: A is unchanged (but for what each person keeps
 *   for themselves: favourites, pins, to-dos, their own notes, read marks, preferences).
 * Operations anyone may call (signing in, the client's case page, demos) are listed with why.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema } from '../../../mock-server/shell/schema.ts';
import type { Caller } from '../work/work-helpers.ts';
import { securityWorld, SENTINEL, snapshotOf, type SecurityWorld } from './security-world.ts';

const SCHEMA = buildSchema(fileURLToPath(new URL('../../../schema/', import.meta.url)));

/** Operations outside any organization, with why the probes leave them alone. */
export const NOT_ORGANIZATION_SCOPED: Readonly<Record<string, string>> = {
  'Query.ok': 'a health check',
  'Mutation.ping': 'a health check',
  'Query.getProofOfWork': 'anonymous by design',
  'Query.me': "the caller's own session",
  'Query.myRoles': "the caller's own memberships",
  'Query.issueByToken': 'the client reaches a case by its secret token only',
  'Mutation.updateIssueByToken': 'the client reaches a case by its secret token only',
  'Query.getDemo': 'a demo is reached by its secret id',
  'Mutation.requestDemo': 'anonymous by design',
  'Mutation.login': 'anonymous by design',
  'Mutation.logout': "ends the caller's own session",
  'Mutation.register': 'anonymous by design',
  'Mutation.registerFromInvite': 'anonymous by design',
  'Mutation.passwordLost': 'anonymous by design',
  'Mutation.passwordReset': 'reached by the emailed secret only',
  'Mutation.sendConfirmationEmail': "the caller's own account",
  'Mutation.createOrganization': 'makes a new organization of the caller',
  'Mutation.acceptRole': "the caller's own invitations (organizations.test.ts refuses others')",
  'Mutation.rejectRole': "the caller's own invitations (organizations.test.ts refuses others')",
  'Mutation.contactSupport': 'writes to Tidemark support as the caller',
};

/** Mutations a visitor may make: they change only what the person keeps for themselves. */
const VISITOR_MAY: ReadonlySet<string> = new Set([
  'setFavorite', 'pinProject', 'updateProfile', 'updateRolePreferences', 'recordVisit', 'setFavoriteOrganization', 'markSupportCaseRead',
  // Their own notes only: with the member's note id these are refused, and the snapshot keeps everyone's notes but the visitor's.
  'createNote', 'updateNote', 'deleteNote', 'moveNote',
]);

/** A's id for an argument, by its name. */
function idFor(name: string, ids: SecurityWorld['ids']): string {
  const key = name.toLowerCase();
  const pick = (...words: string[]) => words.some((word) => key.includes(word));
  if (pick('waitson')) return ids['otherTicket']!;
  if (pick('report')) return ids['report']!;
  if (pick('story')) return ids['story']!;
  if (pick('site')) return ids['site']!;
  if (pick('page')) return ids['page']!;
  if (pick('state')) return ids['state']!;
  if (pick('comment')) return ids['comment']!;
  if (pick('item')) return ids['checklistItem']!;
  if (pick('issue', 'case')) return ids['issue']!;
  if (pick('project', 'parent')) return ids['project']!;
  if (pick('product')) return ids['product']!;
  if (pick('team')) return ids['team']!;
  if (pick('workflow')) return ids['workflow']!;
  if (pick('tag')) return ids['tag']!;
  if (pick('recurring')) return ids['recurringBlackout']!;
  if (pick('blackout')) return ids['blackout']!;
  if (pick('note')) return ids['note']!;
  if (pick('todo')) return ids['todo']!;
  if (pick('role', 'owner', 'assignee', 'watcher', 'member')) return ids['role']!;
  return ids['ticket']!;
}

/** A plausible value of an input type, A's ids where ids go. */
function valueOf(type: GraphQLInputType, name: string, ids: SecurityWorld['ids'], depth = 0): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, name, ids, depth);
  if (isListType(type)) return [valueOf(type.ofType, name, ids, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    // An input's own `id` names the record of its kind (UpdateProductInput.id is a product's).
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, valueOf(field.type, field.name === 'id' ? type.name : field.name, ids, depth + 1)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor(name, ids);
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2026-12-01T00:00:00.000Z';
      default:
        if (/timezone$/i.test(name)) return 'UTC';
        return /id$/i.test(name) ? idFor(name, ids) : `probe ${name}`;
    }
  }
  return null;
}

/** Every field without required arguments, two levels down: what an answer could leak. */
function selectionOf(type: GraphQLField<unknown, unknown>['type'], depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named) || depth > 2) return ' { __typename }';
  const fields = Object.values(named.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const parts = fields.map((field) => {
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) return field.name;
    return depth < 2 ? `${field.name}${selectionOf(field.type, depth + 1)}` : '';
  });
  return ` { __typename ${parts.filter(Boolean).join(' ')} }`;
}

/** One generated call of a root field: the operation text and its variables. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ids: SecurityWorld['ids']) {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectionOf(field.type, 0);
  const text = `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  // A root field's own `id` names a record of its kind (report(id) is a report's, blackoutTime(id) a blackout's).
  const variables = Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, arg.name === 'id' ? field.name : arg.name, ids)]));
  return { text, variables };
}

/** Every root field of the schema that works inside an organization. */
function organizationFields(schema: GraphQLSchema) {
  const fields: { readonly kind: 'query' | 'mutation'; readonly field: GraphQLField<unknown, unknown> }[] = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type!.getFields())) {
      if (!(`${type!.name}.${field.name}` in NOT_ORGANIZATION_SCOPED)) fields.push({ kind, field });
    }
  }
  return fields;
}

const probes = suite('probes over every operation');

probes('the list of operations outside organizations names only operations that exist', () => {
  const all = new Set([...Object.keys(SCHEMA.getQueryType()!.getFields()).map((f) => `Query.${f}`), ...Object.keys(SCHEMA.getMutationType()!.getFields()).map((f) => `Mutation.${f}`)]);
  for (const name of Object.keys(NOT_ORGANIZATION_SCOPED)) assert.ok(all.has(name), `${name} is not in the schema any more`);
  assert.ok(organizationFields(SCHEMA).length > 60, 'the organization operations are probed');
});

probes("the probes mean something: A's owner, making the same calls, reads A's data and gets most of them through", async () => {
  const w = await securityWorld();
  let read = 0;
  let queries = 0;
  let passed = 0;
  let mutations = 0;
  for (const { kind, field } of organizationFields(SCHEMA)) {
    const { text, variables } = operationFor(kind, field, w.ids);
    const answer = await w.owner.try(text, variables);
    if (kind === 'query') {
      queries += 1;
      if (JSON.stringify(answer.data ?? null).includes(SENTINEL)) read += 1;
    } else {
      mutations += 1;
      if (answer.errors === undefined) passed += 1;
    }
  }
  assert.ok(read >= queries / 2, `${read} of ${queries} queries show A's data to its owner`);
  assert.ok(passed >= mutations / 2, `${passed} of ${mutations} generated mutations pass for A's owner`);
});

probes("another organization's owner reads nothing of A and changes nothing, with either header", async () => {
  const w = await securityWorld();
  const before = await snapshotOf(w);
  const leaks: string[] = [];
  const accepted: string[] = [];
  const call = async (caller: Caller, kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) => {
    const { text, variables } = operationFor(kind, field, w.ids);
    const answer = await caller.try(text, variables);
    if (JSON.stringify(answer.data ?? null).includes(SENTINEL) || JSON.stringify(answer.errors ?? []).includes(SENTINEL)) leaks.push(`${field.name} (${caller.org})`);
    if (kind === 'mutation' && answer.errors === undefined) accepted.push(`${field.name} (${caller.org})`);
  };
  for (const { kind, field } of organizationFields(SCHEMA)) {
    await call(w.outsider, kind, field);
    await call(w.outsider.in(w.a.id), kind, field);
  }
  assert.equal(leaks, [], "no answer holds A's data");
  assert.is(await snapshotOf(w), before, 'A is unchanged');
  // In B itself B's owner may of course change things; with A's ids nothing may pass in A's name.
  assert.equal(accepted.filter((name) => name.endsWith(`(${w.a.id})`)), [], "nothing is accepted with A's header");
});

probes("A's visitor changes nothing of A's, but what each person keeps for themselves", async () => {
  const w = await securityWorld();
  const before = await snapshotOf(w, { personal: false });
  const accepted: string[] = [];
  for (const { kind, field } of organizationFields(SCHEMA)) {
    if (kind !== 'mutation') continue;
    const { text, variables } = operationFor(kind, field, w.ids);
    const answer = await w.visitor.try(text, variables);
    if (answer.errors === undefined && !VISITOR_MAY.has(field.name)) accepted.push(field.name);
  }
  assert.equal(accepted, [], 'every other mutation is refused to a visitor');
  assert.is(await snapshotOf(w, { personal: false }), before, "A's shared data is unchanged");
});

probes.run();
