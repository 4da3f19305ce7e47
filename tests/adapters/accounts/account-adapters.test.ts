import { Effect, Layer, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { AccountGateway } from '../../../src/application/accounts/account-gateway.port.ts';
import { DemoGateway } from '../../../src/application/demo/demo-gateway.port.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SessionGateway } from '../../../src/application/accounts/session-gateway.port.ts';
import { accountGatewayLayer } from '../../../src/adapters/graphql/account-gateway.graphql.ts';
import { demoGatewayLayer } from '../../../src/adapters/graphql/demo-gateway.graphql.ts';
import { createGraphQLClient } from '../../../src/adapters/graphql/graphql-client.ts';
import { membershipGatewayLayer } from '../../../src/adapters/graphql/membership-gateway.graphql.ts';
import { sessionGatewayLayer } from '../../../src/adapters/graphql/session-gateway.graphql.ts';
import { proofOfWorkLayer } from '../../../src/adapters/pow/proof-of-work.worker.ts';
import { solve } from '../../../src/domain/shared/pow.ts';
import { inProcessServer } from '../../helpers/server.ts';
import { inlinePowWorker } from '../shared/owner.ts';


async function adapters() {
  const server = await inProcessServer();
  let organization: number | null = null;
  const client = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => organization });
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(sessionGatewayLayer(client), accountGatewayLayer(client), membershipGatewayLayer(client), proofOfWorkLayer(client, inlinePowWorker)),
  );
  return { server, runtime, inOrganization: (id: number | null) => (organization = id) };
}

const PASSWORD = 'correct horse battery';

const flow = suite('account gateways against the local server');

flow('register, confirm, create an organization, sign out and in again', async () => {
  const { server, runtime, inOrganization } = await adapters();
  const session = await runtime.runPromise(
    Effect.gen(function* () {
      const proof = yield* (yield* ProofOfWork).solve();
      const registration = yield* (yield* AccountGateway).register({ email: 'ana@example.com', password: PASSWORD }, proof);
      const me = yield* (yield* SessionGateway).me();
      return { registration, me };
    }),
  );
  assert.is(session.registration.user.status, 'UNCONFIRMED');
  assert.is(session.me?.user?.status, 'UNCONFIRMED', 'registering signs in');

  const mailbox = (await (await server.fetch('/dev/mailbox')).json()) as { links: string[] }[];
  await server.fetch(mailbox.at(-1)!.links[0]!);
  const created = await runtime.runPromise(Effect.gen(function* () {
    return yield* (yield* MembershipGateway).createOrganization({ name: 'Acme Music', userName: 'Ana', timeZone: 'Europe/Paris' });
  }));
  assert.is(created.organization.name, 'Acme Music');
  inOrganization(Number(created.organization.id));
  const linked = await runtime.runPromise(Effect.gen(function* () {
    return yield* (yield* SessionGateway).me();
  }));
  assert.is(linked?.status, 'LINKED');
  assert.is(linked?.role?.type, 'OWNER');
  assert.is(linked?.user?.status, 'ACTIVE', 'the confirmation link worked');

  const again = await runtime.runPromise(
    Effect.gen(function* () {
      const sessions = yield* SessionGateway;
      yield* sessions.logout();
      const signedOut = yield* sessions.me();
      const proof = yield* (yield* ProofOfWork).solve();
      const answer = yield* sessions.login({ email: 'ana@example.com', password: PASSWORD }, proof);
      return { signedOut, answer };
    }),
  );
  assert.is(again.signedOut, null);
  assert.equal(again.answer.organization, { id: created.organization.id });
  assert.is(again.answer.status, 'LINKED');
});

flow('a wrong password is a GraphQLError with the one message', async () => {
  const { runtime } = await adapters();
  const error = await runtime.runPromise(
    Effect.flip(
      Effect.gen(function* () {
        const proof = yield* (yield* ProofOfWork).solve();
        return yield* (yield* SessionGateway).login({ email: 'nobody@example.com', password: PASSWORD }, proof);
      }),
    ),
  );
  assert.instance(error, GraphQLError);
  assert.is(error.message, 'Wrong email or password');
});

flow("me is asked cache-and-network (§7): asked again, the page's last answer comes at once, then the server's; after a reset, none", async () => {
  const { server, runtime, inOrganization } = await adapters();
  const cached: (string | null)[] = [];
  const me = () => runtime.runPromise(SessionGateway.use((gateway) => gateway.me((answer) => cached.push(answer?.user?.status ?? null))));
  await runtime.runPromise(
    Effect.gen(function* () {
      yield* (yield* AccountGateway).register({ email: 'ana@example.com', password: PASSWORD }, yield* (yield* ProofOfWork).solve());
    }),
  );
  assert.is((await me())?.user?.status, 'UNCONFIRMED');
  assert.equal(cached, [], 'nothing cached the first time');
  const mailbox = (await (await server.fetch('/dev/mailbox')).json()) as { links: string[] }[];
  await server.fetch(mailbox.at(-1)!.links[0]!);
  // The server's answer changed meanwhile: the cached one comes first, then the fresh one.
  assert.is((await me())?.user?.status, 'ACTIVE');
  assert.equal(cached, ['UNCONFIRMED']);
  inOrganization(12345);
  await me();
  assert.equal(cached, ['UNCONFIRMED'], 'another organization has an answer of its own');
  await runtime.runPromise(SessionGateway.use((gateway) => gateway.resetCache()));
  inOrganization(null);
  await me();
  assert.equal(cached, ['UNCONFIRMED'], 'a reset (sign in, sign out) forgets it');
});

flow('invitations: listed in myRoles, accepted with the time zone', async () => {
  const owner = await adapters();
  const confirm = async (email: string) => {
    const mails = (await (await owner.server.fetch('/dev/mailbox')).json()) as { to: string; subject: string; links: string[] }[];
    await owner.server.fetch(mails.find((mail) => mail.to === email && mail.subject.startsWith('Confirm'))!.links[0]!);
  };
  await owner.runtime.runPromise(Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    yield* (yield* AccountGateway).register({ email: 'owner@example.com', password: PASSWORD }, proof);
  }));
  await confirm('owner@example.com');
  await owner.runtime.runPromise(Effect.gen(function* () {
    yield* (yield* MembershipGateway).createOrganization({ name: 'Acme', userName: 'Olive', timeZone: 'UTC' });
  }));
  owner.inOrganization(1);
  const invite = await owner.server.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', organization: '1' },
    body: JSON.stringify({ query: 'mutation { inviteMember(input: { email: "bo@example.com", role: MEMBER }) { role { id } } }' }),
  });
  assert.is(((await invite.json()) as { data: { inviteMember: { role: { id: string } } } }).data.inviteMember.role.id.length > 0, true);
  // Bo registers on the same server, in a fresh browser (no cookies).
  owner.server.cookies.clear();
  await owner.runtime.runPromise(Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    yield* (yield* AccountGateway).registerFromInvite({ email: 'bo@example.com', password: PASSWORD }, proof);
  }));
  await confirm('bo@example.com');
  const accepted = await owner.runtime.runPromise(Effect.gen(function* () {
    const memberships = yield* MembershipGateway;
    const roles = yield* memberships.myRoles();
    return yield* memberships.acceptRole(roles[0]!.id, 'America/Sao_Paulo');
  }));
  assert.is(accepted.status, 'ACCEPTED');
  assert.is(accepted.organization.name, 'Acme');
});

flow.run();

const edge = suite('answers are checked at the edge');

edge('a demo request of the wrong shape is refused; an unknown one is null', async () => {
  const answers: unknown[] = [{ data: { getDemo: { id: 7, status: 'READY' } } }, { data: { getDemo: null } }];
  const client = createGraphQLClient({ endpoint: '/graphql', fetch: async () => Response.json(answers.shift()), organizationId: () => null });
  const runtime = ManagedRuntime.make(demoGatewayLayer(client));
  const error = await runtime.runPromise(Effect.flip(Effect.gen(function* () {
    return yield* (yield* DemoGateway).getDemo('7');
  })));
  assert.instance(error, GraphQLError);
  const missing = await runtime.runPromise(Effect.gen(function* () {
    return yield* (yield* DemoGateway).getDemo('8');
  }));
  assert.is(missing, null);
});

edge.run();
