/**
 * Date display (§9): today and yesterday show the time; dates in the current year omit the year.
 * Locale and time zone are passed in, so the rule is the same in tests and in every browser.
 */

export interface DateDisplayOptions {
  readonly locale?: string;
  readonly timeZone?: string;
}

function dayKey(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** A date as people read it here: 'Today, 14:05', 'Yesterday, 09:12', 'Mar 3, 10:00', 'Mar 3, 2024'. */
export function formatDisplayDate(iso: string, now: number, options: DateDisplayOptions = {}): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const { locale = 'en-US', timeZone } = options;
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
  const day = dayKey(at, timeZone);
  if (day === dayKey(now, timeZone)) return `Today, ${time}`;
  if (day === dayKey(now - 24 * 60 * 60 * 1000, timeZone)) return `Yesterday, ${time}`;
  const sameYear = day.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  if (sameYear) {
    const date = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }).format(at);
    return `${date}, ${time}`;
  }
  return new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(at);
}
