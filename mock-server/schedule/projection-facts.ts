/** What a projection of one organization reads from the store: its tickets, members and blackouts. */
import type { PlanFacts, PlanPerson } from '../../src/domain/schedule/projection-plan.ts';
import type { StoredMembership } from '../store/account-store.ts';
import type { Store } from '../store/store.ts';
import type { OrgWork } from '../store/work-store.ts';

/** A member as the plan reads them: their zone (UTC before they chose one) and work week (null: the default one). */
export const planPerson = (role: StoredMembership): PlanPerson => ({ id: role.id, name: role.name, timeZone: role.timeZone ?? 'UTC', workWeek: role.workWeek ?? null });

/** An organization's blackout times as the plan reads them. */
export function planBlackouts(work: OrgWork): Pick<PlanFacts, 'oneOffBlackouts' | 'recurringBlackouts'> {
  return {
    oneOffBlackouts: [...work.blackouts.values()].map(({ start, stop, roleIds }) => ({ start, stop, roleIds })),
    recurringBlackouts: [...work.recurringBlackouts.values()].map(({ weekdays, startTime, stopTime, timeZone, roleIds }) => ({ weekdays, startTime, stopTime, timeZone, roleIds })),
  };
}

/** The facts of an organization at `now` (epoch ms), in the shape the projection plan takes. */
export async function projectionFacts(store: Store, organizationId: string, now: number): Promise<PlanFacts> {
  const members = await store.accounts.membershipsIn(organizationId);
  const work = await store.work.ready(organizationId);
  const people = members.filter((role) => role.status === 'ACCEPTED').map(planPerson);
  return {
    start: now,
    tickets: work.ticketList.map((ticket) => ({
      id: ticket.id,
      localId: ticket.localId,
      status: ticket.status,
      publication: ticket.publication,
      projectId: ticket.projectId,
      productId: ticket.productId,
      workflowId: ticket.workflowId,
      tagIds: ticket.tagIds,
      states: ticket.states.map((state) => ({
        id: state.id,
        name: state.name,
        assigneeId: state.assigneeId,
        estimate: state.estimate,
        splittable: state.splittable,
        active: state.active,
        done: state.done,
      })),
      waitsOn: work.waitsOn.get(ticket.id) ?? [],
    })),
    people,
    ...planBlackouts(work),
    priorities: work.priorities,
    projects: [...work.projects.values()].map(({ id, parentId }) => ({ id, parentId })),
  };
}
