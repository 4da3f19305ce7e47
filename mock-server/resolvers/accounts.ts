/** me, login, logout, register, registerFromInvite, passwordLost, passwordReset, sendConfirmationEmail, roles, organizations, invitations. */
import type { ResolverMap, ServerContext } from '../context.ts';
import { invalid, userError } from '../errors.ts';
import { sessionCookie, setCookieOn } from '../session-cookie.ts';
import type { StoredUser } from '../account-store.ts';
import { requireProof } from './support.ts';
import { validateSupportContact } from '../../src/domain/validation/validate-accounts.ts';

type Args = Record<string, unknown>;

function signedIn({ user }: ServerContext): StoredUser {
  if (!user) throw userError('Sign in first', 'UNAUTHENTICATED');
  return user;
}

const originOf = (request: Request) => new URL(request.url).origin;
const secure = (request: Request) => new URL(request.url).protocol === 'https:';

/** Starts a session: a fresh id in an HttpOnly cookie, the old session (if any) ended. */
function begin(context: ServerContext, sessionId: string): void {
  if (context.sessionId) context.store.accounts.endSession(context.sessionId);
  setCookieOn(context.request, sessionCookie(sessionId, secure(context.request)));
}

export const accountResolvers: ResolverMap = {
  Query: {
    me: (_root, _args, context) => context.organizations.me(context.user, context.organizationId),
    myRoles: (_root, _args, context) => context.organizations.myRoles(signedIn(context)),
  },
  Mutation: {
    login: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.login(input);
      begin(context, sessionId);
      return context.organizations.loginResult(user);
    },
    logout: (_root, _args, context) => {
      if (context.sessionId) context.store.accounts.endSession(context.sessionId);
      setCookieOn(context.request, sessionCookie(null, secure(context.request)));
      return true;
    },
    register: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.register(input, originOf(context.request), false);
      begin(context, sessionId);
      return { status: 'USER', user: { id: user.id, email: user.email, status: user.status } };
    },
    registerFromInvite: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.register(input, originOf(context.request), true);
      begin(context, sessionId);
      return { status: 'USER', user: { id: user.id, email: user.email, status: user.status } };
    },
    passwordLost: (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(context.pow, input);
      context.accounts.passwordLost(input, originOf(context.request));
      return true;
    },
    passwordReset: async (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      requireProof(context.pow, input);
      const { user, sessionId } = await context.accounts.passwordReset(input);
      begin(context, sessionId);
      return context.organizations.loginResult(user);
    },
    sendConfirmationEmail: (_root, _args, context) => {
      context.accounts.resendConfirmation(signedIn(context), originOf(context.request));
      return true;
    },
    acceptRole: (_root, args, context) => {
      const input = (args['input'] ?? {}) as Args;
      return context.organizations.acceptRole(signedIn(context), String(input['roleId']), String(input['timeZone'] ?? ''));
    },
    rejectRole: (_root, args, context) => context.organizations.rejectRole(signedIn(context), String(args['roleId'])),
    createOrganization: (_root, args, context) => context.organizations.createOrganization(signedIn(context), (args['input'] ?? {}) as Args),
    contactSupport: (_root, args, context) => {
      const user = signedIn(context);
      const input = (args['input'] ?? {}) as Args;
      const checked = validateSupportContact(input);
      if (!checked.ok) throw invalid(checked.errors);
      const { message } = checked.value;
      const page = typeof input['pageUrl'] === 'string' ? input['pageUrl'].slice(0, 512) : '';
      const me = context.organizations.me(user, context.organizationId);
      const name = me.role?.name ?? user.email.split('@')[0]!;
      const opened = context.support.openCase({ email: user.email, name, description: page ? `${message}\n\nSent from ${page}` : message }, originOf(context.request));
      if (!opened.ok) throw userError(opened.errors[0]!.message, 'BAD_USER_INPUT');
      return { localId: context.support.caseForClient(opened.token)!.localId };
    },
    updateProfile: (_root, args, context) =>
      context.organizations.updateProfile(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    updateRolePreferences: (_root, args, context) =>
      context.organizations.updateRolePreferences(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args),
    inviteMember: (_root, args, context) =>
      context.organizations.invite(signedIn(context), context.organizationId, (args['input'] ?? {}) as Args, originOf(context.request)),
  },
};
