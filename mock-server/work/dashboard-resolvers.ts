/** schema/dashboard.graphql: the dashboard query and the to-do list, scoped to the caller's role. */
import type { ResolverMap } from '../shared/request-context.ts';
import { dashboard } from './dashboard.ts';
import { callerScope } from './scope.ts';
import type { WorkContext } from './work-resolvers.ts';

export const dashboardResolvers: ResolverMap<WorkContext> = {
  Query: {
    dashboard: (_root, args, context) => dashboard(callerScope(context), args['first']),
  },
  Mutation: {
    addTodo: (_root, args, context) => context.work.todos.add(callerScope(context), args['text']),
    updateTodo: (_root, args, context) => context.work.todos.update(callerScope(context), args['id'], args['text'], args['done']),
    removeTodo: (_root, args, context) => context.work.todos.remove(callerScope(context), args['id']),
    moveTodo: (_root, args, context) => context.work.todos.move(callerScope(context), args['id'], args['position']),
  },
};
