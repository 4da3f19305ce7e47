/**
 * Placing one task in one person's time: first fit in their free working time from the earliest
 * moment it may start. Free time is the calendar (shared by every run, never copied) minus what
 * this run already occupies (`Occupancy`, a short sorted list of busy pieces, cleared per run).
 */
import type { WorkCalendar } from './work-calendar.ts';

/** A free piece this short (minutes) or shorter is left alone unless it finishes the task. */
export const SCRAP_MINUTES = 5;

/**
 * The lengths (minutes) the free-time hints are kept for, shortest first: hint i is a moment before
 * which every free piece is HINT_LENGTHS[i] long or shorter. The first is SCRAP_MINUTES (a piece a
 * splittable task would take); the others serve unsplittable tasks, which need a piece as long as
 * themselves and otherwise would walk past every shorter gap left at the end of each day.
 */
export const HINT_LENGTHS = Float64Array.of(SCRAP_MINUTES, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 960, 1440);

/** The hint a task may start looking from: -1 for none (an unsplittable task of a scrap or less). */
export function hintFor(duration: number, splittable: boolean): number {
  if (duration <= SCRAP_MINUTES) return -1;
  if (splittable) return 0;
  // The longest hint length shorter than the task: no piece that fits it lies before that hint.
  let i = 0;
  while (i + 1 < HINT_LENGTHS.length && HINT_LENGTHS[i + 1]! < duration) i += 1;
  return i;
}

/** Sums of piece lengths drift by float rounding; a gap this small (minutes) is no gap. */
const ROUNDING_MINUTES = 1e-6;

/**
 * One person's busy pieces in this run: sorted and apart. Pieces with no free working time
 * between them are merged, nights and weekends included, so a person busy for months is one
 * piece and a task that may start early jumps over it in one step instead of walking every day.
 */
export class Occupancy {
  starts = new Float64Array(16);
  stops = new Float64Array(16);
  count = 0;
  /**
   * By HINT_LENGTHS: every free piece before hints[i] is HINT_LENGTHS[i] long or shorter, so a task
   * that needs a longer piece may start looking there, not at its earliest moment, instead of
   * stepping over every gap too short for it each time. Free time only shrinks during a run, so a
   * hint stays true; time given back (release) forgets them all.
   */
  readonly hints = new Float64Array(HINT_LENGTHS.length);

  /**
   * Frees [start, stop), which one busy piece holds (a task that met the horizon gives its time
   * back). Non-working time the piece had joined stays in its neighbours: it is never free anyway.
   */
  release(start: number, stop: number): void {
    this.hints.fill(0);
    const i = this.indexAfter(start);
    const n = this.count;
    const holdsStart = this.starts[i] === start;
    const holdsStop = this.stops[i] === stop;
    if (holdsStart && holdsStop) {
      this.starts.copyWithin(i, i + 1, n);
      this.stops.copyWithin(i, i + 1, n);
      this.count = n - 1;
    } else if (holdsStart) this.starts[i] = stop;
    else if (holdsStop) this.stops[i] = start;
    else {
      const end = this.stops[i]!;
      this.stops[i] = start;
      this.occupy(i + 1, stop, end, false, false);
    }
  }

  /** Forgets every piece: the next run starts with a free person. */
  clear(): void {
    this.count = 0;
    this.hints.fill(0);
  }

  /** The index of the first piece ending after `at` (`count` when none). */
  indexAfter(at: number): number {
    let low = 0;
    let high = this.count;
    // Most lookups land before the first piece or after the last one.
    if (high === 0 || this.stops[0]! > at) return 0;
    if (this.stops[high - 1]! <= at) return high;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.stops[middle]! <= at) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Marks [start, stop) busy, given that it sits free just before piece `i`; it joins the previous
   * or the next piece when the caller says nothing free lies between (they touch, or only
   * non-working time parts them). Answers the index of the piece that now holds it.
   */
  occupy(i: number, start: number, stop: number, joinsPrevious: boolean, joinsNext: boolean): number {
    const n = this.count;
    const starts = this.starts;
    const stops = this.stops;
    if (joinsPrevious) {
      if (joinsNext) {
        stops[i - 1] = stops[i]!;
        starts.copyWithin(i, i + 1, n);
        stops.copyWithin(i, i + 1, n);
        this.count = n - 1;
      } else stops[i - 1] = stop;
      return i - 1;
    }
    if (joinsNext) {
      starts[i] = start;
      return i;
    }
    if (n === starts.length) this.grow();
    if (i < n) {
      this.starts.copyWithin(i + 1, i, n);
      this.stops.copyWithin(i + 1, i, n);
    }
    this.starts[i] = start;
    this.stops[i] = stop;
    this.count = n + 1;
    return i;
  }

  private grow(): void {
    const starts = new Float64Array(this.starts.length * 2);
    starts.set(this.starts);
    this.starts = starts;
    const stops = new Float64Array(this.stops.length * 2);
    stops.set(this.stops);
    this.stops = stops;
  }
}

// The pieces a splittable task has taken so far, flat (start, stop, ...); scratch space, reused
// (placement is synchronous). A task that meets the horizon gives them back.
const taken: number[] = [];

/**
 * Places a task of `duration` minutes at the first fit from `earliest`: a splittable task takes
 * free pieces in order (skipping scraps), an unsplittable one the first free piece long enough,
 * and an instant one (0 minutes) sits at the first free working moment. Writes start and end to
 * `out[0]` and `out[1]`, and each piece's bounds to `pieces` when given. False when the horizon
 * comes first, with the person's time given back as it was.
 */
export function firstFit(
  calendar: WorkCalendar,
  busy: Occupancy,
  earliest: number,
  duration: number,
  splittable: boolean,
  pieces: number[] | null,
  out: Float64Array,
): boolean {
  // Free time only shrinks during a run, so a walk that starts at the task's hint may move it on.
  const hint = hintFor(duration, splittable);
  const hinted = hint >= 0 && busy.hints[hint]! >= earliest;
  const hintLength = hinted ? HINT_LENGTHS[hint]! : Infinity;
  let scanning = hinted;
  let from = hinted ? busy.hints[hint]! : earliest;
  let b = busy.indexAfter(from);
  // Often the person is busy at `from`: jump past that first, and look the calendar up once.
  if (b < busy.count && busy.starts[b]! <= from) from = busy.stops[b++]!;
  let c = calendar.indexAfter(from, 0);
  let remaining = duration;
  let first = -1;
  let kept = 0;
  for (;;) {
    // indexAfter builds the calendar as far as needed: running out means the horizon.
    if (c >= calendar.ready) {
      for (let i = 0; i < kept; i += 2) busy.release(taken[i]!, taken[i + 1]!);
      return false;
    }
    const workStart = calendar.starts[c]!;
    const workStop = calendar.stops[c]!;
    const at = from > workStart ? from : workStart;
    if (at >= workStop) {
      c = calendar.indexAfter(at, c + 1);
      continue;
    }
    const n = busy.count;
    const busyStarts = busy.starts;
    const busyStops = busy.stops;
    // `b` is always the first busy piece ending after `from`, and none ends between `from` and
    // `at` (only non-working time lies there), so it is the first ending after `at` too.
    if (b < n && busyStarts[b]! <= at) {
      from = busyStops[b]!;
      b += 1;
      continue;
    }
    const free = b < n && busyStarts[b]! < workStop ? busyStarts[b]! : workStop;
    const length = free - at;
    if (scanning && length > hintLength) {
      busy.hints[hint] = at;
      scanning = false;
    }
    const finishes = length >= remaining;
    if (finishes || (splittable && length > SCRAP_MINUTES)) {
      // A finish within a rounding error of the free piece's end takes all of it, leaving no sliver.
      const stop = finishes && free - (at + remaining) > ROUNDING_MINUTES ? at + remaining : free;
      if (stop > at) {
        // Nothing free between this piece and its neighbours: they touch, or only a night parts them.
        const joinsPrevious = b > 0 && (busyStops[b - 1] === at || (at === workStart && c > 0 && busyStops[b - 1]! >= calendar.stops[c - 1]!));
        const joinsNext = b < n && (busyStarts[b] === stop || (stop === workStop && c + 1 < calendar.ready && busyStarts[b]! <= calendar.starts[c + 1]!));
        b = busy.occupy(b, at, stop, joinsPrevious, joinsNext);
      }
      pieces?.push(at, stop);
      if (first < 0) first = at;
      if (finishes) {
        out[0] = first;
        out[1] = stop;
        return true;
      }
      taken[kept] = at;
      taken[kept + 1] = stop;
      kept += 2;
      remaining -= length;
    }
    from = free;
  }
}
