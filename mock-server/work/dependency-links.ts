/**
 * The organization's dependency graph (schema/work.graphql `dependencyGraph`): the tickets that
 * wait on another or are waited on, with the links, for the whole organization or one project and
 * its sub-projects (then the linked tickets elsewhere come apart, as `otherTickets`). Deleted
 * tickets are left out with their links. Every member reads it; another organization's project
 * reads as not found.
 */
import { subtreeIds } from '../../src/domain/work/work.ts';
import { projectOf } from './checks.ts';
import type { Scope } from './scope.ts';
import type { StoredTicket } from '../store/work-store.ts';

/** The graph of the caller's organization, or of a project of it. */
export function dependencyGraph(scope: Scope, projectId: unknown) {
  const { work } = scope;
  const inside =
    projectId === null || projectId === undefined
      ? null
      : subtreeIds([...work.projects.values()], projectOf(scope, projectId).id);
  const live = (ticket: StoredTicket | undefined): ticket is StoredTicket => ticket !== undefined && ticket.publication !== 'DELETED';
  const counts = (ticket: StoredTicket) => inside === null || (ticket.projectId !== null && inside.has(ticket.projectId));
  const tickets = new Set<StoredTicket>();
  const others = new Set<StoredTicket>();
  const links: { waitingId: string; waitedOnId: string; order: [number, number] }[] = [];
  for (const waiting of work.ticketList) {
    if (!live(waiting)) continue;
    for (const id of work.waitsOn.get(waiting.id) ?? []) {
      const waited = work.tickets.get(id);
      if (!live(waited)) continue;
      const waitingIn = counts(waiting);
      const waitedIn = counts(waited);
      if (!waitingIn && !waitedIn) continue;
      (waitingIn ? tickets : others).add(waiting);
      (waitedIn ? tickets : others).add(waited);
      links.push({ waitingId: waiting.id, waitedOnId: waited.id, order: [waiting.localId, waited.localId] });
    }
  }
  const byNumber = (a: StoredTicket, b: StoredTicket) => a.localId - b.localId;
  links.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  return {
    tickets: [...tickets].sort(byNumber),
    otherTickets: [...others].sort(byNumber),
    links: links.map(({ waitingId, waitedOnId }) => ({ waitingId, waitedOnId })),
  };
}
