/**
 * The people of an organization on the local server: roles with their filter, role, updateRole,
 * deactivateRole and reactivateRole; administrators only, owners for owners, never without an
 * owner; a deactivated person loses access at once and gets it back on reactivation.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_ONLY_MESSAGE, READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { joined, ROLE_FIELDS, world, type World } from './work-helpers.ts';

let shared: Promise<World> | null = null;
const setup = () => (shared ??= world());

const ROLES = `query ($filter: RoleFilterInput) { roles(filter: $filter) { ${ROLE_FIELDS} } }`;
const ROLE = `query ($id: ID!) { role(id: $id) { ${ROLE_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { role { ${ROLE_FIELDS} } } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateRole(input: { id: $id }) { role { ${ROLE_FIELDS} } } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateRole(input: { id: $id }) { role { ${ROLE_FIELDS} } } }`;
const LAST_OWNER = 'The organization needs at least one owner';
const OWNER_ONLY = 'Only an owner can change an owner or make someone an owner';

// ---------------------------------------------------------------------------------------------
const list = suite('roles and role');

list('everyone of the organization, invitations included, by name; filtered by text, types and statuses', async () => {
  const { owner, member, visitor } = await setup();
  await owner.browser.inviteMember(owner.org, 'zed@a.example', { role: 'MEMBER' });
  const everyone = (await visitor.ok(ROLES)).roles;
  assert.equal(everyone.map((r: any) => r.email), ['olive@a.example', 'ada@a.example', 'mo@a.example', 'vi@a.example', 'zed@a.example'].sort((x, y) => {
    const name = (email: string) => (email === 'olive@a.example' ? 'acme owner' : email.split('@')[0]!);
    return name(x).localeCompare(name(y));
  }));
  assert.equal((await member.ok(ROLES, { filter: { search: 'ZED' } })).roles.map((r: any) => r.status), ['INVITED']);
  assert.equal((await member.ok(ROLES, { filter: { search: 'acme own' } })).roles.map((r: any) => r.type), ['OWNER']);
  assert.equal((await member.ok(ROLES, { filter: { types: ['ADMIN', 'VISITOR'] } })).roles.map((r: any) => r.email).sort(), ['ada@a.example', 'vi@a.example']);
  assert.equal((await member.ok(ROLES, { filter: { statuses: ['INVITED'] } })).roles.map((r: any) => r.email), ['zed@a.example']);
  const one = (await member.ok(ROLE, { id: member.roleId })).role;
  assert.equal([one.email, one.type, one.status, one.timeZone], ['mo@a.example', 'MEMBER', 'ACCEPTED', 'Europe/Paris']);
});

list('B cannot list A\'s people, nor read one of them by id', async () => {
  const { outsider, member, a } = await setup();
  assert.is((await outsider.in(a.id).try(ROLES)).message, 'Organization not found');
  assert.is((await outsider.ok(ROLE, { id: member.roleId })).role, null);
  assert.is((await outsider.ok(ROLES)).roles.length, 1);
});

// ---------------------------------------------------------------------------------------------
const update = suite('updateRole');

update('an admin changes a member\'s type and title; an empty title clears it', async () => {
  const { admin, owner } = await setup();
  const person = await joined(owner, 'pat@a.example', 'MEMBER');
  const changed = (await admin.ok(UPDATE, { input: { id: person.roleId, type: 'VISITOR', title: '  Designer ' } })).updateRole.role;
  assert.equal([changed.type, changed.title], ['VISITOR', 'Designer']);
  const refused = await person.try('mutation { createTicket(input: { title: "now read-only" }) { ticket { id } } }');
  assert.equal([refused.message, refused.code], [READ_ONLY_MESSAGE, 'FORBIDDEN'], 'the new type applies at once');
  const cleared = (await admin.ok(UPDATE, { input: { id: person.roleId, title: '' } })).updateRole.role;
  assert.equal([cleared.type, cleared.title], ['VISITOR', null]);
});

update('members and visitors cannot change roles; B cannot change A\'s', async () => {
  const { member, visitor, outsider, admin } = await setup();
  assert.equal((await member.try(UPDATE, { input: { id: admin.roleId, type: 'MEMBER' } })).message, ADMIN_ONLY_MESSAGE);
  assert.equal((await visitor.try(UPDATE, { input: { id: admin.roleId, type: 'MEMBER' } })).message, READ_ONLY_MESSAGE);
  const cross = await outsider.try(UPDATE, { input: { id: admin.roleId, type: 'VISITOR' } });
  assert.equal([cross.message, cross.code], ['Person not found', 'NOT_FOUND']);
  assert.is((await admin.ok(ROLE, { id: admin.roleId })).role.type, 'ADMIN');
});

update('only an owner makes owners or changes one; the last owner stays OWNER', async () => {
  const { owner, admin } = await setup();
  assert.is((await admin.try(UPDATE, { input: { id: owner.roleId, type: 'ADMIN' } })).message, OWNER_ONLY);
  const person = await joined(owner, 'rising@a.example', 'MEMBER');
  assert.is((await admin.try(UPDATE, { input: { id: person.roleId, type: 'OWNER' } })).message, OWNER_ONLY);
  const last = await owner.try(UPDATE, { input: { id: owner.roleId, type: 'ADMIN' } });
  assert.equal([last.message, last.code], [LAST_OWNER, 'BAD_USER_INPUT']);
  assert.is((await owner.ok(UPDATE, { input: { id: person.roleId, type: 'OWNER' } })).updateRole.role.type, 'OWNER');
  assert.is((await owner.ok(UPDATE, { input: { id: owner.roleId, type: 'OWNER', title: 'Founder' } })).updateRole.role.title, 'Founder');
  assert.is((await person.ok(UPDATE, { input: { id: person.roleId, type: 'MEMBER' } })).updateRole.role.type, 'MEMBER', 'with another owner, an owner may step down');
});

// ---------------------------------------------------------------------------------------------
const access = suite('deactivateRole and reactivateRole');

access('a deactivated member loses access at once (me no longer links them); reactivation gives it back', async () => {
  const { owner, admin } = await setup();
  const person = await joined(owner, 'leaving@a.example', 'MEMBER');
  await person.ticket({ title: 'Before leaving' });
  const deactivated = (await admin.ok(DEACTIVATE, { id: person.roleId })).deactivateRole.role;
  assert.is(deactivated.status, 'DEACTIVATED');
  const refused = await person.try('{ moreTickets { totalCount } }');
  assert.equal([refused.message, refused.code], ['Organization not found', 'NOT_FOUND']);
  const me = await person.browser.me(person.org);
  assert.is(me.status, 'USER');
  assert.is(me.organization, null);
  assert.is((await admin.ok(DEACTIVATE, { id: person.roleId })).deactivateRole.role.status, 'DEACTIVATED', 'twice changes nothing');
  const back = (await admin.ok(REACTIVATE, { id: person.roleId })).reactivateRole.role;
  assert.is(back.status, 'ACCEPTED');
  assert.is((await person.ok('{ moreTickets { totalCount } }')).moreTickets.totalCount > 0, true);
  assert.is((await person.browser.me(person.org)).status, 'LINKED');
});

access('a deactivated invitation comes back as an invitation', async () => {
  const { owner } = await setup();
  const invitation = (await owner.browser.inviteMember(owner.org, 'maybe@a.example')).data!.inviteMember.role;
  assert.is((await owner.ok(DEACTIVATE, { id: invitation.id })).deactivateRole.role.status, 'DEACTIVATED');
  assert.is((await owner.ok(REACTIVATE, { id: invitation.id })).reactivateRole.role.status, 'INVITED');
});

access('the last owner cannot be deactivated; admins cannot deactivate owners; members, visitors and B cannot deactivate', async () => {
  const { owner, admin, member, visitor, outsider } = await setup();
  const owners = (await owner.ok(ROLES, { filter: { types: ['OWNER'], statuses: ['ACCEPTED'] } })).roles;
  assert.is(owners.length, 1);
  assert.is((await owner.try(DEACTIVATE, { id: owner.roleId })).message, LAST_OWNER);
  assert.is((await admin.try(DEACTIVATE, { id: owner.roleId })).message, OWNER_ONLY);
  assert.is((await member.try(DEACTIVATE, { id: visitor.roleId })).message, ADMIN_ONLY_MESSAGE);
  assert.is((await visitor.try(REACTIVATE, { id: member.roleId })).message, READ_ONLY_MESSAGE);
  assert.is((await outsider.try(DEACTIVATE, { id: member.roleId })).message, 'Person not found');
  assert.is((await owner.ok(ROLE, { id: member.roleId })).role.status, 'ACCEPTED');
});

list.run();
update.run();
access.run();
