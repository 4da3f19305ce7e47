/** Blackout times (schema/blackout.graphql): root fields scoped to the caller's organization, and the roles each is for. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Blackouts } from './blackouts.ts';
import { callerScope } from '../work/scope.ts';
import { input, type Args } from '../shared/args.ts';

/** The roles a blackout names that the organization still has. */
/** What blackout resolvers need. */
type BlackoutContext = RequestContext & { readonly blackouts: Blackouts };

const roles = (parent: unknown, _args: Args, context: RequestContext) =>
  (parent as { readonly roleIds: readonly string[] }).roleIds.flatMap((id) => callerScope(context).roleById(id) ?? []);

export const blackoutResolvers: ResolverMap<BlackoutContext> = {
  Query: {
    blackoutTimes: (_root, _args, context) => context.blackouts.list(callerScope(context)),
    blackoutTime: (_root, args, context) => context.blackouts.get(callerScope(context), args['id']),
    recurringBlackoutTimes: (_root, _args, context) => context.blackouts.recurringList(callerScope(context)),
    recurringBlackoutTime: (_root, args, context) => context.blackouts.recurring(callerScope(context), args['id']),
  },
  Mutation: {
    createBlackoutTime: (_root, args, context) => context.blackouts.create(callerScope(context), input(args)),
    updateBlackoutTime: (_root, args, context) => context.blackouts.update(callerScope(context), args['id'], input(args)),
    deleteBlackoutTime: (_root, args, context) => context.blackouts.delete(callerScope(context), args['id']),
    createRecurringBlackoutTime: (_root, args, context) => context.blackouts.createRecurring(callerScope(context), input(args)),
    updateRecurringBlackoutTime: (_root, args, context) => context.blackouts.updateRecurring(callerScope(context), args['id'], input(args)),
    deleteRecurringBlackoutTime: (_root, args, context) => context.blackouts.deleteRecurring(callerScope(context), args['id']),
  },
  BlackoutTime: { roles },
  RecurringBlackoutTime: { roles },
};
