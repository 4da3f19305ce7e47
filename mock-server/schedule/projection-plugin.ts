/**
 * The yoga plugin that tells the projector about changes: after a mutation by a member of the
 * organization the `organization` header names, that organization is projected again. Estimates,
 * assignees, states, dependencies, work weeks, time zones, blackout times, priorities and tickets
 * all change through such mutations; the projector skips a run whose facts did not change. A
 * caller who is not a member there (or not signed in) marks nothing.
 */
import { getOperationAST, type DocumentNode } from 'graphql';
import type { RequestContext } from '../shared/request-context.ts';
import type { Projector } from './projector.ts';

/** Whether the caller holds an accepted role in the organization. */
async function isMember({ user, store }: RequestContext, organizationId: string): Promise<boolean> {
  return user !== null && (await store.accounts.membershipsIn(organizationId)).some((role) => role.userId === user.id && role.status === 'ACCEPTED');
}

/** Re-projects the caller's organization after each of their mutations. */
export function projectionPlugin(projector: Pick<Projector, 'expect' | 'changed'>) {
  return {
    async onExecute({ args }: { args: { document: DocumentNode; operationName?: string | null; contextValue: unknown } }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== 'mutation') return;
      const context = args.contextValue as RequestContext;
      if (context.organizationId === null) return;
      const organizationId = String(context.organizationId);
      if (!(await isMember(context, organizationId))) return;
      // QUEUED before the mutation's own answer is built, so a changed ticket says its ETA is pending.
      projector.expect(organizationId);
      return {
        onExecuteDone() {
          projector.changed(organizationId);
        },
      };
    },
  };
}
