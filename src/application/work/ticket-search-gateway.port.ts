/** TicketSearchGateway: pages of the search page's results (moreTickets with the whole §3 search filter). */
import { Context, type Effect } from 'effect';
import type { Connection } from '../../domain/shared/lists.ts';
import type { SearchRow, SearchVariables } from '../../domain/work/search-query.ts';
import type { RequestError } from '../shared/errors.ts';

/** One page of a search: the variables of the filter, where the page starts (null: afresh) and its size. */
export interface SearchPageRequest {
  readonly variables: SearchVariables;
  readonly first: number;
  readonly after: string | null;
}

export class TicketSearchGateway extends Context.Service<
  TicketSearchGateway,
  {
    /** A page of results. */
    readonly page: (request: SearchPageRequest) => Effect.Effect<Connection<SearchRow>, RequestError>;
  }
>()('TicketSearchGateway') {}
