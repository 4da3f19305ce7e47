/**
 * A browser against a server process (scripts/run-server.ts) over real HTTP: its own cookies, kept
 * from every answer and sent with every request, GraphQL calls as the SPA makes them, and sign-up
 * with a solved proof of work and the emailed confirmation link. Point `server` at another process
 * (a restart, a second server on the same database) and the same cookies go there.
 */
import type { RunningServer } from '../../../scripts/run-server.ts';
import { parseChallenge, solve } from '../../../src/domain/shared/pow.ts';

export const HTTP_PASSWORD = 'correct horse battery';

export interface HttpAnswer<T> {
  readonly data?: T | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    public server: RunningServer,
    readonly email: string,
  ) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      if (/max-age=0/i.test(line) || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
  }

  private cookieHeader(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie === '' ? {} : { cookie };
  }

  /** A GraphQL call; `organization` is the header the SPA sends. Rejects when the server does not answer. */
  async gql<T>(query: string, variables: Record<string, unknown> = {}, organization: string | null = null): Promise<HttpAnswer<T>> {
    const response = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', organization: organization ?? 'null', ...this.cookieHeader() },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(response);
    return (await response.json()) as HttpAnswer<T>;
  }

  /** A GraphQL call that must succeed. */
  async ok<T>(query: string, variables: Record<string, unknown> = {}, organization: string | null = null): Promise<T> {
    const answer = await this.gql<T>(query, variables, organization);
    if (answer.errors || !answer.data) throw new Error(`${this.email}: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  /** A challenge from this browser's server, solved as the /pow.js worker would. */
  async proof(): Promise<{ hash: string; proof: string }> {
    const { getProofOfWork: hash } = await this.ok<{ getProofOfWork: string }>('{ getProofOfWork }');
    return { hash, proof: solve(hash, parseChallenge(hash)!.difficulty)! };
  }

  async register(password = HTTP_PASSWORD): Promise<void> {
    await this.ok('mutation ($input: RegisterInput!) { register(input: $input) { status } }', { input: { email: this.email, password, ...(await this.proof()) } });
  }

  async login(password = HTTP_PASSWORD): Promise<{ status: string; user: { email: string } }> {
    const data = await this.ok<{ login: { status: string; user: { email: string } } }>('mutation ($input: LoginInput!) { login(input: $input) { status user { email } } }', {
      input: { email: this.email, password, ...(await this.proof()) },
    });
    return data.login;
  }

  /** Registers, then follows the emailed confirmation link (which signs in anew). */
  async signUp(password = HTTP_PASSWORD): Promise<void> {
    await this.register(password);
    const mails = (await (await fetch(`${this.server.url}/dev/mailbox`)).json()) as { to: string; links: string[] }[];
    const link = mails.find((mail) => mail.to === this.email)?.links[0];
    if (!link) throw new Error(`no confirmation email to ${this.email}`);
    const url = new URL(link);
    const response = await fetch(`${this.server.url}${url.pathname}${url.search}`, { redirect: 'manual', headers: this.cookieHeader() });
    this.keep(response);
    if (response.headers.get('location') !== '/?confirmed=true') throw new Error(`${this.email} not confirmed: ${response.status}`);
  }

  /** Who the session cookie signs in as (undefined: nobody). */
  async signedInAs(): Promise<string | undefined> {
    const data = await this.ok<{ me: { user: { email: string } | null } }>('{ me { user { email } } }');
    return data.me.user?.email;
  }
}
