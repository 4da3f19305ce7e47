/**
 * The client address behind a reverse proxy (issue 16, finding 10's per-address delays): the
 * socket's address, unless it is a proxy named in TRUSTED_PROXIES; then the address that proxy
 * forwarded, read from the right of X-Forwarded-For. Without the setting the header is ignored, so
 * a client cannot choose the address its failures are counted against.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clientAddressOf, normalizeAddress } from '../../../mock-server/shared/client-address.ts';
import { readConfig } from '../../../mock-server/shared/config.ts';
import { solve } from '../../../src/domain/shared/pow.ts';
import { startServer, type RunningServer } from '../../../scripts/run-server.ts';

const address = suite('client address');
const proxies = new Set(['10.0.0.2', '10.0.0.3', '::1']);

address('the socket is the client unless it is a trusted proxy', () => {
  assert.is(clientAddressOf('203.0.113.9', '198.51.100.7', proxies), '203.0.113.9', 'an untrusted caller cannot name another address');
  assert.is(clientAddressOf('::ffff:203.0.113.9', undefined, proxies), '203.0.113.9');
  assert.is(clientAddressOf(undefined, '198.51.100.7', proxies), 'unknown');
  assert.is(clientAddressOf('10.0.0.2', undefined, proxies), '10.0.0.2', 'a proxy that forwards nothing is its own client');
});

address('behind trusted proxies, the first untrusted hop from the right is the client', () => {
  assert.is(clientAddressOf('10.0.0.2', '198.51.100.7', proxies), '198.51.100.7');
  // What the client wrote itself sits at the left and is never believed.
  assert.is(clientAddressOf('10.0.0.2', '1.2.3.4, 198.51.100.7', proxies), '198.51.100.7');
  assert.is(clientAddressOf('::ffff:10.0.0.2', ['1.2.3.4, 198.51.100.7', '10.0.0.3'], proxies), '198.51.100.7', 'two proxies, the header twice');
  assert.is(clientAddressOf('10.0.0.2', '10.0.0.3, ::1', proxies), '10.0.0.2', 'only proxies: the socket');
  assert.is(clientAddressOf('10.0.0.2', ' , ,', proxies), '10.0.0.2');
  assert.is(clientAddressOf('10.0.0.2', `${'1.1.1.1,'.repeat(10_000)}198.51.100.7`, proxies), '198.51.100.7', 'a huge header is read at its right end');
  assert.is(normalizeAddress(' 2001:DB8::1 '), '2001:db8::1');
});

address('TRUSTED_PROXIES takes IP addresses and refuses anything else with a clear message', () => {
  assert.equal([...readConfig({ TRUSTED_PROXIES: '10.0.0.2, ::1,::ffff:10.0.0.3' }, '/dist/').trustedProxies], ['10.0.0.2', '::1', '10.0.0.3']);
  assert.is(readConfig({}, '/dist/').trustedProxies.size, 0);
  for (const bad of ['proxy.internal', '10.0.0.0/8', '10.0.0.2,,']) {
    assert.throws(() => readConfig({ TRUSTED_PROXIES: bad }, '/dist/'), /TRUSTED_PROXIES must be IP addresses separated by commas/, bad);
  }
});

address.run();

// ---------------------------------------------------------------------------------------------
const overHttp = suite('client address over real HTTP');

/** The proof-of-work difficulty the server asks of a caller with these headers. */
async function challenge(server: RunningServer, headers: Record<string, string>): Promise<{ hash: string; bits: number }> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ getProofOfWork }' }) });
  const hash = ((await response.json()) as { data: { getProofOfWork: string } }).data.getProofOfWork;
  return { hash, bits: (JSON.parse(Buffer.from(hash.split('.')[0]!, 'base64url').toString()) as { d: number }).d };
}

/** A failed sign-in (an unknown account) as a caller with these headers. */
async function failedLogin(server: RunningServer, headers: Record<string, string>, email: string): Promise<string | undefined> {
  const { hash, bits } = await challenge(server, headers);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { status } }', variables: { input: { email, password: 'not the password!', proof: solve(hash, bits), hash } } }),
  });
  return ((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
}

overHttp('behind a trusted proxy, failures count against the forwarded client, not every client of the proxy', async () => {
  const server = await startServer({ TRUSTED_PROXIES: '127.0.0.1,::1', POW_DIFFICULTY: '8' });
  try {
    const a = { 'x-forwarded-for': '203.0.113.9' };
    const b = { 'x-forwarded-for': '198.51.100.7' };
    const base = (await challenge(server, a)).bits;
    for (let n = 0; n < 5; n++) assert.is(await failedLogin(server, a, `person${n}@example.com`), 'UNAUTHENTICATED');
    assert.is((await challenge(server, a)).bits, base + 2, 'the failing client gets harder proofs');
    assert.is((await challenge(server, b)).bits, base, 'another client behind the same proxy does not');
  } finally {
    await server.stop();
  }
});

overHttp('without TRUSTED_PROXIES, X-Forwarded-For and the internal address header are ignored', async () => {
  const server = await startServer({ POW_DIFFICULTY: '8' });
  try {
    const base = (await challenge(server, {})).bits;
    for (let n = 0; n < 5; n++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${n}`, 'x-tidemark-client-address': `198.51.100.${n}` };
      assert.is(await failedLogin(server, spoofed, `person${n}@example.com`), 'UNAUTHENTICATED');
    }
    assert.is((await challenge(server, { 'x-forwarded-for': '192.0.2.1' })).bits, base + 2, 'every attempt counted against the socket, whatever the headers said');
  } finally {
    await server.stop();
  }
});

overHttp.run();
