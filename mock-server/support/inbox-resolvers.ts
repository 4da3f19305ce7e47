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
    replyToIssue: async (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(await inbox.reply(context, issueId, rest, context.origin));
    },
    addSupportNote: async (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(await inbox.note(context, issueId, rest['message']));
    },
    assignSupportCase: async (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(await inbox.assign(context, issueId, rest['roleId']));
    },
    linkSupportCaseTicket: async (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(await inbox.linkTicket(context, issueId, rest['ticketId']));
    },
    changeSupportCaseStatus: async (_root, args, context) => {
      const { issueId, rest } = caseInput(args);
      return changed(await inbox.changeStatus(context, issueId, rest['status']));
    },
    markSupportCaseRead: async (_root, args, context) => changed(await inbox.markRead(context, input(args)['issueId'])),
    updateSupportSettings: async (_root, args, context) => ({ supportSettings: await updateSupportSettings(context, input(args)) }),
    setFeatureFlag: async (_root, args, context) => {
      await setFeatureFlag(context, input(args));
      return { me: context.organizations.me(context.user, context.organizationId) };
    },
  },
};
