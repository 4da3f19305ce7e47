/**
 * The support inbox's rules, shared by the SPA and the server: its filter (and how it lives in the
 * URL), what makes a case unread for a member, the text search, and the members' timeline (the
 * client's timeline plus the internal actions).
 */
import { timeline, type Issue, type IssueActionAuthor, type IssueStatus, type TimelineItem } from './issue.ts';

export const ISSUE_STATUSES: readonly IssueStatus[] = ['NEW', 'PROCESSING', 'RESOLVED'];

/** How a status reads in the inbox. */
export const ISSUE_STATUS_LABELS: Readonly<Record<IssueStatus, string>> = { NEW: 'New', PROCESSING: 'Processing', RESOLVED: 'Resolved' };

/** The inbox's texts. */
export const INBOX_TEXTS = {
  pageTitle: 'Support',
  noteLabel: 'Internal note, not shown to the client',
  unreadLabel: 'Unread',
  emptyTitle: 'No support cases',
  emptyFiltered: 'No case matches these filters.',
  emptyInbox: 'When a client writes to support, their case appears here.',
  replySent: 'Reply sent',
  noteAdded: 'Note added',
  resolvedNoReply: 'This case is resolved and takes no more replies; internal notes can still be added.',
  /** Said when a change would reopen a resolved case (the server's refusal, word for word). */
  resolvedFinal: 'This case is resolved, and resolving cannot be undone',
  /** Said when a reply or an image goes to a resolved case (the server's refusal, word for word). */
  resolvedRefusesReplies: 'This case is resolved: it takes no more replies',
  replyEmpty: 'Write a message or attach an image.',
  noteEmpty: 'Write a note.',
  messageMax: 2048,
} as const;

/** Who a list is narrowed to: anyone, the caller, nobody, or one member (a role id). */
export type AssigneeFilter = 'any' | 'me' | 'unassigned' | { readonly roleId: string };

/** The inbox list's filter. */
export interface InboxFilter {
  /** null: every status. */
  readonly status: IssueStatus | null;
  readonly assignee: AssigneeFilter;
  readonly unreadOnly: boolean;
  /** Words looked for in the client's name, email and description. */
  readonly text: string;
}

export const DEFAULT_INBOX_FILTER: InboxFilter = { status: null, assignee: 'any', unreadOnly: false, text: '' };

const isStatus = (value: string | null): value is IssueStatus => value !== null && (ISSUE_STATUSES as readonly string[]).includes(value);

/** The filter a list URL's query string holds; unknown values fall back to the defaults. */
export function inboxFilterFromSearch(search: string): InboxFilter {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const assignee = params.get('assignee');
  return {
    status: isStatus(status) ? status : null,
    assignee: assignee === 'me' || assignee === 'unassigned' ? assignee : assignee && /^[\w-]{1,64}$/.test(assignee) ? { roleId: assignee } : 'any',
    unreadOnly: params.get('unread') === '1',
    text: (params.get('q') ?? '').slice(0, 256),
  };
}

/**
 * The filter with its assignee checked against the organization's members, once they are known: a
 * role id that is not one of them (a stale or made-up link) is dropped, so the list shows everyone's
 * cases instead of none. Before the members are known (null) the filter is kept as it is.
 */
export function withKnownAssignee(filter: InboxFilter, memberIds: readonly string[] | null): InboxFilter {
  if (memberIds === null || typeof filter.assignee === 'string') return filter;
  return memberIds.includes(filter.assignee.roleId) ? filter : { ...filter, assignee: 'any' };
}

/** The query string of a filter ('' for the defaults), so a filtered list can be linked and reloaded. */
export function inboxFilterToSearch(filter: InboxFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.assignee !== 'any') params.set('assignee', typeof filter.assignee === 'string' ? filter.assignee : filter.assignee.roleId);
  if (filter.unreadOnly) params.set('unread', '1');
  if (filter.text.trim() !== '') params.set('q', filter.text.trim());
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The assignee filter as the API takes it: a role id, 'me', 'unassigned', or null for anyone. */
export function assigneeParam(filter: AssigneeFilter): string | null {
  if (filter === 'any') return null;
  return typeof filter === 'string' ? filter : filter.roleId;
}

/** When the client last did something on the case: wrote, sent an image, or opened it. */
export function lastClientActivityAt(issue: Issue): number {
  let last = Date.parse(issue.createdAt);
  for (const action of issue.issueActions) {
    if (action.category === 'CLIENT_MESSAGE' || action.category === 'CLIENT_IMAGE') last = Math.max(last, Date.parse(action.createdAt));
  }
  return last;
}

/** A case is unread for a member who never opened it, or when the client did something since. */
export function isUnread(issue: Issue, lastReadAt: string | null): boolean {
  return lastReadAt === null || lastClientActivityAt(issue) > Date.parse(lastReadAt);
}

/** Whether every word of a search appears in the client's name, email or description (case-insensitive). */
export function matchesText(issue: Pick<Issue, 'name' | 'email' | 'description'>, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = `${issue.name}\n${issue.email}\n${issue.description}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** An internal entry of the members' timeline. */
export type InternalItem =
  | { readonly kind: 'SupportNote'; readonly id: string; readonly at: string; readonly body: string; readonly author: IssueActionAuthor | null }
  | { readonly kind: 'SetAssignee' | 'SetTicket' | 'ChangeStatus'; readonly id: string; readonly at: string; readonly text: string; readonly author: IssueActionAuthor | null };

export type InboxTimelineItem = TimelineItem | InternalItem;

/** What a bookkeeping action says, in a sentence (the author's name comes first; who assigns themselves takes the case). */
function bookkeepingText(category: 'SET_ASSIGNEE' | 'SET_TICKET' | 'CHANGE_STATUS', body: string, author: IssueActionAuthor | null): string {
  switch (category) {
    case 'SET_ASSIGNEE':
      if (body === '') return 'unassigned the case';
      return author !== null && author.name === body ? 'took the case' : `assigned the case to ${body}`;
    case 'SET_TICKET':
      return body === '' ? 'unlinked the ticket' : `linked ticket ${body}`;
    case 'CHANGE_STATUS':
      return `changed the status to ${isStatus(body) ? ISSUE_STATUS_LABELS[body] : body}`;
  }
}

/** The members' timeline: the client's timeline, with notes and bookkeeping in time order. */
export function inboxTimeline(issue: Issue): readonly InboxTimelineItem[] {
  const internal: InternalItem[] = [];
  // A reply moves a case that is not in Processing there without an action of its own: the
  // members' timeline says so (never the client's), right after the reply.
  let status: IssueStatus = 'NEW';
  // Each implied line ranks right after its reply.
  const order = new Map(issue.issueActions.map((action, index) => [action.id, index]));
  for (const [index, action] of issue.issueActions.entries()) {
    const base = { id: action.id, at: action.createdAt, author: action.author };
    if (action.category === 'CHANGE_STATUS' && isStatus(action.body)) status = action.body;
    else if (action.category === 'AUTO_RESOLVED') status = 'RESOLVED';
    else if ((action.category === 'SUPPORT_MESSAGE' || action.category === 'SUPPORT_IMAGE') && status !== 'PROCESSING') {
      status = 'PROCESSING';
      const item: InternalItem = { ...base, id: `${action.id}-status`, kind: 'ChangeStatus', text: `replied, so the case moved to ${ISSUE_STATUS_LABELS.PROCESSING}` };
      internal.push(item);
      order.set(item.id, index + 0.5);
    }
    if (action.category === 'SUPPORT_NOTE') internal.push({ ...base, kind: 'SupportNote', body: action.body });
    else if (action.category === 'SET_ASSIGNEE') internal.push({ ...base, kind: 'SetAssignee', text: bookkeepingText(action.category, action.body, action.author) });
    else if (action.category === 'SET_TICKET') internal.push({ ...base, kind: 'SetTicket', text: bookkeepingText(action.category, action.body, action.author) });
    else if (action.category === 'CHANGE_STATUS') internal.push({ ...base, kind: 'ChangeStatus', text: bookkeepingText(action.category, action.body, action.author) });
  }
  const [request, ...client] = timeline(issue);
  const rank = (item: InboxTimelineItem) => order.get(item.id) ?? -1;
  const rest = [...client, ...internal].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a) - rank(b));
  return [request!, ...rest];
}

/** A note must say something, within the message limit; answers the trimmed text or the message to show. */
export function checkNote(value: unknown): { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string } {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: 'A note needs some text' };
  const trimmed = value.trim();
  if (trimmed.length > INBOX_TEXTS.messageMax) return { ok: false, message: `A note can be at most ${INBOX_TEXTS.messageMax} characters` };
  return { ok: true, value: trimmed };
}

/** A member of the organization, as a case shows its assignee (the same shape as an action's author). */
export type SupportMember = IssueActionAuthor;

/** The ticket a case is linked to. */
export interface SupportTicketLink {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
}

/** A case as a row of the inbox list. */
export interface InboxRow extends Omit<Issue, 'issueActions'> {
  readonly assignee: SupportMember | null;
  readonly ticket: SupportTicketLink | null;
  readonly unread: boolean;
  readonly lastActivityAt: string;
}

/** A case as its page shows it: every action, internal ones included. */
export interface InboxCase extends InboxRow {
  readonly issueActions: Issue['issueActions'];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isMember(value: unknown): boolean {
  return value === null || (isObject(value) && isString(value['id']) && isString(value['name']) && (value['avatarUrl'] === null || isString(value['avatarUrl'])));
}

function isTicketLink(value: unknown): boolean {
  return value === null || (isObject(value) && isString(value['id']) && typeof value['localId'] === 'number' && isString(value['title']));
}

/** Whether a payload is an inbox row (validation at the edge). */
export function isInboxRow(value: unknown): value is InboxRow {
  return (
    isObject(value) &&
    ['id', 'email', 'name', 'description', 'createdAt', 'lastActivityAt'].every((key) => isString(value[key])) &&
    typeof value['localId'] === 'number' &&
    isStatus(isString(value['status']) ? value['status'] : null) &&
    typeof value['unread'] === 'boolean' &&
    isMember(value['assignee']) &&
    isTicketLink(value['ticket'])
  );
}

const CATEGORIES = new Set(['AUTO_RESOLVED', 'CHANGE_STATUS', 'CLIENT_IMAGE', 'CLIENT_MESSAGE', 'SET_ASSIGNEE', 'SET_TICKET', 'SUPPORT_IMAGE', 'SUPPORT_MESSAGE', 'SUPPORT_NOTE']);

function isAction(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value['id']) &&
    isString(value['body']) &&
    isString(value['createdAt']) &&
    CATEGORIES.has(value['category'] as string) &&
    (value['title'] === null || isString(value['title'])) &&
    isMember(value['author'])
  );
}

/** Whether a payload is a whole inbox case. */
export function isInboxCase(value: unknown): value is InboxCase {
  return isInboxRow(value) && Array.isArray((value as unknown as Record<string, unknown>)['issueActions']) && ((value as unknown as InboxCase).issueActions as unknown[]).every(isAction);
}

/** A member the case can be assigned to: accepted, and not a visitor (they only read). */
export function assignable(members: readonly (SupportMember & { readonly type: string })[]): readonly SupportMember[] {
  return members.filter((member) => member.type !== 'VISITOR').map(({ id, name, avatarUrl }) => ({ id, name, avatarUrl }));
}
