/**
 * The shape check of a billing answer, apart from billing.ts: the organization pages' gateway
 * carries this alone, and the billing page's texts load with the page.
 */
import type { Billing } from './billing.ts';
/** Whether an answer has the shape of Billing. */
export function isBilling(value: unknown): boolean {
  const billing = value as Partial<Record<keyof Billing, unknown>> | null;
  const plan = billing?.plan as Partial<Record<keyof Billing['plan'], unknown>> | null | undefined;
  return (
    typeof plan?.name === 'string' &&
    typeof plan.pricePerSeat === 'number' &&
    typeof plan.currency === 'string' &&
    typeof plan.description === 'string' &&
    Array.isArray(billing?.seats) &&
    billing.seats.every((seat: { type?: unknown; count?: unknown }) => typeof seat?.type === 'string' && typeof seat.count === 'number') &&
    typeof billing?.billedSeats === 'number' &&
    Array.isArray(billing.invoices) &&
    billing.invoices.every((invoice: Record<string, unknown>) => typeof invoice?.['id'] === 'string' && typeof invoice['issuedAt'] === 'string' && typeof invoice['amount'] === 'number' && typeof invoice['currency'] === 'string')
  );
}
