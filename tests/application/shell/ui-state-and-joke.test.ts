import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { todaysJoke } from '../../../src/application/shared/empty-state-joke.ts';
import { createUiStateModels } from '../../../src/application/shell/ui-state-models.ts';
import { JOKES } from '../../../src/domain/shared/empty-state.ts';
import { storageStore } from '../../../src/adapters/storage/key-value.local-storage.ts';

const ui = suite('UI state models');

ui('each machine moves through its model, and logging out clears them all', () => {
  const models = createUiStateModels();
  models.ticketEdit.send({ type: 'show', ticketId: 't1' });
  models.tips.send({ type: 'show', tip: 'welcome' });
  models.selection.send({ type: 'add', list: 'tickets', ids: ['a', 'b'] });
  models.filters.send({ type: 'toggleAllUntagged' });
  models.schedule.send({ type: 'addTicket', ticketId: 't9' });
  models.explorer.send({ type: 'openProject', projectId: 'p1' });
  assert.equal(models.ticketEdit.state.value, { status: 'shown', ticketId: 't1' });
  assert.equal(models.selection.state.value.lists['tickets'], ['a', 'b']);
  assert.is(models.filters.state.value.search.allUntagged, true);
  assert.ok(models.schedule.state.value.addedTickets.includes('t9'));
  assert.equal(models.tips.state.value.shown, ['welcome']);
  models.resetAll();
  assert.equal(models.ticketEdit.state.value, { status: 'hidden' });
  assert.equal(models.selection.state.value, { lists: {} });
  assert.is(models.filters.state.value.search.allUntagged, false);
  assert.equal(models.tips.state.value, { shown: [] });
  assert.equal(models.schedule.state.value.addedTickets, []);
});

ui('with a store, the explorer tree survives a reload and logging out forgets it', () => {
  const { items, store } = memory();
  const before = createUiStateModels(store);
  before.explorer.send({ type: 'openProject', projectId: 'p1' });
  before.explorer.send({ type: 'setShowArchivedProjects', show: true });
  const after = createUiStateModels(store);
  assert.equal(after.explorer.state.value, { showArchivedProjects: true, openedProjects: ['p1'] });
  after.resetAll();
  assert.equal(after.explorer.state.value, { showArchivedProjects: false, openedProjects: [] });
  assert.is(items.size, 0, 'nothing of the tree stays on the device');
  assert.equal(createUiStateModels(store).explorer.state.value.openedProjects, []);
});

ui('an event that changes nothing writes nothing', () => {
  const { items, store } = memory();
  createUiStateModels(store).explorer.send({ type: 'closeProject', projectId: 'p1' });
  assert.is(items.size, 0);
});

ui.run();

const joke = suite('the empty-state joke');

function memory() {
  const items = new Map<string, string>();
  return { items, store: storageStore({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) }) };
}

joke('a pick is remembered and kept for 24 hours, then a new one is drawn', () => {
  const { store } = memory();
  let now = Date.UTC(2026, 10, 22, 9);
  const first = todaysJoke({ store, now: () => now, random: () => 0 });
  assert.is(first, JOKES[0]);
  now += 23 * 3_600_000;
  assert.is(todaysJoke({ store, now: () => now, random: () => 0.99 }), first, 'the same joke all day');
  now += 3_600_000;
  assert.is(todaysJoke({ store, now: () => now, random: () => 0.99 }), JOKES[JOKES.length - 1], 'a new day, a new joke');
});

joke('a damaged stored value is replaced, not a crash', () => {
  const { store, items } = memory();
  items.set('tidemark:empty-state-joke', '{not json');
  assert.is(todaysJoke({ store, now: () => 1000, random: () => 0 }), JOKES[0]);
  assert.equal(JSON.parse(items.get('tidemark:empty-state-joke')!), { index: 0, chosenAt: 1000 });
});

joke.run();
