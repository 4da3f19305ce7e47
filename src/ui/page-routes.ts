/**
 * Pages that load on demand, by path prefix. The build maps each module to its chunks, and the
 * server puts those chunks in index.html as modulepreload hints, so a page's code arrives with
 * the document instead of after it. app.tsx and the areas hold the matching `import()` calls.
 */
export interface PageRoute {
  /** Paths that start with this show the page; `*` stands for one path segment. */
  readonly prefix: string;
  /** The page's module, from the project root. */
  readonly module: string;
  /** Modules loaded on demand before the page (the area around it), preloaded with it. */
  readonly area?: readonly string[];
  /** The page's JavaScript budget, gzip, when not the product's default (issue 9's 90 KB). */
  readonly budgetGzip?: number;
}

/**
 * The organization area around every organization page: the session, the account models, the
 * layout and the work models. Each arrives through its own import(), one after another, so
 * without the hints a cold load of /org/… would wait for five round trips.
 */
const SESSION = ['src/ui/screens/shell/session-root.tsx', 'src/application/shell/account-area.ts', 'src/adapters/graphql/account-gateways.graphql.ts', 'src/adapters/upload/profile-image-upload.http.ts'];
const WORK = ['src/application/shell/work-area.ts', 'src/adapters/graphql/work-gateways.graphql.ts', 'src/adapters/upload/inbox-image-upload.http.ts', 'src/adapters/worker/projection-preview.worker.ts'];
const LAYOUT = 'src/ui/screens/shell/organization-area.tsx';
const ORGANIZATION_AREA = [...SESSION, LAYOUT, ...WORK];
/**
 * The schedule's pages that move things by dragging (the swimlanes, the edit flow's rules) carry
 * react-aria's drag and drop (about 12 KB gzip), and the edit flow the projection's plan too: their
 * own, larger budget, so the other pages keep theirs. 263 KB since every organization page gained
 * the organization menu's favourites and recent visits, `me` asked cache-and-network and the
 * billing query (issue 18, about 1 KB): the edit flow went 0.6 KB over its 262 KB.
 */
export const SCHEDULE_EDITING_BUDGET_GZIP = 263_000;

/** The schedule's pages around their views. */
const SCHEDULE = 'src/ui/screens/schedule/schedule-pages.tsx';
/** The dashboard home: /org/{id}/dashboard and the organization's own address /org/{id}. */
const DASHBOARD = 'src/ui/screens/work/dashboard/dashboard-page.tsx';

/**
 * The planning pages are an application members keep open all day, loaded once: their budget is
 * larger than the support page's, and held by the bundle test so it cannot creep. 250 KB since the
 * swimlanes (react-aria's drag and drop, about 12 KB) and the gantt chart: their own chunks split
 * the react-aria code they share with the explorer into more, smaller files, and the organization
 * area gained their gateways. Each module loaded on demand splits the chunks it shares with the
 * pages into smaller ones (the organization settings and the list filters' panel took the explorer
 * from 99 files to 110, about 2 KB gzip); the profile's checks and the sign-up, password and
 * demo screens' models and checks (most of the account forms' compiled code) now load with their
 * own pages only, which gave back about 10 KB on every organization page.
 */
export const ORGANIZATION_PAGE_BUDGET_GZIP = 250_000;

/**
 * The pages before an organization (signing in, registering, the demo's request and status): the
 * session area and the forms, 153 KB gzip when they joined the route table (with their
 * modulepreload hints, so they arrive in one wave instead of four). Held here so they cannot creep.
 */
export const SIGN_IN_PAGE_BUDGET_GZIP = 160_000;

/**
 * The first matching prefix wins, so the organization's other pages (dashboard, profile…) come
 * last. The support case page is an entry of its own (src/main-support.tsx, support.html).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { prefix: '/org/*/ticket', module: 'src/ui/screens/work/tickets/tickets-pages.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/favorite-tickets', module: 'src/ui/screens/work/tickets/tickets-pages.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/explorer', module: 'src/ui/screens/work/explorer/explorer-pages.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/search', module: 'src/ui/screens/work/search/search-page.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  // The swimlanes (drag and drop), the gantt chart and the edit flow are chunks of their own, so the other schedule pages do not carry them.
  { prefix: '/org/*/schedule/swimlanes', module: 'src/ui/screens/schedule/schedule-swimlanes.tsx', area: [...ORGANIZATION_AREA, SCHEDULE], budgetGzip: SCHEDULE_EDITING_BUDGET_GZIP },
  ...(['edit_tickets', 'edit_priorities', 'edit_projections'] as const).map((step) => ({
    prefix: `/org/*/schedule/${step}`,
    module: 'src/ui/screens/schedule/schedule-edit.tsx',
    area: [...ORGANIZATION_AREA, SCHEDULE, 'src/application/schedule/schedule-edit-model.ts'],
    budgetGzip: SCHEDULE_EDITING_BUDGET_GZIP,
  })),
  { prefix: '/org/*/schedule/gantt', module: 'src/ui/screens/schedule/schedule-gantt.tsx', area: [...ORGANIZATION_AREA, SCHEDULE], budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/schedule', module: SCHEDULE, area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/calendar', module: 'src/ui/screens/schedule/my-calendar-page.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  // The dependency graph's model, gateway and SDK load with its page only.
  {
    prefix: '/org/*/dependency',
    module: 'src/ui/screens/work/dependency/dependency-page.tsx',
    area: [...ORGANIZATION_AREA, 'src/application/work/dependency-page-model.ts', 'src/adapters/graphql/dependency-graph-gateway.graphql.ts'],
    budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP,
  },
  // The report pages' models, gateway, SDK and charts load with those pages only.
  {
    prefix: '/org/*/report',
    module: 'src/ui/screens/reports/report-pages.tsx',
    area: [...ORGANIZATION_AREA, 'src/application/reports/reports-area.ts', 'src/adapters/graphql/report-gateway.graphql.ts'],
    budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP,
  },
  // The notes page's model, gateway and SDK load with that page only.
  {
    prefix: '/org/*/note',
    module: 'src/ui/screens/notes/notes-page.tsx',
    area: [...ORGANIZATION_AREA, 'src/application/notes/notes-area.ts', 'src/adapters/graphql/note-gateway.graphql.ts'],
    budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP,
  },
  { prefix: '/org/*/issue', module: 'src/ui/screens/support/support-pages.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  // The ticket import page reads CSV files: its own chunk and composition root, so no other page carries them.
  {
    prefix: '/org/*/admin/import',
    module: 'src/ui/screens/work/admin/ticket-import-page.tsx',
    area: [...ORGANIZATION_AREA, 'src/ui/screens/shell/admin-pages.tsx', 'src/main-import.tsx'],
    budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP,
  },
  { prefix: '/org/*/admin', module: 'src/ui/screens/shell/admin-pages.tsx', area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*/dashboard', module: DASHBOARD, area: ORGANIZATION_AREA, budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  { prefix: '/org/*', module: LAYOUT, area: [...SESSION, ...WORK, DASHBOARD], budgetGzip: ORGANIZATION_PAGE_BUDGET_GZIP },
  // Signing in, registering, creating an organization, and the demo's pages: a first visit, cold.
  { prefix: '/auth', module: 'src/ui/screens/accounts/auth-screens.tsx', area: SESSION, budgetGzip: SIGN_IN_PAGE_BUDGET_GZIP },
  { prefix: '/demo', module: 'src/ui/screens/demo/demo-screens.tsx', area: SESSION, budgetGzip: SIGN_IN_PAGE_BUDGET_GZIP },
];
