import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDemoArea, DEMO_ID_KEY } from '../../../src/application/demo/demo-area.ts';
import { DEMO_EMAIL_KEY } from '../../../src/application/demo/demo-model.ts';
import { DemoGateway } from '../../../src/application/demo/demo-gateway.port.ts';
import type { KeyValueStoreShape } from '../../../src/application/shared/key-value-store.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import type { DemoRequest } from '../../../src/domain/demo/demo.ts';
import { runtimeOf, settle, stubLayer, testTimers } from '../../helpers/doubles.ts';

const request = (id: string, status = 'QUEUED'): DemoRequest => ({ id, email: 'visitor@example.test', status, config: null });

function memoryStore(initial: Record<string, string> = {}): KeyValueStoreShape & { readonly data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (key) => data[key] ?? null, set: (key, value) => void (data[key] = value), remove: (key) => void delete data[key] };
}

async function area(store: KeyValueStoreShape | null = memoryStore()) {
  const polls: string[] = [];
  const timers = await testTimers();
  const demo = createDemoArea({
    runner: runtimeOf(
      Layer.mergeAll(
        stubLayer(DemoGateway, { requestDemo: () => Effect.succeed(request('d1')), getDemo: (id) => (polls.push(id), Effect.succeed(request(id))) }),
        stubLayer(ProofOfWork, { solve: () => Effect.succeed({ proof: 'p', hash: 'h' }) }),
      ),
    ),
    timers,
    notify: () => {},
    store,
    login: async () => true,
  });
  return { demo, polls, timers };
}

const demoArea = suite('the demo area');

demoArea('a requested demo is remembered, and its status screen gets the model the request opened', async () => {
  const store = memoryStore();
  const { demo, polls } = await area(store);
  assert.is(demo.rememberedId(), null);
  const form = demo.request();
  form.change('email', 'visitor@example.test');
  await form.submit();
  await settle();
  const state = form.state.value;
  assert.ok(state.status === 'done');
  assert.is(store.data[DEMO_ID_KEY], 'd1');
  assert.is(store.data[DEMO_EMAIL_KEY], 'visitor@example.test');
  assert.is(demo.rememberedId(), 'd1');
  assert.is(demo.status('d1'), state.result, 'the same model: the status is not asked twice');
  assert.equal(polls, ['d1']);
  demo.release(state.result);
});

demoArea('a released status stops polling; asking again opens a new one', async () => {
  const { demo, polls, timers } = await area();
  const first = demo.status('d2');
  await settle();
  demo.release(first);
  await timers.advance(20_000);
  await settle();
  assert.equal(polls, ['d2'], 'no poll after release');
  const second = demo.status('d2');
  assert.is.not(second, first);
  await settle();
  assert.equal(polls, ['d2', 'd2']);
  demo.release(second);
});

demoArea('without a store the email and the demo are remembered until a reload', async () => {
  const { demo } = await area(null);
  const form = demo.request();
  form.change('email', 'visitor@example.test');
  await form.submit();
  await settle();
  assert.is(demo.rememberedId(), 'd1');
  assert.equal(demo.request().values.value, { email: 'visitor@example.test' });
  const state = form.state.value;
  if (state.status === 'done') demo.release(state.result);
});

demoArea.run();
