/** TicketGateway: the tickets data of the current organization (the `organization` header names it). */
import type { ListFilterFields } from '../../domain/work/ticket-list-query.ts';
import { Context, type Effect } from 'effect';
import type { Connection } from '../../domain/shared/lists.ts';
import type { BulkResult, PickLists, TicketDetail, TicketRow } from '../../domain/work/ticket-types.ts';
import type { BulkTicketAction, DisplayState, Estimate, NoteType, PublicationStatus } from '../../domain/work/work.ts';
import type { RequestError } from '../shared/errors.ts';

/** Which tickets a list asks for (TicketFilterInput of schema/work.graphql). */
export interface TicketQueryFilter extends ListFilterFields {
  readonly search?: string;
  readonly favorite?: boolean;
  readonly displayStates?: readonly DisplayState[];
  readonly stages?: readonly PublicationStatus[];
}

export type TicketSortField = 'createdAt' | 'title' | 'localId' | 'eta' | 'closedAt';

/** One page of a list: where it starts (a cursor; null starts afresh), its size and order. */
export interface TicketPageRequest {
  readonly filter: TicketQueryFilter;
  readonly first: number;
  readonly after: string | null;
  readonly sortBy: TicketSortField;
  readonly sortDirection: 'ASC' | 'DESC';
}

export interface NewTicket {
  readonly title: string;
  readonly description?: string;
  readonly projectId?: string;
  readonly productId?: string;
  readonly workflowId?: string;
  readonly tagIds?: readonly string[];
  readonly publication?: 'DRAFT' | 'PUBLISHED';
}

/** Only the fields given change; null clears an optional reference. */
export interface TicketChange {
  readonly title?: string;
  readonly description?: string;
  readonly projectId?: string | null;
  readonly productId?: string | null;
  readonly tagIds?: readonly string[];
  readonly publication?: PublicationStatus;
  readonly ownerId?: string;
  /** People told of changes (accepted roles of the organization). */
  readonly watcherIds?: readonly string[];
  /** An ISO date-time (midnight UTC of the day); null clears it. */
  readonly dueDate?: string | null;
}

/** Only the fields given change; assigneeId or estimate null clears them. */
export interface TicketStateChange {
  readonly assigneeId?: string | null;
  readonly estimate?: Estimate | null;
  readonly splittable?: boolean;
  readonly active?: boolean;
  readonly blocked?: boolean;
  readonly done?: boolean;
}

export interface BulkRequest {
  readonly action: BulkTicketAction;
  readonly ticketIds: readonly string[];
  readonly ownerId?: string;
  readonly projectId?: string;
}

type Answer<A> = Effect.Effect<A, RequestError>;

export class TicketGateway extends Context.Service<
  TicketGateway,
  {
    /** A page of moreTickets. */
    readonly list: (request: TicketPageRequest) => Answer<Connection<TicketRow>>;
    /** One ticket; null when it does not exist here. */
    readonly ticket: (id: string) => Answer<TicketDetail | null>;
    /** Projects, products, workflows, tags and accepted people. */
    readonly pickLists: () => Answer<PickLists>;
    readonly create: (input: NewTicket) => Answer<TicketDetail>;
    readonly update: (id: string, change: TicketChange) => Answer<TicketDetail>;
    readonly setFavorite: (ticketId: string, favorite: boolean) => Answer<TicketDetail>;
    readonly updateState: (ticketId: string, stateId: string, change: TicketStateChange) => Answer<TicketDetail>;
    readonly addStateNote: (ticketId: string, stateId: string, type: NoteType, body: string) => Answer<TicketDetail>;
    readonly addChecklistItem: (ticketId: string, text: string) => Answer<TicketDetail>;
    readonly updateChecklistItem: (ticketId: string, itemId: string, change: { readonly text?: string; readonly done?: boolean }) => Answer<TicketDetail>;
    readonly removeChecklistItem: (ticketId: string, itemId: string) => Answer<TicketDetail>;
    readonly addComment: (ticketId: string, body: string) => Answer<TicketDetail>;
    readonly addReply: (ticketId: string, commentId: string, body: string) => Answer<TicketDetail>;
    readonly addDependency: (ticketId: string, waitsOnId: string) => Answer<TicketDetail>;
    readonly removeDependency: (ticketId: string, waitsOnId: string) => Answer<TicketDetail>;
    readonly bulk: (request: BulkRequest) => Answer<BulkResult>;
  }
>()('TicketGateway') {}
