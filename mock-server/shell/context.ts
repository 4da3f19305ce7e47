/** What every resolver gets: the request context with every area's services. */
import type { Accounts } from '../accounts/accounts.ts';
import type { Organizations } from '../accounts/organizations.ts';
import type { Demos } from '../demo/demos.ts';
import type { RequestContext } from '../shared/request-context.ts';
import type { Support } from '../support/support.ts';
import type { Blackouts } from '../time/blackouts.ts';
import type { Reports } from '../reports/reports.ts';
import type { Documentation } from '../docs/documentation.ts';
import type { Notes } from '../notes/notes.ts';
import type { Work } from '../work/work.ts';

export interface ServerContext extends RequestContext {
  readonly support: Support;
  readonly accounts: Accounts;
  readonly organizations: Organizations;
  /** The work model (tickets, projects, catalogues, roles) of schema/work.graphql. */
  readonly work: Work;
  /** Blackout times (schema/blackout.graphql). */
  readonly blackouts: Blackouts;
  /** Reports (schema/report.graphql). */
  readonly reports: Reports;
  /** Documentation sites and pages, and stories (schema/documentation.graphql). */
  readonly documentation: Documentation;
  /** Each person's own notes (schema/note.graphql). */
  readonly notes: Notes;
  /** The demo queue (schema/demo.graphql). */
  readonly demos: Demos;
}
