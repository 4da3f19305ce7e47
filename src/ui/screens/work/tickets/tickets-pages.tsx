/** Tickets pages: /ticket (list and create), /ticket/{id}/view, /favorite-tickets. */
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orgPath, type OrgRoute } from '../../../../domain/shared/org-routes.ts';
import { parseTicketListQuery, ticketListQueryString } from '../../../../domain/work/ticket-list-url.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { NewTicketButton } from './new-ticket-dialog.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketList } from './ticket-list.tsx';
import { TicketPage } from './ticket-page.tsx';

export function TicketsPages({ route }: { readonly route: Extract<OrgRoute, { page: 'tickets' | 'ticket' | 'favoriteTickets' }> }) {
  switch (route.page) {
    case 'tickets':
      return <TicketsListPage />;
    case 'favoriteTickets':
      return <FavoritesPage />;
    case 'ticket':
      return <TicketPage key={route.ticketId} ticketId={route.ticketId} />;
    default: {
      const _never: never = route;
      return _never;
    }
  }
}

/** The tickets page opens on the work ahead: by projected ETA, soonest first, then open tickets without one, done ones last (issue 25). */
const TICKETS_SORT = { sortBy: 'eta', sortDirection: 'ASC' } as const;

function TicketsListPage() {
  usePageTitle('Tickets');
  const { scope } = useWork();
  const [, navigate] = useLocation();
  const search = useSearch();
  const urlQuery = parseTicketListQuery(search, TICKETS_SORT);
  // ?new=1 (getting started's 'Create a ticket') opens New ticket once; the address then loses it.
  const [openNew] = useState(() => new URLSearchParams(search).get('new') === '1');
  useEffect(() => {
    if (openNew) navigate(`${orgPath(scope.orgId, 'ticket')}${ticketListQueryString(urlQuery, TICKETS_SORT)}`, { replace: true });
  }, []);
  return (
    <main className="org-page tickets-page">
      <header className="tickets-header">
        <h1>Tickets</h1>
        {scope.permissions.write ? <NewTicketButton defaultOpen={openNew} /> : null}
      </header>
      <TicketList
        listId="tickets"
        filter={{}}
        emptyText="No tickets yet. Create the first one with New ticket."
        urlQuery={urlQuery}
        onQueryChange={(query) => navigate(`${orgPath(scope.orgId, 'ticket')}${ticketListQueryString(query, TICKETS_SORT)}`, { replace: true })}
        filters={(model) => <TicketFilters model={model} kind="ticket" />}
      />
    </main>
  );
}

function FavoritesPage() {
  usePageTitle('Favorite tickets');
  return (
    <main className="org-page tickets-page">
      <header className="tickets-header">
        <h1>Favorite tickets</h1>
      </header>
      <TicketList listId="favorite-tickets" filter={{ favorite: true }} emptyText="No favourites yet. Star a ticket on its page to find it here." />
    </main>
  );
}
