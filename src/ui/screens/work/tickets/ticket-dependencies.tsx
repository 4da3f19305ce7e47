/**
 * A ticket's dependencies: what it waits on (add by #number or title, remove) and what waits on
 * it. A dependency that would close a cycle is refused with the server's message.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import type { TicketDetail, TicketLinkView, TicketRow } from '../../../../domain/work/ticket-types.ts';
import { useWork } from '../../../work-context.tsx';
import { StateBadge } from './ticket-bits.tsx';

function LinkItem({ link, onRemove, busy }: { readonly link: TicketLinkView; readonly onRemove?: () => void; readonly busy?: boolean }) {
  const { scope } = useWork();
  return (
    <li className="dependency">
      <Link href={orgPath(scope.orgId, `ticket/${link.id}/view`)}>
        #{link.localId} {link.title}
      </Link>
      <StateBadge state={link.displayState} />
      {onRemove ? (
        <button type="button" className="button button-quiet button-small" disabled={busy} aria-label={`Remove the wait on #${link.localId}`} onClick={onRemove}>
          Remove
        </button>
      ) : null}
    </li>
  );
}

export function DependenciesSection({ model, ticket, writable }: { readonly model: TicketModel; readonly ticket: TicketDetail; readonly writable: boolean }) {
  useSignals();
  const saving = model.saving.value;
  return (
    <section className="ticket-section" aria-labelledby="dependencies-heading">
      <h2 id="dependencies-heading">Dependencies</h2>
      <div className="dependency-columns">
        <div>
          <h3>Waits on</h3>
          {ticket.waitingOn.length === 0 ? <p className="muted">Nothing.</p> : null}
          <ul className="dependency-list">
            {ticket.waitingOn.map((link) => (
              <LinkItem key={link.id} link={link} busy={saving.has(`dependency:${link.id}`)} {...(writable ? { onRemove: () => void model.removeDependency(link.id) } : {})} />
            ))}
          </ul>
          {writable ? <AddDependency model={model} /> : null}
        </div>
        <div>
          <h3>Blocking</h3>
          {ticket.blocking.length === 0 ? <p className="muted">No ticket waits on this one.</p> : null}
          <ul className="dependency-list">
            {ticket.blocking.map((link) => (
              <LinkItem key={link.id} link={link} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function AddDependency({ model }: { readonly model: TicketModel }) {
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly TicketRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const search = async () => {
    const mine = ++asked.current;
    setError(null);
    const rows = await model.findTickets(text);
    if (mine === asked.current) setFound(rows);
  };
  const add = async (row: TicketRow) => {
    setBusy(true);
    const result = await model.addDependency(row.id);
    setBusy(false);
    if (result.ok) {
      setText('');
      setFound(null);
      setError(null);
    } else setError(result.message);
  };
  return (
    <div className="add-dependency">
      <form
        className="add-text-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          Find a ticket to wait on
        </label>
        <input id={id} className="form-input" placeholder="#number or title" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button" disabled={text.trim() === ''}>
          Find
        </button>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {found !== null ? (
        found.length === 0 ? (
          <p className="muted">No other ticket matches.</p>
        ) : (
          <ul className="dependency-results" aria-label="Matching tickets">
            {found.map((row) => (
              <li key={row.id}>
                <button type="button" className="button button-small" disabled={busy} onClick={() => void add(row)}>
                  Wait on #{row.localId} {row.title}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
