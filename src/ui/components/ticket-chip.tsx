/**
 * A ticket named in Markdown (`#123`), as a chip: inside the organization's pages a link to the
 * ticket's page once the number is looked up (to a search for the number until then, or when no
 * ticket has it); elsewhere the number alone. Its text stays the number as written.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { orgPath } from '../../domain/shared/org-routes.ts';
import { useWorkIfAny } from '../work-context.tsx';

/** The chip of ticket #`localId`. */
export function TicketChip({ localId }: { readonly localId: number }) {
  useSignals();
  const work = useWorkIfAny();
  const label = `#${localId}`;
  if (!work) return <span className="ticket-chip">{label}</span>;
  const reference = work.area.tickets.references.find(localId).value;
  const orgId = work.scope.orgId;
  const href = reference.status === 'found' ? orgPath(orgId, `ticket/${reference.id}/view`) : orgPath(orgId, `search?q=${encodeURIComponent(label)}`);
  return (
    <Link href={href} className="ticket-chip" data-status={reference.status} title={reference.status === 'found' ? `${label} ${reference.title}` : reference.status === 'missing' ? `No ticket ${label} here: search for it` : undefined}>
      {label}
    </Link>
  );
}
