/**
 * §3 moreTickets: the filter of TicketFilterInput (lists and search text within WORK_LIMITS), a
 * stable sort (ties broken by id), and keyset pagination with an opaque cursor (the organization,
 * the sort, a ticket's sort key and id: every edge has one, endCursor is the last edge's), so a
 * page never repeats or skips a ticket when tickets are added between two pages.
 */
import { FirstInOrder } from '../../src/domain/shared/first-in-order.ts';
import { flagsPredicate, inRange, isOpenRange, type TimeRange } from '../../src/domain/work/search-filter.ts';
import { DISPLAY_STATES, subtreeIds, WORK_LIMITS, type DisplayState } from '../../src/domain/work/work.ts';
import { badInput, distinctIds, filterList, filterSet, isoOrNull, productOf, projectOf, roleOf, searchText, tagOf, workflowOf } from './checks.ts';
import type { Scope } from './scope.ts';
import type { StoredTicket } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

export const SORT_FIELDS = ['createdAt', 'title', 'localId', 'eta', 'closedAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

/** The message of a cursor that cannot be read or belongs to another sort. */
export const BAD_CURSOR_MESSAGE = 'This cursor is not valid for this list: start again without it';

type Key = string | number | null;

/**
 * A sort's first order, before its key, the same whichever the direction: by ETA, the open tickets
 * with one (0), then the open ones without (1: drafts, unestimated, unassigned…), then the done
 * and cancelled ones (2), so a list by ETA opens on the work still ahead. Other sorts have one tier.
 */
const tierOf = (by: SortField, ticket: StoredTicket): number =>
  by !== 'eta' ? 0 : ticket.eta !== null ? 0 : ticket.status === 'DONE' || ticket.status === 'CANCELLED' || ticket.closedAt !== null ? 2 : 1;

const keyOf: Record<SortField, (ticket: StoredTicket) => Key> = {
  createdAt: (ticket) => ticket.createdAt,
  title: (ticket) => ticket.titleKey,
  localId: (ticket) => ticket.localId,
  eta: (ticket) => ticket.eta,
  closedAt: (ticket) => ticket.closedAt,
};

interface Cursor {
  /** The organization the list belongs to: a cursor does not carry over to another one. */
  readonly org: string;
  readonly by: SortField;
  readonly dir: SortDirection;
  readonly tier: number;
  readonly key: Key;
  readonly seq: number;
}

/** A ticket's place in a sort: its tier, its key, its id. */
interface Place {
  readonly tier: number;
  readonly key: Key;
  readonly seq: number;
}

/** Compares places: the tier first (whatever the direction), then nulls last whatever the direction, then the key, then the id, both in the direction asked. */
function comparator(dir: SortDirection) {
  const sign = dir === 'ASC' ? 1 : -1;
  return ({ tier: aTier, key: aKey, seq: aSeq }: Place, { tier: bTier, key: bKey, seq: bSeq }: Place): number => {
    if (aTier !== bTier) return aTier - bTier;
    if (aKey !== bKey) {
      if (aKey === null) return 1;
      if (bKey === null) return -1;
      return (aKey < bKey ? -1 : 1) * sign;
    }
    return (aSeq - bSeq) * sign;
  };
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([3, cursor.org, cursor.by, cursor.dir, cursor.tier, cursor.key, cursor.seq])).toString('base64url');
}

/** Reads a cursor made for this organization's list in this sort, or refuses it. */
export function decodeCursor(value: string, org: string, by: SortField, dir: SortDirection): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badInput(BAD_CURSOR_MESSAGE, 'after');
  }
  if (!Array.isArray(parsed) || parsed.length !== 7) throw badInput(BAD_CURSOR_MESSAGE, 'after');
  const [version, cursorOrg, cursorBy, cursorDir, tier, key, seq] = parsed as unknown[];
  const keyType = by === 'localId' ? 'number' : 'string';
  const keyOk = typeof key === keyType || (key === null && (by === 'eta' || by === 'closedAt'));
  const tierOk = tier === 0 || (by === 'eta' && (tier === 1 || tier === 2));
  if (version !== 3 || cursorOrg !== org || cursorBy !== by || cursorDir !== dir || !tierOk || !keyOk || !Number.isSafeInteger(seq)) throw badInput(BAD_CURSOR_MESSAGE, 'after');
  return { org, by, dir, tier: tier as number, key: key as Key, seq: seq as number };
}

/** A ticket predicate for a filter (ids checked against the caller's organization). */
export function ticketPredicate(scope: Scope, filter: Input): (ticket: StoredTicket) => boolean {
  const checks: ((ticket: StoredTicket) => boolean)[] = [];
  const idSet = (key: string, lookup: (id: unknown) => unknown): Set<string> | null => {
    const ids = filterList(filter, key);
    return ids ? new Set(distinctIds(ids, lookup)) : null;
  };
  const search = searchText(filter);

  const projects = idSet('projects', (id) => projectOf(scope, id, 'projects'));
  if (projects) {
    const all = [...scope.work.projects.values()];
    const wanted = filter['recursive'] === false ? projects : new Set([...projects].flatMap((id) => [...subtreeIds(all, id)]));
    checks.push((ticket) => ticket.projectId !== null && wanted.has(ticket.projectId));
  }
  const products = idSet('products', (id) => productOf(scope, id, 'products'));
  if (products) checks.push((ticket) => ticket.productId !== null && products.has(ticket.productId));
  const workflows = idSet('workflows', (id) => workflowOf(scope, id, 'workflows'));
  if (workflows) checks.push((ticket) => ticket.workflowId !== null && workflows.has(ticket.workflowId));
  const authors = idSet('authors', (id) => roleOf(scope, id, 'authors'));
  if (authors) checks.push((ticket) => ticket.ownerId !== null && authors.has(ticket.ownerId));
  const assignees = idSet('assignees', (id) => roleOf(scope, id, 'assignees'));
  if (assignees) checks.push((ticket) => ticket.states.some((state) => state.assigneeId !== null && assignees.has(state.assigneeId)));
  const openAssignees = idSet('openAssignees', (id) => roleOf(scope, id, 'openAssignees'));
  if (openAssignees) checks.push((ticket) => ticket.states.some((state) => !state.done && state.assigneeId !== null && openAssignees.has(state.assigneeId)));
  const tags = idSet('tags', (id) => tagOf(scope, id, 'tags'));
  if (tags) checks.push((ticket) => ticket.tagIds.some((id) => tags.has(id)));
  const statuses = filterSet<string>(filter, 'statuses');
  if (statuses) checks.push((ticket) => statuses.has(ticket.status));
  const stages = filterSet<string>(filter, 'stages');
  checks.push(stages ? (ticket) => stages.has(ticket.publication) : (ticket) => ticket.publication !== 'DELETED');
  const displayStates = filterSet<DisplayState>(filter, 'displayStates');
  if (displayStates) {
    for (const state of displayStates) if (!DISPLAY_STATES.includes(state)) throw badInput(`Unknown display state ${String(state)}`, 'displayStates');
    checks.push((ticket) => displayStates.has(ticket.display));
  }
  if (typeof filter['isActive'] === 'boolean') {
    const wanted = filter['isActive'];
    checks.push((ticket) => ticket.states.some((state) => state.active && !state.done) === wanted);
  }
  if (typeof filter['favorite'] === 'boolean') {
    const wanted = filter['favorite'];
    const mine = scope.work.favorites.get(scope.role.id) ?? new Set<string>();
    checks.push((ticket) => mine.has(ticket.id) === wanted);
  }
  if (search !== '') {
    const number = /^#?(\d{1,9})$/.exec(search);
    const text = search.toLowerCase();
    const localId = number ? Number(number[1]) : null;
    checks.push((ticket) => ticket.localId === localId || ticket.searchText.includes(text));
  }
  const after = isoOrNull(filter['createdAfter'], 'createdAfter');
  if (after !== null) checks.push((ticket) => ticket.createdAt >= after);
  const before = isoOrNull(filter['createdBefore'], 'createdBefore');
  if (before !== null) checks.push((ticket) => ticket.createdAt <= before);
  checks.push(...searchChecks(scope, filter));
  return (ticket) => {
    for (const check of checks) if (!check(ticket)) return false;
    return true;
  };
}

/** The range of a pair of DateTime fields of the filter (refused when it is not a date). */
function rangeOf(filter: Input, name: 'closed' | 'eta' | 'due'): TimeRange {
  return { after: isoOrNull(filter[`${name}After`], `${name}After`), before: isoOrNull(filter[`${name}Before`], `${name}Before`) };
}

/** The checks of the §3 search filter: owners, the flags (src/domain/work/search-filter.ts) and the closed, ETA and due ranges. */
function searchChecks(scope: Scope, filter: Input): ((ticket: StoredTicket) => boolean)[] {
  const checks: ((ticket: StoredTicket) => boolean)[] = [];
  const ownerIds = filterList(filter, 'owners');
  if (ownerIds) {
    const owners = new Set(distinctIds(ownerIds, (id) => roleOf(scope, id, 'owners')));
    checks.push((ticket) => ticket.ownerId !== null && owners.has(ticket.ownerId));
  }
  const flag = (key: string): boolean => filter[key] === true;
  const flags = flagsPredicate({
      untagged: flag('untagged') || flag('allUntagged'),
      unestimated: flag('unestimated'),
      unassigned: flag('unassigned'),
      atRisk: flag('atRisk'),
      hideCompleted: flag('hideCompleted'),
      readyToSchedule: flag('readyToSchedule'),
  });
  checks.push(flags);
  const closed = rangeOf(filter, 'closed');
  if (!isOpenRange(closed)) checks.push((ticket) => inRange(ticket.closedAt, closed));
  const eta = rangeOf(filter, 'eta');
  if (!isOpenRange(eta)) checks.push((ticket) => inRange(ticket.eta, eta));
  const due = rangeOf(filter, 'due');
  if (!isOpenRange(due)) checks.push((ticket) => inRange(ticket.dueDate, due));
  return checks;
}

/** A ticket of a page with the cursor that continues after it. */
export interface TicketEdge {
  readonly cursor: string;
  readonly node: StoredTicket;
}

export interface TicketPage {
  readonly totalCount: number;
  readonly pageInfo: { readonly endCursor: string | null; readonly hasNextPage: boolean };
  readonly edges: readonly TicketEdge[];
  readonly nodes: readonly StoredTicket[];
}

/** The sort of a list's arguments (`sortBy`, `sortDirection`), refused when unknown. */
function sortOf(args: Input): { readonly by: SortField; readonly dir: SortDirection } {
  const by = (args['sortBy'] ?? 'createdAt') as SortField;
  if (!SORT_FIELDS.includes(by)) throw badInput(`Unknown sort field ${String(by)}`, 'sortBy');
  const dir = (args['sortDirection'] ?? 'ASC') as SortDirection;
  if (dir !== 'ASC' && dir !== 'DESC') throw badInput('The sort direction is ASC or DESC', 'sortDirection');
  return { by, dir };
}

/** Those of `tickets` that match the list arguments' filter, in their sort (as moreTickets orders them), all of them. */
export function matchingInOrder(scope: Scope, tickets: readonly StoredTicket[], args: Input): StoredTicket[] {
  const { by, dir } = sortOf(args);
  const matches = ticketPredicate(scope, (args['filter'] ?? {}) as Input);
  const compare = comparator(dir);
  return tickets
    .filter(matches)
    .map((ticket) => placeOf(by, ticket))
    .sort(compare)
    .map((row) => row.ticket);
}

/** One page of the filtered, sorted tickets. */
export function moreTickets(scope: Scope, args: Input): TicketPage {
  const first = args['first'] ?? 10;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first > WORK_LIMITS.page) {
    throw badInput(`first must be a whole number from 0 to ${WORK_LIMITS.page}`, 'first');
  }
  const { by, dir } = sortOf(args);
  const cursor = typeof args['after'] === 'string' && args['after'] !== '' ? decodeCursor(args['after'], scope.organizationId, by, dir) : null;
  const matches = ticketPredicate(scope, (args['filter'] ?? {}) as Input);

  const compare = comparator(dir);
  // Only the page is sorted: the rows after the cursor are counted and the first of them kept.
  let totalCount = 0;
  const after = new FirstInOrder<Row>(first, compare);
  for (const ticket of scope.work.ticketList) {
    if (!matches(ticket)) continue;
    totalCount += 1;
    const row = placeOf(by, ticket);
    if (cursor === null || compare(row, cursor) > 0) after.offer(row);
  }
  const page = after.items();
  // Every edge's cursor continues after its ticket: a client may resume from any row it shows.
  const edges = page.map((row) => ({ cursor: encodeCursor({ org: scope.organizationId, by, dir, tier: row.tier, key: row.key, seq: row.seq }), node: row.ticket }));
  return {
    totalCount,
    pageInfo: {
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasNextPage: after.count > page.length,
    },
    edges,
    nodes: page.map((row) => row.ticket),
  };
}

interface Row extends Place {
  readonly ticket: StoredTicket;
}

const placeOf = (by: SortField, ticket: StoredTicket): Row => ({ tier: tierOf(by, ticket), key: keyOf[by](ticket), seq: ticket.seq, ticket });
