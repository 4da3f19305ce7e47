/** The task graph: links both ways, cycles, and the placement order with inherited ranks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { TaskJson } from '../../../src/domain/projection/projection-input.ts';
import { dependencyCycles, linkTasks, placementOrder } from '../../../src/domain/projection/task-graph.ts';
import { input, person, task } from './projection-fixtures.ts';

const tasksOf = (tasks: TaskJson[]) => input({ people: [person('p')], tasks }).tasks;

/** The placement order as ids, with every task projectable unless `skip` names it. */
function order(tasks: TaskJson[], skip: readonly string[] = []): string[] {
  const parsed = tasksOf(tasks);
  const placement = placementOrder(parsed, linkTasks(parsed), (i) => !skip.includes(parsed[i]!.id));
  return Array.from(placement.order, (i) => parsed[i]!.id);
}

const links = suite('task graph: links');

links('predecessors and successors in both directions; unknown ids noted', () => {
  const parsed = tasksOf([task('a', 'p', 1), task('b', 'p', 1, { after: ['a', 'x'] }), task('c', 'p', 1, { after: ['a', 'b', 'y'] })]);
  const linked = linkTasks(parsed);
  assert.equal(Array.from(linked.predStart), [0, 0, 1, 3]);
  assert.equal(Array.from(linked.preds), [0, 0, 1]);
  assert.equal(Array.from(linked.succStart), [0, 2, 3, 3]);
  assert.equal(Array.from(linked.succs), [1, 2, 2]);
  assert.equal(linked.missing, [null, 'x', 'y']);
});

links('cycles are found with the shortest loop through each of their tasks', () => {
  const parsed = tasksOf([
    task('a', 'p', 1, { after: ['c'] }), task('b', 'p', 1, { after: ['a'] }), task('c', 'p', 1, { after: ['b', 'a'] }),
    task('d', 'p', 1, { after: ['d'] }), task('e', 'p', 1, { after: ['a'] }), task('f', 'p', 1),
  ]);
  const cycles = dependencyCycles(parsed, linkTasks(parsed));
  assert.equal([...cycles.entries()], [[0, 'a -> c -> a'], [1, 'b -> a -> c -> b'], [2, 'c -> a -> c'], [3, 'd -> d']]);
});

links('a long chain has no cycle and does not overflow the stack', () => {
  const chain = Array.from({ length: 20_000 }, (_, i) => task(`t${i}`, 'p', 1, i === 0 ? {} : { after: [`t${i - 1}`] }));
  const parsed = tasksOf(chain);
  assert.is(dependencyCycles(parsed, linkTasks(parsed)).size, 0);
});

const placement = suite('task graph: placement order');

placement('lower rank first, ties by input order', () => {
  assert.equal(order([task('a', 'p', 1, { rank: 2 }), task('b', 'p', 1, { rank: 1 }), task('c', 'p', 1, { rank: 2 }), task('d', 'p', 1, { rank: -1 })]), ['d', 'b', 'a', 'c']);
});

placement('many independent tasks come out sorted by rank, then input order', () => {
  const ranks = [5, 3, 9, 3, 0, 7, 5, 1, 8, 2, 6, 4, 0, 9, 1, 3, 7, 2, 8, 6];
  const expected = ranks.map((rank, i) => ({ rank, i })).sort((a, b) => a.rank - b.rank || a.i - b.i).map(({ i }) => `t${i}`);
  assert.equal(order(ranks.map((rank, i) => task(`t${i}`, 'p', 1, { rank }))), expected);
});

placement('a task comes after everything it waits on', () => {
  assert.equal(order([task('a', 'p', 1, { after: ['b'] }), task('b', 'p', 1, { after: ['c'] }), task('c', 'p', 1)]), ['c', 'b', 'a']);
});

placement('a task inherits the most urgent rank of what waits on it, transitively', () => {
  const tasks = [task('slow', 'p', 1, { rank: 9 }), task('other', 'p', 1, { rank: 5 }), task('mid', 'p', 1, { rank: 7, after: ['slow'] }), task('urgent', 'p', 1, { rank: 0, after: ['mid'] })];
  assert.equal(order(tasks), ['slow', 'mid', 'urgent', 'other']);
  const parsed = tasksOf(tasks);
  assert.equal(Array.from(placementOrder(parsed, linkTasks(parsed), () => true).effectiveRank), [0, 5, 0, 0]);
});

placement('a started task goes first, and what it waits on before it', () => {
  assert.equal(order([task('a', 'p', 1, { rank: -5 }), task('b', 'p', 1, { rank: 3 }), task('s', 'p', 1, { rank: 9, started: true, after: ['b'] })]), ['b', 's', 'a']);
});

placement('tasks that are not projectable are left out, with what waits on them', () => {
  assert.equal(order([task('a', 'p', 1), task('b', 'p', 1, { after: ['a'] }), task('c', 'p', 1)], ['a', 'b']), ['c']);
});

links.run();
placement.run();
