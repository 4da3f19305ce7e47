/**
 * Sessions end on their own (issue 16, finding 7): after SESSION_IDLE_HOURS without use, and
 * SESSION_MAX_DAYS after sign-in however much they are used; the due jobs prune the rest. In
 * production the cookie is __Host- prefixed and always Secure (finding 14).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HOST_SESSION_COOKIE } from '../../../mock-server/shared/session-cookie.ts';
import { signedUp } from '../shared/account-helpers.ts';
import { advanceClock, call, makeApp, MINUTE_MS, solveProof } from '../shared/helpers.ts';

const HOUR_MS = 60 * MINUTE_MS;
const PASSWORD = 'a long enough password';

const sessions = suite('session lifetime');

sessions('an unused session ends after the idle time; a used one lives on', async () => {
  const app = await makeApp({ SESSION_IDLE_HOURS: '12', SESSION_MAX_DAYS: '7' });
  const idle = await signedUp(app, 'idle@example.com');
  const busy = await signedUp(app, 'busy@example.com');
  for (let hour = 0; hour < 11; hour++) {
    await advanceClock(app, HOUR_MS + MINUTE_MS);
    assert.ok((await busy.me()).user, `still signed in after ${hour + 1} hours of use`);
  }
  await advanceClock(app, 2 * HOUR_MS);
  assert.is((await idle.me()).user, null, 'twelve hours without a request: signed out');
  assert.ok((await busy.me()).user, 'used every hour: still signed in');
});

sessions('a session ends after its maximum age however much it is used', async () => {
  const app = await makeApp({ SESSION_IDLE_HOURS: '12', SESSION_MAX_DAYS: '2' });
  const browser = await signedUp(app, 'steady@example.com');
  for (let hour = 0; hour < 47; hour++) {
    await advanceClock(app, HOUR_MS);
    assert.ok((await browser.me()).user, `hour ${hour + 1}`);
  }
  await advanceClock(app, 2 * HOUR_MS);
  assert.is((await browser.me()).user, null, 'two days after sign-in: signed out');
});

sessions('expired sessions are pruned by the due jobs, so the session map does not grow', async () => {
  const app = await makeApp({ SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '1' });
  const browsers = await Promise.all(['a', 'b', 'c'].map((name) => signedUp(app, `${name}@example.com`)));
  const ids = browsers.map((browser) => browser.session!);
  assert.ok((await Promise.all(ids.map((id) => app.store.accounts.session(id)))).every(Boolean));
  await advanceClock(app, 2 * HOUR_MS);
  assert.ok((await Promise.all(ids.map((id) => app.store.accounts.session(id)))).every((found) => found === undefined), 'gone without anyone asking');
});

sessions.run();

const cookie = suite('the session cookie');

cookie('in production: __Host- prefixed, Secure even over plain http (a TLS proxy in front), Path=/, no Domain, a Max-Age', async () => {
  const app = await makeApp({ NODE_ENV: 'production', SESSION_MAX_DAYS: '7' });
  const solved = await solveProof(app);
  const response = await call(app, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation ($input: RegisterInput!) { register(input: $input) { status } }', variables: { input: { email: 'prod@example.com', password: PASSWORD, ...solved } } }),
  });
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${HOST_SESSION_COOKIE}=`));
  assert.ok(line, 'the __Host- cookie is set');
  const attributes = line!.split(';').slice(1).map((part) => part.trim().toLowerCase());
  for (const wanted of ['secure', 'httponly', 'samesite=lax', 'path=/', `max-age=${7 * 86_400}`]) assert.ok(attributes.includes(wanted), wanted);
  assert.not.ok(attributes.some((attribute) => attribute.startsWith('domain')), 'no Domain');
  const sessionId = line!.split(';')[0]!.split('=')[1]!;
  const me = await call(app, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${HOST_SESSION_COOKIE}=${sessionId}` }, body: JSON.stringify({ query: '{ me { user { email } } }' }) });
  assert.equal(((await me.json()) as { data: unknown }).data, { me: { user: { email: 'prod@example.com' } } });
  const wrongName = await call(app, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `tidemark_session=${sessionId}` }, body: JSON.stringify({ query: '{ me { user { email } } }' }) });
  assert.equal(((await wrongName.json()) as { data: unknown }).data, { me: { user: null } }, 'the unprefixed name means nothing in production');
});

cookie.run();


