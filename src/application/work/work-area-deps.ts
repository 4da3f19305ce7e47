/** What the work area's models (tickets, projects, catalogues) are built with. */
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { DashboardGateway } from './dashboard-gateway.port.ts';
import type { ProjectGateway } from './project-gateway.port.ts';
import type { TicketGateway } from './ticket-gateway.port.ts';
import type { TicketSearchGateway } from './ticket-search-gateway.port.ts';

/** The gateways of the work area. */
export type WorkGateways = TicketGateway | ProjectGateway | CatalogueGateway | TicketSearchGateway | DashboardGateway;

/** The runtime of the work area's models. */
export type WorkAreaDeps = OrganizationDeps<WorkGateways>;
