/**
 * What the gantt page reads (scheduleGantt with the projects, the people and the blackouts) and how
 * it narrows it to the people filtered: their tickets, and their weeks for the shading. Pure.
 */
import { isOneOffBlackout, isRecurringBlackout } from '../time/blackout-forms.ts';
import { WEEK_DAYS, type WorkWeek } from '../time/work-week.ts';
import { DISPLAY_STATES } from '../work/work.ts';
import type { GanttBlackouts, GanttPerson, GanttProject, GanttTicket } from './gantt.ts';

/** A ticket on the chart and who works on it. */
export interface GanttEntry extends GanttTicket {
  readonly assigneeIds: readonly string[];
}

/** Someone the chart can be filtered to. */
export interface GanttMember extends GanttPerson {
  readonly name: string;
}

export interface GanttData {
  readonly entries: readonly GanttEntry[];
  readonly projects: readonly GanttProject[];
  /** Accepted members, by name. */
  readonly people: readonly GanttMember[];
  readonly blackouts: GanttBlackouts;
}

/** The tickets with open work for one of `personIds` (every ticket when none), and those people for the shading. */
export function ganttFiltered(data: GanttData, personIds: readonly string[]): { readonly tickets: readonly GanttEntry[]; readonly people: readonly GanttMember[] } {
  if (personIds.length === 0) return { tickets: data.entries, people: [] };
  const wanted = new Set(personIds);
  return {
    tickets: data.entries.filter((entry) => entry.assigneeIds.some((id) => wanted.has(id))),
    people: data.people.filter((person) => wanted.has(person.id)),
  };
}

/** The ids of the address's `people` parameter that name someone on the chart (comma-separated). */
export function parsePeople(value: string | null, people: readonly GanttMember[]): string[] {
  if (!value) return [];
  const known = new Set(people.map((person) => person.id));
  return [...new Set(value.split(','))].filter((id) => known.has(id));
}

// ---- shapes ----

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNullableText = (value: unknown) => value === null || isText(value);
const isIds = (value: unknown) => Array.isArray(value) && value.every(isText);

const isEntry = (value: unknown): value is GanttEntry =>
  isObject(value) &&
  isText(value['id']) &&
  isText(value['title']) &&
  Number.isInteger(value['localId']) &&
  isNullableText(value['projectId']) &&
  (DISPLAY_STATES as readonly unknown[]).includes(value['displayState']) &&
  isNullableText(value['start']) &&
  isNullableText(value['p50']) &&
  isNullableText(value['p80']) &&
  isNullableText(value['dueDate']) &&
  isIds(value['waitsOn']) &&
  isIds(value['assigneeIds']);

const isWorkWeek = (value: unknown): value is WorkWeek =>
  isObject(value) && WEEK_DAYS.every((day) => isObject(value[day]) && isNullableText(value[day]['startTime']) && isNullableText(value[day]['stopTime']));

/** Whether a payload is what the gantt page reads. */
export const isGanttData = (value: unknown): value is GanttData =>
  isObject(value) &&
  Array.isArray(value['entries']) &&
  value['entries'].every(isEntry) &&
  Array.isArray(value['projects']) &&
  value['projects'].every((project) => isObject(project) && isText(project['id']) && isText(project['name']) && isNullableText(project['parentId'])) &&
  Array.isArray(value['people']) &&
  value['people'].every((person) => isObject(person) && isText(person['id']) && isText(person['name']) && (person['workWeek'] === null || isWorkWeek(person['workWeek']))) &&
  isObject(value['blackouts']) &&
  Array.isArray(value['blackouts']['oneOffs']) &&
  value['blackouts']['oneOffs'].every(isOneOffBlackout) &&
  Array.isArray(value['blackouts']['recurring']) &&
  value['blackouts']['recurring'].every(isRecurringBlackout);
