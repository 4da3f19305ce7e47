/**
 * The search filter panel (§3 search filter): the seven flags with their labels and allUntagged,
 * statuses, the record sets as labelled multi-pickers, the created / closed / ETA date ranges,
 * the sort, the project with recursive, and Clear (which keeps the text).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { DateRangeField, FiltersHead, RecordPicker, SortFields, toggled, type Choice } from '../filter-fields.tsx';
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
  const setRecords = (key: keyof SearchRecordSets, ids: readonly string[]) => model.update({ recordSets: { [key]: ids } });
  const setDates = (key: keyof SearchDates, range: DateRange | null) => model.update({ dates: { [key]: range } });
  return (
    <div className="search-filters-body">
      <FiltersHead count={count} onClear={model.clear} clearDisabled={isDefaultFilter('search', { ...filter, search: '' })} clearLabel="Clear" />

      {projectChoice}
      {model.projectId !== null ? (
        <label className="search-option search-recursive">
          <input type="checkbox" checked={filter.recursive} onChange={() => model.update({ recursive: !filter.recursive })} />
          <span>Include sub-projects</span>
        </label>
      ) : null}

      <SortFields
        fields={SEARCH_SORT_FIELDS.map((field) => [field, SEARCH_SORT_LABELS[field]] as const)}
        field={filter.sort.field as SearchSortField}
        direction={filter.sort.direction}
        onChange={(field, direction) => model.update({ sort: { field, direction } })}
      />
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
        <legend className="form-label">Schedule</legend>
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
