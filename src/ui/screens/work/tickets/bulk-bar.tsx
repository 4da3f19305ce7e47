/**
 * The bulk action bar of a list (§4): shown with a selection; every action by its label; Change
 * owner asks for a person and Move to project for a project; then 'N tickets updated' and the
 * skipped tickets with their reasons.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import { updatedText } from '../../../../application/work/ticket-bulk-model.ts';
import { BULK_ACTION_LABELS, bulkConfirmation, type BulkTicketAction } from '../../../../domain/work/work.ts';
import { useWork } from '../../../work-context.tsx';
import { Spinner } from '../../../components/spinner.tsx';

const ACTIONS = Object.keys(BULK_ACTION_LABELS) as BulkTicketAction[];
const ConfirmModal = lazy(() => import('../../../components/confirm-modal.tsx'));

export function BulkBar({ list }: { readonly list: TicketListModel }) {
  useSignals();
  const { area } = useWork();
  const bulk = useMemo(() => area.tickets.bulk(list), [area, list]);
  // No action until one is chosen: Apply never runs something the person did not pick.
  const [action, setAction] = useState<BulkTicketAction | ''>('');
  const [target, setTarget] = useState('');
  const picks = area.tickets.pickLists;
  const id = useId();
  const count = list.selected.value.length;
  const state = bulk.state.value;
  const running = state.status === 'running';
  const needs = action === 'CHANGE_OWNER' ? 'person' : action === 'CHANGE_PROJECT' ? 'project' : null;
  const [asking, setAsking] = useState(false);
  const question = action === '' ? null : bulkConfirmation(action, count);
  const apply = () => {
    if (action !== '') void bulk.run(action, needs === 'person' ? { ownerId: target } : needs === 'project' ? { projectId: target } : {});
  };

  return (
    <>
      {count > 0 ? (
        <form
          className="bulk-bar"
          aria-label="Bulk actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (action === '' || running) return;
            // Archive and Cancel take tickets out of the plan: they ask first.
            if (bulkConfirmation(action, count)) setAsking(true);
            else apply();
          }}
        >
          <strong className="bulk-count">{count} selected</strong>
          <label className="visually-hidden" htmlFor={`${id}-action`}>
            Bulk action
          </label>
          <select
            id={`${id}-action`}
            className="form-select"
            value={action}
            onChange={(event) => {
              const next = event.target.value as BulkTicketAction | '';
              setAction(next);
              setTarget('');
              if (next === 'CHANGE_OWNER' || next === 'CHANGE_PROJECT') void picks.load();
            }}
          >
            <option value="">Choose an action…</option>
            {ACTIONS.map((name) => (
              <option key={name} value={name}>
                {BULK_ACTION_LABELS[name]}
              </option>
            ))}
          </select>
          {needs === 'person' ? (
            <>
              <label className="visually-hidden" htmlFor={`${id}-owner`}>
                New owner
              </label>
              <select id={`${id}-owner`} className="form-select" value={target} onChange={(event) => setTarget(event.target.value)} required>
                <option value="">Choose a person…</option>
                {picks.lists.value.people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {needs === 'project' ? (
            <>
              <label className="visually-hidden" htmlFor={`${id}-project`}>
                Move to project
              </label>
              <select id={`${id}-project`} className="form-select" value={target} onChange={(event) => setTarget(event.target.value)} required>
                <option value="">Choose a project…</option>
                {picks.projectTree.value.map(({ project, depth }) => (
                  <option key={project.id} value={project.id}>
                    {`${'\u00a0\u00a0'.repeat(depth)}${project.name}`}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {/* While the action runs the button stays focusable (aria-disabled) and the form ignores a second submit. */}
          <button type="submit" className="button button-primary" aria-disabled={running || undefined} disabled={action === '' || (needs !== null && target === '')}>
            {running ? <Spinner /> : null}
            Apply to {count}
          </button>
          <button type="button" className="button button-quiet" onClick={list.clearSelection}>
            Clear selection
          </button>
        </form>
      ) : null}
      {asking && question ? (
        <Suspense fallback={null}>
          <ConfirmModal isOpen onOpenChange={setAsking} title={question.title} text={question.text} action={question.action} onConfirm={apply} tone="danger" />
        </Suspense>
      ) : null}
      {state.status === 'done' ? (
        <div className="bulk-report" role="status" data-tone={state.updated === 0 ? 'warning' : 'success'}>
          <p>
            <strong>{updatedText(state.updated)}</strong> ({BULK_ACTION_LABELS[state.action]})
          </p>
          {state.skipped.length > 0 ? (
            <>
              <p>{state.skipped.length} skipped:</p>
              <ul className="bulk-skipped">
                {state.skipped.map((skip) => (
                  <li key={skip.ticketId}>
                    {skip.label}: {skip.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className="button button-small bulk-dismiss" onClick={bulk.dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}
