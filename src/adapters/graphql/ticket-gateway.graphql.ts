/** TicketGateway over GraphQL: every answer is checked for shape before it enters the app. */
import { Effect, Layer } from 'effect';
import type { GraphQLError, RequestError } from '../../application/shared/errors.ts';
import { TicketGateway } from '../../application/work/ticket-gateway.port.ts';
import type { Connection } from '../../domain/shared/lists.ts';
import { isBulkResult, isPickLists, isTicketConnection, isTicketDetail, type BulkResult, type PickLists, type TicketDetail, type TicketRow } from '../../domain/work/ticket-types.ts';
import { checked } from './checked.ts';
import {
  AddChecklistItemDocument,
  AddCommentDocument,
  AddDependencyDocument,
  AddReplyDocument,
  AddStateNoteDocument,
  BulkTicketsDocument,
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
} from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const ticket = (payload: unknown): Effect.Effect<TicketDetail, GraphQLError> => checked<TicketDetail>(payload, isTicketDetail, 'a ticket');
const mutable = <T>(values: readonly T[] | undefined): T[] | undefined => (values === undefined ? undefined : [...values]);

/** The real gateway, as a layer over a client. */
export function ticketGatewayLayer(client: GraphQLClient) {
  const one = <R>(effect: Effect.Effect<R, RequestError>, pick: (data: R) => unknown) => effect.pipe(Effect.flatMap((data) => ticket(pick(data))));
  return Layer.succeed(TicketGateway)({
    list: ({ filter, first, after, sortBy, sortDirection }) =>
      client
        .query(
          MoreTicketsDocument,
          {
            filter: { ...filter, projects: mutable(filter.projects), displayStates: mutable(filter.displayStates), stages: mutable(filter.stages) },
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
    create: (input) => one(client.execute(CreateTicketDocument, { input: { ...input, tagIds: mutable(input.tagIds) } }), (data) => data.createTicket),
    update: (id, change) => one(client.execute(UpdateTicketDocument, { id, input: { ...change, tagIds: mutable(change.tagIds), watcherIds: mutable(change.watcherIds) } }), (data) => data.updateTicket),
    setFavorite: (ticketId, favorite) => one(client.execute(SetFavoriteDocument, { ticketId, favorite }), (data) => data.setFavorite),
    updateState: (ticketId, stateId, change) =>
      one(client.execute(UpdateTicketStateDocument, { ticketId, stateId, input: change }), (data) => data.updateTicketState),
    addStateNote: (ticketId, stateId, type, body) => one(client.execute(AddStateNoteDocument, { ticketId, stateId, type, body }), (data) => data.addStateNote),
    addChecklistItem: (ticketId, text) => one(client.execute(AddChecklistItemDocument, { ticketId, text }), (data) => data.addChecklistItem),
    updateChecklistItem: (ticketId, itemId, change) =>
      one(client.execute(UpdateChecklistItemDocument, { ticketId, itemId, ...change }), (data) => data.updateChecklistItem),
    removeChecklistItem: (ticketId, itemId) => one(client.execute(RemoveChecklistItemDocument, { ticketId, itemId }), (data) => data.removeChecklistItem),
    addComment: (ticketId, body) => one(client.execute(AddCommentDocument, { ticketId, body }), (data) => data.addComment),
    addReply: (ticketId, commentId, body) => one(client.execute(AddReplyDocument, { ticketId, commentId, body }), (data) => data.addReply),
    addDependency: (ticketId, waitsOnId) => one(client.execute(AddDependencyDocument, { ticketId, waitsOnId }), (data) => data.addDependency),
    removeDependency: (ticketId, waitsOnId) => one(client.execute(RemoveDependencyDocument, { ticketId, waitsOnId }), (data) => data.removeDependency),
    bulk: ({ action, ticketIds, ownerId, projectId }) =>
      client
        .execute(BulkTicketsDocument, { input: { action, ticketIds: [...ticketIds], ...(ownerId ? { ownerId } : {}), ...(projectId ? { projectId } : {}) } })
        .pipe(Effect.flatMap((data) => checked<BulkResult>(data.bulkTickets, isBulkResult, 'a bulk result'))),
  });
}
