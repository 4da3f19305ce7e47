/**
 * Everything the organization area's planning pages need, built together: tickets, the project
 * explorer and the admin catalogues. The composition root loads this module on demand, with the
 * work gateways, the first time an organization page opens.
 */
import type { NotificationInput } from '../domain/notifications.ts';
import type { Permissions } from '../domain/work.ts';
import { createCataloguesArea, type CataloguesArea } from './catalogues-area.ts';
import type { NavigatorShape } from './ports/navigator.port.ts';
import type { CatalogueGateway } from './ports/catalogue-gateway.port.ts';
import type { ProjectGateway } from './ports/project-gateway.port.ts';
import type { TicketGateway } from './ports/ticket-gateway.port.ts';
import { createProjectsArea, type ProjectsArea } from './projects-area.ts';
import { createSupportInboxArea, type SupportInboxArea, type SupportInboxServices } from './support-inbox-area.ts';
import type { Runner } from './run.ts';
import { createTicketsArea, type TicketsArea } from './tickets-area.ts';

/** The gateways the work area talks to. */
export type WorkServices = TicketGateway | ProjectGateway | CatalogueGateway | SupportInboxServices;

export interface WorkAreaDeps {
  readonly runner: Runner<WorkServices>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  /** The current time, for dates shown relative to now. */
  readonly now: () => number;
}

/** What the pages of one organization need: the caller's permissions there. */
export interface OrganizationScope {
  readonly orgId: string;
  /** The caller's role id in it. */
  readonly roleId: string;
  readonly permissions: Permissions;
}

export interface WorkArea {
  readonly tickets: TicketsArea;
  readonly projects: ProjectsArea;
  readonly catalogues: CataloguesArea;
  readonly support: SupportInboxArea;
}

/** Builds the work area's model factories. */
export function createWorkArea(deps: WorkAreaDeps): WorkArea {
  return {
    tickets: createTicketsArea(deps),
    projects: createProjectsArea(deps),
    catalogues: createCataloguesArea(deps),
    support: createSupportInboxArea(deps),
  };
}
