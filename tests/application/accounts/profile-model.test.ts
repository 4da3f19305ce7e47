/**
 * The profile form (§5 Profile): it starts from the member's role, checks like the server, sends
 * only what the person may change, and replaces `me` in the session when the server accepts it.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { MembershipGateway, type ProfileChange } from '../../../src/application/accounts/membership-gateway.port.ts';
import { createProfileModel } from '../../../src/application/accounts/profile-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { Me, MeRole } from '../../../src/domain/accounts/session.ts';
import type { SessionUpdate } from '../../../src/application/accounts/session-model.ts';
import { workWeekFormValues } from '../../../src/domain/time/work-week.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const day = { startTime: '09:00', stopTime: '17:00' };
const off = { startTime: null, stopTime: null };

const role: MeRole = {
  id: 'r1',
  name: 'Ana Lima',
  title: 'Engineer',
  type: 'ADMIN',
  timeZone: 'Europe/Lisbon',
  avatarUrl: null,
  coverUrl: 'https://img.test/cover.png',
  description: null,
  preferences: {
    showOnboarding: false,
    recentlyVisited: [],
    noteColors: { YELLOW: '#ff0', BLUE: '#00f', PURPLE: '#808', GREEN: '#0f0', PINK: '#f0f', ORANGE: '#f80' },
  },
  pinnedProjects: [],
  workWeek: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: off, sunday: off },
};

function meWith(change: ProfileChange): Me {
  return {
    status: 'LINKED',
    user: { id: 'u1', email: 'ana@example.test', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '7' } },
    organization: { id: '7', name: 'Acme', scheduleStatus: 'READY', preferences: { showOnboarding: false }, onboardingStatus: { invite: true, product: true, ticket: true } },
    role: { ...role, ...change, title: change.title, description: change.description ?? null },
    featureFlag: { documentation: true, support: true, report: true },
  };
}

function harness(updateProfile: MembershipGateway['Service']['updateProfile']) {
  const notes: NotificationInput[] = [];
  const updates: SessionUpdate[] = [];
  const sent: ProfileChange[] = [];
  const model = createProfileModel({
    runner: runtimeOf(stubLayer(MembershipGateway, { updateProfile: (change) => (sent.push(change), updateProfile(change)) })),
    notify: (n) => notes.push(n),
    session: { update: (u) => updates.push(u) },
    role,
  });
  return { model, notes, updates, sent };
}

const profile = suite('profile model');

profile('starts from the role, with empty text where the role has none', () => {
  const { model } = harness((change) => Effect.succeed(meWith(change)));
  assert.equal(model.values.value, {
    name: 'Ana Lima',
    title: 'Engineer',
    timeZone: 'Europe/Lisbon',
    description: '',
    avatarUrl: '',
    coverUrl: 'https://img.test/cover.png',
    ...workWeekFormValues(role.workWeek),
  });
  assert.is(model.values.value['workWeek.monday.works'], 'true');
  assert.is(model.values.value['workWeek.monday.startTime'], '09:00');
  assert.is(model.values.value['workWeek.saturday.works'], '');
  assert.equal(model.errors.value, []);
});

profile('a blank name or a bad address is refused before anything is sent', async () => {
  const { model, sent } = harness((change) => Effect.succeed(meWith(change)));
  model.change('name', '   ');
  model.change('avatarUrl', 'avatar.png');
  await model.submit();
  assert.equal(sent, []);
  assert.equal(model.errors.value, [
    { field: 'name', message: 'User name is required' },
    { field: 'avatarUrl', message: 'Avatar URL must be a full web address starting with http:// or https://' },
  ]);
  assert.is(model.state.value.status, 'editing');
});

profile('a valid profile is sent trimmed, without the role type, and the session gets the new me', async () => {
  const { model, sent, updates, notes } = harness((change) => Effect.succeed(meWith(change)));
  model.change('name', '  Ana Maria Lima ');
  model.change('title', '');
  model.change('description', 'Sings in the choir');
  model.change('coverUrl', '');
  await model.submit();
  assert.equal(sent, [{ name: 'Ana Maria Lima', title: null, timeZone: 'Europe/Lisbon', description: 'Sings in the choir', avatarUrl: null, coverUrl: null, workWeek: role.workWeek }]);
  assert.is(updates.length, 1);
  const update = updates[0]!;
  assert.is(update.type, 'setMe');
  assert.is(update.type === 'setMe' ? update.me.role?.name : undefined, 'Ana Maria Lima');
  assert.equal(notes.map((n) => n.title), ['Profile saved']);
  // The form stays open: a second change is saved too.
  assert.is(model.state.value.status, 'editing');
  model.change('title', 'Singer');
  await model.submit();
  assert.equal(sent.map((change) => change.title), [null, 'Singer']);
});

profile('a refusal from the server keeps what was typed and says why; the session is untouched', async () => {
  const { model, updates, notes } = harness(() => Effect.fail(new GraphQLError({ message: 'This organization does not exist' })));
  model.change('name', 'Ana Maria');
  await model.submit();
  assert.equal(updates, []);
  assert.equal(notes, [{ type: 'Error', title: 'Could not save your profile', subTitle: 'This organization does not exist' }]);
  assert.is(model.values.value.name, 'Ana Maria');
  assert.is(model.state.value.status, 'editing');
});

profile('the work week: a night shift or a half-filled day is refused under its box, and nothing is sent', async () => {
  const { model, sent } = harness((change) => Effect.succeed(meWith(change)));
  model.change('workWeek.friday.startTime', '22:00');
  model.change('workWeek.friday.stopTime', '06:00');
  model.change('workWeek.tuesday.stopTime', ' ');
  await model.submit();
  assert.equal(sent, []);
  assert.equal(model.errors.value, [
    { field: 'workWeek.tuesday.stopTime', message: 'Enter the Tuesday stop time' },
    { field: 'workWeek.friday.stopTime', message: 'Friday stop must be after its start: a shift cannot run past midnight' },
  ]);
  assert.is(model.form.firstInvalid.value, 'workWeek.tuesday.stopTime');
  // Fixed, the errors go as the person types (checked again on every change after a submit).
  model.change('workWeek.friday.stopTime', '23:30');
  model.change('workWeek.tuesday.stopTime', '17:00');
  assert.equal(model.errors.value, []);
});

profile('ticking a day off gives it 09:00 to 17:00 to start from; unticking keeps the typed times but sends a day off', async () => {
  const { model, sent } = harness((change) => Effect.succeed(meWith(change)));
  model.setWorks('saturday', true);
  assert.is(model.values.value['workWeek.saturday.works'], 'true');
  assert.is(model.values.value['workWeek.saturday.startTime'], '09:00');
  assert.is(model.values.value['workWeek.saturday.stopTime'], '17:00');
  model.change('workWeek.saturday.startTime', '8:30');
  model.setWorks('monday', false);
  assert.is(model.values.value['workWeek.monday.startTime'], '09:00');
  // Ticking again a day that still has times keeps them.
  model.setWorks('sunday', true);
  model.change('workWeek.sunday.startTime', '10:00');
  model.setWorks('sunday', false);
  model.setWorks('sunday', true);
  assert.is(model.values.value['workWeek.sunday.startTime'], '10:00');
  model.setWorks('sunday', false);
  await model.submit();
  assert.is(sent.length, 1);
  assert.equal(sent[0]!.workWeek, {
    ...role.workWeek,
    monday: off,
    saturday: { startTime: '08:30', stopTime: '17:00' },
    sunday: off,
  });
});

profile.run();
