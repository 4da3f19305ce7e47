/**
 * The profile's work week and the getting-started preference on the local server: updateProfile
 * with a work week (kept, refused with the field and message, unchanged on refusal),
 * `me.role.workWeek` with its default, and updateRolePreferences (showOnboarding per role).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '../../../mock-server/shell/app.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';
import { Browser, firstError, organizationOf, signedUp } from '../shared/account-helpers.ts';
import { makeApp } from '../shared/helpers.ts';

const WEEK = '{ monday { startTime stopTime } tuesday { startTime stopTime } wednesday { startTime stopTime } thursday { startTime stopTime } friday { startTime stopTime } saturday { startTime stopTime } sunday { startTime stopTime } }';
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { me { role { name workWeek ${WEEK} } } } }`;
const ME = `{ me { role { name workWeek ${WEEK} preferences { showOnboarding } } organization { preferences { showOnboarding } onboardingStatus { invite product ticket } } } }`;
const HIDE = 'mutation ($input: UpdateRolePreferencesInput!) { updateRolePreferences(input: $input) { me { role { preferences { showOnboarding } } } } }';

interface MeAnswer {
  readonly me: {
    readonly role: { readonly name: string; readonly workWeek: Record<string, { startTime: string | null; stopTime: string | null }>; readonly preferences: { readonly showOnboarding: boolean } };
    readonly organization: { readonly preferences: { readonly showOnboarding: boolean }; readonly onboardingStatus: { invite: boolean; product: boolean; ticket: boolean } };
  };
}

async function ownerWithOrganization(app: App) {
  const owner = await signedUp(app, 'owner@example.com');
  const organization = await organizationOf(owner, 'Acme', 'Olive Owner');
  return { owner, organization };
}

async function meOf(browser: Browser, organizationId: string) {
  const answer = await browser.gql<MeAnswer>(ME, {}, organizationId);
  assert.is(answer.errors, undefined);
  return answer.data!.me;
}

const nightShift = { ...DEFAULT_WORK_WEEK, friday: { startTime: '22:00', stopTime: '06:00' } };
const weekend = { ...DEFAULT_WORK_WEEK, monday: { startTime: null, stopTime: null }, saturday: { startTime: '10:00', stopTime: '14:30' } };

// ---------------------------------------------------------------------------------------------
const week = suite('updateProfile: the work week');

week('a role that never set a work week has Monday to Friday, 09:00 to 17:00', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  assert.equal((await meOf(owner, organization.id)).role.workWeek, DEFAULT_WORK_WEEK);
});

week('a valid week is saved on the role, answered at once and by a fresh me', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const answer = await owner.gql<{ updateProfile: { me: MeAnswer['me'] } }>(UPDATE_PROFILE, { input: { name: 'Olive', workWeek: weekend } }, organization.id);
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.updateProfile.me.role.workWeek, weekend);
  assert.equal((await meOf(owner, organization.id)).role.workWeek, weekend);
});

week('a day given without its times is a day off', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const answer = await owner.gql<{ updateProfile: { me: MeAnswer['me'] } }>(UPDATE_PROFILE, { input: { name: 'Olive', workWeek: { ...DEFAULT_WORK_WEEK, friday: {} } } }, organization.id);
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.updateProfile.me.role.workWeek['friday'], { startTime: null, stopTime: null });
});

week('a profile saved without a week keeps the stored one', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', workWeek: weekend } }, organization.id);
  const answer = await owner.gql<{ updateProfile: { me: MeAnswer['me'] } }>(UPDATE_PROFILE, { input: { name: 'Olive Oyl' } }, organization.id);
  assert.is(answer.errors, undefined);
  assert.equal(answer.data!.updateProfile.me.role, { name: 'Olive Oyl', workWeek: weekend });
});

week('a refused week names the day and the rule, and nothing of the profile changes', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', workWeek: weekend } }, organization.id);
  const cases: readonly [unknown, string, string][] = [
    [nightShift, 'workWeek.friday.stopTime', 'Friday stop must be after its start: a shift cannot run past midnight'],
    [{ ...DEFAULT_WORK_WEEK, tuesday: { startTime: '9am', stopTime: '17:00' } }, 'workWeek.tuesday.startTime', 'Tuesday start must be a 24-hour time such as 09:00'],
    [{ ...DEFAULT_WORK_WEEK, sunday: { startTime: '10:00', stopTime: null } }, 'workWeek.sunday.stopTime', 'Sunday needs both a start and a stop time, or neither'],
    [{ ...DEFAULT_WORK_WEEK, wednesday: { startTime: '', stopTime: '12:00' } }, 'workWeek.wednesday.startTime', 'Enter the Wednesday start time'],
  ];
  for (const [workWeek, field, message] of cases) {
    const answer = await owner.gql(UPDATE_PROFILE, { input: { name: 'Renamed', workWeek } }, organization.id);
    assert.equal(firstError(answer), { message, code: 'BAD_USER_INPUT' }, field);
    assert.is(answer.errors![0]!.extensions?.['field'], field);
  }
  const me = await meOf(owner, organization.id);
  assert.is(me.role.name, 'Olive');
  assert.equal(me.role.workWeek, weekend);
});

week('a week that misses a day is refused by the schema before any resolver runs', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const { sunday: _sunday, ...sixDays } = DEFAULT_WORK_WEEK;
  const answer = await owner.gql(UPDATE_PROFILE, { input: { name: 'Olive', workWeek: sixDays } }, organization.id);
  assert.ok(answer.errors && answer.errors.length > 0);
  assert.equal((await meOf(owner, organization.id)).role.workWeek, DEFAULT_WORK_WEEK);
});

week.run();

// ---------------------------------------------------------------------------------------------
const preferences = suite('updateRolePreferences: getting started');

preferences('a new role is offered getting started; hiding it is kept for that role only', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  assert.is((await meOf(owner, organization.id)).role.preferences.showOnboarding, true);
  const answer = await owner.gql<{ updateRolePreferences: { me: { role: { preferences: { showOnboarding: boolean } } } } }>(HIDE, { input: { showOnboarding: false } }, organization.id);
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.updateRolePreferences.me.role.preferences.showOnboarding, false);
  const me = await meOf(owner, organization.id);
  assert.is(me.role.preferences.showOnboarding, false);
  // The organization's own setting is not the person's to change.
  assert.is(me.organization.preferences.showOnboarding, true);
  // In another organization of theirs, the same person still sees it.
  const other = await organizationOf(owner, 'Beta Band', 'Olive');
  assert.is((await meOf(owner, other.id)).role.preferences.showOnboarding, true);
  // And it can be shown again.
  await owner.gql(HIDE, { input: { showOnboarding: true } }, organization.id);
  assert.is((await meOf(owner, organization.id)).role.preferences.showOnboarding, true);
});

preferences('an empty change changes nothing; outsiders and signed-out callers are refused', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  assert.is((await owner.gql(HIDE, { input: {} }, organization.id)).errors, undefined);
  assert.is((await meOf(owner, organization.id)).role.preferences.showOnboarding, true);
  const stranger = await signedUp(app, 'stranger@example.com');
  assert.equal(firstError(await stranger.gql(HIDE, { input: { showOnboarding: false } }, organization.id)), { message: 'This organization does not exist', code: 'NOT_FOUND' });
  assert.is(firstError(await new Browser(app).gql(HIDE, { input: { showOnboarding: false } }, organization.id)).code, 'UNAUTHENTICATED');
});

preferences('the invite mark is set once someone else is invited', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  assert.equal((await meOf(owner, organization.id)).organization.onboardingStatus, { invite: false, product: false, ticket: false });
  const invited = await owner.inviteMember(organization.id, 'mia@example.com', {});
  assert.is(invited.errors, undefined);
  assert.equal((await meOf(owner, organization.id)).organization.onboardingStatus, { invite: true, product: false, ticket: false });
});

preferences.run();
