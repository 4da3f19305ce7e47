/** The projection bench's input generator: seeded, the requested size, and shaped like real plans. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BENCH_SIZES, generateInput } from '../../scripts/bench-projections.ts';
import { parseProjectionInput } from '../../src/domain/projection/projection-input.ts';
import { project } from '../../src/domain/projection/project.ts';

const generator = suite('bench-projections: generateInput');

generator('measures 200/20, 1,000/50 and 5,000/100', () => {
  assert.equal(BENCH_SIZES, [[200, 20], [1000, 50], [5000, 100]]);
});

generator('makes exactly the tasks and people asked for, valid, the same for the same seed', () => {
  const json = generateInput(1000, 50, 3);
  assert.is(json.tasks.length, 1000);
  assert.is(json.people.length, 50);
  assert.is(json.simulations, 2000);
  assert.ok(parseProjectionInput(json).ok);
  assert.equal(generateInput(1000, 50, 3), json);
  assert.not.equal(generateInput(1000, 50, 4).tasks, json.tasks);
});

generator('tickets of 1-4 states chained in order; about 30% wait on 1-3 earlier tickets', () => {
  const { tasks } = generateInput(5000, 100, 7);
  const tickets = new Map<string, typeof tasks>();
  for (const task of tasks) tickets.set(task.ticket, [...(tickets.get(task.ticket) ?? []), task]);
  let waiting = 0;
  for (const states of tickets.values()) {
    assert.ok(states.length >= 1 && states.length <= 4);
    states.slice(1).forEach((state, i) => assert.equal(state.after, [states[i]!.id]));
    const first = states[0]!.after ?? [];
    assert.ok(first.length <= 3);
    if (first.length > 0) waiting += 1;
    for (const id of first) assert.ok(Number(id.slice(1)) < Number(states[0]!.id.slice(1)), 'an earlier ticket');
  }
  const share = waiting / tickets.size;
  assert.ok(share > 0.2 && share < 0.4, `${Math.round(share * 100)}% of tickets wait on others`);
});

generator('people on three continents, with varied weeks and days off; mixed tasks, a few started', () => {
  const { people, tasks } = generateInput(5000, 100, 7);
  const continents = new Set(people.map((p) => p.timeZone.split('/')[0]));
  assert.ok(continents.size >= 3, [...continents].join(', '));
  const weeks = new Set(people.map((p) => JSON.stringify(p.week)));
  assert.ok(weeks.size >= 3, 'nine to five, four long days, split days');
  assert.ok(people.every((p) => (p.timeOff ?? []).length >= 2));
  const unsplittable = tasks.filter((t) => !t.splittable);
  assert.ok(unsplittable.length > 1000 && unsplittable.length < 3000);
  assert.ok(unsplittable.every((t) => t.hours[2] <= 4), 'fits the shortest block (split days)');
  const started = tasks.filter((t) => t.started).length;
  assert.ok(started > 0 && started < 100, `${started} started`);
});

generator('a generated plan projects without problems', () => {
  const parsed = parseProjectionInput(generateInput(200, 20, 1, 20));
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  const output = project(parsed.input);
  assert.equal(output.problems, []);
  assert.is(output.tasks.length, 200);
});

generator.run();
