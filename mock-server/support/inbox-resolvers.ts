/** The support inbox and its settings (schema/support-inbox.graphql), replyToIssue, and setFeatureFlag (schema/account.graphql). */
import type { Organizations } from '../accounts/organizations.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { input, type Args } from '../shared/args.ts';
import { createInbox, setFeatureFlag, supportSettings, updateSupportSettings, type InboxCase } from './support-inbox.ts';

const inbox = createInbox();

/** What the inbox resolvers need. */
type InboxContext = RequestContext & { readonly organizations: Organizations };

/** A case mutation's input: the case's id apart from the rest (the reply's validation refuses unknown keys). */
function caseInput(args: Args): { readonly issueId: unknown; readonly rest: Args } {
  const { issueId, ...rest } = input(args);
  return { issueId, rest };
}

/** The payload of every case mutation: the case as it now is. */
const changed = (supportCase: InboxCase) => ({ supportCase });

export const inboxResolvers: ResolverMap<InboxContext> = {
  Query: {
    supportCases: (_root, args, context) => inbox.list(context, args),
    supportCase: (_root, args, context) => inbox.get(context, args['issueId']),
    supportSettings: (_root, _args, context) => supportSettings(context),
  },
  Mutation: {
    replyToIssue: (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(inbox.reply(context, issueId, rest, context.origin));
    },
    addSupportNote: (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(inbox.note(context, issueId, rest['message']));
    },
    assignSupportCase: (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(inbox.assign(context, issueId, rest['roleId']));
    },
    linkSupportCaseTicket: (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(inbox.linkTicket(context, issueId, rest['ticketId']));
    },
    changeSupportCaseStatus: (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(inbox.changeStatus(context, issueId, rest['status']));
    },
    markSupportCaseRead: (_root, args, context) => changed(inbox.markRead(context, input(args)['issueId'])),
    updateSupportSettings: (_root, args, context) => ({ supportSettings: updateSupportSettings(context, input(args)) }),
    setFeatureFlag: (_root, args, context) => {
      setFeatureFlag(context, input(args));
      return { me: context.organizations.me(context.user, context.organizationId) };
    },
  },
};
