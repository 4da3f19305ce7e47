import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, isSelected, selectedIn, transition, type State } from '../../../src/domain/shared/selection.ts';

const inbox: State = { lists: { inbox: ['a', 'b', 'c'], backlog: ['x'] } };

// ---------------------------------------------------------------------------------------------

const whenNone = suite('selection: when nothing is selected');

whenNone('no list has a selection at first', () => {
  assert.equal(initialState, { lists: {} });
  assert.equal(selectedIn(initialState, 'inbox'), []);
  assert.is(selectedIn(initialState, 'inbox'), selectedIn(initialState, 'backlog'), 'the same empty array, so views do not redraw');
});

whenNone('add selects the ids in the order given, once each', () => {
  const next = transition(initialState, { type: 'add', list: 'inbox', ids: ['b', 'a', 'b'] });
  assert.equal(next, { lists: { inbox: ['b', 'a'] } });
  assert.ok(isSelected(next, 'inbox', 'a'));
  assert.not.ok(isSelected(next, 'backlog', 'a'), 'selections are per list');
});

whenNone('add of no ids returns the same state', () => {
  assert.is(transition(initialState, { type: 'add', list: 'inbox', ids: [] }), initialState);
});

whenNone('remove returns the same state', () => {
  assert.is(transition(initialState, { type: 'remove', list: 'inbox', ids: ['a'] }), initialState);
});

whenNone('set selects exactly the ids given, once each', () => {
  assert.equal(transition(initialState, { type: 'set', list: 'inbox', ids: ['c', 'c', 'a'] }), { lists: { inbox: ['c', 'a'] } });
});

whenNone('clear returns the same state', () => {
  assert.is(transition(initialState, { type: 'clear', list: 'inbox' }), initialState);
});

whenNone.run();

// ---------------------------------------------------------------------------------------------

const whenSome = suite('selection: when a list has a selection');

whenSome('add appends the new ids after the selected ones and skips those already selected', () => {
  const next = transition(inbox, { type: 'add', list: 'inbox', ids: ['c', 'd'] });
  assert.equal(next.lists, { inbox: ['a', 'b', 'c', 'd'], backlog: ['x'] });
  assert.equal(inbox.lists['inbox'], ['a', 'b', 'c'], 'the previous state is not mutated');
});

whenSome('add of ids all already selected returns the same state', () => {
  assert.is(transition(inbox, { type: 'add', list: 'inbox', ids: ['a', 'c'] }), inbox);
});

whenSome('remove unselects those ids and keeps the order of the rest', () => {
  assert.equal(transition(inbox, { type: 'remove', list: 'inbox', ids: ['b', 'z'] }).lists, { inbox: ['a', 'c'], backlog: ['x'] });
});

whenSome('remove of the last selected id drops the list', () => {
  assert.equal(transition(inbox, { type: 'remove', list: 'backlog', ids: ['x'] }).lists, { inbox: ['a', 'b', 'c'] });
});

whenSome('remove of ids not selected returns the same state', () => {
  assert.is(transition(inbox, { type: 'remove', list: 'inbox', ids: ['z'] }), inbox);
});

whenSome('set replaces the selection of that list only', () => {
  assert.equal(transition(inbox, { type: 'set', list: 'inbox', ids: ['d'] }).lists, { inbox: ['d'], backlog: ['x'] });
});

whenSome('set of the same ids in the same order returns the same state', () => {
  assert.is(transition(inbox, { type: 'set', list: 'inbox', ids: ['a', 'b', 'c'] }), inbox);
});

whenSome('set of the same ids in another order changes the order', () => {
  assert.equal(transition(inbox, { type: 'set', list: 'inbox', ids: ['c', 'b', 'a'] }).lists['inbox'], ['c', 'b', 'a']);
});

whenSome('set of no ids clears that list', () => {
  assert.equal(transition(inbox, { type: 'set', list: 'inbox', ids: [] }).lists, { backlog: ['x'] });
});

whenSome('clear empties that list and leaves the others', () => {
  assert.equal(transition(inbox, { type: 'clear', list: 'inbox' }).lists, { backlog: ['x'] });
});

whenSome('clear of another list returns the same state', () => {
  assert.is(transition(inbox, { type: 'clear', list: 'favorites' }), inbox);
});

whenSome.run();
