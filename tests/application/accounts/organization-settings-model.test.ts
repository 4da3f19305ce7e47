/**
 * The organization settings' model (issue 18): it reads the settings, opens the form on them (the
 * device's time zone when none is kept), clears a state another country does not have, checks
 * before sending, and on a save shows what the server kept, closes the form and reads the session
 * again; a refusal keeps the form and what was typed.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { createOrganizationSettingsModel } from '../../../src/application/accounts/organization-settings-model.ts';
import { OrganizationSettingsGateway } from '../../../src/application/accounts/organization-settings-gateway.port.ts';
import type { OrganizationSettings } from '../../../src/domain/accounts/organization-settings.ts';
import type { SavedOrganizationSettings } from '../../../src/domain/accounts/organization-settings-shape.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const BARE: SavedOrganizationSettings = { id: '7', name: 'Acme', timeZone: null, address: null };

function harness(saved: SavedOrganizationSettings | null, refuse = false) {
  const notes: NotificationInput[] = [];
  const sent: OrganizationSettings[] = [];
  let refreshes = 0;
  const model = createOrganizationSettingsModel({
    runner: runtimeOf(
      stubLayer(OrganizationSettingsGateway, {
        organizationSettings: () => Effect.succeed(saved),
        updateOrganization: (settings) => {
          sent.push(settings);
          if (refuse) return Effect.fail(new GraphQLError({ message: "Only owners and administrators can change the organization's settings" }));
          const { name, timeZone, ...address } = settings;
          return Effect.succeed({ id: '7', name, timeZone, address: { ...address, address2: address.address2 ?? null } });
        },
      }),
    ),
    notify: (note) => notes.push(note),
    session: {
      refresh: async () => {
        refreshes += 1;
      },
    },
    deviceTimeZone: 'Europe/Lisbon',
  });
  return { model, notes, sent, refreshes: () => refreshes };
}

const fill = (model: ReturnType<typeof harness>['model']) => {
  const form = model.editing.value!;
  form.change('address1', '12 Harbour Road');
  form.change('city', 'Lisbon');
  form.change('zipcode', '1100-148');
  model.chooseCountry('PT');
  form.change('state', 'Lisboa');
  return form;
};

const settings = suite('organization settings model');

settings('loads, then opens the form on the saved settings with the device time zone when none is kept', async () => {
  const { model } = harness(BARE);
  assert.is(model.state.value.status, 'loading');
  await model.load();
  assert.equal(model.state.value, { status: 'ready', saved: BARE });
  assert.is(model.editing.value, null);
  model.edit();
  assert.equal(model.editing.value!.values.value, { name: 'Acme', address1: '', address2: '', city: '', country: '', state: '', zipcode: '', timeZone: 'Europe/Lisbon' });
});

settings('a session without an organization says so', async () => {
  const { model } = harness(null);
  await model.load();
  assert.equal(model.state.value, { status: 'failed', message: 'This organization could not be found' });
});

settings("choosing another country clears a state it does not have, and keeps one it has", async () => {
  const { model } = harness(BARE);
  await model.load();
  model.edit();
  const form = model.editing.value!;
  model.chooseCountry('US');
  form.change('state', 'California');
  model.chooseCountry('FR');
  assert.is(form.values.value.state, '');
  model.chooseCountry('US');
  form.change('state', 'Georgia');
  model.chooseCountry('GE');
  assert.is(form.values.value.state, '', 'Georgia the state is not a region of Georgia the country');
});

settings('nothing is sent while the form is wrong; a save shows what was kept, closes the form and reads the session again', async () => {
  const { model, sent, notes, refreshes } = harness(BARE);
  await model.load();
  model.edit();
  const form = model.editing.value!;
  await form.submit();
  assert.is(sent.length, 0);
  assert.ok(form.errors.value.some((error) => error.field === 'address1'));
  fill(model);
  await form.submit();
  assert.equal(sent, [{ name: 'Acme', address1: '12 Harbour Road', address2: null, city: 'Lisbon', country: 'PT', state: 'Lisboa', zipcode: '1100-148', timeZone: 'Europe/Lisbon' }]);
  assert.is(model.editing.value, null);
  const state = model.state.value;
  assert.ok(state.status === 'ready' && state.saved.address?.city === 'Lisbon');
  assert.is(refreshes(), 1);
  assert.equal(notes, [{ type: 'Success', title: 'Organization saved' }]);
});

settings('a refusal keeps the form open with what was typed, and says why', async () => {
  const { model, notes, refreshes } = harness(BARE, true);
  await model.load();
  model.edit();
  const form = fill(model);
  await form.submit();
  assert.ok(model.editing.value === form, 'the form stays open');
  assert.is(form.values.value.city, 'Lisbon');
  assert.is(refreshes(), 0);
  assert.equal(notes.map((note) => [note.type, note.title]), [['Error', 'Could not save the organization']]);
  model.cancel();
  assert.is(model.editing.value, null);
});

settings.run();
