/** TicketImportGateway: what imported names are checked against, and the import itself (all rows or none). */
import { Context, type Effect } from 'effect';
import type { ImportCatalogue } from '../../domain/work/ticket-import-fields.ts';
import type { RequestError } from '../shared/errors.ts';

/** A ticket the import created. */
export interface ImportedTicket {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
}

/** One row to import: its number in the file and its cells by field, as written. */
export type ImportRowInput = { readonly row: number } & Readonly<Record<string, string | number>>;

export class TicketImportGateway extends Context.Service<
  TicketImportGateway,
  {
    /** The organization's projects, products, workflows, tags and people. */
    readonly catalogue: () => Effect.Effect<ImportCatalogue, RequestError>;
    /** Creates a ticket per row, in one transaction: every one or, refused, none. */
    readonly importTickets: (rows: readonly ImportRowInput[]) => Effect.Effect<readonly ImportedTicket[], RequestError>;
  }
>()('TicketImportGateway') {}
