/** ProjectGateway: the projects data of the current organization. */
import { Context, type Effect } from 'effect';
import type { RequestError } from '../errors.ts';

export class ProjectGateway extends Context.Service<
  ProjectGateway,
  {
    readonly ping: () => Effect.Effect<void, RequestError>;
  }
>()('ProjectGateway') {}
