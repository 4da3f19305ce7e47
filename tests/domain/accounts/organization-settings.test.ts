import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addressLines, allCountries, countryName, countryOf, SETTINGS_MESSAGES, validateOrganizationSettings } from '../../../src/domain/accounts/organization-settings.ts';
import { UNKNOWN_TIME_ZONE } from '../../../src/domain/validation/validate-accounts.ts';

const lists = suite('the country and state lists');

lists('every country has a unique two-letter code, a name and at least one state', () => {
  const countries = allCountries();
  assert.ok(countries.length > 240);
  assert.is(new Set(countries.map((country) => country.code)).size, countries.length);
  for (const country of countries) {
    assert.match(country.code, /^[A-Z]{2}$/);
    assert.ok(country.name.length > 1, country.code);
    assert.ok(country.regions.length >= 1, country.code);
    assert.is(new Set(country.regions).size, country.regions.length, `${country.code} has no state twice`);
  }
});

lists('a code finds its country; an unknown code finds nothing and is shown as it is', () => {
  assert.is(countryOf('US')!.name, 'United States');
  assert.ok(countryOf('US')!.regions.includes('California'));
  assert.ok(countryOf('FR')!.regions.length > 10);
  assert.is(countryOf('ZZ'), undefined);
  assert.is(countryOf('us'), undefined);
  assert.is(countryName('DE'), 'Germany');
  assert.is(countryName('ZZ'), 'ZZ');
});

lists('an address reads as a letter carries it, without empty lines', () => {
  assert.equal(addressLines({ address1: '1 Rue de Rivoli', address2: null, zipcode: '75001', city: 'Paris', state: 'Paris', country: 'FR' }), ['1 Rue de Rivoli', '75001 Paris', 'Paris', 'France']);
});

const check = suite('organization settings, checked');

const good = { name: '  Acme  ', address1: ' 1 Main St ', address2: '  ', city: ' Springfield ', country: 'US', state: 'Illinois', zipcode: '62701', timeZone: 'America/Chicago' };
const errorsOf = (input: unknown) => {
  const checked = validateOrganizationSettings(input);
  return checked.ok ? {} : Object.fromEntries(checked.errors.map((error) => [error.field, error.message]));
};

check('good settings are trimmed; an empty second line becomes null', () => {
  assert.equal(validateOrganizationSettings(good), {
    ok: true,
    value: { name: 'Acme', address1: '1 Main St', address2: null, city: 'Springfield', country: 'US', state: 'Illinois', zipcode: '62701', timeZone: 'America/Chicago' },
  });
});

check("§5's bounds hold: name 2 to 128, lines 256, zip code 12", () => {
  const errors = errorsOf({ ...good, name: ' A ', address1: 'x'.repeat(257), zipcode: '1234567890123' });
  assert.equal(Object.keys(errors), ['name', 'address1', 'zipcode']);
  assert.ok(validateOrganizationSettings({ ...good, name: 'x'.repeat(128), address1: 'y'.repeat(256), zipcode: '123456789012' }).ok);
});

check('the country must be on the list, the state one of its states, the time zone known', () => {
  assert.equal(errorsOf({ ...good, country: 'Narnia' }), { country: SETTINGS_MESSAGES.country, state: SETTINGS_MESSAGES.stateWithoutCountry });
  assert.equal(errorsOf({ ...good, state: 'Bavaria' }), { state: SETTINGS_MESSAGES.state });
  assert.equal(errorsOf({ ...good, country: 'DE', state: 'Bayern', timeZone: 'Europe/Berlin' }), {});
  assert.equal(errorsOf({ ...good, timeZone: 'Mars/Olympus' }), { timeZone: UNKNOWN_TIME_ZONE });
  assert.equal(errorsOf({ ...good, timeZone: ' ' }), { timeZone: SETTINGS_MESSAGES.timeZone });
});

check('errors come in the form order, one per field; required fields are required', () => {
  const checked = validateOrganizationSettings({});
  assert.not.ok(checked.ok);
  if (checked.ok) return;
  assert.equal(checked.errors.map((error) => error.field), ['name', 'address1', 'city', 'country', 'state', 'zipcode', 'timeZone']);
});

check('input that is not an object, or fields that are not text, are refused, never thrown on', () => {
  for (const input of [null, 42, 'x', []]) assert.not.ok(validateOrganizationSettings(input).ok);
  assert.ok('country' in errorsOf({ ...good, country: 7 }));
  assert.ok('timeZone' in errorsOf({ ...good, timeZone: ['UTC'] }));
});

lists.run();
check.run();
