/**
 * Helpers for the account and organization tests: a browser-like client with its own cookie jar
 * (the `tidemark_session` cookie), GraphQL calls that carry the `organization` header, solved proofs
 * of work, the dev mailbox, and ready-made accounts (registered, confirmed, signed in).
 */
import type { App } from '../../../mock-server/shell/app.ts';
import type { MailboxEntry } from '../../../mock-server/store/store.ts';
import { SESSION_COOKIE } from '../../../mock-server/shared/session-cookie.ts';
import { ORIGIN, call, getJson, solveProof, type GraphQLAnswer, type GraphQLErrorShape, type Proof } from './helpers.ts';

/** A password that satisfies §5 (12 characters or more). */
export const PASSWORD = 'correct horse battery';
export const OTHER_PASSWORD = 'another long password';

export const ME_FIELDS = `
  status
  user { id email status preferences { favoriteOrganizations lastOrganizationId } }
  organization { id name scheduleStatus preferences { showOnboarding } onboardingStatus { invite product ticket } }
  role { id name title type timeZone avatarUrl coverUrl }
  featureFlag { documentation support report }
`;

export const MEMBERSHIP_FIELDS = `id title type status createdAt user { id email } organization { id name showOnboarding status }`;

export interface MeShape {
  readonly status: string | null;
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly status: string;
    readonly preferences: { readonly favoriteOrganizations: readonly string[]; readonly lastOrganizationId: string | null };
  } | null;
  readonly organization: { readonly id: string; readonly name: string } | null;
  readonly role: { readonly id: string; readonly name: string; readonly title: string | null; readonly type: string; readonly timeZone: string | null; readonly avatarUrl: string | null; readonly coverUrl: string | null } | null;
  readonly featureFlag: { readonly documentation: boolean; readonly support: boolean; readonly report: boolean };
}

export interface MembershipShape {
  readonly id: string;
  readonly title: string | null;
  readonly type: string;
  readonly status: string;
  readonly createdAt: string;
  readonly user: { readonly id: string; readonly email: string };
  readonly organization: { readonly id: string; readonly name: string; readonly showOnboarding: boolean };
}

export interface LoginResultShape {
  readonly status: string;
  readonly organization: { readonly id: string } | null;
  readonly user: { readonly email: string };
  readonly role: { readonly name: string } | null;
}

/** A mail as GET /dev/mailbox answers it: the server's own entry. */
export type MailShape = MailboxEntry;

/** What a GraphQL call answered, with the Set-Cookie headers it carried. */
export interface BrowserAnswer<T> extends GraphQLAnswer<T> {
  readonly setCookies: readonly string[];
}

/** The first error's message and code, for short assertions. */
export function firstError(answer: { readonly errors: readonly GraphQLErrorShape[] | undefined }): { message?: string; code?: unknown } {
  const error = answer.errors?.[0];
  return error ? { message: error.message, code: error.extensions?.['code'] } : {};
}

/** A browser: its own cookies, sent with every call and updated from every answer. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: App) {}

  /** The session cookie's value, if the browser holds one. */
  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** A `Cookie` request header for the jar. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A copy of this browser (the same cookies), e.g. to keep an old session around. */
  clone(): Browser {
    const copy = new Browser(this.app);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  private keep(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
  }

  /** Follows an emailed link in this browser (its cookies sent, the answer's kept): status and redirect. */
  async follow(link: string): Promise<{ status: number; location: string | null }> {
    if (!link.startsWith(ORIGIN)) throw new Error(`the link ${link} does not point at ${ORIGIN}`);
    const cookie = this.cookieHeader();
    const response = await call(this.app, link.slice(ORIGIN.length), { redirect: 'manual', headers: cookie === '' ? {} : { cookie } });
    this.keep(response.headers.getSetCookie());
    return { status: response.status, location: response.headers.get('location') };
  }

  /** A GraphQL call as the SPA makes it; `organization` is the header (null: 'null'). */
  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, organization: string | null = null): Promise<BrowserAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', organization: organization ?? 'null' };
    const cookie = this.cookieHeader();
    if (cookie !== '') headers['cookie'] = cookie;
    const response = await call(this.app, '/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const setCookies = response.headers.getSetCookie();
    this.keep(setCookies);
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorShape[] };
    return { status: response.status, data: body.data, errors: body.errors, setCookies };
  }

  async me(organization: string | null = null): Promise<MeShape> {
    const answer = await this.gql<{ me: MeShape }>(`{ me { ${ME_FIELDS} } }`, {}, organization);
    if (answer.errors || !answer.data) throw new Error(`me failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.me;
  }

  async register(email: string, password = PASSWORD, extra: Record<string, unknown> = {}, proof?: Proof | null) {
    const solved = proof === null ? {} : (proof ?? (await solveProof(this.app)));
    return this.gql<{ register: { status: string; user: { id: string; email: string; status: string } } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { status user { id email status } } }',
      { input: { email, password, ...solved, ...extra } },
    );
  }

  async registerFromInvite(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    const solved = await solveProof(this.app);
    return this.gql<{ registerFromInvite: { status: string; user: { id: string; email: string; status: string } } }>(
      'mutation ($input: RegisterInput!) { registerFromInvite(input: $input) { status user { id email status } } }',
      { input: { email, password, ...solved, ...extra } },
    );
  }

  async login(email: string, password = PASSWORD, proof?: Proof) {
    const solved = proof ?? (await solveProof(this.app));
    return this.gql<{ login: LoginResultShape }>(
      'mutation ($input: LoginInput!) { login(input: $input) { status organization { id } user { email } role { name } } }',
      { input: { email, password, ...solved } },
    );
  }

  logout() {
    return this.gql<{ logout: boolean | null }>('mutation { logout }');
  }

  async passwordLost(email: string) {
    const solved = await solveProof(this.app);
    return this.gql<{ passwordLost: boolean | null }>('mutation ($input: PasswordLostInput!) { passwordLost(input: $input) }', { input: { email, ...solved } });
  }

  async passwordReset(email: string, secret: string, password: string) {
    const solved = await solveProof(this.app);
    return this.gql<{ passwordReset: LoginResultShape }>(
      'mutation ($input: PasswordResetInput!) { passwordReset(input: $input) { status role { name } user { email } organization { id } } }',
      { input: { email, secret, password, ...solved } },
    );
  }

  sendConfirmationEmail() {
    return this.gql<{ sendConfirmationEmail: boolean | null }>('mutation { sendConfirmationEmail }');
  }

  myRoles() {
    return this.gql<{ myRoles: MembershipShape[] }>(`{ myRoles { ${MEMBERSHIP_FIELDS} } }`);
  }

  acceptRole(roleId: string, timeZone: string) {
    return this.gql<{ acceptRole: { role: MembershipShape; user: { id: string; email: string }; organization: { id: string; name: string } } }>(
      `mutation ($input: AcceptRoleInput!) { acceptRole(input: $input) { role { ${MEMBERSHIP_FIELDS} } user { id email } organization { id name } } }`,
      { input: { roleId, timeZone } },
    );
  }

  rejectRole(roleId: string) {
    return this.gql<{ rejectRole: boolean | null }>('mutation ($roleId: ID!) { rejectRole(roleId: $roleId) }', { roleId });
  }

  createOrganization(name: string, userName = 'Founder', timeZone = 'Europe/Paris') {
    return this.gql<{ createOrganization: { organization: { status: string | null; id: string; name: string }; project: { id: string } } }>(
      'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { status id name } project { id } } }',
      { input: { name, userName, timeZone } },
    );
  }

  /** Invites a person to the organization named by the header. */
  inviteMember(organization: string | null, email: string, extra: Record<string, unknown> = {}) {
    return this.gql<{ inviteMember: { role: MembershipShape } }>(
      `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { role { ${MEMBERSHIP_FIELDS} } } }`,
      { input: { email, ...extra } },
      organization,
    );
  }
}

/** Every email in the dev mailbox (oldest first), or only those to one address. */
export async function mailbox(app: App, to?: string): Promise<MailShape[]> {
  const answer = await getJson<MailShape[]>(app, '/dev/mailbox');
  if (answer.status !== 200) throw new Error(`mailbox failed: ${answer.status}`);
  return to === undefined ? answer.body : answer.body.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The newest email to an address (fails when there is none). */
export async function lastMail(app: App, to: string): Promise<MailShape> {
  const mails = await mailbox(app, to);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/** Follows an emailed link (a GET; redirects are not followed): answers the status and Location. */
export async function follow(app: App, link: string): Promise<{ status: number; location: string | null }> {
  if (!link.startsWith(ORIGIN)) throw new Error(`the link ${link} does not point at ${ORIGIN}`);
  const response = await call(app, link.slice(ORIGIN.length), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

/** The secret of the newest password reset email to an address. */
export async function resetSecret(app: App, email: string): Promise<string> {
  const mail = await lastMail(app, email);
  const link = mail.links[0];
  if (!link || !link.includes('/auth/password_reset')) throw new Error(`the last email to ${email} is not a reset email: ${mail.subject}`);
  const secret = new URL(link).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${link}`);
  return secret;
}

/** A browser signed in as a new account; `confirmed` follows the confirmation link first. */
export async function signedUp(app: App, email: string, { confirmed = true, password = PASSWORD } = {}): Promise<Browser> {
  const browser = new Browser(app);
  const answer = await browser.register(email, password);
  if (answer.errors) throw new Error(`register ${email} failed: ${JSON.stringify(answer.errors)}`);
  if (confirmed) {
    const link = (await lastMail(app, email)).links[0]!;
    const followed = await browser.follow(link);
    if (followed.location !== '/?confirmed=true') throw new Error(`confirming ${email} failed: ${JSON.stringify(followed)}`);
  }
  return browser;
}

/** Creates an organization as a signed-in browser; answers its id and first project id. */
export async function organizationOf(browser: Browser, name: string, userName = 'Founder'): Promise<{ id: string; projectId: string }> {
  const answer = await browser.createOrganization(name, userName);
  if (answer.errors || !answer.data) throw new Error(`createOrganization failed: ${JSON.stringify(answer.errors)}`);
  return { id: answer.data.createOrganization.organization.id, projectId: answer.data.createOrganization.project.id };
}

/** Invites an email; fails the test when refused. Answers the invitation (the role). */
export async function invitedTo(inviter: Browser, organizationId: string, email: string, extra: Record<string, unknown> = {}) {
  const answer = await inviter.inviteMember(organizationId, email, extra);
  if (answer.errors || !answer.data) throw new Error(`inviteMember ${email} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.inviteMember.role;
}

/** A new person invited to an organization, registered from the invitation, confirmed and accepted. */
export async function joinedMember(inviter: Browser, organizationId: string, email: string, role = 'MEMBER', timeZone = 'America/New_York') {
  const invitation = await invitedTo(inviter, organizationId, email, { role });
  const browser = new Browser(inviter.app);
  const registered = await browser.registerFromInvite(email);
  if (registered.errors) throw new Error(`registerFromInvite ${email} failed: ${JSON.stringify(registered.errors)}`);
  // Organizations are for confirmed accounts: the invitee follows the emailed confirmation link.
  const confirmation = (await mailbox(inviter.app, email)).find((mail) => mail.subject.startsWith('Confirm'));
  await browser.follow(confirmation!.links[0]!);
  const accepted = await browser.acceptRole(invitation.id, timeZone);
  if (accepted.errors) throw new Error(`acceptRole ${email} failed: ${JSON.stringify(accepted.errors)}`);
  return { browser, roleId: invitation.id };
}
