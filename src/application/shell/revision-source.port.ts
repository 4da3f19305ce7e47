/** The revision the server runs now (the build's id), to compare with the one this page was built from. */
import { Context, type Effect } from 'effect';
import type { NetworkError } from '../shared/errors.ts';

export class RevisionSource extends Context.Service<
  RevisionSource,
  /** Loads the revision script at `url` and answers the revision it reports. */
  { readonly load: (url: string) => Effect.Effect<string, NetworkError> }
>()('RevisionSource') {}
