/** schema/dashboard.graphql: the dashboard query and the to-do list, scoped to the caller's role. */
import type { ResolverMap } from '../context.ts';
import { dashboard } from '../work/dashboard.ts';
import { callerScope } from '../work/scope.ts';
import { createTodos } from '../work/todos.ts';

type Todos = ReturnType<typeof createTodos>;
const todos = new WeakMap<object, Todos>();
/** The to-do operations over the request's store (one per store). */
const todosFor = (store: Parameters<typeof createTodos>[0]): Todos => {
  let found = todos.get(store);
  if (!found) {
    found = createTodos(store);
    todos.set(store, found);
  }
  return found;
};

export const dashboardResolvers: ResolverMap = {
  Query: {
    dashboard: (_root, args, context) => dashboard(callerScope(context), args['first']),
  },
  Mutation: {
    addTodo: (_root, args, context) => todosFor(context.store.work).add(callerScope(context), args['text']),
    updateTodo: (_root, args, context) => todosFor(context.store.work).update(callerScope(context), args['id'], args['text'], args['done']),
    removeTodo: (_root, args, context) => todosFor(context.store.work).remove(callerScope(context), args['id']),
    moveTodo: (_root, args, context) => todosFor(context.store.work).move(callerScope(context), args['id'], args['position']),
  },
};
