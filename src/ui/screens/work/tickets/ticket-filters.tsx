/**
 * A ticket list's Filters button (issue 18): it opens the §3 filter panel under the toolbar, loaded
 * the first time it opens (the pickers and ranges are not part of the pages' first load).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useId, useState } from 'react';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import { listFilterCount, type ListFilterKind } from '../../../../domain/work/ticket-list-query.ts';

const FilterPanel = lazy(() => import('./ticket-filter-panel.tsx'));

/** The Filters button, and under the toolbar the panel it opens (open at first when a filter is chosen). */
export function TicketFilters({ model, kind }: { readonly model: TicketListModel; readonly kind: ListFilterKind }) {
  useSignals();
  const count = listFilterCount(model.query.value.filter);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  return (
    <>
      <button type="button" className="state-chip ticket-filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      <div id={panelId} className="ticket-filters" hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="muted">Loading the filters…</p>}>
            <FilterPanel model={model} kind={kind} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}

