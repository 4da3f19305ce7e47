/** The client-side state of §3 "Other UI state", filters and the schedule, each its machine in a signal. */
import * as ExplorerState from '../../domain/work/explorer-state.ts';
import * as Filters from '../../domain/work/filters.ts';
import * as Schedule from '../../domain/schedule/schedule.ts';
import * as Selection from '../../domain/shared/selection.ts';
import * as TicketEdit from '../../domain/work/ticket-edit.ts';
import * as Tips from '../../domain/shared/tips.ts';
import { machineModel, persistedMachineModel, type MachineModel } from '../shared/machine-model.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';

/** Where the explorer's tree state is kept on the device. */
export const EXPLORER_STATE_KEY = 'tidemark.explorer';

export interface UiStateModels {
  readonly filters: MachineModel<Filters.State, Filters.Event>;
  readonly schedule: MachineModel<Schedule.State, Schedule.Event>;
  readonly selection: MachineModel<Selection.State, Selection.Event>;
  readonly tips: MachineModel<Tips.State, Tips.Event>;
  readonly ticketEdit: MachineModel<TicketEdit.State, TicketEdit.Event>;
  readonly explorer: MachineModel<ExplorerState.State, ExplorerState.Event>;
  /** Clears everything, as logging out does. */
  readonly resetAll: () => void;
}

/** Fresh UI state; with a store, the explorer's open projects survive a reload (until logout). */
export function createUiStateModels(store?: KeyValueStoreShape): UiStateModels {
  const models = {
    filters: machineModel(Filters.transition, Filters.initialState),
    schedule: machineModel(Schedule.transition, Schedule.initialState),
    selection: machineModel(Selection.transition, Selection.initialState),
    tips: machineModel(Tips.transition, Tips.initialState),
    ticketEdit: machineModel(TicketEdit.transition, TicketEdit.initialState),
    explorer: store
      ? persistedMachineModel(ExplorerState.transition, ExplorerState.initialState, { store, key: EXPLORER_STATE_KEY, read: ExplorerState.stateFromStored })
      : machineModel(ExplorerState.transition, ExplorerState.initialState),
  };
  return { ...models, resetAll: () => Object.values(models).forEach((model) => model.reset()) };
}
