/**
 * The facts of an organization's tickets as reports read them (src/domain/reports/aggregate.ts),
 * and the names of the groups a widget shows.
 *
 * Worked hours: each worked span of a state (mock-server/work/worked-spans.ts) counts the working
 * time of whoever worked it (the span's assignee: their week in their zone, minus the blackouts
 * for them, one-off and weekly), from its start to its stop, or to now while it is open; the
 * projection's own calendar (workedPieces) and its people and blackouts (projection-facts.ts).
 * A span of someone who is no longer a member of the organization counts no hours: there is no
 * calendar to read. A state nobody is assigned to has no spans (nobody works on it), though it
 * keeps those of people who were on it before. The reports give a state's hours to its assignee
 * now (None when it has none), whoever's calendar counted them.
 *
 * Speed: a report reads every span of every ticket. Each person's working pieces are built once
 * over the organization's whole history (and again when their week, zone or the blackouts change,
 * or the history outgrows them), and each span is cut from them; a closed span never changes, so
 * its pieces are kept and a later report only cuts the open ones again.
 */
import { workedPieces, type GroupLabels, type ReportStateFacts, type ReportTicketFacts, type WorkedInterval } from '../../src/domain/reports/aggregate.ts';
import { timeOffFrom } from '../../src/domain/schedule/projection-plan.ts';
import { DEFAULT_WORK_WEEK } from '../../src/domain/time/work-week.ts';
import { planBlackouts, planPerson } from '../schedule/projection-facts.ts';
import type { OrgWork, StoredWorkedSpan } from '../store/work-store.ts';
import type { Scope } from '../work/scope.ts';

const DAY_MS = 86_400_000;
/** How far past now a calendar is built: open spans grow into it without a rebuild. */
const AHEAD_MS = 7 * DAY_MS;

const NONE: readonly WorkedInterval[] = [];

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** A person's working time over the organization's range, as sorted intervals (epoch ms). */
interface PersonCalendar {
  readonly roleId: string;
  /** Their week and zone: another value is another calendar. */
  readonly key: string;
  /** The range the pieces are built for ([0, 0) before the first build). */
  from: number;
  to: number;
  starts: Float64Array;
  stops: Float64Array;
}

/** The pieces of a closed span, with the calendar and stop they were cut with. */
interface KeptSpan {
  readonly calendar: PersonCalendar;
  readonly stop: string;
  readonly pieces: readonly WorkedInterval[];
}

/**
 * The intervals of a state whose spans are all closed: they stay right while its list has as many
 * spans, the same last stop (every change of the list changes one or the other: a span opened, one
 * closed, the oldest dropped for a new one) and the calendars of the same people.
 */
interface KeptState {
  readonly count: number;
  readonly lastStop: string;
  /** Each person of its spans and their calendar then (null: not a member). */
  readonly people: readonly (readonly [string, PersonCalendar | null])[];
  readonly intervals: readonly WorkedInterval[];
}

/** What an organization's reports keep between requests (while the working set is the same). */
interface Kept {
  /** The blackouts the calendars were built with: other blackouts, other calendars. */
  blackouts: string;
  /** Role id -> their calendar. */
  calendars: Map<string, PersonCalendar>;
  readonly spans: WeakMap<StoredWorkedSpan, KeptSpan>;
  /** By a state's list of spans. */
  readonly states: WeakMap<readonly StoredWorkedSpan[], KeptState>;
}

const kept = new WeakMap<OrgWork, Kept>();

/** The part of a calendar's pieces between two instants. */
function cut(calendar: PersonCalendar, start: number, end: number): WorkedInterval[] {
  if (!(end > start)) return [];
  const { starts, stops } = calendar;
  let low = 0;
  let high = stops.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (stops[middle]! <= start) low = middle + 1;
    else high = middle;
  }
  const pieces: WorkedInterval[] = [];
  for (let i = low; i < starts.length && starts[i]! < end; i += 1) pieces.push({ start: Math.max(start, starts[i]!), end: Math.min(end, stops[i]!) });
  return pieces;
}

/** The worked intervals of every state of the organization's tickets, in order (ticket by ticket, state by state). */
function workedIntervals(scope: Scope): (readonly WorkedInterval[])[] {
  const { work } = scope;
  const now = Date.parse(scope.now());
  const blackouts = planBlackouts(work);
  const blackoutKey = JSON.stringify(blackouts);
  let store = kept.get(work);
  if (!store || store.blackouts !== blackoutKey) {
    store = { blackouts: blackoutKey, calendars: new Map(), spans: store?.spans ?? new WeakMap(), states: store?.states ?? new WeakMap() };
    kept.set(work, store);
  }
  const { calendars, spans: keptSpans, states: keptStates } = store;

  // Each person's calendar, as their membership reads now (null: not a member, no hours).
  const current = new Map<string, PersonCalendar | null>();
  const calendarOf = (roleId: string): PersonCalendar | null => {
    let found = current.get(roleId);
    if (found !== undefined) return found;
    const role = scope.roleById(roleId);
    if (!role) found = null;
    else {
      const person = planPerson(role);
      const key = JSON.stringify([person.timeZone, person.workWeek]);
      found = calendars.get(roleId) ?? null;
      if (found?.key !== key) {
        found = { roleId, key, from: 0, to: 0, starts: new Float64Array(0), stops: new Float64Array(0) };
        calendars.set(roleId, found);
      }
    }
    current.set(roleId, found);
    return found;
  };
  const stillRight = (state: KeptState, worked: readonly StoredWorkedSpan[]) =>
    state.count === worked.length && state.lastStop === worked[worked.length - 1]!.stop && state.people.every(([roleId, calendar]) => calendarOf(roleId) === calendar);

  // The states kept answer at once; the others wait until every calendar covers their spans.
  const intervals: (readonly WorkedInterval[])[] = [];
  const todo: { readonly at: number; readonly worked: StoredWorkedSpan[] }[] = [];
  const pending = new Map<StoredWorkedSpan, { readonly calendar: PersonCalendar; readonly start: number; readonly end: number }>();
  const needed = new Map<PersonCalendar, { from: number; to: number }>();
  for (const ticket of work.ticketList) {
    for (const state of ticket.states) {
      const worked = state.worked;
      if (worked === undefined || worked.length === 0) {
        intervals.push(NONE);
        continue;
      }
      const known = keptStates.get(worked);
      if (known !== undefined && stillRight(known, worked)) {
        intervals.push(known.intervals);
        continue;
      }
      todo.push({ at: intervals.length, worked });
      intervals.push(NONE);
      for (const span of worked) {
        const calendar = calendarOf(span.assigneeId);
        if (calendar === null) continue;
        const cutBefore = keptSpans.get(span);
        if (cutBefore !== undefined && cutBefore.calendar === calendar && cutBefore.stop === span.stop) continue;
        const start = Date.parse(span.start);
        const end = span.stop === null ? Math.max(start, now) : Date.parse(span.stop);
        pending.set(span, { calendar, start, end });
        const range = needed.get(calendar);
        if (!range) needed.set(calendar, { from: start, to: end });
        else {
          range.from = Math.min(range.from, start);
          range.to = Math.max(range.to, end);
        }
      }
    }
  }

  // Calendars that do not cover their spans are built again over the organization's whole range
  // (so the weekly blackouts are spelled out once for all of them), never a shorter one.
  const short = [...needed].filter(([calendar, range]) => range.from < calendar.from || range.to > calendar.to);
  if (short.length > 0) {
    let from = Infinity;
    let to = now + AHEAD_MS;
    for (const [calendar, range] of needed) {
      from = Math.min(from, range.from, calendar.to > calendar.from ? calendar.from : Infinity);
      to = Math.max(to, range.to + AHEAD_MS, calendar.to);
    }
    const timeOffOf = timeOffFrom(blackouts, from, Math.ceil((to - from) / DAY_MS) + 1);
    for (const [calendar] of short) {
      const person = planPerson(scope.roleById(calendar.roleId)!);
      const timeOff = timeOffOf(calendar.roleId).map((off) => ({ start: Date.parse(off.start), stop: Date.parse(off.stop) }));
      const pieces = workedPieces(from, to, person.workWeek ?? DEFAULT_WORK_WEEK, person.timeZone, timeOff);
      calendar.from = from;
      calendar.to = to;
      calendar.starts = Float64Array.from(pieces, (piece) => piece.start);
      calendar.stops = Float64Array.from(pieces, (piece) => piece.end);
    }
  }

  const piecesOf = (span: StoredWorkedSpan): readonly WorkedInterval[] => {
    const waiting = pending.get(span);
    if (waiting === undefined) return current.get(span.assigneeId) === null ? NONE : keptSpans.get(span)!.pieces;
    const pieces = cut(waiting.calendar, waiting.start, waiting.end);
    if (span.stop !== null) keptSpans.set(span, { calendar: waiting.calendar, stop: span.stop, pieces });
    return pieces;
  };
  for (const { at, worked } of todo) {
    let all: readonly WorkedInterval[];
    if (worked.length === 1) all = piecesOf(worked[0]!);
    else {
      const joined: WorkedInterval[] = [];
      for (const span of worked) for (const piece of piecesOf(span)) joined.push(piece);
      all = joined;
    }
    intervals[at] = all;
    const lastStop = worked[worked.length - 1]!.stop;
    if (lastStop !== null) {
      const people = [...new Set(worked.map((span) => span.assigneeId))].map((roleId) => [roleId, calendarOf(roleId)] as const);
      keptStates.set(worked, { count: worked.length, lastStop, people, intervals: all });
    }
  }
  return intervals;
}

/** Every ticket of the caller's organization as facts, in creation order. */
export function reportFacts(scope: Scope): readonly ReportTicketFacts[] {
  const intervals = workedIntervals(scope);
  let at = 0;
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
    states: ticket.states.map((state): ReportStateFacts => ({ id: state.id, name: state.name, assigneeId: state.assigneeId, done: state.done, workedIntervals: intervals[at++]! })),
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
