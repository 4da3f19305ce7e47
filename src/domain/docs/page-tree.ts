/**
 * A documentation site's pages as a tree (spec/org-area.md "Documentation", §4 move directions and
 * publication statuses): each page has a parent (none: a top page) and a place among its siblings.
 * The moves of §4 (up, down, first, last) keep a page under its parent; re-parenting puts it last
 * under its new parent and refuses a cycle. The table of contents follows the tree; a reader who
 * may not see drafts sees a page only when it and every page above it are published. Pure.
 */
import type { FieldError, Validated } from '../shared/result.ts';
import { requiredText, WORK_LIMITS } from '../work/work.ts';

/** §4 move directions. */
export const MOVE_DIRECTIONS = ['up', 'down', 'first', 'last'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** A page's publication: members see drafts, visitors only published pages. */
export const PAGE_PUBLICATIONS = ['DRAFT', 'PUBLISHED'] as const;
export type PagePublication = (typeof PAGE_PUBLICATIONS)[number];

/** A page as the tree knows it. */
export interface TreePage {
  readonly id: string;
  readonly parentId: string | null;
  /** Its place among its siblings (0 first). */
  readonly position: number;
  readonly title: string;
  readonly publication: PagePublication;
}

/** A line of the table of contents. */
export interface TocEntry {
  readonly page: TreePage;
  /** 0 for a top page. */
  readonly depth: number;
  readonly hasChildren: boolean;
}

/** The limits of a site. */
export const DOC_LIMITS = {
  title: WORK_LIMITS.name,
  pageTitle: WORK_LIMITS.title,
  description: 2_000,
  body: 100_000,
  pages: 1_000,
  depth: 8,
  sites: 100,
} as const;

export const DOC_MESSAGES = {
  cycle: 'A page cannot go under itself or one of its own sub-pages',
  depth: `Pages nest at most ${DOC_LIMITS.depth} deep`,
  direction: `A move is one of ${MOVE_DIRECTIONS.join(', ')}`,
  publication: `A page is ${PAGE_PUBLICATIONS.join(' or ')}`,
  pages: `A site holds at most ${DOC_LIMITS.pages} pages`,
  sites: `An organization keeps at most ${DOC_LIMITS.sites} documentation sites`,
  description: `The description must be at most ${DOC_LIMITS.description.toLocaleString('en')} characters`,
  body: `A page must be at most ${DOC_LIMITS.body.toLocaleString('en')} characters`,
} as const;

const byPlace = (a: TreePage, b: TreePage) => a.position - b.position || a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1);

/** The children of a page (null: the top pages), in order. */
export function childrenOf(pages: readonly TreePage[], parentId: string | null): TreePage[] {
  return pages.filter((page) => page.parentId === parentId).sort(byPlace);
}

/** The pages above a page, its parent first; stops at a loop rather than running forever. */
export function ancestorsOf(pages: readonly TreePage[], id: string): TreePage[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const above: TreePage[] = [];
  const seen = new Set([id]);
  for (let parent = byId.get(id)?.parentId ?? null; parent !== null && !seen.has(parent); parent = byId.get(parent)?.parentId ?? null) {
    seen.add(parent);
    const page = byId.get(parent);
    if (!page) break;
    above.push(page);
  }
  return above;
}

/** A page and every page below it. */
export function subtreeOf(pages: readonly TreePage[], id: string): Set<string> {
  const all = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const page of pages) {
      if (page.parentId !== null && all.has(page.parentId) && !all.has(page.id)) {
        all.add(page.id);
        grew = true;
      }
    }
  }
  return all;
}

/** Whether a reader sees a page: members see every page; others a published page under published pages only. */
export function isVisible(pages: readonly TreePage[], page: TreePage, seesDrafts: boolean): boolean {
  if (seesDrafts) return true;
  return page.publication === 'PUBLISHED' && ancestorsOf(pages, page.id).every((above) => above.publication === 'PUBLISHED');
}

/** The table of contents: the tree depth first, in order, of the pages the reader sees. */
export function tableOfContents(pages: readonly TreePage[], seesDrafts: boolean): TocEntry[] {
  const entries: TocEntry[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const page of childrenOf(pages, parentId)) {
      if (!isVisible(pages, page, seesDrafts)) continue;
      const children = childrenOf(pages, page.id).filter((child) => isVisible(pages, child, seesDrafts));
      entries.push({ page, depth, hasChildren: children.length > 0 });
      if (depth < DOC_LIMITS.depth) walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return entries;
}

/** The pages before and after one in the table of contents (Previous / Next). */
export function neighboursOf(entries: readonly TocEntry[], id: string): { readonly previous: TreePage | null; readonly next: TreePage | null } {
  const at = entries.findIndex((entry) => entry.page.id === id);
  return { previous: at > 0 ? entries[at - 1]!.page : null, next: at >= 0 && at < entries.length - 1 ? entries[at + 1]!.page : null };
}

/** Positions 0..n-1 for a list of siblings in its new order: the pages whose place changed, with their new place. */
function renumbered(siblings: readonly TreePage[]): Map<string, number> {
  const changes = new Map<string, number>();
  siblings.forEach((page, index) => {
    if (page.position !== index) changes.set(page.id, index);
  });
  return changes;
}

/**
 * A page moved among its siblings (§4 directions): the new places of the pages that moved (empty
 * when it is already there). The siblings are numbered 0..n-1 again, so gaps left by deleted pages
 * close.
 */
export function movePage(pages: readonly TreePage[], id: string, direction: MoveDirection): Map<string, number> {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) return new Map();
  const siblings = childrenOf(pages, page.parentId);
  const at = siblings.findIndex((sibling) => sibling.id === id);
  const to = direction === 'first' ? 0 : direction === 'last' ? siblings.length - 1 : direction === 'up' ? Math.max(0, at - 1) : Math.min(siblings.length - 1, at + 1);
  const order = siblings.filter((sibling) => sibling.id !== id);
  order.splice(to, 0, page);
  return renumbered(order);
}

/**
 * A page put under another parent (null: at the top), last among its new siblings: the new
 * places (the page's own included) and its new parent; a cycle or a tree too deep is refused. The
 * siblings it left are numbered again.
 */
export function reparentPage(pages: readonly TreePage[], id: string, parentId: string | null): Validated<{ readonly parentId: string | null; readonly positions: Map<string, number> }> {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) return { ok: true, value: { parentId, positions: new Map() } };
  if (parentId !== null && subtreeOf(pages, id).has(parentId)) return { ok: false, errors: [{ field: 'parentId', message: DOC_MESSAGES.cycle }] };
  const depthAbove = parentId === null ? 0 : ancestorsOf(pages, parentId).length + 1;
  if (depthAbove + heightOf(pages, id) > DOC_LIMITS.depth) return { ok: false, errors: [{ field: 'parentId', message: DOC_MESSAGES.depth }] };
  if (page.parentId === parentId) return { ok: true, value: { parentId, positions: new Map() } };
  const left = renumbered(childrenOf(pages, page.parentId).filter((sibling) => sibling.id !== id));
  const newSiblings = childrenOf(pages, parentId);
  const positions = new Map([...left, ...renumbered(newSiblings)]);
  positions.set(id, newSiblings.length);
  return { ok: true, value: { parentId, positions } };
}

/** How many levels a page and the pages below it take (1 for a page without children). */
function heightOf(pages: readonly TreePage[], id: string, seen = new Set<string>()): number {
  if (seen.has(id)) return 0;
  seen.add(id);
  return 1 + Math.max(0, ...childrenOf(pages, id).map((child) => heightOf(pages, child.id, seen)));
}

/** A page's title and body checked. */
export function validatePage(input: { readonly title?: unknown; readonly body?: unknown; readonly publication?: unknown }): Validated<{ title: string; body: string; publication: PagePublication }> {
  const errors: FieldError[] = [];
  const title = requiredText(input.title, 'Title', DOC_LIMITS.pageTitle);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  const body = input.body === undefined || input.body === null ? '' : input.body;
  if (typeof body !== 'string') errors.push({ field: 'body', message: 'A page is text' });
  else if (body.length > DOC_LIMITS.body) errors.push({ field: 'body', message: DOC_MESSAGES.body });
  const publication = input.publication ?? 'DRAFT';
  if (!(PAGE_PUBLICATIONS as readonly unknown[]).includes(publication)) errors.push({ field: 'publication', message: DOC_MESSAGES.publication });
  if (errors.length > 0 || !title.ok) return { ok: false, errors };
  return { ok: true, value: { title: title.value, body: body as string, publication: publication as PagePublication } };
}

/** A site's title and description checked. */
export function validateSite(input: { readonly title?: unknown; readonly description?: unknown }): Validated<{ title: string; description: string }> {
  const errors: FieldError[] = [];
  const title = requiredText(input.title, 'Title', DOC_LIMITS.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  const description = input.description === undefined || input.description === null ? '' : input.description;
  if (typeof description !== 'string') errors.push({ field: 'description', message: 'A description is text' });
  else if (description.trim().length > DOC_LIMITS.description) errors.push({ field: 'description', message: DOC_MESSAGES.description });
  if (errors.length > 0 || !title.ok) return { ok: false, errors };
  return { ok: true, value: { title: title.value, description: (description as string).trim() } };
}
