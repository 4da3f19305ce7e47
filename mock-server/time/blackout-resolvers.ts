/** Blackout times (schema/blackout.graphql): root fields scoped to the caller's organization, and the roles each is for. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Blackouts } from './blackouts.ts';
import { callerScope } from '../work/scope.ts';
import { input, type Args } from '../shared/args.ts';

/** What blackout resolvers need. */
type BlackoutContext = RequestContext & { readonly blackouts: Blackouts };

/** The roles a blackout names that the organization still has. */
const roles = (parent: unknown, _args: Args, context: RequestContext) =>
  (parent as { readonly roleIds: readonly string[] }).roleIds.flatMap((id) => callerScope(context).roleById(id) ?? []);

export const blackoutResolvers: ResolverMap<BlackoutContext> = {
  Query: {
    blackoutTimes: (_root, _args, context) => context.blackouts.list(callerScope(context)),
    blackoutTime: (_root, args, context) => context.blackouts.get(callerScope(context), args['id']),
    recurringBlackoutTimes: (_root, _args, context) => context.blackouts.recurringList(callerScope(context)),
    recurringBlackoutTime: (_root, args, context) => context.blackouts.recurring(callerScope(context), args['id']),
  },
  // Each mutation takes one `input`; the blackout's id is taken out and the rest checked whole.
  Mutation: {
    createBlackoutTime: (_root, args, context) => ({ blackoutTime: context.blackouts.create(callerScope(context), input(args)) }),
    updateBlackoutTime: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { blackoutTime: context.blackouts.update(callerScope(context), id, fields) };
    },
    deleteBlackoutTime: (_root, args, context) => ({ deletedBlackoutTimeId: context.blackouts.delete(callerScope(context), input(args)['id']) }),
    createRecurringBlackoutTime: (_root, args, context) => ({ recurringBlackoutTime: context.blackouts.createRecurring(callerScope(context), input(args)) }),
    updateRecurringBlackoutTime: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { recurringBlackoutTime: context.blackouts.updateRecurring(callerScope(context), id, fields) };
    },
    deleteRecurringBlackoutTime: (_root, args, context) => ({
      deletedRecurringBlackoutTimeId: context.blackouts.deleteRecurring(callerScope(context), input(args)['id']),
    }),
  },
  BlackoutTime: { roles },
  RecurringBlackoutTime: { roles },
};
