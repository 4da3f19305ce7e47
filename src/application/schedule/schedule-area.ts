/**
 * The schedule pages' models for one organization: where the projections stand, the priority
 * rules, what blocks the schedule, the list of scheduled tickets by ETA (by cursor, Load more), and a month of ETAs and
 * deliveries for the calendar (read page by page up to MONTH_TICKET_LIMIT).
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { Effect } from 'effect';
import { mergeMoreTickets, type Connection } from '../../domain/shared/lists.ts';
import { calendarFilters, SCHEDULED_FILTER, type BlockerView, type PriorityRuleView, type ScheduleOrder, type ScheduleRow, type ScheduleSummaryView, type ScheduleTicketFilter } from '../../domain/schedule/schedule-rows.ts';
import { WORK_LIMITS } from '../../domain/work/work.ts';
import type { WorkSessionView } from '../../domain/schedule/my-week.ts';
import type { GanttData } from '../../domain/schedule/gantt-data.ts';
import { canDropOn, moveTask, type LaneTaskView, type LaneView } from '../../domain/schedule/swimlanes.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import { run, type Runner } from '../shared/run.ts';
import { createLoadModel, type LoadModel } from '../work/catalogue-load.ts';
import { ScheduleGateway } from './schedule-gateway.port.ts';
import type { ProjectionPreview } from './projection-preview.port.ts';
import type { ScheduleEditModel } from './schedule-edit-model.ts';

/** Rows per page of the schedule list. */
export const SCHEDULE_PAGE_SIZE = 50;
/** The most tickets the calendar reads for one month (ETAs and deliveries each); it says when there are more. */
export const MONTH_TICKET_LIMIT = 2000;

/** The list: its first page loading, failed with nothing shown, or rows (while the next page loads). */
export type ScheduleListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly connection: Connection<ScheduleRow>; readonly more: 'idle' | 'loading' | 'failed'; readonly moreError: string | null };

export interface ScheduleListModel {
  readonly order: ScheduleOrder;
  readonly state: ReadonlySignal<ScheduleListState>;
  readonly loadMore: () => Promise<void>;
  readonly reload: () => Promise<void>;
}

/** A month's tickets: those with an ETA in it and those delivered in it, and whether some were left out. */
export interface MonthTickets {
  readonly tickets: readonly ScheduleRow[];
  readonly truncated: boolean;
}

/** What became of the last reassignment, for the page to say. */
export type ReassignOutcome = { readonly status: 'saving' | 'saved' | 'failed'; readonly message: string };

/** The swimlanes, and moving a task to another person's lane. */
export interface SwimlanesModel {
  readonly lanes: LoadModel<readonly LaneView[]>;
  readonly outcome: ReadonlySignal<ReassignOutcome | null>;
  /** The task just moved, until the page puts the focus on it in its new lane. */
  readonly focusAfterMove: Signal<string | null>;
  /** Shows the task in `to` at once, gives it to that person on the server, then reads the lanes again (their order follows the new plan); on failure the task goes back and the outcome says why. */
  readonly reassign: (task: LaneTaskView, to: LaneView) => Promise<void>;
}

export interface ScheduleArea {
  readonly summary: () => LoadModel<ScheduleSummaryView>;
  readonly priorities: () => LoadModel<readonly PriorityRuleView[]>;
  readonly blockers: () => LoadModel<readonly BlockerView[]>;
  /** My planned work sessions between two instants (a week of my calendar). */
  readonly workSessions: (from: string, to: string) => LoadModel<readonly WorkSessionView[]>;
  readonly list: (order: ScheduleOrder) => ScheduleListModel;
  readonly swimlanes: () => SwimlanesModel;
  /** The gantt chart's tickets, projects, people and blackouts. */
  readonly gantt: () => LoadModel<GanttData>;
  /** The edit flow, loaded on demand: the same one for its three pages until it is applied or dropped. */
  readonly edit: () => Promise<ScheduleEditModel>;
  /** The tickets the calendar shows between two instants (a month's grid). */
  readonly month: (from: string, to: string) => LoadModel<MonthTickets>;
}

const withSchedule = <A>(use: (gateway: ScheduleGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, ScheduleGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* ScheduleGateway);
  });

/** Every page of a filter, up to `limit` rows: the rows and whether more were left. */
const allPages = (filter: ScheduleTicketFilter, sortBy: 'eta' | 'closedAt', limit: number) =>
  withSchedule((gateway) =>
    Effect.gen(function* () {
      const rows: ScheduleRow[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Connection<ScheduleRow> = yield* gateway.tickets({ filter, first: Math.min(WORK_LIMITS.page, limit - rows.length), after, sortBy, sortDirection: 'ASC' });
        rows.push(...page.nodes);
        if (!page.pageInfo.hasNextPage) return { rows, truncated: false };
        if (rows.length >= limit || page.nodes.length === 0) return { rows, truncated: true };
        after = page.pageInfo.endCursor;
      }
    }),
  );

function createListModel(runner: Runner<ScheduleGateway>, order: ScheduleOrder): ScheduleListModel {
  const state = signal<ScheduleListState>({ status: 'loading' });
  let latest = 0;
  const page = (after: string | null) =>
    withSchedule((gateway) => gateway.tickets({ filter: SCHEDULED_FILTER, first: SCHEDULE_PAGE_SIZE, after, sortBy: order.sort, sortDirection: order.direction }));

  async function reload(): Promise<void> {
    const ticket = ++latest;
    if (state.peek().status !== 'loaded') state.value = { status: 'loading' };
    const outcome = await run(runner, page(null));
    if (ticket !== latest) return;
    if (outcome.status === 'success') state.value = { status: 'loaded', connection: outcome.value, more: 'idle', moreError: null };
    else if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
  }

  async function loadMore(): Promise<void> {
    const shown = state.peek();
    if (shown.status !== 'loaded' || shown.more === 'loading' || !shown.connection.pageInfo.hasNextPage) return;
    const ticket = latest;
    const after = shown.connection.pageInfo.endCursor;
    state.value = { ...shown, more: 'loading', moreError: null };
    const outcome = await run(runner, page(after));
    const now = state.peek();
    if (ticket !== latest || now.status !== 'loaded') return;
    if (outcome.status === 'success') state.value = { status: 'loaded', connection: mergeMoreTickets(now.connection, outcome.value, after), more: 'idle', moreError: null };
    else if (outcome.status === 'failure') state.value = { ...now, more: 'failed', moreError: describeError(outcome.error) };
  }

  void reload();
  return { order, state, loadMore, reload };
}

function createSwimlanesModel(runner: Runner<ScheduleGateway>): SwimlanesModel {
  const lanes = createLoadModel(runner, () => withSchedule((gateway) => gateway.lanes()));
  const outcome = signal<ReassignOutcome | null>(null);
  const focusAfterMove = signal<string | null>(null);
  async function reassign(task: LaneTaskView, to: LaneView): Promise<void> {
    const shown = lanes.state.peek();
    if (shown.status !== 'loaded' || to.person === null) return;
    const from = shown.value.find((lane) => lane.sections.some((section) => section.tasks.some((t) => t.id === task.id)));
    if (from === undefined || !canDropOn(to, from.id)) return;
    const what = `${task.state.name} of #${task.ticket.localId} ${task.ticket.title}`;
    focusAfterMove.value = task.id;
    lanes.replace(moveTask(shown.value, task.id, to.id));
    outcome.value = { status: 'saving', message: `Giving ${what} to ${to.person.name}…` };
    const result = await run(runner, withSchedule((gateway) => gateway.reassign(task.ticket.id, task.state.id, to.person!.id)));
    if (result.status === 'success') {
      outcome.value = { status: 'saved', message: `${what} is now ${to.person.name}’s. The schedule is projected again.` };
      await lanes.refresh();
    } else if (result.status === 'failure') {
      focusAfterMove.value = task.id;
      lanes.replace(shown.value);
      outcome.value = { status: 'failed', message: `${what} was not reassigned: ${describeError(result.error)}` };
    }
  }
  return { lanes, outcome, focusAfterMove, reassign };
}

/** Builds the schedule models of the organization the runner speaks for. */
export function createScheduleArea(deps: OrganizationDeps<ScheduleGateway | ProjectionPreview>): ScheduleArea {
  const { runner } = deps;
  let edit: Promise<ScheduleEditModel> | null = null;
  return {
    summary: () => createLoadModel(runner, () => withSchedule((gateway) => gateway.summary())),
    priorities: () => createLoadModel(runner, () => withSchedule((gateway) => gateway.priorities())),
    blockers: () => createLoadModel(runner, () => withSchedule((gateway) => gateway.blockers())),
    workSessions: (from, to) => createLoadModel(runner, () => withSchedule((gateway) => gateway.workSessions(from, to))),
    list: (order) => createListModel(runner, order),
    swimlanes: () => createSwimlanesModel(runner),
    gantt: () => createLoadModel(runner, () => withSchedule((gateway) => gateway.gantt())),
    edit: () => (edit ??= import('./schedule-edit-model.ts').then(({ createScheduleEditModel }) => createScheduleEditModel(deps))),
    month: (from, to) =>
      createLoadModel<MonthTickets, ScheduleGateway>(runner, () =>
        Effect.gen(function* () {
          const filters = calendarFilters(from, to);
          const [etas, delivered] = yield* Effect.all([allPages(filters.etas, 'eta', MONTH_TICKET_LIMIT), allPages(filters.delivered, 'closedAt', MONTH_TICKET_LIMIT)], { concurrency: 2 });
          return { tickets: [...delivered.rows, ...etas.rows], truncated: etas.truncated || delivered.truncated };
        }),
      ),
  };
}
