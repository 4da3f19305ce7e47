/** Ticket counts per project, product, workflow and tag (tickets not deleted), computed once per change of the organization. */
import type { OrgWork } from '../store/work-store.ts';

export interface TicketCounts {
  readonly byProject: ReadonlyMap<string, number>;
  readonly byProduct: ReadonlyMap<string, number>;
  readonly byWorkflow: ReadonlyMap<string, number>;
  readonly byTag: ReadonlyMap<string, number>;
}

const memo = new WeakMap<OrgWork, { version: number; counts: TicketCounts }>();

const bump = (map: Map<string, number>, key: string | null) => {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + 1);
};

/** The counts of an organization's tickets, recomputed only when a ticket changed. */
export function ticketCounts(work: OrgWork): TicketCounts {
  const known = memo.get(work);
  if (known && known.version === work.version) return known.counts;
  const byProject = new Map<string, number>();
  const byProduct = new Map<string, number>();
  const byWorkflow = new Map<string, number>();
  const byTag = new Map<string, number>();
  for (const ticket of work.ticketList) {
    if (ticket.publication === 'DELETED') continue;
    bump(byProject, ticket.projectId);
    bump(byProduct, ticket.productId);
    bump(byWorkflow, ticket.workflowId);
    for (const tag of ticket.tagIds) bump(byTag, tag);
  }
  const counts = { byProject, byProduct, byWorkflow, byTag };
  memo.set(work, { version: work.version, counts });
  return counts;
}
