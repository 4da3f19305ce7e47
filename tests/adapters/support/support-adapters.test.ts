import { Effect, Layer, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, UploadError } from '../../../src/application/shared/errors.ts';
import { ImageUpload } from '../../../src/application/support/image-upload.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SupportCaseGateway } from '../../../src/application/support/support-case-gateway.port.ts';
import { createGraphQLClient } from '../../../src/adapters/graphql/graphql-client.ts';
import { supportCaseGatewayLayer } from '../../../src/adapters/graphql/support-case-gateway.graphql.ts';
import { proofOfWorkLayer, type PowWorker } from '../../../src/adapters/pow/proof-of-work.worker.ts';
import { imageUploadLayer } from '../../../src/adapters/upload/image-upload.http.ts';
import { parseChallenge, solve } from '../../../src/domain/shared/pow.ts';
import { PNG_BYTES } from '../../helpers/fixtures.ts';
import { inProcessServer } from '../../helpers/server.ts';

/** A stand-in for the /pow.js worker that runs the same domain solver in-process. */
function inProcessWorker(behaviour: 'solve' | 'crash' = 'solve'): PowWorker {
  const worker: PowWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => {},
    postMessage: (message) => {
      queueMicrotask(() => {
        if (behaviour === 'crash') return worker.onerror?.({} as ErrorEvent);
        const pof = String(message);
        const solution = solve(pof, parseChallenge(pof)!.difficulty);
        worker.onmessage?.({ data: [solution, pof] } as MessageEvent);
      });
    },
  };
  return worker;
}

async function adapters(given?: Awaited<ReturnType<typeof inProcessServer>>, worker: () => PowWorker = () => inProcessWorker()) {
  const server = given ?? (await inProcessServer());
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(supportCaseGatewayLayer(graphql), proofOfWorkLayer(graphql, worker), imageUploadLayer(server.fetch)),
  );
  return { server, runtime };
}

const gateway = suite('SupportCaseGateway over GraphQL');

gateway('reads a case by token and answers null for an unknown one', async () => {
  const { server, runtime } = await adapters();
  const { token } = await server.openCase('Line one\nLine two');
  const issue = await runtime.runPromise(Effect.gen(function* () { return yield* (yield* SupportCaseGateway).fetchCase(token); }));
  assert.is(issue?.description, 'Line one\nLine two');
  assert.is(issue?.status, 'NEW');
  const missing = await runtime.runPromise(Effect.gen(function* () { return yield* (yield* SupportCaseGateway).fetchCase('no-such-token'); }));
  assert.is(missing, null);
});

gateway('sends a message with a proof solved by the worker', async () => {
  const { server, runtime } = await adapters();
  const { token } = await server.openCase();
  const program = Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* SupportCaseGateway).updateCase(token, { message: 'Thanks!' }, proof);
  });
  const issue = await runtime.runPromise(program);
  assert.equal(
    issue.issueActions.map((a) => [a.category, a.body, a.author]),
    [['CLIENT_MESSAGE', 'Thanks!', null]],
  );
});

gateway('a proof used twice is refused by the server', async () => {
  const { server, runtime } = await adapters();
  const { token } = await server.openCase();
  const program = Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    const cases = yield* SupportCaseGateway;
    yield* cases.updateCase(token, { message: 'first' }, proof);
    return yield* Effect.flip(cases.updateCase(token, { message: 'second' }, proof));
  });
  const error = await runtime.runPromise(program);
  assert.instance(error, GraphQLError);
  assert.match(error.message, /already used/);
});

gateway('an answer that is not a case is refused at the edge', async () => {
  const graphql = createGraphQLClient({
    endpoint: '/graphql',
    fetch: async () => Response.json({ data: { issueByToken: { id: '1', status: 'HACKED' } } }),
    organizationId: () => null,
  });
  const runtime = ManagedRuntime.make(supportCaseGatewayLayer(graphql));
  const error = await runtime.runPromise(Effect.flip(Effect.gen(function* () { return yield* (yield* SupportCaseGateway).fetchCase('t'); })));
  assert.instance(error, GraphQLError);
});

gateway('a worker that cannot run is a clear failure', async () => {
  const { runtime } = await adapters(await inProcessServer(), () => inProcessWorker('crash'));
  const error = await runtime.runPromise(Effect.flip(Effect.gen(function* () { return yield* (yield* ProofOfWork).solve(); })));
  assert.match(error.message, /security check/);
});

gateway.run();

const uploads = suite('ImageUpload over HTTP');

const uploadWith = (runtime: Awaited<ReturnType<typeof adapters>>['runtime'], token: string, file: Blob) =>
  Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* ImageUpload).upload({ file, name: 'shot.png', issueToken: token, proof });
  });

uploads('stores a PNG and answers its address, which the server then serves', async () => {
  const { server, runtime } = await adapters();
  const { token } = await server.openCase();
  const url = await runtime.runPromise(uploadWith(runtime, token, new Blob([PNG_BYTES], { type: 'image/png' })));
  assert.match(url, /^\/upload\/files\/.+\.png$/);
  const served = await server.fetch(url);
  assert.is(served.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(new Uint8Array(await served.arrayBuffer()), PNG_BYTES);
  const requestCall = server.calls.find((call) => new URL(call.url).pathname === '/upload/request-unverified')!;
  const body = (await requestCall.json()) as Record<string, unknown>;
  assert.equal(Object.keys(body).sort(), ['domain', 'hash', 'proof', 'token']);
});

uploads('a file that only claims to be an image is refused with the server reason', async () => {
  const { server, runtime } = await adapters();
  const { token } = await server.openCase();
  const error = await runtime.runPromise(Effect.flip(uploadWith(runtime, token, new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }))));
  assert.instance(error, UploadError);
  assert.match(error.message, /PNG, JPEG, GIF and WebP/);
});

uploads('an unknown case token is refused', async () => {
  const { runtime } = await adapters();
  const error = await runtime.runPromise(Effect.flip(uploadWith(runtime, 'nobody', new Blob([PNG_BYTES], { type: 'image/png' }))));
  assert.instance(error, UploadError);
  assert.match(error.message, /does not exist/);
});

uploads('interrupting the upload aborts its request', async () => {
  const server = await inProcessServer();
  const { token } = await server.openCase();
  let aborted = false;
  const hanging: typeof fetch = (input, init) => {
    const path = new URL(String(input), 'http://test.local').pathname;
    if (path !== '/upload/files') return server.fetch(input, init);
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      }),
    );
  };
  const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: server.fetch, organizationId: () => null });
  const runtime = ManagedRuntime.make(Layer.mergeAll(proofOfWorkLayer(graphql, () => inProcessWorker()), imageUploadLayer(hanging)));
  const controller = new AbortController();
  const running = runtime.runPromiseExit(uploadWith(runtime as never, token, new Blob([PNG_BYTES], { type: 'image/png' })), { signal: controller.signal });
  await new Promise((resolve) => setTimeout(resolve, 50));
  controller.abort();
  await running;
  assert.is(aborted, true);
});

uploads.run();
