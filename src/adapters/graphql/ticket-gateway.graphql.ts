/** TicketGateway over GraphQL: every answer is checked for shape before it enters the app. */
import { Effect, Layer } from 'effect';
import type { GraphQLError, RequestError } from '../../application/shared/errors.ts';
import { TicketGateway, type TicketQueryFilter } from '../../application/work/ticket-gateway.port.ts';
import type { Connection } from '../../domain/shared/lists.ts';
import { isBulkResult, isPickLists, isTicketConnection, isTicketDetail, type BulkResult, type PickLists, type TicketDetail, type TicketRow } from '../../domain/work/ticket-types.ts';
import { checked } from './checked.ts';
import {
  AddChecklistItemDocument,
  AddCommentDocument,
  AddDependencyDocument,
  AddReplyDocument,
  AddStateNoteDocument,
  ApplyBulkTicketActionDocument,
  CreateTicketDocument,
  MoreTicketsDocument,
  RemoveChecklistItemDocument,
  RemoveDependencyDocument,
  SetFavoriteDocument,
  TicketDocument,
  TicketPickListsDocument,
  UpdateChecklistItemDocument,
  UpdateTicketDocument,
  UpdateTicketStateDocument,
  type TicketFilterInput,
} from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const ticket = (payload: unknown): Effect.Effect<TicketDetail, GraphQLError> => checked<TicketDetail>(payload, isTicketDetail, 'a ticket');
const mutable = <T>(values: readonly T[] | undefined): T[] | undefined => (values === undefined ? undefined : [...values]);

/** A list's filter as the operation's variables take it (mutable lists). */
function filterInput(filter: TicketQueryFilter): TicketFilterInput {
  const { projects, products, workflows, authors, owners, assignees, openAssignees, tags, statuses, displayStates, stages, ...rest } = filter;
  return {
    ...rest,
    projects: mutable(projects),
    products: mutable(products),
    workflows: mutable(workflows),
    authors: mutable(authors),
    owners: mutable(owners),
    assignees: mutable(assignees),
    openAssignees: mutable(openAssignees),
    tags: mutable(tags),
    statuses: mutable(statuses),
    displayStates: mutable(displayStates),
    stages: mutable(stages),
  };
}

/** The real gateway, as a layer over a client. */
export function ticketGatewayLayer(client: GraphQLClient) {
  const one = <R>(effect: Effect.Effect<R, RequestError>, pick: (data: R) => unknown) => effect.pipe(Effect.flatMap((data) => ticket(pick(data))));
  return Layer.succeed(TicketGateway)({
    list: ({ filter, first, after, sortBy, sortDirection }) =>
      client
        .query(
          MoreTicketsDocument,
          {
            filter: filterInput(filter),
            first,
            after,
            sortBy,
            sortDirection,
          },
          { fetchPolicy: 'network-only' },
        )
        .pipe(Effect.flatMap((data) => checked<Connection<TicketRow>>(data.moreTickets, isTicketConnection, 'a ticket list'))),
    ticket: (id) =>
      client
        .query(TicketDocument, { id }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => (data.ticket === null ? Effect.succeed(null) : ticket(data.ticket)))),
    pickLists: () =>
      client.query(TicketPickListsDocument, {}, { fetchPolicy: 'network-only' }).pipe(
        Effect.flatMap(({ projects, products, workflows, tags, roles }) =>
          checked<PickLists>({ projects, products, workflows, tags, people: roles }, isPickLists, 'the ticket choices'),
        ),
      ),
    create: (input) => one(client.execute(CreateTicketDocument, { input: { ...input, tagIds: mutable(input.tagIds) } }), (data) => data.createTicket.ticket),
    update: (id, change) =>
      one(
        client.execute(UpdateTicketDocument, { input: { id, ...change, tagIds: mutable(change.tagIds), watcherIds: mutable(change.watcherIds) } }),
        (data) => data.updateTicket.ticket,
      ),
    setFavorite: (ticketId, favorite) => one(client.execute(SetFavoriteDocument, { input: { ticketId, favorite } }), (data) => data.setFavorite.ticket),
    updateState: (ticketId, stateId, change) =>
      one(client.execute(UpdateTicketStateDocument, { input: { ticketId, stateId, ...change } }), (data) => data.updateTicketState.ticket),
    addStateNote: (ticketId, stateId, type, body) =>
      one(client.execute(AddStateNoteDocument, { input: { ticketId, stateId, type, body } }), (data) => data.addStateNote.ticket),
    addChecklistItem: (ticketId, text) => one(client.execute(AddChecklistItemDocument, { input: { ticketId, text } }), (data) => data.addChecklistItem.ticket),
    updateChecklistItem: (ticketId, itemId, change) =>
      one(client.execute(UpdateChecklistItemDocument, { input: { ticketId, itemId, ...change } }), (data) => data.updateChecklistItem.ticket),
    removeChecklistItem: (ticketId, itemId) =>
      one(client.execute(RemoveChecklistItemDocument, { input: { ticketId, itemId } }), (data) => data.removeChecklistItem.ticket),
    addComment: (ticketId, body) => one(client.execute(AddCommentDocument, { input: { ticketId, body } }), (data) => data.addComment.ticket),
    addReply: (ticketId, commentId, body) => one(client.execute(AddReplyDocument, { input: { ticketId, commentId, body } }), (data) => data.addReply.ticket),
    addDependency: (ticketId, waitsOnId) => one(client.execute(AddDependencyDocument, { input: { ticketId, waitsOnId } }), (data) => data.addDependency.ticket),
    removeDependency: (ticketId, waitsOnId) =>
      one(client.execute(RemoveDependencyDocument, { input: { ticketId, waitsOnId } }), (data) => data.removeDependency.ticket),
    bulk: ({ action, ticketIds, ownerId, projectId }) =>
      client
        .execute(ApplyBulkTicketActionDocument, {
          input: { action, ticketIds: [...ticketIds], ...(ownerId ? { ownerId } : {}), ...(projectId ? { projectId } : {}) },
        })
        .pipe(Effect.flatMap((data) => checked<BulkResult>(data.applyBulkTicketAction, isBulkResult, 'a bulk result'))),
  });
}
