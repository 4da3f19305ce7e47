import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDemoRequestModel, createDemoStatusModel, DEMO_EMAIL_KEY, type DemoStatusModel } from '../../../src/application/demo/demo-model.ts';
import { GraphQLError, NetworkError, type RequestError } from '../../../src/application/shared/errors.ts';
import { DemoGateway } from '../../../src/application/demo/demo-gateway.port.ts';
import type { KeyValueStoreShape } from '../../../src/application/shared/key-value-store.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SessionGateway, type Credentials, type LoginAnswer } from '../../../src/application/accounts/session-gateway.port.ts';
import { createSessionModel } from '../../../src/application/accounts/session-model.ts';
import { DEMO_LINK_EMAILED, DEMO_LINK_EMAILED_MESSAGE, type DemoRequest, type DemoRole } from '../../../src/domain/demo/demo.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { Me } from '../../../src/domain/accounts/session.ts';
import { runtimeOf, settle, stubLayer, testTimers } from '../../helpers/doubles.ts';

const PROOF = { proof: 'p', hash: 'h' };
const POLL = 5000;

const ROLES: DemoRole[] = [
  { email: 'mia@demo.test', name: 'Mia Jones', avatarUrl: null, title: 'Product owner', status: 'ACCEPTED', type: 'OWNER' },
  { email: 'leo@demo.test', name: 'Leo Park', avatarUrl: null, title: 'Developer', status: 'INVITED', type: 'MEMBER' },
];
const request = (status: string, config: string | null = null): DemoRequest => ({ id: 'd1', email: 'visitor@example.test', status, config });
const READY = request('READY', JSON.stringify({ password: 'demo-pass', roles: ROLES }));

/** An effect that waits until the test opens it. */
function gate<A>(value: A) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { effect: Effect.promise(() => opened.then(() => value)), open: () => open() };
}

function memoryStore(initial: Record<string, string> = {}): KeyValueStoreShape & { readonly data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (key) => data[key] ?? null, set: (key, value) => void (data[key] = value), remove: (key) => void delete data[key] };
}

// --- Request ------------------------------------------------------------------------------------

function requestForm(requestDemo: DemoGateway['Service']['requestDemo'] | undefined, remembered: Record<string, string> = {}) {
  const notes: NotificationInput[] = [];
  const opened: string[] = [];
  const store = memoryStore(remembered);
  const runner = runtimeOf(
    Layer.mergeAll(
      stubLayer(DemoGateway, requestDemo ? { requestDemo } : {}),
      stubLayer(ProofOfWork, requestDemo ? { solve: () => Effect.succeed(PROOF) } : {}),
    ),
  );
  const model = createDemoRequestModel({
    runner,
    notify: (n) => notes.push(n),
    store,
    openStatus: (id) => (opened.push(id), { requestId: id } as DemoStatusModel),
  });
  return { model, notes, opened, store };
}

const requesting = suite('when requesting a demo');

requesting('the form is prefilled with the remembered email', () => {
  const { model } = requestForm(undefined, { [DEMO_EMAIL_KEY]: 'back@example.test' });
  assert.equal(model.values.value, { email: 'back@example.test' });
});

requesting('submitting remembers the email, says it is submitting, then opens the status of that request', async () => {
  const answer = gate(request('QUEUED'));
  const emails: string[] = [];
  const { model, opened, store, notes } = requestForm((email, proof) => (assert.equal(proof, PROOF), emails.push(email), answer.effect));
  model.change('email', 'visitor@example.test');
  const submitted = model.submit();
  await settle();
  assert.is(model.state.value.status, 'submitting');
  assert.is(store.data[DEMO_EMAIL_KEY], 'visitor@example.test');
  answer.open();
  await submitted;
  assert.equal(emails, ['visitor@example.test']);
  assert.equal(opened, ['d1']);
  const state = model.state.value;
  assert.ok(state.status === 'done' && state.result.requestId === 'd1');
  assert.equal(notes, []);
});

requesting('an invalid email shows its error and sends nothing', async () => {
  const { model, store } = requestForm(undefined);
  model.change('email', 'visitor@');
  await model.submit();
  assert.equal(model.errors.value.map((e) => e.field), ['email']);
  assert.is(model.state.value.status, 'editing');
  assert.equal(store.data, {});
});

requesting('a failure says Demo request failed and the form is usable again with the email kept', async () => {
  const { model, notes, opened } = requestForm(() => Effect.fail(new GraphQLError({ message: 'No workers available' })));
  model.change('email', 'visitor@example.test');
  await model.submit();
  assert.equal(notes, [{ type: 'Error', title: 'Demo request failed', subTitle: 'No workers available' }]);
  assert.is(model.state.value.status, 'editing');
  assert.equal(model.values.value, { email: 'visitor@example.test' });
  assert.equal(opened, []);
});

requesting('an email with a demo already running: no failure toast, the model says its link was emailed; the next real failure still toasts', async () => {
  let answer: () => Effect.Effect<never, GraphQLError> = () => Effect.fail(new GraphQLError({ message: DEMO_LINK_EMAILED_MESSAGE, code: DEMO_LINK_EMAILED, field: 'email' }));
  const { model, notes, opened } = requestForm(() => answer());
  assert.is(model.linkEmailedTo.value, null);
  model.change('email', ' visitor@example.test ');
  await model.submit();
  assert.equal(notes, [], 'not a failure');
  assert.is(model.linkEmailedTo.value, 'visitor@example.test');
  assert.is(model.state.value.status, 'editing', 'the form is usable again');
  assert.equal(opened, [], 'no demo is opened: the id is never handed out');
  answer = () => Effect.fail(new GraphQLError({ message: 'No workers available' }));
  await model.submit();
  assert.is(model.linkEmailedTo.value, null, 'a new request clears the notice');
  assert.equal(notes, [{ type: 'Error', title: 'Demo request failed', subTitle: 'No workers available' }]);
});

requesting('a second submit while one runs is ignored', async () => {
  const answer = gate(request('QUEUED'));
  let calls = 0;
  const { model, opened } = requestForm(() => (calls++, answer.effect));
  model.change('email', 'visitor@example.test');
  const first = model.submit();
  await settle();
  const second = model.submit();
  answer.open();
  await Promise.all([first, second]);
  assert.is(calls, 1);
  assert.equal(opened, ['d1']);
});

requesting.run();

// --- Status -------------------------------------------------------------------------------------

async function statusOf(answers: (call: number) => Effect.Effect<DemoRequest | null, RequestError>, login: (c: Credentials) => Promise<boolean> = async () => true) {
  const clock = await testTimers();
  const notes: NotificationInput[] = [];
  let calls = 0;
  const model = createDemoStatusModel({
    requestId: 'd1',
    runner: runtimeOf(stubLayer(DemoGateway, { getDemo: (id) => (assert.is(id, 'd1'), answers(++calls)) })),
    timers: clock,
    notify: (n) => notes.push(n),
    login,
  });
  await settle();
  return { model, clock, notes, calls: () => calls };
}

/** Moves time by one poll interval and lets the answer land. */
async function nextPoll(clock: Awaited<ReturnType<typeof testTimers>>) {
  await clock.advance(POLL);
  await settle();
}

const building = suite('when the demo is building');

building('loads at once, then asks again every 5 seconds while queued or processing', async () => {
  const { model, clock, calls } = await statusOf((call) => Effect.succeed(request(call === 1 ? 'QUEUED' : 'PROCESSING')));
  assert.is(calls(), 1);
  assert.equal(model.view.value, { kind: 'waiting', text: 'Looking for Worker...' });
  await clock.advance(POLL - 1);
  assert.is(calls(), 1);
  await clock.advance(1);
  await settle();
  assert.is(calls(), 2);
  assert.equal(model.view.value, { kind: 'waiting', text: 'Building the Demo...' });
  await nextPoll(clock);
  assert.is(calls(), 3);
  model.dispose();
});

building('polling stops once the demo is ready', async () => {
  const { model, clock, calls } = await statusOf((call) => Effect.succeed(call === 1 ? request('PROCESSING') : READY));
  await nextPoll(clock);
  assert.is(model.state.value.status, 'READY');
  await nextPoll(clock);
  await nextPoll(clock);
  assert.is(calls(), 2);
});

building('polling stops once the demo failed, which says to try again later', async () => {
  const { model, clock, calls } = await statusOf(() => Effect.succeed(request('FAILED')));
  await nextPoll(clock);
  assert.is(calls(), 1);
  assert.equal(model.view.value, { kind: 'retry', text: 'status: FAILED', advice: 'Try again in 10 minutes' });
});

building('a failed refresh stops polling and says so', async () => {
  const { model, clock, calls, notes } = await statusOf((call) => (call === 1 ? Effect.succeed(request('QUEUED')) : Effect.fail(new GraphQLError({ message: 'Demo service unavailable' }))));
  await nextPoll(clock);
  assert.equal(notes, [{ type: 'Error', title: 'Status Refresh Failed', subTitle: 'Demo service unavailable' }]);
  assert.equal(model.view.value, { kind: 'error', message: 'Demo service unavailable' });
  await nextPoll(clock);
  assert.is(calls(), 2);
});

building('retry after an error loads and polls again', async () => {
  const { model, clock, calls } = await statusOf((call) => (call === 1 ? Effect.fail(new NetworkError({ message: 'offline' })) : Effect.succeed(request('QUEUED'))));
  assert.is(model.state.value.status, 'error');
  model.retry();
  await settle();
  assert.is(model.state.value.status, 'QUEUED');
  await nextPoll(clock);
  assert.is(calls(), 3);
  model.dispose();
});

building('dispose stops polling and ignores the answer on its way', async () => {
  const answer = gate(request('PROCESSING'));
  const { model, clock, calls } = await statusOf((call) => (call === 1 ? Effect.succeed(request('QUEUED')) : answer.effect));
  await clock.advance(POLL);
  model.dispose();
  answer.open();
  await settle();
  assert.is(model.state.value.status, 'QUEUED');
  await nextPoll(clock);
  assert.is(calls(), 2);
});

building('signing in before the demo is ready does nothing', async () => {
  let logins = 0;
  const { model } = await statusOf(() => Effect.succeed(request('QUEUED')), async () => (logins++, true));
  await model.signIn(ROLES[0]!);
  assert.is(logins, 0);
  model.dispose();
});

building.run();

const ready = suite('when the demo is ready');

const demoMe: Me = {
  status: 'LINKED',
  user: { id: 'u5', email: 'mia@demo.test', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: null } },
  organization: { id: '21', name: 'Music Lovers', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: true, product: true, ticket: true } },
  role: null,
  featureFlag: null,
};
const demoAnswer: LoginAnswer = { status: 'LINKED', organization: { id: '21' }, user: { email: 'mia@demo.test' }, role: { name: 'Mia Jones' } };

/** A ready demo whose sign-in goes through the real session model. */
async function readyDemo(login: SessionGateway['Service']['login']) {
  const notes: NotificationInput[] = [];
  const paths: string[] = [];
  const credentials: Credentials[] = [];
  let meCalls = 0;
  const session = createSessionModel({
    runner: runtimeOf(
      Layer.mergeAll(
        stubLayer(SessionGateway, {
          login: (c, proof) => (credentials.push(c), assert.equal(proof, PROOF), login(c, proof)),
          resetCache: () => Effect.void,
          me: () => Effect.succeed(meCalls++ === 0 ? null : demoMe),
        }),
        stubLayer(ProofOfWork, { solve: () => Effect.succeed(PROOF) }),
      ),
    ),
    notify: (n) => notes.push(n),
    navigator: { go: (path) => paths.push(path), reload: () => {} },
    clearClientState: () => {},
  });
  await session.start();
  const status = await statusOf(() => Effect.succeed(READY), (c) => session.login(c));
  return { ...status, notes, paths, credentials, session };
}

ready('lists the sample roles to sign in as', async () => {
  const { model } = await readyDemo(() => Effect.succeed(demoAnswer));
  const view = model.view.value;
  assert.ok(view.kind === 'ready' && view.title === 'Your demo instance is ready!' && view.prompt === 'Select your role:');
  assert.equal(view.roles.map((r) => r.email), ['mia@demo.test', 'leo@demo.test']);
});

ready("signing in uses the role's email and the demo password, shows signing in, then goes to the organization's dashboard", async () => {
  const answer = gate(demoAnswer);
  const { model, credentials, paths, notes, session } = await readyDemo(() => answer.effect);
  const signing = model.signIn(ROLES[0]!);
  await settle();
  assert.equal(model.signingIn.value, { status: 'signingIn', role: ROLES[0]! });
  answer.open();
  await signing;
  assert.equal(credentials, [{ email: 'mia@demo.test', password: 'demo-pass' }]);
  assert.equal(notes, [{ type: 'Success', title: 'Login Success' }]);
  assert.equal(paths, ['/org/21/dashboard']);
  assert.is(session.status.value, 'signedIn');
  assert.is(model.signingIn.value.status, 'signedIn');
});

ready('a failed sign-in says Authentication failed and removes the signing-in state', async () => {
  const { model, notes, paths } = await readyDemo(() => Effect.fail(new GraphQLError({ message: 'Wrong email or password' })));
  await model.signIn(ROLES[1]!);
  assert.equal(notes, [{ type: 'Error', title: 'Authentication failed', subTitle: 'Wrong email or password' }]);
  assert.equal(model.signingIn.value, { status: 'idle' });
  assert.equal(paths, []);
});

ready('a second sign-in while one runs is ignored', async () => {
  const answer = gate(demoAnswer);
  const { model, credentials } = await readyDemo(() => answer.effect);
  const first = model.signIn(ROLES[0]!);
  await settle();
  const second = model.signIn(ROLES[1]!);
  await settle();
  assert.equal(model.signingIn.value, { status: 'signingIn', role: ROLES[0]! }, 'the overlay still names the first role');
  answer.open();
  await Promise.all([first, second]);
  assert.equal(credentials.map((c) => c.email), ['mia@demo.test']);
});

ready.run();
