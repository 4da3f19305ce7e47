/**
 * Everything the organization area's pages need, built together: tickets, the project explorer,
 * search, the dashboard and the admin catalogues (work), the support inbox, blackout times and the schedule. The composition root loads this module on demand, with the
 * work gateways, the first time an organization page opens.
 */
import { createBlackoutsArea, type BlackoutsArea } from '../time/blackouts-area.ts';
import { createCataloguesArea, type CataloguesArea } from '../work/catalogues-area.ts';
import { createDashboardModel, createTimeZoneBanner, type DashboardModel, type TimeZoneBannerDeps, type TimeZoneBannerModel } from '../work/dashboard-model.ts';
import type { BlackoutGateway } from '../time/blackout-gateway.port.ts';
import { createScheduleArea, type ScheduleArea } from '../schedule/schedule-area.ts';
import type { ScheduleGateway } from '../schedule/schedule-gateway.port.ts';
import type { ProjectionPreview } from '../schedule/projection-preview.port.ts';
import { createProjectsArea, type ProjectsArea } from '../work/projects-area.ts';
import { createSupportInboxArea, type SupportInboxArea, type SupportInboxServices } from '../support/support-inbox-area.ts';
import { createTicketsArea, type TicketsArea } from '../work/tickets-area.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import type { WorkGateways } from '../work/work-area-deps.ts';
import { createSearchModel, type SearchDeps, type SearchModel, type SearchOptions } from '../work/search-model.ts';

/** The gateways the organization pages talk to: the work area's, the support inbox's, blackout times', the schedule's and the projection preview's worker. */
export type WorkServices = WorkGateways | SupportInboxServices | BlackoutGateway | ScheduleGateway | ProjectionPreview;

/** The runtime every organization page's models share. */
export type WorkAreaDeps = OrganizationDeps<WorkServices>;

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
  readonly schedule: ScheduleArea;
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
    schedule: createScheduleArea(deps),
  };
}
