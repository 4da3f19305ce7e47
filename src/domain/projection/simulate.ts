/**
 * The runs. Everything that does not depend on the draws is laid out once in a `RunModel`, by
 * placement position: predecessors as CSR positions, the person's calendar and occupancy, the
 * PERT parameters. A run draws every duration, places the tasks in order, and writes its starts
 * and ends (whole seconds since the planning start) into task-major sample arrays.
 */
import type { ProjectionInput } from './projection-input.ts';
import { firstFit, Occupancy } from './first-fit.ts';
import { gammaShape, pertShape, SeededRandom } from './seeded-random.ts';
import type { PlacementOrder, TaskLinks } from './task-graph.ts';
import type { WorkCalendar } from './work-calendar.ts';

/** The fixed part of every run, by placement position. */
export interface RunModel {
  /** How many tasks are placed. */
  readonly size: number;
  /** The input index of the task at each position. */
  readonly tasks: Int32Array;
  /** Predecessors of position k: preds[predStart[k] .. predStart[k + 1]), as positions. */
  readonly predStart: Int32Array;
  readonly preds: Int32Array;
  readonly calendars: readonly WorkCalendar[];
  readonly occupancies: readonly Occupancy[];
  /** The person (index into calendars) of each position. */
  readonly person: Int32Array;
  readonly splittable: Uint8Array;
  /** Minutes: the least a task takes, how much more it may take (0: fixed), and its PERT mean. */
  readonly least: Float64Array;
  readonly spread: Float64Array;
  readonly mean: Float64Array;
  /** Marsaglia–Tsang d and c of the Beta's two Gamma draws. */
  readonly alphaD: Float64Array;
  readonly alphaC: Float64Array;
  readonly betaD: Float64Array;
  readonly betaC: Float64Array;
}

/** Lays out the runs' fixed part; `calendars` are by person index in the input. */
export function runModel(input: ProjectionInput, links: TaskLinks, placement: PlacementOrder, calendars: readonly WorkCalendar[]): RunModel {
  const { order } = placement;
  const size = order.length;
  const position = new Int32Array(input.tasks.length).fill(-1);
  order.forEach((task, k) => (position[task] = k));
  const people = new Map(input.people.map((person, i) => [person.id, i]));
  const predStart = new Int32Array(size + 1);
  const preds: number[] = [];
  const person = new Int32Array(size);
  const splittable = new Uint8Array(size);
  const [least, spread, mean, alphaD, alphaC, betaD, betaC] = [0, 0, 0, 0, 0, 0, 0].map(() => new Float64Array(size)) as [
    Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array,
  ];
  for (let k = 0; k < size; k += 1) {
    const i = order[k]!;
    const task = input.tasks[i]!;
    for (let e = links.predStart[i]!; e < links.predStart[i + 1]!; e += 1) preds.push(position[links.preds[e]!]!);
    predStart[k + 1] = preds.length;
    person[k] = people.get(task.person)!;
    splittable[k] = task.splittable ? 1 : 0;
    const [min, likely, max] = task.hours;
    least[k] = min * 60;
    spread[k] = (max - min) * 60;
    mean[k] = ((min + 4 * likely + max) / 6) * 60;
    if (max > min) {
      const [alpha, beta] = pertShape(min, likely, max);
      const a = gammaShape(alpha);
      const b = gammaShape(beta);
      alphaD[k] = a.d;
      alphaC[k] = a.c;
      betaD[k] = b.d;
      betaC[k] = b.c;
    }
  }
  return {
    size, tasks: order, predStart, preds: Int32Array.from(preds), calendars, occupancies: calendars.map(() => new Occupancy()),
    person, splittable, least, spread, mean, alphaD, alphaC, betaD, betaC,
  };
}

/** Draws every task's duration (minutes) for one run, in placement order. */
export function drawDurations(model: RunModel, random: SeededRandom, durations: Float64Array): void {
  const { least, spread, alphaD, alphaC, betaD, betaC } = model;
  for (let k = 0; k < model.size; k += 1) {
    const width = spread[k]!;
    durations[k] = width === 0 ? least[k]! : least[k]! + width * random.beta(alphaD[k]!, alphaC[k]!, betaD[k]!, betaC[k]!);
  }
}

/**
 * One run with the given durations: starts and ends (minutes) by position, and the pieces of each
 * task when `pieces` is given. Answers the positions that hit the horizon (empty: all placed);
 * they take no time, and a task waiting on one of them is skipped (it ends at Infinity).
 */
export function placeAll(model: RunModel, durations: Float64Array, starts: Float64Array, ends: Float64Array, pieces: number[][] | null): number[] {
  const { predStart, preds, person, splittable, calendars, occupancies } = model;
  for (const occupancy of occupancies) occupancy.clear();
  const out = new Float64Array(2);
  const failed: number[] = [];
  for (let k = 0; k < model.size; k += 1) {
    let earliest = 0;
    for (let e = predStart[k]!; e < predStart[k + 1]!; e += 1) {
      const end = ends[preds[e]!]!;
      if (end > earliest) earliest = end;
    }
    const p = person[k]!;
    // A skipped or failed predecessor ends at Infinity, so its successors are skipped too.
    if (earliest === Infinity) {
      starts[k] = ends[k] = Infinity;
    } else if (firstFit(calendars[p]!, occupancies[p]!, earliest, durations[k]!, splittable[k] === 1, pieces ? pieces[k]! : null, out)) {
      starts[k] = out[0]!;
      ends[k] = out[1]!;
    } else {
      starts[k] = ends[k] = Infinity;
      failed.push(k);
    }
  }
  return failed;
}

/** What the runs produced: per position (task-major) and per ticket slot, whole seconds since the start. */
export interface Samples {
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  readonly ticketEnds: Uint32Array;
}

/** The N runs, or the positions that hit the horizon in any of them. */
export type SimulationResult = { readonly ok: true; readonly samples: Samples } | { readonly ok: false; readonly failed: readonly number[] };

/** Runs buffered run-major before they are copied into the task-major samples (see `simulate`). */
const BLOCK_RUNS = 16;

/**
 * Runs the simulation. `ticket` gives each position's ticket slot (-1: a ticket that gets no ETA);
 * a ticket's end in a run is the latest end of its tasks. Seconds fit a Uint32 for 136 years and,
 * unlike a Float32 of minutes, keep calendar boundaries exact (09:00, not 08:59:59.77).
 * A run writes one value per task; straight into the task-major arrays that is one cache miss per
 * write, so runs go to a small run-major block first and the block is copied out by task.
 */
export function simulate(model: RunModel, ticket: Int32Array, tickets: number, runs: number, seed: number): SimulationResult {
  const size = model.size;
  const random = new SeededRandom(seed);
  const durations = new Float64Array(size);
  const starts = new Float64Array(size);
  const ends = new Float64Array(size);
  const samples = { starts: new Uint32Array(size * runs), ends: new Uint32Array(size * runs), ticketEnds: new Uint32Array(tickets * runs) };
  const block = Math.min(BLOCK_RUNS, runs);
  const blockStarts = new Uint32Array(size * block);
  const blockEnds = new Uint32Array(size * block);
  const blockTickets = new Uint32Array(tickets * block);
  // Every run goes on after a failure, so one pass finds every task that meets the horizon.
  const failedAt = new Uint8Array(size);
  let failures = 0;
  for (let first = 0; first < runs; first += block) {
    const count = Math.min(block, runs - first);
    blockTickets.fill(0);
    for (let j = 0; j < count; j += 1) {
      drawDurations(model, random, durations);
      const failed = placeAll(model, durations, starts, ends, null);
      for (const k of failed) failures += failedAt[k] === 0 ? (failedAt[k] = 1) : 0;
      const row = j * size;
      const ticketRow = j * tickets;
      for (let k = 0; k < size; k += 1) {
        // Rounds to the second (times are never negative, and 5 years of seconds fit an int32).
        const end = (ends[k]! * 60 + 0.5) | 0;
        blockStarts[row + k] = (starts[k]! * 60 + 0.5) | 0;
        blockEnds[row + k] = end;
        const slot = ticket[k]!;
        if (slot >= 0 && end > blockTickets[ticketRow + slot]!) blockTickets[ticketRow + slot] = end;
      }
    }
    copyOut(blockStarts, samples.starts, size, count, first, runs);
    copyOut(blockEnds, samples.ends, size, count, first, runs);
    copyOut(blockTickets, samples.ticketEnds, tickets, count, first, runs);
  }
  if (failures > 0) return { ok: false, failed: Array.from(failedAt.keys()).filter((k) => failedAt[k] === 1) };
  return { ok: true, samples };
}

/** Copies `count` run-major rows of `width` values into task-major samples at run `first`. */
function copyOut(block: Uint32Array, samples: Uint32Array, width: number, count: number, first: number, runs: number): void {
  for (let k = 0; k < width; k += 1) {
    const to = k * runs + first;
    for (let j = 0; j < count; j += 1) samples[to + j] = block[j * width + k]!;
  }
}
