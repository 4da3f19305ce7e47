/**
 * The projection engine's bench: seeded, realistic inputs (`generateInput`, reused by tests and the
 * product bench) of 200 tasks for 20 people, 1,000 for 50 and 5,000 for 100, 2,000 simulations
 * each. Each size runs in a child process (a warm-up, then several timed runs of `project`, timed
 * by its own elapsedMs); a size that takes longer than a minute is stopped and reported.
 * `node --import tsx scripts/bench-projections.ts [--runs N]`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseProjectionInput, type PersonJson, type ProjectionInputJson, type TaskJson, type WorkSpanJson } from '../src/domain/projection/projection-input.ts';
import { project } from '../src/domain/projection/project.ts';
import { SeededRandom } from '../src/domain/projection/seeded-random.ts';

/** The sizes the bench measures: tasks and people. */
export const BENCH_SIZES: readonly (readonly [number, number])[] = [
  [200, 20],
  [1000, 50],
  [5000, 100],
];

const SIMULATIONS = 2000;
const SECTION_LIMIT_MS = 60_000;
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Europe/London', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const START = Date.UTC(2025, 2, 3, 14);
const DAY = 86_400_000;

const days = (list: readonly (typeof WEEKDAYS)[number][], spans: readonly (readonly [string, string])[]): WorkSpanJson[] =>
  list.flatMap((day) => spans.map(([start, stop]) => ({ day, start, stop })));

/** Rounds to half hours, at least half an hour. */
const halfHours = (hours: number) => Math.max(0.5, Math.round(hours * 2) / 2);

function person(id: string, random: SeededRandom): PersonJson {
  const kind = random.next();
  // Mostly Mon-Fri 09:00-17:00, some four-day weeks of long days, some split days.
  const week =
    kind < 0.7
      ? days(WEEKDAYS, [['09:00', '17:00']])
      : kind < 0.85
        ? days(['monday', 'tuesday', 'wednesday', 'thursday'], [['08:00', '18:00']])
        : days(WEEKDAYS, [['08:00', '12:00'], ['13:00', '17:00']]);
  const timeOff = Array.from({ length: 2 + Math.floor(random.next() * 4) }, () => {
    const day = START - (START % DAY) + Math.floor(1 + random.next() * 180) * DAY;
    return { start: new Date(day).toISOString(), stop: new Date(day + DAY).toISOString() };
  });
  if (random.next() < 0.1) {
    const from = START - (START % DAY) + Math.floor(20 + random.next() * 120) * DAY;
    timeOff.push({ start: new Date(from).toISOString(), stop: new Date(from + 9 * DAY).toISOString() });
  }
  return { id, timeZone: ZONES[Math.floor(random.next() * ZONES.length)]!, week, timeOff };
}

/**
 * A seeded input of `taskCount` tasks for `peopleCount` people: tickets of 1-4 states chained by
 * `after`, about 30% of tickets waiting on 1-3 earlier ones (last state to first state), people on
 * three continents with varied weeks and a few days off, mixed splittable flags, a few started tasks.
 */
export function generateInput(taskCount: number, peopleCount: number, seed: number, simulations = SIMULATIONS): ProjectionInputJson {
  const random = new SeededRandom(seed);
  const pick = (n: number) => Math.floor(random.next() * n);
  const people = Array.from({ length: peopleCount }, (_, i) => person(`p${i + 1}`, random));
  const tasks: TaskJson[] = [];
  const lastStates: string[] = [];
  for (let ticket = 1; tasks.length < taskCount; ticket += 1) {
    const states = Math.min(1 + pick(4), taskCount - tasks.length);
    const rank = pick(10);
    const waitsOn = lastStates.length > 0 && random.next() < 0.3 ? Array.from({ length: 1 + pick(3) }, () => lastStates[pick(lastStates.length)]!) : [];
    for (let state = 0; state < states; state += 1) {
      const splittable = random.next() < 0.6;
      // Unsplittable work stays within 4 h, the longest block of a split day.
      const min = splittable ? halfHours(0.5 + random.next() * 4) : halfHours(0.5 + random.next());
      const likely = splittable ? halfHours(min * (1 + random.next() * 1.5)) : halfHours(min * (1 + random.next()));
      const max = splittable ? halfHours(likely * (1.5 + random.next() * 2)) : Math.min(4, halfHours(likely * (1.2 + random.next())));
      const id = `t${tasks.length + 1}`;
      const after = state === 0 ? [...new Set(waitsOn)] : [`t${tasks.length}`];
      const started = state === 0 && after.length === 0 && random.next() < 0.03;
      tasks.push({ id, ticket: `T${ticket}`, person: people[pick(peopleCount)]!.id, hours: [min, Math.max(min, likely), Math.max(likely, max, min)], splittable, after, rank, started });
    }
    lastStates.push(tasks[tasks.length - 1]!.id);
  }
  return { start: new Date(START).toISOString(), simulations, seed, people, tasks };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One size in this process: a warm-up run, then `runs` timed runs; prints their elapsedMs as JSON. */
function section(taskCount: number, peopleCount: number, runs: number): void {
  const parsed = parseProjectionInput(generateInput(taskCount, peopleCount, 7));
  if (!parsed.ok) throw new Error(parsed.error);
  const clock = () => performance.now();
  const times: number[] = [];
  let problems = 0;
  for (let run = 0; run <= runs; run += 1) {
    const output = project(parsed.input, { clock });
    problems = output.problems.length;
    times.push(output.elapsedMs);
  }
  process.stdout.write(`${JSON.stringify({ cold: times[0], times: times.slice(1), problems })}\n`);
}

interface SectionResult {
  readonly cold: number;
  readonly times: readonly number[];
  readonly problems: number;
}

export function runSection(taskCount: number, peopleCount: number, runs: number): Promise<SectionResult | string> {
  return new Promise((resolve) => {
    const script = fileURLToPath(import.meta.url);
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--section', String(taskCount), String(peopleCount), String(runs)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), SECTION_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(`stopped: took longer than ${SECTION_LIMIT_MS / 1000} s`);
      else if (code !== 0) resolve(`failed: ${err.trim().split('\n')[0] ?? code}`);
      else resolve(JSON.parse(out) as SectionResult);
    });
  });
}

async function main(): Promise<void> {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 7;
  const head = ['tasks/people', 'runs', 'median elapsedMs', 'spread (min-max)', 'simulations/s', 'first run (cold)', 'problems'];
  const rows: string[][] = [];
  for (const [taskCount, peopleCount] of BENCH_SIZES) {
    const result = await runSection(taskCount, peopleCount, runs);
    if (typeof result === 'string') {
      rows.push([`${taskCount}/${peopleCount}`, '-', result, '', '', '', '']);
      continue;
    }
    const middle = median(result.times);
    rows.push([
      `${taskCount}/${peopleCount}`,
      String(result.times.length),
      `${middle} ms`,
      `${Math.min(...result.times)}-${Math.max(...result.times)} ms`,
      String(Math.round((SIMULATIONS / middle) * 1000)),
      `${result.cold} ms`,
      String(result.problems),
    ]);
  }
  const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`Projection engine, ${SIMULATIONS} simulations (elapsedMs of project(), warm, one core)`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--section');
  if (at > 0) section(Number(process.argv[at + 1]), Number(process.argv[at + 2]), Number(process.argv[at + 3]));
  else await main();
}
