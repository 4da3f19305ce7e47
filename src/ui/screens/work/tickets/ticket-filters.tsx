/**
 * The tickets list's §3 ticket filter (issue 18): projects (with their sub-projects or not),
 * products, workflows, authors, assignees and tags as labelled multi-pickers, Active, the schedule
 * statuses and the created range, with the search page's building blocks. The list keeps it in the
 * URL; the server answers it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import type { PickListsModel } from '../../../../application/work/ticket-pick-lists-model.ts';
import { TICKET_FILTER_DEFAULTS, TICKET_FLAG_LABELS, type TicketFilter } from '../../../../domain/work/filters.ts';
import { SCHEDULE_STATUS_LABELS, SCHEDULE_STATUSES } from '../../../../domain/work/search-query.ts';
import { ticketFilterCount } from '../../../../domain/work/ticket-list-query.ts';
import { useWork } from '../../../work-context.tsx';
import { DateRangeField, RecordPicker, toggled, type Choice } from '../filter-fields.tsx';

/** The record sets the list offers, in the panel's order ('features': the product has none). */
type RecordSet = 'projects' | 'products' | 'workflows' | 'authors' | 'assignees' | 'tags';
const RECORD_SETS: readonly (readonly [RecordSet, string])[] = [
  ['projects', 'Projects'],
  ['products', 'Products'],
  ['workflows', 'Workflows'],
  ['authors', 'Authors'],
  ['assignees', 'Assignees'],
  ['tags', 'Tags'],
];

/** The choices of each record set, from the pick lists (projects in tree order, children indented). */
function choicesOf(picks: PickListsModel): Readonly<Record<RecordSet, readonly Choice[]>> {
  const { products, workflows, people, tags } = picks.lists.value;
  const persons = people.map((person) => ({ id: person.id, label: person.name }));
  return {
    projects: picks.projectTree.value.map(({ project, depth }) => ({ id: project.id, label: `${'  '.repeat(depth)}${depth > 0 ? '└ ' : ''}${project.name}` })),
    products: products.map((product) => ({ id: product.id, label: product.name })),
    workflows: workflows.map((workflow) => ({ id: workflow.id, label: workflow.name })),
    authors: persons,
    assignees: persons,
    tags: tags.map((tag) => ({ id: tag.id, label: tag.name })),
  };
}

/** The Filters button, and under the toolbar the panel it opens (open at first when a filter is chosen). */
export function TicketFilters({ model }: { readonly model: TicketListModel }) {
  useSignals();
  const filter = model.query.value.filter;
  const count = ticketFilterCount(filter);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  return (
    <>
      <button type="button" className="state-chip ticket-filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      <div id={panelId} className="ticket-filters" hidden={!open}>
        {open ? <FilterPanel model={model} /> : null}
      </div>
    </>
  );
}

function FilterPanel({ model }: { readonly model: TicketListModel }) {
  useSignals();
  const { area } = useWork();
  const picks = area.tickets.pickLists;
  useEffect(() => {
    void picks.load();
  }, [picks]);
  const filter = model.query.value.filter;
  const count = ticketFilterCount(filter);
  const choices = choicesOf(picks);
  const loading = picks.state.value.status === 'loading' || picks.state.value.status === 'idle';
  const set = (next: Partial<TicketFilter>) => model.setFilter({ ...filter, ...next });
  const setRecords = (key: RecordSet, ids: readonly string[]) => set({ recordSets: { ...filter.recordSets, [key]: ids } });
  return (
    <div className="ticket-filters-body">
      <div className="ticket-filters-head">
        <h2 className="ticket-filters-title">
          Filters{' '}
          <span className="search-count-badge" data-active={count > 0 || undefined}>
            {count === 0 ? 'none active' : `${count} active`}
          </span>
        </h2>
        <button type="button" className="button button-small" onClick={() => model.setFilter(TICKET_FILTER_DEFAULTS)} disabled={count === 0}>
          Clear filters
        </button>
      </div>
      {picks.state.value.status === 'failed' ? (
        <p className="field-error" role="alert">
          The choices could not be loaded.{' '}
          <button type="button" className="button button-small" onClick={() => void picks.refresh()}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="ticket-filters-grid">
        <div className="search-pickers">
          {RECORD_SETS.map(([key, label]) => (
            <RecordPicker key={key} label={label} choices={choices[key]} value={filter.recordSets[key]} onChange={(ids) => setRecords(key, ids)} loading={loading} />
          ))}
          {filter.recordSets.projects.length > 0 ? (
            <label className="search-option">
              <input type="checkbox" checked={filter.recursive} onChange={() => set({ recursive: !filter.recursive })} />
              <span>Include sub-projects</span>
            </label>
          ) : null}
        </div>
        <div className="ticket-filters-column">
          <fieldset className="search-options">
            <legend className="form-label">Show only</legend>
            <label className="search-option">
              <input type="checkbox" checked={filter.flags.isActive} onChange={() => set({ flags: { isActive: !filter.flags.isActive } })} />
              <span>{TICKET_FLAG_LABELS.isActive}</span>
            </label>
          </fieldset>
          <fieldset className="search-options">
            <legend className="form-label">Status</legend>
            {SCHEDULE_STATUSES.map((status) => (
              <label key={status} className="search-option">
                <input
                  type="checkbox"
                  checked={filter.valueSets.statuses.includes(status)}
                  onChange={() => set({ valueSets: { ...filter.valueSets, statuses: toggled(filter.valueSets.statuses, status) } })}
                />
                <span>{SCHEDULE_STATUS_LABELS[status]}</span>
              </label>
            ))}
          </fieldset>
          <DateRangeField label="Created" value={filter.dates.createdAt} onChange={(range) => set({ dates: { createdAt: range } })} />
        </div>
      </div>
    </div>
  );
}
