/**
 * A support case (Issue) and the rules of its life: who may add what, and how it ends.
 * One state machine shared by the SPA and the local server.
 */
import { AUTO_RESOLVE_AUTHOR, AUTO_RESOLVE_MESSAGE } from '../shared/constants.ts';

export type IssueStatus = 'NEW' | 'PROCESSING' | 'RESOLVED';

export type IssueActionCategory =
  | 'AUTO_RESOLVED'
  | 'CHANGE_STATUS'
  | 'CLIENT_IMAGE'
  | 'CLIENT_MESSAGE'
  | 'SET_ASSIGNEE'
  | 'SET_TICKET'
  | 'SUPPORT_IMAGE'
  | 'SUPPORT_MESSAGE'
  | 'SUPPORT_NOTE';

export interface IssueActionAuthor {
  readonly id: string;
  readonly name: string;
  readonly avatarUrl: string | null;
}

export interface IssueAction {
  readonly id: string;
  readonly title: string | null;
  /** Text for message categories, an image URL for image categories. */
  readonly body: string;
  readonly category: IssueActionCategory;
  readonly createdAt: string;
  /** Absent (null) for the client's own actions. */
  readonly author: IssueActionAuthor | null;
}

export interface Issue {
  readonly id: string;
  readonly localId: number;
  readonly email: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly status: IssueStatus;
  readonly issueActions: readonly IssueAction[];
}

/** The author the auto-resolve job writes as. */
export const AUTO_RESOLVE_BOT: IssueActionAuthor = { id: 'twoweeks-bot', name: AUTO_RESOLVE_AUTHOR, avatarUrl: null };

const DAY_MS = 24 * 60 * 60 * 1000;

export type Event =
  | { readonly type: 'clientMessage'; readonly actionId: string; readonly at: string; readonly message: string }
  | { readonly type: 'clientImage'; readonly actionId: string; readonly at: string; readonly imageUrl: string }
  | { readonly type: 'supportMessage'; readonly actionId: string; readonly at: string; readonly message: string; readonly author: IssueActionAuthor }
  | { readonly type: 'supportImage'; readonly actionId: string; readonly at: string; readonly imageUrl: string; readonly author: IssueActionAuthor }
  | { readonly type: 'clientResolved'; readonly at: string }
  | { readonly type: 'inactivityCheck'; readonly actionId: string; readonly at: string; readonly afterDays: number }
  /** A member's internal note (SUPPORT_NOTE): never shown to the client. */
  | { readonly type: 'note'; readonly actionId: string; readonly at: string; readonly message: string; readonly author: IssueActionAuthor }
  /** A member assigns the case (SET_ASSIGNEE, body = the assignee's name) or clears it (null: body ''). */
  | { readonly type: 'setAssignee'; readonly actionId: string; readonly at: string; readonly assignee: string | null; readonly author: IssueActionAuthor }
  /** A member links a ticket (SET_TICKET, body = '#localId title') or unlinks it (null: body ''). */
  | { readonly type: 'setTicket'; readonly actionId: string; readonly at: string; readonly ticket: string | null; readonly author: IssueActionAuthor }
  /** A member changes the status (CHANGE_STATUS, body = the new status); a resolved case stays resolved. */
  | { readonly type: 'changeStatus'; readonly actionId: string; readonly at: string; readonly status: IssueStatus; readonly author: IssueActionAuthor };

/** Events of the support inbox's bookkeeping: they apply to a resolved case too. */
const MEMBER_BOOKKEEPING: ReadonlySet<Event['type']> = new Set(['note', 'setAssignee', 'setTicket']);

/** True once the case is resolved: no more messages, no reply form. */
export function isResolved(issue: Issue): boolean {
  return issue.status === 'RESOLVED';
}

/** When anyone last did something on the case. */
export function lastActivityAt(issue: Issue): number {
  let last = Date.parse(issue.createdAt);
  for (const action of issue.issueActions) last = Math.max(last, Date.parse(action.createdAt));
  return last;
}

function append(issue: Issue, action: IssueAction, status: IssueStatus = issue.status): Issue {
  return { ...issue, status, issueActions: [...issue.issueActions, action] };
}

/**
 * Applies an event to a case; an event that does not apply returns the same object. Resolving is
 * final (§4: the client is told it "cannot be undone"): a resolved case takes no messages from
 * either side and no change of status; members may still note, assign and link it.
 */
export function transition(issue: Issue, event: Event): Issue {
  if (isResolved(issue) && !MEMBER_BOOKKEEPING.has(event.type)) return issue;
  switch (event.type) {
    case 'clientMessage':
      return append(issue, { id: event.actionId, title: null, body: event.message, category: 'CLIENT_MESSAGE', createdAt: event.at, author: null });
    case 'clientImage':
      return append(issue, { id: event.actionId, title: null, body: event.imageUrl, category: 'CLIENT_IMAGE', createdAt: event.at, author: null });
    case 'supportMessage':
      return append(
        issue,
        { id: event.actionId, title: null, body: event.message, category: 'SUPPORT_MESSAGE', createdAt: event.at, author: event.author },
        'PROCESSING',
      );
    case 'supportImage':
      return append(
        issue,
        { id: event.actionId, title: null, body: event.imageUrl, category: 'SUPPORT_IMAGE', createdAt: event.at, author: event.author },
        'PROCESSING',
      );
    case 'clientResolved':
      return { ...issue, status: 'RESOLVED' };
    case 'inactivityCheck': {
      if (Date.parse(event.at) - lastActivityAt(issue) < event.afterDays * DAY_MS) return issue;
      return append(
        issue,
        { id: event.actionId, title: null, body: AUTO_RESOLVE_MESSAGE, category: 'AUTO_RESOLVED', createdAt: event.at, author: AUTO_RESOLVE_BOT },
        'RESOLVED',
      );
    }
    case 'note':
      return append(issue, { id: event.actionId, title: null, body: event.message, category: 'SUPPORT_NOTE', createdAt: event.at, author: event.author });
    case 'setAssignee':
      return append(issue, { id: event.actionId, title: null, body: event.assignee ?? '', category: 'SET_ASSIGNEE', createdAt: event.at, author: event.author });
    case 'setTicket':
      return append(issue, { id: event.actionId, title: null, body: event.ticket ?? '', category: 'SET_TICKET', createdAt: event.at, author: event.author });
    case 'changeStatus':
      if (event.status === issue.status) return issue;
      return append(issue, { id: event.actionId, title: null, body: event.status, category: 'CHANGE_STATUS', createdAt: event.at, author: event.author }, event.status);
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** When the case resolves itself if nobody does anything (null once resolved). */
export function autoResolveDueAt(issue: Issue, afterDays: number): number | null {
  return isResolved(issue) ? null : lastActivityAt(issue) + afterDays * DAY_MS;
}

const CLIENT_VISIBLE: ReadonlySet<IssueActionCategory> = new Set([
  'CLIENT_MESSAGE',
  'CLIENT_IMAGE',
  'SUPPORT_MESSAGE',
  'SUPPORT_IMAGE',
  'AUTO_RESOLVED',
]);

/** The case as its client may see it: internal notes, assignments and links left out. */
export function clientView(issue: Issue): Issue {
  const visible = issue.issueActions.filter((action) => CLIENT_VISIBLE.has(action.category));
  return visible.length === issue.issueActions.length ? issue : { ...issue, issueActions: visible };
}

/** The timeline's display kinds (specification §2, screen 1). */
export type TimelineKind = 'ClientMessage' | 'ClientImage' | 'SupportMessage' | 'SupportImage' | 'AutoResolved';

const KIND_BY_CATEGORY: Partial<Record<IssueActionCategory, TimelineKind>> = {
  CLIENT_MESSAGE: 'ClientMessage',
  CLIENT_IMAGE: 'ClientImage',
  SUPPORT_MESSAGE: 'SupportMessage',
  SUPPORT_IMAGE: 'SupportImage',
  AUTO_RESOLVED: 'AutoResolved',
};

export type TimelineItem =
  | { readonly kind: 'Request'; readonly id: string; readonly at: string; readonly lines: readonly string[] }
  | { readonly kind: TimelineKind; readonly id: string; readonly at: string; readonly body: string; readonly author: IssueActionAuthor | null };

/** The original request split by line, then each client-visible action in time order. */
export function timeline(issue: Issue): readonly TimelineItem[] {
  const actions = issue.issueActions
    .map((action, order) => ({ action, order, kind: KIND_BY_CATEGORY[action.category] }))
    .filter((entry): entry is typeof entry & { kind: TimelineKind } => entry.kind !== undefined)
    .sort((a, b) => Date.parse(a.action.createdAt) - Date.parse(b.action.createdAt) || a.order - b.order);
  return [
    { kind: 'Request', id: `${issue.id}-request`, at: issue.createdAt, lines: issue.description.split(/\r?\n/) },
    ...actions.map(({ action, kind }) => ({ kind, id: action.id, at: action.createdAt, body: action.body, author: action.author })),
  ];
}
