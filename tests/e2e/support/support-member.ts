/**
 * A support member driven over HTTP (no browser): signs up, confirms, creates an organization with
 * the support inbox on, and replies to cases, as the inbox would. For browser suites that need a
 * reply on the client's page without going through the inbox's screens.
 */
import { DEFAULT_POW_DIFFICULTY } from '../../../mock-server/shared/config.ts';
import { solve } from '../../../src/domain/shared/pow.ts';
import type { RunningServer } from '../shared/harness.ts';
import { mailTo, PASSWORD } from '../shared/people.ts';

export interface SupportMember {
  /** The organization whose inbox the member works in. */
  readonly organizationId: string;
  /** Opens a case in that organization's inbox through /dev/support/inbound. */
  readonly openCase: (description?: string) => Promise<{ token: string; url: string; issueId: string }>;
  /** Replies to a case (replyToIssue); throws when refused. */
  readonly reply: (issueId: string, message: string) => Promise<void>;
}

/** Signs a new owner up over HTTP, with an organization whose support inbox is on. */
export async function supportMember(server: RunningServer, email: string, name: string): Promise<SupportMember> {
  let cookie = '';
  async function gql(query: string, variables: Record<string, unknown> = {}, organization: string | null = null) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, organization: organization ?? 'null' },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${body.errors[0]!.message}`);
    return body.data;
  }
  const proof = async () => {
    const hash = (await gql('{ getProofOfWork }')).getProofOfWork as string;
    return { hash, proof: solve(hash, DEFAULT_POW_DIFFICULTY)! };
  };
  await gql('mutation ($input: RegisterInput!) { register(input: $input) { status } }', { input: { email, password: PASSWORD, ...(await proof()) } });
  // Confirming the address ends the registration's session and starts one for whoever followed the link.
  const confirmed = await fetch((await mailTo(server, email, /^Confirm your email/)).links[0]!, { redirect: 'manual' });
  cookie = confirmed.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  const created = await gql('mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }', {
    input: { name: `${name}'s team`, userName: name, timeZone: 'Europe/Paris' },
  });
  const organizationId = created.createOrganization.organization.id as string;
  await gql('mutation { setFeatureFlag(input: { flag: support, enabled: true }) { me { featureFlag { support } } } }', {}, organizationId);
  return {
    organizationId,
    openCase: async (description = 'My playlist disappeared.\nIt was there yesterday.') => {
      const response = await server.post('/dev/support/inbound', { email: 'ana@example.com', name: 'Ana Lima', description, organizationId });
      if (response.status !== 201) throw new Error(`inbound answered ${response.status}`);
      return (await response.json()) as { token: string; url: string; issueId: string };
    },
    reply: async (issueId, message) => {
      await gql('mutation ($input: ReplyToIssueInput!) { replyToIssue(input: $input) { supportCase { id } } }', { input: { issueId, message } }, organizationId);
    },
  };
}
