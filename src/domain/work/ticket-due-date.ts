/**
 * A ticket's due date is a day: stored as an ISO date-time at midnight UTC, chosen in a date
 * field as `YYYY-MM-DD`, and shown by the rules of dates.ts (the year only when it is not this
 * one), with 'Today', 'Tomorrow' and 'Yesterday' for the days around now and no time of day.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The `YYYY-MM-DD` of a stored due date (its UTC day); '' for none or an unreadable one. */
export function dueDayOf(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at).toISOString().slice(0, 10);
}

/** What to store for a day from a date field: midnight UTC; null clears; a malformed day is refused. */
export function dueDateOf(day: string): { ok: true; value: string | null } | { ok: false; message: string } {
  const text = day.trim();
  if (text === '') return { ok: true, value: null };
  const match = DAY.exec(text);
  if (!match) return { ok: false, message: 'Enter a date as YYYY-MM-DD' };
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date || year < 1970 || year > 9999) return { ok: false, message: 'Enter a real date' };
  return { ok: true, value: at.toISOString() };
}

/** Today's `YYYY-MM-DD` where the person is (their time zone), as dates.ts reads days. */
export function localDay(now: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** A due date as people read it: 'Today', 'Tomorrow', 'Yesterday', 'Mar 3', 'Mar 3, 2027'; '' for none. */
export function formatDueDate(iso: string | null, now: number, options: { readonly locale?: string; readonly timeZone?: string } = {}): string {
  const day = dueDayOf(iso);
  if (day === '') return '';
  const today = localDay(now, options.timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  const at = Date.parse(`${day}T00:00:00.000Z`);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(at);
}

/** Whether a due date has passed (its day is before today) for a ticket not closed yet. */
export function isOverdue(iso: string | null, closed: boolean, now: number, timeZone?: string): boolean {
  const day = dueDayOf(iso);
  return !closed && day !== '' && day < localDay(now, timeZone);
}
