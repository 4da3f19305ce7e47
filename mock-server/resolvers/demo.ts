/** requestDemo and getDemo (schema/demo.graphql). */
import type { ResolverMap } from '../context.ts';
import { requireProof } from './support.ts';

type Args = Record<string, unknown>;

export const demoResolvers: ResolverMap = {
  Query: {
    getDemo: (_root, args, { demos }) => demos.get(args['id']),
  },
  Mutation: {
    requestDemo: (_root, args, { demos, pow, request }) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(pow, input);
      return demos.request(input, new URL(request.url).origin);
    },
  },
};
