/**
 * A ticket list's §3 filter panel (issue 18), for the toolbar's Filters button to open: loaded the
 * first time it opens (the pickers and ranges are not part of the pages' first load).
 */
import { lazy, Suspense } from 'react';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import type { ListFilterKind } from '../../../../domain/work/ticket-list-query.ts';

const FilterPanel = lazy(() => import('./ticket-filter-panel.tsx'));

/** The panel, with a line while its code loads. */
export function TicketFilters({ model, kind }: { readonly model: TicketListModel; readonly kind: ListFilterKind }) {
  return (
    <Suspense fallback={<p className="muted">Loading the filters…</p>}>
      <FilterPanel model={model} kind={kind} />
    </Suspense>
  );
}
