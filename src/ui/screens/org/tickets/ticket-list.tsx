/**
 * A list of tickets for any page: the tickets page, favourites, the explorer's view and search
 * tabs (scaffold: filled in by the tickets work; the props are the contract other pages use).
 */

/** Which tickets a list shows (the server filters; see TicketFilterInput in schema/work.graphql). */
export interface TicketListFilter {
  readonly projects?: readonly string[];
  /** Include sub-projects of `projects` (default true). */
  readonly recursive?: boolean;
  readonly search?: string;
  readonly favorite?: boolean;
}

export interface TicketListProps {
  /** Names the list's selection (§3 selected item ids per list). */
  readonly listId: string;
  readonly filter: TicketListFilter;
  /** Groups the rows by display state (the explorer's view tab). */
  readonly groupByState?: boolean;
  /** What an empty list says. */
  readonly emptyText?: string;
}

export function TicketList({ emptyText }: TicketListProps) {
  return <p>{emptyText ?? 'No tickets'}</p>;
}
