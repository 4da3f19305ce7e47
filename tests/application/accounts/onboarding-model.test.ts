/**
 * Getting started's model: steps and progress follow the session's `me` (so a refresh that brings
 * new marks shows them), refresh reads `me` again, and hiding saves the role preference and
 * replaces `me`; a refusal keeps everything and says why.
 */
import { signal } from '@preact/signals-core';
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { createOnboardingModel } from '../../../src/application/accounts/onboarding-model.ts';
import { MembershipGateway, type RolePreferencesChange } from '../../../src/application/accounts/membership-gateway.port.ts';
import type { SessionUpdate } from '../../../src/application/accounts/session-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import type { SessionMe } from '../../../src/domain/accounts/session.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

function meOf(status: { invite: boolean; product: boolean; ticket: boolean }, type: RoleType = 'OWNER', showOnboarding = true): SessionMe {
  return {
    status: 'LINKED',
    user: { id: 'u1', email: 'ana@example.test', status: 'ACTIVE', preferences: { favoriteOrganizations: [], lastOrganizationId: '7' } },
    organization: { id: '7', name: 'Acme', scheduleStatus: 'READY', preferences: { showOnboarding: true }, onboardingStatus: status },
    role: {
      id: 'r1', name: 'Ana', title: null, type, timeZone: 'Europe/Lisbon', avatarUrl: null, coverUrl: null, description: null,
      preferences: { showOnboarding, recentlyVisited: [], noteColors: { YELLOW: '', BLUE: '', PURPLE: '', GREEN: '', PINK: '', ORANGE: '' } },
      pinnedProjects: [],
      workWeek: DEFAULT_WORK_WEEK,
    },
    featureFlag: { documentation: false, support: false, report: false },
  } as SessionMe;
}

const none = { invite: false, product: false, ticket: false };

function harness(start: SessionMe | null, updateRolePreferences: MembershipGateway['Service']['updateRolePreferences'], fresh?: SessionMe) {
  const me = signal<SessionMe | null>(start);
  const notes: NotificationInput[] = [];
  const updates: SessionUpdate[] = [];
  const sent: RolePreferencesChange[] = [];
  let refreshes = 0;
  const model = createOnboardingModel({
    runner: runtimeOf(stubLayer(MembershipGateway, { updateRolePreferences: (change) => (sent.push(change), updateRolePreferences(change)) })),
    notify: (n) => notes.push(n),
    session: {
      me,
      refresh: async () => {
        refreshes += 1;
        if (fresh) me.value = fresh;
      },
      update: (u) => {
        updates.push(u);
        if (u.type === 'setMe') me.value = u.me as SessionMe;
      },
    },
  });
  return { model, me, notes, updates, sent, refreshes: () => refreshes };
}

const onboarding = suite('onboarding model');

onboarding('steps and progress come from the session; nobody linked means no steps', () => {
  const { model, me } = harness(meOf({ ...none, invite: true }), () => Effect.die('not called'));
  assert.equal(model.steps.value.map((step) => [step.id, step.done]), [['invite', true], ['product', false], ['ticket', false]]);
  assert.equal(model.progress.value, { done: 1, total: 3 });
  assert.is(model.offered.value, true);
  me.value = null;
  assert.equal(model.steps.value, []);
  assert.equal(model.progress.value, { done: 0, total: 3 });
  assert.is(model.offered.value, false);
});

onboarding('shown: while the person wants it and a step remains (the navigation\'s rule); it follows a refresh', async () => {
  const { model, me } = harness(meOf({ ...none, invite: true, product: true }), () => Effect.die('not called'), meOf({ invite: true, product: true, ticket: true }));
  assert.is(model.shown.value, true);
  await model.refresh();
  assert.is(model.shown.value, false, 'all three done');
  me.value = meOf(none, 'OWNER', false);
  assert.is(model.shown.value, false, 'hidden by the person');
  me.value = meOf(none);
  assert.is(model.shown.value, true);
  me.value = null;
  assert.is(model.shown.value, false);
});

onboarding('a member sees the admin steps without links', () => {
  const { model } = harness(meOf(none, 'MEMBER'), () => Effect.die('not called'));
  assert.equal(model.steps.value.map((step) => step.action?.path ?? null), [null, null, 'ticket?new=1']);
});

onboarding('refresh reads me again, and the new marks show at once', async () => {
  const { model, refreshes } = harness(meOf(none), () => Effect.die('not called'), meOf({ ...none, product: true }));
  assert.is(model.steps.value[1]!.done, false);
  await model.refresh();
  assert.is(refreshes(), 1);
  assert.is(model.steps.value[1]!.done, true);
  assert.equal(model.progress.value, { done: 1, total: 3 });
});

onboarding('hiding saves showOnboarding false, replaces me and says so; showing again saves true', async () => {
  const { model, sent, updates, notes } = harness(meOf(none), (change) => Effect.succeed(meOf(none, 'OWNER', change.showOnboarding ?? true)));
  const pending = model.setOffered(false);
  assert.is(model.saving.value, true);
  // A second press while the first is saved does nothing.
  assert.is(await model.setOffered(false), false);
  assert.is(await pending, true);
  assert.is(model.saving.value, false);
  assert.equal(sent, [{ showOnboarding: false }]);
  assert.equal(updates.map((u) => u.type), ['setMe']);
  assert.is(model.offered.value, false);
  assert.equal(notes, [{ type: 'Success', title: 'Getting started hidden', subTitle: 'It stays at this address if you want it back' }]);
  assert.is(await model.setOffered(true), true);
  assert.is(model.offered.value, true);
  assert.equal(notes.at(-1), { type: 'Success', title: 'Getting started is back in the navigation' });
});

onboarding('a refusal keeps the session and tells why', async () => {
  const { model, updates, notes } = harness(meOf(none), () => Effect.fail(new GraphQLError({ message: 'This organization does not exist' })));
  assert.is(await model.setOffered(false), false);
  assert.equal(updates, []);
  assert.is(model.offered.value, true);
  assert.equal(notes, [{ type: 'Error', title: 'Could not change getting started', subTitle: 'This organization does not exist' }]);
  assert.is(model.saving.value, false);
});

onboarding.run();
