import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { afterLoginPath, AUTH_PATHS, dashboardPath, UNROUTED_AUTH_PATH, emailVerifiedNotice, hasConfirmedFlag, loginDestination, onboardingWelcomePath, rootRoute, safeReturnPath, type RootRoute } from '../../../src/domain/accounts/routing.ts';
import { fromMe, initialState, type Me, type State } from '../../../src/domain/accounts/session.ts';

const user = { id: 'u1', email: 'ana@example.test', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: null } } as const;
const organization = {
  id: '7',
  name: 'Acme',
  scheduleStatus: null,
  preferences: { showOnboarding: false },
  onboardingStatus: { invite: true, product: true, ticket: true },
};
const linkedMe: Me = { status: 'LINKED', user, organization, role: null, featureFlag: null };

const unknown: State = initialState;
const failed: State = { status: 'failed' };
const signedOut: State = { status: 'signedOut' };
const unconfirmed = fromMe({ status: 'USER', user: { ...user, status: 'UNCONFIRMED' }, organization: null, role: null, featureFlag: null });
const userOnly = fromMe({ status: 'USER', user, organization: null, role: null, featureFlag: null });
const linked = fromMe(linkedMe);
/** A linked session whose organization id is not a whole number: it has no dashboard to go to. */
const linkedOddId: State = { status: 'signedIn', kind: 'linked', me: { ...linkedMe, user, organization: { ...organization, id: 'x7' } } };

const demo = { demoMode: true };
const main = { demoMode: false };

function route(state: State, path: string, query = '', options = demo): RootRoute {
  return rootRoute(state, path, query, options);
}

// ---------------------------------------------------------------------------------------------

const everyState = suite('root routing: in every session state');

everyState('the client support case page shows, before and whatever the session', () => {
  for (const state of [unknown, failed, signedOut, unconfirmed, userOnly, linked]) {
    for (const options of [demo, main]) {
      assert.equal(route(state, '/support/tok', '', options), { kind: 'supportCase', token: 'tok' });
    }
  }
});

everyState('a support token is decoded, and a trailing slash allowed', () => {
  assert.equal(route(signedOut, '/support/a%2Bb/'), { kind: 'supportCase', token: 'a+b' });
});

everyState('a support path with a broken escape is not found', () => {
  assert.equal(route(unknown, '/support/abc%E0%A4%A'), { kind: 'notFound' });
  assert.equal(route(linked, '/support/abc%E0%A4%A'), { kind: 'notFound' });
});

everyState('/auth/organization has no screen in any state: §2 routes it as any other path', () => {
  assert.not.ok((Object.values(AUTH_PATHS) as string[]).includes(UNROUTED_AUTH_PATH));
  assert.equal(route(linked, UNROUTED_AUTH_PATH, '', main), { kind: 'redirect', to: '/org/7/dashboard', origin: UNROUTED_AUTH_PATH });
  assert.equal(route(userOnly, UNROUTED_AUTH_PATH, '', main), { kind: 'redirect', to: AUTH_PATHS.chooseOrganization, origin: UNROUTED_AUTH_PATH });
  assert.equal(route(signedOut, UNROUTED_AUTH_PATH, '', main), { kind: 'redirect', to: AUTH_PATHS.login, origin: UNROUTED_AUTH_PATH });
  assert.equal(route(signedOut, UNROUTED_AUTH_PATH, '', demo), { kind: 'demoRequest' });
});

everyState.run();

// ---------------------------------------------------------------------------------------------

const whenUnknown = suite('root routing: when the session is unknown');

whenUnknown('every other path shows the loading view', () => {
  for (const path of ['/', '/auth/login', '/auth/choose_organization', '/org/12/ticket', '/org/abc', '/demo/req', '/anything']) {
    assert.equal(route(unknown, path, '?x=1'), { kind: 'loading' });
    assert.equal(route(unknown, path, '', main), { kind: 'loading' });
  }
});

whenUnknown.run();

const whenFailed = suite('root routing: when me failed to load');

whenFailed('every other path shows the generic error screen while the logout is attempted', () => {
  for (const path of ['/', '/auth/login', '/org/12/ticket', '/anything']) assert.equal(route(failed, path), { kind: 'error' });
});

whenFailed.run();

const whenUnconfirmed = suite('root routing: when the email is unconfirmed');

whenUnconfirmed('every other path shows the email confirmation screen', () => {
  for (const path of ['/', '/auth/login', '/auth/logout', '/auth/choose_organization', '/org/12/ticket', '/demo/req', '/anything']) {
    assert.equal(route(unconfirmed, path, '?confirmed=true'), { kind: 'emailConfirmation' });
    assert.equal(route(unconfirmed, path, '', main), { kind: 'emailConfirmation' });
  }
});

whenUnconfirmed.run();

// ---------------------------------------------------------------------------------------------

const whenSignedIn = suite('root routing: when signed in');

whenSignedIn('the exact auth routes of a signed-in user show their screens', () => {
  for (const state of [userOnly, linked]) {
    assert.equal(route(state, '/auth/create_organization'), { kind: 'auth', screen: 'createOrganization' });
    assert.equal(route(state, '/auth/create_first_organization'), { kind: 'auth', screen: 'createFirstOrganization' });
    assert.equal(route(state, '/auth/choose_organization'), { kind: 'auth', screen: 'chooseOrganization' });
    assert.equal(route(state, '/auth/logout', '', main), { kind: 'auth', screen: 'logout' });
  }
});

whenSignedIn('a trailing slash reaches the same screen', () => {
  assert.equal(route(linked, '/auth/choose_organization/'), { kind: 'auth', screen: 'chooseOrganization' });
});

whenSignedIn('an /org path leads to the organization area with its integer id', () => {
  assert.equal(route(linked, '/org/12/ticket'), { kind: 'organization', orgId: 12 });
  assert.equal(route(userOnly, '/org/12', '', main), { kind: 'organization', orgId: 12 });
  assert.equal(route(linked, '/org/3/'), { kind: 'organization', orgId: 3 });
});

whenSignedIn('an /org path whose id is not an integer is not found', () => {
  assert.equal(route(linked, '/org/abc'), { kind: 'notFound' });
  assert.equal(route(userOnly, '/org/12abc/ticket'), { kind: 'notFound' });
  assert.equal(route(linked, '/org'), { kind: 'notFound' });
  assert.equal(route(linked, '/org/'), { kind: 'notFound' });
});

whenSignedIn('any other path goes to the linked organization dashboard, remembering where it came from', () => {
  assert.equal(route(linked, '/'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/' });
  assert.equal(route(linked, '/anything', '?x=1'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/anything?x=1' });
  assert.equal(route(linked, '/auth/login', '', main), { kind: 'redirect', to: '/org/7/dashboard', origin: '/auth/login' });
  assert.equal(route(linked, '/demo/req'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/demo/req' });
  assert.equal(route(linked, '/organization/1'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/organization/1' });
});

whenSignedIn('a user-only user goes to choose organization instead', () => {
  assert.equal(route(userOnly, '/'), { kind: 'redirect', to: '/auth/choose_organization', origin: '/' });
  assert.equal(route(userOnly, '/anything', '?x=1', main), { kind: 'redirect', to: '/auth/choose_organization', origin: '/anything?x=1' });
  assert.equal(route(userOnly, '/auth/login'), { kind: 'redirect', to: '/auth/choose_organization', origin: '/auth/login' });
  assert.equal(route(userOnly, '/auth/register'), { kind: 'redirect', to: '/auth/choose_organization', origin: '/auth/register' });
});

whenSignedIn('a linked organization with an unusable id falls back to choose organization', () => {
  assert.equal(route(linkedOddId, '/'), { kind: 'redirect', to: '/auth/choose_organization', origin: '/' });
});

whenSignedIn('the remembered origin keeps the query with or without its question mark, and drops an empty one', () => {
  assert.equal(route(linked, '/anything', 'x=1&y=2'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/anything?x=1&y=2' });
  assert.equal(route(linked, '/anything', '?'), { kind: 'redirect', to: '/org/7/dashboard', origin: '/anything' });
  assert.equal(route(linked, '/anything/', ''), { kind: 'redirect', to: '/org/7/dashboard', origin: '/anything/' });
});

whenSignedIn.run();

// ---------------------------------------------------------------------------------------------

const signedOutDemo = suite('root routing: when signed out on the demo host (demoMode true)');

signedOutDemo('choose organization is reachable', () => {
  assert.equal(route(signedOut, '/auth/choose_organization'), { kind: 'auth', screen: 'chooseOrganization' });
});

signedOutDemo('every other /auth path shows the demo request screen', () => {
  for (const path of Object.values(AUTH_PATHS).filter((path) => path !== AUTH_PATHS.chooseOrganization)) {
    assert.equal(route(signedOut, path), { kind: 'demoRequest' }, path);
  }
  assert.equal(route(signedOut, '/auth/unknown'), { kind: 'demoRequest' });
});

signedOutDemo('/demo/req shows the demo request screen and /demo/status the demo status screen', () => {
  assert.equal(route(signedOut, '/demo/req'), { kind: 'demoRequest' });
  assert.equal(route(signedOut, '/demo/status', '?id=4'), { kind: 'demoStatus' });
});

signedOutDemo('any other path falls back to the demo request screen', () => {
  for (const path of ['/', '/anything', '/org/12/ticket', '/org/abc']) {
    assert.equal(route(signedOut, path, '?x=1'), { kind: 'demoRequest' }, path);
  }
});

signedOutDemo.run();

// ---------------------------------------------------------------------------------------------

const signedOutMain = suite('root routing: when signed out on the main application (demoMode false)');

signedOutMain('login, register, password lost and reset, email confirmation and register-on-invite are reachable', () => {
  assert.equal(route(signedOut, '/auth/login', '', main), { kind: 'auth', screen: 'login' });
  assert.equal(route(signedOut, '/auth/register', '', main), { kind: 'auth', screen: 'register' });
  assert.equal(route(signedOut, '/auth/password_lost', '', main), { kind: 'auth', screen: 'passwordLost' });
  assert.equal(route(signedOut, '/auth/password_reset', '?secret=s', main), { kind: 'auth', screen: 'passwordReset' });
  assert.equal(route(signedOut, '/auth/confirm_email', '', main), { kind: 'auth', screen: 'confirmEmail' });
  assert.equal(route(signedOut, '/auth/register_on_invite', '', main), { kind: 'auth', screen: 'registerOnInvite' });
});

signedOutMain('other auth screens fall back to login, remembering the origin', () => {
  assert.equal(route(signedOut, '/auth/choose_organization', '', main), { kind: 'redirect', to: '/auth/login', origin: '/auth/choose_organization' });
  assert.equal(route(signedOut, '/auth/logout', '', main), { kind: 'redirect', to: '/auth/login', origin: '/auth/logout' });
});

signedOutMain('any other path falls back to login, remembering the origin with its query', () => {
  assert.equal(route(signedOut, '/', '', main), { kind: 'redirect', to: '/auth/login', origin: '/' });
  assert.equal(route(signedOut, '/anything', '?x=1', main), { kind: 'redirect', to: '/auth/login', origin: '/anything?x=1' });
  assert.equal(route(signedOut, '/org/12/ticket', '', main), { kind: 'redirect', to: '/auth/login', origin: '/org/12/ticket' });
  assert.equal(route(signedOut, '/org/abc', '', main), { kind: 'redirect', to: '/auth/login', origin: '/org/abc' });
  assert.equal(route(signedOut, '/demo/req', '', main), { kind: 'redirect', to: '/auth/login', origin: '/demo/req' });
});

signedOutMain.run();

// ---------------------------------------------------------------------------------------------

const paths = suite('routing: organization paths');

paths('a dashboard home and an onboarding welcome page need a whole-number id', () => {
  assert.is(dashboardPath(7), '/org/7/dashboard');
  assert.is(dashboardPath('12'), '/org/12/dashboard');
  assert.is(dashboardPath('../x'), null);
  assert.is(onboardingWelcomePath('12'), '/org/12/onboarding/welcome');
  assert.is(onboardingWelcomePath('1.5'), null);
});

paths.run();

// ---------------------------------------------------------------------------------------------

const login = suite('routing: after login');

login('linked with an organization goes to its dashboard home', () => {
  assert.is(loginDestination({ status: 'LINKED', organization: { id: '12' } }), '/org/12/dashboard');
  assert.is(loginDestination({ status: 'LINKED', organization: { id: 3 } }), '/org/3/dashboard');
});

login('linked without an organization goes to choose organization', () => {
  assert.is(loginDestination({ status: 'LINKED' }), '/auth/choose_organization');
  assert.is(loginDestination({ status: 'LINKED', organization: null }), '/auth/choose_organization');
  assert.is(loginDestination({ status: 'LINKED', organization: { id: 'abc' } }), '/auth/choose_organization');
});

login('user-only goes to choose organization, even with an organization', () => {
  assert.is(loginDestination({ status: 'USER' }), '/auth/choose_organization');
  assert.is(loginDestination({ status: 'USER', organization: { id: '12' } }), '/auth/choose_organization');
});

login('a same-site origin is given back, query and hash included', () => {
  assert.is(safeReturnPath('/anything?x=1'), '/anything?x=1');
  assert.is(safeReturnPath('/org/12/ticket#top'), '/org/12/ticket#top');
});

login('nothing remembered gives nothing back', () => {
  assert.is(safeReturnPath(null), null);
  assert.is(safeReturnPath(undefined), null);
  assert.is(safeReturnPath(''), null);
});

login('an address to another site is never given back', () => {
  for (const origin of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'evil.example', 'javascript:alert(1)']) {
    assert.is(safeReturnPath(origin), null, origin);
  }
});

login('the root and the auth screens are not destinations', () => {
  assert.is(safeReturnPath('/'), null);
  assert.is(safeReturnPath('/?confirmed=true'), null);
  assert.is(safeReturnPath('/auth'), null);
  assert.is(safeReturnPath('/auth/logout'), null);
  assert.is(safeReturnPath('/auth/choose_organization'), null);
});

login('an origin the URL parser refuses is not given back', () => {
  assert.is(safeReturnPath('/\n/[bad'), null);
});

login('control characters are read the way a browser reads them', () => {
  assert.is(safeReturnPath('/\u0000'), null);
  assert.is(safeReturnPath('/a b\t'), '/a%20b');
});

login('after login the safe origin wins, else the login destination', () => {
  const linkedResult = { status: 'LINKED', organization: { id: '12' } } as const;
  assert.is(afterLoginPath(linkedResult, '/org/12/ticket?x=1'), '/org/12/ticket?x=1');
  assert.is(afterLoginPath(linkedResult, '//evil.example'), '/org/12/dashboard');
  assert.is(afterLoginPath({ status: 'USER' }, null), '/auth/choose_organization');
});

login.run();

// ---------------------------------------------------------------------------------------------

const verified = suite('routing: the Email Verified notice');

verified('confirmed=true in the query shows the notice for 5 seconds', () => {
  assert.is(hasConfirmedFlag('?confirmed=true'), true);
  assert.is(hasConfirmedFlag('x=1&confirmed=true'), true);
  assert.equal(emailVerifiedNotice('?confirmed=true'), { type: 'Success', title: 'Email Verified', duration: 5000 });
});

verified('any other query shows nothing', () => {
  for (const query of ['', '?', '?confirmed=false', '?confirmed=TRUE', '?confirmed', '?notconfirmed=true']) {
    assert.is(hasConfirmedFlag(query), false, query);
    assert.is(emailVerifiedNotice(query), null, query);
  }
});

verified.run();
