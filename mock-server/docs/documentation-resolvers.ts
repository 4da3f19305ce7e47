/** Documentation sites and pages, standalone pages and stories (schema/documentation.graphql): root fields scoped to the caller's organization. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { input, type Args } from '../shared/args.ts';
import type { StoredDocPage, StoredStory } from '../store/work-store.ts';
import { callerScope } from '../work/scope.ts';
import type { Documentation } from './documentation.ts';

/** What documentation resolvers need. */
type DocContext = RequestContext & { readonly documentation: Documentation };

/** The author of a page or a story: their membership, while the organization has it. */
const author = async (parent: unknown, _args: Args, context: RequestContext) => {
  const id = (parent as StoredDocPage | StoredStory).authorId;
  return id === null ? null : ((await callerScope(context)).roleById(id) ?? null);
};

export const documentationResolvers: ResolverMap<DocContext> = {
  Query: {
    documentationSites: async (_root, _args, context) => context.documentation.sites(context, await callerScope(context)),
    documentationSite: async (_root, args, context) => context.documentation.site(context, await callerScope(context), args['id']),
    documentationPage: async (_root, args, context) => context.documentation.page(context, await callerScope(context), args['id']),
    standalonePages: async (_root, _args, context) => context.documentation.standalone(await callerScope(context)),
    searchDocumentation: async (_root, args, context) => context.documentation.search(context, await callerScope(context), args['siteId'], args['text']),
    stories: async (_root, _args, context) => context.documentation.stories(await callerScope(context)),
    story: async (_root, args, context) => context.documentation.story(await callerScope(context), args['id']),
  },
  Mutation: {
    createDocumentationSite: async (_root, args, context) => ({ site: await context.documentation.createSite(context, await callerScope(context), input(args)) }),
    updateDocumentationSite: async (_root, args, context) => ({ site: await context.documentation.updateSite(context, await callerScope(context), input(args)) }),
    deleteDocumentationSite: async (_root, args, context) => ({ deletedSiteId: await context.documentation.deleteSite(context, await callerScope(context), input(args)) }),
    createDocumentationPage: async (_root, args, context) => ({ page: await context.documentation.createPage(context, await callerScope(context), input(args)) }),
    updateDocumentationPage: async (_root, args, context) => ({ page: await context.documentation.updatePage(context, await callerScope(context), input(args)) }),
    moveDocumentationPage: async (_root, args, context) => ({ site: await context.documentation.movePage(context, await callerScope(context), input(args)) }),
    reparentDocumentationPage: async (_root, args, context) => ({ site: await context.documentation.reparentPage(context, await callerScope(context), input(args)) }),
    deleteDocumentationPage: async (_root, args, context) => ({ deletedPageIds: await context.documentation.deletePage(context, await callerScope(context), input(args)) }),
    createStory: async (_root, args, context) => ({ story: context.documentation.createStory(await callerScope(context), input(args)) }),
    updateStory: async (_root, args, context) => ({ story: context.documentation.updateStory(await callerScope(context), input(args)) }),
    linkStoryTicket: async (_root, args, context) => ({ story: context.documentation.linkTicket(await callerScope(context), input(args)) }),
    unlinkStoryTicket: async (_root, args, context) => ({ story: context.documentation.unlinkTicket(await callerScope(context), input(args)) }),
    deleteStory: async (_root, args, context) => ({ deletedStoryId: context.documentation.deleteStory(await callerScope(context), input(args)) }),
  },
  DocumentationPage: { author },
  Story: {
    author,
    tickets: async (parent, _args, context) => context.documentation.storyTickets(await callerScope(context), parent as StoredStory),
    ticketCount: async (parent, _args, context) => context.documentation.storyTickets(await callerScope(context), parent as StoredStory).length,
    doneCount: async (parent, _args, context) => context.documentation.storyTickets(await callerScope(context), parent as StoredStory).filter((ticket) => ticket.status === 'DONE').length,
  },
};
