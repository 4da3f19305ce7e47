/** CatalogueGateway: the catalogues data of the current organization. */
import { Context, type Effect } from 'effect';
import type { RequestError } from '../errors.ts';

export class CatalogueGateway extends Context.Service<
  CatalogueGateway,
  {
    readonly ping: () => Effect.Effect<void, RequestError>;
  }
>()('CatalogueGateway') {}
