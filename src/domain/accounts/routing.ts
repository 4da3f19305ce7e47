/** Routing rules that are pure functions of the path, and the root's routing by session state (§2). */
import { organizationIdFromPath, supportTokenFromPath } from '../shared/paths.ts';
import { VERIFIED_NOTICE_MS } from '../shared/constants.ts';
import type { NotificationInput } from '../shared/notifications.ts';
import type { State } from './session.ts';

// --- Root routing by session state (§2) ------------------------------------------------------

/** The authentication screens, by name, and their exact paths. */
export const AUTH_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  register: '/auth/register',
  createOrganization: '/auth/create_organization',
  createFirstOrganization: '/auth/create_first_organization',
  chooseOrganization: '/auth/choose_organization',
  passwordLost: '/auth/password_lost',
  passwordReset: '/auth/password_reset',
  confirmEmail: '/auth/confirm_email',
  registerOnInvite: '/auth/register_on_invite',
} as const;

/** The name of an authentication screen. */
export type AuthScreen = keyof typeof AUTH_PATHS;

/**
 * §2 lists /auth/organization among the auth routes, but its root routing sends no session state
 * there: a signed-in user is not given it (only create organization, create first organization,
 * choose organization and logout), and a signed-out visitor reaches the sign-in screens (the demo
 * request screen on the demo host). So it has no screen: it is routed as any other path, a
 * signed-in user to their dashboard home or the organization list, a visitor to sign in.
 */
export const UNROUTED_AUTH_PATH = '/auth/organization';

/** The demo screens' paths. */
export const DEMO_PATHS = { request: '/demo/req', status: '/demo/status' } as const;

/** An organization's dashboard home; an id that is not a whole number has none. */
export function dashboardPath(orgId: string | number): string | null {
  const id = String(orgId);
  return /^\d+$/.test(id) ? `/org/${id}/dashboard` : null;
}

/** Where accepting an invitation leads: the organization's onboarding welcome page. */
export function onboardingWelcomePath(orgId: string | number): string | null {
  const id = String(orgId);
  return /^\d+$/.test(id) ? `/org/${id}/onboarding/welcome` : null;
}

/** The person's profile in an organization (§2 /org/{orgId}/user/me/edit). */
export function profilePath(orgId: string | number): string {
  return `/org/${orgId}/user/me/edit`;
}

/** Whether a path is a profile page. */
export const isProfilePath = (path: string): boolean => /^\/org\/[^/]+\/user\/me\/edit\/?$/.test(path);

/** What the root shows for a session at a location. */
export type RootRoute =
  | { readonly kind: 'loading' }
  /** The generic error screen: `me` failed and the logout being attempted has not finished. */
  | { readonly kind: 'error' }
  | { readonly kind: 'emailConfirmation' }
  | { readonly kind: 'supportCase'; readonly token: string }
  | { readonly kind: 'auth'; readonly screen: AuthScreen }
  | { readonly kind: 'organization'; readonly orgId: number }
  | { readonly kind: 'demoRequest' }
  | { readonly kind: 'demoStatus' }
  | { readonly kind: 'notFound' }
  /** Go to `to`, remembering `origin` (path and query) to come back to. */
  | { readonly kind: 'redirect'; readonly to: string; readonly origin: string };

/** How the root routes signed-out visitors: demoMode true is the specification's demo host. */
export interface RootRoutingOptions {
  readonly demoMode: boolean;
}

/** Auth screens a signed-in user reaches. */
const SIGNED_IN_AUTH: readonly AuthScreen[] = ['createOrganization', 'createFirstOrganization', 'chooseOrganization', 'logout'];
/** Auth screens a signed-out visitor reaches on the main application (demoMode false). */
const SIGNED_OUT_AUTH: readonly AuthScreen[] = ['login', 'register', 'passwordLost', 'passwordReset', 'confirmEmail', 'registerOnInvite'];

function authScreenAt(path: string): AuthScreen | null {
  for (const screen of Object.keys(AUTH_PATHS) as AuthScreen[]) if (AUTH_PATHS[screen] === path) return screen;
  return null;
}

/** A path without its one trailing slash ('/' stays '/'), as the routes match either. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The location to remember: the path and its query string, '?' included. */
function originOf(path: string, query: string): string {
  const search = query.startsWith('?') ? query.slice(1) : query;
  return search === '' ? path : `${path}?${search}`;
}

/** The support case page for a `/support/{token}` path, not found when its token is unreadable; null for other paths. */
function supportRoute(path: string): RootRoute | null {
  if (!/^\/support\/[^/]+\/?$/.test(path)) return null;
  const token = supportTokenFromPath(path);
  return token === null ? { kind: 'notFound' } : { kind: 'supportCase', token };
}

function signedInRoute(session: Extract<State, { status: 'signedIn' }>, path: string, origin: string): RootRoute {
  const screen = authScreenAt(path);
  if (screen !== null && SIGNED_IN_AUTH.includes(screen)) return { kind: 'auth', screen };
  if (path.split('/')[1] === 'org') {
    const orgId = organizationIdFromPath(path);
    return orgId === null ? { kind: 'notFound' } : { kind: 'organization', orgId };
  }
  const organization = session.kind === 'linked' ? session.me.organization : null;
  const home = organization === null ? null : dashboardPath(organization.id);
  return { kind: 'redirect', to: home ?? AUTH_PATHS.chooseOrganization, origin };
}

function signedOutRoute(path: string, origin: string, demoMode: boolean): RootRoute {
  const screen = authScreenAt(path);
  if (demoMode) {
    if (screen === 'chooseOrganization') return { kind: 'auth', screen };
    if (path === DEMO_PATHS.status) return { kind: 'demoStatus' };
    // Every other /auth screen, /demo/req and any other path show the demo request screen.
    return { kind: 'demoRequest' };
  }
  if (screen !== null && SIGNED_OUT_AUTH.includes(screen)) return { kind: 'auth', screen };
  return { kind: 'redirect', to: AUTH_PATHS.login, origin };
}

/** The root's answer for a session at a path and query string (§2 "Root routing by session state"). */
export function rootRoute(session: State, pathname: string, query: string, options: RootRoutingOptions): RootRoute {
  // The support case page needs no account, so every session state shows it, even before `me` answers.
  const support = supportRoute(pathname);
  if (support !== null) return support;
  const path = withoutTrailingSlash(pathname);
  const origin = originOf(pathname, query);
  switch (session.status) {
    case 'unknown':
      return { kind: 'loading' };
    case 'failed':
      return { kind: 'error' };
    case 'unconfirmed':
      return { kind: 'emailConfirmation' };
    case 'signedIn':
      return signedInRoute(session, path, origin);
    case 'signedOut':
      return signedOutRoute(path, origin, options.demoMode);
    default: {
      const _never: never = session;
      return _never;
    }
  }
}

// --- After login -----------------------------------------------------------------------------

/** What a login (or a password reset) answers about where the user belongs (§3 Login result). */
export interface LoginResult {
  readonly status: 'LINKED' | 'USER';
  readonly organization?: { readonly id: string | number } | null;
}

/** Where a login leads (§4): a linked user with an organization to its dashboard home, anyone else to choose organization. */
export function loginDestination(result: LoginResult): string {
  const home = result.status === 'LINKED' && result.organization ? dashboardPath(result.organization.id) : null;
  return home ?? AUTH_PATHS.chooseOrganization;
}

const SAME_SITE_BASE = 'http://same-site.invalid';

/**
 * A remembered origin that is safe to go back to: a same-site path starting with a single '/', not
 * the root and not an /auth screen (going back to logout would sign the user out again); else null.
 */
export function safeReturnPath(origin: string | null | undefined): string | null {
  if (!origin || !origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(origin, SAME_SITE_BASE);
  } catch {
    return null;
  }
  // Browsers drop tabs and newlines and read '\' as '/': the parsed address is what a navigation would reach.
  if (url.origin !== SAME_SITE_BASE) return null;
  if (url.pathname === '/' || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once logged in: back to the remembered origin when it is safe, else the login's destination. */
export function afterLoginPath(result: LoginResult, origin: string | null | undefined): string {
  return safeReturnPath(origin) ?? loginDestination(result);
}

// --- Email Verified notice -------------------------------------------------------------------

/** True when the query string carries confirmed=true (the email link came back confirmed). */
export function hasConfirmedFlag(query: string): boolean {
  return new URLSearchParams(query).getAll('confirmed').includes('true');
}

/** The 'Email Verified' success notice for 5 seconds when the query carries confirmed=true; else null. */
export function emailVerifiedNotice(query: string): NotificationInput | null {
  return hasConfirmedFlag(query) ? { type: 'Success', title: 'Email Verified', duration: VERIFIED_NOTICE_MS } : null;
}
