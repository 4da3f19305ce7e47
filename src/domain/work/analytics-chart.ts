/**
 * The arithmetic of the explorer's analytics charts: round axis ticks, linear scales, the 30 days
 * of "created vs closed" with no day missing, and the points of a line.
 */

/** A step of 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Axis ticks from 0 to a round number at or above `max`, about `target` steps, whole numbers only
 * (the charts count tickets). A chart of nothing still has the axis 0–1.
 */
export function niceTicks(max: number, target = 4): readonly number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const step = Math.max(1, niceStep(top / Math.max(1, target)));
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}

/** A linear map from a domain to a range; a flat domain maps everything to the range's start. */
export function scaleLinear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** One day of created and closed tickets. */
export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly created: number;
  readonly closed: number;
}

const DAY_MS = 86_400_000;

/** The UTC calendar day of a time, YYYY-MM-DD. */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The `days` days up to and including `today`'s day, each with its counts (0 where none came). */
export function lastDays(series: readonly DayCount[], today: number, days = 30): readonly DayCount[] {
  const byDate = new Map(series.map((day) => [day.date, day]));
  const end = Date.parse(`${utcDay(today)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(end - (days - 1 - index) * DAY_MS);
    const known = byDate.get(date);
    return { date, created: known?.created ?? 0, closed: known?.closed ?? 0 };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as an axis reads it: "Nov 3". */
export function shortDay(date: string): string {
  const [, , month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  return month && day ? `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}` : date;
}

/** The points attribute of an SVG polyline through `values`, spread evenly across `width`. */
export function linePoints(values: readonly number[], { width, height, max }: { readonly width: number; readonly height: number; readonly max: number }): string {
  const x = scaleLinear([0, Math.max(1, values.length - 1)], [0, width]);
  const y = scaleLinear([0, max > 0 ? max : 1], [height, 0]);
  return values.map((value, index) => `${Math.round(x(index) * 10) / 10},${Math.round(y(value) * 10) / 10}`).join(' ');
}

/** The sum of created and closed over a series. */
export const seriesTotals = (series: readonly DayCount[]): { readonly created: number; readonly closed: number } =>
  series.reduce((sum, day) => ({ created: sum.created + day.created, closed: sum.closed + day.closed }), { created: 0, closed: 0 });
