/**
 * One ticket's page (and the edit modal): the ticket loaded, and every change made in place. Each
 * change is one call answering the whole ticket; success shows 'Ticket has been updated' and is told
 * to the open lists, failure shows 'Could not update ticket' with the server's words and keeps the
 * ticket as it was, answering the failure so the editor can keep what was typed.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { rowOf, type TicketDetail, type TicketRow } from '../../domain/work/ticket-types.ts';
import type { NoteType } from '../../domain/work/work.ts';
import { describeError, type KnownError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import { TicketGateway, type TicketChange, type TicketStateChange } from './ticket-gateway.port.ts';
import { run, type Outcome, type Runner } from '../shared/run.ts';
import type { TicketEvents } from './ticket-events.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** §8 toasts of a ticket update, exactly. */
export const TICKET_TOASTS = { updated: 'Ticket has been updated', updateFailed: 'Could not update ticket', undo: 'Undo' } as const;

export type TicketState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly ticket: TicketDetail };

/** The answer of a change: done, or refused with the words to show beside the control. */
export type ChangeResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

type Gateway = typeof TicketGateway.Service;

export interface TicketModel {
  readonly ticketId: string;
  readonly state: ReadonlySignal<TicketState>;
  readonly ticket: ReadonlySignal<TicketDetail | null>;
  /** Names of the changes being saved (a control shows it is busy). */
  readonly saving: ReadonlySignal<ReadonlySet<string>>;
  readonly reload: () => Promise<void>;
  readonly update: (change: TicketChange, key?: string) => Promise<ChangeResult>;
  readonly setFavorite: (favorite: boolean) => Promise<ChangeResult>;
  readonly updateState: (stateId: string, change: TicketStateChange, key?: string) => Promise<ChangeResult>;
  readonly addNote: (stateId: string, type: NoteType, body: string) => Promise<ChangeResult>;
  readonly addChecklistItem: (text: string) => Promise<ChangeResult>;
  readonly updateChecklistItem: (itemId: string, change: { readonly text?: string; readonly done?: boolean }) => Promise<ChangeResult>;
  readonly removeChecklistItem: (itemId: string) => Promise<ChangeResult>;
  readonly addComment: (body: string) => Promise<ChangeResult>;
  readonly addReply: (commentId: string, body: string) => Promise<ChangeResult>;
  readonly addDependency: (waitsOnId: string) => Promise<ChangeResult>;
  readonly removeDependency: (waitsOnId: string) => Promise<ChangeResult>;
  /** Tickets whose #id or title matches, to wait on (this one and those already linked left out). */
  readonly findTickets: (text: string) => Promise<readonly TicketRow[]>;
}

export interface TicketModelDeps {
  readonly runner: Runner<TicketGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly events: TicketEvents;
}

/** A ticket whose ETA is being projected is read again after this long, then twice as long, up to the most, for so long in all. */
export const PROJECTION_POLL_MS = 400;
export const PROJECTION_POLL_MAX_MS = 5_000;
export const PROJECTION_WATCH_MS = 5 * 60_000;

/** The waits between reads while a projection runs: PROJECTION_POLL_MS, then twice as long each time up to PROJECTION_POLL_MAX_MS, for PROJECTION_WATCH_MS in all. */
export function* projectionPollDelays(): Generator<number> {
  for (let waited = 0, delay = PROJECTION_POLL_MS; waited < PROJECTION_WATCH_MS; waited += delay, delay = Math.min(delay * 2, PROJECTION_POLL_MAX_MS)) yield delay;
}

const refused = (error: KnownError): ChangeResult => ({ ok: false, message: describeError(error) });

/** Builds a ticket's model and loads it. */
export function createTicketModel({ runner, notify, events }: TicketModelDeps, ticketId: string): TicketModel {
  const state = signal<TicketState>({ status: 'loading' });
  const saving = signal<ReadonlySet<string>>(new Set());
  const ticket = computed(() => (state.value.status === 'loaded' ? state.value.ticket : null));

  let watching = false;
  /** Bumped by every change: a read that started before a change must not undo its answer. */
  let changes = 0;

  /**
   * While the organization is being projected, reads the ticket again (every PROJECTION_POLL_MS at
   * first, then less often, for PROJECTION_WATCH_MS at most) so its new ETA shows without a reload.
   */
  async function watchProjection(): Promise<void> {
    if (watching) return;
    watching = true;
    try {
      for (const delay of projectionPollDelays()) {
        if (state.value.status !== 'loaded' || !state.value.ticket.projectionPending) break;
        const before = changes;
        const outcome = await run(runner, Effect.andThen(Effect.sleep(delay), TicketGateway.use((gateway) => gateway.ticket(ticketId))));
        if (outcome.status !== 'success' || outcome.value === null || before !== changes) continue;
        if (state.value.status === 'loaded') state.value = { status: 'loaded', ticket: outcome.value };
      }
    } finally {
      watching = false;
    }
  }

  async function reload(): Promise<void> {
    if (state.value.status !== 'loaded') state.value = { status: 'loading' };
    const outcome = await run(runner, TicketGateway.use((gateway) => gateway.ticket(ticketId)));
    if (outcome.status === 'success') {
      state.value = outcome.value === null ? { status: 'missing' } : { status: 'loaded', ticket: outcome.value };
      if (outcome.value?.projectionPending) void watchProjection();
    } else if (outcome.status === 'failure' && state.value.status !== 'loaded') state.value = { status: 'failed', message: describeError(outcome.error) };
  }

  function mark(key: string, on: boolean): void {
    const next = new Set(saving.value);
    if (on) next.add(key);
    else next.delete(key);
    saving.value = next;
  }

  /** Runs one change of this ticket with the §8 toasts (an Undo on the success toast when given); the answer replaces the ticket everywhere. */
  async function change(key: string, call: (gateway: Gateway, id: string) => Effect.Effect<TicketDetail, RequestError>, undo?: { readonly subTitle: (ticket: TicketDetail) => string; readonly run: () => void }): Promise<ChangeResult> {
    mark(key, true);
    changes += 1;
    let outcome: Outcome<TicketDetail, RequestError>;
    try {
      outcome = await runWithToasts(runner, TicketGateway.use((gateway) => call(gateway, ticketId)), notify, {
        success: undo ? { title: TICKET_TOASTS.updated, subTitle: undo.subTitle, action: () => ({ label: TICKET_TOASTS.undo, run: undo.run }) } : { title: TICKET_TOASTS.updated },
        error: { title: TICKET_TOASTS.updateFailed },
      });
    } finally {
      mark(key, false);
    }
    if (outcome.status === 'success') {
      state.value = { status: 'loaded', ticket: outcome.value };
      events.publish({ type: 'changed', rows: [rowOf(outcome.value)] });
      if (outcome.value.projectionPending) void watchProjection();
      return { ok: true };
    }
    return outcome.status === 'failure' ? refused(outcome.error) : { ok: false, message: 'Cancelled' };
  }

  void reload();

  return {
    ticketId,
    state,
    ticket,
    saving,
    reload,
    update: (patch, key = Object.keys(patch).join(',')) => change(key, (g, id) => g.update(id, patch)),
    setFavorite: (favorite) => change('favorite', (g, id) => g.setFavorite(id, favorite)),
    updateState: (stateId, patch, key = `state:${stateId}`) =>
      change(
        key,
        (g, id) => g.updateState(id, stateId, patch),
        // Done can be taken back from its toast (issue 25): the state is reopened as Reopen would.
        patch.done === true
          ? {
              subTitle: (ticket) => (ticket.displayState === 'Done' ? 'The ticket is done' : `${ticket.states.find((state) => state.id === stateId)?.name ?? 'The step'} is done`),
              run: () => void change(key, (g, id) => g.updateState(id, stateId, { done: false })),
            }
          : undefined,
      ),
    addNote: (stateId, type, body) => change(`note:${stateId}`, (g, id) => g.addStateNote(id, stateId, type, body)),
    addChecklistItem: (text) => change('checklist:new', (g, id) => g.addChecklistItem(id, text)),
    updateChecklistItem: (itemId, patch) => change(`checklist:${itemId}`, (g, id) => g.updateChecklistItem(id, itemId, patch)),
    removeChecklistItem: (itemId) => change(`checklist:${itemId}`, (g, id) => g.removeChecklistItem(id, itemId)),
    addComment: (body) => change('comment:new', (g, id) => g.addComment(id, body)),
    addReply: (commentId, body) => change(`reply:${commentId}`, (g, id) => g.addReply(id, commentId, body)),
    addDependency: (waitsOnId) => change('dependency:new', (g, id) => g.addDependency(id, waitsOnId)),
    removeDependency: (waitsOnId) => change(`dependency:${waitsOnId}`, (g, id) => g.removeDependency(id, waitsOnId)),
    findTickets: async (text) => {
      const search = text.trim();
      if (search === '') return [];
      const outcome = await run(
        runner,
        TicketGateway.use((gateway) => gateway.list({ filter: { search }, first: 8, after: null, sortBy: 'localId', sortDirection: 'ASC' })),
      );
      if (outcome.status !== 'success') return [];
      const current = ticket.value;
      const linked = new Set([ticketId, ...(current?.waitingOn.map((link) => link.id) ?? [])]);
      return outcome.value.nodes.filter((row) => !linked.has(row.id));
    },
  };
}
