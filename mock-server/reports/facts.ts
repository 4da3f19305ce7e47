/**
 * The facts of an organization's tickets as reports read them (src/domain/reports/aggregate.ts),
 * and the names of the groups a widget shows. First version: no worked intervals yet.
 */
import type { GroupLabels, ReportTicketFacts } from '../../src/domain/reports/aggregate.ts';
import type { Scope } from '../work/scope.ts';

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** Every ticket of the caller's organization as facts, in creation order. */
export function reportFacts(scope: Scope): readonly ReportTicketFacts[] {
  return scope.work.ticketList.map((ticket) => ({
    id: ticket.id,
    createdAt: Date.parse(ticket.createdAt),
    closedAt: ms(ticket.closedAt),
    scheduledAt: ms(ticket.scheduledAt),
    eta: ms(ticket.eta),
    projectId: ticket.projectId,
    productId: ticket.productId,
    workflowId: ticket.workflowId,
    tagIds: ticket.tagIds,
    states: ticket.states.map((state) => ({ id: state.id, name: state.name, assigneeId: state.assigneeId, done: state.done, workedIntervals: [] })),
    displayState: ticket.display,
    status: ticket.status,
  }));
}

/** The names of the organization's people, products, tags and workflows; a state's key is its name. */
export function reportLabels(scope: Scope): GroupLabels {
  const { work } = scope;
  return (grouping, key) => {
    switch (grouping) {
      case 'ASSIGNEE':
        return scope.roleById(key)?.name;
      case 'PRODUCT':
        return work.products.get(key)?.name;
      case 'TAG':
        return work.tags.get(key)?.name;
      case 'WORKFLOW':
        return work.workflows.get(key)?.name;
      case 'WORKFLOW_STATE':
        return key;
    }
  };
}
