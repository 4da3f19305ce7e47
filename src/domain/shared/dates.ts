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

/** The calendar day before a `YYYY-MM-DD` day, whatever the clocks did that night. */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** A date as people read it here: 'Today, 14:05', 'Yesterday, 09:12', 'Mar 3, 10:00', 'Mar 3, 2024'. */
export function formatDisplayDate(iso: string, now: number, options: DateDisplayOptions = {}): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const { locale = 'en-US', timeZone } = options;
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = dayKey(at, timeZone);
  const today = dayKey(now, timeZone);
  if (day === today) return `Today, ${time}`;
  if (day === dayBefore(today)) return `Yesterday, ${time}`;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  if (sameYear) {
    const date = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }).format(at);
    return `${date}, ${time}`;
  }
  return new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(at);
}

/** Whether a name is a time zone this runtime knows (IANA names and their aliases, such as UTC). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a signed-in member's dates are shown in: their profile's when it is one this runtime
 * knows; otherwise undefined, which Intl reads as the browser's.
 */
export function displayZoneOf(profileZone: string | null | undefined): string | undefined {
  return profileZone && isKnownTimeZone(profileZone) ? profileZone : undefined;
}

/** The time zones this runtime knows, by IANA name (UTC first: it is not in the canonical list). */
export function knownTimeZones(): readonly string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...supported.filter((name) => name !== 'UTC')];
}
