/**
 * Tickets by number for the ticket chips of Markdown (`#123`): each number is looked up once, with
 * the list's search (which matches `#123` to that ticket, and to tickets whose text mentions it),
 * and remembered for the organization's pages. Lookups run a few at a time.
 */
import { signal, type Signal } from '@preact/signals-core';
import { run, type Runner } from '../shared/run.ts';
import type { TicketReference, TicketReferences } from '../shared/ticket-references.ts';
import { TicketGateway } from './ticket-gateway.port.ts';

/** Lookups at once: a readme naming many tickets does not flood the server. */
const AT_ONCE = 3;

/** Builds the lookup over the tickets gateway. */
export function createTicketReferences(runner: Runner<TicketGateway>): TicketReferences {
  const known = new Map<number, Signal<TicketReference>>();
  const waiting: number[] = [];
  let running = 0;

  const lookUp = async (localId: number): Promise<TicketReference> => {
    // Oldest first: the ticket comes before the later ones that mention it.
    const request = { filter: { search: `#${localId}` }, first: 50, after: null, sortBy: 'localId', sortDirection: 'ASC' } as const;
    const outcome = await run(runner, TicketGateway.use((gateway) => gateway.list(request)));
    if (outcome.status !== 'success') return { status: 'looking' };
    const ticket = outcome.value.nodes.find((row) => row.localId === localId);
    return ticket ? { status: 'found', id: ticket.id, title: ticket.title } : { status: 'missing' };
  };

  const next = () => {
    while (running < AT_ONCE && waiting.length > 0) {
      const localId = waiting.shift()!;
      running += 1;
      void lookUp(localId).then(
        (answer) => {
          known.get(localId)!.value = answer;
        },
        () => {},
      ).finally(() => {
        running -= 1;
        next();
      });
    }
  };

  return {
    find: (localId) => {
      let found = known.get(localId);
      if (!found) {
        found = signal<TicketReference>({ status: 'looking' });
        known.set(localId, found);
        waiting.push(localId);
        next();
      }
      return found;
    },
  };
}
