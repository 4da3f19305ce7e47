import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  displayDuration,
  initialState,
  showsProgress,
  transition,
  type NotificationInput,
  type NotificationType,
  type State,
} from '../../../src/domain/shared/notifications.ts';

function create(state: State, notification: NotificationInput): State {
  return transition(state, { type: 'create', notification });
}

function createMany(count: number, state: State = initialState): State {
  let next = state;
  for (let i = 1; i <= count; i++) next = create(next, { type: 'Info', title: `Note ${i}` });
  return next;
}

// ---------------------------------------------------------------------------------------------

const whenEmpty = suite('notifications: when none were created');

whenEmpty('there is nothing active, nothing recent and no new version', () => {
  assert.equal(initialState, { nextIndex: 1, active: [], recent: [], newVersion: false });
});

whenEmpty('the first notification gets index 1 and is active and recent', () => {
  const saved = { type: 'Success', title: 'Ticket has been updated', subTitle: 'Saved', href: '/org/1/ticket/2' } as const;
  const next = create(initialState, saved);
  assert.equal(next.active, [{ ...saved, index: 1 }]);
  assert.equal(next.recent, [{ ...saved, index: 1 }]);
  assert.is(next.nextIndex, 2);
  assert.is(next.newVersion, false);
});

whenEmpty('dismissing an unknown index returns the same state', () => {
  assert.is(transition(initialState, { type: 'dismiss', index: 1 }), initialState);
});

whenEmpty.run();

// ---------------------------------------------------------------------------------------------

const whenActive = suite('notifications: when some are active');

whenActive('indexes auto-increment and new ones are appended', () => {
  const state = createMany(3);
  assert.equal(state.active.map((n) => n.index), [1, 2, 3]);
  assert.equal(state.active.map((n) => n.title), ['Note 1', 'Note 2', 'Note 3']);
  assert.is(state.nextIndex, 4);
});

whenActive('dismissing removes that notification only', () => {
  const state = createMany(3);
  const next = transition(state, { type: 'dismiss', index: 2 });
  assert.equal(next.active.map((n) => n.index), [1, 3]);
  assert.equal(next.recent, state.recent, 'the recent list keeps it');
  assert.equal(state.active.map((n) => n.index), [1, 2, 3], 'the previous state is not mutated');
});

whenActive('dismissing an unknown index returns the same state', () => {
  const state = createMany(3);
  assert.is(transition(state, { type: 'dismiss', index: 99 }), state);
});

whenActive('dismissing the same index twice changes nothing the second time', () => {
  const once = transition(createMany(2), { type: 'dismiss', index: 1 });
  assert.is(transition(once, { type: 'dismiss', index: 1 }), once);
});

whenActive('indexes keep counting after a dismissal: they are never reused', () => {
  const state = transition(createMany(2), { type: 'dismiss', index: 2 });
  const next = create(state, { type: 'Error', title: 'Could not update ticket' });
  assert.equal(next.active.map((n) => n.index), [1, 3]);
});

whenActive.run();

// ---------------------------------------------------------------------------------------------

const recentList = suite('notifications: recent list');

recentList('up to ten notifications are all kept', () => {
  assert.equal(createMany(10).recent.map((n) => n.index), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

recentList('the eleventh keeps the last nine plus the new one', () => {
  assert.equal(createMany(11).recent.map((n) => n.index), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
});

recentList('many notifications later the recent list is still the latest ten', () => {
  const state = createMany(25);
  assert.equal(state.recent.map((n) => n.index), [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  assert.is(state.active.length, 25, 'active ones are only removed by dismissal');
});

recentList.run();

// ---------------------------------------------------------------------------------------------

const version = suite('notifications: new version flag');

version('a Version notification sets the new-version flag', () => {
  const next = create(createMany(2), { type: 'Version', title: 'A new version is available' });
  assert.is(next.newVersion, true);
});

version('other notifications leave the flag down', () => {
  let state = initialState;
  for (const type of ['Info', 'Success', 'Warning', 'Error'] as const) state = create(state, { type, title: type });
  assert.is(state.newVersion, false);
});

version('the flag stays up after later notifications and dismissals', () => {
  const raised = create(initialState, { type: 'Version', title: 'New version' });
  const later = transition(create(raised, { type: 'Info', title: 'Hi' }), { type: 'dismiss', index: 1 });
  assert.is(later.newVersion, true);
});

version.run();

// ---------------------------------------------------------------------------------------------

const timing = suite('notifications: display duration');

const expectedMs: Record<NotificationType, number> = { Success: 1000, Info: 2000, Warning: 4000, Error: 8000, Version: 8000 };

timing('each type has its own auto-dismiss time and shows progress', () => {
  for (const [type, ms] of Object.entries(expectedMs) as [NotificationType, number][]) {
    const notification = { type, title: type };
    assert.is(displayDuration(notification), ms, type);
    assert.is(showsProgress(notification), true, type);
  }
});

timing('a notification with its own duration uses it and shows no progress bar', () => {
  const notification = { type: 'Error', title: 'Slow', duration: 15000 } as const;
  assert.is(displayDuration(notification), 15000);
  assert.is(showsProgress(notification), false);
});

timing('an own duration of zero is still its own', () => {
  const notification = { type: 'Info', title: 'Instant', duration: 0 } as const;
  assert.is(displayDuration(notification), 0);
  assert.is(showsProgress(notification), false);
});

timing.run();
