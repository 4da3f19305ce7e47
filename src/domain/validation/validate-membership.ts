/** §5 Creating an organization and inviting someone to one. */
import type { Validated } from '../shared/result.ts';
import { createOrganization, invite } from './generated/account-forms.js';
import type { CreateOrganizationForm, InviteForm } from './forms.ts';
import { createOrganizationFields, inviteFields } from './forms.ts';
import { trim, validateForm, withKnownTimeZone } from './validate-accounts.ts';

/** §5 Create organization: the name trimmed and bounded like the organization form's; a known time zone. */
export function validateCreateOrganization(input: unknown): Validated<CreateOrganizationForm> {
  const checked = validateForm<CreateOrganizationForm>(createOrganization, createOrganizationFields, input, { normalize: { name: trim, userName: trim } });
  return withKnownTimeZone(checked, input, createOrganizationFields, (value) => value);
}

/** §5 Invite-like schema: a valid email address, and a known status and role when given. */
export function validateInvite(input: unknown): Validated<InviteForm> {
  return validateForm(invite, inviteFields, input);
}
