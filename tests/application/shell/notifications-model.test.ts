import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createNotificationsModel } from '../../../src/application/shell/notifications-model.ts';
import { testTimers } from '../../helpers/doubles.ts';

const timing = suite('auto-dismiss');

timing('a success toast leaves after 1 s plus the 300 ms animation', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Success', title: 'Saved' });
  await clock.advance(999);
  assert.is(model.active.value.length, 1);
  assert.is(model.leaving.value.size, 0);
  await clock.advance(1);
  assert.ok(model.leaving.value.has(1), 'the leave animation starts');
  await clock.advance(299);
  assert.is(model.active.value.length, 1);
  await clock.advance(1);
  assert.is(model.active.value.length, 0);
  assert.is(model.leaving.value.size, 0);
});

timing('an error toast stays 8 s', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Error', title: 'Nope' });
  await clock.advance(7999);
  assert.is(model.leaving.value.size, 0);
  await clock.advance(1);
  assert.is(model.leaving.value.size, 1);
});

timing('a toast with its own duration uses it', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Info', title: 'Hi', duration: 500 });
  await clock.advance(500);
  assert.is(model.leaving.value.size, 1);
});

timing.run();

const hovering = suite('while hovered');

hovering('hovering pauses the countdown and leaving resumes what was left', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Warning', title: 'Careful' });
  await clock.advance(3000);
  model.pause();
  assert.is(model.paused.value, true);
  await clock.advance(60_000);
  assert.is(model.leaving.value.size, 0, 'nothing leaves while hovered');
  model.resume();
  await clock.advance(999);
  assert.is(model.leaving.value.size, 0);
  await clock.advance(1);
  assert.is(model.leaving.value.size, 1, 'the remaining second ran out');
});

hovering('a toast created while hovered waits for the pointer to leave', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.pause();
  model.notify({ type: 'Success', title: 'Done' });
  await clock.advance(10_000);
  assert.is(model.active.value.length, 1);
  model.resume();
  await clock.advance(1000);
  assert.is(model.leaving.value.size, 1);
});

hovering.run();

const dismissing = suite('dismissing');

dismissing('dismiss plays the leave animation then removes only that toast', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Error', title: 'One' });
  model.notify({ type: 'Error', title: 'Two' });
  model.dismiss(1);
  assert.ok(model.leaving.value.has(1));
  await clock.advance(300);
  assert.equal(model.active.value.map((n) => n.title), ['Two']);
  await clock.advance(7700);
  assert.ok(model.leaving.value.has(2), 'the other toast kept its own countdown');
});

dismissing('dismissing twice or an unknown toast changes nothing', async () => {
  const clock = await testTimers();
  const model = createNotificationsModel(clock);
  model.notify({ type: 'Info', title: 'One' });
  model.dismiss(1);
  model.dismiss(1);
  model.dismiss(42);
  assert.is(model.leaving.value.size, 1);
  await clock.advance(300);
  assert.is(model.active.value.length, 0);
  assert.is(model.leaving.value.size, 0, 'removed once, after one animation');
});

dismissing.run();
