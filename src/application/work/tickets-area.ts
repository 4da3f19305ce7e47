/**
 * The tickets pages' model factories: lists (with their bulk actions), a ticket's page, the New
 * ticket dialog and the shared pick lists. Changes made anywhere are told to every open list.
 */
import type * as Selection from '../../domain/shared/selection.ts';
import type * as TicketEdit from '../../domain/work/ticket-edit.ts';
import type { NewTicketFields } from '../../domain/work/ticket-form.ts';
import type { TicketDetail } from '../../domain/work/ticket-types.ts';
import type { MachineModel } from '../shared/machine-model.ts';
import type { TicketGateway } from './ticket-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import { createBulkModel, type BulkModel } from './ticket-bulk-model.ts';
import { createCreateTicketModel, type CreateTicketModel } from './ticket-create-model.ts';
import { createTicketEvents, type TicketEvents } from './ticket-events.ts';
import { createTicketListModel, type TicketListModel, type TicketListOptions } from './ticket-list-model.ts';
import { createTicketModel, type TicketModel } from './ticket-model.ts';
import { createPickListsModel, type PickListsModel } from './ticket-pick-lists-model.ts';
import { createTicketReferences } from './ticket-references-model.ts';
import type { TicketReferences } from '../shared/ticket-references.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** The client state a list keeps in the account's UI state (cleared on logout). */
export interface ListUiState {
  readonly selection: MachineModel<Selection.State, Selection.Event>;
  readonly ticketEdit: MachineModel<TicketEdit.State, TicketEdit.Event>;
}

export interface TicketsArea {
  readonly events: TicketEvents;
  readonly pickLists: PickListsModel;
  /** Tickets by number, for the ticket chips of Markdown (`#123`). */
  readonly references: TicketReferences;
  readonly list: (ui: ListUiState, options: TicketListOptions) => TicketListModel;
  readonly bulk: (list: TicketListModel) => BulkModel;
  readonly ticket: (ticketId: string) => TicketModel;
  /** `open` goes to a created ticket's page (its toast's 'Open'). */
  readonly create: (initial?: Partial<NewTicketFields>, open?: (ticket: TicketDetail) => void) => CreateTicketModel;
}

/** Builds the tickets model factories. */
export function createTicketsArea(deps: WorkAreaDeps): TicketsArea {
  const runner: Runner<TicketGateway> = deps.runner;
  const events = createTicketEvents();
  const pickLists = createPickListsModel(runner);
  const base = { runner, notify: deps.notify, events };
  return {
    events,
    pickLists,
    references: createTicketReferences(runner),
    list: (ui, options) => createTicketListModel({ runner, events, selection: ui.selection, ticketEdit: ui.ticketEdit }, options),
    bulk: (list) => createBulkModel(base, list),
    ticket: (ticketId) => createTicketModel(base, ticketId),
    create: (initial, open) => createCreateTicketModel({ ...base, pickLists, ...(open ? { open } : {}) }, initial),
  };
}
