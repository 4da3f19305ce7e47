/**
 * The schedule's edit flow (edit_tickets, edit_priorities, edit_projections; spec/org-area.md
 * "Schedule"): from the organization's facts and the edit (schedule.ts State), the question a
 * preview asks the engine (the same projectionPlan the server asks), and each affected ticket's new
 * ETA beside its current one. Pure: the facts, the edit, the engine's answer and now are given.
 */
import type { ProjectionOutput } from '../projection/project.ts';
import { isAtRisk } from '../work/search-filter.ts';
import { isScheduled, type PlanFacts } from './projection-plan.ts';
import type { EditFacts, EditTicket } from './edit-facts.ts';
import type { Projection, State } from './schedule.ts';

export type { EditFacts, EditTicket, RuleChoice } from './edit-facts.ts';

/** Whether a ticket is on the schedule once the edit is applied. */
export function scheduledAfter(ticket: EditTicket, state: Pick<State, 'addedTickets' | 'removedTickets'>): boolean {
  if (state.removedTickets.includes(ticket.id)) return false;
  return state.addedTickets.includes(ticket.id) || isScheduled(ticket);
}

/**
 * What the edit really changes: the tickets it puts on the schedule that are off it now, and those
 * it takes off that are on it now. The §4 state machine records intentions ('Keep it' on a ticket
 * taken off adds it back): a ticket already where the edit wants it is no change.
 */
export function netChanges(facts: Pick<EditFacts, 'tickets'>, state: Pick<State, 'addedTickets' | 'removedTickets'>): { readonly added: readonly string[]; readonly removed: readonly string[] } {
  const scheduled = new Map(facts.tickets.map((ticket) => [ticket.id, isScheduled(ticket)]));
  return {
    added: state.addedTickets.filter((id) => scheduled.get(id) === false),
    removed: state.removedTickets.filter((id) => scheduled.get(id) === true),
  };
}

/** Whether a published ticket off the schedule could join it (every open state assigned and estimated). */
export const canAdd = (ticket: EditTicket): boolean => ticket.publication === 'PUBLISHED' && !isScheduled(ticket) && ticket.displayState === 'Estimated';

/** The plan's facts with the edit applied: the tickets added and taken off, the edited rules, planned from `now`. */
export function editedPlanFacts(facts: EditFacts, state: Pick<State, 'addedTickets' | 'removedTickets' | 'priorities'>, now: number): PlanFacts {
  return {
    start: now,
    tickets: facts.tickets.map((ticket) => {
      const after = scheduledAfter(ticket, state);
      return after === isScheduled(ticket) ? ticket : { ...ticket, status: after ? 'SCHEDULED' : 'UNSCHEDULED' };
    }),
    people: facts.people,
    oneOffBlackouts: facts.oneOffBlackouts,
    recurringBlackouts: facts.recurringBlackouts,
    priorities: state.priorities,
    projects: facts.projects,
  };
}

/** The engine's answer as the edit keeps it: each projected ticket's p50 and ETA. */
export const projectionsOf = (output: Pick<ProjectionOutput, 'tickets'>): Record<string, Projection> =>
  Object.fromEntries(output.tickets.map((ticket) => [ticket.id, { p50: ticket.p50, p80: ticket.p80 }]));

/** What the edit does to a ticket. */
export type EditChange = 'added' | 'removed' | 'kept';

/** A ticket's row on edit_projections. */
export interface ProjectionRow {
  readonly ticket: EditTicket;
  readonly change: EditChange;
  /** The ETA now (the server's), and the one the edit gives (null: none, or off the schedule). */
  readonly currentEta: string | null;
  readonly newEta: string | null;
  /** New minus current, in days (one decimal); null unless both exist. */
  readonly differenceDays: number | null;
  readonly atRiskBefore: boolean;
  readonly atRiskAfter: boolean;
}

const DAY_MS = 86_400_000;

/** Every ticket the edit touches or that is on the schedule before or after it. */
export function projectionRows(facts: EditFacts, state: Pick<State, 'addedTickets' | 'removedTickets' | 'projections'>): ProjectionRow[] {
  const rows: ProjectionRow[] = [];
  for (const ticket of facts.tickets) {
    const before = isScheduled(ticket);
    const after = scheduledAfter(ticket, state);
    if (!before && !after) continue;
    const change: EditChange = before && !after ? 'removed' : !before && after ? 'added' : 'kept';
    const currentEta = before ? ticket.eta : null;
    const newEta = after ? (state.projections[ticket.id]?.p80 ?? null) : null;
    const differenceDays = currentEta !== null && newEta !== null ? Math.round(((Date.parse(newEta) - Date.parse(currentEta)) / DAY_MS) * 10) / 10 : null;
    rows.push({
      ticket,
      change,
      currentEta,
      newEta,
      differenceDays,
      atRiskBefore: isAtRisk({ status: 'SCHEDULED', eta: currentEta, dueDate: ticket.dueDate }),
      atRiskAfter: isAtRisk({ status: 'SCHEDULED', eta: newEta, dueDate: ticket.dueDate }),
    });
  }
  return rows;
}

/** The orders edit_projections offers (the §3 default is by status: removed, added, then kept). */
export const PROJECTION_SORTS = ['status', 'difference', 'eta', 'title'] as const;
export type ProjectionSort = (typeof PROJECTION_SORTS)[number];

const CHANGE_ORDER: Readonly<Record<EditChange, number>> = { removed: 0, added: 1, kept: 2 };

/** The rows in an order; ties by ticket number. Rows without the value sorted on come last. */
export function sortedRows(rows: readonly ProjectionRow[], sort: string, direction: 'asc' | 'desc'): ProjectionRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (row: ProjectionRow): number | string | null => {
    switch (sort) {
      case 'difference':
        return row.differenceDays;
      case 'eta':
        return row.newEta ?? row.currentEta;
      case 'title':
        return row.ticket.title.toLocaleLowerCase();
      default:
        // By status; within each, At Risk changes first, then moved ETAs, then unmoved ones, then those without an ETA.
        return CHANGE_ORDER[row.change] * 4 + (row.atRiskAfter !== row.atRiskBefore ? 0 : row.newEta === null && row.currentEta === null ? 3 : row.differenceDays === 0 ? 2 : 1);
    }
  };
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return a.ticket.localId - b.ticket.localId;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** Whether an edit holds anything to apply: tickets added or taken off, or rules that differ from the saved ones. */
export function hasChanges(facts: Pick<EditFacts, 'tickets' | 'priorities'>, state: Pick<State, 'addedTickets' | 'removedTickets' | 'priorities'>): boolean {
  const { added, removed } = netChanges(facts, state);
  if (added.length + removed.length > 0) return true;
  return state.priorities.length !== facts.priorities.length || state.priorities.some((rule, index) => rule.match !== facts.priorities[index]!.match || rule.id !== facts.priorities[index]!.id);
}

/** How a difference in days reads: '+2.5 days', '−1 day', 'No change'. */
export function differenceText(days: number | null): string {
  if (days === null) return '—';
  if (days === 0) return 'No change';
  const size = Math.abs(days);
  return `${days > 0 ? '+' : '−'}${size} ${size === 1 ? 'day' : 'days'}`;
}
