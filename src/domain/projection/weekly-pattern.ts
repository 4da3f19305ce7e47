/**
 * A person's work week as the calendar reads it: for each weekday the working spans in minutes of
 * the local day, sorted, with overlapping and touching spans merged; and the longest stretch the
 * week works without a break, which decides whether an unsplittable task can ever fit.
 */
import type { WorkSpan } from './projection-input.ts';

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** Per weekday (0 = Monday) the merged spans, flat: [start, stop, start, stop, ...] in local minutes. */
export type WeekPattern = readonly (readonly number[])[];

/** Merges a list of [start, stop) spans given flat and sorted by start. */
function merged(sorted: readonly (readonly [number, number])[]): number[] {
  const flat: number[] = [];
  for (const [start, stop] of sorted) {
    const last = flat.length - 1;
    if (last > 0 && flat[last]! >= start) flat[last] = Math.max(flat[last]!, stop);
    else flat.push(start, stop);
  }
  return flat;
}

/** The week of a person's spans, each day merged. */
export function weekPattern(spans: readonly WorkSpan[]): WeekPattern {
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    merged(
      spans
        .filter((span) => span.day === day)
        .map((span) => [span.start, span.stop] as const)
        .sort((a, b) => a[0] - b[0]),
    ),
  );
}

/** Whether the week has any working time at all. */
export function worksAtAll(pattern: WeekPattern): boolean {
  return pattern.some((day) => day.length > 0);
}

/**
 * The longest uninterrupted working stretch of the week in minutes, across midnights and from
 * Sunday into Monday; Infinity when the week never stops. Daylight-saving days (an hour more or
 * less) and time off are left out: time off only shortens blocks, and a change is once a season.
 */
export function longestBlock(pattern: WeekPattern): number {
  const spans: [number, number][] = [];
  pattern.forEach((day, weekday) => {
    for (let i = 0; i < day.length; i += 2) spans.push([weekday * DAY_MINUTES + day[i]!, weekday * DAY_MINUTES + day[i + 1]!]);
  });
  const week = merged(spans);
  if (week.length === 0) return 0;
  if (week.length === 2 && week[0] === 0 && week[1] === WEEK_MINUTES) return Infinity;
  let longest = 0;
  for (let i = 0; i < week.length; i += 2) longest = Math.max(longest, week[i + 1]! - week[i]!);
  // A stretch running into Sunday midnight goes on with Monday's first one.
  const wraps = week[0] === 0 && week[week.length - 1] === WEEK_MINUTES;
  return wraps ? Math.max(longest, week[1]! + WEEK_MINUTES - week[week.length - 2]!) : longest;
}
