/** Blackout times (schema/blackout.graphql): root fields scoped to the caller's organization, and the roles each is for. */
import type { ResolverMap, ServerContext } from '../context.ts';
import { callerScope } from '../work/scope.ts';
import { input, type Args } from './args.ts';

/** The roles a blackout names that the organization still has. */
const roles = (parent: unknown, _args: Args, context: ServerContext) =>
  (parent as { readonly roleIds: readonly string[] }).roleIds.flatMap((id) => callerScope(context).roleById(id) ?? []);

export const blackoutResolvers: ResolverMap = {
  Query: {
    blackoutTimes: (_root, _args, context) => context.work.blackouts.list(callerScope(context)),
    blackoutTime: (_root, args, context) => context.work.blackouts.get(callerScope(context), args['id']),
    recurringBlackoutTimes: (_root, _args, context) => context.work.blackouts.recurringList(callerScope(context)),
    recurringBlackoutTime: (_root, args, context) => context.work.blackouts.recurring(callerScope(context), args['id']),
  },
  Mutation: {
    createBlackoutTime: (_root, args, context) => context.work.blackouts.create(callerScope(context), input(args)),
    updateBlackoutTime: (_root, args, context) => context.work.blackouts.update(callerScope(context), args['id'], input(args)),
    deleteBlackoutTime: (_root, args, context) => context.work.blackouts.delete(callerScope(context), args['id']),
    createRecurringBlackoutTime: (_root, args, context) => context.work.blackouts.createRecurring(callerScope(context), input(args)),
    updateRecurringBlackoutTime: (_root, args, context) => context.work.blackouts.updateRecurring(callerScope(context), args['id'], input(args)),
    deleteRecurringBlackoutTime: (_root, args, context) => context.work.blackouts.deleteRecurring(callerScope(context), args['id']),
  },
  BlackoutTime: { roles },
  RecurringBlackoutTime: { roles },
};
