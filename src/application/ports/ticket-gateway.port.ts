/** TicketGateway: the tickets data of the current organization. */
import { Context, type Effect } from 'effect';
import type { RequestError } from '../errors.ts';

export class TicketGateway extends Context.Service<
  TicketGateway,
  {
    readonly ping: () => Effect.Effect<void, RequestError>;
  }
>()('TicketGateway') {}
