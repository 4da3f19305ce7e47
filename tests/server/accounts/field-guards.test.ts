/**
 * Who may read a field is decided by its resolver (issue 23), not by a narrower copy of the type:
 * one Role, one User, one Organization, whatever path reached them. Each guarded field is read
 * here by someone who may and by someone who may not; where no query lets an outsider reach the
 * field at all, the resolver itself is called with an outsider's request, so the rule holds even
 * for a path added later.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MEMBERS_ONLY_MESSAGE, NOT_YOURS_MESSAGE, peopleResolvers } from '../../../mock-server/accounts/people-resolvers.ts';
import type { RequestContext } from '../../../mock-server/shared/request-context.ts';
import { Browser, invitedTo, joinedMember, organizationOf, signedUp } from '../shared/account-helpers.ts';
import { makeApp } from '../shared/helpers.ts';

type Answer = Awaited<ReturnType<Browser['gql']>>;

/** An organization with its owner, a member, and an invitation to a confirmed account. */
async function world() {
  const app = await makeApp();
  const owner = await signedUp(app, 'owner@example.com');
  const organization = await organizationOf(owner, 'Acme', 'Olive Owner');
  const mia = await joinedMember(owner, organization.id, 'mia@example.com');
  const guest = await signedUp(app, 'guest@example.com');
  const invitation = await invitedTo(owner, organization.id, 'guest@example.com');
  return { app, owner, organization, mia, guest, invitation };
}

/** The errors of an answer as `path: code`, for the fields that were refused. */
const refusals = (answer: Answer) => (answer.errors ?? []).map((error) => `${(error.path ?? []).join('.')}: ${String(error.extensions?.['code'])}`);

const guards = suite('field guards');

guards("a role's preferences and pinned projects: the person reads their own; for a colleague they are null with FORBIDDEN", async () => {
  const { organization, mia } = await world();
  const own = await mia.browser.gql('{ me { role { name preferences { showOnboarding } pinnedProjects { id } } } }', {}, organization.id);
  assert.is(own.errors, undefined, 'their own, through me');
  const answer = await mia.browser.gql<{ roles: { name: string; preferences: unknown; pinnedProjects: unknown }[] }>(
    '{ roles(filter: { statuses: [ACCEPTED] }) { name pinnedProjects { id } preferences { showOnboarding } } }',
    {},
    organization.id,
  );
  const ownerIndex = answer.data!.roles.findIndex((role) => role.name === 'Olive Owner');
  const miaIndex = answer.data!.roles.findIndex((role) => role.name !== 'Olive Owner');
  // The owner's role is not Mia's: both guarded fields are null with an error, and nothing else is.
  assert.equal(refusals(answer).sort(), [`roles.${ownerIndex}.pinnedProjects: FORBIDDEN`, `roles.${ownerIndex}.preferences: FORBIDDEN`]);
  assert.ok(answer.errors!.every((error) => error.message === NOT_YOURS_MESSAGE));
  assert.equal([answer.data!.roles[ownerIndex]!.preferences, answer.data!.roles[ownerIndex]!.pinnedProjects], [null, null]);
  assert.equal(answer.data!.roles[miaIndex]!.pinnedProjects, [], 'her own, in the same list');
});

guards("a user's preferences: the user only; their email: colleagues too", async () => {
  const { organization, mia } = await world();
  const answer = await mia.browser.gql<{ roles: { name: string; user: { email: string; preferences: { lastOrganizationId: string | null } | null } }[] }>(
    '{ roles(filter: { statuses: [ACCEPTED] }) { name user { email preferences { lastOrganizationId } } } }',
    {},
    organization.id,
  );
  assert.equal(refusals(answer).length, 1, JSON.stringify(answer.errors));
  assert.match(refusals(answer)[0]!, /^roles\.\d\.user\.preferences: FORBIDDEN$/);
  const me = await mia.browser.gql<{ me: { user: { email: string; preferences: { lastOrganizationId: string } } } }>('{ me { user { email preferences { lastOrganizationId } } } }', {}, organization.id);
  assert.equal(me.data!.me.user, { email: 'mia@example.com', preferences: { lastOrganizationId: organization.id } });
});

guards("an organization's preferences, onboarding and schedule status: members only; an invitee sees its name", async () => {
  const { organization, guest, mia } = await world();
  const query = '{ myRoles { status organization { name showOnboarding scheduleStatus onboardingStatus { invite } preferences { showOnboarding } } } }';
  const invitee = await guest.gql<{ myRoles: { organization: Record<string, unknown> }[] }>(query);
  assert.equal(refusals(invitee).sort(), ['myRoles.0.organization.onboardingStatus: FORBIDDEN', 'myRoles.0.organization.preferences: FORBIDDEN']);
  assert.ok(invitee.errors!.every((error) => error.message === MEMBERS_ONLY_MESSAGE));
  assert.equal(invitee.data!.myRoles[0]!.organization, { name: 'Acme', showOnboarding: true, scheduleStatus: null, onboardingStatus: null, preferences: null }, 'the name, nothing of the inside');
  const member = await mia.browser.gql<{ myRoles: { organization: { scheduleStatus: string | null; onboardingStatus: { invite: boolean } } }[] }>(query, {}, organization.id);
  assert.is(member.errors, undefined);
  assert.ok(member.data!.myRoles[0]!.organization.scheduleStatus !== null, 'a member reads the schedule status');
  assert.is(member.data!.myRoles[0]!.organization.onboardingStatus.invite, true);
});

guards('an invitee reads their own invitation, its address and their stand-in user included', async () => {
  const { guest, invitation } = await world();
  const answer = await guest.gql<{ myRoles: { id: string; email: string; user: { id: string; email: string; status: string } }[] }>('{ myRoles { id email user { id email status } } }');
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.myRoles, [{ id: invitation.id, email: 'guest@example.com', user: { id: invitation.user.id, email: 'guest@example.com', status: 'ACTIVE' } }]);
});

guards('outside any path that reaches them, the resolvers still refuse a stranger (defence in depth)', async () => {
  const { app, organization } = await world();
  const store = app.store;
  await signedUp(app, 'stranger@example.com');
  const strangerUser = (await store.accounts.userByEmail('stranger@example.com'))!;
  const context = { store, user: strangerUser } as unknown as RequestContext;
  const ownerRole = (await store.accounts.membershipsIn(organization.id)).find((role) => role.type === 'OWNER')!;
  const ownerUser = (await store.accounts.userById(ownerRole.userId!))!;
  const organizationRecord = store.accounts.organization(organization.id)!;
  const call = (type: string, field: string, parent: unknown) => () => (peopleResolvers[type]![field] as (p: unknown, a: unknown, c: unknown) => unknown)(parent, {}, context);
  for (const [type, field, parent, message] of [
    ['Role', 'email', ownerRole, MEMBERS_ONLY_MESSAGE],
    ['Role', 'preferences', ownerRole, NOT_YOURS_MESSAGE],
    ['Role', 'pinnedProjects', ownerRole, NOT_YOURS_MESSAGE],
    ['User', 'email', ownerUser, MEMBERS_ONLY_MESSAGE],
    ['User', 'preferences', ownerUser, NOT_YOURS_MESSAGE],
    ['Organization', 'preferences', organizationRecord, MEMBERS_ONLY_MESSAGE],
    ['Organization', 'onboardingStatus', organizationRecord, MEMBERS_ONLY_MESSAGE],
  ] as const) {
    // A resolver refuses by throwing, at once or in the promise it answers.
    const refusal = await Promise.resolve()
      .then(call(type, field, parent))
      .then(
        () => null,
        (error: Error) => error.message,
      );
    assert.is(refusal, message, `${type}.${field}`);
  }
  assert.is(await call('Organization', 'scheduleStatus', organizationRecord)(), null);
  // The same calls for the owner answer.
  const ownerContext = { store, user: ownerUser } as unknown as RequestContext;
  assert.is(await (peopleResolvers['Role']!['email'] as (p: unknown, a: unknown, c: unknown) => unknown)(ownerRole, {}, ownerContext), 'owner@example.com');
});

guards.run();
