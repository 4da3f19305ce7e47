/**
 * The work model's records as the server holds them in memory (./work-store.ts keeps them, on the
 * database; ./work-rows.ts turns them into rows and back).
 */
import type { PriorityRule } from '../../src/domain/schedule/schedule.ts';
import type { NoteColor } from '../../src/domain/shared/palette.ts';
import type { ProcessingStatus } from '../../src/domain/shared/role.ts';
import type { ReportWidget } from '../../src/domain/reports/report.ts';
import type { WeekDay } from '../../src/domain/time/work-week.ts';
import type { DisplayState, Estimate, NoteType, PublicationStatus, ScheduleStatus, TagColor } from '../../src/domain/work/work.ts';

export interface StoredNote {
  readonly id: string;
  readonly type: NoteType;
  readonly body: string;
  /** The author's role id. */
  readonly authorId: string | null;
  readonly createdAt: string;
}

/**
 * A stretch of work on a ticket state: from when it started being worked (in progress, not
 * blocked, not done, on a ticket still open) to when that stopped; null while it goes on. ISO
 * instants. `assigneeId` is whose work it was: a new assignee starts a span of their own.
 */
export interface StoredWorkedSpan {
  readonly start: string;
  stop: string | null;
  readonly assigneeId: string;
}

/** A ticket's run through one state of its workflow (mutable: the store owns it). */
export interface StoredTicketState {
  readonly id: string;
  readonly workflowStateId: string;
  name: string;
  assigneeId: string | null;
  estimate: Estimate | null;
  splittable: boolean;
  active: boolean;
  blocked: boolean;
  done: boolean;
  /** When it was last marked done (the dashboard's previous work); absent while it is still to do. */
  doneAt?: string | null;
  /** Its worked spans, oldest first, at most one open (the last); absent on states stored before they were kept: none. */
  worked?: StoredWorkedSpan[];
  readonly notes: StoredNote[];
}

export interface StoredChecklistItem {
  readonly id: string;
  text: string;
  done: boolean;
}

export interface StoredReply {
  readonly id: string;
  readonly body: string;
  readonly authorId: string | null;
  readonly createdAt: string;
}

export interface StoredComment {
  readonly id: string;
  readonly body: string;
  readonly authorId: string | null;
  readonly createdAt: string;
  readonly replies: StoredReply[];
}

/** A ticket (mutable: every change goes through the work modules, which call `touch`). */
export interface StoredTicket {
  readonly id: string;
  /** The id as a number: the tie-breaker of every sort. */
  readonly seq: number;
  readonly organizationId: string;
  readonly localId: number;
  title: string;
  description: string;
  projectId: string | null;
  productId: string | null;
  workflowId: string | null;
  tagIds: string[];
  /** Role ids. */
  ownerId: string | null;
  watcherIds: string[];
  status: ScheduleStatus;
  publication: PublicationStatus;
  estimateRequested: boolean;
  readonly createdAt: string;
  scheduledAt: string | null;
  closedAt: string | null;
  /** The projected ETA (p80), written by the projection job; null when the ticket is not projected. */
  eta: string | null;
  /** The projected p50 beside it. */
  etaP50: string | null;
  /** Why a scheduled ticket got no ETA in the last projection; null when it got one or is not scheduled. */
  projectionProblem: string | null;
  dueDate: string | null;
  states: StoredTicketState[];
  readonly checklist: StoredChecklistItem[];
  readonly comments: StoredComment[];
  /** Derived, refreshed by `touch`: the display state, the lower-cased title and search text. */
  display: DisplayState;
  titleKey: string;
  searchText: string;
}

export interface StoredWorkProject {
  readonly id: string;
  readonly organizationId: string;
  name: string;
  parentId: string | null;
  ownerId: string | null;
  stage: 'PUBLISHED' | 'ARCHIVED';
  readme: string;
  readonly createdAt: string;
}

export interface StoredProduct {
  readonly id: string;
  name: string;
  description: string;
  readonly createdAt: string;
}

export interface StoredTeam {
  readonly id: string;
  name: string;
  description: string;
  memberIds: string[];
  readonly createdAt: string;
}

export interface StoredWorkflowState {
  readonly id: string;
  name: string;
}

export interface StoredWorkflow {
  readonly id: string;
  name: string;
  description: string;
  isDefault: boolean;
  states: StoredWorkflowState[];
  readonly createdAt: string;
}

export interface StoredTag {
  readonly id: string;
  name: string;
  color: TagColor;
}

/** A one-off blackout time (role ids; none: everyone). */
export interface StoredBlackout {
  readonly id: string;
  name: string;
  start: string;
  stop: string;
  roleIds: string[];
  readonly createdAt: string;
}

/** A recurring blackout time: weekdays, start and stop time of day in a time zone (role ids; none: everyone). */
export interface StoredRecurringBlackout {
  readonly id: string;
  name: string;
  weekdays: WeekDay[];
  startTime: string;
  stopTime: string;
  timeZone: string;
  roleIds: string[];
  readonly createdAt: string;
}

/** A report: a named grid of widgets (src/domain/reports/report.ts), saved whole. */
export interface StoredReport {
  readonly id: string;
  name: string;
  widgets: ReportWidget[];
  readonly createdAt: string;
  updatedAt: string;
}

/** A documentation site (src/domain/docs/page-tree.ts): its pages are in OrgWork.docPages. */
export interface StoredDocSite {
  readonly id: string;
  title: string;
  description: string;
  readonly createdAt: string;
  updatedAt: string;
}

/** A page of a site, or a standalone one (no site). */
export interface StoredDocPage {
  readonly id: string;
  readonly siteId: string | null;
  parentId: string | null;
  position: number;
  title: string;
  body: string;
  publication: 'DRAFT' | 'PUBLISHED';
  /** The author's role id. */
  readonly authorId: string | null;
  readonly createdAt: string;
  updatedAt: string;
}

/** A story: a narrative page linking tickets (their ids, in the order they were linked). */
export interface StoredStory {
  readonly id: string;
  title: string;
  body: string;
  ticketIds: string[];
  readonly authorId: string | null;
  readonly createdAt: string;
  updatedAt: string;
}

/**
 * A person's own note (src/domain/notes/note.ts), private to its author (mutable: the notes module
 * owns it). `position` is its place on its author's board: 0, 1, 2… with no gap.
 */
export interface StoredPersonalNote {
  readonly id: string;
  /** The author's role id. */
  readonly roleId: string;
  position: number;
  text: string;
  color: NoteColor;
  readonly createdAt: string;
  updatedAt: string;
}

/** Where an organization's projections stand (§4 ProcessingStatus). */
export interface StoredProjection {
  readonly status: ProcessingStatus;
  /** Why the last run failed (FAILED). */
  readonly failure: string | null;
  /** When the ETAs in the store were projected; null before the first run. */
  readonly projectedAt: string | null;
}

/** One to-do of a person's list (mutable: the list owns it). */
export interface StoredTodo {
  readonly id: string;
  text: string;
  done: boolean;
  readonly createdAt: string;
}

/** Everything of one organization. */
export interface OrgWork {
  readonly organizationId: string;
  readonly tickets: Map<string, StoredTicket>;
  /** Every ticket in creation order (ids ascending). */
  readonly ticketList: StoredTicket[];
  nextLocalId: number;
  readonly projects: Map<string, StoredWorkProject>;
  readonly products: Map<string, StoredProduct>;
  readonly teams: Map<string, StoredTeam>;
  readonly workflows: Map<string, StoredWorkflow>;
  readonly tags: Map<string, StoredTag>;
  /** Ticket id -> the ticket ids it waits on. */
  readonly waitsOn: Map<string, string[]>;
  /** Ticket id -> the ticket ids waiting on it. */
  readonly waitedOnBy: Map<string, Set<string>>;
  /** Role id -> favourite ticket ids. */
  readonly favorites: Map<string, Set<string>>;
  /** Role id -> pinned project ids, in pin order. */
  readonly pins: Map<string, string[]>;
  /** Role id -> that person's to-dos, in their order. */
  readonly todos: Map<string, StoredTodo[]>;
  /** Bumped by every ticket change: memoized counts compare it. */
  version: number;
  /** One-off blackout times, by id. */
  readonly blackouts: Map<string, StoredBlackout>;
  /** Recurring blackout times, by id. */
  readonly recurringBlackouts: Map<string, StoredRecurringBlackout>;
  /** Reports, by id. */
  readonly reports: Map<string, StoredReport>;
  /** Documentation sites, by id. */
  readonly docSites: Map<string, StoredDocSite>;
  /** Pages of sites and standalone pages, by id. */
  readonly docPages: Map<string, StoredDocPage>;
  /** Stories, by id. */
  readonly stories: Map<string, StoredStory>;
  /** Every person's notes, by id (each person reads only their own). */
  readonly notes: Map<string, StoredPersonalNote>;
  /** The schedule's priority rules, most urgent first. */
  priorities: PriorityRule[];
  /** The projection job's state. */
  projection: StoredProjection;
  /** The last projection's plan at PERT means: ticket state id -> the pieces it is worked in. */
  plan: Map<string, readonly (readonly [string, string])[]>;
  /** Ticket ids changed since the work was last written to the database (`touch` adds them). */
  readonly unsaved: Set<string>;
  /** Whether a projection's answers (ETAs, plan) changed since they were last written. */
  projectedChanged: boolean;
}
