/**
 * UTC offsets of IANA time zones, from `Intl.DateTimeFormat` (the one clock-free zone database that
 * runs in Node and in a Web Worker). Intl takes microseconds a call, so each zone keeps its offsets
 * per UTC day: one call a day, and a minute-exact search on the rare day the offset changes. This
 * assumes a zone changes its offset at most once a UTC day, which holds for every modern rule.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A UTC day's offsets: `before` until `change` (epoch ms, Infinity when the day has none), `after` from it. */
interface DayOffsets {
  readonly before: number;
  readonly after: number;
  readonly change: number;
}

/** One zone's formatter and what it has already answered. */
interface Zone {
  readonly format: Intl.DateTimeFormat;
  /** Offset at 00:00 UTC of a day number. */
  readonly midnights: Map<number, number>;
  readonly days: Map<number, DayOffsets>;
}

// Shared by every projection: offsets of a zone never change within a process, and a server or a
// worker projecting again and again asks for the same days.
const zones = new Map<string, Zone>();

function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zone = { format, midnights: new Map(), days: new Map() };
    zones.set(name, zone);
  }
  return zone;
}

/** Whether Intl knows the zone name (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    zoneOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The offset (local minus UTC, ms) at an instant, asked of Intl. */
function intlOffset(zone: Zone, at: number): number {
  const fields = [0, 0, 0, 0, 0, 0];
  for (const part of zone.format.formatToParts(at)) {
    const slot = ['year', 'month', 'day', 'hour', 'minute', 'second'].indexOf(part.type);
    if (slot >= 0) fields[slot] = Number(part.value);
  }
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
}

function midnightOffset(zone: Zone, day: number): number {
  let offset = zone.midnights.get(day);
  if (offset === undefined) {
    offset = intlOffset(zone, day * DAY);
    zone.midnights.set(day, offset);
  }
  return offset;
}

function dayOffsets(zone: Zone, day: number): DayOffsets {
  let offsets = zone.days.get(day);
  if (!offsets) {
    const before = midnightOffset(zone, day);
    const after = midnightOffset(zone, day + 1);
    let change = Infinity;
    if (before !== after) {
      // Narrow to the minute: `low` still has the old offset, `high` the new one.
      let low = day * DAY;
      let high = low + DAY;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (intlOffset(zone, middle) === before) low = middle;
        else high = middle;
      }
      change = high;
    }
    offsets = { before, after, change };
    zone.days.set(day, offsets);
  }
  return offsets;
}

/** The zone's offset (local minus UTC, in ms) at an instant (epoch ms). */
export function offsetAt(name: string, at: number): number {
  const offsets = dayOffsets(zoneOf(name), Math.floor(at / DAY));
  return at < offsets.change ? offsets.before : offsets.after;
}

/**
 * The instant (epoch ms) of a local wall time given as ms since 1970-01-01T00:00 local. A time
 * that happens twice (clocks turned back) is the first of the two; a time that never happens
 * (clocks turned forward over it) is the moment the clocks jump. Both keep the mapping
 * non-decreasing, so a day's working spans stay in order and never overlap.
 */
export function localToUtc(name: string, local: number): number {
  const early = offsetAt(name, local - DAY);
  const late = offsetAt(name, local + DAY);
  const first = local - early;
  const second = local - late;
  const firstHolds = offsetAt(name, first) === early;
  const secondHolds = offsetAt(name, second) === late;
  if (firstHolds && secondHolds) return Math.min(first, second);
  if (firstHolds) return first;
  if (secondHolds) return second;
  // In the gap: `second` still has the old offset, `first` the new one; the jump lies between.
  let low = second;
  let high = first;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(name, middle) === early) low = middle;
    else high = middle;
  }
  return high;
}
