/**
 * The yoga plugin that tells the projector about changes: after any mutation in an organization
 * (the `organization` header) the organization is projected again. Estimates, assignees, states,
 * dependencies, work weeks, time zones, blackout times, priorities and tickets all change through
 * mutations; the projector skips a run whose question did not change.
 */
import { getOperationAST, type DocumentNode } from 'graphql';
import type { RequestContext } from '../shared/request-context.ts';
import type { Projector } from './projector.ts';

/** Re-projects the caller's organization after each mutation. */
export function projectionPlugin(projector: Pick<Projector, 'expect' | 'changed'>) {
  return {
    onExecute({ args }: { args: { document: DocumentNode; operationName?: string | null; contextValue: unknown } }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== 'mutation') return;
      const { organizationId } = args.contextValue as RequestContext;
      if (organizationId === null) return;
      // QUEUED before the mutation's own answer is built, so a changed ticket says its ETA is pending.
      projector.expect(String(organizationId));
      return {
        onExecuteDone() {
          projector.changed(String(organizationId));
        },
      };
    },
  };
}
