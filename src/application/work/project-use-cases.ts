/** The explorer's use cases: programs over the ProjectGateway. */
import { Effect } from 'effect';
import type { DependencyTicket } from '../../domain/work/dependency-graph.ts';
import type { RequestError } from '../shared/errors.ts';
import { ProjectGateway, type DependencyPage } from './project-gateway.port.ts';

/** At most this many pages are read for one graph (25,000 tickets): a runaway cursor stops there. */
export const MAX_DEPENDENCY_PAGES = 50;

/**
 * Every ticket of a project (sub-projects included) with what it waits on, read page after page
 * through moreTickets; `onProgress` hears how many have arrived out of how many.
 */
export const loadDependencyTickets = (
  projectId: string,
  onProgress: (loaded: number, total: number) => void = () => {},
): Effect.Effect<readonly DependencyTicket[], RequestError, ProjectGateway> =>
  Effect.gen(function* () {
    const gateway = yield* ProjectGateway;
    const tickets: DependencyTicket[] = [];
    const seen = new Set<string>();
    let after: string | null = null;
    for (let page = 0; page < MAX_DEPENDENCY_PAGES; page++) {
      const answer: DependencyPage = yield* gateway.dependencyPage(projectId, after);
      // Pages are merged by id, as every cursor list of §3 is.
      for (const ticket of answer.tickets) {
        if (seen.has(ticket.id)) continue;
        seen.add(ticket.id);
        tickets.push(ticket);
      }
      onProgress(tickets.length, answer.totalCount);
      if (answer.next === null || answer.next === after) break;
      after = answer.next;
    }
    return tickets;
  });

/** A program over the gateway: `use` picks the call. */
export const withProjects = <A>(use: (gateway: ProjectGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, ProjectGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* ProjectGateway);
  });
