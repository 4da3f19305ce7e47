/** Blackout times (schema/blackout.graphql): root fields scoped to the caller's organization, and the roles each is for. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Blackouts } from './blackouts.ts';
import { callerScope } from '../work/scope.ts';
import { input, type Args } from '../shared/args.ts';

/** What blackout resolvers need. */
type BlackoutContext = RequestContext & { readonly blackouts: Blackouts };

/** The roles a blackout names that the organization still has. */
const roles = (parent: unknown, _args: Args, context: RequestContext) =>
  (parent as { readonly roleIds: readonly string[] }).roleIds.flatMap(async (id) => (await callerScope(context)).roleById(id) ?? []);

export const blackoutResolvers: ResolverMap<BlackoutContext> = {
  Query: {
    blackoutTimes: async (_root, _args, context) => context.blackouts.list(await callerScope(context)),
    blackoutTime: async (_root, args, context) => context.blackouts.get(await callerScope(context), args['id']),
    recurringBlackoutTimes: async (_root, _args, context) => context.blackouts.recurringList(await callerScope(context)),
    recurringBlackoutTime: async (_root, args, context) => context.blackouts.recurring(await callerScope(context), args['id']),
  },
  // Each mutation takes one `input`; the blackout's id is taken out and the rest checked whole.
  Mutation: {
    createBlackoutTime: async (_root, args, context) => ({ blackoutTime: context.blackouts.create(await callerScope(context), input(args)) }),
    updateBlackoutTime: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { blackoutTime: context.blackouts.update(await callerScope(context), id, fields) };
    },
    deleteBlackoutTime: async (_root, args, context) => ({ deletedBlackoutTimeId: context.blackouts.delete(await callerScope(context), input(args)['id']) }),
    createRecurringBlackoutTime: async (_root, args, context) => ({ recurringBlackoutTime: context.blackouts.createRecurring(await callerScope(context), input(args)) }),
    updateRecurringBlackoutTime: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { recurringBlackoutTime: context.blackouts.updateRecurring(await callerScope(context), id, fields) };
    },
    deleteRecurringBlackoutTime: async (_root, args, context) => ({
      deletedRecurringBlackoutTimeId: context.blackouts.deleteRecurring(await callerScope(context), input(args)['id']),
    }),
  },
  BlackoutTime: { roles },
  RecurringBlackoutTime: { roles },
};
