import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createEmailConfirmationModel,
  createPasswordLostModel,
  createPasswordResetModel,
  createRegistrationModel,
  type AccountServices,
} from '../../../src/application/accounts/account-models.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { AccountGateway, type PasswordResetInput, type Registration } from '../../../src/application/accounts/account-gateway.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SessionGateway, type Credentials, type LoginAnswer } from '../../../src/application/accounts/session-gateway.port.ts';
import type { Runner } from '../../../src/application/shared/run.ts';
import type { Adopted } from '../../../src/application/accounts/session-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { Me } from '../../../src/domain/accounts/session.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const PROOF = { proof: 'p', hash: 'h' };
const GOOD_PASSWORD = 'correct horse battery';

const unconfirmedMe: Me = {
  status: 'USER',
  user: { id: 'u9', email: 'new@example.test', status: 'UNCONFIRMED', preferences: { favoriteOrganizations: [], lastOrganizationId: null } },
  organization: null,
  role: null,
  featureFlag: null,
};
const linkedMe: Me = {
  ...unconfirmedMe,
  status: 'LINKED',
  user: { ...unconfirmedMe.user!, status: 'ACTIVE' },
  organization: { id: '3', name: 'Band', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: true, product: true, ticket: true } },
};
const registration: Registration = { status: 'USER', user: { id: 'u9', email: 'new@example.test', status: 'UNCONFIRMED' } };
const resetAnswer: LoginAnswer = { status: 'LINKED', organization: { id: '3' }, user: { email: 'new@example.test' }, role: { name: 'Neo' } };

/** An effect that waits until the test opens it. */
function gate<A>(value: A) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { effect: Effect.promise(() => opened.then(() => value)), open: () => open() };
}

function harness(accounts: Partial<AccountGateway['Service']>, session: Partial<SessionGateway['Service']> = {}, pow = true) {
  const notes: NotificationInput[] = [];
  const adopted: Adopted[] = [];
  const runner: Runner<AccountServices> = runtimeOf(
    Layer.mergeAll(
      stubLayer(AccountGateway, accounts),
      stubLayer(SessionGateway, session),
      stubLayer(ProofOfWork, pow ? { solve: () => Effect.succeed(PROOF) } : {}),
    ),
  );
  return {
    deps: { runner, notify: (n: NotificationInput) => notes.push(n) },
    session: { adopt: (signedIn: Adopted) => adopted.push(signedIn) },
    notes,
    adopted,
  };
}

const signsIn = (me: Me | null) => ({ resetCache: () => Effect.void, me: () => Effect.succeed(me) });

const registering = suite('when registering');

registering('a valid registration solves a proof and the session takes the new unconfirmed user', async () => {
  const sent: Credentials[] = [];
  const h = harness({ register: (credentials, proof) => (assert.equal(proof, PROOF), sent.push(credentials), Effect.succeed(registration)) }, signsIn(unconfirmedMe));
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'register' });
  model.change('email', ' new@example.test ');
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.equal(sent, [{ email: 'new@example.test', password: GOOD_PASSWORD }]);
  assert.equal(h.adopted, [{ me: unconfirmedMe }]);
  assert.equal(model.state.value, { status: 'done', result: { registration, me: unconfirmedMe } });
  assert.equal(h.notes, []);
});

registering('a registration the server did not sign in is done without touching the session', async () => {
  const h = harness({ register: () => Effect.succeed(registration) }, signsIn(null));
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'register' });
  model.change('email', 'new@example.test');
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.is(model.state.value.status, 'done');
  assert.equal(h.adopted, []);
});

registering('a short password shows its error and sends nothing; fixing it clears the error', async () => {
  const h = harness({}, {}, false);
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'register' });
  model.change('email', 'new@example.test');
  model.change('password', 'short');
  assert.equal(model.errors.value, [], 'no error before a submit was tried');
  await model.submit();
  assert.equal(model.errors.value.map((e) => e.field), ['password']);
  assert.is(model.state.value.status, 'editing');
  model.change('password', GOOD_PASSWORD);
  assert.equal(model.errors.value, [], 'revalidated on change');
});

registering('a failed registration says so and keeps what was typed', async () => {
  const h = harness({ register: () => Effect.fail(new GraphQLError({ message: 'This email is already registered' })) });
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'register' });
  model.change('email', 'new@example.test');
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.equal(h.notes, [{ type: 'Error', title: 'Registration failed', subTitle: 'This email is already registered' }]);
  assert.equal(model.values.value, { email: 'new@example.test', password: GOOD_PASSWORD });
  assert.is(model.state.value.status, 'editing');
});

registering('registering on an invitation starts from the invited email and calls registerFromInvite', async () => {
  const h = harness({ registerFromInvite: () => Effect.succeed(registration) }, signsIn(unconfirmedMe));
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'registerFromInvite', email: 'new@example.test' });
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.is(model.state.value.status, 'done');
});

registering("the invitation link's secret goes with the registration", async () => {
  const sent: (string | undefined)[] = [];
  const h = harness({ registerFromInvite: (_credentials, _proof, invite) => (sent.push(invite), Effect.succeed(registration)) }, signsIn(unconfirmedMe));
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'registerFromInvite', email: 'new@example.test', invite: 's3cret' });
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.equal(sent, ['s3cret']);
});

registering('a second submit while one runs is ignored, and typing waits', async () => {
  const answer = gate(registration);
  let calls = 0;
  const h = harness({ register: () => (calls++, answer.effect) }, signsIn(unconfirmedMe));
  const model = createRegistrationModel({ ...h.deps, session: h.session, kind: 'register' });
  model.change('email', 'new@example.test');
  model.change('password', GOOD_PASSWORD);
  const first = model.submit();
  await settle();
  assert.is(model.state.value.status, 'submitting');
  const second = model.submit();
  model.change('email', 'other@example.test');
  answer.open();
  await Promise.all([first, second]);
  assert.is(calls, 1);
  assert.is(model.values.value.email, 'new@example.test');
});

registering.run();

const lost = suite('when a password is lost');

lost('asking sends the reset email with a proof, says so and shows the sent view', async () => {
  const asked: string[] = [];
  const h = harness({ passwordLost: (email, proof) => (assert.equal(proof, PROOF), asked.push(email), Effect.void) });
  const model = createPasswordLostModel(h.deps);
  model.change('email', 'ana@example.test');
  await model.submit();
  assert.equal(asked, ['ana@example.test']);
  assert.equal(h.notes, [{ type: 'Success', title: 'Password Reset Email Sent', subTitle: 'Check your email to reset your password' }]);
  assert.is(model.state.value.status, 'done');
});

lost('a failure says so and keeps the email', async () => {
  const h = harness({ passwordLost: () => Effect.fail(new GraphQLError({ message: 'Too many requests' })) });
  const model = createPasswordLostModel(h.deps);
  model.change('email', 'ana@example.test');
  await model.submit();
  assert.equal(h.notes, [{ type: 'Error', title: 'Password reset request failed', subTitle: 'Too many requests' }]);
  assert.equal(model.values.value, { email: 'ana@example.test' });
  assert.is(model.state.value.status, 'editing');
});

lost.run();

const resetting = suite('when resetting a password');

resetting('a reset signs in like a login: the session takes the fresh me and the answer', async () => {
  const inputs: PasswordResetInput[] = [];
  const h = harness({ passwordReset: (input) => (inputs.push(input), Effect.succeed(resetAnswer)) }, signsIn(linkedMe));
  const model = createPasswordResetModel({ ...h.deps, session: h.session, initial: { email: 'new@example.test', secret: 's3cret' } });
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.equal(inputs, [{ email: 'new@example.test', secret: 's3cret', password: GOOD_PASSWORD }]);
  assert.equal(h.adopted, [{ answer: resetAnswer, me: linkedMe }]);
  assert.equal(h.notes, [{ type: 'Success', title: 'Password Updated' }]);
});

resetting('a failed reset says so and keeps the typed values', async () => {
  const h = harness({ passwordReset: () => Effect.fail(new GraphQLError({ message: 'This reset link has expired' })) });
  const model = createPasswordResetModel({ ...h.deps, session: h.session, initial: { email: 'new@example.test', secret: 's3cret' } });
  model.change('password', GOOD_PASSWORD);
  await model.submit();
  assert.equal(h.notes, [{ type: 'Error', title: 'Password reset failed', subTitle: 'This reset link has expired' }]);
  assert.equal(model.values.value, { email: 'new@example.test', secret: 's3cret', password: GOOD_PASSWORD });
  assert.equal(h.adopted, []);
});

resetting.run();

const confirming = suite('when on the email confirmation request view');

confirming('requesting a second email says Confirmation Email Sent and shows the sent view', async () => {
  let sent = 0;
  const h = harness({ sendConfirmationEmail: () => (sent++, Effect.void) });
  const model = createEmailConfirmationModel(h.deps);
  assert.is(model.state.value.status, 'request');
  await model.requestEmail();
  assert.is(sent, 1);
  assert.equal(h.notes, [{ type: 'Success', title: 'Confirmation Email Sent', subTitle: 'Check your email to confirm your account' }]);
  assert.is(model.state.value.status, 'sent');
});

confirming('a failed request says Email confirm failed and brings the request view back', async () => {
  const h = harness({ sendConfirmationEmail: () => Effect.fail(new GraphQLError({ message: 'Mail server down' })) });
  const model = createEmailConfirmationModel(h.deps);
  await model.requestEmail();
  assert.equal(h.notes, [{ type: 'Error', title: 'Email confirm failed', subTitle: 'Mail server down' }]);
  assert.is(model.state.value.status, 'request');
});

confirming('a second request while one is sending is ignored', async () => {
  const done = gate<void>(undefined);
  let sent = 0;
  const h = harness({ sendConfirmationEmail: () => (sent++, done.effect) });
  const model = createEmailConfirmationModel(h.deps);
  const first = model.requestEmail();
  await settle();
  assert.is(model.state.value.status, 'sending');
  const second = model.requestEmail();
  done.open();
  await Promise.all([first, second]);
  assert.is(sent, 1);
  assert.is(model.state.value.status, 'sent');
});

confirming.run();
