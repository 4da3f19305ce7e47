import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, NetworkError, type RequestError } from '../../../src/application/shared/errors.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SessionGateway, type Credentials, type LoginAnswer } from '../../../src/application/accounts/session-gateway.port.ts';
import { createSessionModel } from '../../../src/application/accounts/session-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { Me, UserStatus } from '../../../src/domain/accounts/session.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const PROOF = { proof: 'p', hash: 'h' };

function me(kind: 'linked' | 'user', status: UserStatus = 'ACTIVE', flags: Me['featureFlag'] = null): Me {
  return {
    status: kind === 'linked' ? 'LINKED' : 'USER',
    user: { id: 'u1', email: 'ana@example.test', status, preferences: { favoriteOrganizations: [], lastOrganizationId: null } },
    organization:
      kind === 'linked'
        ? { id: '7', name: 'Acme', scheduleStatus: null, preferences: { showOnboarding: false }, onboardingStatus: { invite: true, product: true, ticket: true } }
        : null,
    role: null,
    featureFlag: flags,
  };
}

const linkedAnswer: LoginAnswer = { status: 'LINKED', organization: { id: '7' }, user: { email: 'ana@example.test' }, role: { name: 'Ana' } };
const userAnswer: LoginAnswer = { status: 'USER', organization: null, user: { email: 'ana@example.test' }, role: null };
const ANA: Credentials = { email: 'ana@example.test', password: 'secret' };

/** An effect that waits until the test opens it. */
function gate<A>(value: A) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { effect: Effect.promise(() => opened.then(() => value)), open: () => open() };
}

type Gateway = SessionGateway['Service'];

function open(stubs: Partial<Gateway>, pow: Partial<ProofOfWork['Service']> = { solve: () => Effect.succeed(PROOF) }) {
  const notes: NotificationInput[] = [];
  const paths: string[] = [];
  const calls: string[] = [];
  let cleared = 0;
  const counted = Object.fromEntries(
    Object.entries(stubs).map(([name, stub]) => [name, (...args: unknown[]) => (calls.push(name), (stub as (...a: unknown[]) => unknown)(...args))]),
  ) as Partial<Gateway>;
  const runtime = runtimeOf(Layer.mergeAll(stubLayer(SessionGateway, counted), stubLayer(ProofOfWork, pow)));
  const model = createSessionModel({
    runner: runtime,
    notify: (n) => notes.push(n),
    navigator: { go: (path) => paths.push(path), reload: () => {} },
    clearClientState: () => cleared++,
  });
  return { model, notes, paths, calls, cleared: () => cleared };
}

const fails = (message: string) => Effect.fail(new GraphQLError({ message }));

/** A model already signed out (start answered nobody). */
async function signedOut(stubs: Partial<Gateway> = {}, pow?: Partial<ProofOfWork['Service']>) {
  const later: Gateway['me'] = stubs.me ?? (() => Effect.succeed(me('linked')));
  let asked = 0;
  const harness = open({ ...stubs, me: () => (asked++ === 0 ? Effect.succeed(null) : later()) }, pow);
  await harness.model.start();
  harness.calls.length = 0;
  return harness;
}

const unknown = suite('when the session is unknown');

unknown('start fetches me once and a linked answer signs in', async () => {
  const { model, calls } = open({ me: () => Effect.succeed(me('linked')) });
  assert.is(model.status.value, 'unknown');
  await Promise.all([model.start(), model.start()]);
  assert.equal(calls, ['me']);
  assert.is(model.status.value, 'signedIn');
  assert.is(model.linked.value, true);
  assert.is(model.homePath.value, '/org/7/dashboard');
});

unknown('a me answering nobody means signed out', async () => {
  const { model, notes } = open({ me: () => Effect.succeed(null) });
  await model.start();
  assert.is(model.status.value, 'signedOut');
  assert.is(model.homePath.value, null);
  assert.equal(notes, []);
});

unknown('an unconfirmed user waits for the email confirmation', async () => {
  const { model } = open({ me: () => Effect.succeed(me('user', 'UNCONFIRMED')) });
  await model.start();
  assert.is(model.status.value, 'unconfirmed');
});

unknown('a failed me says we could not authenticate you, then logs out and clears the client state', async () => {
  const { model, notes, calls, cleared, paths } = open({
    me: () => Effect.fail(new NetworkError({ message: 'offline' })),
    logout: () => Effect.void,
    resetCache: () => Effect.void,
  });
  const started = model.start();
  await settle();
  await started;
  assert.equal(notes, [{ type: 'Error', title: "We couldn't authenticate you", subTitle: 'Try login again' }]);
  assert.equal(calls, ['me', 'logout', 'resetCache']);
  assert.is(model.status.value, 'signedOut');
  assert.is(cleared(), 1);
  assert.equal(paths, [], 'the visitor keeps the address they came for');
});

unknown('when that logout fails too, it says to clear cookies and the error screen stays', async () => {
  const { model, notes } = open({ me: () => fails('boom'), logout: () => fails('still boom') });
  await model.start();
  assert.equal(notes, [
    { type: 'Error', title: "We couldn't authenticate you", subTitle: 'Try login again' },
    { type: 'Error', title: 'Something when wrong', subTitle: 'Try clearing your cookies' },
  ]);
  assert.is(model.status.value, 'failed');
  assert.is(model.activity.value, 'idle');
});

unknown.run();

const out = suite('when signed out');

out('a linked login says Login Success, keeps the fresh me and goes to the organization dashboard', async () => {
  const seen: Credentials[] = [];
  const { model, notes, paths, calls } = await signedOut({
    login: (credentials, proof) => (assert.equal(proof, PROOF), seen.push(credentials), Effect.succeed(linkedAnswer)),
    resetCache: () => Effect.void,
  });
  assert.is(await model.login(ANA), true);
  assert.equal(seen, [ANA]);
  assert.equal(calls, ['login', 'resetCache', 'me'], 'the cache is reset, then me is fetched again');
  assert.equal(notes, [{ type: 'Success', title: 'Login Success' }]);
  assert.is(model.status.value, 'signedIn');
  assert.equal(model.me.value?.organization?.id, '7');
  assert.equal(paths, ['/org/7/dashboard']);
});

out('a login goes back to a safe remembered origin, never to an auth screen', async () => {
  const { model, paths } = await signedOut({ login: () => Effect.succeed(linkedAnswer), resetCache: () => Effect.void });
  await model.login(ANA, '/org/7/ticket?page=2');
  assert.equal(paths, ['/org/7/ticket?page=2']);
  const again = await signedOut({ login: () => Effect.succeed(linkedAnswer), resetCache: () => Effect.void });
  await again.model.login(ANA, '/auth/logout');
  assert.equal(again.paths, ['/org/7/dashboard']);
});

out('a user-only login goes to choose organization', async () => {
  const { model, paths } = await signedOut({ login: () => Effect.succeed(userAnswer), resetCache: () => Effect.void, me: () => Effect.succeed(me('user')) });
  await model.login(ANA);
  assert.equal(paths, ['/auth/choose_organization']);
  assert.is(model.linked.value, false);
  assert.is(model.homePath.value, '/auth/choose_organization');
});

out('an answer that is neither linked nor user-only leads nowhere', async () => {
  const { model, paths } = await signedOut({ login: () => Effect.succeed({ ...userAnswer, status: 'GUEST' }), resetCache: () => Effect.void });
  await model.login(ANA);
  assert.equal(paths, []);
});

out('a failed login says Authentication failed with the server message and stays signed out', async () => {
  const { model, notes, paths } = await signedOut({ login: () => fails('Wrong email or password') });
  assert.is(await model.login(ANA), false);
  assert.equal(notes, [{ type: 'Error', title: 'Authentication failed', subTitle: 'Wrong email or password' }]);
  assert.is(model.status.value, 'signedOut');
  assert.is(model.activity.value, 'idle');
  assert.equal(paths, []);
});

out('an invalid email is refused before any proof is solved', async () => {
  const { model, notes, calls } = await signedOut({}, {});
  await model.login({ email: 'not-an-email', password: 'x' });
  assert.equal(calls, []);
  assert.equal(notes, [{ type: 'Error', title: 'Authentication failed', subTitle: 'Enter a valid email address' }]);
});

out('a sign-in the browser did not keep fails and says why', async () => {
  const { model, notes } = await signedOut({ login: () => Effect.succeed(linkedAnswer), resetCache: () => Effect.void, me: () => Effect.succeed(null) });
  assert.is(await model.login(ANA), false);
  assert.is(notes[0]?.title, 'Authentication failed');
  assert.match(notes[0]?.subTitle ?? '', /cookies/);
  assert.is(model.status.value, 'signedOut');
});

out('a second login while one runs is ignored', async () => {
  const answer = gate<LoginAnswer>(linkedAnswer);
  const { model, calls } = await signedOut({ login: () => answer.effect, resetCache: () => Effect.void });
  const first = model.login(ANA);
  await settle();
  assert.is(model.activity.value, 'loggingIn');
  const second = model.login(ANA);
  answer.open();
  assert.equal(await Promise.all([first, second]), [true, false]);
  assert.equal(calls.filter((name) => name === 'login'), ['login']);
});

out('adopt takes a sign-in made elsewhere like a login', async () => {
  const { model, paths, notes } = await signedOut();
  model.adopt({ me: me('user'), answer: userAnswer }, null);
  assert.is(model.status.value, 'signedIn');
  assert.equal(paths, ['/auth/choose_organization']);
  assert.equal(notes, []);
});

out('feature flags are all off', async () => {
  const { model } = await signedOut();
  assert.equal(model.featureFlags.value, { documentation: false, support: false, report: false });
});

out.run();

const inside = suite('when signed in');

async function signedIn(stubs: Partial<Gateway> = {}) {
  const harness = open({ me: () => Effect.succeed(me('linked', 'ACTIVE', { report: true })), ...stubs });
  await harness.model.start();
  harness.calls.length = 0;
  return harness;
}

inside("refresh shows the page's cached me at once, then the server's (cache-and-network, §7)", async () => {
  const fresh = gate(me('linked', 'ACTIVE', { support: true }));
  const cached: Me = { ...me('linked'), organization: { ...me('linked').organization!, name: 'Cached Co' } };
  let asked = 0;
  const ask: Gateway['me'] = (onCached) => {
    asked += 1;
    if (asked === 1) return Effect.succeed(me('user'));
    onCached?.(cached);
    return fresh.effect;
  };
  const { model } = open({ me: ask });
  await model.start();
  assert.is(model.me.value?.organization, null);
  const refreshing = model.refresh();
  await settle();
  assert.is(model.me.value?.organization?.name, 'Cached Co', 'the cached answer at once, while the server is asked');
  fresh.open();
  await refreshing;
  assert.is(model.me.value?.organization?.name, 'Acme', "then the server's");
  assert.is(model.featureFlags.value.support, true);
});

inside('logout signs out, clears all client state and goes to the login page', async () => {
  const { model, calls, cleared, paths, notes } = await signedIn({ logout: () => Effect.void, resetCache: () => Effect.void });
  await model.logout();
  assert.equal(calls, ['logout', 'resetCache']);
  assert.is(model.status.value, 'signedOut');
  assert.is(cleared(), 1);
  assert.equal(paths, ['/auth/login']);
  assert.equal(notes, []);
});

inside('a failed logout says Could not log you out and keeps the session', async () => {
  const { model, cleared, paths, notes } = await signedIn({ logout: () => fails('Session store down') });
  await model.logout();
  assert.equal(notes, [{ type: 'Error', title: 'Could not log you out', subTitle: 'Session store down' }]);
  assert.is(model.status.value, 'signedIn');
  assert.is(cleared(), 0);
  assert.equal(paths, []);
});

inside('a second logout while one runs is ignored', async () => {
  const done = gate<void>(undefined);
  const { model, calls } = await signedIn({ logout: () => done.effect as Effect.Effect<void, RequestError>, resetCache: () => Effect.void });
  const first = model.logout();
  await settle();
  assert.is(model.activity.value, 'loggingOut');
  const second = model.logout();
  done.open();
  await Promise.all([first, second]);
  assert.equal(calls, ['logout', 'resetCache']);
});

inside('feature flags merge over the defaults', async () => {
  const { model } = await signedIn();
  assert.equal(model.featureFlags.value, { documentation: false, support: false, report: true });
});

inside('update merges a change into the current user', async () => {
  const { model } = await signedIn();
  model.update({ type: 'updateOrganization', organization: { name: 'Acme Music' } });
  assert.is(model.me.value?.organization?.name, 'Acme Music');
  assert.is(model.me.value?.organization?.id, '7');
});

inside.run();

const refreshing = suite('refreshing me');

refreshing('refresh reads me again and replaces it; a failure keeps the session', async () => {
  const first: Me = { ...me('linked'), organization: { ...me('linked').organization!, id: '1', name: 'One' } };
  const second: Me = { ...me('linked'), organization: { ...me('linked').organization!, id: '2', name: 'Two' } };
  const answers: (() => Effect.Effect<Me | null, GraphQLError>)[] = [() => Effect.succeed(first), () => Effect.succeed(second), () => fails('down')];
  const { model } = open({ me: () => answers.shift()!() });
  await model.start();
  assert.is(model.me.value?.organization?.name, 'One');
  await model.refresh();
  assert.is(model.me.value?.organization?.name, 'Two');
  await model.refresh();
  assert.is(model.me.value?.organization?.name, 'Two', 'a failed refresh keeps what was known');
});

refreshing.run();
