/** A workflow's ordered states being edited: add, rename, remove, move (§4 directions), and the checks. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canMove, canRemove, checkStates, draftsOf, moveTarget, transition, type StateDraft } from '../../../src/domain/work/catalogue-workflow-states.ts';
import { WORK_LIMITS } from '../../../src/domain/work/work.ts';

const three: readonly StateDraft[] = draftsOf([
  { id: '1', name: 'Design' },
  { id: '2', name: 'Build' },
  { id: '3', name: 'Review' },
]);
const names = (list: readonly StateDraft[]) => list.map((state) => state.name);
const key = (name: string) => three.find((state) => state.name === name)!.key;

const moves = suite('moving states');

moves('up and down swap with the neighbour', () => {
  assert.equal(names(transition(three, { type: 'move', key: key('Build'), direction: 'up' })), ['Build', 'Design', 'Review']);
  assert.equal(names(transition(three, { type: 'move', key: key('Build'), direction: 'down' })), ['Design', 'Review', 'Build']);
});

moves('first and last go to the ends', () => {
  assert.equal(names(transition(three, { type: 'move', key: key('Review'), direction: 'first' })), ['Review', 'Design', 'Build']);
  assert.equal(names(transition(three, { type: 'move', key: key('Design'), direction: 'last' })), ['Build', 'Review', 'Design']);
});

moves('a move past an end, or to where it already is, changes nothing (same list)', () => {
  assert.is(transition(three, { type: 'move', key: key('Design'), direction: 'up' }), three);
  assert.is(transition(three, { type: 'move', key: key('Design'), direction: 'first' }), three);
  assert.is(transition(three, { type: 'move', key: key('Review'), direction: 'down' }), three);
  assert.is(transition(three, { type: 'move', key: key('Review'), direction: 'last' }), three);
  assert.is(transition(three, { type: 'move', key: 'nope', direction: 'up' }), three);
});

moves('canMove says which buttons work', () => {
  assert.equal(
    (['up', 'down', 'first', 'last'] as const).map((direction) => canMove(three, key('Design'), direction)),
    [false, true, false, true],
  );
  assert.equal(
    (['up', 'down', 'first', 'last'] as const).map((direction) => canMove(three, key('Build'), direction)),
    [true, true, true, true],
  );
  assert.is(moveTarget(three, key('Review'), 'up'), 1);
});

moves('the stored ids travel with their states', () => {
  const moved = transition(three, { type: 'move', key: key('Review'), direction: 'first' });
  assert.equal(moved.map((state) => state.id), ['3', '1', '2']);
});

moves.run();

const edits = suite('adding, renaming and removing states');

edits('a new state goes at the end, without an id', () => {
  const added = transition(three, { type: 'add', key: 'new-1', name: 'Ship' });
  assert.equal(names(added), ['Design', 'Build', 'Review', 'Ship']);
  assert.is(added[3]!.id, null);
});

edits('a key already used, or a full workflow, adds nothing', () => {
  assert.is(transition(three, { type: 'add', key: key('Build'), name: 'Again' }), three);
  const full = Array.from({ length: WORK_LIMITS.workflowStates }, (_, at) => ({ key: `k${at}`, id: null, name: `S${at}` }));
  assert.is(transition(full, { type: 'add', key: 'one-more', name: 'More' }), full);
});

edits('rename changes only that state', () => {
  const renamed = transition(three, { type: 'rename', key: key('Build'), name: 'Develop' });
  assert.equal(names(renamed), ['Design', 'Develop', 'Review']);
  assert.is(renamed[0], three[0]);
  assert.is(transition(three, { type: 'rename', key: key('Build'), name: 'Build' }), three);
});

edits('remove takes the state out, but never the last one', () => {
  assert.equal(names(transition(three, { type: 'remove', key: key('Build') })), ['Design', 'Review']);
  const one = transition(transition(three, { type: 'remove', key: key('Build') }), { type: 'remove', key: key('Review') });
  assert.equal(names(one), ['Design']);
  assert.is(transition(one, { type: 'remove', key: key('Design') }), one);
  assert.is(canRemove(one, key('Design')), false);
});

edits.run();

const checks = suite('checking states like the server');

checks('sound states become the input: trimmed names, ids kept for stored states only', () => {
  const list = transition(transition(three, { type: 'add', key: 'new-1', name: '  Ship  ' }), { type: 'move', key: 'new-1', direction: 'first' });
  assert.equal(checkStates(list), {
    ok: true,
    value: [{ name: 'Ship' }, { id: '1', name: 'Design' }, { id: '2', name: 'Build' }, { id: '3', name: 'Review' }],
  });
});

checks('a blank name is refused on that state', () => {
  const list = transition(three, { type: 'rename', key: key('Build'), name: '   ' });
  assert.equal(checkStates(list), { ok: false, list: null, byKey: { [key('Build')]: 'State name is required' } });
});

checks('a name used twice (any case) is refused on the second', () => {
  const list = transition(three, { type: 'rename', key: key('Review'), name: 'design' });
  assert.equal(checkStates(list), { ok: false, list: null, byKey: { [key('Review')]: 'Another state is already named design' } });
});

checks('a name longer than the limit is refused', () => {
  const list = transition(three, { type: 'rename', key: key('Design'), name: 'x'.repeat(WORK_LIMITS.name + 1) });
  const checked = checkStates(list);
  assert.is(checked.ok, false);
  assert.match(!checked.ok ? checked.byKey[key('Design')]! : '', 'at most 128');
});

checks('no state at all is refused for the list', () => {
  assert.equal(checkStates([]), { ok: false, list: 'A workflow needs at least one state', byKey: {} });
});

checks.run();
