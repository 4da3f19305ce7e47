/**
 * Organizations and roles on the local server (issue 4): createOrganization, inviteMember,
 * registerFromInvite, myRoles, acceptRole, rejectRole, and `me` with the `organization` header.
 * Every call goes through `app.fetch` with a cookie jar of its own (account-helpers.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '../../../mock-server/shell/app.ts';
import { FIXED_NOW, ORIGIN, MINUTE_MS, advanceClock, call, makeApp, openCase, sendFile, tinyPng, uploadImage } from '../shared/helpers.ts';
import { UPLOAD_QUOTAS } from '../../../mock-server/support/uploads.ts';
import { Browser, PASSWORD, firstError, follow, invitedTo, joinedMember, lastMail, mailbox, organizationOf, signedUp } from '../shared/account-helpers.ts';

const ISO_NOW = new Date(FIXED_NOW).toISOString();
const UNKNOWN_TIME_ZONE = 'Enter a known time zone, such as Europe/Paris';
const ORGANIZATION_NAME_SHORT = "The organization's name needs at least 2 characters";
const NOT_ADMIN = 'Only administrators can invite people';
const NO_ORGANIZATION = 'This organization does not exist';
const ALREADY_INVITED = 'This person is already a member or invited';
const DECLINED = 'This person declined an invitation and cannot be invited again';
const NO_INVITATION = 'There is no invitation for this email address';
const NO_SUCH_INVITATION = 'This invitation does not exist';
const ONLY_PENDING_ACCEPT = 'Only a pending invitation can be accepted';
const ONLY_PENDING_DECLINE = 'Only a pending invitation can be declined';

/** An owner (confirmed, signed in) with one organization. */
async function ownerWithOrganization(app: App, email = 'owner@example.com', name = 'Acme') {
  const owner = await signedUp(app, email);
  const organization = await organizationOf(owner, name, 'Olive Owner');
  return { owner, organization };
}

// ---------------------------------------------------------------------------------------------
const create = suite('createOrganization');

create('creates the organization with its name trimmed, the creator OWNER and ACCEPTED, and a first project', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'founder@example.com');
  const answer = await owner.createOrganization('  Acme Corp  ', 'Fay Founder', 'Europe/Paris');
  assert.is(answer.errors, undefined);
  const { organization, project } = answer.data!.createOrganization;
  assert.is(organization.name, 'Acme Corp');
  assert.type(organization.id, 'string');
  assert.type(project.id, 'string');
  assert.ok(project.id.length > 0, 'a first project id');
  const roles = (await owner.myRoles()).data!.myRoles;
  assert.is(roles.length, 1);
  assert.is(roles[0]!.type, 'OWNER');
  assert.is(roles[0]!.status, 'ACCEPTED');
  assert.is(roles[0]!.createdAt, ISO_NOW);
  assert.is(roles[0]!.user.email, 'founder@example.com');
  assert.equal(roles[0]!.organization, { id: organization.id, name: 'Acme Corp', showOnboarding: true, status: 'READY' });
});

create('an account whose email is not confirmed yet cannot create an organization', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'early@example.com', { confirmed: false });
  assert.equal(firstError(await browser.createOrganization('Too Soon', 'Eli', 'UTC')), {
    message: 'Confirm your email address first: the link is in your inbox',
    code: 'FORBIDDEN',
  });
});

create('me becomes LINKED in the new organization, with the creator\'s name and time zone', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'founder@example.com');
  const before = await owner.me();
  assert.is(before.status, 'USER');
  const { id } = await organizationOf(owner, 'Acme', 'Fay Founder');
  for (const header of [null, id]) {
    const after = await owner.me(header);
    assert.is(after.status, 'LINKED', `header ${header}`);
    assert.is(after.organization?.id, id);
    assert.is(after.organization?.name, 'Acme');
    assert.is(after.role?.type, 'OWNER');
    assert.is(after.role?.name, 'Fay Founder');
    assert.is(after.role?.timeZone, 'Europe/Paris');
    assert.is(after.user?.preferences.lastOrganizationId, id);
  }
});

create('signing in again gives a LINKED login result with the organization and the role name', async () => {
  const app = await makeApp();
  const { organization } = await ownerWithOrganization(app);
  const answer = await new Browser(app).login('owner@example.com');
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.login, { status: 'LINKED', organization: { id: organization.id }, user: { email: 'owner@example.com' }, role: { name: 'Olive Owner' } });
});

create('refuses a name of one character (after trimming) and creates nothing', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'founder@example.com');
  for (const name of ['A', '  A  ']) {
    const answer = await owner.createOrganization(name);
    assert.equal(firstError(answer), { message: ORGANIZATION_NAME_SHORT, code: 'BAD_USER_INPUT' }, name);
    assert.is(answer.errors![0]!.extensions?.['field'], 'name');
  }
  assert.equal((await owner.myRoles()).data!.myRoles, []);
  assert.is((await owner.me()).status, 'USER');
  assert.ok((await owner.createOrganization('AB')).errors === undefined, 'two characters are enough');
});

create('refuses a time zone no clock knows, and creates nothing', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'founder@example.com');
  const answer = await owner.createOrganization('Acme', 'Fay', 'Atlantis/Central');
  assert.equal(firstError(answer), { message: UNKNOWN_TIME_ZONE, code: 'BAD_USER_INPUT' });
  assert.is(answer.errors![0]!.extensions?.['field'], 'timeZone');
  assert.equal((await owner.myRoles()).data!.myRoles, []);
});

create('refuses a signed-out caller', async () => {
  const app = await makeApp();
  const answer = await new Browser(app).createOrganization('Acme');
  assert.equal(firstError(answer), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
  assert.is((await app.store.accounts.organization('1')), undefined);
});

create('a user may create several organizations; each gets its own id and project', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'founder@example.com');
  const first = await organizationOf(owner, 'First');
  const second = await organizationOf(owner, 'Second');
  assert.is.not(first.id, second.id);
  assert.is.not(first.projectId, second.projectId);
  const roles = (await owner.myRoles()).data!.myRoles;
  assert.equal(roles.map((role) => [role.organization.name, role.type, role.status]), [['First', 'OWNER', 'ACCEPTED'], ['Second', 'OWNER', 'ACCEPTED']]);
});

create.run();

// ---------------------------------------------------------------------------------------------
const invite = suite('inviteMember');

invite('an owner invites a new person: an INVITED membership and an email with a register_on_invite link', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const answer = await owner.inviteMember(organization.id, 'newbie@example.com', { title: 'Designer' });
  assert.is(answer.errors, undefined);
  const invitation = answer.data!.inviteMember.role;
  assert.is(invitation.status, 'INVITED');
  assert.is(invitation.type, 'MEMBER', 'MEMBER by default');
  assert.is(invitation.title, 'Designer');
  assert.is(invitation.user.email, 'newbie@example.com');
  assert.equal(invitation.organization, { id: organization.id, name: 'Acme', showOnboarding: true, status: 'READY' });
  const mail = await lastMail(app, 'newbie@example.com');
  assert.ok(mail.subject.includes('Acme'), mail.subject);
  assert.match(mail.links[0]!, new RegExp(`^${ORIGIN}/auth/register_on_invite\\?email=${encodeURIComponent('newbie@example.com')}&invite=[\\w-]{32}$`));
  assert.ok(mail.text.includes(mail.links[0]!), 'the text holds the link');
});

invite("registering with the invitation link's secret proves the address: no confirmation needed", async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const invitation = await invitedTo(owner, organization.id, 'linked@example.com');
  const secret = new URL((await lastMail(app, 'linked@example.com')).links[0]!).searchParams.get('invite')!;
  const browser = new Browser(app);
  const registered = await browser.registerFromInvite('linked@example.com', undefined, { invite: secret });
  assert.is(registered.data?.registerFromInvite.user.status, 'ACTIVE');
  assert.is((await mailbox(app, 'linked@example.com')).filter((mail) => mail.subject.startsWith('Confirm')).length, 0, 'no confirmation email');
  assert.is((await browser.acceptRole(invitation.id, 'Europe/Paris')).errors, undefined, 'the invitation can be accepted at once');
});

invite('a wrong or borrowed invitation secret confirms nothing: the usual confirmation email goes out', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await invitedTo(owner, organization.id, 'one@example.com');
  await invitedTo(owner, organization.id, 'two@example.com');
  const borrowed = new URL((await lastMail(app, 'one@example.com')).links[0]!).searchParams.get('invite')!;
  for (const [email, invite] of [['two@example.com', borrowed]] as const) {
    const registered = await new Browser(app).registerFromInvite(email, undefined, { invite });
    assert.is(registered.data?.registerFromInvite.user.status, 'UNCONFIRMED', email);
    assert.ok((await mailbox(app, email)).some((mail) => mail.subject.startsWith('Confirm')), 'a confirmation email');
  }
  const forged = await new Browser(app).registerFromInvite('one@example.com', undefined, { invite: 'x'.repeat(32) });
  assert.is(forged.data?.registerFromInvite.user.status, 'UNCONFIRMED');
});

invite('an existing user is emailed a choose_organization link and sees the invitation in myRoles', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const bob = await signedUp(app, 'bob@example.com');
  await invitedTo(owner, organization.id, 'bob@example.com', { role: 'ADMIN' });
  const mail = await lastMail(app, 'bob@example.com');
  assert.equal(mail.links, [`${ORIGIN}/auth/choose_organization`]);
  const roles = (await bob.myRoles()).data!.myRoles;
  assert.is(roles.length, 1);
  assert.is(roles[0]!.status, 'INVITED');
  assert.is(roles[0]!.type, 'ADMIN');
  assert.is(roles[0]!.organization.name, 'Acme');
  assert.is((await bob.me()).status, 'USER', 'an invitation does not link the user');
});

invite('the same email twice is refused, whatever its case', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await invitedTo(owner, organization.id, 'twice@example.com');
  for (const email of ['twice@example.com', 'TWICE@Example.com']) {
    const answer = await owner.inviteMember(organization.id, email);
    assert.equal(firstError(answer), { message: ALREADY_INVITED, code: 'BAD_USER_INPUT' }, email);
  }
  assert.is((await mailbox(app, 'twice@example.com')).length, 1, 'one invitation email');
});

invite('an accepted member cannot be invited again, nor can the owner invite themselves', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await joinedMember(owner, organization.id, 'mia@example.com');
  assert.equal(firstError(await owner.inviteMember(organization.id, 'mia@example.com')), { message: ALREADY_INVITED, code: 'BAD_USER_INPUT' });
  assert.equal(firstError(await owner.inviteMember(organization.id, 'owner@example.com')), { message: ALREADY_INVITED, code: 'BAD_USER_INPUT' });
});

invite('an ADMIN of the organization may invite', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser: admin } = await joinedMember(owner, organization.id, 'admin@example.com', 'ADMIN');
  const answer = await admin.inviteMember(organization.id, 'friend@example.com');
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.inviteMember.role.status, 'INVITED');
  assert.is((await mailbox(app, 'friend@example.com')).length, 1);
});

invite('an ADMIN cannot invite an OWNER; an owner can', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser: admin } = await joinedMember(owner, organization.id, 'admin2@example.com', 'ADMIN');
  assert.equal(firstError(await admin.inviteMember(organization.id, 'boss@example.com', { role: 'OWNER' })), {
    message: 'Only an owner can invite another owner',
    code: 'FORBIDDEN',
  });
  assert.is((await owner.inviteMember(organization.id, 'boss@example.com', { role: 'OWNER' })).errors, undefined);
});

invite('a MEMBER is refused, and nobody is emailed', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser: plain } = await joinedMember(owner, organization.id, 'plain@example.com', 'MEMBER');
  const answer = await plain.inviteMember(organization.id, 'friend@example.com');
  assert.equal(firstError(answer), { message: NOT_ADMIN, code: 'FORBIDDEN' });
  assert.equal(await mailbox(app, 'friend@example.com'), []);
});

invite('being an administrator of another organization does not count: the organization header decides', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser: plain } = await joinedMember(owner, organization.id, 'plain@example.com', 'MEMBER');
  await organizationOf(plain, 'Plain Inc');
  // plain is OWNER of 'Plain Inc' (their last organization) but a MEMBER of Acme.
  const answer = await plain.inviteMember(organization.id, 'friend@example.com');
  assert.equal(firstError(answer), { message: NOT_ADMIN, code: 'FORBIDDEN' });
  assert.equal(await mailbox(app, 'friend@example.com'), []);
});

invite('an outsider (owner of another organization) is refused as if the organization did not exist', async () => {
  const app = await makeApp();
  const { organization } = await ownerWithOrganization(app);
  const { owner: outsider } = await ownerWithOrganization(app, 'outsider@example.com', 'Elsewhere');
  const answer = await outsider.inviteMember(organization.id, 'friend@example.com');
  assert.equal(firstError(answer), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
  assert.equal(await mailbox(app, 'friend@example.com'), []);
  assert.is((await app.store.accounts.membershipsIn(organization.id)).length, 1, 'no membership was added');
});

invite('a person only invited to the organization cannot invite', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const pending = await signedUp(app, 'pending@example.com');
  await invitedTo(owner, organization.id, 'pending@example.com', { role: 'ADMIN' });
  const answer = await pending.inviteMember(organization.id, 'friend@example.com');
  assert.equal(firstError(answer), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
});

invite('is refused without an organization header, for an unknown organization and for a signed-out caller', async () => {
  const app = await makeApp();
  const { owner } = await ownerWithOrganization(app);
  assert.equal(firstError(await owner.inviteMember(null, 'friend@example.com')), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
  assert.equal(firstError(await owner.inviteMember('999', 'friend@example.com')), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
  assert.equal(firstError(await new Browser(app).inviteMember('1', 'friend@example.com')), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
  assert.equal(await mailbox(app, 'friend@example.com'), []);
});

invite('refuses an invalid email address', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const answer = await owner.inviteMember(organization.id, 'not-an-email');
  assert.equal(firstError(answer), { message: 'Enter a valid email address', code: 'BAD_USER_INPUT' });
});

invite.run();

// ---------------------------------------------------------------------------------------------
const fromInvite = suite('registerFromInvite');

fromInvite('is refused for an email nobody invited, and creates nothing', async () => {
  const app = await makeApp();
  await ownerWithOrganization(app);
  const browser = new Browser(app);
  const answer = await browser.registerFromInvite('stranger@example.com');
  assert.equal(firstError(answer), { message: NO_INVITATION, code: 'BAD_USER_INPUT' });
  assert.is(browser.session, undefined);
  assert.is((await app.store.accounts.userByEmail('stranger@example.com')), undefined);
  assert.equal(await mailbox(app, 'stranger@example.com'), []);
});

fromInvite('registers an invited email (unconfirmed, signed in, emailed a confirmation link); the invitation appears in myRoles once the address is confirmed', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const invitation = await invitedTo(owner, organization.id, 'newbie@example.com');
  const browser = new Browser(app);
  const answer = await browser.registerFromInvite('newbie@example.com');
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.registerFromInvite.status, 'USER');
  assert.is(answer.data!.registerFromInvite.user.status, 'UNCONFIRMED');
  assert.ok(browser.session, 'signed in');
  const signedIn = await browser.me();
  assert.is(signedIn.user?.email, 'newbie@example.com');
  assert.is(signedIn.status, 'USER', 'not linked before accepting');
  assert.equal((await browser.myRoles()).data!.myRoles, [], 'an unconfirmed account sees no invitation (issue 16)');
  const confirmation = await lastMail(app, 'newbie@example.com');
  assert.ok(confirmation.links[0]!.startsWith(`${ORIGIN}/auth/confirm_email?token=`), confirmation.links[0]);
  assert.is((await browser.follow(confirmation.links[0]!)).location, '/?confirmed=true');
  const roles = (await browser.myRoles()).data!.myRoles;
  assert.equal(roles.map((role) => [role.id, role.status, role.organization.name]), [[invitation.id, 'INVITED', 'Acme']], 'once confirmed, the invitation shows');
});

fromInvite('refuses a short password with the §5 message', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await invitedTo(owner, organization.id, 'newbie@example.com');
  const answer = await new Browser(app).registerFromInvite('newbie@example.com', 'c'.repeat(11));
  assert.equal(firstError(answer), { message: 'The password needs at least 12 characters', code: 'BAD_USER_INPUT' });
  assert.is((await app.store.accounts.userByEmail('newbie@example.com')), undefined);
});

fromInvite('is refused for an invited email that already has an account', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await signedUp(app, 'bob@example.com');
  await invitedTo(owner, organization.id, 'bob@example.com');
  const answer = await new Browser(app).registerFromInvite('bob@example.com', 'a different password');
  assert.is(firstError(answer).code, 'BAD_USER_INPUT');
  assert.is((await new Browser(app).login('bob@example.com', PASSWORD)).errors, undefined, 'the account is untouched');
});

fromInvite.run();

// ---------------------------------------------------------------------------------------------
const roles = suite('myRoles, acceptRole and rejectRole');

roles('myRoles is refused for a signed-out caller', async () => {
  const answer = await new Browser(await makeApp()).myRoles();
  assert.equal(firstError(answer), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
});

roles('acceptRole accepts an invitation and stores the time zone; me links to the organization', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const invitation = await invitedTo(owner, organization.id, 'newbie@example.com', { role: 'ADMIN' });
  const browser = new Browser(app);
  await browser.registerFromInvite('newbie@example.com');
  await browser.follow((await lastMail(app, 'newbie@example.com')).links[0]!); // organizations are for confirmed accounts
  const answer = await browser.acceptRole(invitation.id, 'Asia/Tokyo');
  assert.is(answer.errors, undefined);
  const { role, user, organization: joined } = answer.data!.acceptRole;
  assert.is(role.id, invitation.id);
  assert.is(role.status, 'ACCEPTED');
  assert.is(role.type, 'ADMIN');
  assert.is(user.email, 'newbie@example.com');
  assert.equal(joined, { id: organization.id, name: 'Acme' });
  const signedIn = await browser.me(organization.id);
  assert.is(signedIn.status, 'LINKED');
  assert.is(signedIn.organization?.id, organization.id);
  assert.is(signedIn.role?.id, invitation.id);
  assert.is(signedIn.role?.type, 'ADMIN');
  assert.is(signedIn.role?.timeZone, 'Asia/Tokyo');
  assert.is((await browser.me()).organization?.id, organization.id, 'the accepted organization is the default');
  assert.equal((await browser.myRoles()).data!.myRoles.map((r) => r.status), ['ACCEPTED']);
});

roles('acceptRole is refused for an invitation already accepted and for one\'s own OWNER role', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser, roleId } = await joinedMember(owner, organization.id, 'mia@example.com');
  assert.equal(firstError(await browser.acceptRole(roleId, 'UTC')), { message: ONLY_PENDING_ACCEPT, code: 'BAD_USER_INPUT' });
  const ownerRole = (await owner.myRoles()).data!.myRoles[0]!;
  assert.equal(firstError(await owner.acceptRole(ownerRole.id, 'UTC')), { message: ONLY_PENDING_ACCEPT, code: 'BAD_USER_INPUT' });
  assert.is((await browser.me(organization.id)).role?.timeZone, 'America/New_York', 'the stored time zone is unchanged');
});

roles('acceptRole with someone else\'s invitation id is not found, and the invitation stays pending', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const carolInvitation = await invitedTo(owner, organization.id, 'carol@example.com');
  const dave = await signedUp(app, 'dave@example.com');
  const answer = await dave.acceptRole(carolInvitation.id, 'UTC');
  assert.equal(firstError(answer), { message: NO_SUCH_INVITATION, code: 'NOT_FOUND' });
  assert.equal(firstError(await dave.acceptRole('9999', 'UTC')), { message: NO_SUCH_INVITATION, code: 'NOT_FOUND' });
  assert.is((await dave.me(organization.id)).status, 'USER', 'dave is not linked to Acme');
  assert.is((await app.store.accounts.membership(carolInvitation.id))?.status, 'INVITED');
});

roles('acceptRole refuses an empty time zone and a signed-out caller', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const invitation = await invitedTo(owner, organization.id, 'newbie@example.com');
  const browser = new Browser(app);
  await browser.registerFromInvite('newbie@example.com');
  await browser.follow((await lastMail(app, 'newbie@example.com')).links[0]!); // organizations are for confirmed accounts
  const empty = await browser.acceptRole(invitation.id, '  ');
  assert.is(firstError(empty).code, 'BAD_USER_INPUT');
  assert.is(empty.errors![0]!.extensions?.['field'], 'timeZone');
  assert.equal(firstError(await browser.acceptRole(invitation.id, 'Mars/Olympus')), { message: UNKNOWN_TIME_ZONE, code: 'BAD_USER_INPUT' });
  assert.equal(firstError(await new Browser(app).acceptRole(invitation.id, 'UTC')), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
  assert.is((await app.store.accounts.membership(invitation.id))?.status, 'INVITED');
});

roles('rejectRole declines an invitation: status REJECTED, no link, and it cannot be accepted afterwards', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const bob = await signedUp(app, 'bob@example.com');
  const invitation = await invitedTo(owner, organization.id, 'bob@example.com');
  const answer = await bob.rejectRole(invitation.id);
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.rejectRole, true);
  const mine = (await bob.myRoles()).data!.myRoles;
  assert.equal(mine.map((role) => [role.id, role.status]), [[invitation.id, 'REJECTED']]);
  assert.is((await bob.me(organization.id)).status, 'USER');
  assert.equal(firstError(await bob.acceptRole(invitation.id, 'UTC')), { message: ONLY_PENDING_ACCEPT, code: 'BAD_USER_INPUT' });
  assert.equal(firstError(await bob.rejectRole(invitation.id)), { message: ONLY_PENDING_DECLINE, code: 'BAD_USER_INPUT' });
});

roles('a person who declined cannot be invited again (the message says they declined)', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const bob = await signedUp(app, 'bob@example.com');
  const invitation = await invitedTo(owner, organization.id, 'bob@example.com');
  await bob.rejectRole(invitation.id);
  const mailsBefore = (await mailbox(app, 'bob@example.com')).length;
  for (const email of ['bob@example.com', 'Bob@Example.com']) {
    const again = await owner.inviteMember(organization.id, email);
    assert.equal(firstError(again), { message: DECLINED, code: 'BAD_USER_INPUT' }, email);
    assert.is(again.errors![0]!.extensions?.['field'], 'email');
  }
  assert.is((await mailbox(app, 'bob@example.com')).length, mailsBefore, 'no new invitation email');
  assert.equal((await bob.myRoles()).data!.myRoles.map((role) => role.status), ['REJECTED']);
});

roles('rejectRole is refused for an accepted role, someone else\'s invitation and a signed-out caller', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { browser: mia, roleId } = await joinedMember(owner, organization.id, 'mia@example.com');
  assert.equal(firstError(await mia.rejectRole(roleId)), { message: ONLY_PENDING_DECLINE, code: 'BAD_USER_INPUT' });
  const carolInvitation = await invitedTo(owner, organization.id, 'carol@example.com');
  assert.equal(firstError(await mia.rejectRole(carolInvitation.id)), { message: NO_SUCH_INVITATION, code: 'NOT_FOUND' });
  assert.equal(firstError(await new Browser(app).rejectRole(carolInvitation.id)), { message: 'Sign in first', code: 'UNAUTHENTICATED' });
  assert.is((await app.store.accounts.membership(carolInvitation.id))?.status, 'INVITED');
  assert.is((await app.store.accounts.membership(roleId))?.status, 'ACCEPTED');
});

roles('an unconfirmed account sees none of the invitations to its address and can neither accept nor decline them (issue 16, finding 4)', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const invitation = await invitedTo(owner, organization.id, 'victim@example.com');
  // A stranger registers the invited address (without the invitation's secret): unconfirmed.
  const stranger = new Browser(app);
  await stranger.register('victim@example.com');
  assert.equal((await stranger.myRoles()).data!.myRoles, [], 'no invitations listed');
  const declined = await stranger.gql('mutation ($id: ID!) { rejectRole(roleId: $id) }', { id: invitation.id });
  assert.ok(declined.errors?.length, 'declining is refused');
  assert.ok((await stranger.acceptRole(invitation.id, 'UTC')).errors?.length, 'accepting is refused');
  assert.is((await app.store.accounts.membership(invitation.id))!.status, 'INVITED', 'the invitation is untouched');
  // The real owner of the address confirms it: the stranger's session ends; theirs begins.
  const owners = new Browser(app);
  const link = (await lastMail(app, 'victim@example.com')).links[0]!;
  assert.is((await owners.follow(link)).location, '/?confirmed=true');
  assert.is((await stranger.me()).user, null, "the stranger's session ended when the address was confirmed");
  assert.is((await owners.me()).user?.status, 'ACTIVE', 'the browser that followed the link is signed in');
  assert.equal((await owners.myRoles()).data!.myRoles.map((role) => role.id), [invitation.id], 'now the invitation shows');
});

roles.run();

// ---------------------------------------------------------------------------------------------
const header = suite('me with the organization header');

header('picks the organization the header names when the user belongs to it', async () => {
  const app = await makeApp();
  const owner = await signedUp(app, 'owner@example.com');
  const first = await organizationOf(owner, 'First', 'Name In First');
  const second = await organizationOf(owner, 'Second', 'Name In Second');
  const inFirst = await owner.me(first.id);
  assert.is(inFirst.status, 'LINKED');
  assert.is(inFirst.organization?.name, 'First');
  assert.is(inFirst.role?.name, 'Name In First');
  const inSecond = await owner.me(second.id);
  assert.is(inSecond.organization?.name, 'Second');
  assert.is(inSecond.role?.name, 'Name In Second');
  assert.is((await owner.me(null)).organization?.id, second.id, 'without a header: the last organization');
});

header('ignores an organization the user does not belong to, and never shows its data', async () => {
  const app = await makeApp();
  const { organization: acme } = await ownerWithOrganization(app, 'acme-owner@example.com', 'Acme Secret');
  const { owner: other, organization: elsewhere } = await ownerWithOrganization(app, 'other@example.com', 'Elsewhere');
  for (const requested of [acme.id, '999']) {
    const answer = await other.me(requested);
    assert.is(answer.status, 'LINKED', requested);
    assert.is(answer.organization?.id, elsewhere.id, requested);
    assert.is(answer.organization?.name, 'Elsewhere');
    assert.is(answer.role?.type, 'OWNER');
    assert.ok(!JSON.stringify(answer).includes('Acme Secret'), 'nothing of the other organization');
  }
});

header('a user with no organization stays user-only whatever the header says', async () => {
  const app = await makeApp();
  const { organization } = await ownerWithOrganization(app);
  const loner = await signedUp(app, 'loner@example.com');
  const answer = await loner.me(organization.id);
  assert.is(answer.status, 'USER');
  assert.is(answer.organization, null);
  assert.is(answer.role, null);
  assert.is(answer.user?.email, 'loner@example.com');
});

header('an invitation not yet accepted does not give access to the organization it is for', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const bob = await signedUp(app, 'bob@example.com');
  const own = await organizationOf(bob, 'Bob Co');
  await invitedTo(owner, organization.id, 'bob@example.com', { role: 'ADMIN' });
  const answer = await bob.me(organization.id);
  assert.is(answer.organization?.id, own.id);
  assert.is(answer.organization?.name, 'Bob Co');
});

header('a member of two organizations switches by header; each answer carries that organization\'s role', async () => {
  const app = await makeApp();
  const { owner, organization: acme } = await ownerWithOrganization(app);
  const { browser: mia } = await joinedMember(owner, acme.id, 'mia@example.com', 'MEMBER', 'Europe/Berlin');
  const miaCo = await organizationOf(mia, 'Mia Co', 'Mia Boss');
  const inAcme = await mia.me(acme.id);
  assert.equal([inAcme.organization?.name, inAcme.role?.type, inAcme.role?.timeZone], ['Acme', 'MEMBER', 'Europe/Berlin']);
  const inOwn = await mia.me(miaCo.id);
  assert.equal([inOwn.organization?.name, inOwn.role?.type, inOwn.role?.name], ['Mia Co', 'OWNER', 'Mia Boss']);
});

header.run();

const widget = suite('contactSupport (the support widget)');

widget('a signed-in member opens a case with the page address; the case link is emailed', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'wes@example.com');
  await organizationOf(browser, 'Widget Works', 'Wes');
  const answer = (await browser.gql('mutation { contactSupport(input: { message: "  Help me  ", pageUrl: "http://test.local/org/1/dashboard" }) { localId } }')) as {
    data?: { contactSupport: { localId: number } };
    errors?: unknown;
  };
  assert.is(answer.errors, undefined);
  assert.ok(answer.data!.contactSupport.localId > 0);
  const mail = await lastMail(app, 'wes@example.com');
  assert.match(mail.subject, `#${answer.data!.contactSupport.localId}`);
  const token = mail.links[0]!.split('/support/')[1]!;
  const issue = (await app.store.caseByToken(token))!.issue;
  assert.is(issue.name, 'Wes');
  assert.is(issue.description, 'Help me\n\nSent from http://test.local/org/1/dashboard');
});

widget('signed-out callers and empty messages are refused', async () => {
  const app = await makeApp();
  assert.is(firstError(await new Browser(app).gql('mutation { contactSupport(input: { message: "hi" }) { localId } }')).code, 'UNAUTHENTICATED');
  const browser = await signedUp(app, 'quiet@example.com');
  assert.equal(firstError(await browser.gql('mutation { contactSupport(input: { message: "   " }) { localId } }')), { message: 'Write your message first', code: 'BAD_USER_INPUT' });
});

widget.run();

// ---------------------------------------------------------------------------------------------
const profile = suite('updateProfile (§5 Profile)');

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { me { role { name title type timeZone description avatarUrl coverUrl } } }
}`;

profile('saves the profile in the organization of the header, trimmed; the role type stays the same', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const input = {
    name: '  Olive Oyl  ',
    title: 'Head of sound',
    timeZone: 'Europe/Paris',
    description: 'Plays the bass',
    coverUrl: '',
  };
  const answer = await owner.gql(UPDATE_PROFILE, { input }, organization.id);
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.updateProfile.me.role, {
    name: 'Olive Oyl',
    title: 'Head of sound',
    type: 'OWNER',
    timeZone: 'Europe/Paris',
    description: 'Plays the bass',
    avatarUrl: null,
    coverUrl: null,
  });
  // Kept: a fresh `me` answers the same role.
  const me = await owner.me(organization.id);
  assert.is(me.role!.name, 'Olive Oyl');
  assert.is(me.role!.title, 'Head of sound');
});

profile('a role type in the input is refused by the schema: nobody promotes themselves here', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const plain = await joinedMember(owner, organization.id, 'mia@example.com');
  const answer = await plain.browser.gql(UPDATE_PROFILE, { input: { name: 'Mia', type: 'OWNER' } }, organization.id);
  assert.ok(answer.errors && answer.errors.length > 0);
  assert.is((await plain.browser.me(organization.id)).role!.type, 'MEMBER');
});

profile('bad input gets the field and its message, and nothing is saved', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const cases: readonly [Record<string, unknown>, string][] = [
    [{ name: '   ' }, 'name'],
    [{ name: 'Olive', avatarUrl: 'not a web address' }, 'avatarUrl'],
    [{ name: 'Olive', avatarUrl: 'https://tracker.example/pixel.gif' }, 'avatarUrl'],
    [{ name: 'Olive', coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
    [{ name: 'Olive', coverUrl: '/upload/files/never-uploaded.png' }, 'coverUrl'],
    [{ name: 'Olive', description: 'x'.repeat(100_000) }, 'description'],
    [{ name: 'Olive', timeZone: 'Paris' }, 'timeZone'],
  ];
  for (const [input, field] of cases) {
    const answer = await owner.gql(UPDATE_PROFILE, { input }, organization.id);
    assert.is(firstError(answer).code, 'BAD_USER_INPUT', field);
    assert.is(answer.errors![0]!.extensions?.['field'], field);
    assert.type(answer.errors![0]!.message, 'string');
  }
  assert.is((await owner.me(organization.id)).role!.name, 'Olive Owner');
});

profile('signed-out callers and people outside the organization are refused', async () => {
  const app = await makeApp();
  const { organization } = await ownerWithOrganization(app);
  const stranger = await signedUp(app, 'stranger@example.com');
  await organizationOf(stranger, 'Elsewhere', 'Stan');
  assert.equal(firstError(await stranger.gql(UPDATE_PROFILE, { input: { name: 'Intruder' } }, organization.id)), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
  assert.equal(firstError(await stranger.gql(UPDATE_PROFILE, { input: { name: 'Intruder' } }, null)), { message: NO_ORGANIZATION, code: 'NOT_FOUND' });
  assert.is(firstError(await new Browser(app).gql(UPDATE_PROFILE, { input: { name: 'Ghost' } }, organization.id)).code, 'UNAUTHENTICATED');
});

// ---------------------------------------------------------------------------------------------
// Avatar and cover: images the member uploaded for their profile, never another site's address
// (issue 16, finding 9: an outside address would be a tracking pixel in every colleague's browser).

/** Asks for a profile upload as a browser in an organization (the header says which). */
async function profileUpload(browser: Browser, organizationId: string, headers: Record<string, string> = {}) {
  const response = await call(browser.app, '/upload/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(), organization: organizationId, ...headers },
    body: JSON.stringify({ domain: 'profile' }),
  });
  return { status: response.status, body: (await response.json()) as { url: string; fields: Record<string, string>; error?: string } };
}

/** Uploads a small PNG for the browser's profile; answers its address. */
async function uploadProfileImage(browser: Browser, organizationId: string): Promise<string> {
  const details = await profileUpload(browser, organizationId);
  assert.is(details.status, 200, JSON.stringify(details.body));
  const sent = await sendFile(browser.app, details.body, new Blob([tinyPng()], { type: 'image/png' }), 'me.png');
  assert.is(sent.status, 201, JSON.stringify(sent.body));
  return sent.body.url!;
}

profile('an uploaded avatar and cover are saved, served as images, and shown to colleagues (issue 16, finding 9)', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const avatarUrl = await uploadProfileImage(owner, organization.id);
  const coverUrl = await uploadProfileImage(owner, organization.id);
  assert.match(avatarUrl, /^\/upload\/files\/profile-[\w-]+\.png$/);
  const answer = await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', avatarUrl, coverUrl } }, organization.id);
  assert.is(answer.errors, undefined);
  assert.equal([answer.data!.updateProfile.me.role.avatarUrl, answer.data!.updateProfile.me.role.coverUrl], [avatarUrl, coverUrl]);
  const served = await call(app, avatarUrl);
  assert.equal([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')], [200, 'image/png', 'nosniff']);
  // Saved images stay past the hour in which unsaved ones are removed.
  await advanceClock(app, 61 * MINUTE_MS);
  assert.is((await call(app, avatarUrl)).status, 200);
  const colleague = await joinedMember(owner, organization.id, 'mia@example.com');
  const people = await colleague.browser.gql('{ roles { name avatarUrl } }', {}, organization.id);
  assert.equal(people.data!.roles.find((role: { name: string }) => role.name === 'Olive').avatarUrl, avatarUrl);
});

profile('another site, a full address to our path on another host, a colleague\'s image or a case image are refused', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const colleague = await joinedMember(owner, organization.id, 'mia@example.com');
  const theirs = await uploadProfileImage(colleague.browser, organization.id);
  const mine = await uploadProfileImage(owner, organization.id);
  const opened = await openCase(app);
  const caseImage = await uploadImage(app, opened.token);
  const refusals: readonly [string, string][] = [
    ['https://tracker.example/pixel.gif', 'Avatar must be an image uploaded here'],
    [`https://tracker.example${mine}`, 'Avatar must be an image uploaded here'],
    [`${ORIGIN}${mine}`, 'Avatar must be an image uploaded here'],
    [theirs, 'That image was not uploaded for your profile'],
    [caseImage, 'That image was not uploaded for your profile'],
  ];
  for (const [avatarUrl, message] of refusals) {
    const answer = await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', avatarUrl } }, organization.id);
    assert.equal([firstError(answer).code, firstError(answer).message, answer.errors![0]!.extensions?.['field']], ['BAD_USER_INPUT', message, 'avatarUrl'], avatarUrl);
  }
  assert.is((await owner.me(organization.id)).role!.avatarUrl, null);
  // The colleague's image is still theirs to save.
  assert.is((await colleague.browser.gql(UPDATE_PROFILE, { input: { name: 'Mia', avatarUrl: theirs } }, organization.id)).errors, undefined);
});

profile('an image replaced or removed is deleted; saving the profile again with the same image keeps it', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const first = await uploadProfileImage(owner, organization.id);
  await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', avatarUrl: first } }, organization.id);
  assert.is((await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive O.', avatarUrl: first } }, organization.id)).errors, undefined);
  assert.is((await call(app, first)).status, 200);
  const second = await uploadProfileImage(owner, organization.id);
  await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', avatarUrl: second } }, organization.id);
  assert.is((await call(app, first)).status, 404, 'the replaced image is gone');
  await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', avatarUrl: null } }, organization.id);
  assert.is((await call(app, second)).status, 404, 'the removed image is gone');
  assert.is((await owner.me(organization.id)).role!.avatarUrl, null);
});

profile('profile uploads need a session and a membership of the header organization; 5 unsaved at most, gone after an hour', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const stranger = await signedUp(app, 'stranger@example.com');
  assert.is((await profileUpload(owner, organization.id, { cookie: '' })).status, 401);
  assert.is((await profileUpload(stranger, organization.id)).status, 404);
  assert.is((await profileUpload(owner, '999999')).status, 404);
  assert.is((await profileUpload(owner, 'not a number')).status, 404);
  const unsaved: string[] = [];
  for (let i = 0; i < UPLOAD_QUOTAS.unsavedProfileFiles; i++) unsaved.push(await uploadProfileImage(owner, organization.id));
  const details = await profileUpload(owner, organization.id);
  const sixth = await sendFile(app, details.body, new Blob([tinyPng()], { type: 'image/png' }));
  assert.equal([sixth.status, sixth.body.error], [429, 'Save your profile with the images already uploaded before adding more']);
  // A file that is not an image is refused by its bytes, whatever it claims to be.
  await advanceClock(app, 61 * MINUTE_MS);
  for (const url of unsaved) assert.is((await call(app, url)).status, 404, 'unsaved images go after an hour');
  const fake = await sendFile(app, (await profileUpload(owner, organization.id)).body, new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }));
  assert.is(fake.status, 415);
});

profile.run();
