/** schema/dashboard.graphql: the dashboard query and the to-do list, scoped to the caller's role. */
import { input } from '../shared/args.ts';
import type { ResolverMap } from '../shared/request-context.ts';
import { dashboard } from './dashboard.ts';
import { callerScope } from './scope.ts';
import type { WorkContext } from './work-resolvers.ts';

export const dashboardResolvers: ResolverMap<WorkContext> = {
  Query: {
    dashboard: async (_root, args, context) => dashboard(await callerScope(context), args['first']),
  },
  Mutation: {
    addTodo: async (_root, args, context) => context.work.todos.add(await callerScope(context), input(args)['text']),
    updateTodo: async (_root, args, context) => {
      const { id, text, done } = input(args);
      return { todos: context.work.todos.update(await callerScope(context), id, text, done) };
    },
    removeTodo: async (_root, args, context) => ({ todos: context.work.todos.remove(await callerScope(context), input(args)['id']) }),
    moveTodo: async (_root, args, context) => {
      const { id, position } = input(args);
      return { todos: context.work.todos.move(await callerScope(context), id, position) };
    },
  },
};
