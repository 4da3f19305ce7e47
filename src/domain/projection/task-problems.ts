/**
 * Why a task cannot be projected, in plain English. A task has at most one problem: its own (the
 * person, the working time, a block too short, an unknown predecessor, a cycle, the horizon), or
 * the problem of a task it waits on, passed down to everything that (transitively) waits on it.
 */
import type { ProjectionInput } from './projection-input.ts';
import { dependencyCycles, type TaskLinks } from './task-graph.ts';

/** What the problem finder asks of each person (by index in the input). */
export interface PersonFacts {
  /** Whether the person's week names any working time. */
  worksAtAll(person: number): boolean;
  /** Whether there is working time before the horizon once time off is taken out. */
  hasWorkingTime(person: number): boolean;
  /** The person's longest uninterrupted working block, in minutes. */
  longestBlock(person: number): number;
}

/** Every task's problem (null: none) and the task each problem comes from. */
export interface TaskProblems {
  readonly messages: (string | null)[];
  /** Per task: the task whose own problem it carries (itself for its own; -1 without one). */
  readonly roots: Int32Array;
}

const hoursText = (minutes: number): string => `${Number((minutes / 60).toFixed(2))} h`;

/** A task's own problem, before cycles and the horizon. */
function ownProblem(input: ProjectionInput, links: TaskLinks, facts: PersonFacts, people: ReadonlyMap<string, number>, i: number): string | null {
  const task = input.tasks[i]!;
  const person = people.get(task.person);
  if (person === undefined) return `person ${task.person} does not exist`;
  if (!facts.worksAtAll(person)) return `person ${task.person} has no working time (their work week is empty)`;
  if (!facts.hasWorkingTime(person)) return `person ${task.person} has no working time within 5 years of the start (time off covers it all)`;
  const longest = facts.longestBlock(person);
  if (!task.splittable && task.hours[2] * 60 > longest) {
    return `cannot be split, and its ${hoursText(task.hours[2] * 60)} maximum is longer than the longest uninterrupted working block of person ${task.person} (${hoursText(longest)})`;
  }
  const missing = links.missing[i];
  return missing === null ? null : `waits on ${missing}, which is not projected`;
}

/** Finds every task's problem: its own, a cycle it is in, or one it inherits from what it waits on. */
export function findProblems(input: ProjectionInput, links: TaskLinks, facts: PersonFacts): TaskProblems {
  const n = input.tasks.length;
  const people = new Map(input.people.map((person, i) => [person.id, i]));
  const messages: (string | null)[] = [];
  const roots = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i += 1) messages.push(ownProblem(input, links, facts, people, i));
  for (const [i, cycle] of dependencyCycles(input.tasks, links)) messages[i] ??= `dependency cycle: ${cycle} (each waits on the next)`;
  const problems = { messages, roots };
  spreadProblems(input, links, problems, messages.flatMap((message, i) => (message === null ? [] : [i])));
  return problems;
}

/** Marks new root problems (their messages already set) and passes them down to everything waiting on them. */
export function spreadProblems(input: ProjectionInput, links: TaskLinks, problems: TaskProblems, newRoots: readonly number[]): void {
  const { messages, roots } = problems;
  const queue = [...newRoots];
  for (const i of newRoots) roots[i] = i;
  for (let head = 0; head < queue.length; head += 1) {
    const v = queue[head]!;
    const root = roots[v]!;
    for (let k = links.succStart[v]!; k < links.succStart[v + 1]!; k += 1) {
      const w = links.succs[k]!;
      if (messages[w] !== null) continue;
      const via = root === v ? '' : `, which depends on ${input.tasks[root]!.id}`;
      messages[w] = `waits on ${input.tasks[v]!.id}${via}, which cannot be projected: ${messages[root]}`;
      roots[w] = root;
      queue.push(w);
    }
  }
}
