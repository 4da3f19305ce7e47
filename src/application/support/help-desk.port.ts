/** Writing to Tidemark's own support from inside the product (the support widget). */
import { Context, type Effect } from 'effect';
import type { RequestError } from '../shared/errors.ts';

export class HelpDesk extends Context.Service<
  HelpDesk,
  /** Opens a support case with the message and the page it was sent from; answers its number. */
  { readonly contact: (message: string, pageUrl: string) => Effect.Effect<{ readonly localId: number }, RequestError> }
>()('HelpDesk') {}
