/** /admin/billing on the server: the plan, the seats in use and the invoices, for owners only. */
import { BETA_PLAN, BILLING_OWNERS_ONLY, seatsOf } from '../../src/domain/work/billing.ts';
import { userError } from '../shared/errors.ts';
import type { Scope } from './scope.ts';

/** The organization's billing: the one free beta plan, accepted members by type, no invoices. */
export function billingOf(scope: Scope) {
  if (scope.role.type !== 'OWNER') throw userError(BILLING_OWNERS_ONLY, 'FORBIDDEN');
  const { seats, billedSeats } = seatsOf(scope.members);
  return { plan: BETA_PLAN, seats, billedSeats, invoices: [] };
}
