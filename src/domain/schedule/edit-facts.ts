/**
 * What the schedule's edit flow starts from (schedule-edit.ts works on it), and the check of its
 * shape when it arrives: kept apart so the gateway checking it does not carry the flow itself.
 */
import type { DisplayState } from '../work/work.ts';
import type { PlanOneOffBlackout, PlanPerson, PlanRecurringBlackout, PlanTicket } from './projection-plan.ts';
import type { PriorityRule } from './schedule.ts';

/** A ticket as the edit flow reads it: what the plan needs, and what the pages show. */
export interface EditTicket extends PlanTicket {
  readonly title: string;
  readonly displayState: DisplayState;
  /** The ETA and p50 the server projected last (null when it has none). */
  readonly eta: string | null;
  readonly etaP50: string | null;
  readonly dueDate: string | null;
}

/** A record a priority rule can name, with its name. */
export interface RuleChoice {
  readonly match: PriorityRule['match'];
  readonly id: string;
  readonly name: string;
}

/** What the edit flow starts from. */
export interface EditFacts {
  /** In creation order: the scheduled tickets, those ready to schedule, and what they wait on. */
  readonly tickets: readonly EditTicket[];
  readonly people: readonly PlanPerson[];
  readonly oneOffBlackouts: readonly PlanOneOffBlackout[];
  readonly recurringBlackouts: readonly PlanRecurringBlackout[];
  readonly projects: readonly { readonly id: string; readonly parentId: string | null }[];
  /** The saved rules, most urgent first. */
  readonly priorities: readonly PriorityRule[];
  /** Everything a rule can match, by kind then name (tickets: those on the schedule or ready). */
  readonly choices: readonly RuleChoice[];
}

// ---- shapes ----

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNullableText = (value: unknown) => value === null || isText(value);
const isListOf = (check: (value: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(check);
const isEstimate = (value: unknown) => value === null || (isObject(value) && ['minimum', 'likely', 'maximum'].every((key) => typeof value[key] === 'number'));
const isState = (value: unknown) =>
  isObject(value) && isText(value['id']) && isText(value['name']) && isNullableText(value['assigneeId']) && isEstimate(value['estimate']) && ['splittable', 'active', 'done'].every((key) => typeof value[key] === 'boolean');
const isEditTicket = (value: unknown) =>
  isObject(value) &&
  isText(value['id']) &&
  Number.isInteger(value['localId']) &&
  isText(value['title']) &&
  isText(value['status']) &&
  isText(value['publication']) &&
  isText(value['displayState']) &&
  ['eta', 'etaP50', 'dueDate', 'projectId', 'productId', 'workflowId'].every((key) => isNullableText(value[key])) &&
  isListOf(isText)(value['tagIds']) &&
  isListOf(isText)(value['waitsOn']) &&
  isListOf(isState)(value['states']);

/** Whether a payload is what the edit flow starts from. */
export const isEditFacts = (value: unknown): value is EditFacts =>
  isObject(value) &&
  isListOf(isEditTicket)(value['tickets']) &&
  isListOf((person) => isObject(person) && isText(person['id']) && isText(person['name']) && isText(person['timeZone']))(value['people']) &&
  isListOf((b) => isObject(b) && isText(b['start']) && isText(b['stop']) && isListOf(isText)(b['roleIds']))(value['oneOffBlackouts']) &&
  isListOf((b) => isObject(b) && isListOf(isText)(b['weekdays']) && isText(b['startTime']) && isText(b['stopTime']) && isText(b['timeZone']) && isListOf(isText)(b['roleIds']))(value['recurringBlackouts']) &&
  isListOf((p) => isObject(p) && isText(p['id']) && isNullableText(p['parentId']))(value['projects']) &&
  isListOf((r) => isObject(r) && isText(r['match']) && isText(r['id']))(value['priorities']) &&
  isListOf((c) => isObject(c) && isText(c['match']) && isText(c['id']) && isText(c['name']))(value['choices']);
