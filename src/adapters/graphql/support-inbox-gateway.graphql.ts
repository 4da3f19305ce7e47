/** SupportInboxGateway over GraphQL: every answer checked before it becomes a domain record. */
import { Effect, Layer } from 'effect';
import { SupportInboxGateway, type InboxPerson } from '../../application/support/support-inbox-gateway.port.ts';
import type { Connection } from '../../domain/shared/lists.ts';
import { isInboxCase, isInboxRow, type InboxCase, type InboxRow, type SupportTicketLink } from '../../domain/support/support-inbox.ts';
import { checked } from './checked.ts';
import {
  InboxAssignDocument, InboxCaseDocument, InboxCasesDocument, InboxChangeStatusDocument, InboxFindTicketsDocument, InboxLinkTicketDocument,
  InboxMarkReadDocument, InboxMembersDocument, InboxNoteDocument, InboxReplyDocument, InboxSaveSettingsDocument, InboxSettingsDocument, SetFeatureFlagDocument,
} from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const fresh = { fetchPolicy: 'network-only' } as const;

const aCase = (payload: unknown) => checked<InboxCase>(payload, isInboxCase, 'a support case');

function isConnection(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { totalCount, pageInfo, nodes } = value as Record<string, unknown>;
  return typeof totalCount === 'number' && typeof pageInfo === 'object' && pageInfo !== null && Array.isArray(nodes) && nodes.every(isInboxRow);
}

const isPerson = (value: unknown): boolean => {
  const person = value as Record<string, unknown> | null;
  return typeof person?.['id'] === 'string' && typeof person['name'] === 'string' && typeof person['type'] === 'string';
};

const isTicketLink = (value: unknown): boolean => {
  const link = value as Record<string, unknown> | null;
  return typeof link?.['id'] === 'string' && typeof link['localId'] === 'number' && typeof link['title'] === 'string';
};

/** The real gateway, as a layer over a client. */
export function supportInboxGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(SupportInboxGateway)({
    list: (filter, first, after) =>
      client
        .query(InboxCasesDocument, { filter: { ...filter, statuses: filter.statuses ? [...filter.statuses] : undefined }, first, after }, fresh)
        .pipe(Effect.flatMap((data) => checked<Connection<InboxRow>>(data.supportCases, isConnection, 'support cases'))),
    get: (issueId) =>
      client.query(InboxCaseDocument, { issueId }, fresh).pipe(Effect.flatMap((data) => (data.supportCase === null ? Effect.succeed(null) : aCase(data.supportCase)))),
    reply: (issueId, input) => client.execute(InboxReplyDocument, { input: { issueId, ...input } }).pipe(Effect.flatMap((data) => aCase(data.replyToIssue.supportCase))),
    note: (issueId, message) => client.execute(InboxNoteDocument, { input: { issueId, message } }).pipe(Effect.flatMap((data) => aCase(data.addSupportNote.supportCase))),
    assign: (issueId, roleId) =>
      client.execute(InboxAssignDocument, { input: { issueId, roleId } }).pipe(Effect.flatMap((data) => aCase(data.assignSupportCase.supportCase))),
    linkTicket: (issueId, ticketId) =>
      client.execute(InboxLinkTicketDocument, { input: { issueId, ticketId } }).pipe(Effect.flatMap((data) => aCase(data.linkSupportCaseTicket.supportCase))),
    changeStatus: (issueId, status) =>
      client.execute(InboxChangeStatusDocument, { input: { issueId, status } }).pipe(Effect.flatMap((data) => aCase(data.changeSupportCaseStatus.supportCase))),
    markRead: (issueId) =>
      client.execute(InboxMarkReadDocument, { input: { issueId } }).pipe(Effect.flatMap((data) => aCase(data.markSupportCaseRead.supportCase))),
    members: () =>
      client
        .query(InboxMembersDocument, {}, fresh)
        .pipe(Effect.flatMap((data) => checked<readonly InboxPerson[]>(data.roles, (value) => Array.isArray(value) && value.every(isPerson), 'the members'))),
    findTickets: (search) =>
      client
        .query(InboxFindTicketsDocument, { search }, fresh)
        .pipe(
          Effect.flatMap((data) =>
            checked<readonly SupportTicketLink[]>(data.moreTickets.nodes, (value) => Array.isArray(value) && value.every(isTicketLink), 'tickets'),
          ),
        ),
    autoResolveDays: () => client.query(InboxSettingsDocument, {}, fresh).pipe(Effect.map((data) => data.supportSettings.autoResolveAfterDays)),
    saveAutoResolveDays: (days) =>
      client
        .execute(InboxSaveSettingsDocument, { input: { autoResolveAfterDays: days } })
        .pipe(Effect.map((data) => data.updateSupportSettings.supportSettings.autoResolveAfterDays)),
    setFeatureEnabled: (flag, enabled) =>
      client.execute(SetFeatureFlagDocument, { input: { flag, enabled } }).pipe(Effect.map((data) => data.setFeatureFlag.me.featureFlag[flag])),
  });
}
