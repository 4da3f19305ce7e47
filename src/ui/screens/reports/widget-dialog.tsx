/**
 * A widget's settings in a dialog: its title, view, metric, grouping and interval (only the
 * groupings and intervals the view takes are offered), and which tickets it reads (the §3 ticket
 * filter: projects with their sub-projects, products, workflows, tags, assignees, statuses,
 * display states, created dates), with the search filter's building blocks. Checked with the
 * server's rules before it is kept.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import {
  EMPTY_REPORT_FILTER, GROUPING_LABELS, INTERVAL_LABELS, METRIC_LABELS, REPORT_LIMITS, REPORT_METRICS, REPORT_VIEWS, VIEW_GROUPINGS, VIEW_HINTS, VIEW_INTERVALS, VIEW_LABELS,
  validateWidgetConfig, withView, type ReportFilter, type WidgetConfig,
} from '../../../domain/reports/report.ts';
import type { FieldError } from '../../../domain/shared/result.ts';
import { DISPLAY_STATE_LABELS, DISPLAY_STATES, SCHEDULE_STATUS_LABELS, type ScheduleStatus } from '../../../domain/work/work.ts';
import { holdFocusOnOpen } from '../../components/focus-on-mount.ts';
import { useWork } from '../../work-context.tsx';
import { ReportTextField } from './report-states.tsx';
import { DateRangeField, RecordPicker, toggled, type Choice } from '../work/filter-fields.tsx';

/** A new widget's settings. */
export const NEW_WIDGET: WidgetConfig = { title: '', view: 'VALUES_THROUGH_TIME', metric: 'TICKET_COUNT', grouping: 'CREATED_AT', interval: 'AUTO', filter: EMPTY_REPORT_FILTER };

const STATUSES: readonly ScheduleStatus[] = ['UNSCHEDULED', 'SCHEDULED', 'DONE', 'CANCELLED'];

/** How many of a filter's parts narrow it. */
export const filterCount = (filter: ReportFilter): number =>
  [filter.projectIds, filter.productIds, filter.workflowIds, filter.tagIds, filter.assigneeIds, filter.statuses, filter.displayStates].filter((list) => list.length > 0).length +
  Number(filter.createdFrom !== null || filter.createdTo !== null);

export function WidgetDialog({ initial, isNew, onKeep, onClose }: {
  readonly initial: WidgetConfig;
  readonly isNew: boolean;
  readonly onKeep: (config: WidgetConfig) => void;
  readonly onClose: () => void;
}) {
  const id = useId();
  // The title takes the focus when the dialog opens, past the dialog's own focusing.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => holdFocusOnOpen(first.current), []);
  const [config, setConfig] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const errorOf = (field: string) => errors.find((error) => error.field === field || error.field.startsWith(`${field}.`))?.message;
  const set = (change: Partial<WidgetConfig>) => {
    setConfig({ ...config, ...change });
    setErrors([]);
  };
  const keep = () => {
    const checked = validateWidgetConfig(config as never);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field with a problem takes the focus.
      const first = checked.errors[0]!.field.split('.')[0]!;
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onKeep(checked.value);
    onClose();
  };
  const select = <T extends string>(field: 'view' | 'metric' | 'grouping' | 'interval', label: string, values: readonly T[], labels: Readonly<Record<T, string>>, onChange: (value: T) => void, hint?: string) => (
    <div className="form-field">
      <label className="form-label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        className="form-input"
        value={config[field]}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={errorOf(field) ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      {errorOf(field) ? (
        <p id={`${id}-${field}-error`} className="field-error" role="alert">
          {errorOf(field)}
        </p>
      ) : hint ? (
        <p id={`${id}-${field}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal report-widget-modal">
        <Dialog className="dialog" aria-labelledby={`${id}-heading`}>
          <Heading slot="title" className="dialog-title" id={`${id}-heading`}>
            {isNew ? 'Add a widget' : `Edit ${initial.title}`}
          </Heading>
          <form
            noValidate
            className="report-widget-form"
            onSubmit={(event) => {
              event.preventDefault();
              keep();
            }}
          >
            <ReportTextField id={`${id}-title`} label="Title" inputRef={first} value={config.title} maxLength={REPORT_LIMITS.title + 20} error={errorOf('title')} onChange={(title) => set({ title })} />
            <div className="report-widget-form-row">
              {select('view', 'View', REPORT_VIEWS, VIEW_LABELS, (view) => set(withView(config, view)), VIEW_HINTS[config.view])}
              {select('metric', 'Metric', REPORT_METRICS, METRIC_LABELS, (metric) => set({ metric }))}
            </div>
            <div className="report-widget-form-row">
              {select('grouping', VIEW_GROUPINGS[config.view].includes('ASSIGNEE') ? 'Broken down by' : 'Placed in time by', VIEW_GROUPINGS[config.view], GROUPING_LABELS, (grouping) => set({ grouping }))}
              {VIEW_INTERVALS[config.view].length > 1 ? select('interval', 'Interval', VIEW_INTERVALS[config.view], INTERVAL_LABELS, (interval) => set({ interval })) : null}
            </div>
            <FilterFields filter={config.filter} onChange={(filter) => set({ filter })} error={errorOf('filter')} />
            <div className="dialog-actions">
              <Button className="button" onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button button-primary">
                {isNew ? 'Add widget' : 'Keep changes'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The ticket filter of a widget. */
function FilterFields({ filter, onChange, error }: { readonly filter: ReportFilter; readonly onChange: (filter: ReportFilter) => void; readonly error: string | undefined }) {
  useSignals();
  const { area } = useWork();
  const picks = area.tickets.pickLists;
  useEffect(() => void picks.load(), [picks]);
  const lists = picks.lists.value;
  const loading = picks.state.value.status === 'loading' || picks.state.value.status === 'idle';
  const projects: Choice[] = picks.projectTree.value.map(({ project, depth }) => ({ id: project.id, label: `${'\u00a0\u00a0'.repeat(depth)}${project.name}` }));
  const named = (list: readonly { readonly id: string; readonly name: string }[]): Choice[] => list.map((item) => ({ id: item.id, label: item.name }));
  const count = filterCount(filter);
  return (
    <details className="report-filter" open={count > 0 || undefined}>
      <summary>
        Which tickets <span className="muted">{count === 0 ? '· all of them' : `· ${count} ${count === 1 ? 'filter' : 'filters'}`}</span>
      </summary>
      <div className="report-filter-fields">
        <div className="search-pickers">
          <RecordPicker label="Projects (with their sub-projects)" choices={projects} value={filter.projectIds} onChange={(ids) => onChange({ ...filter, projectIds: ids })} loading={loading} />
          <RecordPicker label="Products" choices={named(lists.products)} value={filter.productIds} onChange={(ids) => onChange({ ...filter, productIds: ids })} loading={loading} />
          <RecordPicker label="Workflows" choices={named(lists.workflows)} value={filter.workflowIds} onChange={(ids) => onChange({ ...filter, workflowIds: ids })} loading={loading} />
          <RecordPicker label="Tags" choices={named(lists.tags)} value={filter.tagIds} onChange={(ids) => onChange({ ...filter, tagIds: ids })} loading={loading} />
          <RecordPicker label="Assignees" choices={named(lists.people)} value={filter.assigneeIds} onChange={(ids) => onChange({ ...filter, assigneeIds: ids })} loading={loading} />
        </div>
        <fieldset className="report-checks">
          <legend className="form-label">Schedule</legend>
          {STATUSES.map((status) => (
            <label key={status} className="search-option">
              <input type="checkbox" checked={filter.statuses.includes(status)} onChange={() => onChange({ ...filter, statuses: toggled(filter.statuses, status) as ScheduleStatus[] })} />
              <span>{SCHEDULE_STATUS_LABELS[status]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="report-checks">
          <legend className="form-label">State</legend>
          {DISPLAY_STATES.map((state) => (
            <label key={state} className="search-option">
              <input type="checkbox" checked={filter.displayStates.includes(state)} onChange={() => onChange({ ...filter, displayStates: toggled(filter.displayStates, state) as typeof filter.displayStates })} />
              <span>{DISPLAY_STATE_LABELS[state]}</span>
            </label>
          ))}
        </fieldset>
        <DateRangeField
          label="Created"
          value={filter.createdFrom === null && filter.createdTo === null ? null : { from: filter.createdFrom, to: filter.createdTo }}
          onChange={(range) => onChange({ ...filter, createdFrom: range?.from ?? null, createdTo: range?.to ?? null })}
        />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
