/** Resolver arguments, as GraphQL hands them over. */
export type Args = Record<string, unknown>;

/** A mutation's `input` argument ({} when absent). */
export const input = (args: Args): Args => (args['input'] ?? {}) as Args;
