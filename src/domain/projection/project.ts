/**
 * The projection engine's entry point: checked input in, percentiles of every task's start and
 * end, each ticket's p50 and p80 (the ETA), the plan at PERT means, and the problems out.
 * Pure: the same input and seed give the same output; time (for elapsedMs) comes from a clock
 * the caller passes, so the same code runs in the server and in a Web Worker.
 */
import { seedError, simulationsError, type ProjectionInput } from './projection-input.ts';
import { SpreadReader, type Spread } from './percentiles.ts';
import { drawDurations, placeAll, runModel, simulate, type RunModel, type Samples } from './simulate.ts';
import { SeededRandom } from './seeded-random.ts';
import { linkTasks, placementOrder, type TaskLinks } from './task-graph.ts';
import { findProblems, spreadProblems, type TaskProblems } from './task-problems.ts';
import { longestBlock, weekPattern, worksAtAll } from './weekly-pattern.ts';
import { WorkCalendar } from './work-calendar.ts';

/** Years after the start beyond which nothing is placed: a task that does not fit by then is reported. */
export const HORIZON_YEARS = 5;

/** What the caller may set besides the input: run count and seed override the input's; `clock` (ms) times the work. */
export interface ProjectOptions {
  readonly simulations?: number;
  readonly seed?: number;
  /** A monotonic clock in ms, e.g. `() => performance.now()`; without one `elapsedMs` is 0. */
  readonly clock?: () => number;
  /**
   * Only the tickets' p50 and p80 (and the problems): `tasks` and `plan` are left empty, which
   * saves the work of reporting every task. What a quick preview needs, sooner.
   */
  readonly ticketsOnly?: boolean;
}

/** A task's projected start and end over the runs (ISO strings, UTC). */
export interface TaskProjection {
  readonly id: string;
  readonly start: Spread<string>;
  readonly end: Spread<string>;
}

/** A ticket's end over the runs: p80 is the ETA. */
export interface TicketProjection {
  readonly id: string;
  readonly p50: string;
  readonly p80: string;
}

/** The pieces a task occupies in the plan run (every duration at its PERT mean); an instant task has one empty piece. */
export interface PlannedTask {
  readonly task: string;
  readonly pieces: readonly (readonly [string, string])[];
}

/** A task that cannot be projected, and why. */
export interface TaskProblem {
  readonly task: string;
  readonly problem: string;
}

/** The engine's answer (the JSON contract's output). */
export interface ProjectionOutput {
  readonly simulations: number;
  readonly seed: number;
  readonly elapsedMs: number;
  readonly tasks: readonly TaskProjection[];
  readonly tickets: readonly TicketProjection[];
  readonly plan: readonly PlannedTask[];
  readonly problems: readonly TaskProblem[];
}

/** The instant `years` calendar years after `start` (epoch ms). */
function yearsLater(start: number, years: number): number {
  const date = new Date(start);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}

/** Everything a projection works on, once the problems are known. */
interface Prepared {
  readonly model: RunModel;
  /** Per position: ticket slot, -1 when the ticket has a problem task. */
  readonly ticket: Int32Array;
  readonly ticketIds: readonly string[];
}

/** The calendars, the links and the problems known before any run. */
function setUp(input: ProjectionInput) {
  const horizonMs = yearsLater(input.start, HORIZON_YEARS);
  const horizon = (horizonMs - input.start) / 60_000;
  const patterns = input.people.map((person) => weekPattern(person.week));
  const calendars = input.people.map((person, i) => new WorkCalendar(person, patterns[i]!, input.start, horizon));
  const links = linkTasks(input.tasks);
  const problems = findProblems(input, links, {
    worksAtAll: (person) => worksAtAll(patterns[person]!),
    hasWorkingTime: (person) => calendars[person]!.hasWorkingTime(),
    longestBlock: (person) => longestBlock(patterns[person]!),
  });
  return { horizonMs, calendars, links, problems };
}

/** The run model of the tasks without problems, and the ticket slots of tickets without problem tasks. */
function prepare(input: ProjectionInput, links: TaskLinks, problems: TaskProblems, calendars: readonly WorkCalendar[]): Prepared {
  const placement = placementOrder(input.tasks, links, (i) => problems.messages[i] === null);
  const model = runModel(input, links, placement, calendars);
  const blocked = new Set(input.tasks.filter((_, i) => problems.messages[i] !== null).map((task) => task.ticket));
  const slots = new Map<string, number>();
  for (const task of input.tasks) if (!blocked.has(task.ticket) && !slots.has(task.ticket)) slots.set(task.ticket, slots.size);
  const ticket = Int32Array.from(model.tasks, (i) => slots.get(input.tasks[i]!.ticket) ?? -1);
  return { model, ticket, ticketIds: [...slots.keys()] };
}

/** Projects checked input (see `parseProjectionInput`). Throws a RangeError only for bad options. */
export function project(input: ProjectionInput, options: ProjectOptions = {}): ProjectionOutput {
  const clock = options.clock ?? (() => 0);
  const began = clock();
  const simulations = options.simulations ?? input.simulations;
  const seed = options.seed ?? input.seed;
  const optionProblem = simulationsError(simulations) ?? seedError(seed);
  if (optionProblem) throw new RangeError(`project: simulations or seed ${optionProblem}`);

  const { horizonMs, calendars, links, problems } = setUp(input);

  // A task that meets the horizon becomes a problem, and the projection starts over without it
  // (and without what waits on it); each round removes at least one task, so this ends.
  for (;;) {
    const prepared = prepare(input, links, problems, calendars);
    const { model } = prepared;
    const starts = new Float64Array(model.size);
    const ends = new Float64Array(model.size);
    const pieces = options.ticketsOnly ? null : Array.from({ length: model.size }, (): number[] => []);
    const failedPlan = placeAll(model, model.mean, starts, ends, pieces);
    const result = failedPlan.length === 0 ? simulate(model, prepared.ticket, prepared.ticketIds.length, simulations, seed) : { ok: false as const, failed: failedPlan };
    if (!result.ok) {
      const failed = result.failed.map((k) => model.tasks[k]!);
      const when = new Date(horizonMs).toISOString();
      for (const i of failed) problems.messages[i] = `cannot be placed within ${HORIZON_YEARS} years of the start (by ${when})`;
      spreadProblems(input, links, problems, failed);
      continue;
    }
    const { tasks, tickets, plan } = report(input, prepared, result.samples, pieces, simulations);
    const found = input.tasks.flatMap((task, i) => {
      const problem = problems.messages[i] ?? null;
      return problem === null ? [] : [{ task: task.id, problem }];
    });
    return { simulations, seed, elapsedMs: Math.round(clock() - began), tasks, tickets, plan, problems: found };
  }
}

/** The percentiles and the plan, as ISO strings. */
function report(input: ProjectionInput, prepared: Prepared, samples: Samples, pieces: readonly number[][] | null, runs: number) {
  const { model, ticketIds } = prepared;
  const fromSeconds = (seconds: number) => new Date(input.start + seconds * 1000).toISOString();
  const fromMinutes = (minutes: number) => new Date(Math.round(input.start + minutes * 60_000)).toISOString();
  const iso = (spread: Spread<number>): Spread<string> => ({
    min: fromSeconds(spread.min),
    p50: fromSeconds(spread.p50),
    p70: fromSeconds(spread.p70),
    p80: fromSeconds(spread.p80),
    p90: fromSeconds(spread.p90),
    p95: fromSeconds(spread.p95),
    max: fromSeconds(spread.max),
  });
  const reader = new SpreadReader();
  const spreadOf = (array: Uint32Array, slot: number) => reader.spreadOf(array.subarray(slot * runs, (slot + 1) * runs));
  const tickets = ticketIds.map((id, slot) => {
    const spread = spreadOf(samples.ticketEnds, slot);
    return { id, p50: fromSeconds(spread.p50), p80: fromSeconds(spread.p80) };
  });
  // Without the plan's pieces, only the tickets are asked for (ProjectOptions.ticketsOnly).
  if (pieces === null) return { tasks: [], tickets, plan: [] };
  // Input order out, whatever the placement order was.
  const positions = Array.from(model.tasks.keys()).sort((a, b) => model.tasks[a]! - model.tasks[b]!);
  const tasks = positions.map((k) => ({
    id: input.tasks[model.tasks[k]!]!.id,
    start: iso(spreadOf(samples.starts, k)),
    end: iso(spreadOf(samples.ends, k)),
  }));
  const plan = positions.map((k) => {
    const flat = pieces[k]!;
    const list: [string, string][] = [];
    for (let i = 0; i < flat.length; i += 2) list.push([fromMinutes(flat[i]!), fromMinutes(flat[i + 1]!)]);
    return { task: input.tasks[model.tasks[k]!]!.id, pieces: list };
  });
  return { tasks, tickets, plan };
}

/** One run traced for checking (a test hook): per task id, its duration (minutes), start, end and pieces (epoch ms). */
export interface TracedRun {
  readonly tasks: ReadonlyMap<string, { readonly minutes: number; readonly start: number; readonly end: number; readonly pieces: readonly (readonly [number, number])[] }>;
}

/**
 * Replays the runs `project` makes for the same seed (the same draws in the same order) with
 * every piece kept: the test hook for checking sampled runs, not for production (it allocates).
 * Assumes no task meets the horizon.
 */
export function traceRuns(input: ProjectionInput, runs: number, seed: number): TracedRun[] {
  const { links, problems, calendars } = setUp(input);
  const { model } = prepare(input, links, problems, calendars);
  const random = new SeededRandom(seed);
  const durations = new Float64Array(model.size);
  const starts = new Float64Array(model.size);
  const ends = new Float64Array(model.size);
  const traced: TracedRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    drawDurations(model, random, durations);
    const pieces = Array.from({ length: model.size }, (): number[] => []);
    placeAll(model, durations, starts, ends, pieces);
    const ms = (minutes: number) => input.start + minutes * 60_000;
    const tasks = new Map(
      Array.from(model.tasks, (i, k) => {
        const flat = pieces[k]!;
        const list: [number, number][] = [];
        for (let j = 0; j < flat.length; j += 2) list.push([ms(flat[j]!), ms(flat[j + 1]!)]);
        return [input.tasks[i]!.id, { minutes: durations[k]!, start: ms(starts[k]!), end: ms(ends[k]!), pieces: list }] as const;
      }),
    );
    traced.push({ tasks });
  }
  return traced;
}
