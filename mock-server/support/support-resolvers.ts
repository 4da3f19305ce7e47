/**
 * getProofOfWork, issueByToken and updateIssueByToken (members reply through inbox-resolvers.ts), and
 * contactSupport: a signed-in member writing to support from the help widget.
 */
import { validateSupportContact } from '../../src/domain/validation/validate-support-contact.ts';
import { signedIn } from '../accounts/account-resolvers.ts';
import type { Organizations } from '../accounts/organizations.ts';
import { invalid, userError } from '../shared/errors.ts';
import { requireProof } from '../shared/pow.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Support } from './support.ts';

type Args = Record<string, unknown>;

/** What writing to support too often says. */
export const CONTACT_TOO_OFTEN = 'You have written to support several times this hour: we will answer; write again later if you need to';

/** What the support resolvers need. */
export type SupportContext = RequestContext & { readonly support: Support; readonly organizations: Organizations };

function tokenOf(args: Args): string {
  const token = args['token'];
  if (typeof token !== 'string' || token === '' || token.length > 256) throw userError('This support case does not exist', 'NOT_FOUND');
  return token;
}

export const supportResolvers: ResolverMap<SupportContext> = {
  Query: {
    getProofOfWork: (_root, _args, { pow, powExtra }) => pow.challenge(powExtra),
    issueByToken: (_root, args, { support }) => {
      const token = args['token'];
      return typeof token === 'string' && token.length <= 256 ? support.caseForClient(token) : null;
    },
  },
  Mutation: {
    updateIssueByToken: async (_root, args, { support, pow }) => {
      const token = tokenOf(args);
      const input = (args['input'] ?? {}) as Args;
      const update = support.checkClientUpdate(input);
      await requireProof(pow, input);
      return support.applyClientUpdate(token, update);
    },
    contactSupport: async (_root, args, context) => {
      const user = signedIn(context);
      if (user.status === 'UNCONFIRMED') throw userError('Confirm your email address first: the link is in your inbox', 'FORBIDDEN');
      const input = (args['input'] ?? {}) as Args;
      const checked = validateSupportContact(input);
      if (!checked.ok) throw invalid(checked.errors);
      if (!context.support.takeContact(user.id)) throw userError(CONTACT_TOO_OFTEN, 'TOO_MANY_REQUESTS');
      const { message } = checked.value;
      const page = typeof input['pageUrl'] === 'string' ? input['pageUrl'].slice(0, 512) : '';
      const me = await context.organizations.me(user, context.organizationId);
      const name = me.role?.name ?? user.email.split('@')[0]!;
      const opened = await context.support.openCase({ email: user.email, name, description: page ? `${message}\n\nSent from ${page}` : message }, context.origin);
      if (!opened.ok) throw userError(opened.errors[0]!.message, 'BAD_USER_INPUT');
      return { localId: (await context.support.caseForClient(opened.token))!.localId };
    },
  },
};
