/** SupportInboxGateway: the support inbox of the current organization (the `organization` header names it). */
import { Context, type Effect } from 'effect';
import type { Connection } from '../../domain/shared/lists.ts';
import type { IssueStatus } from '../../domain/support/issue.ts';
import type { InboxCase, InboxRow, SupportMember, SupportTicketLink } from '../../domain/support/support-inbox.ts';
import type { RequestError } from '../shared/errors.ts';
import type { FeatureFlags } from '../../domain/shared/constants.ts';

/** Which cases a list asks for (SupportCaseFilterInput of schema/support-inbox.graphql). */
export interface InboxQuery {
  readonly statuses?: readonly IssueStatus[];
  /** A role id, 'me' or 'unassigned'. */
  readonly assignee?: string;
  readonly unread?: boolean;
  readonly text?: string;
}

/** A member who can be assigned, with their role type. */
export interface InboxPerson extends SupportMember {
  readonly type: string;
}

type Answer<A> = Effect.Effect<A, RequestError>;

export class SupportInboxGateway extends Context.Service<
  SupportInboxGateway,
  {
    readonly list: (filter: InboxQuery, first: number, after: string | null) => Answer<Connection<InboxRow>>;
    /** One case; null when it is not a case of this organization. */
    readonly get: (issueId: string) => Answer<InboxCase | null>;
    readonly reply: (issueId: string, input: { readonly message?: string; readonly imageUrl?: string }) => Answer<InboxCase>;
    readonly note: (issueId: string, message: string) => Answer<InboxCase>;
    readonly assign: (issueId: string, roleId: string | null) => Answer<InboxCase>;
    readonly linkTicket: (issueId: string, ticketId: string | null) => Answer<InboxCase>;
    readonly changeStatus: (issueId: string, status: IssueStatus) => Answer<InboxCase>;
    readonly markRead: (issueId: string) => Answer<InboxCase>;
    /** The organization's accepted members. */
    readonly members: () => Answer<readonly InboxPerson[]>;
    /** Tickets whose #id, title or description match, to link. */
    readonly findTickets: (search: string) => Answer<readonly SupportTicketLink[]>;
    /** Days without activity after which an open case resolves itself. */
    readonly autoResolveDays: () => Answer<number>;
    /** Changes them (owners and administrators). */
    readonly saveAutoResolveDays: (days: number) => Answer<number>;
    /** Turns an area behind a feature flag on or off (owners and administrators); answers whether it is on. */
    readonly setFeatureEnabled: (flag: keyof FeatureFlags, enabled: boolean) => Answer<boolean>;
  }
>()('SupportInboxGateway') {}
