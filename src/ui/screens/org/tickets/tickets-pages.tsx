/** Tickets pages: /ticket, /ticket/{id}/view, /favorite-tickets (scaffold: filled in by the tickets work). */
import type { OrgRoute } from '../../../../domain/org-routes.ts';

export function TicketsPages({ route }: { readonly route: Extract<OrgRoute, { page: 'tickets' | 'ticket' | 'favoriteTickets' }> }) {
  return <h1>{route.page === 'ticket' ? `Ticket ${route.ticketId}` : 'Tickets'}</h1>;
}
