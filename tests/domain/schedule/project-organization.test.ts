/** An organization's projection from its facts: ETAs of the projected tickets, and every reason for the others. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectOrganization } from '../../../src/domain/schedule/project-organization.ts';
import type { PlanFacts, PlanTicket } from '../../../src/domain/schedule/projection-plan.ts';

const ticket = (id: string, hours: [number, number, number], patch: Partial<PlanTicket> = {}): PlanTicket => ({
  id,
  localId: Number(id),
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  projectId: null,
  productId: null,
  workflowId: null,
  tagIds: [],
  states: [{ id: `s${id}`, name: 'Build', assigneeId: 'p1', estimate: { minimum: hours[0], likely: hours[1], maximum: hours[2] }, splittable: false, active: false, done: false }],
  waitsOn: [],
  ...patch,
});

const facts = (tickets: PlanTicket[]): PlanFacts => ({
  start: Date.parse('2026-03-02T10:00:00.000Z'),
  simulations: 20,
  tickets,
  people: [{ id: 'p1', name: 'Ana', timeZone: 'UTC', workWeek: null }],
  oneOffBlackouts: [],
  recurringBlackouts: [],
  priorities: [],
  projects: [],
});

test('projected tickets get p50 and ETA; the others say why, as sentences', () => {
  let ticks = 0;
  const result = projectOrganization(
    facts([ticket('1', [2, 2, 2]), ticket('2', [1, 2, 30]), ticket('3', [1, 1, 1], { waitsOn: ['2'] }), ticket('4', [1, 1, 1], { states: [] })]),
    () => (ticks += 5),
  );
  assert.equal(result.etas, [{ id: '1', p50: '2026-03-02T12:00:00.000Z', p80: '2026-03-02T12:00:00.000Z' }]);
  const problems = Object.fromEntries(result.problems);
  assert.match(problems['2']!, /^Cannot be split, and its 30 h maximum is longer than the longest uninterrupted working block of person Ana \(8 h\)/);
  assert.match(problems['3']!, /^Waits on #2 Build, which/);
  assert.is(problems['4'], 'Every state is done');
  assert.equal(result.plan, [['s1', [['2026-03-02T10:00:00.000Z', '2026-03-02T12:00:00.000Z']]]], 'the plan at PERT means, by state: only the projected ticket is worked');
  assert.is(result.elapsedMs, 5, "the engine's own time, by the clock given");
  assert.is(projectOrganization(facts([])).elapsedMs, 0, 'no clock, no time');
});

test('a question the engine would refuse is a bug, thrown with the reason', () => {
  const bad = { ...facts([ticket('1', [1, 1, 1])]), people: [{ id: 'p1', name: 'Ana', timeZone: 'Mars/Olympus', workWeek: null }] };
  assert.throws(() => projectOrganization(bad), /The projection question was refused: .*Mars\/Olympus/);
});

test.run();
