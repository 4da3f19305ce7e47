import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  acceptedByLetter,
  fromMembership,
  groupLetter,
  invitedRoles,
  shouldCreateFirstOrganization,
  transition,
  type Membership,
  type RoleStatus,
  type State,
} from '../../../src/domain/shared/role.ts';

function membership(status: RoleStatus, organizationName = 'Acme', id = `role-${organizationName}`): Membership {
  return {
    id,
    title: 'Engineer',
    type: 'MEMBER',
    status,
    createdAt: '2024-03-01T10:00:00.000Z',
    user: { id: 'u1', email: 'ana@example.test' },
    organization: { id: `org-${organizationName}`, name: organizationName, showOnboarding: true, status: null },
  };
}

const invited = fromMembership(membership('INVITED'));
const accepted = fromMembership(membership('ACCEPTED'));
const rejected = fromMembership(membership('REJECTED'));
const deactivated = fromMembership(membership('DEACTIVATED'));

// ---------------------------------------------------------------------------------------------

const loading = suite('role: from a loaded membership');

loading('a membership starts in its own status', () => {
  assert.equal(invited, membership('INVITED'));
  assert.equal(rejected, membership('REJECTED'));
  assert.equal(deactivated, membership('DEACTIVATED'));
});

loading('an already accepted membership has no known time zone', () => {
  assert.equal(accepted, { ...membership('ACCEPTED'), timeZone: null });
});

loading.run();

// ---------------------------------------------------------------------------------------------

const whenInvited = suite('role: when invited');

whenInvited("accepting records the user's time zone", () => {
  assert.equal(transition(invited, { type: 'accept', timeZone: 'Europe/Lisbon' }), {
    ...membership('ACCEPTED'),
    timeZone: 'Europe/Lisbon',
  });
});

whenInvited('declining rejects the invitation', () => {
  assert.equal(transition(invited, { type: 'decline' }), membership('REJECTED'));
});

whenInvited.run();

// ---------------------------------------------------------------------------------------------

function refusesEverything(name: string, state: State): void {
  const when = suite(`role: when ${name}`);
  when(`a ${name} membership cannot be accepted`, () => {
    assert.is(transition(state, { type: 'accept', timeZone: 'UTC' }), state);
  });
  when(`a ${name} membership cannot be declined`, () => {
    assert.is(transition(state, { type: 'decline' }), state);
  });
  when.run();
}

refusesEverything('accepted', accepted);
refusesEverything('rejected', rejected);
refusesEverything('deactivated', deactivated);

// ---------------------------------------------------------------------------------------------

const selectOrganization = suite('role: the Select Organization screen');

selectOrganization('accepted memberships are grouped by first letter, case-insensitive, letters and names sorted', () => {
  const roles = [
    membership('ACCEPTED', 'beta'),
    membership('INVITED', 'Alpha Invite'),
    membership('ACCEPTED', 'Zeta'),
    membership('ACCEPTED', 'Acme'),
    membership('REJECTED', 'Apex'),
    membership('ACCEPTED', 'Bravo'),
    membership('ACCEPTED', 'alpha'),
    membership('DEACTIVATED', 'Yonder'),
  ];
  const groups = acceptedByLetter(roles).map((group) => ({ letter: group.letter, names: group.roles.map((role) => role.organization.name) }));
  assert.equal(groups, [
    { letter: 'A', names: ['Acme', 'alpha'] },
    { letter: 'B', names: ['beta', 'Bravo'] },
    { letter: 'Z', names: ['Zeta'] },
  ]);
});

selectOrganization('names equal but for case list capitals first, then in server order', () => {
  const groups = acceptedByLetter([membership('ACCEPTED', 'acme', 'r2'), membership('ACCEPTED', 'Acme', 'r1'), membership('ACCEPTED', 'acme', 'r3')]);
  assert.equal(
    groups[0]?.roles.map((role) => role.id),
    ['r1', 'r2', 'r3'],
  );
});

selectOrganization('no accepted membership gives no groups', () => {
  assert.equal(acceptedByLetter([membership('INVITED')]), []);
  assert.equal(acceptedByLetter([]), []);
});

selectOrganization('the letter is the first character upper-cased, ignoring leading spaces; blank names go under #', () => {
  assert.is(groupLetter('  zeta'), 'Z');
  assert.is(groupLetter('élan'), 'É');
  assert.is(groupLetter('42 Labs'), '4');
  assert.is(groupLetter('   '), '#');
  assert.is(groupLetter(''), '#');
});

selectOrganization('pending invites are the invited memberships in server order', () => {
  const roles = [membership('INVITED', 'Zeta'), membership('ACCEPTED', 'Acme'), membership('INVITED', 'Alpha'), membership('REJECTED', 'Beta')];
  assert.equal(
    invitedRoles(roles).map((role) => role.organization.name),
    ['Zeta', 'Alpha'],
  );
});

selectOrganization('a user with no invited or accepted membership is sent to create a first organization', () => {
  assert.is(shouldCreateFirstOrganization([]), true);
  assert.is(shouldCreateFirstOrganization([membership('REJECTED'), membership('DEACTIVATED')]), true);
});

selectOrganization('an invitation or an accepted membership keeps the user on the screen', () => {
  assert.is(shouldCreateFirstOrganization([membership('REJECTED'), membership('INVITED')]), false);
  assert.is(shouldCreateFirstOrganization([membership('ACCEPTED')]), false);
});

selectOrganization.run();
