/**
 * What every resolver gets, whatever its area: the request, who is calling, the store and the
 * services every area shares. Each area's resolvers add the services of their own area
 * (`RequestContext & { work: Work }`); the shell's ServerContext is all of them together.
 */
import type { StoredUser } from '../store/account-store.ts';
import type { Store } from '../store/store.ts';
import type { ServerClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { PowService } from './pow.ts';

/** The request and the caller, with the services of no particular area. */
export interface RequestContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: ServerClock;
  readonly pow: PowService;
  /** Where the request came from (the socket's address, set by main.ts); 'local' in process. */
  readonly clientAddress: string;
  /** Extra proof-of-work bits this client must solve (it keeps failing to sign in). */
  readonly powExtra: number;
  /** The origin emailed links are built from (PUBLIC_ORIGIN, else the listening address): never the request's Host. */
  readonly origin: string;
  readonly request: Request;
  /** The signed-in user, from the session cookie; a request that signs someone in makes them its user. */
  user: StoredUser | null;
  readonly sessionId: string | null;
  /** The `organization` header: the integer id from /org/{id}, or null. */
  readonly organizationId: number | null;
}

/** A resolver of ours, over the context its area needs. */
export type Resolver<Context = RequestContext> = (root: unknown, args: Record<string, unknown>, context: Context) => unknown;

/** Resolvers by type and field. */
export type ResolverMap<Context = RequestContext> = Record<string, Record<string, Resolver<Context>>>;
