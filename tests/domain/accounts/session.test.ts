import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  featureFlags,
  fromMe,
  initialState,
  isAdministrator,
  meOf,
  transition,
  type Me,
  type MeOrganization,
  type MeRole,
  type MeUser,
  type State,
  type UserStatus,
} from '../../../src/domain/accounts/session.ts';

const day = { startTime: '09:00', stopTime: '17:00' };
const off = { startTime: null, stopTime: null };

function user(status: UserStatus = 'ACTIVE'): MeUser {
  return { id: 'u1', email: 'ana@example.test', status, preferences: { favoriteOrganizations: ['7'], lastOrganizationId: '7' } };
}

const organization: MeOrganization = {
  id: '7',
  name: 'Acme',
  scheduleStatus: 'READY',
  preferences: { showOnboarding: true },
  onboardingStatus: { invite: false, product: true, ticket: false },
};

const role: MeRole = {
  id: 'r1',
  name: 'Ana Lima',
  title: 'Engineer',
  type: 'MEMBER',
  timeZone: 'Europe/Lisbon',
  avatarUrl: null,
  coverUrl: null,
  preferences: {
    showOnboarding: false,
    recentlyVisited: ['/org/7/ticket'],
    noteColors: { YELLOW: '#ff0', BLUE: '#00f', PURPLE: '#808', GREEN: '#0f0', PINK: '#f0f', ORANGE: '#f80' },
  },
  pinnedProjects: [{ id: 'p1', name: 'Player' }],
  workWeek: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: off, sunday: off },
};

const linkedMe: Me = { status: 'LINKED', user: user(), organization, role, featureFlag: { documentation: true, support: false, report: true } };
const userOnlyMe: Me = { status: 'USER', user: user(), organization: null, role: null, featureFlag: null };
const unconfirmedMe: Me = { status: 'USER', user: user('UNCONFIRMED'), organization: null, role: null, featureFlag: null };
const guestMe: Me = { status: 'GUEST', user: null, organization: null, role: null, featureFlag: null };

const signedOut: State = { status: 'signedOut' };
const failed: State = { status: 'failed' };
const linked = fromMe(linkedMe);
const userOnly = fromMe(userOnlyMe);
const unconfirmed = fromMe(unconfirmedMe);

// ---------------------------------------------------------------------------------------------

const reading = suite('session: reading a me answer');

reading('no answer, or an answer without a user, is signed out', () => {
  assert.equal(fromMe(null), signedOut);
  assert.equal(fromMe(guestMe), signedOut);
});

reading('a guest with a user, or a user with no account kind, is signed out', () => {
  assert.equal(fromMe({ ...userOnlyMe, status: 'GUEST' }), signedOut);
  assert.equal(fromMe({ ...userOnlyMe, status: null }), signedOut);
});

reading('an unconfirmed email waits for confirmation, whatever the account kind', () => {
  assert.equal(fromMe(unconfirmedMe), { status: 'unconfirmed', me: unconfirmedMe });
  assert.equal(fromMe({ ...linkedMe, user: user('UNCONFIRMED') }).status, 'unconfirmed');
});

reading('a linked user with an organization is signed in as linked', () => {
  assert.equal(fromMe(linkedMe), { status: 'signedIn', kind: 'linked', me: linkedMe });
});

reading('a user-only account is signed in as user', () => {
  assert.equal(fromMe(userOnlyMe), { status: 'signedIn', kind: 'user', me: userOnlyMe });
});

reading('a linked answer without an organization counts as user-only', () => {
  const me: Me = { ...linkedMe, organization: null };
  assert.equal(fromMe(me), { status: 'signedIn', kind: 'user', me });
});

reading.run();

// ---------------------------------------------------------------------------------------------

const whenUnknown = suite('session: when unknown');

whenUnknown('the app starts not knowing who is there', () => {
  assert.equal(initialState, { status: 'unknown' });
});

whenUnknown('a me answer settles the session', () => {
  assert.equal(transition(initialState, { type: 'meLoaded', me: linkedMe }), linked);
  assert.equal(transition(initialState, { type: 'meLoaded', me: unconfirmedMe }), unconfirmed);
  assert.equal(transition(initialState, { type: 'meLoaded', me: null }), signedOut);
});

whenUnknown('a failed me fetch moves to the failed state (notice, then a logout attempt)', () => {
  assert.equal(transition(initialState, { type: 'meFailed' }), failed);
});

whenUnknown('a login cannot happen before the session is known', () => {
  assert.is(transition(initialState, { type: 'loginSucceeded', me: linkedMe }), initialState);
});

whenUnknown('set-me waits for the start-up fetch', () => {
  assert.is(transition(initialState, { type: 'setMe', me: linkedMe }), initialState);
});

whenUnknown('updates have nothing to merge into', () => {
  assert.is(transition(initialState, { type: 'updateUser', user: { email: 'x@example.test' } }), initialState);
  assert.is(transition(initialState, { type: 'updateOrganization', organization: { name: 'X' } }), initialState);
  assert.is(transition(initialState, { type: 'updateRole', role: { title: 'X' } }), initialState);
});

whenUnknown('logging out from the loading screen signs out', () => {
  assert.equal(transition(initialState, { type: 'loggedOut' }), signedOut);
});

whenUnknown.run();

// ---------------------------------------------------------------------------------------------

const whenFailed = suite('session: when me failed to load');

whenFailed('a late me answer does not undo the failure being handled', () => {
  assert.is(transition(failed, { type: 'meLoaded', me: linkedMe }), failed);
});

whenFailed('a second failure changes nothing', () => {
  assert.is(transition(failed, { type: 'meFailed' }), failed);
});

whenFailed('login and set-me are refused while the logout is attempted', () => {
  assert.is(transition(failed, { type: 'loginSucceeded', me: linkedMe }), failed);
  assert.is(transition(failed, { type: 'setMe', me: linkedMe }), failed);
});

whenFailed('updates are ignored', () => {
  assert.is(transition(failed, { type: 'updateUser', user: { email: 'x@example.test' } }), failed);
  assert.is(transition(failed, { type: 'updateOrganization', organization: { name: 'X' } }), failed);
  assert.is(transition(failed, { type: 'updateRole', role: { title: 'X' } }), failed);
});

whenFailed('the logout that follows signs out', () => {
  assert.equal(transition(failed, { type: 'loggedOut' }), signedOut);
});

whenFailed.run();

// ---------------------------------------------------------------------------------------------

const whenSignedOut = suite('session: when signed out');

whenSignedOut('a late me answer cannot sign the visitor back in', () => {
  assert.is(transition(signedOut, { type: 'meLoaded', me: linkedMe }), signedOut);
});

whenSignedOut('a me failure is ignored', () => {
  assert.is(transition(signedOut, { type: 'meFailed' }), signedOut);
});

whenSignedOut('a login replaces the whole me', () => {
  assert.equal(transition(signedOut, { type: 'loginSucceeded', me: linkedMe }), linked);
  assert.equal(transition(signedOut, { type: 'loginSucceeded', me: userOnlyMe }), userOnly);
});

whenSignedOut('a login with an unconfirmed email waits for confirmation', () => {
  assert.equal(transition(signedOut, { type: 'loginSucceeded', me: unconfirmedMe }), unconfirmed);
});

whenSignedOut('set-me replaces the whole me', () => {
  assert.equal(transition(signedOut, { type: 'setMe', me: unconfirmedMe }), unconfirmed);
});

whenSignedOut('updates have nothing to merge into', () => {
  assert.is(transition(signedOut, { type: 'updateUser', user: { email: 'x@example.test' } }), signedOut);
  assert.is(transition(signedOut, { type: 'updateOrganization', organization: { name: 'X' } }), signedOut);
  assert.is(transition(signedOut, { type: 'updateRole', role: { title: 'X' } }), signedOut);
});

whenSignedOut('logging out again changes nothing', () => {
  assert.is(transition(signedOut, { type: 'loggedOut' }), signedOut);
});

whenSignedOut.run();

// ---------------------------------------------------------------------------------------------

const whenUnconfirmed = suite('session: when the email is unconfirmed');

whenUnconfirmed('a fresh me answer replaces the session (the email got confirmed)', () => {
  assert.equal(transition(unconfirmed, { type: 'meLoaded', me: userOnlyMe }), userOnly);
});

whenUnconfirmed('a refresh failure keeps the session', () => {
  assert.is(transition(unconfirmed, { type: 'meFailed' }), unconfirmed);
});

whenUnconfirmed('a login is refused: the user must log out first', () => {
  assert.is(transition(unconfirmed, { type: 'loginSucceeded', me: linkedMe }), unconfirmed);
});

whenUnconfirmed('set-me replaces the whole me', () => {
  assert.equal(transition(unconfirmed, { type: 'setMe', me: linkedMe }), linked);
});

whenUnconfirmed('a user update confirming the email signs the user in', () => {
  assert.equal(transition(unconfirmed, { type: 'updateUser', user: { status: 'ACTIVE' } }), userOnly);
});

whenUnconfirmed('an organization update without an organization keeps the state', () => {
  assert.is(transition(unconfirmed, { type: 'updateOrganization', organization: { name: 'X' } }), unconfirmed);
});

whenUnconfirmed('a role update without a role keeps the state', () => {
  assert.is(transition(unconfirmed, { type: 'updateRole', role: { title: 'X' } }), unconfirmed);
});

whenUnconfirmed('logging out clears everything', () => {
  assert.equal(transition(unconfirmed, { type: 'loggedOut' }), signedOut);
});

whenUnconfirmed.run();

// ---------------------------------------------------------------------------------------------

const whenSignedIn = suite('session: when signed in');

whenSignedIn('a fresh me answer replaces the session', () => {
  assert.equal(transition(linked, { type: 'meLoaded', me: userOnlyMe }), userOnly);
});

whenSignedIn('a me answer without a user means the session ended', () => {
  assert.equal(transition(linked, { type: 'meLoaded', me: null }), signedOut);
});

whenSignedIn('a refresh failure keeps the session', () => {
  assert.is(transition(linked, { type: 'meFailed' }), linked);
});

whenSignedIn('a second login is refused', () => {
  assert.is(transition(userOnly, { type: 'loginSucceeded', me: linkedMe }), userOnly);
});

whenSignedIn('set-me replaces the whole me (a user-only user joins an organization)', () => {
  assert.equal(transition(userOnly, { type: 'setMe', me: linkedMe }), linked);
});

whenSignedIn('a user update merges into the user only', () => {
  const next = transition(linked, { type: 'updateUser', user: { email: 'new@example.test' } });
  assert.equal(next, { status: 'signedIn', kind: 'linked', me: { ...linkedMe, user: { ...user(), email: 'new@example.test' } } });
});

whenSignedIn('a patch field left undefined keeps its value', () => {
  const next = transition(linked, { type: 'updateUser', user: { email: undefined, status: 'ACTIVE' } });
  assert.equal(meOf(next)?.user.email, 'ana@example.test');
});

whenSignedIn('an organization update merges into the organization', () => {
  const next = transition(linked, { type: 'updateOrganization', organization: { name: 'Acme Music', preferences: { showOnboarding: false } } });
  assert.equal(meOf(next)?.organization, { ...organization, name: 'Acme Music', preferences: { showOnboarding: false } });
  assert.equal(meOf(next)?.role, role);
});

whenSignedIn('an organization update for a user-only session keeps the state', () => {
  assert.is(transition(userOnly, { type: 'updateOrganization', organization: { name: 'X' } }), userOnly);
});

whenSignedIn('a role update merges into the role', () => {
  const next = transition(linked, { type: 'updateRole', role: { title: 'Lead', timeZone: 'UTC' } });
  assert.equal(meOf(next)?.role, { ...role, title: 'Lead', timeZone: 'UTC' });
  assert.equal(meOf(next)?.organization, organization);
});

whenSignedIn('a role update for a session without a role keeps the state', () => {
  assert.is(transition(userOnly, { type: 'updateRole', role: { title: 'X' } }), userOnly);
});

whenSignedIn('logging out clears everything', () => {
  assert.equal(transition(linked, { type: 'loggedOut' }), signedOut);
});

whenSignedIn.run();

// ---------------------------------------------------------------------------------------------

const helpers = suite('session: helpers');

helpers('me is read from signed-in and unconfirmed sessions only', () => {
  assert.is(meOf(linked), linkedMe);
  assert.is(meOf(unconfirmed), unconfirmedMe);
  assert.is(meOf(signedOut), null);
  assert.is(meOf(initialState), null);
  assert.is(meOf(failed), null);
});

helpers('without a session every feature flag is off', () => {
  assert.equal(featureFlags(initialState), { documentation: false, support: false, report: false });
  assert.equal(featureFlags(signedOut), { documentation: false, support: false, report: false });
});

helpers('a session without flags keeps the defaults', () => {
  assert.equal(featureFlags(userOnly), { documentation: false, support: false, report: false });
});

helpers("the session's flags merge over the defaults", () => {
  assert.equal(featureFlags(linked), { documentation: true, support: false, report: true });
  assert.equal(featureFlags(fromMe({ ...userOnlyMe, featureFlag: { support: true } })), { documentation: false, support: true, report: false });
});

helpers('ADMIN and OWNER are administrators', () => {
  assert.is(isAdministrator('ADMIN'), true);
  assert.is(isAdministrator('OWNER'), true);
});

helpers('MEMBER, VISITOR and no role are not administrators', () => {
  assert.is(isAdministrator('MEMBER'), false);
  assert.is(isAdministrator('VISITOR'), false);
  assert.is(isAdministrator(null), false);
  assert.is(isAdministrator(undefined), false);
});

helpers.run();
