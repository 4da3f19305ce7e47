/**
 * Tickets by number for the ticket chips of Markdown (`#123`): each number is looked up once, with
 * the list's search (which matches `#123` to that ticket, and to tickets whose text mentions it),
 * one after another so a readme naming many tickets does not flood the server, and remembered for
 * the organization's pages.
 */
import { signal, type Signal } from '@preact/signals-core';
import { run, type Runner } from '../shared/run.ts';
import type { TicketReference, TicketReferences } from '../shared/ticket-references.ts';
import { TicketGateway } from './ticket-gateway.port.ts';

/** Builds the lookup over the tickets gateway. */
export function createTicketReferences(runner: Runner<TicketGateway>): TicketReferences {
  const known = new Map<number, Signal<TicketReference>>();
  let queue = Promise.resolve();
  return {
    find: (localId) => {
      let found = known.get(localId);
      if (found) return found;
      const answer = (found = signal<TicketReference>({ status: 'looking' }));
      known.set(localId, answer);
      queue = queue.then(async () => {
        // Oldest first: the ticket comes before the later ones that mention it.
        const outcome = await run(runner, TicketGateway.use((gateway) => gateway.list({ filter: { search: `#${localId}` }, first: 50, after: null, sortBy: 'localId', sortDirection: 'ASC' })));
        // A failed lookup leaves the chip looking: it still leads to a search for the number.
        if (outcome.status !== 'success') return;
        const ticket = outcome.value.nodes.find((row) => row.localId === localId);
        answer.value = ticket ? { status: 'found', id: ticket.id, title: ticket.title } : { status: 'missing' };
      }).catch(() => {});
      return found;
    },
  };
}
