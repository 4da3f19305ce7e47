/**
 * The schedule being edited (specification §3 Schedule, §4 "Schedule"): tickets to add and remove,
 * the ordered priority rules and the projections of the result. Any change to the tickets or the
 * priorities marks the projections as needing a refresh; new projections clear the mark.
 */

/** What a priority rule matches tickets by. */
export type PriorityMatch = 'project' | 'product' | 'workflow' | 'tag' | 'ticket';

/** A priority rule: it matches tickets with that project, product, workflow, tag, or that ticket. */
export interface PriorityRule {
  readonly match: PriorityMatch;
  readonly id: string;
}

/** Where a priority rule can be moved (§4 Move directions). */
export const MOVE_DIRECTIONS = ['down', 'first', 'last', 'up'] as const;
/** One of the move directions. */
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** A ticket's projected finish: the 50th and 80th percentile dates (ISO); the 80th is "the ETA". */
export interface Projection {
  readonly p50: string;
  readonly p80: string;
}

/** How the projection table is ordered. */
export interface ProjectionSorting {
  readonly sort: string;
  readonly direction: 'asc' | 'desc';
}

/** The schedule being edited and its projections. */
export interface State {
  readonly addedTickets: readonly string[];
  readonly removedTickets: readonly string[];
  /** First matching rule wins, so the order is the priority. */
  readonly priorities: readonly PriorityRule[];
  /** By ticket id. */
  readonly projections: Readonly<Record<string, Projection>>;
  readonly projectionsRequireRefresh: boolean;
  readonly projectionSorting: ProjectionSorting;
}

/** What the schedule edit flow can do. */
export type Event =
  | { readonly type: 'addTicket'; readonly ticketId: string }
  | { readonly type: 'removeTicket'; readonly ticketId: string }
  | { readonly type: 'setPriorities'; readonly priorities: readonly PriorityRule[] }
  | { readonly type: 'movePriority'; readonly index: number; readonly direction: MoveDirection }
  | { readonly type: 'setProjections'; readonly projections: Readonly<Record<string, Projection>> }
  | { readonly type: 'setProjectionSorting'; readonly sorting: ProjectionSorting }
  | { readonly type: 'reset' };

/** The projection table's default order. */
export const DEFAULT_PROJECTION_SORTING: ProjectionSorting = { sort: 'status', direction: 'asc' };

/** Nothing planned, nothing projected, nothing stale. */
export const initialState: State = {
  addedTickets: [],
  removedTickets: [],
  priorities: [],
  projections: {},
  projectionsRequireRefresh: false,
  projectionSorting: DEFAULT_PROJECTION_SORTING,
};

function including(ids: readonly string[], id: string): readonly string[] {
  return ids.includes(id) ? ids : [...ids, id];
}

function excluding(ids: readonly string[], id: string): readonly string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : ids;
}

function sameRules(a: readonly PriorityRule[], b: readonly PriorityRule[]): boolean {
  return a.length === b.length && a.every((rule, i) => rule.match === b[i]?.match && rule.id === b[i]?.id);
}

function target(index: number, direction: MoveDirection, length: number): number {
  switch (direction) {
    case 'up':
      return index - 1;
    case 'down':
      return index + 1;
    case 'first':
      return 0;
    case 'last':
      return length - 1;
    default: {
      const _never: never = direction;
      return _never;
    }
  }
}

/** The list with one item moved; an index outside it, or a move past an end, keeps the same list. */
function moved<T>(list: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  const to = target(index, direction, list.length);
  const inside = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length;
  if (!inside(index) || !inside(to) || to === index) return list;
  const next = [...list];
  next.splice(to, 0, ...next.splice(index, 1));
  return next;
}

/** A plan change: the projections no longer describe it. */
function planned(state: State, change: Partial<Pick<State, 'addedTickets' | 'removedTickets' | 'priorities'>>): State {
  return { ...state, ...change, projectionsRequireRefresh: true };
}

/** The next schedule; a change to what the plan already holds returns the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'addTicket': {
      const addedTickets = including(state.addedTickets, event.ticketId);
      const removedTickets = excluding(state.removedTickets, event.ticketId);
      if (addedTickets === state.addedTickets && removedTickets === state.removedTickets) return state;
      return planned(state, { addedTickets, removedTickets });
    }
    case 'removeTicket': {
      const removedTickets = including(state.removedTickets, event.ticketId);
      const addedTickets = excluding(state.addedTickets, event.ticketId);
      if (addedTickets === state.addedTickets && removedTickets === state.removedTickets) return state;
      return planned(state, { addedTickets, removedTickets });
    }
    case 'setPriorities':
      if (sameRules(state.priorities, event.priorities)) return state;
      return planned(state, { priorities: event.priorities });
    case 'movePriority': {
      const priorities = moved(state.priorities, event.index, event.direction);
      return priorities === state.priorities ? state : planned(state, { priorities });
    }
    case 'setProjections':
      if (event.projections === state.projections && !state.projectionsRequireRefresh) return state;
      return { ...state, projections: event.projections, projectionsRequireRefresh: false };
    case 'setProjectionSorting': {
      const { sort, direction } = event.sorting;
      if (sort === state.projectionSorting.sort && direction === state.projectionSorting.direction) return state;
      return { ...state, projectionSorting: event.sorting };
    }
    case 'reset': {
      const planEmpty = state.addedTickets.length + state.removedTickets.length + state.priorities.length === 0;
      if (planEmpty && Object.keys(state.projections).length === 0) return state;
      // Clearing a plan is itself a change to tickets or priorities (§4), so the mark follows that rule.
      return {
        ...state,
        addedTickets: [],
        removedTickets: [],
        priorities: [],
        projections: {},
        projectionsRequireRefresh: state.projectionsRequireRefresh || !planEmpty,
      };
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
