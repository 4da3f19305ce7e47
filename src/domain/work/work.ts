/**
 * The work model of the organization area (spec/org-area.md) as the client and the server both
 * read it, and the rules derived from it: a ticket's display state and health (who may change what
 * is a role's rule: shared/role.ts). Shapes mirror schema/work.graphql.
 */
import type { RoleStatus } from '../shared/role.ts';

export type ScheduleStatus = 'UNSCHEDULED' | 'SCHEDULED' | 'DONE' | 'CANCELLED';
export type PublicationStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED' | 'DELETED';
export type TicketHealth = 'OK' | 'BLOCKED' | 'ASSIGNEE_DEACTIVATED';
export type TagColor = 'BLUE' | 'GREEN' | 'ORANGE' | 'PINK' | 'PURPLE' | 'YELLOW';
export type NoteType = 'STATE_NOTE' | 'BLOCK_NOTE' | 'UNBLOCK_NOTE' | 'CLOSE_NOTE';
export type BulkTicketAction =
  | 'ARCHIVE_TICKETS'
  | 'CANCEL_REQUEST_ESTIMATE'
  | 'CANCEL_TICKETS'
  | 'CHANGE_OWNER'
  | 'CHANGE_PROJECT'
  | 'MARK_TICKETS_AS_DONE'
  | 'REQUEST_ESTIMATE'
  | 'SCHEDULE_TICKETS'
  | 'UNARCHIVE_TICKETS'
  | 'UNSCHEDULE_TICKETS';

/** §4 Ticket display states, in the order lists group them. */
export const DISPLAY_STATES = ['Draft', 'Unassigned', 'Unestimated', 'Estimated', 'Scheduled', 'InProgress', 'Done'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/** How a display state reads in the interface. */
export const DISPLAY_STATE_LABELS: Readonly<Record<DisplayState, string>> = {
  Draft: 'Draft',
  Unassigned: 'Unassigned',
  Unestimated: 'Unestimated',
  Estimated: 'Estimated',
  Scheduled: 'Scheduled',
  InProgress: 'In progress',
  Done: 'Done',
};

/**
 * How a schedule status reads (issue 25: one vocabulary). A ticket's state, wherever it is shown,
 * is its display state; the schedule status only says whether it is on the schedule (and so gets
 * an ETA) or closed, in words that never reuse a display state's name.
 */
export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatus, string>> = {
  UNSCHEDULED: 'Not on the schedule',
  SCHEDULED: 'On the schedule',
  DONE: 'Closed as done',
  CANCELLED: 'Closed as cancelled',
};

/** Where a ticket's schedule status is not what its display state suggests, the words that explain it; null where they agree. */
export function scheduleNote(display: DisplayState, status: ScheduleStatus): string | null {
  if (status === 'CANCELLED') return 'Cancelled: closed without being done.';
  if (status === 'SCHEDULED' && display === 'Draft') return 'A draft: it is projected once published.';
  if (status === 'SCHEDULED' && display === 'Unassigned') return 'On the schedule, but a step has nobody assigned: no ETA until it has.';
  if (status === 'SCHEDULED' && display === 'Unestimated') return 'On the schedule, but a step has no estimate: no ETA until it has.';
  if (status === 'UNSCHEDULED' && display === 'InProgress') return 'Started, but not on the schedule: no ETA until it is scheduled.';
  return null;
}

/** §4 Tag colours. */
export const TAG_COLORS: readonly TagColor[] = ['BLUE', 'GREEN', 'ORANGE', 'PINK', 'PURPLE', 'YELLOW'];

/** §4 Bulk ticket actions with the words the interface uses for them. */
export const BULK_ACTION_LABELS: Readonly<Record<BulkTicketAction, string>> = {
  SCHEDULE_TICKETS: 'Schedule',
  UNSCHEDULE_TICKETS: 'Unschedule',
  MARK_TICKETS_AS_DONE: 'Mark as done',
  CANCEL_TICKETS: 'Cancel',
  REQUEST_ESTIMATE: 'Request estimate',
  CANCEL_REQUEST_ESTIMATE: 'Cancel estimate request',
  CHANGE_OWNER: 'Change owner',
  CHANGE_PROJECT: 'Move to project',
  ARCHIVE_TICKETS: 'Archive',
  UNARCHIVE_TICKETS: 'Unarchive',
};

/** "1 ticket", "10 tickets". */
export const ticketsText = (count: number): string => (count === 1 ? '1 ticket' : `${count} tickets`);

/** Bulk actions that ask first (they take tickets out of the plan); their question for `count` tickets. */
export function bulkConfirmation(action: BulkTicketAction, count: number): { readonly title: string; readonly text: string; readonly action: string } | null {
  const tickets = ticketsText(count);
  switch (action) {
    case 'ARCHIVE_TICKETS':
      return { title: `Archive ${tickets}?`, text: 'Archived tickets leave the lists, searches and schedules. You can bring them back from the Archived view with Unarchive.', action: `Archive ${tickets}` };
    case 'CANCEL_TICKETS':
      return { title: `Cancel ${tickets}?`, text: 'Cancelled tickets are closed without being done and leave the schedule.', action: `Cancel ${tickets}` };
    default:
      return null;
  }
}

/** A three-point estimate in hours. */
export interface Estimate {
  readonly minimum: number;
  readonly likely: number;
  readonly maximum: number;
}

/** The PERT mean of a three-point estimate: (min + 4 × likely + max) / 6. */
export const pertMean = ({ minimum, likely, maximum }: Estimate): number => (minimum + 4 * likely + maximum) / 6;

/** Why an estimate cannot be kept, or null when it is sound. */
export function estimateProblem({ minimum, likely, maximum }: Estimate): string | null {
  if (![minimum, likely, maximum].every(Number.isFinite)) return 'Estimates are numbers of hours';
  if (minimum < 0) return 'Estimates cannot be negative';
  if (maximum > ESTIMATE_MAX_HOURS) return `Estimates are at most ${ESTIMATE_MAX_HOURS} hours`;
  if (!(minimum <= likely && likely <= maximum)) return 'Minimum ≤ most likely ≤ maximum';
  return null;
}

/** The longest single estimate accepted: a year of working hours. */
export const ESTIMATE_MAX_HOURS = 2000;

/** A person as work items show them. */
export interface Person {
  readonly id: string;
  readonly name: string;
  readonly status: RoleStatus;
  readonly avatarUrl?: string | null;
}

/** What the display state and health rules read of a ticket's workflow state. */
export interface StateFacts {
  readonly assignee: Pick<Person, 'status'> | null;
  readonly estimate: Estimate | null;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly done: boolean;
}

/** What the display state and health rules read of a ticket. */
export interface TicketFacts {
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  readonly states: readonly StateFacts[];
}

/**
 * The display state of a ticket. Precedence: Draft (not published) and Done (done or cancelled)
 * first; then InProgress when someone is working on a state; then what keeps it from being
 * scheduled: Unassigned (a state still to do has nobody), Unestimated (a state still to do has no
 * estimate); then Scheduled or, when everything is ready but it is not scheduled, Estimated.
 */
export function displayState(ticket: TicketFacts): DisplayState {
  if (ticket.publication === 'DRAFT') return 'Draft';
  if (ticket.status === 'DONE' || ticket.status === 'CANCELLED') return 'Done';
  const open = ticket.states.filter((state) => !state.done);
  if (open.some((state) => state.active)) return 'InProgress';
  if (open.some((state) => state.assignee === null)) return 'Unassigned';
  if (open.some((state) => state.estimate === null)) return 'Unestimated';
  return ticket.status === 'SCHEDULED' ? 'Scheduled' : 'Estimated';
}

/** A ticket's health: blocked when a state still to do is blocked, then a deactivated assignee. */
export function ticketHealth(ticket: TicketFacts): TicketHealth {
  const open = ticket.states.filter((state) => !state.done);
  if (open.some((state) => state.blocked)) return 'BLOCKED';
  if (open.some((state) => state.assignee?.status === 'DEACTIVATED')) return 'ASSIGNEE_DEACTIVATED';
  return 'OK';
}

/** Whether a ticket is ready to schedule: every state still to do has someone and an estimate. */
export const isReadyToSchedule = (ticket: TicketFacts): boolean => displayState(ticket) === 'Estimated';

/** Limits of the work model's text fields. */
export const WORK_LIMITS = {
  /** Names of projects, products, teams, workflows, states and tags (§9 name fields). */
  name: 128,
  title: 256,
  /** Descriptions of catalogue items (§9). */
  description: 2048,
  /** Ticket descriptions and project readmes: long-form rich text. */
  longText: 100_000,
  comment: 10_000,
  checklistItem: 512,
  note: 2048,
  /** States a workflow may have. */
  workflowStates: 30,
  /** Tickets one bulk action may touch. */
  bulk: 10_000,
  /** Tickets one page of moreTickets may carry. */
  page: 500,
  /** The search text of a list filter. */
  search: 1000,
  /** Values one list of a filter (projects, tags, statuses…) may hold. */
  filterList: 1000,
} as const;

/** Joiners, combining marks and skin tones: parts of the character before them, not characters of their own. */
const BEYOND_LATIN = /[^\u0000-\u02ff]/;
const JOINED = /\u200d\p{Extended_Pictographic}?|[\p{M}\u{1F3FB}-\u{1F3FF}]/gu;

/**
 * The length of a text as a person counts it: an emoji (👍🏽, 👨‍👩‍👧, ❤️) or a letter with its
 * accents is one character, not the two to eight UTF-16 units JavaScript counts.
 */
export function textLength(value: string): number {
  if (!BEYOND_LATIN.test(value)) return value.length;
  const base = value.replace(JOINED, '');
  let count = base.length;
  // The second half of a surrogate pair (an emoji, a rare script) is not a character of its own.
  for (let index = 0; index < base.length; index += 1) if ((base.charCodeAt(index) & 0xfc00) === 0xdc00) count -= 1;
  return count;
}

/** Whether a text is longer than `max` characters as textLength counts them (cheap for short texts). */
export const isTooLong = (value: string, max: number): boolean => value.length > max && textLength(value) > max;

/**
 * Checks a required text: trimmed, not empty, at most `max` characters. Answers the trimmed text,
 * or the message to show under the field.
 */
export function requiredText(value: unknown, label: string, max: number): { ok: true; value: string } | { ok: false; message: string } {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: `${label} is required` };
  const trimmed = value.trim();
  if (isTooLong(trimmed, max)) return { ok: false, message: `${label} must be at most ${max} characters` };
  return { ok: true, value: trimmed };
}

/** Checks an optional text: absent or empty becomes '', longer than `max` is refused. */
export function optionalText(value: unknown, label: string, max: number): { ok: true; value: string } | { ok: false; message: string } {
  if (value === undefined || value === null) return { ok: true, value: '' };
  if (typeof value !== 'string') return { ok: false, message: `${label} must be text` };
  if (isTooLong(value, max)) return { ok: false, message: `${label} must be at most ${max} characters` };
  return { ok: true, value };
}

/** A project of the tree, as the tree rules read it. */
export interface TreeNode {
  readonly id: string;
  readonly parentId: string | null;
}

/** The ids of a project and every project below it. */
export function subtreeIds(projects: readonly TreeNode[], rootId: string): ReadonlySet<string> {
  const children = new Map<string, string[]>();
  for (const project of projects) {
    if (project.parentId === null) continue;
    const list = children.get(project.parentId) ?? [];
    list.push(project.id);
    children.set(project.parentId, list);
  }
  const ids = new Set<string>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** Whether moving `projectId` under `newParentId` would put a project inside itself. */
export const wouldNestInItself = (projects: readonly TreeNode[], projectId: string, newParentId: string | null): boolean =>
  newParentId !== null && subtreeIds(projects, projectId).has(newParentId);

/** Whether making `ticketId` wait on `waitsOnId` closes a cycle, given who waits on whom. */
export function wouldCycle(waitsOn: ReadonlyMap<string, readonly string[]>, ticketId: string, waitsOnId: string): boolean {
  if (ticketId === waitsOnId) return true;
  // A cycle exists when ticketId is already reachable from waitsOnId.
  const seen = new Set<string>();
  const queue = [waitsOnId];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (id === ticketId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(waitsOn.get(id) ?? []));
  }
  return false;
}

/**
 * A text's key for sorting the way people read: case-insensitive, and numbers by value
 * ("Track 2" before "Track 10"), by padding every run of digits to the same width.
 */
export const naturalSortKey = (text: string): string => text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(16, '0'));
