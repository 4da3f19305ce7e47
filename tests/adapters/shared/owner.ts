/** The start adapter tests share: a confirmed owner of a fresh organization, calling the in-process server through the real gateways. */
import { Effect, Layer, ManagedRuntime } from 'effect';
import { AccountGateway } from '../../../src/application/accounts/account-gateway.port.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { accountGatewayLayer } from '../../../src/adapters/graphql/account-gateway.graphql.ts';
import { createGraphQLClient } from '../../../src/adapters/graphql/graphql-client.ts';
import { membershipGatewayLayer } from '../../../src/adapters/graphql/membership-gateway.graphql.ts';
import { workGatewaysLayer } from '../../../src/adapters/graphql/work-gateways.graphql.ts';
import { proofOfWorkLayer, type PowWorker } from '../../../src/adapters/pow/proof-of-work.worker.ts';
import { parseChallenge, solve } from '../../../src/domain/shared/pow.ts';
import { inProcessServer } from '../../helpers/server.ts';

/** A proof-of-work worker that solves in this process. */
export function inlinePowWorker(): PowWorker {
  const w: PowWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => {},
    postMessage: (message) => queueMicrotask(() => w.onmessage?.({ data: [solve(String(message), parseChallenge(String(message))!.difficulty), String(message)] } as MessageEvent)),
  };
  return w;
}

/** Registers, confirms by the mailed link and creates an organization; answers the runtime working in it. */
export async function ownerOfOrganization(timeZone = 'UTC') {
  const server = await inProcessServer();
  let organization: number | null = null;
  const client = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => organization });
  const runtime = ManagedRuntime.make(Layer.mergeAll(accountGatewayLayer(client), membershipGatewayLayer(client), proofOfWorkLayer(client, inlinePowWorker), workGatewaysLayer(client)));
  await runtime.runPromise(
    Effect.gen(function* () {
      const proof = yield* (yield* ProofOfWork).solve();
      yield* (yield* AccountGateway).register({ email: 'ana@example.com', password: 'correct horse battery' }, proof);
    }),
  );
  const mails = (await (await server.fetch('/dev/mailbox')).json()) as { links: string[] }[];
  await server.fetch(mails.at(-1)!.links[0]!);
  const created = await runtime.runPromise(MembershipGateway.use((g) => g.createOrganization({ name: 'Acme Music', userName: 'Ana', timeZone })));
  organization = Number(created.organization.id);
  return { server, runtime, client, projectId: created.project.id, organizationId: created.organization.id };
}
