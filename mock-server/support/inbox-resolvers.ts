/** The support inbox and its settings (schema/support-inbox.graphql), replyToIssue, and setFeatureFlag (schema/account.graphql). */
import type { Organizations } from '../accounts/organizations.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { input } from '../shared/args.ts';
import { createInbox, setFeatureFlag, supportSettings, updateSupportSettings } from './support-inbox.ts';

const inbox = createInbox();

/** What the inbox resolvers need. */
type InboxContext = RequestContext & { readonly organizations: Organizations };

export const inboxResolvers: ResolverMap<InboxContext> = {
  Query: {
    supportCases: (_root, args, context) => inbox.list(context, args),
    supportCase: (_root, args, context) => inbox.get(context, args['issueId']),
    supportSettings: (_root, _args, context) => supportSettings(context),
  },
  Mutation: {
    replyToIssue: (_root, args, context) => inbox.reply(context, args['issueId'], input(args), context.origin),
    addSupportNote: (_root, args, context) => inbox.note(context, args['issueId'], args['message']),
    assignSupportCase: (_root, args, context) => inbox.assign(context, args['issueId'], args['roleId']),
    linkSupportCaseTicket: (_root, args, context) => inbox.linkTicket(context, args['issueId'], args['ticketId']),
    changeSupportCaseStatus: (_root, args, context) => inbox.changeStatus(context, args['issueId'], args['status']),
    markSupportCaseRead: (_root, args, context) => inbox.markRead(context, args['issueId']),
    updateSupportSettings: (_root, args, context) => updateSupportSettings(context, input(args)),
    setFeatureFlag: (_root, args, context) => {
      setFeatureFlag(context, input(args));
      return context.organizations.me(context.user, context.organizationId);
    },
  },
};
