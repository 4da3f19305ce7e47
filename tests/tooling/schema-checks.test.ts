/**
 * The schema's guards (issue 23) on small fixture schemas: the near-duplicate check finds the
 * copies the old schema had and leaves distinct things alone, the lint finds a missing
 * description and a mutation argument that is not `input`, and the snapshot diff tells a breaking
 * change from a safe one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changesSince, lintSchema, nearDuplicates, printSnapshot, unexpectedDuplicates } from '../../scripts/schema-checks.ts';

const pairs = (sdl: string) => nearDuplicates(buildSchema(sdl)).map((pair) => pair.types.join(' ~ '));

const duplicates = suite('schema near duplicates');

duplicates('a type named like another with a screen or verb in front, or its plural, is one thing twice', () => {
  const found = pairs(`
    type Query { organization: Organization, me: MeOrganization, blocks: DashboardTickets, ticket: Ticket }
    type Organization { id: ID!, name: String!, status: String }
    type MeOrganization { id: ID!, name: String!, scheduleStatus: String }
    type Ticket { id: ID!, title: String! }
    type DashboardTickets { totalCount: Int!, nodes: [Ticket!]! }
  `);
  assert.ok(found.includes('MeOrganization ~ Organization'), found.join('; '));
  assert.ok(found.includes('DashboardTickets ~ Ticket'), found.join('; '));
});

duplicates('two records named by one noun, or one whose fields are all of another, are flagged', () => {
  const found = pairs(`
    type Query { a: MeOrganization, b: LoginOrganization, c: OrgRole, d: SupportMember }
    type MeOrganization { id: ID!, name: String!, scheduleStatus: String }
    type LoginOrganization { id: ID! }
    type OrgRole { id: ID!, name: String!, email: String!, avatarUrl: String, type: String! }
    type SupportMember { id: ID!, name: String!, avatarUrl: String }
  `);
  assert.ok(found.includes('MeOrganization ~ LoginOrganization'), found.join('; '));
  assert.ok(found.includes('SupportMember ~ OrgRole'), found.join('; '));
});

duplicates('distinct things that share only generic fields are left alone', () => {
  const found = pairs(`
    type Query { p: Product, w: Workflow, t: Tag, i: ChecklistLine }
    type Product { id: ID!, name: String!, description: String!, createdAt: String!, ticketCount: Int! }
    type Workflow { id: ID!, name: String!, description: String!, isDefault: Boolean!, ticketCount: Int! }
    type Tag { id: ID!, name: String!, color: String!, ticketCount: Int! }
    type ChecklistLine { id: ID!, text: String!, done: Boolean! }
  `);
  assert.equal(found, []);
});

duplicates('the allow-list excuses the deliberate anonymous views, and nothing else', () => {
  const schema = buildSchema(`
    type Query { a: Issue, b: SupportCase, c: Thing, d: MeThing }
    type Issue { id: ID!, localId: Int!, email: String!, status: String! }
    type SupportCase { id: ID!, localId: Int!, email: String!, status: String!, unread: Boolean! }
    type Thing { id: ID!, kind: String!, size: Int! }
    type MeThing { id: ID!, kind: String!, size: Int! }
  `);
  assert.equal(unexpectedDuplicates(schema).map((pair) => pair.types.join(' ~ ')), ['MeThing ~ Thing']);
});

duplicates.run();

// ---------------------------------------------------------------------------------------------
const lint = suite('schema lint');

lint('a missing description and a mutation argument that is not `input: <Mutation>Input` are found, with file and line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-lint-'));
  try {
    writeFileSync(
      join(dir, 'a.graphql'),
      [
        '"The queries."',
        'type Query {',
        '  "A thing."',
        '  thing: Thing',
        '}',
        '"The mutations."',
        'type Mutation {',
        '  "Renames a thing."',
        '  renameThing(',
        '    "The thing."',
        '    id: ID!',
        '  ): Thing',
        '}',
        'type Thing {',
        '  "Its id."',
        '  id: ID!',
        '}',
        '',
      ].join('\n'),
    );
    const findings = lintSchema(dir).map((finding) => `${finding.file}:${finding.line} ${finding.rule}`);
    assert.ok(findings.includes('a.graphql:14 @graphql-eslint/require-description'), findings.join('\n'));
    assert.ok(findings.includes('a.graphql:11 @graphql-eslint/input-name'), findings.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

lint.run();

// ---------------------------------------------------------------------------------------------
const snapshot = suite('schema snapshot diff');

const before = buildSchema('type Query { ticket(id: ID!): Ticket }\ntype Ticket { id: ID!, title: String!, eta: String }');

snapshot('a removed field or a field made nullable is breaking; an added field is not', async () => {
  const removed = await changesSince(printSnapshot(before), buildSchema('type Query { ticket(id: ID!): Ticket }\ntype Ticket { id: ID!, eta: String }'));
  assert.equal(removed.breaking.map((change) => change.type), ['FIELD_REMOVED']);
  const nullable = await changesSince(printSnapshot(before), buildSchema('type Query { ticket(id: ID!): Ticket }\ntype Ticket { id: ID!, title: String, eta: String }'));
  assert.equal(nullable.breaking.map((change) => change.type), ['FIELD_TYPE_CHANGED']);
  const added = await changesSince(printSnapshot(before), buildSchema('type Query { ticket(id: ID!): Ticket }\ntype Ticket { id: ID!, title: String!, eta: String, dueDate: String }'));
  assert.equal([added.breaking.length, added.others.map((change) => change.type)], [0, ['FIELD_ADDED']]);
});

snapshot('the snapshot is sorted, so the same schema in another order reads the same', () => {
  const reordered = buildSchema('type Ticket { title: String!, eta: String, id: ID! }\ntype Query { ticket(id: ID!): Ticket }');
  assert.is(printSnapshot(reordered), printSnapshot(before));
});

snapshot.run();
