/** What every resolver gets. */
import type { ServerConfig } from './config.ts';
import type { ServerClock } from './clock.ts';
import type { PowService } from './pow.ts';
import type { Store } from './store.ts';
import type { Support } from './support.ts';
import type { Accounts } from './accounts.ts';
import type { Organizations } from './organizations.ts';
import type { StoredUser } from './account-store.ts';
import type { Work } from './work/work.ts';
import type { Demos } from './demo/demos.ts';

export interface ServerContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: ServerClock;
  readonly pow: PowService;
  readonly support: Support;
  readonly accounts: Accounts;
  readonly organizations: Organizations;
  /** The work model (tickets, projects, catalogues, roles) of schema/work.graphql. */
  readonly work: Work;
  /** The demo queue (schema/demo.graphql). */
  readonly demos: Demos;
  readonly request: Request;
  /** The signed-in user, from the session cookie. */
  readonly user: StoredUser | null;
  readonly sessionId: string | null;
  /** The `organization` header: the integer id from /org/{id}, or null. */
  readonly organizationId: number | null;
}

/** A resolver of ours. */
export type Resolver = (root: unknown, args: Record<string, unknown>, context: ServerContext) => unknown;

/** Resolvers by type and field. */
export type ResolverMap = Record<string, Record<string, Resolver>>;
