/**
 * The organization routes of §2, read from a path: which page of /org/{orgId}/… is asked for, with
 * its ids. The organization layout shows the page; a path that is no route of §2 is `unknown`.
 */
import type { BlackoutView } from './blackout-paths.ts';
import type { FeatureFlags } from './constants.ts';

/** A page of the organization area, by path. */
export type OrgRoute =
  | { readonly page: 'home' }
  | { readonly page: 'dashboard' }
  | { readonly page: 'onboarding' }
  | { readonly page: 'profile' }
  | { readonly page: 'tickets' }
  | { readonly page: 'ticket'; readonly ticketId: string }
  | { readonly page: 'favoriteTickets' }
  | { readonly page: 'explorer'; readonly tab: ExplorerTab | null; readonly projectId: string | null }
  | { readonly page: 'search'; readonly projectId: string | null }
  | { readonly page: 'adminHome' }
  /** The plan, seats and invoices (owners only). */
  | { readonly page: 'billing' }
  /** Tickets from a CSV file (owners and administrators). */
  | { readonly page: 'ticketImport' }
  | { readonly page: 'catalogue'; readonly catalogue: Catalogue; readonly id: string | null; readonly mode: CatalogueMode }
  /** The support inbox (behind the support flag) and one of its cases. */
  | { readonly page: 'issues' }
  | { readonly page: 'issueCase'; readonly issueId: string }
  /** Blackout times: the calendar, the one-off ('scheduled') and recurring lists, one blackout or a new one's form. */
  | { readonly page: 'blackout'; readonly view: BlackoutView; readonly id: string | null; readonly mode: 'list' | 'view' | 'new' }
  /** The schedule: its month calendar, the list by ETA, the priority rules, what blocks it. */
  | { readonly page: 'schedule'; readonly view: ScheduleView }
  /** My calendar: a week of my work sessions, hours and time off. */
  | { readonly page: 'calendar' }
  /** The organization's dependency graph, or a project's: `path` is the project path after /dependency/ ('' for all). */
  | { readonly page: 'dependency'; readonly path: string }
  /** Reports (behind the report flag): the list, and one report's page or its edit page. */
  | { readonly page: 'reports' }
  | { readonly page: 'report'; readonly reportId: string; readonly mode: 'view' | 'edit' }
  /** My notes: the caller's own board. */
  | { readonly page: 'notes' }
  /** A §2 route whose page arrives with a later issue. */
  | { readonly page: 'later'; readonly area: LaterArea }
  | { readonly page: 'unknown' };

/** The schedule's pages: its views and the three steps of its edit flow. */
export type ScheduleView = 'calendar' | 'list' | 'swimlanes' | 'gantt' | 'priorities' | 'blocking_tickets' | 'edit_tickets' | 'edit_priorities' | 'edit_projections';
const SCHEDULE_VIEWS: readonly string[] = ['list', 'swimlanes', 'gantt', 'priorities', 'blocking_tickets', 'edit_tickets', 'edit_priorities', 'edit_projections'];

export type ExplorerTab = 'view' | 'editor' | 'analytics' | 'dependencies' | 'search';
export type Catalogue = 'product' | 'team' | 'workflow' | 'tag' | 'role';
/** list, a record's page (view), its edit page, or the new-record page. */
export type CatalogueMode = 'list' | 'view' | 'edit' | 'new';
export type LaterArea =
  | 'schedule'
  | 'page'
  | 'documentation'
  | 'story';

const SCHEDULE_PAGES = new Set(['list', 'swimlanes', 'priorities', 'gantt', 'blocking_tickets', 'edit_tickets', 'edit_priorities', 'edit_projections']);
/** The editor's older paths (§2) lead to the editor. */
const EXPLORER_TABS: Readonly<Record<string, ExplorerTab>> = {
  view: 'view',
  editor: 'editor',
  'slate-editor': 'editor',
  old_editor: 'editor',
  analytics: 'analytics',
  dependencies: 'dependencies',
  search: 'search',
};

const later = (area: LaterArea): OrgRoute => ({ page: 'later', area });
const unknown: OrgRoute = { page: 'unknown' };

/** Segments after /org/{orgId}, decoded; null when one cannot be decoded. */
function segmentsAfterOrg(pathname: string): string[] | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  try {
    return parts.slice(2).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

function catalogueRoute(catalogue: Catalogue, rest: readonly string[]): OrgRoute {
  const [id, action, ...extra] = rest;
  if (extra.length > 0) return unknown;
  if (id === undefined) return { page: 'catalogue', catalogue, id: null, mode: 'list' };
  if (id === 'new' && action === undefined) return { page: 'catalogue', catalogue, id: null, mode: 'new' };
  if (action === undefined || action === 'view') return { page: 'catalogue', catalogue, id, mode: 'view' };
  if (action === 'edit') return { page: 'catalogue', catalogue, id, mode: 'edit' };
  return unknown;
}

function blackoutRoute(rest: readonly string[]): OrgRoute {
  const [view, id, ...extra] = rest;
  if (extra.length > 0) return unknown;
  if (view === undefined) return { page: 'blackout', view: 'calendar', id: null, mode: 'list' };
  if (view === 'calendar') return id === undefined ? { page: 'blackout', view, id: null, mode: 'list' } : unknown;
  if (view !== 'scheduled' && view !== 'recurring') return unknown;
  if (id === undefined) return { page: 'blackout', view, id: null, mode: 'list' };
  return id === 'new' ? { page: 'blackout', view, id: null, mode: 'new' } : { page: 'blackout', view, id, mode: 'view' };
}

function adminRoute(rest: readonly string[]): OrgRoute {
  const [section, ...more] = rest;
  switch (section) {
    case undefined:
      return { page: 'adminHome' };
    case 'product':
    case 'team':
    case 'workflow':
    case 'tag':
    case 'role':
      return catalogueRoute(section, more);
    case 'billing':
      return more.length === 0 ? { page: 'billing' } : unknown;
    case 'import':
      return more.length === 1 && more[0] === 'ticket' ? { page: 'ticketImport' } : unknown;
    case 'blackout':
      return blackoutRoute(more);
    default:
      return unknown;
  }
}

/** The organization page a path asks for (the path starts with /org/{orgId}). */
export function orgRoute(pathname: string): OrgRoute {
  const segments = segmentsAfterOrg(pathname);
  if (segments === null) return unknown;
  const [first, ...rest] = segments;
  const size = rest.length;
  switch (first) {
    case undefined:
      return { page: 'home' };
    case 'dashboard':
      return size === 0 ? { page: 'dashboard' } : unknown;
    case 'onboarding':
      return size === 1 && rest[0] === 'welcome' ? { page: 'onboarding' } : unknown;
    case 'user':
      return size === 2 && rest[0] === 'me' && rest[1] === 'edit' ? { page: 'profile' } : unknown;
    case 'ticket':
      if (size === 0) return { page: 'tickets' };
      return size === 2 && rest[1] === 'view' ? { page: 'ticket', ticketId: rest[0]! } : unknown;
    case 'favorite-tickets':
      return size === 0 ? { page: 'favoriteTickets' } : unknown;
    case 'explorer': {
      if (size === 0) return { page: 'explorer', tab: null, projectId: null };
      const tab = EXPLORER_TABS[rest[0]!];
      return tab && size === 2 ? { page: 'explorer', tab, projectId: rest[1]! } : unknown;
    }
    case 'admin':
      return adminRoute(rest);
    case 'schedule':
      if (size === 0) return { page: 'schedule', view: 'calendar' };
      if (size === 1 && SCHEDULE_VIEWS.includes(rest[0]!)) return { page: 'schedule', view: rest[0] as ScheduleView };
      return size === 1 && SCHEDULE_PAGES.has(rest[0]!) ? later('schedule') : unknown;
    case 'search':
      if (size === 0) return { page: 'search', projectId: null };
      return size === 1 ? { page: 'search', projectId: rest[0]! } : unknown;
    case 'page':
      return size === 0 || (size === 2 && rest[1] === 'view') ? later('page') : unknown;
    case 'report':
      if (size === 0) return { page: 'reports' };
      return size === 2 && (rest[1] === 'view' || rest[1] === 'edit') ? { page: 'report', reportId: rest[0]!, mode: rest[1] } : unknown;
    case 'documentation':
      return size === 0 || (size === 2 && rest[1] === 'view') || (size === 4 && rest[1] === 'page' && rest[3] === 'view') ? later('documentation') : unknown;
    case 'issue':
      if (size === 0) return { page: 'issues' };
      return size === 2 && rest[1] === 'view' ? { page: 'issueCase', issueId: rest[0]! } : unknown;
    case 'story':
      return size === 0 || (size === 2 && (rest[1] === 'view' || rest[1] === 'edit')) ? later('story') : unknown;
    case 'note':
      return size === 0 ? { page: 'notes' } : unknown;
    case 'calendar':
      return size === 0 ? { page: 'calendar' } : unknown;
    case 'dependency':
      // A project path of any depth (src/domain/work/project-paths.ts), or a project's id.
      return { page: 'dependency', path: rest.join('/') };
    default:
      return unknown;
  }
}

/** The path of an organization page. */
export const orgPath = (orgId: string | number, rest = ''): string => `/org/${orgId}${rest === '' ? '' : `/${rest.replace(/^\//, '')}`}`;

/** An entry of the side navigation. */
export interface NavItem {
  readonly label: string;
  /** After /org/{orgId}/. */
  readonly path: string;
  readonly group: 'work' | 'admin' | 'you';
}

/** The admin home's Features section, where owners and administrators turn areas on (after /org/{orgId}/). */
export const ADMIN_FEATURES_PATH = 'admin#features';
/** The section's anchor on the admin home. */
export const ADMIN_FEATURES_ANCHOR = 'features';
/** The flagged areas the Features section can turn on (documentation is not built yet). */
export const SWITCHABLE_FLAGS: readonly (keyof FeatureFlags)[] = ['support', 'report'];

/** Areas gated by a feature flag (§1), by the first path segment they live under. */
export const FLAGGED_AREAS: Readonly<Partial<Record<string, keyof FeatureFlags>>> = { documentation: 'documentation', issue: 'support', report: 'report' };

/**
 * The side navigation: the areas that exist, the admin ones for administrators only, and areas
 * behind a feature flag only when the flag is on. Areas later issues build join this list then.
 */
export function navItems({ administrator, owner = false, flags }: { readonly administrator: boolean; readonly owner?: boolean; readonly flags: FeatureFlags }): readonly NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', path: 'dashboard', group: 'work' },
    { label: 'Tickets', path: 'ticket', group: 'work' },
    { label: 'Favorites', path: 'favorite-tickets', group: 'work' },
    { label: 'Explorer', path: 'explorer', group: 'work' },
    { label: 'Search', path: 'search', group: 'work' },
    { label: 'Schedule', path: 'schedule', group: 'work' },
    { label: 'Dependencies', path: 'dependency', group: 'work' },
    { label: 'Reports', path: 'report', group: 'work' },
  ];
  items.push({ label: 'Support', path: 'issue', group: 'work' });
  if (administrator) {
    items.push(
      { label: 'Overview', path: 'admin', group: 'admin' },
      { label: 'Products', path: 'admin/product', group: 'admin' },
      { label: 'Teams', path: 'admin/team', group: 'admin' },
      { label: 'Workflows', path: 'admin/workflow', group: 'admin' },
      { label: 'Tags', path: 'admin/tag', group: 'admin' },
      { label: 'People', path: 'admin/role', group: 'admin' },
      { label: 'Blackout times', path: 'admin/blackout', group: 'admin' },
      { label: 'Import', path: 'admin/import/ticket', group: 'admin' },
    );
    if (owner) items.push({ label: 'Billing', path: 'admin/billing', group: 'admin' });
  }
  // Everyone reads the blackout times; for people who do not administer, they sit with the work areas.
  if (!administrator) items.push({ label: 'Blackout times', path: 'admin/blackout', group: 'work' });
  items.push({ label: 'My calendar', path: 'calendar', group: 'you' }, { label: 'Notes', path: 'note', group: 'you' }, { label: 'Profile', path: 'user/me/edit', group: 'you' });
  return shownByFlags(items, flags);
}

/** The items whose area is not behind a feature flag that is off. */
export function shownByFlags(items: readonly NavItem[], flags: FeatureFlags): readonly NavItem[] {
  return items.filter((item) => {
    const flag = FLAGGED_AREAS[item.path.split('/')[0]!];
    return flag === undefined || flags[flag];
  });
}

/** Whether a nav item is the current page's area. */
export const isCurrentArea = (item: NavItem, pathAfterOrg: string): boolean => pathAfterOrg === item.path || pathAfterOrg.startsWith(`${item.path}/`);

/** The item of the page a path shows: the longest matching area (admin/product over admin), or none. */
export function currentNavItem(items: readonly NavItem[], pathname: string): NavItem | null {
  // The organization's own address shows the dashboard home.
  const after = pathname.replace(/^\/org\/[^/]+\/?/, '') || 'dashboard';
  let best: NavItem | null = null;
  for (const item of items) if (isCurrentArea(item, after) && (best === null || item.path.length > best.path.length)) best = item;
  return best;
}
