/**
 * The development endpoints' contract (ARCHITECTURE.md "The local server"): clock, reset, the
 * production switch, and how unexpected failures are answered.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DAY_MS,
  FIXED_NOW,
  call,
  getJson,
  gql,
  issueByToken,
  makeApp,
  openCase,
  postJson,
  uploadImage,
} from '../shared/helpers.ts';

// ---------------------------------------------------------------------------------------------
const clock = suite('POST /dev/clock/advance');

clock('moves the clock forward and answers the new now', async () => {
  const app = await makeApp();
  const first = await postJson<{ now: number }>(app, '/dev/clock/advance', { ms: 60_000 });
  assert.is(first.status, 200);
  assert.is(first.body.now, FIXED_NOW + 60_000);
  const second = await postJson<{ now: number }>(app, '/dev/clock/advance', { ms: DAY_MS });
  assert.is(second.body.now, FIXED_NOW + 60_000 + DAY_MS);
  assert.is(app.clock.now(), second.body.now);
});

clock('accepts 0 and leaves the clock where it is', async () => {
  const app = await makeApp();
  const answer = await postJson<{ now: number }>(app, '/dev/clock/advance', { ms: 0 });
  assert.is(answer.status, 200);
  assert.is(answer.body.now, FIXED_NOW);
});

clock('new cases are dated on the moved clock', async () => {
  const app = await makeApp();
  const { now } = (await postJson<{ now: number }>(app, '/dev/clock/advance', { ms: 3 * DAY_MS })).body;
  const opened = await openCase(app);
  assert.is((await issueByToken(app, opened.token))!.createdAt, new Date(now).toISOString());
});

const badAdvances: [string, string][] = [
  ['a negative ms', JSON.stringify({ ms: -1 })],
  ['ms as a string', JSON.stringify({ ms: '1000' })],
  ['ms as null', JSON.stringify({ ms: null })],
  ['a missing ms', JSON.stringify({})],
  ['an infinite ms', '{"ms": 1e400}'],
  ['a body that is not JSON', 'ms=1000'],
];

for (const [what, body] of badAdvances) {
  clock(`refuses ${what} with 400 and leaves the clock alone`, async () => {
    const app = await makeApp();
    const answer = await postJson<{ error?: unknown }>(app, '/dev/clock/advance', body, true);
    assert.is(answer.status, 400);
    assert.type(answer.body.error, 'string');
    assert.is(app.clock.now(), FIXED_NOW);
  });
}

clock.run();

// ---------------------------------------------------------------------------------------------
const reset = suite('POST /dev/reset');

reset('answers 204 and forgets cases, mail and uploads', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const url = await uploadImage(app, opened.token);
  assert.is((await getJson<unknown[]>(app, '/dev/mailbox')).body.length, 1);
  const response = await call(app, '/dev/reset', { method: 'POST' });
  assert.is(response.status, 204);
  assert.is(await response.text(), '');
  assert.is(await issueByToken(app, opened.token), null);
  assert.equal((await getJson<unknown[]>(app, '/dev/mailbox')).body, []);
  assert.is((await call(app, url)).status, 404);
});

reset('numbers cases from 1 again after a reset', async () => {
  const app = await makeApp();
  await openCase(app);
  await openCase(app);
  await call(app, '/dev/reset', { method: 'POST' });
  const opened = await openCase(app);
  assert.is((await issueByToken(app, opened.token))!.localId, 1);
});

reset.run();

// ---------------------------------------------------------------------------------------------
const routing = suite('dev endpoint routing');

routing('answers 404 for an unknown dev path or a wrong method', async () => {
  const app = await makeApp();
  assert.is((await call(app, '/dev/nothing-here')).status, 404);
  assert.is((await call(app, '/dev/reset')).status, 404, 'GET /dev/reset');
  assert.is((await call(app, '/dev/mailbox', { method: 'POST' })).status, 404, 'POST /dev/mailbox');
  assert.is((await call(app, '/dev/support/inbound')).status, 404, 'GET /dev/support/inbound');
});

routing.run();

// ---------------------------------------------------------------------------------------------
const production = suite('NODE_ENV=production');

const devRequests: [string, string, unknown][] = [
  ['POST', '/dev/support/inbound', { email: 'ada@example.com', name: 'Ada', description: 'Broken' }],
  ['GET', '/dev/mailbox', undefined],
  ['POST', '/dev/clock/advance', { ms: DAY_MS }],
  ['POST', '/dev/reset', undefined],
  ['GET', '/dev/', undefined],
];

production('every /dev/ path answers 404', async () => {
  const app = await makeApp({ NODE_ENV: 'production' });
  for (const [method, path, body] of devRequests) {
    const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await call(app, path, init);
    assert.is(response.status, 404, `${method} ${path}`);
  }
});

production('the dev endpoints do nothing: no case, no clock move, no reset', async () => {
  const app = await makeApp({ NODE_ENV: 'production' });
  await postJson(app, '/dev/support/inbound', { email: 'ada@example.com', name: 'Ada', description: 'Broken' });
  assert.is(await app.store.caseById('1'), undefined, 'no case was opened');
  await postJson(app, '/dev/clock/advance', { ms: DAY_MS });
  assert.is(app.clock.now(), FIXED_NOW, 'the clock did not move');
  // A case that exists (put straight into the store) survives a reset request.
  await app.store.insertCase({
    token: 'secret-token',
    organizationId: '1',
    issue: { id: '7', localId: 1, email: 'a@example.com', name: 'A', description: 'd', createdAt: new Date(FIXED_NOW).toISOString(), status: 'NEW', issueActions: [] },
  });
  await call(app, '/dev/reset', { method: 'POST' });
  assert.is((await issueByToken(app, 'secret-token'))?.id, '7');
});

production('GraphQL still answers in production', async () => {
  const app = await makeApp({ NODE_ENV: 'production' });
  const answer = await gql(app, '{ ok }');
  assert.equal(answer.data, { ok: true });
});

production.run();

// ---------------------------------------------------------------------------------------------
const masked = suite('unexpected errors');

/** A server whose store fails the way a broken database would (its methods replaced after it is built). */
async function failingStore(log: unknown[]) {
  const app = await makeApp({}, { log: (message, error) => log.push([message, error]) });
  Object.assign(app.store, {
    caseByToken: () => {
      throw new Error('connection to db-7.internal:5432 refused');
    },
    mailbox: () => {
      throw new Error('mailbox table is corrupt at /var/lib/tidemark');
    },
  });
  return app;
}

masked('a failing resolver is masked as "Unexpected error." and logged', async () => {
  const log: unknown[] = [];
  const app = await failingStore(log);
  const answer = await gql(app, 'query ($token: String!) { issueByToken(token: $token) { id } }', { token: 'abc' });
  assert.is(answer.errors?.length, 1);
  assert.is(answer.errors![0]!.message, 'Unexpected error.');
  const text = JSON.stringify(answer);
  assert.not.match(text, /db-7|5432|refused/, 'no internal detail reaches the client');
  assert.ok(log.length > 0, 'the real error is logged');
  assert.match(JSON.stringify(log, (_key, value: unknown) => (value instanceof Error ? value.message : value)), /db-7\.internal/);
});

masked('a failing HTTP endpoint answers 500 "Unexpected error." and logs the cause', async () => {
  const log: unknown[] = [];
  const app = await failingStore(log);
  const response = await call(app, '/dev/mailbox');
  assert.is(response.status, 500);
  const body = (await response.json()) as { error: string };
  assert.equal(body, { error: 'Unexpected error.' });
  assert.is(log.length, 1);
  const [, error] = log[0] as [string, unknown];
  assert.instance(error, Error);
  assert.match((error as Error).message, /mailbox table is corrupt/);
});

masked.run();
