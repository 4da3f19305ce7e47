/**
 * Each person's own to-do list on the dashboard, per role: part of the organization's work (its
 * `todos`, stored with it), changed only by its owner, checked with the domain's rules.
 */
import { checkTodoText, todoFits, TODO_LIMIT_MESSAGE } from '../../src/domain/work/dashboard.ts';
import { userError } from '../shared/errors.ts';
import { badInput, checkedText } from './checks.ts';
import { requireWrite, type Scope } from './scope.ts';
import type { OrgWork, StoredTodo, WorkStore } from '../store/work-store.ts';

export type { StoredTodo };

/** A person's list (made empty when they have none yet). */
function listOf(work: OrgWork, roleId: string): StoredTodo[] {
  let list = work.todos.get(roleId);
  if (!list) work.todos.set(roleId, (list = []));
  return list;
}

/** The caller's to-dos, in their order (a visitor keeps none). */
export function todosOf(scope: Scope): readonly StoredTodo[] {
  return scope.permissions.write ? (scope.work.todos.get(scope.role.id) ?? []) : [];
}

/** The to-do operations over a store (ids from the store). */
export function createTodos(store: WorkStore) {
  /** The caller's list, for a change: visitors read only. */
  const writable = (scope: Scope) => {
    requireWrite(scope);
    return listOf(scope.work, scope.role.id);
  };
  const indexOf = (list: readonly StoredTodo[], id: unknown): number => {
    const index = typeof id === 'string' ? list.findIndex((todo) => todo.id === id) : -1;
    if (index < 0) throw userError('To-do not found', 'NOT_FOUND', { field: 'id' });
    return index;
  };

  return {
    /** Adds a to-do at the end; answers it and the whole list. */
    add(scope: Scope, text: unknown): { readonly todo: StoredTodo; readonly todos: readonly StoredTodo[] } {
      const list = writable(scope);
      const value = checkedText(checkTodoText(text), 'text');
      if (!todoFits(list.length)) throw badInput(TODO_LIMIT_MESSAGE, 'text');
      const todo: StoredTodo = { id: store.nextId('todo'), text: value, done: false, createdAt: scope.now() };
      list.push(todo);
      return { todo, todos: list };
    },

    update(scope: Scope, id: unknown, text: unknown, done: unknown): readonly StoredTodo[] {
      const list = writable(scope);
      const todo = list[indexOf(list, id)]!;
      const nextText = text === undefined || text === null ? todo.text : checkedText(checkTodoText(text), 'text');
      if (done !== undefined && done !== null && typeof done !== 'boolean') throw badInput('done must be true or false', 'done');
      todo.text = nextText;
      if (typeof done === 'boolean') todo.done = done;
      return list;
    },

    remove(scope: Scope, id: unknown): readonly StoredTodo[] {
      const list = writable(scope);
      list.splice(indexOf(list, id), 1);
      return list;
    },

    move(scope: Scope, id: unknown, position: unknown): readonly StoredTodo[] {
      const list = writable(scope);
      const from = indexOf(list, id);
      if (typeof position !== 'number' || !Number.isInteger(position) || position < 0) throw badInput('The position is a whole number from 0', 'position');
      const [todo] = list.splice(from, 1);
      list.splice(Math.min(position, list.length), 0, todo!);
      return list;
    },
  };
}
