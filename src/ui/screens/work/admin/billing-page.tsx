/**
 * /admin/billing (§2), for owners: the plan (Tidemark is in beta: one free plan), the seats in use
 * (accepted members by type; visitors are free) and the invoices (none yet). There is no payment
 * provider, and the page says so rather than showing a form that would charge nothing.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { NO_INVOICES, NO_PAYMENT_PROVIDER, priceText, SEAT_TYPES, BILLING_OWNERS_ONLY, type Billing } from '../../../../domain/work/billing.ts';
import { roleTypeLabel } from '../../../../domain/shared/role.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdminPage, Loaded } from './admin-common.tsx';
import { usePageModel } from './use-catalogues.ts';

export function BillingPage() {
  useSignals();
  usePageTitle('Billing');
  const owner = useAccountArea().session.me.value?.role?.type === 'OWNER';
  return <AdminPage title="Billing">{owner ? <OwnersBilling /> : <p className="admin-note" role="note">{BILLING_OWNERS_ONLY}.</p>}</AdminPage>;
}

function OwnersBilling() {
  const billing = usePageModel((catalogues) => catalogues.billing(), []);
  return (
    <Loaded model={billing} what="billing">
      {(value) => <BillingSections billing={value} />}
    </Loaded>
  );
}

function BillingSections({ billing }: { readonly billing: Billing }) {
  const { plan, seats, billedSeats, invoices } = billing;
  return (
    <div className="billing">
      <section className="billing-section" aria-labelledby="billing-plan">
        <h2 id="billing-plan">Plan</h2>
        <p className="billing-plan">
          <strong>{plan.name}</strong> <span className="billing-price">{priceText(plan)}</span>
        </p>
        <p>{plan.description}</p>
        <p className="admin-note" role="note">
          {NO_PAYMENT_PROVIDER}
        </p>
      </section>
      <section className="billing-section" aria-labelledby="billing-seats">
        <h2 id="billing-seats">Seats in use</h2>
        <table className="billing-seats">
          <caption className="visually-hidden">Accepted members by role type</caption>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Members</th>
              <th scope="col">Counts as a seat</th>
            </tr>
          </thead>
          <tbody>
            {seats.map((seat) => (
              <tr key={seat.type}>
                <th scope="row">{roleTypeLabel(seat.type)}</th>
                <td>{seat.count}</td>
                <td>{SEAT_TYPES.find((known) => known.type === seat.type)?.billed === false ? 'No, visitors are free' : 'Yes'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Seats counted</th>
              <td colSpan={2}>{billedSeats}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className="billing-section" aria-labelledby="billing-invoices">
        <h2 id="billing-invoices">Invoices</h2>
        {invoices.length === 0 ? (
          <p>{NO_INVOICES}</p>
        ) : (
          <ul>
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                {invoice.issuedAt.slice(0, 10)}: {new Intl.NumberFormat('en', { style: 'currency', currency: invoice.currency }).format(invoice.amount / 100)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
