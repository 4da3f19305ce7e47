/** The work model of schema/work.graphql: root fields (each scoped to the caller's organization) and the type fields that look records up. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Work } from './work.ts';
import { input, type Args } from '../shared/args.ts';
import { ticketCounts } from './counts.ts';
import { healthOf } from './tickets.ts';
import { callerScope } from './scope.ts';
import type { StoredComment, StoredProduct, StoredTag, StoredTeam, StoredTicket, StoredTicketState, StoredWorkflow, StoredWorkProject } from '../store/work-store.ts';

type Authored = { readonly authorId: string | null };

/** What the work resolvers need. */
export type WorkContext = RequestContext & { readonly work: Work };

const role = (context: RequestContext, id: string | null) => (id === null ? null : (callerScope(context).roleById(id) ?? null));
/** The tickets of a dependency; a deleted one holds nothing up and is left out (it comes back if restored). */
const dependencies = (context: RequestContext, ids: Iterable<string> | undefined): StoredTicket[] =>
  [...(ids ?? [])].flatMap((id) => {
    const ticket = callerScope(context).work.tickets.get(id);
    return ticket && ticket.publication !== 'DELETED' ? [ticket] : [];
  });
const author = (parent: unknown, _args: Args, context: RequestContext) => role(context, (parent as Authored).authorId);

export const workResolvers: ResolverMap<WorkContext> = {
  Query: {
    moreTickets: (_root, args, context) => context.work.moreTickets(callerScope(context), args),
    ticket: (_root, args, context) => callerScope(context).work.tickets.get(String(args['id'])) ?? null,
    projects: (_root, args, context) => context.work.projects.list(callerScope(context), args['includeArchived']),
    project: (_root, args, context) => context.work.projects.get(callerScope(context), args['id']),
    projectAnalytics: (_root, args, context) => context.work.projectAnalytics(callerScope(context), args['projectId'], args['recursive']),
    products: (_root, _args, context) => context.work.catalogues.products(callerScope(context)),
    product: (_root, args, context) => context.work.catalogues.product(callerScope(context), args['id']),
    teams: (_root, _args, context) => context.work.catalogues.teams(callerScope(context)),
    team: (_root, args, context) => context.work.catalogues.team(callerScope(context), args['id']),
    workflows: (_root, _args, context) => context.work.workflows.list(callerScope(context)),
    workflow: (_root, args, context) => context.work.workflows.get(callerScope(context), args['id']),
    tags: (_root, _args, context) => context.work.catalogues.tags(callerScope(context)),
    tag: (_root, args, context) => context.work.catalogues.tag(callerScope(context), args['id']),
    roles: (_root, args, context) => context.work.roles.list(callerScope(context), args['filter'] as Args | null),
    role: (_root, args, context) => context.work.roles.get(callerScope(context), args['id']),
  },
  // Each mutation takes one `input`: the ids it names are taken out, the rest goes to the service
  // as the fields to change, and the answer is wrapped in the mutation's payload.
  Mutation: {
    createTicket: (_root, args, context) => ({ ticket: context.work.tickets.create(callerScope(context), input(args)) }),
    updateTicket: (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { ticket: context.work.tickets.update(callerScope(context), id, patch) };
    },
    setFavorite: (_root, args, context) => {
      const { ticketId, favorite } = input(args);
      return { ticket: context.work.tickets.setFavorite(callerScope(context), ticketId, favorite === true) };
    },
    updateTicketState: (_root, args, context) => {
      const { ticketId, stateId, ...patch } = input(args);
      return { ticket: context.work.details.updateState(callerScope(context), ticketId, stateId, patch) };
    },
    addStateNote: (_root, args, context) => {
      const { ticketId, stateId, type, body } = input(args);
      return { ticket: context.work.details.addNote(callerScope(context), ticketId, stateId, type, body) };
    },
    addChecklistItem: (_root, args, context) => {
      const { ticketId, text } = input(args);
      return { ticket: context.work.details.addChecklistItem(callerScope(context), ticketId, text) };
    },
    updateChecklistItem: (_root, args, context) => {
      const { ticketId, itemId, text, done } = input(args);
      return { ticket: context.work.details.updateChecklistItem(callerScope(context), ticketId, itemId, text, done) };
    },
    removeChecklistItem: (_root, args, context) => {
      const { ticketId, itemId } = input(args);
      return { ticket: context.work.details.removeChecklistItem(callerScope(context), ticketId, itemId) };
    },
    addComment: (_root, args, context) => {
      const { ticketId, body } = input(args);
      return { ticket: context.work.details.addComment(callerScope(context), ticketId, body) };
    },
    addReply: (_root, args, context) => {
      const { ticketId, commentId, body } = input(args);
      return { ticket: context.work.details.addReply(callerScope(context), ticketId, commentId, body) };
    },
    addDependency: (_root, args, context) => {
      const { ticketId, waitsOnId } = input(args);
      return { ticket: context.work.details.addDependency(callerScope(context), ticketId, waitsOnId) };
    },
    removeDependency: (_root, args, context) => {
      const { ticketId, waitsOnId } = input(args);
      return { ticket: context.work.details.removeDependency(callerScope(context), ticketId, waitsOnId) };
    },
    applyBulkTicketAction: (_root, args, context) => context.work.bulkTickets(callerScope(context), input(args)),
    createProject: (_root, args, context) => ({ project: context.work.projects.create(callerScope(context), input(args)) }),
    updateProject: (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { project: context.work.projects.update(callerScope(context), id, patch) };
    },
    archiveProject: (_root, args, context) => {
      const { id, archived } = input(args);
      return { project: context.work.projects.archive(callerScope(context), id, archived === true) };
    },
    pinProject: (_root, args, context) => {
      const { projectId, pinned } = input(args);
      return { pinnedProjects: context.work.projects.pin(callerScope(context), projectId, pinned === true) };
    },
    createProduct: (_root, args, context) => ({ product: context.work.catalogues.createProduct(callerScope(context), input(args)) }),
    updateProduct: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { product: context.work.catalogues.updateProduct(callerScope(context), id, fields) };
    },
    deleteProduct: (_root, args, context) => ({ deletedProductId: context.work.catalogues.deleteProduct(callerScope(context), input(args)['id']) }),
    createTeam: (_root, args, context) => ({ team: context.work.catalogues.createTeam(callerScope(context), input(args)) }),
    updateTeam: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { team: context.work.catalogues.updateTeam(callerScope(context), id, fields) };
    },
    deleteTeam: (_root, args, context) => ({ deletedTeamId: context.work.catalogues.deleteTeam(callerScope(context), input(args)['id']) }),
    createWorkflow: (_root, args, context) => ({ workflow: context.work.workflows.create(callerScope(context), input(args)) }),
    updateWorkflow: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { workflow: context.work.workflows.update(callerScope(context), id, fields) };
    },
    setDefaultWorkflow: (_root, args, context) => ({ workflow: context.work.workflows.setDefault(callerScope(context), input(args)['id']) }),
    deleteWorkflow: (_root, args, context) => ({ deletedWorkflowId: context.work.workflows.delete(callerScope(context), input(args)['id']) }),
    createTag: (_root, args, context) => ({ tag: context.work.catalogues.createTag(callerScope(context), input(args)) }),
    updateTag: (_root, args, context) => {
      const { id, ...fields } = input(args);
      return { tag: context.work.catalogues.updateTag(callerScope(context), id, fields) };
    },
    deleteTag: (_root, args, context) => ({ deletedTagId: context.work.catalogues.deleteTag(callerScope(context), input(args)['id']) }),
    updateRole: (_root, args, context) => {
      const { id, ...patch } = input(args);
      return { role: context.work.roles.update(callerScope(context), id, patch) };
    },
    deactivateRole: (_root, args, context) => ({ role: context.work.roles.deactivate(callerScope(context), input(args)['id']) }),
    reactivateRole: (_root, args, context) => ({ role: context.work.roles.reactivate(callerScope(context), input(args)['id']) }),
  },
  Ticket: {
    project: (parent, _args, context) => {
      const id = (parent as StoredTicket).projectId;
      return id === null ? null : (callerScope(context).work.projects.get(id) ?? null);
    },
    product: (parent, _args, context) => {
      const id = (parent as StoredTicket).productId;
      return id === null ? null : (callerScope(context).work.products.get(id) ?? null);
    },
    workflow: (parent, _args, context) => {
      const id = (parent as StoredTicket).workflowId;
      return id === null ? null : (callerScope(context).work.workflows.get(id) ?? null);
    },
    tags: (parent, _args, context) => (parent as StoredTicket).tagIds.flatMap((id) => callerScope(context).work.tags.get(id) ?? []),
    owner: (parent, _args, context) => role(context, (parent as StoredTicket).ownerId),
    watchers: (parent, _args, context) => (parent as StoredTicket).watcherIds.flatMap((id) => role(context, id) ?? []),
    health: (parent, _args, context) => healthOf(parent as StoredTicket, (id) => callerScope(context).roleById(id)?.status),
    displayState: (parent) => (parent as StoredTicket).display,
    favorite: (parent, _args, context) => {
      const scope = callerScope(context);
      return scope.work.favorites.get(scope.role.id)?.has((parent as StoredTicket).id) ?? false;
    },
    waitingOn: (parent, _args, context) => dependencies(context, callerScope(context).work.waitsOn.get((parent as StoredTicket).id)),
    blocking: (parent, _args, context) => dependencies(context, callerScope(context).work.waitedOnBy.get((parent as StoredTicket).id)),
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
    owner: (parent, _args, context) => {
      const { ownerId, organizationId } = parent as StoredWorkProject;
      const owner = ownerId === null ? undefined : context.store.accounts.membership(ownerId);
      return owner && owner.organizationId === organizationId ? owner : null;
    },
    ticketCount: (parent, _args, context) => {
      const { id, organizationId } = parent as StoredWorkProject;
      return ticketCounts(context.store.work.org(organizationId)).byProject.get(id) ?? 0;
    },
  },
  Product: {
    ticketCount: (parent, _args, context) => ticketCounts(callerScope(context).work).byProduct.get((parent as StoredProduct).id) ?? 0,
  },
  Team: {
    members: (parent, _args, context) => (parent as StoredTeam).memberIds.flatMap((id) => role(context, id) ?? []),
  },
  Workflow: {
    ticketCount: (parent, _args, context) => ticketCounts(callerScope(context).work).byWorkflow.get((parent as StoredWorkflow).id) ?? 0,
  },
  Tag: {
    ticketCount: (parent, _args, context) => ticketCounts(callerScope(context).work).byTag.get((parent as StoredTag).id) ?? 0,
  },
};
