/** graphql-codegen: the typed SDK (string documents, so no GraphQL parser ships to the browser). */
import type { CodegenConfig } from '@graphql-codegen/cli';

const sdk = {
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    documentMode: 'string',
    enumsAsTypes: true,
    useTypeImports: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    scalars: { DateTime: 'string', JSON: 'unknown' },
    skipTypename: true,
    dedupeFragments: true,
  },
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // One SDK module per area: a page bundles only the operations its own code sends.
  generates: {
    'src/adapters/graphql/generated/sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/support.graphql' },
    'src/adapters/graphql/generated/account-sdk.ts': {
      ...sdk,
      documents: ['src/adapters/graphql/operations/account.graphql', 'src/adapters/graphql/operations/demo.graphql'],
    },
    // The organization's settings: on the admin home only, loaded after it.
    'src/adapters/graphql/generated/organization-sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/organization.graphql' },
    // The organization area: tickets, projects and catalogues, loaded with the work area.
    'src/adapters/graphql/generated/work-sdk.ts': {
      ...sdk,
      documents: ['src/adapters/graphql/operations/tickets.graphql', 'src/adapters/graphql/operations/projects.graphql', 'src/adapters/graphql/operations/catalogues.graphql', 'src/adapters/graphql/operations/search.graphql', 'src/adapters/graphql/operations/dashboard.graphql', 'src/adapters/graphql/operations/inbox.graphql', 'src/adapters/graphql/operations/blackouts.graphql', 'src/adapters/graphql/operations/schedule.graphql'],
    },
    // The ticket import page, loaded with that page only.
    'src/adapters/graphql/generated/import-sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/ticket-import.graphql' },
    // The dependency page's graph: loaded with that page only, so the other organization pages do not carry it.
    'src/adapters/graphql/generated/dependency-sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/dependency.graphql' },
    // The report pages: loaded with those pages only.
    'src/adapters/graphql/generated/report-sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/reports.graphql' },
    // The notes page: loaded with that page only.
    'src/adapters/graphql/generated/note-sdk.ts': { ...sdk, documents: 'src/adapters/graphql/operations/notes.graphql' },
  },
  silent: true,
};

export default config;
