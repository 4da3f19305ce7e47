/**
 * Everything the organization area's planning pages need, built together: tickets, the project
 * explorer and the admin catalogues. The composition root loads this module on demand, with the
 * work gateways, the first time an organization page opens.
 */
import type { NotificationInput } from '../domain/notifications.ts';
import type { Permissions } from '../domain/work.ts';
import { createBlackoutsArea, type BlackoutsArea } from './blackouts-area.ts';
import { createCataloguesArea, type CataloguesArea } from './catalogues-area.ts';
import { createDashboardModel, createTimeZoneBanner, type DashboardModel, type TimeZoneBannerDeps, type TimeZoneBannerModel } from './dashboard-model.ts';
import type { DashboardGateway } from './ports/dashboard-gateway.port.ts';
import type { KeyValueStoreShape } from './ports/key-value-store.port.ts';
import type { LocaleShape } from './ports/locale.port.ts';
import type { NavigatorShape } from './ports/navigator.port.ts';
import type { CatalogueGateway } from './ports/catalogue-gateway.port.ts';
import type { BlackoutGateway } from './ports/blackout-gateway.port.ts';
import type { ProjectGateway } from './ports/project-gateway.port.ts';
import type { TicketGateway } from './ports/ticket-gateway.port.ts';
import type { TicketSearchGateway } from './ports/ticket-search-gateway.port.ts';
import { createProjectsArea, type ProjectsArea } from './projects-area.ts';
import { createSupportInboxArea, type SupportInboxArea, type SupportInboxServices } from './support-inbox-area.ts';
import type { Runner } from './run.ts';
import { createTicketsArea, type TicketsArea } from './tickets-area.ts';
import { createSearchModel, type SearchDeps, type SearchModel, type SearchOptions } from './search-model.ts';

/** The gateways the work area talks to. */
export type WorkServices = TicketGateway | ProjectGateway | CatalogueGateway | TicketSearchGateway | DashboardGateway | SupportInboxServices | BlackoutGateway;

export interface WorkAreaDeps {
  readonly runner: Runner<WorkServices>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  /** The current time, for dates shown relative to now. */
  readonly now: () => number;
  /** Small values kept on this device (the dashboard's dismissed time-zone banners). */
  readonly store?: KeyValueStoreShape;
  /** The browser's time zone (the dashboard's time-zone banner compares it with the profile's). */
  readonly locale?: LocaleShape;
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
  /** The search page's model, its filter kept in the account's UI state. */
  readonly search: (ui: Pick<SearchDeps, 'filters'>, options: SearchOptions) => SearchModel;
  /** The dashboard home of the caller; `canChange` is false for a visitor. Starts loading. */
  readonly dashboard: (canChange: boolean) => DashboardModel;
  readonly timeZoneBanner: (deps: Omit<TimeZoneBannerDeps, 'store' | 'browserZone'>) => TimeZoneBannerModel;
  readonly support: SupportInboxArea;
  readonly blackouts: BlackoutsArea;
}

/** Builds the work area's model factories. */
export function createWorkArea(deps: WorkAreaDeps): WorkArea {
  const tickets = createTicketsArea(deps);
  return {
    tickets,
    projects: createProjectsArea(deps),
    catalogues: createCataloguesArea(deps),
    search: (ui, options) => createSearchModel({ runner: deps.runner, filters: ui.filters, pickLists: tickets.pickLists, now: deps.now }, options),
    dashboard: (canChange) => createDashboardModel(deps, canChange),
    timeZoneBanner: (banner) => createTimeZoneBanner({ ...banner, browserZone: deps.locale?.timeZone() ?? null, store: deps.store }),
    support: createSupportInboxArea(deps),
    blackouts: createBlackoutsArea(deps),
  };
}
