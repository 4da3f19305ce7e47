/** The work model service: every operation of schema/work.graphql over the store, given the caller's scope. */
import type { Store } from '../store/store.ts';
import type { Scope } from './scope.ts';
import { bulkTickets } from './bulk.ts';
import { createCatalogues } from './catalogues.ts';
import { projectAnalytics } from './analytics.ts';
import { dependencyGraph } from './dependency-links.ts';
import { createProjects } from './projects.ts';
import { createRoles } from './roles.ts';
import { createTicketDetails } from './ticket-details.ts';
import { moreTickets } from './ticket-list.ts';
import { createTickets } from './tickets.ts';
import { importTickets } from './ticket-import.ts';
import { createTodos } from './todos.ts';
import { createWorkflows } from './workflows.ts';

/** Builds the work service over a store. */
export function createWork(store: Store) {
  const tickets = createTickets(store.work);
  return {
    tickets,
    importTickets: (scope: Scope, input: Readonly<Record<string, unknown>>) => importTickets(scope, tickets, input),
    details: createTicketDetails(store.work),
    moreTickets,
    bulkTickets,
    projects: createProjects(store.work),
    projectAnalytics,
    dependencyGraph,
    catalogues: createCatalogues(store.work),
    workflows: createWorkflows(store.work),
    roles: createRoles(store.accounts),
    todos: createTodos(store.work),
  };
}

export type Work = ReturnType<typeof createWork>;
