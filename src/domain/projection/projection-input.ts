/**
 * The projection engine's input: the JSON contract (`ProjectionInputJson`, what the command line
 * and the callers send) and its checked, normalized form (`ProjectionInput`, what the engine
 * reads). `parseProjectionInput` turns one into the other or says, in one line, what is wrong.
 */
import { isTimeZone } from './time-zone.ts';

/** How many runs a projection makes when the input does not say. */
export const DEFAULT_SIMULATIONS = 2000;

/** The seed of the random draws when the input does not say. */
export const DEFAULT_SEED = 1;

/** The most runs one projection may ask for (the samples of every task are kept in memory). */
export const MAX_SIMULATIONS = 100_000;

/** The days of the week, Monday first (the index is the engine's day number). */
export const WEEK_DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A day of the week as the input names it. */
export type WeekDayName = (typeof WEEK_DAY_NAMES)[number];

/** One working span of a weekday, in the person's own time zone ('HH:MM', 24 h; stop may be '24:00'). */
export interface WorkSpanJson {
  readonly day: WeekDayName;
  readonly start: string;
  readonly stop: string;
}

/** An absence: two ISO date-times with a zone designator. */
export interface TimeOffJson {
  readonly start: string;
  readonly stop: string;
}

/** A person of the JSON input. */
export interface PersonJson {
  readonly id: string;
  readonly timeZone: string;
  readonly week: readonly WorkSpanJson[];
  readonly timeOff?: readonly TimeOffJson[];
}

/** A task of the JSON input: three-point hours [min, likely, max]. */
export interface TaskJson {
  readonly id: string;
  readonly ticket: string;
  readonly person: string;
  readonly hours: readonly [number, number, number];
  readonly splittable: boolean;
  readonly after?: readonly string[];
  readonly rank?: number;
  readonly started?: boolean;
}

/** The JSON input of a projection, as the contract spells it. */
export interface ProjectionInputJson {
  readonly start: string;
  readonly simulations?: number;
  readonly seed?: number;
  readonly people: readonly PersonJson[];
  readonly tasks: readonly TaskJson[];
}

/** A working span in minutes of the local day (0 = Monday in `day`). */
export interface WorkSpan {
  readonly day: number;
  readonly start: number;
  readonly stop: number;
}

/** An absolute interval in epoch milliseconds, stop after start. */
export interface Interval {
  readonly start: number;
  readonly stop: number;
}

/** A checked person. */
export interface Person {
  readonly id: string;
  readonly timeZone: string;
  readonly week: readonly WorkSpan[];
  readonly timeOff: readonly Interval[];
}

/** A checked task, defaults filled in. */
export interface Task {
  readonly id: string;
  readonly ticket: string;
  readonly person: string;
  readonly hours: readonly [number, number, number];
  readonly splittable: boolean;
  readonly after: readonly string[];
  readonly rank: number;
  readonly started: boolean;
}

/** A checked projection input: what `project` takes. */
export interface ProjectionInput {
  /** The planning start, epoch milliseconds. */
  readonly start: number;
  readonly simulations: number;
  readonly seed: number;
  readonly people: readonly Person[];
  readonly tasks: readonly Task[];
}

/** The checked input, or the one-line reason it was refused. */
export type ParsedInput = { readonly ok: true; readonly input: ProjectionInput } | { readonly ok: false; readonly error: string };

/** Thrown inside the parser only; `parseProjectionInput` turns it into a value. */
class Refusal {
  constructor(readonly message: string) {}
}

const refuse = (where: string, message: string): never => {
  throw new Refusal(`${where} ${message}`);
};

/** How a refusal quotes the value it got: a missing field says so. */
const got = (value: unknown): string => (value === undefined ? ', but it is missing' : `, got ${JSON.stringify(value)}`);

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;
const CLOCK = /^(\d{2}):(\d{2})$/;

/** Epoch ms of a strict ISO 8601 date-time with a zone designator, or null (no local times: they depend on the machine). */
export function parseInstant(text: string): number | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, , sign, oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  if (sign && (Number(oh) > 23 || Number(om) > 59)) return null;
  const ms = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000;
}

/** Minutes of the day of an 'HH:MM' time; '24:00' only when `endOfDay` (a stop). Null when not a time. */
export function parseClock(text: string, endOfDay: boolean): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59) return null;
  if (minutes < 24 * 60 || (endOfDay && minutes === 24 * 60)) return minutes;
  return null;
}

/** Why a simulation count is refused, or null when it is a whole number from 1 to MAX_SIMULATIONS. */
export function simulationsError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return `must be a whole number${got(value)}`;
  if (value < 1) return `must be at least 1, got ${value}`;
  if (value > MAX_SIMULATIONS) return `must be at most ${MAX_SIMULATIONS}, got ${value}`;
  return null;
}

/** Why a seed is refused, or null when it is a safe integer. */
export function seedError(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? null : `must be a whole number${got(value)}`;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function record(value: unknown, where: string): Json {
  return isRecord(value) ? value : refuse(where, 'must be an object');
}

function list(value: unknown, where: string): readonly unknown[] {
  return Array.isArray(value) ? value : refuse(where, 'must be a list');
}

function text(value: unknown, where: string): string {
  return typeof value === 'string' && value !== '' ? value : refuse(where, `must be a non-empty string${got(value)}`);
}

function flag(value: unknown, where: string, fallback: boolean | null): boolean {
  if (value === undefined && fallback !== null) return fallback;
  return typeof value === 'boolean' ? value : refuse(where, `must be true or false${got(value)}`);
}

function instant(value: unknown, where: string): number {
  const parsed = typeof value === 'string' ? parseInstant(value) : null;
  return parsed ?? refuse(where, `must be an ISO date-time with a zone, like "2025-03-03T14:00:00Z"${got(value)}`);
}

function span(value: unknown, where: string): WorkSpan {
  const entry = record(value, where);
  const day = WEEK_DAY_NAMES.indexOf(entry['day'] as WeekDayName);
  if (day < 0) refuse(`${where}.day`, `must be one of ${WEEK_DAY_NAMES.join(', ')}${got(entry['day'])}`);
  const start = typeof entry['start'] === 'string' ? parseClock(entry['start'], false) : null;
  if (start === null) refuse(`${where}.start`, `must be a time 'HH:MM' from 00:00 to 23:59${got(entry['start'])}`);
  const stop = typeof entry['stop'] === 'string' ? parseClock(entry['stop'], true) : null;
  if (stop === null) refuse(`${where}.stop`, `must be a time 'HH:MM' from 00:01 to 24:00${got(entry['stop'])}`);
  if (stop! <= start!) refuse(`${where}.stop`, `must be after its start (${String(entry['start'])}), got ${String(entry['stop'])}`);
  return { day, start: start!, stop: stop! };
}

function absence(value: unknown, where: string): Interval {
  const entry = record(value, where);
  const start = instant(entry['start'], `${where}.start`);
  const stop = instant(entry['stop'], `${where}.stop`);
  if (stop <= start) refuse(`${where}.stop`, `must be after its start, got ${String(entry['stop'])}`);
  return { start, stop };
}

function person(value: unknown, where: string): Person {
  const entry = record(value, where);
  const id = text(entry['id'], `${where}.id`);
  const at = `${where} (${id})`;
  const timeZone = text(entry['timeZone'], `${at}.timeZone`);
  if (!isTimeZone(timeZone)) refuse(`${at}.timeZone`, `is not a known IANA time zone: ${JSON.stringify(timeZone)}`);
  const week = list(entry['week'], `${at}.week`).map((item, i) => span(item, `${at}.week[${i}]`));
  const timeOff = entry['timeOff'] === undefined ? [] : list(entry['timeOff'], `${at}.timeOff`).map((item, i) => absence(item, `${at}.timeOff[${i}]`));
  return { id, timeZone, week, timeOff };
}

function hours(value: unknown, where: string): readonly [number, number, number] {
  const ok = Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
  const [min, likely, max] = (ok ? value : [-1, 0, 0]) as [number, number, number];
  if (!ok || min < 0 || likely < min || max < likely) {
    refuse(where, `must be three numbers [min, likely, max] with 0 <= min <= likely <= max${got(value)}`);
  }
  return [min, likely, max];
}

function task(value: unknown, where: string): Task {
  const entry = record(value, where);
  const id = text(entry['id'], `${where}.id`);
  const at = `${where} (${id})`;
  const after = entry['after'] === undefined ? [] : list(entry['after'], `${at}.after`).map((item, i) => text(item, `${at}.after[${i}]`));
  const rank = entry['rank'] === undefined ? 0 : entry['rank'];
  if (typeof rank !== 'number' || !Number.isFinite(rank)) refuse(`${at}.rank`, `must be a number${got(rank)}`);
  return {
    id,
    ticket: text(entry['ticket'], `${at}.ticket`),
    person: text(entry['person'], `${at}.person`),
    hours: hours(entry['hours'], `${at}.hours`),
    splittable: flag(entry['splittable'], `${at}.splittable`, null),
    after: [...new Set(after)],
    rank: rank as number,
    started: flag(entry['started'], `${at}.started`, false),
  };
}

function unique(items: readonly { readonly id: string }[], where: string): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) refuse(`${where}[${i}].id`, `repeats the id ${JSON.stringify(item.id)}`);
    seen.add(item.id);
  });
}

function parse(value: unknown): ProjectionInput {
  const root = record(value, 'the input');
  const start = instant(root['start'], 'start');
  const simulations = root['simulations'] === undefined ? DEFAULT_SIMULATIONS : root['simulations'];
  const simulationsProblem = simulationsError(simulations);
  if (simulationsProblem) refuse('simulations', simulationsProblem);
  const seed = root['seed'] === undefined ? DEFAULT_SEED : root['seed'];
  const seedProblem = seedError(seed);
  if (seedProblem) refuse('seed', seedProblem);
  const people = list(root['people'], 'people').map((item, i) => person(item, `people[${i}]`));
  unique(people, 'people');
  const tasks = list(root['tasks'], 'tasks').map((item, i) => task(item, `tasks[${i}]`));
  unique(tasks, 'tasks');
  return { start, simulations: simulations as number, seed: seed as number, people, tasks };
}

/** Checks and normalizes a parsed JSON value; the error names the field, like `tasks[3] (t4).hours must be ...`. */
export function parseProjectionInput(value: unknown): ParsedInput {
  try {
    return { ok: true, input: parse(value) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}
