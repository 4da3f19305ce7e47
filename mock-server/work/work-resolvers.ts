/** The work model of schema/work.graphql: root fields (each scoped to the caller's organization) and the type fields that look records up. */
import { billingOf } from './billing.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Work } from './work.ts';
import { input, type Args } from '../shared/args.ts';
import { ticketCounts } from './counts.ts';
import { healthOf } from './tickets.ts';
import { remainingHours } from '../../src/domain/work/critical-chain.ts';
import { callerScope } from './scope.ts';
import type { StoredComment, StoredProduct, StoredTag, StoredTeam, StoredTicket, StoredTicketState, StoredWorkflow, StoredWorkProject } from '../store/work-store.ts';

type Authored = { readonly authorId: string | null };

/** What the work resolvers need. */
export type WorkContext = RequestContext & { readonly work: Work };

const role = async (context: RequestContext, id: string | null) => (id === null ? null : ((await callerScope(context)).roleById(id) ?? null));
/** The tickets of a dependency; a deleted one holds nothing up and is left out (it comes back if restored). */
const dependencies = async (context: RequestContext, ids: Iterable<string> | undefined): Promise<StoredTicket[]> => {
  const { work } = await callerScope(context);
  return [...(ids ?? [])].flatMap((id) => {
    const ticket = work.tickets.get(id);
    return ticket && ticket.publication !== 'DELETED' ? [ticket] : [];
  });
};
const author = (parent: unknown, _args: Args, context: RequestContext) => role(context, (parent as Authored).authorId);

export const workResolvers: ResolverMap<WorkContext> = {
  Query: {
    billing: async (_root, _args, context) => billingOf(await callerScope(context)),
    moreTickets: async (_root, args, context) => context.work.moreTickets(await callerScope(context), args),
    ticket: async (_root, args, context) => (await callerScope(context)).work.tickets.get(String(args['id'])) ?? null,
    projects: async (_root, args, context) => context.work.projects.list(await callerScope(context), args['includeArchived']),
    project: async (_root, args, context) => context.work.projects.get(await callerScope(context), args['id']),
    projectAnalytics: async (_root, args, context) => context.work.projectAnalytics(await callerScope(context), args['projectId'], args['recursive']),
    dependencyGraph: async (_root, args, context) => context.work.dependencyGraph(await callerScope(context), args['projectId']),
    products: async (_root, _args, context) => context.work.catalogues.products(await callerScope(context)),
    product: async (_root, args, context) => context.work.catalogues.product(await callerScope(context), args['id']),
    teams: async (_root, _args, context) => context.work.catalogues.teams(await callerScope(context)),
    team: async (_root, args, context) => context.work.catalogues.team(await callerScope(context), args['id']),
    workflows: async (_root, _args, context) => context.work.workflows.list(await callerScope(context)),
    workflow: async (_root, args, context) => context.work.workflows.get(await callerScope(context), args['id']),
    tags: async (_root, _args, context) => context.work.catalogues.tags(await callerScope(context)),
    tag: async (_root, args, context) => context.work.catalogues.tag(await callerScope(context), args['id']),
    roles: async (_root, args, context) => context.work.roles.list(await callerScope(context), args['filter'] as Args | null),
    role: async (_root, args, context) => context.work.roles.get(await callerScope(context), args['id']),
  },
  // Each mutation takes one `input`: the ids it names are taken out, the rest goes to the service
  // as the fields to change, and the answer is wrapped in the mutation's payload.
  Mutation: {
    createTicket: async (_root, args, context) => ({ ticket: context.work.tickets.create(await callerScope(context), input(args)) }),
    importTickets: async (_root, args, context) => ({ tickets: context.work.importTickets(await callerScope(context), input(args)) }),
    updateTicket: async (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { ticket: context.work.tickets.update(await callerScope(context), id, patch) };
    },
    setFavorite: async (_root, args, context) => {
      const { ticketId, favorite } = input(args);
      return { ticket: context.work.tickets.setFavorite(await callerScope(context), ticketId, favorite === true) };
    },
    updateTicketState: async (_root, args, context) => {
      const { ticketId, stateId, ...patch } = input(args);
      return { ticket: context.work.details.updateState(await callerScope(context), ticketId, stateId, patch) };
    },
    addStateNote: async (_root, args, context) => {
      const { ticketId, stateId, type, body } = input(args);
      return { ticket: context.work.details.addNote(await callerScope(context), ticketId, stateId, type, body) };
    },
    addChecklistItem: async (_root, args, context) => {
      const { ticketId, text } = input(args);
      return { ticket: context.work.details.addChecklistItem(await callerScope(context), ticketId, text) };
    },
    updateChecklistItem: async (_root, args, context) => {
      const { ticketId, itemId, text, done } = input(args);
      return { ticket: context.work.details.updateChecklistItem(await callerScope(context), ticketId, itemId, text, done) };
    },
    removeChecklistItem: async (_root, args, context) => {
      const { ticketId, itemId } = input(args);
      return { ticket: context.work.details.removeChecklistItem(await callerScope(context), ticketId, itemId) };
    },
    addComment: async (_root, args, context) => {
      const { ticketId, body } = input(args);
      return { ticket: context.work.details.addComment(await callerScope(context), ticketId, body) };
    },
    addReply: async (_root, args, context) => {
      const { ticketId, commentId, body } = input(args);
      return { ticket: context.work.details.addReply(await callerScope(context), ticketId, commentId, body) };
    },
    addDependency: async (_root, args, context) => {
      const { ticketId, waitsOnId } = input(args);
      return { ticket: context.work.details.addDependency(await callerScope(context), ticketId, waitsOnId) };
    },
    removeDependency: async (_root, args, context) => {
      const { ticketId, waitsOnId } = input(args);
      return { ticket: context.work.details.removeDependency(await callerScope(context), ticketId, waitsOnId) };
    },
    applyBulkTicketAction: async (_root, args, context) => context.work.bulkTickets(await callerScope(context), input(args)),
    createProject: async (_root, args, context) => ({ project: context.work.projects.create(await callerScope(context), input(args)) }),
    updateProject: async (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { project: context.work.projects.update(await callerScope(context), id, patch) };
    },
    archiveProject: async (_root, args, context) => {
      const { id, archived } = input(args);
      return { project: context.work.projects.archive(await callerScope(context), id, archived === true) };
    },
    pinProject: async (_root, args, context) => {
      const { projectId, pinned } = input(args);
      return { pinnedProjects: context.work.projects.pin(await callerScope(context), projectId, pinned === true) };
    },
    createProduct: async (_root, args, context) => ({ product: context.work.catalogues.createProduct(await callerScope(context), input(args)) }),
    updateProduct: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { product: context.work.catalogues.updateProduct(await callerScope(context), id, fields) };
    },
    deleteProduct: async (_root, args, context) => ({ deletedProductId: context.work.catalogues.deleteProduct(await callerScope(context), input(args)['id']) }),
    createTeam: async (_root, args, context) => ({ team: context.work.catalogues.createTeam(await callerScope(context), input(args)) }),
    updateTeam: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { team: context.work.catalogues.updateTeam(await callerScope(context), id, fields) };
    },
    deleteTeam: async (_root, args, context) => ({ deletedTeamId: context.work.catalogues.deleteTeam(await callerScope(context), input(args)['id']) }),
    createWorkflow: async (_root, args, context) => ({ workflow: context.work.workflows.create(await callerScope(context), input(args)) }),
    updateWorkflow: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { workflow: context.work.workflows.update(await callerScope(context), id, fields) };
    },
    setDefaultWorkflow: async (_root, args, context) => ({ workflow: context.work.workflows.setDefault(await callerScope(context), input(args)['id']) }),
    deleteWorkflow: async (_root, args, context) => ({ deletedWorkflowId: context.work.workflows.delete(await callerScope(context), input(args)['id']) }),
    createTag: async (_root, args, context) => ({ tag: context.work.catalogues.createTag(await callerScope(context), input(args)) }),
    updateTag: async (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { tag: context.work.catalogues.updateTag(await callerScope(context), id, fields) };
    },
    deleteTag: async (_root, args, context) => ({ deletedTagId: context.work.catalogues.deleteTag(await callerScope(context), input(args)['id']) }),
    updateRole: async (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { role: await context.work.roles.update(await callerScope(context), id, patch) };
    },
    deactivateRole: async (_root, args, context) => ({ role: await context.work.roles.deactivate(await callerScope(context), input(args)['id']) }),
    reactivateRole: async (_root, args, context) => ({ role: await context.work.roles.reactivate(await callerScope(context), input(args)['id']) }),
  },
  Ticket: {
    project: async (parent, _args, context) => {
      const id = (parent as StoredTicket).projectId;
      return id === null ? null : ((await callerScope(context)).work.projects.get(id) ?? null);
    },
    product: async (parent, _args, context) => {
      const id = (parent as StoredTicket).productId;
      return id === null ? null : ((await callerScope(context)).work.products.get(id) ?? null);
    },
    workflow: async (parent, _args, context) => {
      const id = (parent as StoredTicket).workflowId;
      return id === null ? null : ((await callerScope(context)).work.workflows.get(id) ?? null);
    },
    tags: async (parent, _args, context) => {
      const { work } = await callerScope(context);
      return (parent as StoredTicket).tagIds.flatMap((id) => work.tags.get(id) ?? []);
    },
    owner: (parent, _args, context) => role(context, (parent as StoredTicket).ownerId),
    watchers: async (parent, _args, context) => {
      const scope = await callerScope(context);
      return (parent as StoredTicket).watcherIds.flatMap((id) => scope.roleById(id) ?? []);
    },
    health: async (parent, _args, context) => {
      const scope = await callerScope(context);
      return healthOf(parent as StoredTicket, (id) => scope.roleById(id)?.status);
    },
    displayState: (parent) => (parent as StoredTicket).display,
    remainingHours: (parent) => remainingHours((parent as StoredTicket).states),
    favorite: async (parent, _args, context) => {
      const scope = await callerScope(context);
      return scope.work.favorites.get(scope.role.id)?.has((parent as StoredTicket).id) ?? false;
    },
    waitingOn: async (parent, _args, context) => dependencies(context, (await callerScope(context)).work.waitsOn.get((parent as StoredTicket).id)),
    blocking: async (parent, _args, context) => dependencies(context, (await callerScope(context)).work.waitedOnBy.get((parent as StoredTicket).id)),
  },
  TicketState: {
    assignee: (parent, _args, context) => role(context, (parent as StoredTicketState).assigneeId),
  },
  StateNote: { author },
  // A comment and a reply are both Comments; only a comment holds replies (they are not nested).
  Comment: {
    author,
    replies: (parent) => (parent as Partial<StoredComment>).replies ?? [],
  },
  // A project is also read outside a request's organization scope (a role's pinned projects in
  // `me`, a new organization's first project): its fields go by the project's own organization.
  Project: {
    owner: async (parent, _args, context) => {
      const { ownerId, organizationId } = parent as StoredWorkProject;
      const owner = ownerId === null ? undefined : await context.store.accounts.membership(ownerId);
      return owner && owner.organizationId === organizationId ? owner : null;
    },
    ticketCount: async (parent, _args, context) => {
      const { id, organizationId } = parent as StoredWorkProject;
      return ticketCounts(await context.store.work.ready(organizationId)).byProject.get(id) ?? 0;
    },
  },
  Product: {
    ticketCount: async (parent, _args, context) => ticketCounts((await callerScope(context)).work).byProduct.get((parent as StoredProduct).id) ?? 0,
  },
  Team: {
    members: async (parent, _args, context) => {
      const scope = await callerScope(context);
      return (parent as StoredTeam).memberIds.flatMap((id) => scope.roleById(id) ?? []);
    },
  },
  Workflow: {
    ticketCount: async (parent, _args, context) => ticketCounts((await callerScope(context)).work).byWorkflow.get((parent as StoredWorkflow).id) ?? 0,
  },
  Tag: {
    ticketCount: async (parent, _args, context) => ticketCounts((await callerScope(context)).work).byTag.get((parent as StoredTag).id) ?? 0,
  },
};
