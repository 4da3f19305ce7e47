/**
 * What a ticket chip (`#123` in Markdown) knows of the ticket it names: the work area looks tickets
 * up by number; the chip reads the answer. Here, in the shared room, so the Markdown renderer of
 * every area can read it without knowing the work area.
 */
import type { ReadonlySignal } from '@preact/signals-core';

/** A ticket named by its number: being looked up, found (its id and title), or not in the organization. */
export type TicketReference =
  | { readonly status: 'looking' }
  | { readonly status: 'found'; readonly id: string; readonly title: string }
  | { readonly status: 'missing' };

/** The tickets of one organization by number. */
export interface TicketReferences {
  /** The ticket numbered `localId`; looked up the first time it is asked for, then remembered. */
  readonly find: (localId: number) => ReadonlySignal<TicketReference>;
}
