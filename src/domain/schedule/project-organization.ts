/**
 * An organization's projection from its facts to what the server writes back: each projected
 * ticket's p50 and ETA, and why each scheduled ticket that could not be projected has none. Runs
 * where the engine runs (the server's worker thread), so the expanded question never crosses a
 * thread or blocks the server.
 */
import { project } from '../projection/project.ts';
import { parseProjectionInput } from '../projection/projection-input.ts';
import { projectionPlan, type PlanFacts } from './projection-plan.ts';

/** What a projection of an organization answers. */
export interface OrganizationProjection {
  /** Projected tickets: id, p50 and p80 (the ETA). */
  readonly etas: readonly { readonly id: string; readonly p50: string; readonly p80: string }[];
  /** Scheduled tickets without an ETA, and why (a sentence). */
  readonly problems: readonly (readonly [ticketId: string, problem: string])[];
  /** The plan at PERT means: each projected state's pieces of work ([start, stop] ISO instants). */
  readonly plan: readonly (readonly [stateId: string, pieces: readonly (readonly [string, string])[]])[];
  /** The engine's own time. */
  readonly elapsedMs: number;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Projects an organization; throws only on a bug (the plan always builds a valid question). */
export function projectOrganization(facts: PlanFacts, clock?: () => number): OrganizationProjection {
  const plan = projectionPlan(facts);
  const parsed = parseProjectionInput(plan.input);
  if (!parsed.ok) throw new Error(`The projection question was refused: ${parsed.error}`);
  const output = project(parsed.input, clock ? { clock } : {});
  const ticketOfTask = new Map(plan.input.tasks.map((task) => [task.id, task.ticket]));
  const problems = new Map(plan.skipped);
  for (const { task, problem } of output.problems) {
    const ticket = ticketOfTask.get(task);
    // The engine writes a clause ('cannot be split, …'); a ticket shows it as a sentence.
    if (ticket !== undefined && !problems.has(ticket)) problems.set(ticket, sentence(problem));
  }
  const planned = output.plan.flatMap(({ task, pieces }) => {
    const state = plan.stateOfTask.get(task);
    // An instant task (no hours) has one empty piece: nothing to work.
    const worked = pieces.filter(([start, stop]) => stop > start);
    return state === undefined || worked.length === 0 ? [] : [[state, worked] as const];
  });
  return { etas: output.tickets, problems: [...problems], plan: planned, elapsedMs: output.elapsedMs };
}
