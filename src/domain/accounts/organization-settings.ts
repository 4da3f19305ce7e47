/**
 * The organization's settings (issue 18): §3's Organization form (name and postal address) and the
 * organization's time zone, checked with §5's rules, and again against the lists: the country is
 * one of the known countries (kept by its ISO 3166-1 alpha-2 code, 'FR'), the state one of that
 * country's states, provinces or regions, by name, the time zone one the clock knows. The page and
 * the server run the same check.
 */
import { isKnownTimeZone } from '../shared/dates.ts';
import type { Validated } from '../shared/result.ts';
import type { OrganizationForm } from '../validation/forms.ts';
import { UNKNOWN_TIME_ZONE } from '../validation/validate-accounts.ts';
import { validateOrganizationForm } from '../validation/validate-organization.ts';
import { REGIONS_DATA } from './regions-data.ts';

/** A country of the list: its code and English name, and its states or regions in the list's order. */
export interface Country {
  readonly code: string;
  readonly name: string;
  readonly regions: readonly string[];
}

/** The organization's settings as stored and as the form sends them. */
export interface OrganizationSettings extends OrganizationForm {
  /** An IANA time zone name, such as Europe/Paris. */
  readonly timeZone: string;
}

/** The fields in the form's order: the address's country before its state, which depends on it. */
export const ORGANIZATION_SETTINGS_FIELDS = ['name', 'address1', 'address2', 'city', 'country', 'state', 'zipcode', 'timeZone'] as const;

export type OrganizationSettingsField = (typeof ORGANIZATION_SETTINGS_FIELDS)[number];

/** The labels of the fields (§5's, plus the time zone). */
export const ORGANIZATION_SETTINGS_LABELS: Readonly<Record<OrganizationSettingsField, string>> = {
  name: 'Organization name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  country: 'Country',
  state: 'State',
  zipcode: 'Zip code',
  timeZone: 'Time zone',
};

export const SETTINGS_MESSAGES = {
  country: 'Choose a country from the list',
  state: "Choose a state from the country's list",
  stateWithoutCountry: 'Choose the country first',
  timeZone: 'Choose a time zone',
} as const;

let countries: readonly Country[] | undefined;
let byCode: ReadonlyMap<string, Country> | undefined;

/** Every country of the list, by English name. */
export function allCountries(): readonly Country[] {
  countries ??= REGIONS_DATA.map((line) => {
    const [code, name, regions] = line.split('|') as [string, string, string];
    return { code, name, regions: regions.split(';') };
  });
  return countries;
}

/** The country of a code ('FR'), or undefined for a code that is not on the list. */
export function countryOf(code: string): Country | undefined {
  byCode ??= new Map(allCountries().map((country) => [country.code, country]));
  return byCode.get(code);
}

/** The name of a country code, or the code itself when it is not on the list. */
export function countryName(code: string): string {
  return countryOf(code)?.name ?? code;
}

/** The address on one line per part, as a letter would carry it. */
export function addressLines(settings: Pick<OrganizationForm, 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'country'>): readonly string[] {
  return [settings.address1, settings.address2 ?? '', [settings.zipcode, settings.city].filter(Boolean).join(' '), settings.state, countryName(settings.country)].filter(
    (line) => line.trim() !== '',
  );
}

/**
 * Checks the settings: §5's organization form (name trimmed, 2 to 128 characters; address lines,
 * city, country and state trimmed, at most 256; zip code at most 12; an empty second line becomes
 * null), then a country of the list, one of its states, and a known time zone. Errors come in the
 * form's order, one per field.
 */
export function validateOrganizationSettings(input: unknown): Validated<OrganizationSettings> {
  const form = validateOrganizationForm(input);
  const errors = new Map<string, string>(form.ok ? [] : form.errors.map((error) => [error.field, error.message]));
  const raw = typeof input === 'object' && input !== null ? (input as Readonly<Record<string, unknown>>) : {};
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : '');
  const country = countryOf(text('country'));
  if (!errors.has('country') && !country) errors.set('country', SETTINGS_MESSAGES.country);
  if (!errors.has('state')) {
    if (!country) errors.set('state', SETTINGS_MESSAGES.stateWithoutCountry);
    else if (!country.regions.includes(text('state'))) errors.set('state', SETTINGS_MESSAGES.state);
  }
  const timeZone = text('timeZone');
  if (timeZone === '') errors.set('timeZone', SETTINGS_MESSAGES.timeZone);
  else if (timeZone.length > 128 || !isKnownTimeZone(timeZone)) errors.set('timeZone', UNKNOWN_TIME_ZONE);
  if (errors.size > 0 || !form.ok) {
    const order: readonly string[] = ORGANIZATION_SETTINGS_FIELDS;
    const ranked = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    return { ok: false, errors: [...errors].sort(([a], [b]) => ranked(a) - ranked(b)).map(([field, message]) => ({ field, message })) };
  }
  return { ok: true, value: { ...form.value, timeZone } };
}

