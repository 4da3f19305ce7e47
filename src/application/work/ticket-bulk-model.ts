/**
 * Bulk actions (§4) on a list's selection: one call, then 'N tickets updated' and the tickets that
 * were skipped with why; the updated rows are told to every list and the selection clears.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { TicketRow } from '../../domain/work/ticket-types.ts';
import { BULK_ACTION_LABELS, type BulkTicketAction } from '../../domain/work/work.ts';
import { TicketGateway } from './ticket-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import type { TicketEvents } from './ticket-events.ts';
import type { TicketListModel } from './ticket-list-model.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** A ticket an action left alone, as the report lists it. */
export interface SkippedTicket {
  readonly ticketId: string;
  /** '#12 Title' when the list holds the ticket, else its id. */
  readonly label: string;
  readonly reason: string;
}

export type BulkState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly action: BulkTicketAction }
  | { readonly status: 'done'; readonly action: BulkTicketAction; readonly updated: number; readonly skipped: readonly SkippedTicket[] };

export interface BulkModel {
  readonly state: ReadonlySignal<BulkState>;
  /** Runs an action on the list's selection; CHANGE_OWNER needs `ownerId`, CHANGE_PROJECT `projectId`. */
  readonly run: (action: BulkTicketAction, extra?: { readonly ownerId?: string; readonly projectId?: string }) => Promise<void>;
  /** Hides the last report. */
  readonly dismiss: () => void;
}

export interface BulkDeps {
  readonly runner: Runner<TicketGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly events: TicketEvents;
}

/** The words of a bulk report: 'N tickets updated'. */
export const updatedText = (count: number): string => (count === 0 ? 'No tickets updated' : `${count} ${count === 1 ? 'ticket' : 'tickets'} updated`);

/** Builds the bulk actions of one list. */
export function createBulkModel({ runner, notify, events }: BulkDeps, list: TicketListModel): BulkModel {
  const state = signal<BulkState>({ status: 'idle' });
  const label = (id: string, rows: readonly TicketRow[]) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? `#${row.localId} ${row.title}` : id;
  };
  return {
    state,
    run: async (action, extra = {}) => {
      const ticketIds = list.selected.value;
      if (ticketIds.length === 0 || state.value.status === 'running') return;
      if (action === 'CHANGE_OWNER' && !extra.ownerId) return;
      if (action === 'CHANGE_PROJECT' && !extra.projectId) return;
      state.value = { status: 'running', action };
      const outcome = await runWithToasts(
        runner,
        TicketGateway.use((gateway) => gateway.bulk({ action, ticketIds, ...(action === 'CHANGE_OWNER' ? { ownerId: extra.ownerId! } : {}), ...(action === 'CHANGE_PROJECT' ? { projectId: extra.projectId! } : {}) })),
        notify,
        { error: { title: `${BULK_ACTION_LABELS[action]} failed` } },
      );
      if (outcome.status !== 'success') {
        state.value = { status: 'idle' };
        return;
      }
      const rows = list.rows.value;
      const { updated, skipped } = outcome.value;
      // Nothing changed is not a success: a warning, with how many were skipped.
      const type = updated.length === 0 ? 'Warning' : 'Success';
      notify(skipped.length > 0 ? { type, title: updatedText(updated.length), subTitle: `${skipped.length} skipped` } : { type, title: updatedText(updated.length) });
      events.publish({ type: 'changed', rows: updated });
      list.clearSelection();
      state.value = {
        status: 'done',
        action,
        updated: updated.length,
        skipped: skipped.map((skip) => ({ ticketId: skip.ticketId, label: label(skip.ticketId, rows), reason: skip.reason })),
      };
    },
    dismiss: () => {
      state.value = { status: 'idle' };
    },
  };
}
