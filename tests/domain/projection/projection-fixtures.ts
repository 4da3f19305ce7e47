/** Small builders for projection inputs, shared by the projection tests. */
import * as assert from 'uvu/assert';
import { parseProjectionInput, type PersonJson, type ProjectionInput, type ProjectionInputJson, type TaskJson, type WorkSpanJson } from '../../../src/domain/projection/projection-input.ts';
import { project, type ProjectionOutput, type ProjectOptions } from '../../../src/domain/projection/project.ts';

/** Monday 2025-03-03 09:00 UTC. */
export const MONDAY = '2025-03-03T09:00:00Z';

/** Monday to Friday, the same span each day. */
export function weekdays(start = '09:00', stop = '17:00'): WorkSpanJson[] {
  return (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, start, stop }));
}

/** A person working weekdays 09:00-17:00 UTC unless told otherwise. */
export function person(id: string, changes: Partial<PersonJson> = {}): PersonJson {
  return { id, timeZone: 'UTC', week: weekdays(), ...changes };
}

/** A task of fixed hours on ticket T-<id>, splittable unless told otherwise. */
export function task(id: string, who: string, hours: number | readonly [number, number, number], changes: Partial<TaskJson> = {}): TaskJson {
  const three = typeof hours === 'number' ? ([hours, hours, hours] as const) : hours;
  return { id, ticket: `T-${id}`, person: who, hours: three, splittable: true, ...changes };
}

/** Parses a JSON input that must be valid. */
export function input(json: Partial<ProjectionInputJson>): ProjectionInput {
  const parsed = parseProjectionInput({ start: MONDAY, simulations: 20, people: [], tasks: [], ...json });
  if (!parsed.ok) assert.unreachable(parsed.error);
  return (parsed as { input: ProjectionInput }).input;
}

/** Projects a JSON input that must be valid. */
export function run(json: Partial<ProjectionInputJson>, options: ProjectOptions = {}): ProjectionOutput {
  return project(input(json), options);
}

/** A task's plan pieces, as ISO pairs. */
export function piecesOf(output: ProjectionOutput, id: string): (readonly [string, string])[] {
  const planned = output.plan.find((entry) => entry.task === id);
  if (!planned) assert.unreachable(`${id} is not in the plan`);
  return planned!.pieces.map((piece) => [piece[0], piece[1]] as const);
}

/** The ISO string of a time written without seconds, like '2025-03-03T09:00Z'. */
export const at = (text: string): string => new Date(text).toISOString();

/** The problem reported for a task, or undefined. */
export const problemOf = (output: ProjectionOutput, id: string): string | undefined => output.problems.find((entry) => entry.task === id)?.problem;

/** The output without its timing, for comparing two projections. */
export function withoutTiming(output: ProjectionOutput): Omit<ProjectionOutput, 'elapsedMs'> {
  const { elapsedMs: _ignored, ...rest } = output;
  return rest;
}
