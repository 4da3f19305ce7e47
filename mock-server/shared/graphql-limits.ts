/**
 * Limits on what one GraphQL request may ask (issue 16, finding 6), checked while validating,
 * before anything runs: aliases, tokens, depth and a cost estimate; in production, no schema
 * introspection and no "Did you mean" field suggestions. Generous for every operation the SPA
 * sends (the largest is about 750 tokens, 7 levels deep, without aliases).
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';

/** The limits, named for tests and the README. */
export const GRAPHQL_LIMITS = { aliases: 15, tokens: 3000, depth: 12, cost: 10_000 } as const;

/** Refuses introspection queries (production). */
const noIntrospectionPlugin = {
  onValidate({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** The yoga plugins that hold the limits; `production` adds the two that hide the schema. */
export function graphqlLimitPlugins(production: boolean) {
  return [
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: true }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true, flattenFragments: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
    ...(production ? [blockFieldSuggestionsPlugin(), noIntrospectionPlugin] : []),
  ];
}
