/** A ticket's checklist: add, tick, edit in place, remove. */
import { useSignals } from '@preact/signals-react/runtime';
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import type { TicketDetail } from '../../../../domain/work/ticket-types.ts';
import { AddTextForm, InlineText } from './inline-text.tsx';

export function ChecklistSection({ model, ticket, writable }: { readonly model: TicketModel; readonly ticket: TicketDetail; readonly writable: boolean }) {
  useSignals();
  const saving = model.saving.value;
  const done = ticket.checklist.filter((item) => item.done).length;
  return (
    <section className="ticket-section" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">
        Checklist{' '}
        {ticket.checklist.length > 0 ? (
          <span className="muted">
            {done}/{ticket.checklist.length}
          </span>
        ) : null}
      </h2>
      {ticket.checklist.length === 0 ? <p className="muted">No checklist items.</p> : null}
      <ul className="checklist">
        {ticket.checklist.map((item) => (
          <li key={item.id} className="checklist-item" data-done={item.done || undefined}>
            <input
              type="checkbox"
              checked={item.done}
              disabled={!writable}
              // Not disabled while saving (that would drop the focus to the page): a second click waits.
              aria-disabled={saving.has(`checklist:${item.id}`) || undefined}
              aria-label={`Done: ${item.text}`}
              onChange={(event) => {
                if (!saving.has(`checklist:${item.id}`)) void model.updateChecklistItem(item.id, { done: event.target.checked });
              }}
            />
            <InlineText label="Checklist item" field="checklistItem" value={item.text} readOnly={!writable} className="checklist-text" save={(text) => model.updateChecklistItem(item.id, { text })} />
            {writable ? (
              <button type="button" className="button button-quiet button-small" aria-label={`Remove ${item.text}`} disabled={saving.has(`checklist:${item.id}`)} onClick={() => void model.removeChecklistItem(item.id)}>
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {writable ? <AddTextForm label="New checklist item" action="Add item" field="checklistItem" placeholder="Add an item…" onAdd={model.addChecklistItem} /> : null}
    </section>
  );
}
