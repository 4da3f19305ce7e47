/** What every resolver gets. */
import type { ServerConfig } from './config.ts';
import type { ServerClock } from './clock.ts';
import type { PowService } from './pow.ts';
import type { Store } from './store.ts';
import type { Support } from './support.ts';

export interface ServerContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: ServerClock;
  readonly pow: PowService;
  readonly support: Support;
  readonly request: Request;
}

/** A resolver of ours. */
export type Resolver = (root: unknown, args: Record<string, unknown>, context: ServerContext) => unknown;

/** Resolvers by type and field. */
export type ResolverMap = Record<string, Record<string, Resolver>>;
