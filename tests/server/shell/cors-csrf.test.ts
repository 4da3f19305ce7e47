/**
 * Cross-site requests (issue 16, finding 5): answers are readable across origins only by the
 * product's own origin; operations are JSON only (no form, multipart or text body, which another
 * site could send without a preflight), and a GET needs the custom `organization` header.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signedUp } from '../shared/account-helpers.ts';
import { call, makeApp, ORIGIN } from '../shared/helpers.ts';

const cross = suite('CORS and CSRF');

cross('another origin gets no CORS permission; the product origin does, with credentials', async () => {
  const app = await makeApp();
  const evil = await call(app, '/graphql', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) });
  assert.not.ok((evil.headers.get('access-control-allow-origin') ?? '').includes('evil.example'), 'no echo of a foreign origin');
  const preflight = await call(app, '/graphql', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
  assert.not.ok((preflight.headers.get('access-control-allow-origin') ?? '').includes('evil.example'), 'a preflight from elsewhere is not allowed');
  const own = await call(app, '/graphql', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) });
  assert.is(own.headers.get('access-control-allow-origin'), ORIGIN);
  assert.is(own.headers.get('access-control-allow-credentials'), 'true');
});

cross('a form, multipart or text body cannot run a mutation: a logout from another site changes nothing', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'victim@example.com');
  const cookie = browser.cookieHeader();
  const form = await call(app, '/graphql', { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=mutation%20%7B%20logout%20%7D' });
  assert.is(form.status, 415);
  const data = new FormData();
  data.append('operations', JSON.stringify({ query: 'mutation { logout }' }));
  const multipart = await call(app, '/graphql', { method: 'POST', headers: { cookie }, body: data });
  assert.is(multipart.status, 415);
  const text = await call(app, '/graphql', { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: JSON.stringify({ query: 'mutation { logout }' }) });
  assert.is(text.status, 415);
  assert.ok((await browser.me()).user, 'still signed in');
});

cross('a GET query needs the custom header the SDK sends; JSON POSTs need nothing more', async () => {
  const app = await makeApp();
  const bare = await call(app, '/graphql?query=%7B%20ok%20%7D');
  assert.is(bare.status, 403);
  const withHeader = await call(app, '/graphql?query=%7B%20ok%20%7D', { headers: { organization: 'null' } });
  assert.is(withHeader.status, 200);
  const json = await call(app, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) });
  assert.is(json.status, 200);
});

cross.run();
