import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { createCreateOrganizationModel, createSelectOrganizationModel } from '../../../src/application/accounts/membership-models.ts';
import { MembershipGateway, type CreatedOrganization, type NewOrganization } from '../../../src/application/accounts/membership-gateway.port.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { Membership, RoleStatus } from '../../../src/domain/shared/role.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { signal } from '@preact/signals-core';
import type { SessionUpdate } from '../../../src/application/accounts/session-model.ts';
import type { SessionMe } from '../../../src/domain/accounts/session.ts';

const TIME_ZONE = 'Europe/Lisbon';

function role(id: string, organization: string, status: RoleStatus, orgId = id): Membership {
  return {
    id,
    title: 'Engineer',
    type: 'MEMBER',
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
    user: { id: 'u1', email: 'ana@example.test' },
    organization: { id: orgId, name: organization, showOnboarding: true, status: null },
  };
}

const ROLES = [role('1', 'beta', 'ACCEPTED'), role('2', 'Acme', 'ACCEPTED'), role('3', 'Bolt', 'ACCEPTED'), role('4', 'Zinc', 'INVITED'), role('5', 'Old', 'REJECTED')];

/** An effect that waits until the test opens it. */
function gate<A>(value: A) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { effect: Effect.promise(() => opened.then(() => value)), open: () => open() };
}

function harness(stubs: Partial<MembershipGateway['Service']>) {
  const notes: NotificationInput[] = [];
  const paths: string[] = [];
  const deps = {
    runner: runtimeOf(stubLayer(MembershipGateway, stubs)),
    notify: (n: NotificationInput) => notes.push(n),
    navigator: { go: (path: string) => paths.push(path), reload: () => {} },
    locale: { timeZone: () => TIME_ZONE },
  };
  return { deps, notes, paths };
}

async function selectOrganization(stubs: Partial<MembershipGateway['Service']>) {
  const h = harness({ myRoles: () => Effect.succeed(ROLES), ...stubs });
  const model = createSelectOrganizationModel(h.deps);
  await settle();
  return { ...h, model };
}

const loading = suite('when loading the roles');

loading('accepted roles are grouped by letter and invitations listed', async () => {
  const { model } = await selectOrganization({});
  assert.is(model.state.value.status, 'loaded');
  assert.equal(
    model.groups.value.map((group) => [group.letter, group.roles.map((r) => r.organization.name)]),
    [['A', ['Acme']], ['B', ['beta', 'Bolt']]],
  );
  assert.equal(model.invited.value.map((r) => r.id), ['4']);
  assert.is(model.mustCreateFirstOrganization.value, false);
});

loading('a failed load says Could not retrieve your roles', async () => {
  const { model, notes } = await selectOrganization({ myRoles: () => Effect.fail(new GraphQLError({ message: 'Not signed in' })) });
  assert.equal(notes, [{ type: 'Error', title: 'Could not retrieve your roles', subTitle: 'Not signed in' }]);
  assert.equal(model.state.value, { status: 'failed', message: 'Not signed in' });
  assert.is(model.mustCreateFirstOrganization.value, false, 'nothing is decided without a list');
});

loading('no invitation and no accepted role means the first organization must be created', async () => {
  const { model } = await selectOrganization({ myRoles: () => Effect.succeed([role('5', 'Old', 'REJECTED')]) });
  assert.is(model.mustCreateFirstOrganization.value, true);
});

loading('refresh loads the list again', async () => {
  let calls = 0;
  const { model } = await selectOrganization({ myRoles: () => Effect.succeed(++calls === 1 ? [] : ROLES) });
  assert.is(model.mustCreateFirstOrganization.value, true);
  await model.refresh();
  assert.is(calls, 2);
  assert.equal(model.invited.value.map((r) => r.id), ['4']);
});

loading.run();

const invited = suite('with a pending invitation');

invited('accepting sends the browser time zone, says Invitation Accepted and goes to onboarding', async () => {
  const accepted: [string, string][] = [];
  const { model, notes, paths } = await selectOrganization({
    acceptRole: (roleId, timeZone) => (accepted.push([roleId, timeZone]), Effect.succeed(role('4', 'Zinc', 'ACCEPTED'))),
  });
  await model.accept('4');
  assert.equal(accepted, [['4', TIME_ZONE]]);
  assert.equal(notes, [{ type: 'Success', title: 'Invitation Accepted' }]);
  assert.equal(paths, ['/org/4/onboarding/welcome']);
  const zinc = model.groups.value.find((group) => group.letter === 'Z')?.roles[0];
  assert.ok(zinc?.status === 'ACCEPTED' && zinc.timeZone === TIME_ZONE);
  assert.is(model.pending.value, null);
});

invited('a failed accept says Invitation Failed and keeps the invitation', async () => {
  const { model, notes, paths } = await selectOrganization({ acceptRole: () => Effect.fail(new GraphQLError({ message: 'Invitation expired' })) });
  await model.accept('4');
  assert.equal(notes, [{ type: 'Error', title: 'Invitation Failed', subTitle: 'Invitation expired' }]);
  assert.equal(model.invited.value.map((r) => r.id), ['4']);
  assert.equal(paths, []);
});

invited('declining says Invitation Rejected and refreshes the list', async () => {
  let listed = 0;
  const rejected: string[] = [];
  const { model, notes } = await selectOrganization({
    myRoles: () => Effect.succeed(++listed === 1 ? ROLES : ROLES.filter((r) => r.id !== '4')),
    rejectRole: (roleId) => (rejected.push(roleId), Effect.void),
  });
  await model.decline('4');
  assert.equal(rejected, ['4']);
  assert.equal(notes, [{ type: 'Success', title: 'Invitation Rejected' }]);
  assert.is(listed, 2);
  assert.equal(model.invited.value, []);
});

invited('a failed decline says Invitation Rejection Failed and keeps the invitation', async () => {
  let listed = 0;
  const { model, notes } = await selectOrganization({
    myRoles: () => (listed++, Effect.succeed(ROLES)),
    rejectRole: () => Effect.fail(new GraphQLError({ message: 'Already answered' })),
  });
  await model.decline('4');
  assert.equal(notes, [{ type: 'Error', title: 'Invitation Rejection Failed', subTitle: 'Already answered' }]);
  assert.equal(model.invited.value.map((r) => r.id), ['4']);
  assert.is(listed, 1, 'no refresh after a failure');
});

invited('a second answer while one runs is ignored', async () => {
  const answer = gate(role('4', 'Zinc', 'ACCEPTED'));
  let accepts = 0;
  const { model } = await selectOrganization({ acceptRole: () => (accepts++, answer.effect), rejectRole: () => Effect.die('not expected') });
  const first = model.accept('4');
  await settle();
  assert.equal(model.pending.value, { roleId: '4', action: 'accepting' });
  const again = [model.accept('4'), model.decline('4')];
  answer.open();
  await Promise.all([first, ...again]);
  assert.is(accepts, 1);
});

invited('an accepted role cannot be accepted or declined', async () => {
  const { model, notes } = await selectOrganization({});
  await model.accept('1');
  await model.decline('1');
  assert.equal(notes, [], 'the double would have thrown had the gateway been called');
});

invited.run();

const creating = suite('when creating an organization');

const created: CreatedOrganization = { organization: { id: '12', name: 'Acme', status: null }, project: { id: '40' } };

creating('creates with the browser time zone, says Organization Created and goes to the explorer editor', async () => {
  const inputs: NewOrganization[] = [];
  const { deps, notes, paths } = harness({ createOrganization: (input) => (inputs.push(input), Effect.succeed(created)) });
  const model = createCreateOrganizationModel(deps);
  model.change('name', '  Acme ');
  model.change('userName', 'Ana');
  await model.submit();
  assert.equal(inputs, [{ name: 'Acme', userName: 'Ana', timeZone: TIME_ZONE }]);
  assert.equal(notes, [{ type: 'Success', title: 'Organization Created' }]);
  assert.equal(paths, ['/org/12/explorer/editor/40']);
  assert.equal(model.state.value, { status: 'done', result: created });
});

creating('a one-letter name shows its error and sends nothing', async () => {
  const { deps, notes } = harness({});
  const model = createCreateOrganizationModel(deps);
  model.change('name', 'A');
  model.change('userName', 'Ana');
  await model.submit();
  assert.equal(model.errors.value.map((e) => e.field), ['name']);
  assert.equal(notes, []);
});

creating('a failure says Could not create organization and keeps what was typed', async () => {
  const { deps, notes, paths } = harness({ createOrganization: () => Effect.fail(new GraphQLError({ message: 'Name taken' })) });
  const model = createCreateOrganizationModel(deps);
  model.change('name', 'Acme');
  model.change('userName', 'Ana');
  await model.submit();
  assert.equal(notes, [{ type: 'Error', title: 'Could not create organization', subTitle: 'Name taken' }]);
  assert.equal(model.values.value, { name: 'Acme', userName: 'Ana' });
  assert.is(model.state.value.status, 'editing');
  assert.equal(paths, []);
});

creating('a second submit while one runs is ignored', async () => {
  const answer = gate(created);
  let calls = 0;
  const { deps, paths } = harness({ createOrganization: () => (calls++, answer.effect) });
  const model = createCreateOrganizationModel(deps);
  model.change('name', 'Acme');
  model.change('userName', 'Ana');
  const first = model.submit();
  await settle();
  assert.is(model.state.value.status, 'submitting');
  const second = model.submit();
  answer.open();
  await Promise.all([first, second]);
  assert.is(calls, 1);
  assert.equal(paths, ['/org/12/explorer/editor/40']);
});

creating.run();

const favourites = suite('favourite and recently visited organizations');

/** A session holding only what the model reads: the person's favourites. */
function sessionWith(favoriteOrganizations: readonly string[]) {
  const me = signal({ user: { id: 'u1', email: 'ana@example.test', status: 'ACTIVE', preferences: { favoriteOrganizations, lastOrganizationId: null } } } as unknown as SessionMe);
  const updates: SessionUpdate[] = [];
  const update = (event: SessionUpdate) => {
    updates.push(event);
    if (event.type === 'updateUser') me.value = { ...me.value, user: { ...me.value.user, ...event.user } } as SessionMe;
  };
  return { me, update, updates };
}

favourites('the menu: favourites first, then the visited last, then the others; invitations never', async () => {
  const visited = [
    { ...role('1', 'beta', 'ACCEPTED'), lastVisitedAt: '2026-11-20T10:00:00.000Z' },
    { ...role('2', 'Acme', 'ACCEPTED'), lastVisitedAt: '2026-11-22T10:00:00.000Z' },
    role('3', 'Bolt', 'ACCEPTED'),
    { ...role('4', 'Zinc', 'INVITED'), lastVisitedAt: '2026-11-23T10:00:00.000Z' },
  ];
  const h = harness({ myRoles: () => Effect.succeed(visited) });
  const model = createSelectOrganizationModel({ ...h.deps, session: sessionWith(['3']) });
  await settle();
  const names = (list: readonly { organization: { name: string } }[]) => list.map((r) => r.organization.name);
  assert.equal(names(model.menu.value.favorites), ['Bolt']);
  assert.equal(names(model.menu.value.recent), ['Acme', 'beta']);
  assert.equal(names(model.menu.value.others), []);
  assert.ok(model.favorites.value.has('3'));
});

favourites('toggling marks or unmarks through the gateway and updates the session; a failure says so and changes nothing', async () => {
  const asked: [string, boolean][] = [];
  let fail = false;
  const h = harness({
    myRoles: () => Effect.succeed(ROLES),
    setFavoriteOrganization: (id, favorite) => {
      asked.push([id, favorite]);
      return fail ? Effect.fail(new GraphQLError({ message: 'Try later' })) : Effect.succeed(favorite ? ['3', id] : ['3']);
    },
  });
  const session = sessionWith(['3']);
  const model = createSelectOrganizationModel({ ...h.deps, session });
  await settle();
  await model.toggleFavorite('2');
  assert.equal(asked, [['2', true]]);
  assert.equal([...model.favorites.value], ['3', '2']);
  assert.equal(model.menu.value.favorites.map((r) => r.organization.name), ['Bolt', 'Acme']);
  await model.toggleFavorite('2');
  assert.equal(asked.at(-1), ['2', false]);
  assert.equal([...model.favorites.value], ['3']);
  fail = true;
  await model.toggleFavorite('1');
  assert.equal(h.notes.at(-1), { type: 'Error', title: 'Could not update your favourite organizations', subTitle: 'Try later' });
  assert.equal([...model.favorites.value], ['3'], 'unchanged');
  assert.is(model.savingFavorite.value, null);
});

favourites.run();
