/**
 * A ticket's workflow states in order: each with its assignee, three-point estimate (PERT mean
 * shown), splittable flag, Start / Block / Unblock / Done, and its notes.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import { estimateText, formatHours, parseEstimate, type EstimateText } from '../../../../domain/work/ticket-form.ts';
import type { TicketDetail, TicketStateView } from '../../../../domain/work/ticket-types.ts';
import { pertMean, WORK_LIMITS, type NoteType } from '../../../../domain/work/work.ts';
import { useWork } from '../../../work-context.tsx';
import { focusOnMount } from '../../../components/focus-on-mount.ts';
import { AddTextForm } from './inline-text.tsx';
import { PersonSelect } from './pickers.tsx';
import { DisplayDate } from './ticket-bits.tsx';
import { OptionalMarker } from '../../../components/form-fields.tsx';

const NOTE_LABELS: Readonly<Record<NoteType, string>> = { STATE_NOTE: 'Note', BLOCK_NOTE: 'Block note', UNBLOCK_NOTE: 'Unblock note', CLOSE_NOTE: 'Close note' };

export function StatesSection({ model, ticket, writable }: { readonly model: TicketModel; readonly ticket: TicketDetail; readonly writable: boolean }) {
  return (
    <section className="ticket-section" aria-labelledby="states-heading">
      <h2 id="states-heading">Workflow{ticket.workflow ? `: ${ticket.workflow.name}` : ''}</h2>
      {ticket.states.length === 0 ? <p className="muted">This ticket has no workflow states.</p> : null}
      <ol className="state-list">
        {ticket.states.map((state, index) => (
          <StateCard key={state.id} model={model} state={state} index={index} writable={writable} />
        ))}
      </ol>
    </section>
  );
}

function phase(state: TicketStateView): string {
  if (state.done) return 'Done';
  if (state.blocked) return 'Blocked';
  if (state.active) return 'In progress';
  return 'To do';
}

function StateCard({ model, state, index, writable }: { readonly model: TicketModel; readonly state: TicketStateView; readonly index: number; readonly writable: boolean }) {
  useSignals();
  const { area } = useWork();
  const busy = model.saving.value.has(`state:${state.id}`);
  const change = (patch: Parameters<TicketModel['updateState']>[1]) => void model.updateState(state.id, patch);
  const headingId = useId();
  return (
    <li className="state-card" data-phase={phase(state)} aria-labelledby={headingId}>
      <div className="state-card-head">
        <h3 id={headingId}>
          <span className="state-step">{index + 1}.</span> {state.name}
        </h3>
        <span className="state-phase">{phase(state)}</span>
      </div>
      <div className="state-grid">
        {writable ? (
          <PersonSelect picks={area.tickets.pickLists} value={state.assignee?.id ?? ''} current={state.assignee} context={state.name} disabled={busy} onChange={(value) => change({ assigneeId: value || null })} />
        ) : (
          <p>
            <span className="form-label">Assignee</span> {state.assignee?.name ?? 'Nobody'}
          </p>
        )}
        <EstimateForm model={model} state={state} writable={writable} />
      </div>
      {writable ? (
        <div className="state-controls">
          <label className="toggle">
            <input type="checkbox" checked={state.splittable} disabled={busy} onChange={(event) => change({ splittable: event.target.checked })} />
            Can be split across work sessions
          </label>
          <StateButtons model={model} state={state} busy={busy} />
        </div>
      ) : (
        <p className="muted">{state.splittable ? 'Can be split across work sessions' : 'Done in one session'}</p>
      )}
      <Notes model={model} state={state} writable={writable} />
    </li>
  );
}

type Progress = 'start' | 'block' | 'unblock' | 'done' | 'reopen';

/** What a person most likely does next after each step: focus goes there once the state changed. */
const NEXT: Readonly<Record<Progress, Progress>> = { start: 'done', block: 'unblock', unblock: 'done', done: 'reopen', reopen: 'start' };

/** Start / Block (with an optional reason, kept as a block note) / Unblock / Done / Reopen. */
function StateButtons({ model, state, busy }: { readonly model: TicketModel; readonly state: TicketStateView; readonly busy: boolean }) {
  const group = useRef<HTMLDivElement>(null);
  const wanted = useRef<{ readonly next: Progress; readonly pressed: Progress } | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  useEffect(() => {
    // The pressed button is replaced by others: focus the state's new main action, not the page.
    const want = wanted.current;
    if (busy || want === null) return;
    wanted.current = null;
    const buttons = group.current;
    (buttons?.querySelector<HTMLElement>(`[data-action="${want.next}"]`) ?? buttons?.querySelector<HTMLElement>(`[data-action="${want.pressed}"]`) ?? buttons?.querySelector<HTMLElement>('button'))?.focus();
  }, [busy, state.active, state.blocked, state.done]);
  const press = (action: Progress, patch: Parameters<TicketModel['updateState']>[1]) => {
    wanted.current = { next: NEXT[action], pressed: action };
    return model.updateState(state.id, patch);
  };
  const button = (action: Progress, label: string, patch: Parameters<TicketModel['updateState']>[1]) => (
    <button type="button" className="button button-small" data-action={action} aria-disabled={busy || undefined} onClick={() => (busy ? undefined : void press(action, patch))}>
      {label}
    </button>
  );
  const backToBlock = useRef(false);
  useEffect(() => {
    // Cancelling the reason puts focus back on Block.
    if (blocking || !backToBlock.current) return;
    backToBlock.current = false;
    group.current?.querySelector<HTMLElement>('[data-action="block"]')?.focus();
  }, [blocking]);
  const cancelBlock = () => {
    backToBlock.current = true;
    setBlocking(false);
  };
  const block = async () => {
    const text = reason.trim();
    setBlocking(false);
    setReason('');
    if (text === '') {
      await press('block', { blocked: true });
      return;
    }
    // A block note blocks the state itself: one call, one 'Ticket has been updated' (issue 25, bug 6).
    wanted.current = { next: NEXT.block, pressed: 'block' };
    await model.addNote(state.id, 'BLOCK_NOTE', text.slice(0, WORK_LIMITS.note));
  };
  return (
    <div className="state-buttons" data-blocking={blocking || undefined} role="group" aria-label={`${state.name} progress`} ref={group}>
      {blocking ? (
        <form
          className="block-form"
          aria-label={`Block ${state.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void block();
          }}
        >
          <label htmlFor={reasonId} className="form-label">
            Why is it blocked? <OptionalMarker />
          </label>
          <input
            id={reasonId}
            className="form-input"
            value={reason}
            maxLength={WORK_LIMITS.note}
            ref={focusOnMount}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                cancelBlock();
              }
            }}
          />
          <div className="block-form-actions">
            <button type="submit" className="button button-small button-primary" data-action="confirm-block">
              Block
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                cancelBlock();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          {!state.active && !state.done ? button('start', 'Start', { active: true }) : null}
          {!state.blocked && !state.done ? (
            <button type="button" className="button button-small" data-action="block" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : setBlocking(true))}>
              Block
            </button>
          ) : null}
          {state.blocked && !state.done ? button('unblock', 'Unblock', { blocked: false }) : null}
          {!state.done ? button('done', 'Done', { done: true }) : button('reopen', 'Reopen', { done: false })}
        </>
      )}
    </div>
  );
}

function EstimateForm({ model, state, writable }: { readonly model: TicketModel; readonly state: TicketStateView; readonly writable: boolean }) {
  const [text, setText] = useState<EstimateText>(estimateText(state.estimate));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const stored = JSON.stringify(state.estimate);
  useEffect(() => {
    // The stored estimate changed (saved here, or by someone else): the fields show it, and keep the focus (`stored` stands for the estimate).
    setText(estimateText(state.estimate));
    setError(null);
  }, [stored]);
  const mean = state.estimate ? formatHours(pertMean(state.estimate)) : null;
  if (!writable) {
    return (
      <p>
        <span className="form-label">Estimate</span>{' '}
        {state.estimate ? `${state.estimate.minimum} / ${state.estimate.likely} / ${state.estimate.maximum} h (PERT ${mean})` : 'Not estimated'}
      </p>
    );
  }
  const save = async () => {
    if (busy) return;
    const parsed = parseEstimate(text);
    if (!parsed.ok) return setError(parsed.message);
    setBusy(true);
    const result = await model.updateState(state.id, { estimate: parsed.value }, `estimate:${state.id}`);
    setBusy(false);
    setError(result.ok ? null : result.message);
  };
  const input = (key: keyof EstimateText, label: string) => (
    <label className="estimate-input">
      <span>{label}</span>
      <input
        className="form-input"
        aria-label={`${label}, ${state.name}`}
        inputMode="decimal"
        name={key}
        value={text[key]}
        // Read-only (not disabled) while saving, so the focus stays in the form.
        readOnly={busy}
        aria-disabled={busy || undefined}
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText({ ...text, [key]: event.target.value });
          setError(null);
        }}
      />
    </label>
  );
  return (
    <form
      className="estimate-form"
      aria-label={`Estimate of ${state.name} in hours`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend className="form-label">Estimate (hours)</legend>
        <div className="estimate-inputs">
          {input('minimum', 'Min')}
          {input('likely', 'Most likely')}
          {input('maximum', 'Max')}
          <button type="submit" className="button button-small" aria-disabled={busy || undefined} aria-label={`Save estimate, ${state.name}`}>
            Save estimate
          </button>
        </div>
      </fieldset>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <p className="field-hint">{mean ? `PERT mean ${mean}` : 'Not estimated yet'}</p>
    </form>
  );
}

function Notes({ model, state, writable }: { readonly model: TicketModel; readonly state: TicketStateView; readonly writable: boolean }) {
  // A blocked state's note is most likely about the block.
  const [type, setType] = useState<NoteType>(state.blocked ? 'BLOCK_NOTE' : 'STATE_NOTE');
  const typeId = useId();
  useEffect(() => setType(state.blocked ? 'BLOCK_NOTE' : 'STATE_NOTE'), [state.blocked]);
  return (
    <div className="state-notes">
      {state.notes.length > 0 ? (
        <ul className="note-list" aria-label={`Notes on ${state.name}`}>
          {state.notes.map((note) => (
            <li key={note.id} className="note" data-type={note.type}>
              <span className="note-type">{NOTE_LABELS[note.type]}</span> {note.body}
              <span className="note-meta">
                {note.author?.name ?? 'Someone'}, <DisplayDate iso={note.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {writable ? (
        <AddTextForm label={`Note on ${state.name}`} action="Add note" actionName={`Add note, ${state.name}`} field="note" placeholder="Add a note…" onAdd={(body) => model.addNote(state.id, type, body)}>
          <label className="visually-hidden" htmlFor={typeId}>
            Note type, {state.name}
          </label>
          <select id={typeId} className="form-select note-type-select" value={type} onChange={(event) => setType(event.target.value as NoteType)}>
            {(Object.keys(NOTE_LABELS) as NoteType[]).map((name) => (
              <option key={name} value={name}>
                {NOTE_LABELS[name]}
              </option>
            ))}
          </select>
        </AddTextForm>
      ) : null}
    </div>
  );
}
