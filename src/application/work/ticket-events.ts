/** What happened to tickets, told to every open list so rows change without a reload. */
import type { TicketRow } from '../../domain/work/ticket-types.ts';

export type TicketEvent =
  /** Tickets changed (an edit, a bulk action): lists replace the rows they hold. */
  | { readonly type: 'changed'; readonly rows: readonly TicketRow[] }
  /** A ticket was created: lists that would show it add it. */
  | { readonly type: 'created'; readonly row: TicketRow };

export interface TicketEvents {
  readonly publish: (event: TicketEvent) => void;
  /** Listens until the returned function is called. */
  readonly subscribe: (listener: (event: TicketEvent) => void) => () => void;
}

/** A fresh event channel. */
export function createTicketEvents(): TicketEvents {
  const listeners = new Set<(event: TicketEvent) => void>();
  return {
    publish: (event) => [...listeners].forEach((listener) => listener(event)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
