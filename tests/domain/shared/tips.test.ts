import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, isTipShown, transition, type State } from '../../../src/domain/shared/tips.ts';

const twoShown: State = { shown: ['schedule-intro', 'search-flags'] };

// ---------------------------------------------------------------------------------------------

const whenNone = suite('tips: when none are shown');

whenNone('no tip is shown at first', () => {
  assert.equal(initialState, { shown: [] });
  assert.not.ok(isTipShown(initialState, 'schedule-intro'));
});

whenNone('show adds the tip', () => {
  const next = transition(initialState, { type: 'show', tip: 'schedule-intro' });
  assert.equal(next, { shown: ['schedule-intro'] });
  assert.ok(isTipShown(next, 'schedule-intro'));
});

whenNone('hide returns the same state', () => {
  assert.is(transition(initialState, { type: 'hide', tip: 'schedule-intro' }), initialState);
});

whenNone('hideAll returns the same state', () => {
  assert.is(transition(initialState, { type: 'hideAll' }), initialState);
});

whenNone.run();

// ---------------------------------------------------------------------------------------------

const whenSome = suite('tips: when some are shown');

whenSome('show of a new tip appends it', () => {
  assert.equal(transition(twoShown, { type: 'show', tip: 'explorer-tree' }).shown, ['schedule-intro', 'search-flags', 'explorer-tree']);
});

whenSome('show of a tip already shown returns the same state: no duplicates', () => {
  assert.is(transition(twoShown, { type: 'show', tip: 'search-flags' }), twoShown);
});

whenSome('hide removes that tip only', () => {
  assert.equal(transition(twoShown, { type: 'hide', tip: 'schedule-intro' }), { shown: ['search-flags'] });
  assert.equal(twoShown.shown, ['schedule-intro', 'search-flags'], 'the previous state is not mutated');
});

whenSome('hide of a tip not shown returns the same state', () => {
  assert.is(transition(twoShown, { type: 'hide', tip: 'explorer-tree' }), twoShown);
});

whenSome('hideAll empties the list', () => {
  assert.equal(transition(twoShown, { type: 'hideAll' }), { shown: [] });
});

whenSome.run();
