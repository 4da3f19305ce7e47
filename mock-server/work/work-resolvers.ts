/** The work model of schema/work.graphql: root fields (each scoped to the caller's organization) and the type fields that look records up. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Work } from './work.ts';
import { input, type Args } from '../shared/args.ts';
import { ticketCounts } from './counts.ts';
import { healthOf } from './tickets.ts';
import { callerScope } from './scope.ts';
import type { StoredProduct, StoredTag, StoredTeam, StoredTicket, StoredTicketState, StoredWorkflow, StoredWorkProject } from '../store/work-store.ts';

type Authored = { readonly authorId: string | null };

/** What the work resolvers need. */
export type WorkContext = RequestContext & { readonly work: Work };

const role = (context: RequestContext, id: string | null) => (id === null ? null : (callerScope(context).roleById(id) ?? null));
/** A ticket as a link names it. */
export const link = (ticket: StoredTicket) => ({ id: ticket.id, localId: ticket.localId, title: ticket.title, displayState: ticket.display });
/** The linked tickets; a deleted one holds nothing up and is left out (it comes back if restored). */
const links = (context: RequestContext, ids: Iterable<string> | undefined) =>
  [...(ids ?? [])].flatMap((id) => {
    const ticket = callerScope(context).work.tickets.get(id);
    return ticket && ticket.publication !== 'DELETED' ? [link(ticket)] : [];
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
  Mutation: {
    createTicket: (_root, args, context) => context.work.tickets.create(callerScope(context), input(args)),
    updateTicket: (_root, args, context) => context.work.tickets.update(callerScope(context), args['id'], input(args)),
    setFavorite: (_root, args, context) => context.work.tickets.setFavorite(callerScope(context), args['ticketId'], args['favorite'] === true),
    updateTicketState: (_root, args, context) => context.work.details.updateState(callerScope(context), args['ticketId'], args['stateId'], input(args)),
    addStateNote: (_root, args, context) => context.work.details.addNote(callerScope(context), args['ticketId'], args['stateId'], args['type'], args['body']),
    addChecklistItem: (_root, args, context) => context.work.details.addChecklistItem(callerScope(context), args['ticketId'], args['text']),
    updateChecklistItem: (_root, args, context) =>
      context.work.details.updateChecklistItem(callerScope(context), args['ticketId'], args['itemId'], args['text'], args['done']),
    removeChecklistItem: (_root, args, context) => context.work.details.removeChecklistItem(callerScope(context), args['ticketId'], args['itemId']),
    addComment: (_root, args, context) => context.work.details.addComment(callerScope(context), args['ticketId'], args['body']),
    addReply: (_root, args, context) => context.work.details.addReply(callerScope(context), args['ticketId'], args['commentId'], args['body']),
    addDependency: (_root, args, context) => context.work.details.addDependency(callerScope(context), args['ticketId'], args['waitsOnId']),
    removeDependency: (_root, args, context) => context.work.details.removeDependency(callerScope(context), args['ticketId'], args['waitsOnId']),
    bulkTickets: (_root, args, context) => context.work.bulkTickets(callerScope(context), input(args)),
    createProject: (_root, args, context) => context.work.projects.create(callerScope(context), input(args)),
    updateProject: (_root, args, context) => context.work.projects.update(callerScope(context), args['id'], input(args)),
    archiveProject: (_root, args, context) => context.work.projects.archive(callerScope(context), args['id'], args['archived'] === true),
    pinProject: (_root, args, context) => context.work.projects.pin(callerScope(context), args['projectId'], args['pinned'] === true),
    createProduct: (_root, args, context) => context.work.catalogues.createProduct(callerScope(context), input(args)),
    updateProduct: (_root, args, context) => context.work.catalogues.updateProduct(callerScope(context), args['id'], input(args)),
    deleteProduct: (_root, args, context) => context.work.catalogues.deleteProduct(callerScope(context), args['id']),
    createTeam: (_root, args, context) => context.work.catalogues.createTeam(callerScope(context), input(args)),
    updateTeam: (_root, args, context) => context.work.catalogues.updateTeam(callerScope(context), args['id'], input(args)),
    deleteTeam: (_root, args, context) => context.work.catalogues.deleteTeam(callerScope(context), args['id']),
    createWorkflow: (_root, args, context) => context.work.workflows.create(callerScope(context), input(args)),
    updateWorkflow: (_root, args, context) => context.work.workflows.update(callerScope(context), args['id'], input(args)),
    setDefaultWorkflow: (_root, args, context) => context.work.workflows.setDefault(callerScope(context), args['id']),
    deleteWorkflow: (_root, args, context) => context.work.workflows.delete(callerScope(context), args['id']),
    createTag: (_root, args, context) => context.work.catalogues.createTag(callerScope(context), input(args)),
    updateTag: (_root, args, context) => context.work.catalogues.updateTag(callerScope(context), args['id'], input(args)),
    deleteTag: (_root, args, context) => context.work.catalogues.deleteTag(callerScope(context), args['id']),
    updateRole: (_root, args, context) => context.work.roles.update(callerScope(context), args['id'], input(args)),
    deactivateRole: (_root, args, context) => context.work.roles.deactivate(callerScope(context), args['id']),
    reactivateRole: (_root, args, context) => context.work.roles.reactivate(callerScope(context), args['id']),
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
    waitingOn: (parent, _args, context) => links(context, callerScope(context).work.waitsOn.get((parent as StoredTicket).id)),
    blocking: (parent, _args, context) => links(context, callerScope(context).work.waitedOnBy.get((parent as StoredTicket).id)),
  },
  TicketState: {
    assignee: (parent, _args, context) => role(context, (parent as StoredTicketState).assigneeId),
  },
  StateNote: { author },
  Comment: { author },
  Reply: { author },
  Project: {
    owner: (parent, _args, context) => role(context, (parent as StoredWorkProject).ownerId),
    ticketCount: (parent, _args, context) => ticketCounts(callerScope(context).work).byProject.get((parent as StoredWorkProject).id) ?? 0,
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
