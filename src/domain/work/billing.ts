/**
 * What an organization's plan is and what it counts (§2 /admin/billing). Tidemark is in beta: one
 * free plan, no payment provider, no invoices. Seats are the accepted members by type; visitors
 * are free, and OWNERs, ADMINs and MEMBERs are the seats a paid plan would count.
 */
import type { RoleStatus, RoleType } from '../shared/role.ts';

/** The one plan there is today. */
export const BETA_PLAN = {
  name: 'Beta',
  pricePerSeat: 0,
  currency: 'EUR',
  description: 'Tidemark is in beta: every organization is on this free plan, with every feature and no limit on members.',
} as const;

/** Said on the page: there is nothing to pay, and no way to pay yet. */
export const NO_PAYMENT_PROVIDER = 'There is no payment provider yet: nothing is charged, and no card is asked for.';
export const NO_INVOICES = 'No invoices yet: the beta plan is free.';

/** Who sees billing. */
export const BILLING_OWNERS_ONLY = 'Only owners can see billing';

/** The role types in the order the page lists them, and whether a seat of that type is billed. */
export const SEAT_TYPES: readonly { readonly type: RoleType; readonly billed: boolean }[] = [
  { type: 'OWNER', billed: true },
  { type: 'ADMIN', billed: true },
  { type: 'MEMBER', billed: true },
  { type: 'VISITOR', billed: false },
];

/** Accepted members by type (every type, zero included), and how many of them are billed seats. */
export function seatsOf(roles: readonly { readonly type: RoleType; readonly status: RoleStatus }[]): { readonly seats: readonly { readonly type: RoleType; readonly count: number }[]; readonly billedSeats: number } {
  const accepted = roles.filter((role) => role.status === 'ACCEPTED');
  const seats = SEAT_TYPES.map(({ type }) => ({ type, count: accepted.filter((role) => role.type === type).length }));
  const billedSeats = seats.filter((seat) => SEAT_TYPES.find((known) => known.type === seat.type)!.billed).reduce((sum, seat) => sum + seat.count, 0);
  return { seats, billedSeats };
}

/** What the billing page shows, as the server answers it. */
export interface Billing {
  readonly plan: { readonly name: string; readonly pricePerSeat: number; readonly currency: string; readonly description: string };
  readonly seats: readonly { readonly type: RoleType; readonly count: number }[];
  readonly billedSeats: number;
  readonly invoices: readonly { readonly id: string; readonly issuedAt: string; readonly amount: number; readonly currency: string }[];
}

/** A price in the currency's smallest unit, as people read it: 'Free', or '€12.00 a seat a month'. */
export function priceText(plan: Billing['plan'], locale = 'en'): string {
  if (plan.pricePerSeat === 0) return 'Free';
  return `${new Intl.NumberFormat(locale, { style: 'currency', currency: plan.currency }).format(plan.pricePerSeat / 100)} a seat a month`;
}
