/**
 * Project paths (the dependency page's /dependency/{path+}): a project is named in an address by
 * the chain of its ancestors' names, made URL-safe ("Launch 2.0" / "Launch quality" is
 * `launch-2-0/launch-quality`). A name that keeps no letter or digit, and every sibling after the
 * first (by id) sharing a name's segment, is told apart by its id after a `~` (`design~41`, `~7`),
 * which no name's segment contains. A path that is a project's id alone also names it, so ids keep
 * working; the page then shows the project's own path.
 */

/** What a path needs of a project. */
export interface PathProject {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
}

/** The URL-safe form of a name: lower case, accents dropped, every run of other characters one `-`. */
export function projectSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Ids as numbers where they are numbers, so project 9 comes before project 10. */
const byId = (a: PathProject, b: PathProject) => {
  const x = Number(a.id);
  const y = Number(b.id);
  return Number.isFinite(x) && Number.isFinite(y) && x !== y ? x - y : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** Each project's own segment among its siblings. */
function segments(projects: readonly PathProject[]): ReadonlyMap<string, string> {
  const known = new Set(projects.map((project) => project.id));
  const taken = new Map<string, Set<string>>();
  const segment = new Map<string, string>();
  for (const project of [...projects].sort(byId)) {
    const parent = project.parentId !== null && known.has(project.parentId) ? project.parentId : '';
    const used = taken.get(parent) ?? new Set<string>();
    taken.set(parent, used);
    const slug = projectSlug(project.name);
    const own = slug === '' || used.has(slug) ? `${slug}~${project.id}` : slug;
    used.add(own);
    segment.set(project.id, own);
  }
  return segment;
}

/** Every project's path, by id (a parent missing from the list counts as the top). */
export function projectPaths(projects: readonly PathProject[]): ReadonlyMap<string, string> {
  const segment = segments(projects);
  const parentOf = new Map(projects.map((project) => [project.id, project.parentId]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, seen: Set<string>): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const parent = parentOf.get(id) ?? null;
    // A loop in bad data stops at the project met twice.
    const path = parent === null || !segment.has(parent) || seen.has(parent) ? segment.get(id)! : `${pathOf(parent, seen.add(id))}/${segment.get(id)!}`;
    paths.set(id, path);
    return path;
  };
  for (const project of projects) pathOf(project.id, new Set());
  return paths;
}

/** What a path names: a project (with its own path, to show in the address) or nothing. */
export type PathMatch = { readonly status: 'found'; readonly projectId: string; readonly path: string } | { readonly status: 'unknown'; readonly path: string };

/**
 * The project a path names: its segments matched from the top, letters in any case; failing that,
 * a single segment that is a project's id. An empty path names no project (the whole organization).
 */
export function resolveProjectPath(projects: readonly PathProject[], path: string): PathMatch | null {
  const wanted = path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.toLowerCase());
  if (wanted.length === 0) return null;
  const paths = projectPaths(projects);
  const joined = wanted.join('/');
  for (const [projectId, own] of paths) if (own === joined) return { status: 'found', projectId, path: own };
  if (wanted.length === 1) {
    const byItsId = projects.find((project) => project.id === path.replace(/\//g, ''));
    if (byItsId) return { status: 'found', projectId: byItsId.id, path: paths.get(byItsId.id)! };
  }
  return { status: 'unknown', path: wanted.join('/') };
}
