/**
 * The organization's settings as the server answers them, and the check of that shape at the edge,
 * apart from organization-settings.ts: the session's gateways load on every organization page, and
 * must not carry the country lists with them.
 */
import type { OrganizationForm } from '../validation/forms.ts';

/** The settings as the server answers them: the address and time zone are null until set. */
export interface SavedOrganizationSettings {
  readonly id: string;
  readonly name: string;
  readonly timeZone: string | null;
  readonly address: Omit<OrganizationForm, 'name'> | null;
}

const ADDRESS_TEXT = ['address1', 'city', 'state', 'zipcode', 'country'] as const;

/** Whether a payload has the shape of saved settings (validation at the edge). */
export function isSavedOrganizationSettings(value: unknown): boolean {
  const saved = value as { id?: unknown; name?: unknown; timeZone?: unknown; address?: Record<string, unknown> | null } | null;
  if (typeof saved?.id !== 'string' || typeof saved.name !== 'string') return false;
  if (saved.timeZone !== null && typeof saved.timeZone !== 'string') return false;
  const address = saved.address;
  if (address === null) return true;
  if (typeof address !== 'object' || address === undefined) return false;
  return ADDRESS_TEXT.every((key) => typeof address[key] === 'string') && (address['address2'] === null || typeof address['address2'] === 'string');
}
