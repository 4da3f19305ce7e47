/**
 * The search filter panel (§3 search filter): the seven flags with their labels and allUntagged,
 * statuses, the record sets as labelled multi-pickers, the created / closed / ETA date ranges,
 * the sort, the project with recursive, and Clear (which keeps the text).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { DateRangeField, RecordPicker, toggled, type Choice } from '../filter-fields.tsx';
import type { SearchFilterControls } from '../../../../application/work/search-model.ts';
import type { PickListsModel } from '../../../../application/work/ticket-pick-lists-model.ts';
import { isDefaultFilter, SEARCH_FLAG_LABELS, type DateRange, type SearchDates, type SearchRecordSets } from '../../../../domain/work/filters.ts';
import { SCHEDULE_STATUS_LABELS, SCHEDULE_STATUSES, SEARCH_DATE_LABELS, SEARCH_SORT_FIELDS, SEARCH_SORT_LABELS, type SearchSortField } from '../../../../domain/work/search-query.ts';
import type { ScheduleStatus } from '../../../../domain/work/work.ts';

type Flag = keyof typeof SEARCH_FLAG_LABELS;
const FLAGS = Object.keys(SEARCH_FLAG_LABELS) as Flag[];

const RECORD_SET_LABELS: Readonly<Record<keyof SearchRecordSets, string>> = {
  products: 'Products',
  workflows: 'Workflows',
  authors: 'Authors',
  owners: 'Owners',
  assignees: 'Assignees',
  tags: 'Tags',
};

/** The choices of each record set, from the pick lists. */
function choicesOf(picks: PickListsModel): Readonly<Record<keyof SearchRecordSets, readonly Choice[]>> {
  const { products, workflows, people, tags } = picks.lists.value;
  const persons = people.map((person) => ({ id: person.id, label: person.name }));
  return {
    products: products.map((product) => ({ id: product.id, label: product.name })),
    workflows: workflows.map((workflow) => ({ id: workflow.id, label: workflow.name })),
    authors: persons,
    owners: persons,
    assignees: persons,
    tags: tags.map((tag) => ({ id: tag.id, label: tag.name })),
  };
}

export function SearchFilters({ model, picks, projectChoice }: { readonly model: SearchFilterControls; readonly picks: PickListsModel; readonly projectChoice: React.ReactNode }) {
  useSignals();
  const filter = model.filter.value;
  const count = model.activeCount.value;
  const choices = choicesOf(picks);
  const loadingPicks = picks.state.value.status === 'loading' || picks.state.value.status === 'idle';
  const sortId = useId();
  const dirId = useId();
  const setRecords = (key: keyof SearchRecordSets, ids: readonly string[]) => model.update({ recordSets: { [key]: ids } });
  const setDates = (key: keyof SearchDates, range: DateRange | null) => model.update({ dates: { [key]: range } });
  return (
    <div className="search-filters-body">
      <div className="search-filters-head">
        <h2 className="search-filters-title">
          Filters{' '}
          <span className="search-count-badge" data-active={count > 0 || undefined}>
            {count === 0 ? 'none active' : `${count} active`}
          </span>
        </h2>
        <button type="button" className="button button-small" onClick={model.clear} disabled={isDefaultFilter('search', { ...filter, search: '' })}>
          Clear
        </button>
      </div>

      {projectChoice}
      {model.projectId !== null ? (
        <label className="search-option search-recursive">
          <input type="checkbox" checked={filter.recursive} onChange={() => model.update({ recursive: !filter.recursive })} />
          <span>Include sub-projects</span>
        </label>
      ) : null}

      <div className="search-sort">
        <div className="form-field">
          <label className="form-label" htmlFor={sortId}>
            Sort by
          </label>
          <select id={sortId} className="form-select" value={filter.sort.field} onChange={(event) => model.update({ sort: { field: event.target.value as SearchSortField } })}>
            {SEARCH_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SEARCH_SORT_LABELS[field]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor={dirId}>
            Order
          </label>
          <select id={dirId} className="form-select" value={filter.sort.direction} onChange={(event) => model.update({ sort: { direction: event.target.value as 'ASC' | 'DESC' } })}>
            <option value="ASC">Ascending</option>
            <option value="DESC">Descending</option>
          </select>
        </div>
      </div>
      <fieldset className="search-options search-flags">
        <legend className="form-label">Show only</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="search-option">
            <input type="checkbox" checked={filter.flags[flag]} onChange={() => model.toggleFlag(flag)} />
            <span>{SEARCH_FLAG_LABELS[flag]}</span>
          </label>
        ))}
        <label className="search-option">
          <input type="checkbox" checked={filter.allUntagged} onChange={model.toggleAllUntagged} />
          <span>All untagged</span>
        </label>
      </fieldset>

      <fieldset className="search-options search-statuses">
        <legend className="form-label">Status</legend>
        {SCHEDULE_STATUSES.map((status: ScheduleStatus) => (
          <label key={status} className="search-option">
            <input
              type="checkbox"
              checked={filter.valueSets.statuses.includes(status)}
              onChange={() => model.update({ valueSets: { statuses: toggled(filter.valueSets.statuses, status) } })}
            />
            <span>{SCHEDULE_STATUS_LABELS[status]}</span>
          </label>
        ))}
      </fieldset>

      <div className="search-pickers">
        {(Object.keys(RECORD_SET_LABELS) as (keyof SearchRecordSets)[]).map((key) => (
          <RecordPicker key={key} label={RECORD_SET_LABELS[key]} choices={choices[key]} value={filter.recordSets[key]} onChange={(ids) => setRecords(key, ids)} loading={loadingPicks} />
        ))}
      </div>

      {(Object.keys(SEARCH_DATE_LABELS) as (keyof SearchDates)[]).map((key) => (
        <DateRangeField key={key} label={SEARCH_DATE_LABELS[key]} value={filter.dates[key]} onChange={(range) => setDates(key, range)} />
      ))}

    </div>
  );
}
