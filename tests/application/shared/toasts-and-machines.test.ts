import { effect as watch } from '@preact/signals-core';
import { Effect, ManagedRuntime, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { machineModel } from '../../../src/application/shared/machine-model.ts';
import { runWithToasts } from '../../../src/application/shared/toasts.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import * as Upload from '../../../src/domain/support/upload.ts';

const runtime = ManagedRuntime.make(Layer.empty);

const toasts = suite('toasts of a use case (§8)');

toasts('success shows its title and a subtitle computed from the result, then the callback runs', async () => {
  const notes: NotificationInput[] = [];
  const order: string[] = [];
  const outcome = await runWithToasts(runtime, Effect.succeed({ name: 'Acme' }), (n) => (notes.push(n), order.push('toast')), {
    success: { title: 'Organization Created', subTitle: (org) => `Welcome to ${org.name}` },
    error: { title: 'Could not create organization' },
    after: () => order.push('after'),
  });
  assert.equal(outcome, { status: 'success', value: { name: 'Acme' } });
  assert.equal(notes, [{ type: 'Success', title: 'Organization Created', subTitle: 'Welcome to Acme' }]);
  assert.equal(order, ['toast', 'after']);
});

toasts('a success without a subtitle shows the title only; without success options it is silent', async () => {
  const notes: NotificationInput[] = [];
  await runWithToasts(runtime, Effect.succeed(1), (n) => notes.push(n), { success: { title: 'Login Success' }, error: { title: 'x' } });
  await runWithToasts(runtime, Effect.succeed(2), (n) => notes.push(n), { error: { title: 'x' } });
  assert.equal(notes, [{ type: 'Success', title: 'Login Success' }]);
});

toasts('an error shows its title with the server message as subtitle, then the callback runs', async () => {
  const notes: NotificationInput[] = [];
  let after = 0;
  const outcome = await runWithToasts(runtime, Effect.fail(new GraphQLError({ message: 'Wrong email or password' })), (n) => notes.push(n), {
    success: { title: 'Login Success' },
    error: { title: 'Authentication failed' },
    after: () => after++,
  });
  assert.is(outcome.status, 'failure');
  assert.equal(notes, [{ type: 'Error', title: 'Authentication failed', subTitle: 'Wrong email or password' }]);
  assert.is(after, 1);
});

toasts('a network error is told apart from a server message', async () => {
  const notes: NotificationInput[] = [];
  await runWithToasts(runtime, Effect.fail(new NetworkError({ message: 'Failed to fetch' })), (n) => notes.push(n), { error: { title: 'Demo request failed' } });
  assert.match(notes[0]!.subTitle!, /reach the server/);
});

toasts('an interrupted use case shows nothing and skips the callback', async () => {
  const notes: NotificationInput[] = [];
  let after = 0;
  const outcome = await runWithToasts(runtime, Effect.interrupt, (n) => notes.push(n), { success: { title: 'x' }, error: { title: 'y' }, after: () => after++ });
  assert.equal(outcome, { status: 'interrupted' });
  assert.equal(notes, []);
  assert.is(after, 0);
});

toasts.run();

const machines = suite('a machine in a signal');

machines('sending an event moves the state; an event that does not apply notifies nobody', () => {
  const model = machineModel(Upload.transition, Upload.initialState);
  let notified = 0;
  const stop = watch(() => {
    void model.state.value;
    notified++;
  });
  model.send({ type: 'start', request: { name: 'a.png', category: 'issue', issueToken: 't' } });
  assert.is(model.state.value.status, 'uploading');
  assert.is(notified, 2);
  model.send({ type: 'failure', name: 'other.png' });
  assert.is(notified, 2, 'the same state object does not notify');
  stop();
});

machines.run();
