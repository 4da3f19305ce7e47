/**
 * The profile form (§5 Profile): it starts from the member's role, checks like the server, sends
 * only what the person may change, and replaces `me` in the session when the server accepts it.
 */
import { Deferred, Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, UploadError } from '../../../src/application/shared/errors.ts';
import { ProfileImageUpload, type ProfileImageUploadRequest } from '../../../src/application/accounts/profile-image-upload.port.ts';
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
  coverUrl: '/upload/files/profile-r1-cover.png',
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

/** An uploader that stores every file as `/upload/files/{name}`, unless told otherwise. */
type Uploader = (request: ProfileImageUploadRequest) => Effect.Effect<string, UploadError>;
const storeByName: Uploader = (request) => Effect.succeed(`/upload/files/${request.name}`);

function harness(updateProfile: MembershipGateway['Service']['updateProfile'], upload: Uploader = storeByName) {
  const notes: NotificationInput[] = [];
  const updates: SessionUpdate[] = [];
  const sent: ProfileChange[] = [];
  const uploaded: string[] = [];
  const layer = Layer.mergeAll(
    stubLayer(MembershipGateway, { updateProfile: (change) => (sent.push(change), updateProfile(change)) }),
    stubLayer(ProfileImageUpload, { upload: (request) => (uploaded.push(request.name), upload(request)) }),
  );
  const model = createProfileModel({
    runner: runtimeOf(layer),
    notify: (n) => notes.push(n),
    session: { update: (u) => updates.push(u) },
    role,
  });
  return { model, notes, updates, sent, uploaded };
}

const image = (name: string, type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });

const profile = suite('profile model');

profile('starts from the role, with empty text where the role has none', () => {
  const { model } = harness((change) => Effect.succeed(meWith(change)));
  assert.equal(model.values.value, {
    name: 'Ana Lima',
    title: 'Engineer',
    timeZone: 'Europe/Lisbon',
    description: '',
    avatarUrl: '',
    coverUrl: '/upload/files/profile-r1-cover.png',
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
  // Another site's address (a tracking pixel) is refused like any other bad value.
  model.change('avatarUrl', 'https://tracker.example/pixel.gif');
  await model.submit();
  assert.equal(sent, []);
  assert.equal(model.errors.value, [
    { field: 'name', message: 'User name is required' },
    { field: 'avatarUrl', message: 'Avatar must be an image uploaded here' },
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

profile('a chosen image is uploaded, shown in the field, and saved with the profile', async () => {
  const { model, sent, uploaded } = harness((change) => Effect.succeed(meWith(change)));
  await model.chooseImage('avatarUrl', image('me.png'));
  assert.equal(uploaded, ['me.png']);
  assert.is(model.values.value.avatarUrl, '/upload/files/me.png');
  assert.equal(model.images.avatarUrl.value, { status: 'idle' });
  await model.submit();
  assert.is(sent[0]!.avatarUrl, '/upload/files/me.png');
  assert.is(sent[0]!.coverUrl, '/upload/files/profile-r1-cover.png');
});

profile('a file that is not an image, or over 10MB, is refused beside the field and never uploaded', async () => {
  const { model, uploaded } = harness((change) => Effect.succeed(meWith(change)));
  await model.chooseImage('avatarUrl', image('notes.pdf', 'application/pdf'));
  assert.equal(model.images.avatarUrl.value, { status: 'failed', message: 'Choose a PNG, JPEG, GIF or WebP image' });
  await model.chooseImage('coverUrl', image('huge.png', 'image/png', 11 * 1024 * 1024));
  assert.equal(model.images.coverUrl.value, { status: 'failed', message: 'Images can be up to 10MB; this one is 11.0MB' });
  assert.equal(uploaded, []);
  assert.is(model.values.value.avatarUrl, '');
  assert.is(model.values.value.coverUrl, '/upload/files/profile-r1-cover.png');
});

profile('a failed upload says why and keeps the image the profile had', async () => {
  const { model } = harness((change) => Effect.succeed(meWith(change)), () => Effect.fail(new UploadError({ message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' })));
  await model.chooseImage('coverUrl', image('fake.png'));
  assert.equal(model.images.coverUrl.value, { status: 'failed', message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' });
  assert.is(model.values.value.coverUrl, '/upload/files/profile-r1-cover.png');
});

profile('while an image uploads its state says so; removing it cancels the upload and empties the field', async () => {
  const gate = Effect.runSync(Deferred.make<string, UploadError>());
  const { model, sent } = harness((change) => Effect.succeed(meWith(change)), () => Deferred.await(gate));
  const choosing = model.chooseImage('coverUrl', image('slow.png'));
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(model.images.coverUrl.value, { status: 'uploading', name: 'slow.png' });
  model.removeImage('coverUrl');
  await choosing;
  Effect.runSync(Deferred.succeed(gate, '/upload/files/slow.png'));
  assert.equal(model.images.coverUrl.value, { status: 'idle' });
  assert.is(model.values.value.coverUrl, '');
  await model.submit();
  assert.is(sent[0]!.coverUrl, null);
});

profile.run();
