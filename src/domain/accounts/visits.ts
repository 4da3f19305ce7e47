/**
 * Where a person has been and what they keep close (issue 18): the pages they visited last in an
 * organization (RolePreferences.recentlyVisited), their favourite organizations
 * (UserPreferences.favoriteOrganizations), and the organization menu built from both: favourites
 * first, then the organizations visited last, then the others. The same rules on the client and
 * the server.
 */
import type { Validated } from '../shared/result.ts';

/** How many visited pages a person's role keeps, newest first. */
export const RECENTLY_VISITED_MAX = 10;
/** The longest page address kept. */
export const VISITED_PATH_MAX = 512;
/** How many favourite organizations a person may keep. */
export const FAVORITE_ORGANIZATIONS_MAX = 100;
/** How many recently visited organizations the menu shows after the favourites. */
export const MENU_RECENT_MAX = 5;

/**
 * A visited page's address, checked: a path of that organization (`/org/{id}` or below it), at
 * most 512 characters, without control characters; a query string is dropped.
 */
export function checkVisitedPath(path: unknown, organizationId: string): Validated<string> {
  const refuse = (message: string): Validated<string> => ({ ok: false, errors: [{ field: 'path', message }] });
  if (typeof path !== 'string' || path.trim() === '') return refuse('The page address is required');
  const address = path.split(/[?#]/)[0]!;
  if (address.length > VISITED_PATH_MAX) return refuse(`The page address must be at most ${VISITED_PATH_MAX} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(address)) return refuse('The page address cannot hold control characters');
  const home = `/org/${organizationId}`;
  if (address !== home && !address.startsWith(`${home}/`)) return refuse("The page must be one of this organization's");
  return { ok: true, value: address.length > home.length && address.endsWith('/') ? address.slice(0, -1) : address };
}

/** The list after a visit: the page first, once, and at most RECENTLY_VISITED_MAX of them. */
export function withVisit(list: readonly string[], path: string): string[] {
  return [path, ...list.filter((earlier) => earlier !== path)].slice(0, RECENTLY_VISITED_MAX);
}

/** The favourites after marking (at the end, once) or unmarking an organization. */
export function withFavorite(list: readonly string[], organizationId: string, favorite: boolean): string[] {
  const others = list.filter((id) => id !== organizationId);
  return favorite ? [...others, organizationId] : others;
}

/** What the menu needs of a membership. */
export interface MenuRole {
  readonly organization: { readonly id: string; readonly name: string };
  /** When the person last opened a page there (ISO); null or absent before. */
  readonly lastVisitedAt?: string | null;
}

/** The organization menu's three parts. */
export interface OrganizationMenu<T extends MenuRole> {
  /** Marked as favourites, in the order they were marked. */
  readonly favorites: readonly T[];
  /** Visited last, newest first, at most MENU_RECENT_MAX, favourites left out. */
  readonly recent: readonly T[];
  /** Everything else, by name. */
  readonly others: readonly T[];
}

/** Splits accepted memberships into the menu's favourites, recently visited and others. */
export function organizationMenu<T extends MenuRole>(roles: readonly T[], favoriteIds: readonly string[], recentMax = MENU_RECENT_MAX): OrganizationMenu<T> {
  const byId = new Map(roles.map((role) => [role.organization.id, role]));
  const favorites = favoriteIds.flatMap((id) => byId.get(id) ?? []);
  const marked = new Set(favorites.map((role) => role.organization.id));
  const recent = roles
    .filter((role) => !marked.has(role.organization.id) && typeof role.lastVisitedAt === 'string')
    .sort((a, b) => Date.parse(b.lastVisitedAt!) - Date.parse(a.lastVisitedAt!))
    .slice(0, recentMax);
  const shown = new Set([...marked, ...recent.map((role) => role.organization.id)]);
  const others = roles.filter((role) => !shown.has(role.organization.id)).sort((a, b) => a.organization.name.localeCompare(b.organization.name));
  return { favorites, recent, others };
}
