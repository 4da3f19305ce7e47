import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createNotificationsModel } from '../../src/application/notifications-model.ts';
import { testTimers } from '../support/doubles.ts';

const timing = suite('auto-dismiss');

timing('a success toast leaves after 1 s plus the 300 ms animation', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Success', title: 'Saved' });
  clock.advance(999);
  assert.is(model.active.value.length, 1);
  assert.is(model.leaving.value.size, 0);
  clock.advance(1);
  assert.ok(model.leaving.value.has(1), 'the leave animation starts');
  clock.advance(299);
  assert.is(model.active.value.length, 1);
  clock.advance(1);
  assert.is(model.active.value.length, 0);
  assert.is(model.leaving.value.size, 0);
});

timing('an error toast stays 8 s', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Error', title: 'Nope' });
  clock.advance(7999);
  assert.is(model.leaving.value.size, 0);
  clock.advance(1);
  assert.is(model.leaving.value.size, 1);
});

timing('a toast with its own duration uses it', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Info', title: 'Hi', duration: 500 });
  clock.advance(500);
  assert.is(model.leaving.value.size, 1);
});

timing.run();

const hovering = suite('while hovered');

hovering('hovering pauses the countdown and leaving resumes what was left', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Warning', title: 'Careful' });
  clock.advance(3000);
  model.pause();
  assert.is(model.paused.value, true);
  clock.advance(60_000);
  assert.is(model.leaving.value.size, 0, 'nothing leaves while hovered');
  model.resume();
  clock.advance(999);
  assert.is(model.leaving.value.size, 0);
  clock.advance(1);
  assert.is(model.leaving.value.size, 1, 'the remaining second ran out');
});

hovering('a toast created while hovered waits for the pointer to leave', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.pause();
  model.notify({ type: 'Success', title: 'Done' });
  clock.advance(10_000);
  assert.is(model.active.value.length, 1);
  model.resume();
  clock.advance(1000);
  assert.is(model.leaving.value.size, 1);
});

hovering.run();

const dismissing = suite('dismissing');

dismissing('dismiss plays the leave animation then removes only that toast', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Error', title: 'One' });
  model.notify({ type: 'Error', title: 'Two' });
  model.dismiss(1);
  assert.ok(model.leaving.value.has(1));
  clock.advance(300);
  assert.equal(model.active.value.map((n) => n.title), ['Two']);
  assert.is(clock.pending(), 1, 'the dismissed toast has no timer left; the other still counts down');
});

dismissing('dismissing twice or an unknown toast changes nothing', () => {
  const clock = testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Info', title: 'One' });
  model.dismiss(1);
  model.dismiss(1);
  model.dismiss(42);
  assert.is(model.leaving.value.size, 1);
  assert.is(clock.pending(), 1);
});

dismissing.run();
