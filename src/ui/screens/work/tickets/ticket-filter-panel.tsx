/**
 * A ticket list's §3 filter panel (issue 18), loaded when first opened, with the search page's building blocks. On the
 * tickets page the ticket filter: projects (with their sub-projects or not), products, workflows,
 * authors, assignees and tags as labelled multi-pickers, Active, the schedule statuses and the
 * created range. On the explorer's tickets tab the explorer filter: products, workflows, authors,
 * owners, assignees and tags, Hide Completed, statuses, the created, closed and ETA ranges, and the
 * sort. The list keeps it in the URL; the server answers it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import type { PickListsModel } from '../../../../application/work/ticket-pick-lists-model.ts';
import { SCHEDULE_STATUS_LABELS, SCHEDULE_STATUSES } from '../../../../domain/work/search-query.ts';
import {
  LIST_FILTER_LABELS,
  LIST_FILTER_PARTS,
  listFilterCount,
  NO_LIST_FILTER,
  type ListFilter,
  type ListFilterKind,
  type ListRecordSet,
  type SortField,
} from '../../../../domain/work/ticket-list-query.ts';
import type { ScheduleStatus } from '../../../../domain/work/work.ts';
import { useWork } from '../../../work-context.tsx';
import { DateRangeField, FiltersHead, RecordPicker, SortFields, toggled, type Choice } from '../filter-fields.tsx';

/** The choices of each record set, from the pick lists (projects in tree order, children indented). */
function choicesOf(picks: PickListsModel): Readonly<Record<ListRecordSet, readonly Choice[]>> {
  const { products, workflows, people, tags } = picks.lists.value;
  const persons = people.map((person) => ({ id: person.id, label: person.name }));
  return {
    projects: picks.projectTree.value.map(({ project, depth }) => ({ id: project.id, label: `${'  '.repeat(depth)}${depth > 0 ? '└ ' : ''}${project.name}` })),
    products: products.map((product) => ({ id: product.id, label: product.name })),
    workflows: workflows.map((workflow) => ({ id: workflow.id, label: workflow.name })),
    authors: persons,
    owners: persons,
    assignees: persons,
    openAssignees: persons,
    tags: tags.map((tag) => ({ id: tag.id, label: tag.name })),
  };
}

/** The sort choices of the explorer filter (the tickets page sorts by its column headers). */
const SORTS: readonly (readonly [SortField, string])[] = [
  ['title', 'Title'],
  ['createdAt', 'Created'],
  ['localId', 'Number'],
  ['eta', 'ETA'],
  ['closedAt', 'Closed'],
];

export default function FilterPanel({ model, kind }: { readonly model: TicketListModel; readonly kind: ListFilterKind }) {
  useSignals();
  const { area } = useWork();
  const picks = area.tickets.pickLists;
  useEffect(() => {
    void picks.load();
  }, [picks]);
  const parts = LIST_FILTER_PARTS[kind];
  const query = model.query.value;
  const filter = query.filter;
  const count = listFilterCount(filter);
  const choices = choicesOf(picks);
  const loading = picks.state.value.status === 'loading' || picks.state.value.status === 'idle';
  const set = (next: Partial<ListFilter>) => model.setFilter({ ...filter, ...next });
  return (
    <div className="ticket-filters-body">
      <FiltersHead count={count} onClear={() => model.setFilter(NO_LIST_FILTER)} />
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
          {parts.recordSets.map((key) => (
            <RecordPicker
              key={key}
              label={LIST_FILTER_LABELS.recordSets[key]}
              choices={choices[key]}
              value={filter.recordSets[key]}
              onChange={(ids) => set({ recordSets: { ...filter.recordSets, [key]: ids } })}
              loading={loading}
            />
          ))}
          {filter.recordSets.projects.length > 0 ? (
            <label className="search-option">
              <input type="checkbox" checked={filter.recursive} onChange={() => set({ recursive: !filter.recursive })} />
              <span>Include sub-projects</span>
            </label>
          ) : null}
        </div>
        <div className="ticket-filters-column">
          <SortFields fields={SORTS} field={query.sortBy} direction={query.sortDirection} onChange={model.setSort} />
          <fieldset className="search-options">
            <legend className="form-label">Show only</legend>
            {parts.flags.map((flag) => (
              <label key={flag} className="search-option">
                <input type="checkbox" checked={filter.flags[flag]} onChange={() => set({ flags: { ...filter.flags, [flag]: !filter.flags[flag] } })} />
                <span>{LIST_FILTER_LABELS.flags[flag]}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="search-options">
            <legend className="form-label">Schedule</legend>
            {SCHEDULE_STATUSES.map((status) => (
              <label key={status} className="search-option">
                <input type="checkbox" checked={filter.statuses.includes(status)} onChange={() => set({ statuses: toggled(filter.statuses, status) as readonly ScheduleStatus[] })} />
                <span>{SCHEDULE_STATUS_LABELS[status]}</span>
              </label>
            ))}
          </fieldset>
          {parts.dates.map((key) => (
            <DateRangeField key={key} label={LIST_FILTER_LABELS.dates[key]} value={filter.dates[key]} onChange={(range) => set({ dates: { ...filter.dates, [key]: range } })} />
          ))}
        </div>
      </div>
    </div>
  );
}
