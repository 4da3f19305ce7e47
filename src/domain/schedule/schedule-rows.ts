/**
 * What the schedule pages read (schema/schedule.graphql, moreTickets): a ticket row with its ETAs,
 * a priority rule with what it matches, where the projections stand; the shape checks the adapter
 * runs before an answer enters the app; and the list's sorts.
 */
import type { ProcessingStatus } from '../shared/role.ts';
import { isTicketRow, type TicketRow } from '../work/ticket-types.ts';
import { isAtRisk } from '../work/search-filter.ts';
import type { PriorityMatch } from './schedule.ts';
import { BLOCKER_KINDS, type BlockerKind } from './schedule-blockers.ts';
import type { PublicationStatus, ScheduleStatus } from '../work/work.ts';

/** A ticket as the schedule list and calendar show it. */
export interface ScheduleRow extends TicketRow {
  /** The p50 beside the ETA (p80); null when not projected. */
  readonly etaP50: string | null;
  readonly dueDate: string | null;
  readonly closedAt: string | null;
}

/** A priority rule as the priorities page lists it. */
export interface PriorityRuleView {
  readonly match: PriorityMatch;
  readonly id: string;
  readonly name: string;
  /** Scheduled tickets the rule matches. */
  readonly ticketCount: number;
  /** Scheduled tickets that take their priority from it (it is the first they match). */
  readonly rankedCount: number;
}

/** Where the organization's projections stand, and how many scheduled tickets got no ETA. */
export interface ScheduleSummaryView {
  readonly status: ProcessingStatus;
  readonly failure: string | null;
  readonly projectedAt: string | null;
  readonly problems: number;
}

/** A ticket as a blocker names it. */
export interface BlockerTicketRef {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
}

/** One thing that blocks the schedule, as the blocking tickets page lists it. */
export interface BlockerView {
  readonly id: string;
  readonly kind: BlockerKind;
  readonly message: string;
  readonly ticket: BlockerTicketRef | null;
  readonly stateId: string | null;
  readonly person: { readonly id: string; readonly name: string } | null;
  readonly related: readonly BlockerTicketRef[];
}

/** The schedule list's sorts: by ETA (the page's order), by ticket number, by title. */
export const SCHEDULE_SORTS = ['eta', 'localId', 'title'] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];
export const SCHEDULE_SORT_LABELS: Readonly<Record<ScheduleSort, string>> = { eta: 'ETA', localId: 'Number', title: 'Title' };

/** A sort and its direction, as the address keeps them (?sort=eta&dir=desc). */
export interface ScheduleOrder {
  readonly sort: ScheduleSort;
  readonly direction: 'ASC' | 'DESC';
}

export const DEFAULT_SCHEDULE_ORDER: ScheduleOrder = { sort: 'eta', direction: 'ASC' };

/** The order an address asks for; anything it cannot mean is the default's part. */
export function scheduleOrderOf(search: string): ScheduleOrder {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    sort: (SCHEDULE_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ScheduleSort) : DEFAULT_SCHEDULE_ORDER.sort,
    direction: dir === 'desc' ? 'DESC' : dir === 'asc' ? 'ASC' : DEFAULT_SCHEDULE_ORDER.direction,
  };
}

/** The address's query for an order ('' for the default). */
export function scheduleOrderQuery(order: ScheduleOrder): string {
  if (order.sort === DEFAULT_SCHEDULE_ORDER.sort && order.direction === DEFAULT_SCHEDULE_ORDER.direction) return '';
  return `?sort=${order.sort}&dir=${order.direction === 'DESC' ? 'desc' : 'asc'}`;
}

/** The order after a click on a column's sort: the same column turns around, another starts ascending. */
export const nextScheduleOrder = (current: ScheduleOrder, sort: ScheduleSort): ScheduleOrder =>
  current.sort === sort ? { sort, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' } : { sort, direction: 'ASC' };

/** 'At Risk': the row's ETA is past its due day. */
export const rowAtRisk = (row: Pick<ScheduleRow, 'status' | 'eta' | 'dueDate'>): boolean => isAtRisk(row);

/** The part of moreTickets' filter the schedule pages use. */
export interface ScheduleTicketFilter {
  readonly statuses?: readonly ScheduleStatus[];
  readonly stages?: readonly PublicationStatus[];
  readonly etaAfter?: string;
  readonly etaBefore?: string;
  readonly closedAfter?: string;
  readonly closedBefore?: string;
}

/** One page of tickets the schedule pages ask for. */
export interface ScheduleTicketsRequest {
  readonly filter: ScheduleTicketFilter;
  readonly first: number;
  readonly after: string | null;
  readonly sortBy: ScheduleSort | 'closedAt';
  readonly sortDirection: 'ASC' | 'DESC';
}

/** What the schedule list asks for: the published, scheduled tickets. */
export const SCHEDULED_FILTER: ScheduleTicketFilter = { statuses: ['SCHEDULED'], stages: ['PUBLISHED'] };

/** The calendar's tickets of a span: the scheduled ones whose ETA falls in it, and the ones done in it. */
export const calendarFilters = (from: string, to: string): { readonly etas: ScheduleTicketFilter; readonly delivered: ScheduleTicketFilter } => ({
  etas: { ...SCHEDULED_FILTER, etaAfter: from, etaBefore: to },
  delivered: { statuses: ['DONE'], closedAfter: from, closedBefore: to },
});

// ---- shapes ----

type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nullableText: Check = (value) => value === null || typeof value === 'string';
const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const MATCHES: readonly unknown[] = ['project', 'product', 'workflow', 'tag', 'ticket'];
const STATUSES: readonly unknown[] = ['QUEUED', 'PROCESSING', 'READY', 'FAILED'];

export const isScheduleRow = (value: unknown): value is ScheduleRow =>
  isTicketRow(value) && isObject(value) && nullableText(value['eta']) && nullableText(value['etaP50']) && nullableText(value['dueDate']) && nullableText(value['closedAt']);

/** Whether a payload is a page of schedule rows. */
export function isScheduleConnection(value: unknown): boolean {
  if (!isObject(value) || !isCount(value['totalCount']) || !Array.isArray(value['nodes'])) return false;
  const info = value['pageInfo'];
  return isObject(info) && nullableText(info['endCursor']) && typeof info['hasNextPage'] === 'boolean' && value['nodes'].every(isScheduleRow);
}

export const isPriorityRuleView = (value: unknown): value is PriorityRuleView =>
  isObject(value) && MATCHES.includes(value['match']) && typeof value['id'] === 'string' && typeof value['name'] === 'string' && isCount(value['ticketCount']) && isCount(value['rankedCount']);

const isTicketRef = (value: unknown): value is BlockerTicketRef => isObject(value) && typeof value['id'] === 'string' && isCount(value['localId']) && typeof value['title'] === 'string';

export const isBlockerView = (value: unknown): value is BlockerView =>
  isObject(value) &&
  typeof value['id'] === 'string' &&
  (BLOCKER_KINDS as readonly unknown[]).includes(value['kind']) &&
  typeof value['message'] === 'string' &&
  (value['ticket'] === null || isTicketRef(value['ticket'])) &&
  nullableText(value['stateId']) &&
  (value['person'] === null || (isObject(value['person']) && typeof value['person']['id'] === 'string' && typeof value['person']['name'] === 'string')) &&
  Array.isArray(value['related']) &&
  value['related'].every(isTicketRef);

export const isScheduleSummary = (value: unknown): value is ScheduleSummaryView =>
  isObject(value) && STATUSES.includes(value['status']) && nullableText(value['failure']) && nullableText(value['projectedAt']) && isCount(value['problems']);
