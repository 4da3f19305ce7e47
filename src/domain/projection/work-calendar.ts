/**
 * One person's working time as sorted absolute intervals (minutes since the planning start, in
 * typed arrays): their week in their own time zone, minus their time off, cut at the horizon.
 * Built lazily a chunk of local days at a time, as far as the runs ask, and kept for every run.
 * Each person has their own calendar, even when two weeks look alike: time off is personal.
 */
import type { Person } from './projection-input.ts';
import { localToUtc, offsetAt } from './time-zone.ts';
import type { WeekPattern } from './weekly-pattern.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const FIRST_CHUNK_DAYS = 28;
const LONGEST_CHUNK_DAYS = 366;

/** A person's working intervals, growing on demand up to the horizon. */
export class WorkCalendar {
  /** Interval starts, minutes since the planning start; only the first `ready` are final. */
  starts = new Float64Array(64);
  /** Interval stops; intervals never touch (touching spans are merged into one). */
  stops = new Float64Array(64);
  /** How many intervals are built; the last may still grow when the next chunk touches it. */
  count = 0;
  /** How many intervals are final (the rest may still change). */
  ready = 0;
  /** The stop of the last final interval (-Infinity before any): kept here so a lookup need not read the array's far end. */
  private finalUntil = -Infinity;
  /** Whether the calendar is built up to the horizon. */
  done: boolean;
  /** Per day since the start (1440-minute steps): the first interval ending after that day begins, so a lookup is one step, not a binary search. */
  private dayIndex: Int32Array;
  private daysIndexed = 0;

  private readonly offStarts: Float64Array;
  private readonly offStops: Float64Array;
  private off = 0;
  /** The next local day to build (days since 1970-01-01 in the person's zone). */
  private day: number;
  private daysBuilt = 0;

  constructor(
    private readonly person: Person,
    private readonly pattern: WeekPattern,
    private readonly startMs: number,
    /** The horizon, minutes since the planning start. */
    readonly horizon: number,
  ) {
    const absences = person.timeOff
      .map((range) => [(range.start - startMs) / MINUTE, (range.stop - startMs) / MINUTE] as const)
      .sort((a, b) => a[0] - b[0]);
    this.offStarts = new Float64Array(absences.length);
    this.offStops = new Float64Array(absences.length);
    let n = 0;
    for (const [start, stop] of absences) {
      if (n > 0 && this.offStops[n - 1]! >= start) this.offStops[n - 1] = Math.max(this.offStops[n - 1]!, stop);
      else {
        this.offStarts[n] = start;
        this.offStops[n] = stop;
        n += 1;
      }
    }
    this.offStarts = this.offStarts.subarray(0, n);
    this.offStops = this.offStops.subarray(0, n);
    // Start a day early: the local date of the start may begin before it in UTC terms.
    this.day = Math.floor((startMs + offsetAt(person.timeZone, startMs)) / DAY) - 1;
    this.done = pattern.every((spans) => spans.length === 0);
    this.dayIndex = new Int32Array(Math.ceil(horizon / DAY_MINUTES) + 1);
  }

  /** Builds the next chunk of local days (a no-op once done). Chunks double, up to a year. */
  extend(): void {
    if (this.done) return;
    const zone = this.person.timeZone;
    const days = Math.min(Math.max(this.daysBuilt, FIRST_CHUNK_DAYS), LONGEST_CHUNK_DAYS);
    const last = this.day + days;
    for (; this.day < last; this.day += 1) {
      const spans = this.pattern[(((this.day + 3) % 7) + 7) % 7]!; // 1970-01-01 was a Thursday (3, Monday being 0).
      const midnight = this.day * DAY;
      for (let i = 0; i < spans.length; i += 2) {
        const start = (localToUtc(zone, midnight + spans[i]! * MINUTE) - this.startMs) / MINUTE;
        const stop = (localToUtc(zone, midnight + spans[i + 1]! * MINUTE) - this.startMs) / MINUTE;
        const from = Math.max(start, 0);
        const to = Math.min(stop, this.horizon);
        if (from < to) this.add(from, to);
      }
    }
    this.daysBuilt += days;
    // Every later span starts at or after the next local midnight (the local-to-UTC mapping never goes back).
    const builtUntil = (localToUtc(zone, this.day * DAY) - this.startMs) / MINUTE;
    this.done = builtUntil >= this.horizon;
    const lastMayGrow = !this.done && this.count > 0 && this.stops[this.count - 1]! >= builtUntil;
    this.ready = lastMayGrow ? this.count - 1 : this.count;
    this.finalUntil = this.ready === 0 ? -Infinity : this.stops[this.ready - 1]!;
    // Index the days that start before the last final interval ends.
    const indexable = this.ready === 0 ? 0 : Math.ceil(this.finalUntil / DAY_MINUTES);
    let i = this.daysIndexed === 0 ? 0 : this.dayIndex[this.daysIndexed - 1]!;
    for (let day = this.daysIndexed; day < indexable; day += 1) {
      while (this.stops[i]! <= day * DAY_MINUTES) i += 1;
      this.dayIndex[day] = i;
    }
    this.daysIndexed = Math.max(this.daysIndexed, indexable);
  }

  /** Whether there is any working time before the horizon (builds as far as the first interval). */
  hasWorkingTime(): boolean {
    while (this.count === 0 && !this.done) this.extend();
    return this.count > 0;
  }

  /** The index (from `low` on) of the first interval ending after `at` (>= 0), or `ready` when there is none before the horizon. */
  indexAfter(at: number, low: number): number {
    if (this.finalUntil <= at) {
      while (!this.done && this.finalUntil <= at) this.extend();
      if (this.finalUntil <= at) return this.ready;
    }
    const hint = this.dayIndex[Math.floor(at / DAY_MINUTES)]!;
    let i = hint > low ? hint : low;
    while (this.stops[i]! <= at) i += 1;
    return i;
  }

  /** Adds a span minus the time off that overlaps it. */
  private add(start: number, stop: number): void {
    let k = this.off;
    while (k < this.offStarts.length && this.offStops[k]! <= start) k += 1;
    this.off = k; // Spans arrive in order, so absences that ended before this one never matter again.
    let from = start;
    for (; k < this.offStarts.length && this.offStarts[k]! < stop; k += 1) {
      if (this.offStarts[k]! > from) this.push(from, this.offStarts[k]!);
      from = Math.max(from, this.offStops[k]!);
    }
    if (from < stop) this.push(from, stop);
  }

  /** Appends an interval, merging it into the last one when they touch. */
  private push(start: number, stop: number): void {
    const n = this.count;
    if (n > 0 && this.stops[n - 1]! >= start) {
      this.stops[n - 1] = Math.max(this.stops[n - 1]!, stop);
      return;
    }
    if (n === this.starts.length) {
      const starts = new Float64Array(n * 2);
      starts.set(this.starts);
      this.starts = starts;
      const stops = new Float64Array(n * 2);
      stops.set(this.stops);
      this.stops = stops;
    }
    this.starts[n] = start;
    this.stops[n] = stop;
    this.count = n + 1;
  }
}
