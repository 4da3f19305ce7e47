/**
 * Tickets as the tickets pages read them (a list row, the full ticket, the pick lists of the forms,
 * a bulk result), and the checks that a payload has that shape before it enters the app.
 */
import { ROLE_STATUSES, ROLE_TYPES, type RoleStatus, type RoleType } from '../shared/role.ts';
import { DISPLAY_STATES, TAG_COLORS, type DisplayState, type Estimate, type NoteType, type PublicationStatus, type ScheduleStatus, type TagColor, type TicketHealth } from './work.ts';

/** A person as tickets show them. */
export interface TicketPerson {
  readonly id: string;
  readonly name: string;
  readonly status: RoleStatus;
  readonly avatarUrl: string | null;
}

export interface TicketTag {
  readonly id: string;
  readonly name: string;
  readonly color: TagColor;
}

export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

/** What a ticket list shows of a ticket. */
export interface TicketRow {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly displayState: DisplayState;
  readonly health: TicketHealth;
  readonly status: ScheduleStatus;
  readonly publication: PublicationStatus;
  readonly createdAt: string;
  /** The projected ETA (p80); null when the ticket is not projected. */
  readonly eta: string | null;
  /** The organization is being projected: the ETA may be about to change. */
  readonly projectionPending: boolean;
  readonly favorite: boolean;
  readonly project: NamedRef | null;
  readonly tags: readonly TicketTag[];
  readonly states: readonly { readonly id: string; readonly assignee: TicketPerson | null }[];
}

/** Another ticket, as a dependency shows it. */
export interface TicketLinkView {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly displayState: DisplayState;
}

export interface StateNoteView {
  readonly id: string;
  readonly type: NoteType;
  readonly body: string;
  readonly createdAt: string;
  readonly author: TicketPerson | null;
}

/** A ticket's run through one state of its workflow. */
export interface TicketStateView {
  readonly id: string;
  readonly workflowStateId: string;
  readonly name: string;
  readonly assignee: TicketPerson | null;
  readonly estimate: Estimate | null;
  readonly splittable: boolean;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly done: boolean;
  readonly notes: readonly StateNoteView[];
}

export interface ChecklistItemView {
  readonly id: string;
  readonly text: string;
  readonly done: boolean;
}

export interface ReplyView {
  readonly id: string;
  readonly body: string;
  readonly createdAt: string;
  readonly author: TicketPerson | null;
}

export interface CommentView extends ReplyView {
  readonly replies: readonly ReplyView[];
}

/** Everything the ticket page shows. */
export interface TicketDetail extends Omit<TicketRow, 'states'> {
  readonly description: string;
  readonly estimateRequested: boolean;
  readonly scheduledAt: string | null;
  readonly closedAt: string | null;
  /** The p50 beside the projected ETA (p80). */
  readonly etaP50: string | null;
  /** Why a scheduled ticket has no ETA. */
  readonly projectionProblem: string | null;
  readonly dueDate: string | null;
  readonly product: NamedRef | null;
  readonly workflow: NamedRef | null;
  readonly owner: TicketPerson | null;
  /** People told of changes. */
  readonly watchers: readonly TicketPerson[];
  readonly states: readonly TicketStateView[];
  readonly checklist: readonly ChecklistItemView[];
  readonly comments: readonly CommentView[];
  readonly waitingOn: readonly TicketLinkView[];
  readonly blocking: readonly TicketLinkView[];
}

/** A project as the pickers list it. */
export interface PickProject {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
  readonly stage: PublicationStatus;
}

export interface PickWorkflow {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly states: readonly NamedRef[];
}

/** What the ticket forms choose from. */
export interface PickLists {
  readonly projects: readonly PickProject[];
  readonly products: readonly NamedRef[];
  readonly workflows: readonly PickWorkflow[];
  readonly tags: readonly TicketTag[];
  /** Accepted people of the organization. */
  readonly people: readonly PickPerson[];
}

/** A person the forms choose from: with their role type, since visitors read only. */
export interface PickPerson extends TicketPerson {
  readonly type: RoleType;
}

/** The people who may be given work (a state's assignee, a ticket's owner): accepted, not visitors. */
export function assignablePeople(people: readonly PickPerson[]): readonly PickPerson[] {
  return people.filter((person) => person.status === 'ACCEPTED' && person.type !== 'VISITOR');
}

export interface BulkSkip {
  readonly ticketId: string;
  readonly reason: string;
}

/** What a bulk action did. */
export interface BulkResult {
  readonly updated: readonly TicketRow[];
  readonly skipped: readonly BulkSkip[];
}

/** The people assigned to a ticket's states, each once, in state order. */
export function assigneesOf(ticket: Pick<TicketRow, 'states'>): readonly TicketPerson[] {
  const seen = new Map<string, TicketPerson>();
  for (const state of ticket.states) if (state.assignee && !seen.has(state.assignee.id)) seen.set(state.assignee.id, state.assignee);
  return [...seen.values()];
}

/** The row a full ticket shows in a list. */
export function rowOf(ticket: TicketDetail | TicketRow): TicketRow {
  const { id, localId, title, displayState, health, status, publication, createdAt, eta, projectionPending, favorite, project, tags, states } = ticket;
  return { id, localId, title, displayState, health, status, publication, createdAt, eta, projectionPending, favorite, project, tags, states: states.map((s) => ({ id: s.id, assignee: s.assignee })) };
}

// Shape checks: small, strict about what the pages read, tolerant of extra fields.
type Check = (value: unknown) => boolean;
const obj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str: Check = (value) => typeof value === 'string';
const num: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const bool: Check = (value) => typeof value === 'boolean';
const nullable = (check: Check): Check => (value) => value === null || check(value);
const oneOf = (values: readonly string[]): Check => (value) => typeof value === 'string' && values.includes(value);
const list = (check: Check): Check => (value) => Array.isArray(value) && value.every(check);
const shape = (fields: Readonly<Record<string, Check>>): Check => (value) => obj(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

const SCHEDULE_STATUSES = ['UNSCHEDULED', 'SCHEDULED', 'DONE', 'CANCELLED'];
const PUBLICATIONS = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'DELETED'];
const HEALTHS = ['OK', 'BLOCKED', 'ASSIGNEE_DEACTIVATED'];
const NOTE_TYPES = ['STATE_NOTE', 'BLOCK_NOTE', 'UNBLOCK_NOTE', 'CLOSE_NOTE'];

const isPerson = shape({ id: str, name: str, status: oneOf(ROLE_STATUSES), avatarUrl: nullable(str) });
const isRef = shape({ id: str, name: str });
const isTag = shape({ id: str, name: str, color: oneOf(TAG_COLORS) });
const isLink = shape({ id: str, localId: num, title: str, displayState: oneOf(DISPLAY_STATES) });
const rowFields = {
  id: str,
  localId: num,
  title: str,
  displayState: oneOf(DISPLAY_STATES),
  health: oneOf(HEALTHS),
  status: oneOf(SCHEDULE_STATUSES),
  publication: oneOf(PUBLICATIONS),
  createdAt: str,
  eta: nullable(str),
  projectionPending: bool,
  favorite: bool,
  project: nullable(isRef),
  tags: list(isTag),
};
const isEstimate = shape({ minimum: num, likely: num, maximum: num });
const isNote = shape({ id: str, type: oneOf(NOTE_TYPES), body: str, createdAt: str, author: nullable(isPerson) });
const isState = shape({
  id: str,
  workflowStateId: str,
  name: str,
  assignee: nullable(isPerson),
  estimate: nullable(isEstimate),
  splittable: bool,
  active: bool,
  blocked: bool,
  done: bool,
  notes: list(isNote),
});
const isReply = shape({ id: str, body: str, createdAt: str, author: nullable(isPerson) });

/** Whether a payload is a list row. */
export const isTicketRow: Check = shape({ ...rowFields, states: list(shape({ id: str, assignee: nullable(isPerson) })) });

/** Whether a payload is a full ticket. */
export const isTicketDetail: Check = shape({
  ...rowFields,
  description: str,
  estimateRequested: bool,
  scheduledAt: nullable(str),
  closedAt: nullable(str),
  etaP50: nullable(str),
  projectionProblem: nullable(str),
  dueDate: nullable(str),
  product: nullable(isRef),
  workflow: nullable(isRef),
  owner: nullable(isPerson),
  watchers: list(isPerson),
  states: list(isState),
  checklist: list(shape({ id: str, text: str, done: bool })),
  comments: list((value) => isReply(value) && obj(value) && list(isReply)(value['replies'])),
  waitingOn: list(isLink),
  blocking: list(isLink),
});

/** Whether a payload is a page of moreTickets. */
export const isTicketConnection: Check = shape({
  totalCount: num,
  pageInfo: shape({ endCursor: nullable(str), hasNextPage: bool }),
  nodes: list(isTicketRow),
});

/** Whether a payload holds the pick lists. */
export const isPickLists: Check = shape({
  projects: list(shape({ id: str, name: str, parentId: nullable(str), stage: oneOf(PUBLICATIONS) })),
  products: list(isRef),
  workflows: list(shape({ id: str, name: str, isDefault: bool, states: list(isRef) })),
  tags: list(isTag),
  people: list(shape({ id: str, name: str, status: oneOf(ROLE_STATUSES), avatarUrl: nullable(str), type: oneOf(ROLE_TYPES) })),
});

/** Whether a payload is a bulk result. */
export const isBulkResult: Check = shape({ updated: list(isTicketRow), skipped: list(shape({ ticketId: str, reason: str })) });

/** The display states in the order lists group them (re-exported for the pages' chips). */
export const DISPLAY_STATE_ORDER: readonly DisplayState[] = DISPLAY_STATES;
