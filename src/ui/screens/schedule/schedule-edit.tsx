/**
 * The schedule's edit flow: edit_tickets (add tickets ready to schedule, take scheduled ones off),
 * edit_priorities (add, remove and order the rules: first, up, down, last, by buttons or by
 * dragging), then edit_projections (each ticket's new ETA beside its current one, projected on this
 * device: a first answer, then the refined one), and Apply. The edit is kept while moving between
 * the steps; leaving the flow with changes not applied asks first. Owners and administrators only.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import type { ScheduleEditModel } from '../../../application/schedule/schedule-edit-model.ts';
import { canAdd, differenceText, netChanges, projectionRows, PROJECTION_SORTS, scheduledAfter, sortedRows, type EditFacts, type ProjectionSort, type RuleChoice } from '../../../domain/schedule/schedule-edit.ts';
import type { MoveDirection, PriorityRule } from '../../../domain/schedule/schedule.ts';
import { isScheduled } from '../../../domain/schedule/projection-plan.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useWork } from '../../work-context.tsx';
import { SearchFilters } from '../work/search/search-filters.tsx';
import { LoadingLine, RetryError, StateBadge } from '../work/tickets/ticket-bits.tsx';
import { useSchedule, useScheduleZone, whenText } from './use-schedule.ts';

/** The confirmation of leaving loads when it is needed, like every confirm modal. */
const ConfirmModal = lazy(() => import('../../components/confirm-modal.tsx'));

/** Rows of a long table shown at first; the rest on request. */
const ROWS_SHOWN = 100;

export type EditStep = 'edit_tickets' | 'edit_priorities' | 'edit_projections';

const STEPS: readonly { readonly step: EditStep; readonly label: string }[] = [
  { step: 'edit_tickets', label: '1. Tickets' },
  { step: 'edit_priorities', label: '2. Priorities' },
  { step: 'edit_projections', label: '3. Projections' },
];

export function ScheduleEdit({ step }: { readonly step: EditStep }) {
  const { scope } = useWork();
  const schedule = useSchedule();
  const [model, setModel] = useState<ScheduleEditModel | null>(null);
  useEffect(() => {
    let live = true;
    if (scope.permissions.administer) void schedule.edit().then((loaded) => live && setModel(loaded));
    return () => {
      live = false;
    };
  }, [schedule]);
  if (!scope.permissions.administer) {
    return <EmptyState title="Only owners and administrators change the schedule" subtitle="You can read it: the calendar, the list, the swimlanes, the gantt chart and the priorities." />;
  }
  return model === null ? <LoadingLine label="Opening the schedule edit" /> : <EditFlow model={model} step={step} />;
}

function EditFlow({ model, step }: { readonly model: ScheduleEditModel; readonly step: EditStep }) {
  useSignals();
  const { scope } = useWork();
  const leaveModal = useLeaveGuard(model);
  const loaded = model.facts.state.value;
  if (loaded.status === 'loading') return <LoadingLine label="Reading the schedule to edit" />;
  if (loaded.status !== 'loaded') return <RetryError title="Could not read the schedule to edit." message={loaded.status === 'failed' ? loaded.message : ''} onRetry={() => void model.facts.refresh()} />;
  const facts = loaded.value;
  const path = (to: EditStep) => orgPath(scope.orgId, `schedule/${to}`);
  const index = STEPS.findIndex((entry) => entry.step === step);
  return (
    <div className="schedule-edit">
      <nav aria-label="Edit steps" className="schedule-edit-steps">
        {STEPS.map((entry) => (
          <Link key={entry.step} href={path(entry.step)} aria-current={entry.step === step ? 'step' : undefined}>
            {entry.label}
          </Link>
        ))}
        <EditStatus model={model} />
      </nav>
      {step === 'edit_tickets' ? <EditTickets model={model} facts={facts} /> : step === 'edit_priorities' ? <EditPriorities model={model} facts={facts} /> : <EditProjections model={model} facts={facts} />}
      <div className="schedule-edit-actions">
        {index > 0 ? (
          <Link className="button" href={path(STEPS[index - 1]!.step)}>
            Back
          </Link>
        ) : null}
        {index < STEPS.length - 1 ? (
          <Link className="button button-primary" href={path(STEPS[index + 1]!.step)}>
            Next: {STEPS[index + 1]!.label.replace(/^\d\. /, '').toLowerCase()}
          </Link>
        ) : (
          <Button className="button button-primary" isDisabled={!model.dirty.value || model.applying.value.status === 'applying'} onPress={() => void model.apply()}>
            {model.applying.value.status === 'applying' ? 'Applying…' : 'Apply'}
          </Button>
        )}
        <Button className="button" isDisabled={!model.dirty.value} onPress={() => model.discard()}>
          Discard changes
        </Button>
      </div>
      {leaveModal}
    </div>
  );
}

/** Whether the edit holds changes, and where its projection in the background stands: drawn on its own, so the steps are not drawn again with it. */
function EditStatus({ model }: { readonly model: ScheduleEditModel }) {
  useSignals();
  const preview = model.preview.state.value.status;
  return (
    <span className="schedule-edit-dirty" role="status" data-preview={preview}>
      {model.dirty.value ? 'Changes not applied yet' : 'No changes yet'}
      {preview === 'projecting' ? ' · projecting…' : preview === 'refining' ? ' · first projection ready, refining…' : ''}
    </span>
  );
}

/** Leaving the flow (closing the tab, or a link out of it) with changes not applied asks first. */
function useLeaveGuard(model: ScheduleEditModel) {
  const { scope } = useWork();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!model.dirty.peek()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || !model.dirty.peek() || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const url = new URL((link as HTMLAnchorElement).href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith(orgPath(scope.orgId, 'schedule/edit_'))) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(`${url.pathname}${url.search}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [model]);
  return leaving === null ? null : (
    <Suspense fallback={null}>
      <ConfirmModal
      isOpen={leaving !== null}
      onOpenChange={(open) => (open ? null : setLeaving(null))}
      title="Leave the schedule edit?"
      text="Your changes are not applied yet. They stay here until you apply or discard them, but the schedule does not use them."
      action="Leave"
      onConfirm={() => {
        const to = leaving;
        setLeaving(null);
        if (to) navigate(to);
      }}
      />
    </Suspense>
  );
}

function EditTickets({ model, facts }: { readonly model: ScheduleEditModel; readonly facts: EditFacts }) {
  useSignals();
  const state = model.state.value;
  const [text, setText] = useState('');
  const [show, setShow] = useState<'all' | 'on' | 'ready'>('all');
  const field = useId();
  const zone = useScheduleZone();
  const wanted = text.trim().toLocaleLowerCase().replace(/^#/, '');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const picks = useWork().area.tickets.pickLists;
  useEffect(() => {
    if (filtersOpen) void picks.load();
  }, [filtersOpen]);
  const matches = model.filter.matches.value;
  const filterCount = model.filter.activeCount.value;
  // The search filter's matches, in its order; the whole list, in its own order, without one.
  const matched = 'ids' in matches ? matches.ids : null;
  const byId = useMemo(() => new Map(facts.tickets.map((ticket) => [ticket.id, ticket] as const)), [facts]);
  const tickets = useMemo(
    () =>
      (matched === null ? facts.tickets : matched.flatMap((id) => byId.get(id) ?? [])).filter((ticket) => {
        const on = isScheduled(ticket);
        if (!on && !canAdd(ticket)) return false;
        if (show === 'on' && !on) return false;
        if (show === 'ready' && on) return false;
        return wanted === '' || String(ticket.localId) === wanted || ticket.title.toLocaleLowerCase().includes(wanted);
      }),
    [facts, byId, matched, wanted, show],
  );
  const onCount = facts.tickets.filter((ticket) => scheduledAfter(ticket, state)).length;
  // Kept the same while the tickets added and taken off are, so the memoized rows are not drawn again.
  const { added, removed } = useMemo(() => netChanges(facts, state), [facts, state.addedTickets, state.removedTickets]);
  return (
    <section aria-labelledby="edit-tickets-title" className="schedule-edit-step">
      <h2 id="edit-tickets-title">Tickets on the schedule</h2>
      <p className="schedule-edit-summary">
        {onCount === 1 ? '1 ticket' : `${onCount} tickets`} on the schedule after this edit
        {added.length > 0 ? `, ${added.length} added` : ''}
        {removed.length > 0 ? `, ${removed.length} taken off` : ''}. Tickets ready to schedule have every open state assigned and estimated.
      </p>
      <div className="gantt-toolbar">
        <div className="gantt-field">
          <label htmlFor={field}>Find</label>
          <input id={field} className="form-input" type="search" value={text} placeholder="#12 or part of a title" onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="schedule-sort" role="group" aria-label="Show">
          {(
            [
              ['all', 'All'],
              ['on', 'On the schedule'],
              ['ready', 'Ready to schedule'],
            ] as const
          ).map(([value, label]) => (
            <Button key={value} className="button button-small" aria-pressed={show === value} onPress={() => setShow(value)}>
              {label}
            </Button>
          ))}
        </div>
        <Button className="button button-small" aria-expanded={filtersOpen} aria-controls={panelId} onPress={() => setFiltersOpen(!filtersOpen)}>
          {filtersOpen ? 'Hide filters' : 'Filters'}
          {filterCount > 0 ? ` (${filterCount})` : ''}
        </Button>
      </div>
      {filtersOpen ? (
        <aside id={panelId} className="search-filters schedule-edit-filters" aria-label="Filters of the tickets" data-open>
          <SearchFilters model={model.filter} picks={picks} projectChoice={null} />
        </aside>
      ) : null}
      {matches.status === 'failed' ? (
        <RetryError title="Could not filter the tickets." message={matches.message} onRetry={model.filter.reload} />
      ) : matches.status === 'loading' && matches.ids === null ? (
        <LoadingLine label="Filtering the tickets" />
      ) : tickets.length === 0 ? (
        <p className="muted">{wanted === '' && matched === null ? 'No ticket is on the schedule or ready to schedule yet.' : 'No ticket matches.'}</p>
      ) : (
        <TicketTable tickets={tickets} added={added} removed={removed} model={model} zone={zone} />
      )}
    </section>
  );
}

/**
 * The tickets of edit_tickets, the first ROWS_SHOWN unless asked for all. Memoized: a projection
 * arriving in the background changes the edit's state but not these rows, which are not drawn again.
 */
const TicketTable = memo(function TicketTable({ tickets, added, removed, model, zone }: { readonly tickets: readonly EditFacts['tickets'][number][]; readonly added: readonly string[]; readonly removed: readonly string[]; readonly model: ScheduleEditModel; readonly zone: string }) {
  const [all, setAll] = useState(false);
  return (
    <>
      <table className="schedule-table schedule-edit-table">
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">State</th>
              <th scope="col">ETA now</th>
              <th scope="col">In this edit</th>
            </tr>
          </thead>
          <tbody>
            {(all ? tickets : tickets.slice(0, ROWS_SHOWN)).map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} change={added.includes(ticket.id) ? 'added' : removed.includes(ticket.id) ? 'removed' : null} model={model} zone={zone} />
            ))}
          </tbody>
        </table>
      {!all && tickets.length > ROWS_SHOWN ? (
        <Button className="button schedule-more-button" onPress={() => setAll(true)}>
          Show all {tickets.length} tickets
        </Button>
      ) : null}
    </>
  );
});

/** One ticket of edit_tickets; memoized: a change draws again only the row it changes. */
const TicketRow = memo(function TicketRow({ ticket, change, model, zone }: { readonly ticket: EditFacts['tickets'][number]; readonly change: 'added' | 'removed' | null; readonly model: ScheduleEditModel; readonly zone: string }) {
  const on = isScheduled(ticket);
  const name = `#${ticket.localId} ${ticket.title}`;
  return (
    <tr data-change={change ?? undefined}>
      <th scope="row" className="schedule-ticket">
        <span className="schedule-ticket-number">#{ticket.localId}</span> {ticket.title}
      </th>
      <td data-label="State">
        <StateBadge state={ticket.displayState} />
      </td>
      <td data-label="ETA now">{ticket.eta ? whenText(ticket.eta, zone, false) : <span className="muted">{on ? 'None' : 'Not scheduled'}</span>}</td>
      <td data-label="In this edit">
        {on ? (
          change === 'removed' ? (
            <>
              <span className="schedule-change-note">Taken off</span>{' '}
              <Button className="button button-small" aria-label={`Keep it on the schedule: ${name}`} onPress={() => model.dispatch({ type: 'addTicket', ticketId: ticket.id })}>
                Keep it
              </Button>
            </>
          ) : (
            <Button className="button button-small" aria-label={`Take off the schedule: ${name}`} onPress={() => model.dispatch({ type: 'removeTicket', ticketId: ticket.id })}>
              Take off
            </Button>
          )
        ) : change === 'added' ? (
          <>
            <span className="schedule-change-note">Added</span>{' '}
            <Button className="button button-small" aria-label={`Undo adding: ${name}`} onPress={() => model.dispatch({ type: 'removeTicket', ticketId: ticket.id })}>
              Undo
            </Button>
          </>
        ) : (
          <Button className="button button-small button-primary" aria-label={`Add to the schedule: ${name}`} onPress={() => model.dispatch({ type: 'addTicket', ticketId: ticket.id })}>
            Add
          </Button>
        )}
      </td>
    </tr>
  );
});

const KIND_LABELS: Readonly<Record<PriorityRule['match'], string>> = { project: 'Project', product: 'Product', workflow: 'Workflow', tag: 'Tag', ticket: 'Ticket' };
const MOVES: readonly { readonly direction: MoveDirection; readonly label: string; readonly glyph: string }[] = [
  { direction: 'first', label: 'first', glyph: '⤒' },
  { direction: 'up', label: 'up', glyph: '↑' },
  { direction: 'down', label: 'down', glyph: '↓' },
  { direction: 'last', label: 'last', glyph: '⤓' },
];

function EditPriorities({ model, facts }: { readonly model: ScheduleEditModel; readonly facts: EditFacts }) {
  useSignals();
  const rules = model.state.value.priorities;
  const nameOf = (rule: PriorityRule) => facts.choices.find((choice) => choice.match === rule.match && choice.id === rule.id)?.name ?? 'Removed record';
  const keyOf = (rule: PriorityRule) => `${rule.match}:${rule.id}`;
  const [adding, setAdding] = useState('');
  const field = useId();
  const free = facts.choices.filter((choice) => !rules.some((rule) => rule.match === choice.match && rule.id === choice.id));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const from = rules.findIndex((rule) => keyOf(rule) === [...event.keys][0]);
      const to = rules.findIndex((rule) => keyOf(rule) === event.target.key);
      if (from < 0 || to < 0 || from === to) return;
      const next = [...rules];
      const [moved] = next.splice(from, 1);
      const at = next.findIndex((rule) => keyOf(rule) === event.target.key);
      next.splice(event.target.dropPosition === 'before' ? at : at + 1, 0, moved!);
      model.dispatch({ type: 'setPriorities', priorities: next });
    },
  });
  const add = () => {
    const choice = free.find((each) => `${each.match}:${each.id}` === adding);
    if (!choice) return;
    model.dispatch({ type: 'setPriorities', priorities: [...rules, { match: choice.match, id: choice.id }] });
    setAdding('');
  };
  return (
    <section aria-labelledby="edit-priorities-title" className="schedule-edit-step">
      <h2 id="edit-priorities-title">Priority rules</h2>
      <p className="schedule-edit-summary">The first rule a ticket matches gives its priority: higher rules go first. Move a rule with its buttons, or drag it (from the keyboard: its handle, Enter, arrows, Enter).</p>
      {rules.length === 0 ? (
        <p className="muted">No rules: tickets are taken in the order they were created.</p>
      ) : (
        // Drawn afresh on each change: Preact corrupts react-aria's collection when rows move inside it.
        <GridList key={rules.map(keyOf).join()} aria-label="Priority rules, most urgent first" className="priority-edit-list" dragAndDropHooks={dragAndDropHooks} keyboardNavigationBehavior="tab">
          {rules.map((rule, index) => {
            const name = nameOf(rule);
            return (
              <GridListItem key={keyOf(rule)} id={keyOf(rule)} textValue={`${KIND_LABELS[rule.match]} ${name}`} className="priority-edit-rule">
                <Button slot="drag" className="swimlane-handle" aria-label={`Drag ${name}`}>
                  <span aria-hidden="true">⠿</span>
                </Button>
                <span className="priority-rule-position">{index + 1}</span>
                <span className="priority-rule-kind">{KIND_LABELS[rule.match]}</span>
                <span className="priority-rule-name">{name}</span>
                <span className="priority-edit-moves">
                  {MOVES.map((move) => (
                    <Button
                      key={move.direction}
                      className="button button-small"
                      aria-label={`Move ${name} ${move.label}`}
                      isDisabled={move.direction === 'first' || move.direction === 'up' ? index === 0 : index === rules.length - 1}
                      onPress={() => model.dispatch({ type: 'movePriority', index, direction: move.direction })}
                    >
                      <span aria-hidden="true">{move.glyph}</span>
                    </Button>
                  ))}
                  <Button className="button button-small" aria-label={`Remove ${name}`} onPress={() => model.dispatch({ type: 'setPriorities', priorities: rules.filter((_, i) => i !== index) })}>
                    Remove
                  </Button>
                </span>
              </GridListItem>
            );
          })}
        </GridList>
      )}
      <div className="gantt-toolbar priority-add">
        <div className="gantt-field">
          <label htmlFor={field}>Add a rule</label>
          <select id={field} className="form-select" value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">Choose a project, product, workflow, tag or ticket</option>
            {(Object.keys(KIND_LABELS) as PriorityRule['match'][]).map((kind) => {
              const mine = free.filter((choice: RuleChoice) => choice.match === kind);
              return mine.length === 0 ? null : (
                <optgroup key={kind} label={KIND_LABELS[kind]}>
                  {mine.map((choice) => (
                    <option key={choice.id} value={`${choice.match}:${choice.id}`}>
                      {choice.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>
        <Button className="button" isDisabled={adding === ''} onPress={add}>
          Add
        </Button>
      </div>
    </section>
  );
}

const SORT_LABELS: Readonly<Record<ProjectionSort, string>> = { status: 'Change', difference: 'Difference', eta: 'ETA', title: 'Title' };
const CHANGE_LABELS = { added: 'Added', removed: 'Taken off', kept: 'Kept' } as const;

function EditProjections({ model, facts }: { readonly model: ScheduleEditModel; readonly facts: EditFacts }) {
  useSignals();
  const { scope } = useWork();
  const zone = useScheduleZone();
  const state = model.state.value;
  useEffect(() => model.project(), [state.projectionsRequireRefresh, facts]);
  useEffect(() => () => model.preview.cancel(), [model]);
  const preview = model.preview.state.value;
  const sorting = state.projectionSorting;
  const rows = sortedRows(projectionRows(facts, state), sorting.sort, sorting.direction);
  const when = (iso: string | null) => (iso === null ? <span className="muted">None</span> : whenText(iso, zone));
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN);
  const applied = model.applying.value;
  const riskText = (at: boolean) => (at ? 'At Risk' : 'On time');
  return (
    <section aria-labelledby="edit-projections-title" className="schedule-edit-step">
      <h2 id="edit-projections-title">Projections of this edit</h2>
      <p className="schedule-edit-summary" role="status" data-preview={preview.status}>
        {state.projectionsRequireRefresh ? <span className="schedule-edit-stale">Projections need a refresh. </span> : null}
        {preview.status === 'projecting'
          ? 'Projecting on this device…'
          : preview.status === 'refining'
            ? 'First answer shown (200 simulated runs); refining with 2,000…'
            : preview.status === 'ready'
              ? `Projected on this device with ${preview.output.simulations.toLocaleString('en-US')} simulated runs. Apply saves the edit; the server projects it again.`
              : preview.status === 'failed'
                ? `The projection failed: ${preview.message}`
                : ''}
      </p>
      {applied.status === 'applied' || applied.status === 'failed' ? (
        <p className="swimlanes-outcome" role="alert" data-status={applied.status === 'applied' ? 'saved' : 'failed'}>
          {applied.message} {applied.status === 'applied' ? <Link href={orgPath(scope.orgId, 'schedule/list')}>See the schedule list</Link> : null}
        </p>
      ) : null}
      <div className="schedule-sort" role="group" aria-label="Order">
        <span className="schedule-sort-label" aria-hidden="true">
          Order by
        </span>
        {PROJECTION_SORTS.map((sort) => (
          <Button
            key={sort}
            className="button button-small"
            aria-pressed={sorting.sort === sort}
            onPress={() => model.dispatch({ type: 'setProjectionSorting', sorting: { sort, direction: sorting.sort === sort && sorting.direction === 'asc' ? 'desc' : 'asc' } })}
          >
            {SORT_LABELS[sort]}
            <span aria-hidden="true">{sorting.sort === sort ? (sorting.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
          </Button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="muted">Nothing is on the schedule, before or after this edit.</p>
      ) : (
        <table className="schedule-table schedule-edit-table">
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Change</th>
              <th scope="col">ETA now</th>
              <th scope="col">New ETA</th>
              <th scope="col">Difference</th>
              <th scope="col">At Risk</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.ticket.id} data-change={row.change} data-risk-changed={row.atRiskBefore !== row.atRiskAfter || undefined}>
                <th scope="row" className="schedule-ticket">
                  <Link href={orgPath(scope.orgId, `ticket/${row.ticket.id}/view`)}>
                    <span className="schedule-ticket-number">#{row.ticket.localId}</span> {row.ticket.title}
                  </Link>
                </th>
                <td data-label="Change">{CHANGE_LABELS[row.change]}</td>
                <td data-label="ETA now">{row.change === 'added' ? <span className="muted">Not scheduled</span> : when(row.currentEta)}</td>
                <td data-label="New ETA">{row.change === 'removed' ? <span className="muted">Off the schedule</span> : when(row.newEta)}</td>
                <td data-label="Difference">{differenceText(row.differenceDays)}</td>
                <td data-label="At Risk">
                  {row.atRiskBefore === row.atRiskAfter ? (
                    row.atRiskAfter ? <span className="at-risk-mark">At Risk</span> : row.newEta === null && row.currentEta === null ? <span className="muted">—</span> : 'On time'
                  ) : (
                    <strong className="schedule-edit-risk-change">
                      {riskText(row.atRiskBefore)} → {riskText(row.atRiskAfter)}
                    </strong>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length < rows.length ? (
        <Button className="button schedule-more-button" onPress={() => setAll(true)}>
          Show all {rows.length} tickets
        </Button>
      ) : null}
      {shown.length < rows.length ? (
        <Button className="button schedule-more-button" onPress={() => setAll(true)}>
          Show all {rows.length} tickets
        </Button>
      ) : null}
    </section>
  );
}
