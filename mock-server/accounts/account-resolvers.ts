/** me, login, logout, register, registerFromInvite, passwordLost, passwordReset, sendConfirmationEmail, roles, organizations, invitations. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import type { Accounts } from './accounts.ts';
import type { Organizations } from './organizations.ts';
import { userError } from '../shared/errors.ts';
import { cookiePolicy, sessionCookie, setCookieOn } from '../shared/session-cookie.ts';
import type { StoredUser } from '../store/account-store.ts';
import { requireProof } from '../shared/pow.ts';

type Args = Record<string, unknown>;

/** What the account resolvers need. */
export type AccountContext = RequestContext & { readonly accounts: Accounts; readonly organizations: Organizations };

/** The signed-in user; anyone else is asked to sign in. */
export function signedIn({ user }: RequestContext): StoredUser {
  if (!user) throw userError('Sign in first', 'UNAUTHENTICATED');
  return user;
}

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * Starts a session: a fresh id in an HttpOnly cookie, the old session (if any) ended. The rest of
 * the request then acts as the signed-in user, so the answer reads their own fields (a user's
 * preferences, a role's email) like any later request will.
 */
async function begin(context: RequestContext, sessionId: string, user: StoredUser): Promise<void> {
  if (context.sessionId) await context.store.accounts.endSession(context.sessionId);
  setCookieOn(context.request, sessionCookie(sessionId, cookiePolicy(context.config), secure(context.request)));
  context.user = user;
}

export const accountResolvers: ResolverMap<AccountContext> = {
  Query: {
    me: (_root, _args, context) => context.organizations.me(context.user, context.organizationId),
    myRoles: (_root, _args, context) => context.organizations.myRoles(signedIn(context)),
  },
  Mutation: {
    login: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(context.pow, input, context.powExtra);
      const { user, sessionId } = await context.accounts.login(input, context.clientAddress);
      await begin(context, sessionId, user);
      return context.organizations.loginResult(user);
    },
    logout: async (_root, _args, context) => {
      if (context.sessionId) await context.store.accounts.endSession(context.sessionId);
      setCookieOn(context.request, sessionCookie(null, cookiePolicy(context.config), secure(context.request)));
      return true;
    },
    register: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.register(input, context.origin, false);
      await begin(context, sessionId, user);
      return { status: 'USER', user };
    },
    registerFromInvite: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.register(input, context.origin, true);
      await begin(context, sessionId, user);
      return { status: 'USER', user };
    },
    passwordLost: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(context.pow, input);
      await context.accounts.passwordLost(input, context.origin);
      return true;
    },
    passwordReset: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      await requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.passwordReset(input);
      await begin(context, sessionId, user);
      return context.organizations.loginResult(user);
    },
    sendConfirmationEmail: async (_root, _args, context) => {
      await context.accounts.resendConfirmation(signedIn(context), context.origin);
      return true;
    },
    acceptRole: (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      return context.organizations.acceptRole(signedIn(context), String(input['roleId']), String(input['timeZone'] ?? ''));
    },
    rejectRole: (_root, args, context) => context.organizations.rejectRole(signedIn(context), String(args['roleId'])),
    createOrganization: (_root, args, context) => context.organizations.createOrganization(signedIn(context), (args['input'] ?? {}) as Args),
    updateProfile: (_root, args, context) =>
      context.organizations.updateProfile(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    updateRolePreferences: (_root, args, context) =>
      context.organizations.updateRolePreferences(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    updateOrganization: (_root, args, context) =>
      context.organizations.updateOrganization(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    recordVisit: (_root, args, context) => context.organizations.recordVisit(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    setFavoriteOrganization: (_root, args, context) => context.organizations.setFavoriteOrganization(signedIn(context), (args['input'] ?? {}) as Args),
    inviteMember: (_root, args, context) =>
      context.organizations.invite(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args, context.origin),
  },
};
