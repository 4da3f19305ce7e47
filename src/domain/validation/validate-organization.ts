/**
 * §5 Organization form, apart from the other account forms: its compiled schema is a module of its
 * own, so only the organization settings (issue 18) carry it, not every page that signs in.
 */
import type { Validated } from '../shared/result.ts';
import { organizationForm } from './generated/organization-forms.js';
import { organizationFormFields, type OrganizationForm } from './forms.ts';
import { trim, trimToNull, validateForm } from './validate-accounts.ts';

/** §5 Organization form: text trimmed (zip code excepted, as §5 says); an empty second line becomes null. */
export function validateOrganizationForm(input: unknown): Validated<OrganizationForm> {
  const normalize = { name: trim, address1: trim, address2: trimToNull, country: trim, state: trim, city: trim };
  return validateForm(organizationForm, organizationFormFields, input, { normalize });
}
