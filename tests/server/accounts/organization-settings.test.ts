/**
 * The organization's settings (issue 18): updateOrganization saves the name, the postal address and
 * the time zone with §5's rules and the lists' (a country of the list, one of its states, a known
 * time zone); owners and administrators only; members read them, nobody else; a server started
 * again on the same database has them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Browser } from '../shared/account-helpers.ts';
import { makeApp } from '../shared/helpers.ts';
import { Caller, world } from '../work/work-helpers.ts';

const UPDATE = `mutation ($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) { organization { id name timeZone address { address1 address2 city state zipcode country } } }
}`;
const READ = '{ me { organization { id name timeZone address { address1 address2 city state zipcode country } } } }';
const GOOD = { name: ' Acme Music ', address1: ' 12 Harbour Road ', address2: '', city: 'Lisbon', state: 'Lisboa', zipcode: '1100-148', country: 'PT', timeZone: 'Europe/Lisbon' };
const SAVED = { name: 'Acme Music', timeZone: 'Europe/Lisbon', address: { address1: '12 Harbour Road', address2: null, city: 'Lisbon', state: 'Lisboa', zipcode: '1100-148', country: 'PT' } };

const settings = suite('updateOrganization');

settings('an owner or an administrator saves the settings, trimmed; every member reads them', async () => {
  const { owner, admin, member, a } = await world();
  const created = (await owner.ok(READ)).me.organization;
  assert.is(created.address, null, 'no address until one is set');
  assert.is(typeof created.timeZone, 'string', "a new organization takes its creator's time zone");
  assert.equal((await owner.ok(UPDATE, { input: GOOD })).updateOrganization.organization, { id: a.id, ...SAVED });
  assert.equal((await member.ok(READ)).me.organization, { id: a.id, ...SAVED });
  const again = { ...GOOD, name: 'Acme', address2: 'Floor 2', country: 'FR', state: 'Île-de-France', city: 'Paris', zipcode: '75001', timeZone: 'Europe/Paris' };
  const saved = (await admin.ok(UPDATE, { input: again })).updateOrganization.organization;
  assert.equal([saved.name, saved.address.address2, saved.address.country, saved.timeZone], ['Acme', 'Floor 2', 'FR', 'Europe/Paris']);
});

settings('members, visitors and outsiders cannot change them; nothing is written', async () => {
  const { owner, member, visitor, outsider, a } = await world();
  for (const caller of [member, visitor]) {
    const refused = await caller.try(UPDATE, { input: GOOD });
    assert.equal([refused.code, refused.message], ['FORBIDDEN', "Only owners and administrators can change the organization's settings"]);
  }
  assert.is((await outsider.in(a.id).try(UPDATE, { input: GOOD })).code, 'NOT_FOUND');
  const read = await owner.ok(READ);
  assert.is(read.me.organization.address, null);
  assert.is(read.me.organization.name, 'Acme');
});

settings('bad input is refused with the field and a clear message, never half saved', async () => {
  const { owner } = await world();
  for (const [change, field, message] of [
    [{ name: ' A ' }, 'name', undefined],
    [{ address1: 'x'.repeat(257) }, 'address1', undefined],
    [{ zipcode: '1234567890123' }, 'zipcode', undefined],
    [{ country: 'Narnia' }, 'country', 'Choose a country from the list'],
    [{ state: 'Bavaria' }, 'state', "Choose a state from the country's list"],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Enter a known time zone, such as Europe/Paris'],
    [{ city: '   ' }, 'city', undefined],
  ] as const) {
    const refused = await owner.try(UPDATE, { input: { ...GOOD, ...change } });
    assert.equal([refused.code, refused.field], ['BAD_USER_INPUT', field], JSON.stringify(change));
    if (message) assert.is(refused.message, message);
  }
  assert.is((await owner.ok(READ)).me.organization.address, null, 'nothing was saved');
});

settings("another organization's settings are out of reach: the request's organization is the one changed", async () => {
  const { owner, outsider, a, b } = await world();
  await outsider.ok(UPDATE, { input: { ...GOOD, name: 'Bravo Ltd' } });
  const mine = (await owner.ok(READ)).me.organization;
  assert.equal([mine.id, mine.name, mine.address], [a.id, 'Acme', null]);
  assert.is((await outsider.ok(READ)).me.organization.id, b.id);
});

settings('the settings are stored: a server started again on the same database has them', async () => {
  const { app, owner } = await world();
  await owner.ok(UPDATE, { input: GOOD });
  const restarted = await makeApp({}, { database: app.database });
  const browser = new Browser(restarted);
  for (const [name, value] of owner.browser.cookies) browser.cookies.set(name, value);
  const read = (await new Caller(browser, owner.org, owner.roleId).ok(READ)).me.organization;
  assert.equal({ name: read.name, timeZone: read.timeZone, address: read.address }, SAVED);
});

settings.run();
