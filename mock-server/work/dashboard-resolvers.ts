/** schema/dashboard.graphql: the dashboard query and the to-do list, scoped to the caller's role. */
import { input } from '../shared/args.ts';
import type { ResolverMap } from '../shared/request-context.ts';
import { dashboard } from './dashboard.ts';
import { callerScope } from './scope.ts';
import type { WorkContext } from './work-resolvers.ts';

export const dashboardResolvers: ResolverMap<WorkContext> = {
  Query: {
    dashboard: (_root, args, context) => dashboard(callerScope(context), args['first']),
  },
  Mutation: {
    addTodo: (_root, args, context) => context.work.todos.add(callerScope(context), input(args)['text']),
    updateTodo: (_root, args, context) => {
      const { id, text, done } = input(args);
      return { todos: context.work.todos.update(callerScope(context), id, text, done) };
    },
    removeTodo: (_root, args, context) => ({ todos: context.work.todos.remove(callerScope(context), input(args)['id']) }),
    moveTodo: (_root, args, context) => {
      const { id, position } = input(args);
      return { todos: context.work.todos.move(callerScope(context), id, position) };
    },
  },
};
