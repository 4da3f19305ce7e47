/**
 * The schedule's month calendar (/schedule, spec/org-area.md "Schedule"): a month as weeks (Monday
 * first) in the person's time zone, each day with the ETAs (p80) of the scheduled tickets that fall
 * on it and the tickets delivered (done) on it. Pure: the tickets and the time zone are given.
 */
import { isAtRisk } from '../work/search-filter.ts';
import type { ScheduleStatus } from '../work/work.ts';
import { addDays, addMonths, mondayOf, monthKey, wallClock, weekdayOf, zonedInstant, type Month } from '../time/blackout-calendar.ts';
import type { WeekDay } from '../time/work-week.ts';

/** What the calendar reads of a ticket. */
export interface CalendarTicket {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly status: ScheduleStatus;
  readonly eta: string | null;
  readonly closedAt: string | null;
  readonly dueDate: string | null;
}

/** A ticket on a day: its ETA falls on it, or it was delivered on it. */
export interface CalendarEntry<T extends CalendarTicket = CalendarTicket> {
  readonly kind: 'eta' | 'delivered';
  readonly ticket: T;
  /** An ETA past the ticket's due date (never for a delivered ticket). */
  readonly atRisk: boolean;
}

export interface ScheduleDay<T extends CalendarTicket = CalendarTicket> {
  /** YYYY-MM-DD in the time zone. */
  readonly date: string;
  readonly day: number;
  readonly weekday: WeekDay;
  /** The day belongs to the month shown (the grid starts and ends on whole weeks). */
  readonly inMonth: boolean;
  /** Delivered first, then ETAs; each in time order, then by ticket number. */
  readonly entries: readonly CalendarEntry<T>[];
}

/** The instants the grid of a month covers, in a time zone: from its first Monday to the day after its last Sunday. */
export function monthSpan(month: Month, timeZone: string): { readonly from: string; readonly to: string; readonly firstDay: string; readonly days: number } {
  const firstDay = mondayOf(`${monthKey(month)}-01`);
  const next = `${monthKey(addMonths(month, 1))}-01`;
  let days = 0;
  while (addDays(firstDay, days) < next) days += 7;
  return {
    from: new Date(zonedInstant(firstDay, '00:00', timeZone)).toISOString(),
    to: new Date(zonedInstant(addDays(firstDay, days), '00:00', timeZone)).toISOString(),
    firstDay,
    days,
  };
}

/** An entry's instant: when it was delivered, or its ETA. */
const whenOf = (entry: CalendarEntry): string => (entry.kind === 'delivered' ? entry.ticket.closedAt! : entry.ticket.eta!);

function byDayOrder(a: CalendarEntry, b: CalendarEntry): number {
  if (a.kind !== b.kind) return a.kind === 'delivered' ? -1 : 1;
  const [whenA, whenB] = [whenOf(a), whenOf(b)];
  if (whenA !== whenB) return whenA < whenB ? -1 : 1;
  return a.ticket.localId - b.ticket.localId;
}

/** The entries a ticket puts on the calendar: its ETA while it is scheduled, its delivery once done. */
export function entriesOf<T extends CalendarTicket>(ticket: T): CalendarEntry<T>[] {
  if (ticket.status === 'DONE' && ticket.closedAt !== null) return [{ kind: 'delivered', ticket, atRisk: false }];
  if (ticket.status === 'SCHEDULED' && ticket.eta !== null) return [{ kind: 'eta', ticket, atRisk: isAtRisk(ticket) }];
  return [];
}

/** The month's weeks with each day's entries, days read in `timeZone`. */
export function scheduleMonth<T extends CalendarTicket>(month: Month, tickets: readonly T[], timeZone: string): ScheduleDay<T>[][] {
  const { firstDay, days } = monthSpan(month, timeZone);
  const byDate = new Map<string, CalendarEntry<T>[]>();
  for (const ticket of tickets) {
    for (const entry of entriesOf(ticket)) {
      const ms = Date.parse(whenOf(entry));
      if (Number.isNaN(ms)) continue;
      const { date } = wallClock(ms, timeZone);
      const list = byDate.get(date);
      if (list) list.push(entry);
      else byDate.set(date, [entry]);
    }
  }
  const prefix = monthKey(month);
  const weeks: ScheduleDay<T>[][] = [];
  for (let week = 0; week < days / 7; week++) {
    weeks.push(
      Array.from({ length: 7 }, (_, index): ScheduleDay<T> => {
        const date = addDays(firstDay, week * 7 + index);
        return { date, day: Number(date.slice(8, 10)), weekday: weekdayOf(date), inMonth: date.startsWith(prefix), entries: (byDate.get(date) ?? []).sort(byDayOrder) };
      }),
    );
  }
  return weeks;
}

/** How many ETAs, how many of them at risk, and how many deliveries fall in the month itself (not the days around it). */
export function monthCounts(weeks: readonly (readonly ScheduleDay[])[]): { readonly etas: number; readonly atRisk: number; readonly delivered: number } {
  let etas = 0;
  let atRisk = 0;
  let delivered = 0;
  for (const day of weeks.flat()) {
    if (!day.inMonth) continue;
    for (const entry of day.entries) {
      if (entry.kind === 'delivered') delivered += 1;
      else {
        etas += 1;
        if (entry.atRisk) atRisk += 1;
      }
    }
  }
  return { etas, atRisk, delivered };
}
