/**
 * The support inbox on the server: the cases of the caller's organization (the `organization`
 * header, an accepted role), only while its `support` flag is on. Members reply (the client is
 * emailed their link), note, assign, link a ticket and change the status; VISITOR roles read and
 * mark read only. Every change of the case goes through the domain's issue machine.
 */
import { randomUUID } from 'node:crypto';
import { FEATURE_FLAG_DEFAULTS } from '../../src/domain/shared/constants.ts';
import { lastActivityAt, transition, type Event, type Issue, type IssueActionAuthor, type IssueStatus } from '../../src/domain/support/issue.ts';
import { checkNote, INBOX_TEXTS, isUnread, ISSUE_STATUSES, matchesText } from '../../src/domain/support/support-inbox.ts';
import { validateSupportReply } from '../../src/domain/validation/validate.ts';
import { isAdministrator } from '../../src/domain/accounts/session.ts';
import type { StoredMembership } from '../store/account-store.ts';
import { flagsOf } from '../accounts/organizations.ts';
import type { RequestContext } from '../shared/request-context.ts';
import { invalid, iso, userError } from '../shared/errors.ts';
import { supportCaseLink } from '../shared/http.ts';
import type { StoredCase } from '../store/store.ts';
import type { StoredTicket } from '../store/work-store.ts';
import { uploadKeyOf, uploadPathOf } from '../../src/domain/shared/uploaded-image.ts';
import { callerScope, requireWrite, type Scope } from '../work/scope.ts';

type Input = Readonly<Record<string, unknown>>;
type FlagName = keyof typeof FEATURE_FLAG_DEFAULTS;

export const INBOX_OFF_MESSAGE = 'The support inbox is not turned on for this organization';
export const CASE_NOT_FOUND_MESSAGE = 'This support case does not exist';
const PAGE_DEFAULT = 50;
const PAGE_MAX = 200;

/** The areas an organization may turn on today (documentation is not built yet). */
const SWITCHABLE: ReadonlySet<string> = new Set<FlagName>(['support', 'report']);

/** Turns a flag on or off for the caller's organization (OWNER and ADMIN). */
export async function setFeatureFlag(context: RequestContext, input: Input): Promise<void> {
  const scope = await callerScope(context);
  if (!isAdministrator(scope.role.type)) throw userError('Only owners and administrators can turn areas on or off', 'FORBIDDEN');
  const { flag, enabled } = input;
  if (typeof flag !== 'string' || !SWITCHABLE.has(flag)) throw userError('This area cannot be turned on yet', 'BAD_USER_INPUT', { field: 'flag' });
  if (typeof enabled !== 'boolean') throw userError('Say whether the area is on or off', 'BAD_USER_INPUT', { field: 'enabled' });
  const organization = (await context.store.accounts.organization(scope.organizationId))!;
  await context.store.accounts.putOrganization({ ...organization, featureFlags: { ...organization.featureFlags, [flag]: enabled } });
}

/** The caller's scope in the inbox: an accepted member of an organization whose support flag is on. */
async function inboxScope(context: RequestContext): Promise<Scope> {
  const scope = await callerScope(context);
  if (!flagsOf(await context.store.accounts.organization(scope.organizationId)).support) throw userError(INBOX_OFF_MESSAGE, 'FORBIDDEN');
  return scope;
}

/** A case of the caller's organization; any other id reads as a case that does not exist. */
async function caseOf(context: RequestContext, scope: Scope, issueId: unknown): Promise<StoredCase | null> {
  const stored = typeof issueId === 'string' ? await context.store.caseById(issueId) : undefined;
  return stored && stored.organizationId === scope.organizationId ? stored : null;
}

/** caseOf, or the "does not exist" refusal. */
async function caseIn(context: RequestContext, scope: Scope, issueId: unknown): Promise<StoredCase> {
  const stored = await caseOf(context, scope, issueId);
  if (!stored) throw userError(CASE_NOT_FOUND_MESSAGE, 'NOT_FOUND');
  return stored;
}

const authorOf = (role: StoredMembership): IssueActionAuthor => ({ id: role.id, name: role.name, avatarUrl: role.avatarUrl ?? null });

/**
 * A case as the inbox answers it, for the caller. The assignee and the ticket are the stored
 * membership and ticket themselves: the Role and Ticket field resolvers read them like anywhere else.
 */
function view(scope: Scope, stored: StoredCase) {
  const assignee: StoredMembership | null = (stored.assigneeRoleId ? scope.roleById(stored.assigneeRoleId) : undefined) ?? null;
  const ticket: StoredTicket | null = (stored.ticketId ? scope.work.tickets.get(stored.ticketId) : undefined) ?? null;
  return {
    ...stored.issue,
    assignee,
    ticket,
    unread: isUnread(stored.issue, stored.readBy?.[scope.role.id] ?? null),
    lastActivityAt: iso(lastActivityAt(stored.issue)),
  };
}

export type InboxCase = ReturnType<typeof view>;

export const AUTO_RESOLVE_DAYS_MAX = 365;

/** The organization's support settings, for its members (the flag must be on). */
export async function supportSettings(context: RequestContext) {
  const scope = await inboxScope(context);
  return { autoResolveAfterDays: (await context.store.accounts.organization(scope.organizationId))!.autoResolveAfterDays ?? context.config.autoResolveAfterDays };
}

/** Changes the support settings (OWNER and ADMIN). */
export async function updateSupportSettings(context: RequestContext, input: Input) {
  const scope = await inboxScope(context);
  if (!isAdministrator(scope.role.type)) throw userError('Only owners and administrators can change the support settings', 'FORBIDDEN');
  const days = input['autoResolveAfterDays'];
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > AUTO_RESOLVE_DAYS_MAX) {
    throw userError(`Cases resolve themselves after 1 to ${AUTO_RESOLVE_DAYS_MAX} days`, 'BAD_USER_INPUT', { field: 'autoResolveAfterDays' });
  }
  const organization = (await context.store.accounts.organization(scope.organizationId))!;
  await context.store.accounts.putOrganization({ ...organization, autoResolveAfterDays: days });
  return { autoResolveAfterDays: days };
}

/** The inbox operations; each takes the request's context. */
export function createInbox() {
  /** Applies member events to a case, in order; refuses (changing nothing) when one does not apply. */
  async function apply(context: RequestContext, stored: StoredCase, events: readonly Event[]): Promise<Issue> {
    let issue = stored.issue;
    for (const event of events) {
      const next = transition(issue, event);
      if (next === issue) throw userError(event.type === 'changeStatus' ? INBOX_TEXTS.resolvedFinal : INBOX_TEXTS.resolvedRefusesReplies, 'CASE_RESOLVED');
      issue = next;
    }
    await context.store.replaceIssue(issue);
    return issue;
  }

  /** A change by a member who may write, to a case of their organization. */
  async function writable(context: RequestContext, issueId: unknown): Promise<{ scope: Scope; stored: StoredCase; at: string; author: IssueActionAuthor }> {
    const scope = await inboxScope(context);
    const stored = await caseIn(context, scope, issueId);
    requireWrite(scope);
    return { scope, stored, at: iso(context.clock.now()), author: authorOf(scope.role) };
  }

  const fresh = async (context: RequestContext, scope: Scope, id: string) => view(scope, (await context.store.caseById(id))!);

  return {
    /** The organization's cases, latest activity first, filtered and paged. */
    async list(context: RequestContext, args: Input) {
      const scope = await inboxScope(context);
      const filter = (args['filter'] ?? {}) as Input;
      const statuses = Array.isArray(filter['statuses']) && filter['statuses'].length > 0 ? new Set(filter['statuses'] as IssueStatus[]) : null;
      const assignee = typeof filter['assignee'] === 'string' && filter['assignee'] !== '' ? filter['assignee'] : null;
      const wanted = assignee === 'me' ? scope.role.id : assignee;
      const text = typeof filter['text'] === 'string' ? filter['text'].slice(0, 256) : '';
      const first = typeof args['first'] === 'number' ? args['first'] : PAGE_DEFAULT;
      if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw userError(`first must be between 1 and ${PAGE_MAX}`, 'BAD_USER_INPUT', { field: 'first' });
      const offset = args['after'] === undefined || args['after'] === null ? 0 : Number(args['after']);
      if (!Number.isInteger(offset) || offset < 0) throw userError('after must be the endCursor of a previous page', 'BAD_USER_INPUT', { field: 'after' });
      const all = (await context.store.casesIn(scope.organizationId))
        .filter((stored) => !statuses || statuses.has(stored.issue.status))
        .filter((stored) => wanted === null || (wanted === 'unassigned' ? !stored.assigneeRoleId : stored.assigneeRoleId === wanted))
        .filter((stored) => matchesText(stored.issue, text))
        .map((stored) => view(scope, stored))
        .filter((found) => filter['unread'] !== true || found.unread)
        .sort((a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt) || Number(b.id) - Number(a.id));
      const nodes = all.slice(offset, offset + first);
      const end = offset + nodes.length;
      // A cursor is how many cases come before the next one: an edge's cursor continues after its case.
      const edges = nodes.map((node, index) => ({ cursor: String(offset + index + 1), node }));
      return { totalCount: all.length, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: end < all.length }, edges, nodes };
    },

    /** One case with every action; null when it is not a case of the organization. */
    async get(context: RequestContext, issueId: unknown): Promise<InboxCase | null> {
      const scope = await inboxScope(context);
      const stored = await caseOf(context, scope, issueId);
      return stored ? view(scope, stored) : null;
    },

    /** Replies with a message and/or an image; the client is emailed their link with the reply. */
    async reply(context: RequestContext, issueId: unknown, input: Input, origin: string): Promise<InboxCase> {
      const { scope, stored, at, author } = await writable(context, issueId);
      const checked = validateSupportReply(input);
      if (!checked.ok) throw invalid(checked.errors);
      const { message, imageUrl } = checked.value;
      if (imageUrl !== undefined) {
        const key = uploadKeyOf(imageUrl);
        const upload = key === null ? undefined : await context.store.upload(key);
        if (!upload || upload.issueId !== stored.issue.id) throw userError('That image was not uploaded to this case', 'BAD_USER_INPUT', { field: 'imageUrl' });
      }
      const events: Event[] = [];
      if (message !== undefined) events.push({ type: 'supportMessage', actionId: randomUUID(), at, message, author });
      // The image is kept as this site's path, whatever address named it.
      if (imageUrl !== undefined) events.push({ type: 'supportImage', actionId: randomUUID(), at, imageUrl: uploadPathOf(imageUrl)!, author });
      const issue = await apply(context, stored, events);
      if (imageUrl !== undefined) await context.store.attachUpload(uploadKeyOf(imageUrl)!);
      const url = supportCaseLink(stored, origin);
      const said = message !== undefined ? `${author.name} wrote:\n\n${message}` : `${author.name} sent you an image.`;
      context.store.deliver({
        id: randomUUID(),
        to: issue.email,
        subject: `Your support case #${issue.localId}`,
        text: `Hello ${issue.name},\n\nThere is a reply on your support case #${issue.localId}.\n\n${said}\n\nRead it and answer here:\n${url}`,
        links: [url],
        createdAt: at,
      });
      return fresh(context, scope, stored.issue.id);
    },

    /** An internal note, never shown to the client. */
    async note(context: RequestContext, issueId: unknown, message: unknown): Promise<InboxCase> {
      const { scope, stored, at, author } = await writable(context, issueId);
      const checked = checkNote(message);
      if (!checked.ok) throw userError(checked.message, 'BAD_USER_INPUT', { field: 'message' });
      await apply(context, stored, [{ type: 'note', actionId: randomUUID(), at, message: checked.value, author }]);
      return fresh(context, scope, stored.issue.id);
    },

    /** Assigns the case to an accepted member who can write, or clears the assignee (null). */
    async assign(context: RequestContext, issueId: unknown, roleId: unknown): Promise<InboxCase> {
      const { scope, stored, at, author } = await writable(context, issueId);
      let assignee: StoredMembership | null = null;
      if (roleId !== null && roleId !== undefined) {
        const role = typeof roleId === 'string' ? scope.roleById(roleId) : undefined;
        if (!role || role.status !== 'ACCEPTED') throw userError('The assignee must be an accepted member of this organization', 'BAD_USER_INPUT', { field: 'roleId' });
        if (role.type === 'VISITOR') throw userError('Visitors cannot be assigned support cases', 'BAD_USER_INPUT', { field: 'roleId' });
        assignee = role;
      }
      if ((stored.assigneeRoleId ?? null) === (assignee?.id ?? null)) return view(scope, stored);
      await apply(context, stored, [{ type: 'setAssignee', actionId: randomUUID(), at, assignee: assignee?.name ?? null, author }]);
      await context.store.updateCase(stored.issue.id, { assigneeRoleId: assignee?.id ?? null });
      return fresh(context, scope, stored.issue.id);
    },

    /** Links a ticket of the same organization, or unlinks it (null). */
    async linkTicket(context: RequestContext, issueId: unknown, ticketId: unknown): Promise<InboxCase> {
      const { scope, stored, at, author } = await writable(context, issueId);
      let ticket: { id: string; localId: number; title: string } | null = null;
      if (ticketId !== null && ticketId !== undefined) {
        const found = typeof ticketId === 'string' ? scope.work.tickets.get(ticketId) : undefined;
        if (!found || found.publication === 'DELETED') throw userError('The ticket must be a ticket of this organization', 'BAD_USER_INPUT', { field: 'ticketId' });
        ticket = found;
      }
      if ((stored.ticketId ?? null) === (ticket?.id ?? null)) return view(scope, stored);
      await apply(context, stored, [{ type: 'setTicket', actionId: randomUUID(), at, ticket: ticket ? `#${ticket.localId} ${ticket.title}` : null, author }]);
      await context.store.updateCase(stored.issue.id, { ticketId: ticket?.id ?? null });
      return fresh(context, scope, stored.issue.id);
    },

    /** Changes the status; the same status changes nothing. */
    async changeStatus(context: RequestContext, issueId: unknown, status: unknown): Promise<InboxCase> {
      const { scope, stored, at, author } = await writable(context, issueId);
      if (typeof status !== 'string' || !(ISSUE_STATUSES as readonly string[]).includes(status)) {
        throw userError(`The status must be one of ${ISSUE_STATUSES.join(', ')}`, 'BAD_USER_INPUT', { field: 'status' });
      }
      if (stored.issue.status === status) return view(scope, stored);
      await apply(context, stored, [{ type: 'changeStatus', actionId: randomUUID(), at, status: status as IssueStatus, author }]);
      return fresh(context, scope, stored.issue.id);
    },

    /** Marks the case read for the caller (visitors too: it is their own mark). */
    async markRead(context: RequestContext, issueId: unknown): Promise<InboxCase> {
      const scope = await inboxScope(context);
      const stored = await caseIn(context, scope, issueId);
      const next = await context.store.updateCase(stored.issue.id, { readBy: { ...stored.readBy, [scope.role.id]: iso(context.clock.now()) } });
      return view(scope, next);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
