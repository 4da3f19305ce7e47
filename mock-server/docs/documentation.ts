/**
 * Documentation sites, their pages, standalone pages and stories (schema/documentation.graphql).
 * Every accepted role reads; OWNER, ADMIN and MEMBER write. Sites and the pages in them are behind
 * the organization's `documentation` flag. A reader who may not write (a VISITOR) sees a page only
 * when it and every page above it are published (src/domain/docs/page-tree.ts). Every input is
 * checked whole with the domain's rules before anything changes.
 */
import { DOC_LIMITS, DOC_MESSAGES, MOVE_DIRECTIONS, isVisible, movePage, reparentPage, subtreeOf, tableOfContents, validatePage, validateSite, type MoveDirection, type TreePage } from '../../src/domain/docs/page-tree.ts';
import { STORY_LIMITS, STORY_MESSAGES, validateStory } from '../../src/domain/docs/story.ts';
import { flagsOf } from '../accounts/organizations.ts';
import { invalid, userError } from '../shared/errors.ts';
import type { RequestContext } from '../shared/request-context.ts';
import { badInput, recordOf, ticketOf } from '../work/checks.ts';
import { requireWrite, type Scope } from '../work/scope.ts';
import type { StoredDocPage, StoredDocSite, StoredStory, StoredTicket, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

export const DOCUMENTATION_OFF_MESSAGE = 'Documentation is not turned on for this organization';
export const SEARCH_MESSAGE = 'Look for 1 to 200 characters';

/** A page as the schema answers it (its depth in its site's tree). */
export type AnsweredPage = StoredDocPage & { readonly depth: number };

/** Whether the organization has documentation turned on. */
async function documentationOn(context: RequestContext, scope: Scope): Promise<boolean> {
  return flagsOf(await context.store.accounts.organization(scope.organizationId)).documentation;
}

/** Refuses while documentation is off. */
async function requireDocumentation(context: RequestContext, scope: Scope): Promise<void> {
  if (!(await documentationOn(context, scope))) throw userError(DOCUMENTATION_OFF_MESSAGE, 'FORBIDDEN');
}

const seesDrafts = (scope: Scope) => scope.permissions.write;
const pagesOf = (scope: Scope, siteId: string | null): StoredDocPage[] => [...scope.work.docPages.values()].filter((page) => page.siteId === siteId);
/** Text folded for search: lower case, accents off. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A site's pages the caller sees, in table-of-contents order, with their depth. */
export function visiblePages(scope: Scope, siteId: string): AnsweredPage[] {
  const pages = pagesOf(scope, siteId);
  const byId = new Map(pages.map((page) => [page.id, page]));
  return tableOfContents(pages, seesDrafts(scope)).map((entry) => ({ ...byId.get(entry.page.id)!, depth: entry.depth }));
}

/** The site as the schema answers it. */
export const answeredSite = (scope: Scope, site: StoredDocSite) => {
  const pages = visiblePages(scope, site.id);
  return { ...site, pages, pageCount: pages.length };
};

/** The documentation service over the work store. */
export function createDocumentation(store: WorkStore) {
  const siteOf = (scope: Scope, id: unknown, field = 'id') => recordOf(scope.work.docSites, id, 'Documentation site', field);
  const pageOf = (scope: Scope, id: unknown, field = 'id') => recordOf(scope.work.docPages, id, 'Page', field);
  const storyOf = (scope: Scope, id: unknown, field = 'id') => recordOf(scope.work.stories, id, 'Story', field);
  const touchSite = (scope: Scope, siteId: string | null) => {
    const site = siteId === null ? undefined : scope.work.docSites.get(siteId);
    if (site) site.updatedAt = scope.now();
  };
  const depthOf = (scope: Scope, page: StoredDocPage): number => {
    let depth = 0;
    for (let parent = page.parentId; parent !== null && depth <= DOC_LIMITS.depth; parent = scope.work.docPages.get(parent)?.parentId ?? null) depth += 1;
    return depth;
  };
  /** A page the caller may open: of a site only with documentation on, and only when they see it. */
  const readable = async (context: RequestContext, scope: Scope, page: StoredDocPage): Promise<boolean> => {
    if (page.siteId !== null && !(await documentationOn(context, scope))) return false;
    return isVisible(pagesOf(scope, page.siteId), page, seesDrafts(scope));
  };
  /** A page to change: the writer's, of a site only with documentation on. */
  const writable = async (context: RequestContext, scope: Scope, id: unknown): Promise<StoredDocPage> => {
    requireWrite(scope);
    const page = pageOf(scope, id);
    if (page.siteId !== null) await requireDocumentation(context, scope);
    return page;
  };
  const applyPositions = (scope: Scope, positions: ReadonlyMap<string, number>) => {
    for (const [id, position] of positions) scope.work.docPages.get(id)!.position = position;
  };

  return {
    // --- sites ----------------------------------------------------------------------------------
    async sites(context: RequestContext, scope: Scope) {
      await requireDocumentation(context, scope);
      return [...scope.work.docSites.values()].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || Number(a.id) - Number(b.id)).map((site) => answeredSite(scope, site));
    },
    async site(context: RequestContext, scope: Scope, id: unknown) {
      await requireDocumentation(context, scope);
      const site = typeof id === 'string' ? scope.work.docSites.get(id) : undefined;
      return site ? answeredSite(scope, site) : null;
    },
    async createSite(context: RequestContext, scope: Scope, input: Input) {
      requireWrite(scope);
      await requireDocumentation(context, scope);
      if (scope.work.docSites.size >= DOC_LIMITS.sites) throw badInput(DOC_MESSAGES.sites, 'input');
      const checked = validateSite(input);
      if (!checked.ok) throw invalid(checked.errors);
      const now = scope.now();
      const site: StoredDocSite = { id: store.nextId('documentationSite'), ...checked.value, createdAt: now, updatedAt: now };
      scope.work.docSites.set(site.id, site);
      return answeredSite(scope, site);
    },
    async updateSite(context: RequestContext, scope: Scope, input: Input) {
      requireWrite(scope);
      await requireDocumentation(context, scope);
      const site = siteOf(scope, input['id']);
      const checked = validateSite(input);
      if (!checked.ok) throw invalid(checked.errors);
      Object.assign(site, checked.value, { updatedAt: scope.now() });
      return answeredSite(scope, site);
    },
    async deleteSite(context: RequestContext, scope: Scope, input: Input): Promise<string> {
      requireWrite(scope);
      await requireDocumentation(context, scope);
      const site = siteOf(scope, input['id']);
      for (const page of pagesOf(scope, site.id)) scope.work.docPages.delete(page.id);
      scope.work.docSites.delete(site.id);
      return site.id;
    },

    // --- pages ----------------------------------------------------------------------------------
    async page(context: RequestContext, scope: Scope, id: unknown): Promise<AnsweredPage | null> {
      const page = typeof id === 'string' ? scope.work.docPages.get(id) : undefined;
      if (!page || !(await readable(context, scope, page))) return null;
      return { ...page, depth: depthOf(scope, page) };
    },
    standalone(scope: Scope): AnsweredPage[] {
      return pagesOf(scope, null)
        .filter((page) => seesDrafts(scope) || page.publication === 'PUBLISHED')
        .sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || Number(a.id) - Number(b.id))
        .map((page) => ({ ...page, depth: 0 }));
    },
    async search(context: RequestContext, scope: Scope, siteId: unknown, text: unknown): Promise<AnsweredPage[]> {
      await requireDocumentation(context, scope);
      const site = siteOf(scope, siteId, 'siteId');
      if (typeof text !== 'string' || text.trim() === '' || text.length > 200) throw badInput(SEARCH_MESSAGE, 'text');
      const wanted = folded(text.trim());
      const scored = visiblePages(scope, site.id).flatMap((page) => {
        const inTitle = folded(page.title).includes(wanted);
        return inTitle || folded(page.body).includes(wanted) ? [{ page, score: inTitle ? 0 : 1 }] : [];
      });
      return scored.sort((a, b) => a.score - b.score).slice(0, 50).map(({ page }) => page);
    },
    async createPage(context: RequestContext, scope: Scope, input: Input): Promise<AnsweredPage> {
      requireWrite(scope);
      const siteId = input['siteId'] === undefined || input['siteId'] === null ? null : siteOf(scope, input['siteId'], 'siteId').id;
      if (siteId !== null) await requireDocumentation(context, scope);
      const siblingsOf = (parentId: string | null) => pagesOf(scope, siteId).filter((page) => page.parentId === parentId);
      let parentId: string | null = null;
      if (input['parentId'] !== undefined && input['parentId'] !== null) {
        const parent = pageOf(scope, input['parentId'], 'parentId');
        if (parent.siteId !== siteId || siteId === null) throw badInput('The parent must be a page of the same site', 'parentId');
        if (depthOf(scope, parent) + 1 >= DOC_LIMITS.depth) throw badInput(DOC_MESSAGES.depth, 'parentId');
        parentId = parent.id;
      }
      if (pagesOf(scope, siteId).length >= DOC_LIMITS.pages) throw badInput(DOC_MESSAGES.pages, 'input');
      const checked = validatePage(input);
      if (!checked.ok) throw invalid(checked.errors);
      const now = scope.now();
      const page: StoredDocPage = { id: store.nextId('documentationPage'), siteId, parentId, position: siblingsOf(parentId).length, ...checked.value, authorId: scope.role.id, createdAt: now, updatedAt: now };
      scope.work.docPages.set(page.id, page);
      touchSite(scope, siteId);
      return { ...page, depth: depthOf(scope, page) };
    },
    async updatePage(context: RequestContext, scope: Scope, input: Input): Promise<AnsweredPage> {
      const page = await writable(context, scope, input['id']);
      const checked = validatePage(input);
      if (!checked.ok) throw invalid(checked.errors);
      Object.assign(page, checked.value, { updatedAt: scope.now() });
      touchSite(scope, page.siteId);
      return { ...page, depth: depthOf(scope, page) };
    },
    async movePage(context: RequestContext, scope: Scope, input: Input) {
      const page = await writable(context, scope, input['id']);
      const direction = input['direction'];
      if (!(MOVE_DIRECTIONS as readonly unknown[]).includes(direction)) throw badInput(DOC_MESSAGES.direction, 'direction');
      if (page.siteId === null) throw badInput('A standalone page has no place to move in', 'id');
      applyPositions(scope, movePage(pagesOf(scope, page.siteId) as TreePage[], page.id, direction as MoveDirection));
      touchSite(scope, page.siteId);
      return answeredSite(scope, scope.work.docSites.get(page.siteId)!);
    },
    async reparentPage(context: RequestContext, scope: Scope, input: Input) {
      const page = await writable(context, scope, input['id']);
      if (page.siteId === null) throw badInput('A standalone page has no place to move in', 'id');
      const parentId = input['parentId'] === undefined || input['parentId'] === null ? null : pageOf(scope, input['parentId'], 'parentId').id;
      if (parentId !== null && scope.work.docPages.get(parentId)!.siteId !== page.siteId) throw badInput('The parent must be a page of the same site', 'parentId');
      const moved = reparentPage(pagesOf(scope, page.siteId), page.id, parentId);
      if (!moved.ok) throw invalid(moved.errors);
      page.parentId = moved.value.parentId;
      applyPositions(scope, moved.value.positions);
      touchSite(scope, page.siteId);
      return answeredSite(scope, scope.work.docSites.get(page.siteId)!);
    },
    async deletePage(context: RequestContext, scope: Scope, input: Input): Promise<string[]> {
      const page = await writable(context, scope, input['id']);
      const gone = subtreeOf(pagesOf(scope, page.siteId), page.id);
      for (const id of gone) scope.work.docPages.delete(id);
      // The siblings it left close the gap.
      pagesOf(scope, page.siteId)
        .filter((other) => other.parentId === page.parentId)
        .sort((a, b) => a.position - b.position)
        .forEach((other, index) => {
          other.position = index;
        });
      touchSite(scope, page.siteId);
      return [...gone];
    },

    // --- stories --------------------------------------------------------------------------------
    stories: (scope: Scope): StoredStory[] => [...scope.work.stories.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(b.id) - Number(a.id)),
    story: (scope: Scope, id: unknown): StoredStory | null => (typeof id === 'string' ? (scope.work.stories.get(id) ?? null) : null),
    createStory(scope: Scope, input: Input): StoredStory {
      requireWrite(scope);
      if (scope.work.stories.size >= STORY_LIMITS.stories) throw badInput(STORY_MESSAGES.stories, 'input');
      const checked = validateStory(input);
      if (!checked.ok) throw invalid(checked.errors);
      const requested = Array.isArray(input['ticketIds']) ? (input['ticketIds'] as unknown[]) : [];
      if (requested.length > STORY_LIMITS.tickets) throw badInput(STORY_MESSAGES.tickets, 'ticketIds');
      const ticketIds = [...new Set(requested.map((id) => ticketOf(scope, id, 'ticketIds').id))];
      const now = scope.now();
      const story: StoredStory = { id: store.nextId('story'), ...checked.value, ticketIds, authorId: scope.role.id, createdAt: now, updatedAt: now };
      scope.work.stories.set(story.id, story);
      return story;
    },
    updateStory(scope: Scope, input: Input): StoredStory {
      requireWrite(scope);
      const story = storyOf(scope, input['id']);
      const checked = validateStory(input);
      if (!checked.ok) throw invalid(checked.errors);
      return Object.assign(story, checked.value, { updatedAt: scope.now() });
    },
    linkTicket(scope: Scope, input: Input): StoredStory {
      requireWrite(scope);
      const story = storyOf(scope, input['storyId'], 'storyId');
      const ticket = ticketOf(scope, input['ticketId']);
      if (story.ticketIds.includes(ticket.id)) throw badInput(STORY_MESSAGES.linked, 'ticketId');
      if (story.ticketIds.length >= STORY_LIMITS.tickets) throw badInput(STORY_MESSAGES.tickets, 'ticketId');
      story.ticketIds = [...story.ticketIds, ticket.id];
      story.updatedAt = scope.now();
      return story;
    },
    unlinkTicket(scope: Scope, input: Input): StoredStory {
      requireWrite(scope);
      const story = storyOf(scope, input['storyId'], 'storyId');
      const id = typeof input['ticketId'] === 'string' ? input['ticketId'] : '';
      if (!story.ticketIds.includes(id)) throw badInput(STORY_MESSAGES.notLinked, 'ticketId');
      story.ticketIds = story.ticketIds.filter((other) => other !== id);
      story.updatedAt = scope.now();
      return story;
    },
    deleteStory(scope: Scope, input: Input): string {
      requireWrite(scope);
      const story = storyOf(scope, input['id']);
      scope.work.stories.delete(story.id);
      return story.id;
    },
    /** A story's linked tickets that are still there (deleted ones left out), in link order. */
    storyTickets(scope: Scope, story: StoredStory): StoredTicket[] {
      return story.ticketIds.flatMap((id) => {
        const ticket = scope.work.tickets.get(id);
        return ticket && ticket.publication !== 'DELETED' ? [ticket] : [];
      });
    },
  };
}

export type Documentation = ReturnType<typeof createDocumentation>;
