/** graphql-codegen: the typed SDK (string documents, so no GraphQL parser ships to the browser). */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'src/adapters/graphql/operations/*.graphql',
  generates: {
    'src/adapters/graphql/generated/sdk.ts': {
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
    },
  },
  silent: true,
};

export default config;
