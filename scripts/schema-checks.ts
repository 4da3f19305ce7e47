/**
 * The checks that keep the GraphQL schema a public API (issue 23), run by scripts/lint-schema.ts in
 * `npm test`:
 * - lint: @graphql-eslint's schema rules (descriptions everywhere, naming, no unreachable types,
 *   ids on entities, Relay connection and edge shapes, `<Mutation>Input` arguments), configured
 *   for the specification's spellings; a deliberate exception is an `eslint-disable-next-line`
 *   comment in the schema with its reason;
 * - near duplicates: two object types that describe one thing (a type named like another with a
 *   screen or verb stuck in front, or a type whose fields are mostly another's), minus an
 *   allow-list of deliberate narrow types, each with its reason;
 * - breaking changes: @graphql-inspector/core's diff of the schema against the committed snapshot
 *   (docs/api/schema.graphql); the snapshot is the published API and changes only on purpose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diff, CriticalityLevel, type Change } from '@graphql-inspector/core';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { Linter } from 'eslint';
import {
  buildASTSchema,
  buildSchema,
  concatAST,
  getNamedType,
  isObjectType,
  lexicographicSortSchema,
  parse,
  printSchema,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The schema folder's files, by name. */
export function schemaFiles(dir: string): { readonly name: string; readonly text: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The schema built from its files. */
export function schemaOf(files: readonly { readonly text: string }[]): GraphQLSchema {
  return buildASTSchema(concatAST(files.map((file) => parse(file.text))));
}

/** The schema as the snapshot keeps it: sorted, so the file changes only where the API does. */
export function printSnapshot(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

// ---------------------------------------------------------------------------------------------
// Lint

/** Object types that are values, not things with an identity: no `id` is expected of them. */
const VALUE_TYPES = [
  'Query', 'Mutation', 'PageInfo', 'Me', 'UserPreferences', 'OrganizationPreferences', 'OnboardingStatus', 'NoteColors', 'RolePreferences',
  'WorkDay', 'WorkWeek', 'FeatureFlags', 'Estimate', 'CountByState', 'CountByAssignee', 'CreatedClosed', 'ProjectAnalytics', 'BulkSkip',
  'Dashboard', 'DashboardWorkItem', 'ScheduleState', 'ProjectionProblem', 'SupportSettings', 'Billing', 'BillingPlan', 'SeatCount', 'OrganizationAddress',
  'DependencyGraph', 'DependencyLink',
  'ReportFilter', 'ReportWidgetConfig', 'ReportWidgetLayout', 'ReportBucketValue', 'ReportGroupValue', 'ReportGroupSeries', 'ReportWidgetData', 'ReportWidget',
];

/** The rules, as one flat config for every schema file. */
export function lintConfig(schemaGlob: string): Linter.Config[] {
  return [
    {
      files: ['**/*.graphql'],
      plugins: { '@graphql-eslint': graphqlPlugin as unknown as NonNullable<Linter.Config['plugins']>[string] },
      languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: schemaGlob } } },
      rules: {
        '@graphql-eslint/require-description': ['error', { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true }],
        // Types PascalCase, fields and arguments camelCase. Enum values are left as the
        // specification spells them (Done, InProgress, down, createdAt, support ...).
        '@graphql-eslint/naming-convention': [
          'error',
          {
            types: 'PascalCase',
            FieldDefinition: 'camelCase',
            InputValueDefinition: 'camelCase',
            Argument: 'camelCase',
            'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['query', 'get'], forbiddenSuffixes: ['Query'] },
            'FieldDefinition[parent.name.value=Mutation]': { forbiddenPrefixes: ['mutation'], forbiddenSuffixes: ['Mutation'] },
            'InputObjectTypeDefinition,InputObjectTypeExtension': { requiredSuffixes: ['Input'] },
            'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenSuffixes: ['Type', 'Result'] },
            'EnumTypeDefinition,EnumTypeExtension': { forbiddenPrefixes: ['Enum'], forbiddenSuffixes: ['Enum'] },
          },
        ],
        '@graphql-eslint/no-unreachable-types': 'error',
        '@graphql-eslint/no-hashtag-description': 'error',
        '@graphql-eslint/no-typename-prefix': 'error',
        '@graphql-eslint/strict-id-in-types': ['error', { acceptedIdNames: ['id'], acceptedIdTypes: ['ID'], exceptions: { types: VALUE_TYPES, suffixes: ['Payload', 'Connection', 'Edge'] } }],
        '@graphql-eslint/relay-connection-types': 'error',
        '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
        '@graphql-eslint/input-name': ['error', { checkInputType: true, caseSensitiveInputType: false, checkQueries: false, checkMutations: true }],
        '@graphql-eslint/no-scalar-result-type-on-mutation': 'error',
        '@graphql-eslint/require-deprecation-reason': 'error',
        '@graphql-eslint/unique-enum-value-names': 'error',
      },
    },
  ];
}

/** One lint finding, as `file:line rule: message`. */
export interface LintFinding {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

/** Lints every schema file; `dir` is read through the glob the rules that need the whole schema use. */
export function lintSchema(dir: string): LintFinding[] {
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const config = lintConfig(join(dir, '*.graphql'));
  return schemaFiles(dir).flatMap(({ name, text }) =>
    linter.verify(text, config, { filename: join(dir, name) }).map((message) => ({ file: name, line: message.line, rule: message.ruleId ?? 'parse', message: message.message })),
  );
}

// ---------------------------------------------------------------------------------------------
// Near duplicates

/** A pair of object types that read as one thing, and why. */
export interface NearDuplicate {
  readonly types: readonly [string, string];
  readonly why: string;
}

/** Fields every kind of record may have: sharing them says nothing about being the same thing. */
const GENERIC_FIELDS = new Set(['id', 'name', 'title', 'description', 'createdAt', 'ticketCount', 'text', 'done', 'totalCount', 'nodes', 'edges', 'pageInfo', 'cursor', 'node']);

/** Types whose names say what they are for: wrappers, never copies. */
const isWrapper = (name: string) => /(Payload|Connection|Edge)$/.test(name) || name === 'Query' || name === 'Mutation';

const fieldsOf = (type: GraphQLObjectType) => Object.values(type.getFields()).map((field) => `${field.name}:${getNamedType(field.type).name}`);

/**
 * The pairs of object types that look like one thing twice:
 * - by name: one type is another's name (or its plural) with a word stuck in front, such as
 *   MeOrganization beside Organization or DashboardTickets beside Ticket;
 * - by noun: two types named by the same last word (MeOrganization, LoginOrganization) that both
 *   have an id, or where one's fields are all the other's;
 * - by fields: at least 70% of the smaller type's fields (name and type) are the larger one's,
 *   and the shared ones include a field that is not generic (not id, name, createdAt ...).
 */
export function nearDuplicates(schema: GraphQLSchema): NearDuplicate[] {
  const types = Object.values(schema.getTypeMap()).filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__') && !isWrapper(type.name));
  const names = new Set(types.map((type) => type.name));
  const found: NearDuplicate[] = [];
  for (const type of types) {
    const singular = type.name.endsWith('s') ? type.name.slice(0, -1) : type.name;
    for (const candidate of new Set([type.name, singular])) {
      // Find a shorter type name that this one ends with, after a capitalised prefix.
      for (let index = 1; index < candidate.length; index++) {
        if (candidate[index] !== candidate[index]!.toUpperCase() || candidate[index] === candidate[index]!.toLowerCase()) continue;
        const base = candidate.slice(index);
        if (base !== type.name && names.has(base)) found.push({ types: [type.name, base], why: `${type.name} is ${base} with '${candidate.slice(0, index)}' in front` });
      }
    }
  }
  const headNoun = (name: string) => /[A-Z][a-z0-9]+$/.exec(name)?.[0] ?? name;
  const hasId = (type: GraphQLObjectType) => type.getFields()['id'] !== undefined;
  const fieldNames = (type: GraphQLObjectType) => new Set(Object.keys(type.getFields()));
  const within = (a: GraphQLObjectType, b: GraphQLObjectType) => [...fieldNames(a)].every((field) => fieldNames(b).has(field));
  const already = (a: string, b: string) => found.some((pair) => pair.types.includes(a) && pair.types.includes(b));
  for (const [i, a] of types.entries()) {
    for (const b of types.slice(i + 1)) {
      // Two things named by the same noun (MeOrganization, LoginOrganization): two records of one
      // kind when both have an identity, or when one's fields are all the other's.
      if (headNoun(a.name) === headNoun(b.name) && !already(a.name, b.name) && ((hasId(a) && hasId(b)) || within(a, b) || within(b, a))) {
        found.push({ types: [a.name, b.name], why: `${a.name} and ${b.name} both name a ${headNoun(a.name)}` });
      }
    }
  }
  for (const [i, a] of types.entries()) {
    for (const b of types.slice(i + 1)) {
      const [small, large] = fieldsOf(a).length <= fieldsOf(b).length ? [a, b] : [b, a];
      const smallFields = fieldsOf(small);
      if (smallFields.length < 3) continue;
      const largeFields = new Set(fieldsOf(large));
      const shared = smallFields.filter((field) => largeFields.has(field));
      const specific = shared.filter((field) => !GENERIC_FIELDS.has(field.split(':')[0]!));
      if (shared.length / smallFields.length >= 0.7 && specific.length > 0 && !already(small.name, large.name)) {
        found.push({ types: [small.name, large.name], why: `${shared.length} of ${small.name}'s ${smallFields.length} fields are ${large.name}'s (${shared.map((field) => field.split(':')[0]).join(', ')})` });
      }
    }
  }
  return found;
}

/** The deliberate pairs, each with the reason it stays two types. */
export const ALLOWED_DUPLICATES: readonly { readonly types: readonly [string, string]; readonly reason: string }[] = [
  {
    types: ['Issue', 'SupportCase'],
    reason: "Issue is the anonymous client's view of a SupportCase through its token: without internal notes, the assignee or the linked ticket.",
  },
  {
    types: ['IssueActionAuthor', 'Role'],
    reason: 'The author of a support case action as the anonymous client sees them: a name and an avatar, never an email address or the organization.',
  },
  {
    types: ['OrganizationPreferences', 'RolePreferences'],
    reason: "An organization's preferences are its defaults for everyone; a role's are one person's own (showOnboarding overrides the organization's for them).",
  },
  {
    types: ['TicketState', 'WorkflowState'],
    reason: "A workflow state is a step of a workflow; a ticket state is one ticket's run through that step (assignee, estimate, progress, notes).",
  },
  {
    types: ['TodoItem', 'ChecklistItem'],
    reason: "A to-do is a line of a person's own list on their dashboard; a checklist item is a line of a ticket, shared by everyone working on it.",
  },
  {
    types: ['StateNote', 'Comment'],
    reason: 'A note on a workflow state does something to it (records, blocks, unblocks or closes it); a comment is conversation on the whole ticket, with replies.',
  },
  ...(['StateNote', 'Comment'] as const).flatMap((ticketText) =>
    (['DocumentationPage', 'Story'] as const).map((page) => ({
      types: [ticketText, page] as const,
      reason: 'Written things with an author: a state note and a comment belong to a ticket; a documentation page has a title, a place in its site and a publication; a story has a title and the tickets it links.',
    })),
  ),
  {
    types: ['StateNote', 'Note'],
    reason: "A state note is a ticket state's record of what was done to it (shared with everyone on the ticket); a note is a person's own card on their notes board, private to them, with a colour and a place.",
  },
  {
    types: ['RecurringBlackoutTime', 'BlackoutTime'],
    reason: 'Two kinds of blackout: one-off (a start and a stop) and weekly (weekdays, times of day and a time zone); neither has the fields of the other.',
  },
];

/** The near duplicates the allow-list does not excuse. */
export function unexpectedDuplicates(schema: GraphQLSchema): NearDuplicate[] {
  const allowed = (pair: NearDuplicate) => ALLOWED_DUPLICATES.some(({ types }) => types.includes(pair.types[0]) && types.includes(pair.types[1]));
  return nearDuplicates(schema).filter((pair) => !allowed(pair));
}

// ---------------------------------------------------------------------------------------------
// Breaking changes

/** The changes from the snapshot to the schema, breaking ones first. */
export async function changesSince(snapshot: string, schema: GraphQLSchema): Promise<{ readonly breaking: Change[]; readonly others: Change[] }> {
  const changes = await diff(buildSchema(snapshot), schema);
  return {
    breaking: changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking),
    others: changes.filter((change) => change.criticality.level !== CriticalityLevel.Breaking),
  };
}
