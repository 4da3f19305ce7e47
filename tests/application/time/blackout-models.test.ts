/**
 * The blackout models against test doubles: the lists load, the one-off form reads its dates in
 * the person's time zone and checks before sending, a new blackout's page follows its save, the
 * server's refusals land on their field, a member is refused before anything is sent, and a
 * delete goes back to the list.
 */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBlackoutsArea } from '../../../src/application/time/blackouts-area.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { BlackoutGateway } from '../../../src/application/time/blackout-gateway.port.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import type { WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import type { OneOffBlackout, OneOffBlackoutInput, RecurringBlackout } from '../../../src/domain/time/blackout.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { ADMIN_ONLY_MESSAGE, permissionsOf } from '../../../src/domain/shared/role.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const launch: OneOffBlackout = { id: '3', name: 'Launch day', start: '2026-12-01T08:00:00.000Z', stop: '2026-12-01T18:00:00.000Z', roles: [] };
const demoHour: RecurringBlackout = { id: '4', name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [] };

function harness(stubs: Partial<BlackoutGateway['Service']>, type: RoleType = 'ADMIN') {
  const notes: NotificationInput[] = [];
  const visits: { path: string; replace: boolean }[] = [];
  const deps: WorkAreaDeps = {
    runner: runtimeOf(Layer.mergeAll(stubLayer(BlackoutGateway, stubs), stubLayer(CatalogueGateway, { roles: () => Effect.succeed([]) }))) as unknown as WorkAreaDeps['runner'],
    notify: (note) => notes.push(note),
    navigator: { go: (path, options) => visits.push({ path, replace: options?.replace ?? false }), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
    locale: { timeZone: () => 'Asia/Tokyo' },
  };
  const blackouts = createBlackoutsArea(deps).inOrganization({ orgId: '7', roleId: 'r1', permissions: permissionsOf(type) });
  return { blackouts, notes, visits };
}

const models = suite('blackout models');

models('the lists load; the people a blackout can be for are the accepted roles', async () => {
  const { blackouts } = harness({ all: () => Effect.succeed({ oneOffs: [launch], recurring: [demoHour] }) });
  assert.is(blackouts.timeZone, 'Asia/Tokyo');
  const all = blackouts.all();
  await settle();
  assert.equal(all.state.value, { status: 'loaded', value: { oneOffs: [launch], recurring: [demoHour] }, refreshing: false, refreshFailed: null });
  const people = blackouts.people();
  await settle();
  assert.is(people.state.value.status, 'loaded');
});

models('a new one-off: checked first, its dates read in the person’s zone, then its page opens', async () => {
  const sent: OneOffBlackoutInput[] = [];
  const { blackouts, visits, notes } = harness({ createOneOff: (input) => Effect.sync(() => (sent.push(input), { ...launch, id: '9', ...input, roles: [] })) });
  const editor = blackouts.oneOffEditor(null);
  assert.equal(editor.values.value, { name: '', start: '2026-11-23T00:00', stop: '', roleIds: [] }, 'tomorrow in Tokyo');
  assert.is(await editor.save(), false);
  assert.equal(editor.errors.value, { name: 'Name is required', stop: 'Enter a valid stop date and time' });
  assert.equal(sent, []);
  editor.set('name', 'Launch day');
  editor.set('stop', '2026-11-23T09:00');
  assert.ok(await editor.save());
  assert.equal(sent, [{ name: 'Launch day', start: '2026-11-22T15:00:00.000Z', stop: '2026-11-23T00:00:00.000Z', roleIds: [] }]);
  assert.equal(visits, [{ path: '/org/7/admin/blackout/scheduled/9', replace: false }]);
  assert.is(notes.at(-1)?.title, 'Blackout time created');
});

models('an edit keeps its page; the server’s refusal lands on its field; delete goes back to the list', async () => {
  let saves = 0;
  const { blackouts, visits } = harness({
    updateRecurring: (_id, input) =>
      ++saves === 1 ? Effect.fail(new GraphQLError({ message: 'Choose a valid time zone, such as Europe/Lisbon', code: 'BAD_USER_INPUT', field: 'timeZone' })) : Effect.succeed({ ...demoHour, ...input, roles: [] }),
    deleteRecurring: () => Effect.void,
  });
  let saved: RecurringBlackout | null = null;
  const editor = blackouts.recurringEditor(demoHour, (value) => (saved = value));
  assert.equal(editor.values.value, { name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roleIds: [] });
  editor.set('weekdays', ['monday', 'friday']);
  assert.is(await editor.save(), false);
  assert.is(editor.errors.value['timeZone'], 'Choose a valid time zone, such as Europe/Lisbon');
  assert.ok(await editor.save());
  assert.equal(saved!.weekdays, ['monday', 'friday']);
  assert.equal(visits, [], 'an edit stays on its page');
  assert.is(editor.dirty.value, false);
  assert.ok(await editor.remove());
  assert.equal(visits, [{ path: '/org/7/admin/blackout/recurring', replace: true }]);
});

models('a member is refused before anything is sent', async () => {
  let calls = 0;
  const { blackouts } = harness({ createRecurring: () => Effect.sync(() => (calls++, demoHour)) }, 'MEMBER');
  assert.is(blackouts.canWrite, false);
  const editor = blackouts.recurringEditor(null);
  editor.set('name', 'Mine');
  assert.is(await editor.save(), false);
  assert.is(editor.problem.value, ADMIN_ONLY_MESSAGE);
  assert.is(calls, 0);
});

models.run();
