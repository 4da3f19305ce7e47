/** requestDemo and getDemo (schema/demo.graphql). */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Demos } from './demos.ts';
import { requireProof } from '../shared/pow.ts';

type Args = Record<string, unknown>;

/** What the demo resolvers need. */
type DemoContext = RequestContext & { readonly demos: Demos };

export const demoResolvers: ResolverMap<DemoContext> = {
  Query: {
    getDemo: (_root, args, { demos }) => demos.get(args['id']),
  },
  Mutation: {
    requestDemo: async (_root, args, { demos, pow, origin }) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(pow, input);
      return demos.request(input, origin);
    },
  },
};
