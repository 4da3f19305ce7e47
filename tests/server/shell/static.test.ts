/**
 * The built SPA as the local server serves it, from a temporary dist folder: history fallback to
 * index.html (never cached), immutable assets with precompressed variants, /revision.js, and no
 * way out of the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '../../../mock-server/shell/app.ts';
import { call, makeApp } from '../shared/helpers.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Tidemark</title></head><body><div id="root"></div></body></html>\n';

/** index.html as served: the build's file with the runtime settings and revision in its head. */
function servedIndex(revision: string, demoMode = true): string {
  const meta = JSON.stringify({ demoMode, mainAppUrl: null, forceSupportWidget: false, revision }).replace(/"/g, '&quot;');
  return INDEX_HTML.replace('</head>', `<meta name="tidemark-settings" content="${meta}">\n</head>`);
}
const APP_JS = 'console.log("the real app bundle");\n'.repeat(20);
const SECRET = 'TOP SECRET: outside the dist folder';
const REVISION = 'rev-2026-03-02-abc123';

interface Context {
  root: string;
  dist: string;
  app: App;
  indexGz: Uint8Array;
  jsBr: Uint8Array;
  jsGz: Uint8Array;
}

const statics = suite<Context>('static files');

statics.before(async (context) => {
  context.root = mkdtempSync(join(tmpdir(), 'tidemark-static-'));
  context.dist = join(context.root, 'dist');
  mkdirSync(join(context.dist, 'assets'), { recursive: true });
  context.indexGz = new Uint8Array(gzipSync(INDEX_HTML));
  context.jsBr = new Uint8Array(brotliCompressSync(APP_JS));
  context.jsGz = new Uint8Array(gzipSync(APP_JS));
  writeFileSync(join(context.dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(context.dist, 'index.html.gz'), context.indexGz);
  writeFileSync(join(context.dist, 'assets', 'app-X.js'), APP_JS);
  writeFileSync(join(context.dist, 'assets', 'app-X.js.br'), context.jsBr);
  writeFileSync(join(context.dist, 'assets', 'app-X.js.gz'), context.jsGz);
  writeFileSync(join(context.dist, 'revision.txt'), `${REVISION}\n`);
  // Files next to the dist folder that must never be served.
  writeFileSync(join(context.root, 'package.json'), JSON.stringify({ secret: SECRET }));
  mkdirSync(join(context.root, 'dist-private'));
  writeFileSync(join(context.root, 'dist-private', 'keys.txt'), SECRET);
  context.app = await makeApp({}, {}, `${context.dist}/`);
});

statics.after((context) => {
  rmSync(context.root, { recursive: true, force: true });
});

async function get(app: App, path: string, acceptEncoding?: string) {
  const response = await call(app, path, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

statics('index.html carries the demo mode the server runs in', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tidemark-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  const app = await makeApp({ DEMO_MODE: 'false' }, {}, `${dist}/`);
  const answer = await get(app, '/anything');
  assert.match(text(answer.bytes), '&quot;demoMode&quot;:false');
});

statics('a client-side route (/support/abc) serves index.html, never cached', async ({ app }) => {
  const answer = await get(app, '/support/abc');
  assert.is(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
  assert.is(answer.headers.get('content-encoding'), null);
  assert.is(text(answer.bytes), servedIndex(REVISION));
});

statics('the root and other routes fall back to index.html too', async ({ app }) => {
  for (const path of ['/', '/org/3/dashboard', '/support/some.token.with.dots']) {
    const answer = await get(app, path);
    assert.is(answer.status, 200, path);
    assert.is(text(answer.bytes), servedIndex(REVISION), path);
    assert.match(answer.headers.get('cache-control') ?? '', /no-store/, path);
  }
});

statics('index.html is sent gzipped to a browser that takes gzip', async ({ app, indexGz }) => {
  const answer = await get(app, '/support/abc', 'gzip, deflate');
  assert.is(answer.headers.get('content-encoding'), 'gzip');
  assert.is(new TextDecoder().decode(gunzipSync(answer.bytes)), servedIndex(REVISION));
  void indexGz;
  assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
});

statics("an asset is served as brotli with an immutable cache-control when 'br' is accepted", async ({ app, jsBr }) => {
  const answer = await get(app, '/assets/app-X.js', 'br');
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('content-encoding'), 'br');
  assert.equal([...answer.bytes], [...jsBr]);
  const cacheControl = answer.headers.get('cache-control') ?? '';
  assert.match(cacheControl, /immutable/);
  assert.match(cacheControl, /max-age=31536000/);
  assert.match(answer.headers.get('content-type') ?? '', /javascript/);
  assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i);
});

statics('brotli is preferred when the browser takes both', async ({ app, jsBr }) => {
  const answer = await get(app, '/assets/app-X.js', 'gzip, deflate, br, zstd');
  assert.is(answer.headers.get('content-encoding'), 'br');
  assert.equal([...answer.bytes], [...jsBr]);
});

statics('an asset is served gzipped when only gzip is accepted', async ({ app, jsGz }) => {
  const answer = await get(app, '/assets/app-X.js', 'gzip');
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('content-encoding'), 'gzip');
  assert.equal([...answer.bytes], [...jsGz]);
  assert.match(answer.headers.get('cache-control') ?? '', /immutable/);
});

statics('an asset is served raw when no encoding is accepted', async ({ app }) => {
  for (const acceptEncoding of [undefined, '', 'identity']) {
    const answer = await get(app, '/assets/app-X.js', acceptEncoding);
    assert.is(answer.status, 200, String(acceptEncoding));
    assert.is(answer.headers.get('content-encoding'), null, String(acceptEncoding));
    assert.is(text(answer.bytes), APP_JS, String(acceptEncoding));
    assert.match(answer.headers.get('cache-control') ?? '', /immutable/);
  }
});

statics('an encoding the browser refuses with q=0 is not used', async ({ app, jsGz }) => {
  const answer = await get(app, '/assets/app-X.js', 'br;q=0, gzip');
  assert.is(answer.headers.get('content-encoding'), 'gzip');
  assert.equal([...answer.bytes], [...jsGz]);
});

statics('/revision.js calls window.onTidemarkRevision with the revision from revision.txt, uncached', async ({ app }) => {
  const answer = await get(app, `/revision.js?d=${Math.floor(Date.now() / 120_000)}`);
  assert.is(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /javascript/);
  assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
  const seen: unknown[] = [];
  const fakeWindow = { onTidemarkRevision: (revision: unknown) => seen.push(revision) };
  new Function('window', text(answer.bytes))(fakeWindow);
  assert.equal(seen, [REVISION]);
});

statics('/revision.js does nothing when the page has no callback', async ({ app }) => {
  const answer = await get(app, '/revision.js');
  new Function('window', text(answer.bytes))({});
});

statics('/revision.js reports "dev" without a build', async () => {
  const app = await makeApp({}, {}, '/nonexistent/');
  const answer = await get(app, '/revision.js');
  const seen: unknown[] = [];
  new Function('window', text(answer.bytes))({ onTidemarkRevision: (revision: unknown) => seen.push(revision) });
  assert.equal(seen, ['dev']);
});

statics('a missing asset answers 404, not index.html', async ({ app }) => {
  for (const path of ['/assets/nope.js', '/assets/app-Y.css', '/favicon.ico']) {
    const answer = await get(app, path);
    assert.is(answer.status, 404, path);
    assert.not.match(text(answer.bytes), /<div id="root">/, path);
  }
});

statics('the precompressed copies are not served by their own names', async ({ app }) => {
  assert.is((await get(app, '/assets/app-X.js.br')).status, 404);
  assert.is((await get(app, '/assets/app-X.js.gz')).status, 404);
  assert.is((await get(app, '/index.html.gz')).status, 404);
});

statics('path traversal does not escape the dist folder', async ({ app }) => {
  const attempts = [
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5cpackage.json',
    '//../package.json',
    '/../dist-private/keys.txt',
    '/..%2fdist-private%2fkeys.txt',
    '/%2e%2e%2fdist-private/keys.txt',
  ];
  for (const path of attempts) {
    const answer = await get(app, path);
    assert.not.match(text(answer.bytes), /TOP SECRET/, path);
    assert.ok(answer.status === 404 || (answer.status === 200 && text(answer.bytes) === servedIndex(REVISION)), `${path}: ${answer.status}`);
  }
});

statics('only GET and HEAD reach the files', async ({ app }) => {
  const response = await call(app, '/support/abc', { method: 'POST', body: 'x' });
  assert.is(response.status, 405);
  const head = await call(app, '/assets/app-X.js', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is((await head.arrayBuffer()).byteLength, 0);
});

for (const path of ['/assets/%E0%A4%A.js', '/upload/files/%zz.png', '/support/%']) {
  statics(`a malformed percent-encoding (${path}) is a client error, not a server failure`, async ({ app }) => {
    const response = await call(app, path);
    assert.ok(response.status >= 400 && response.status < 500, `${path}: ${response.status}`);
  });
}

statics('without a build, routes answer 503 with advice instead of crashing', async () => {
  const app = await makeApp({}, {}, '/nonexistent/');
  const response = await call(app, '/support/abc');
  assert.is(response.status, 503);
  assert.match(await response.text(), /npm run build/);
});

statics('every page carries the security headers; HSTS only over TLS or in production (issue 16, finding 9)', async ({ app, dist }) => {
  const page = await call(app, '/auth/login');
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'.*frame-ancestors 'none'/);
  assert.is(page.headers.get('x-frame-options'), 'DENY');
  assert.is(page.headers.get('referrer-policy'), 'no-referrer');
  assert.is(page.headers.get('strict-transport-security'), null, 'plain http in development: no HSTS');
  const tls = await app.fetch(new Request('https://test.local/auth/login'));
  assert.match(tls.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
  const production = await makeApp({ NODE_ENV: 'production' }, {}, `${dist}/`);
  assert.match((await call(production, '/auth/login')).headers.get('strict-transport-security') ?? '', /max-age/, 'production sits behind TLS');
});

statics('the build metafile, the route table and the revision file are read by the server, never served (issue 16)', async ({ app, dist }) => {
  writeFileSync(join(dist, 'build-meta.json'), JSON.stringify({ metafile: { inputs: { 'src/domain/secret.ts': {} } } }));
  writeFileSync(join(dist, 'routes.json'), '{}');
  for (const path of ['/build-meta.json', '/routes.json', '/revision.txt']) {
    const response = await call(app, path);
    assert.is(response.status, 404, path);
    assert.not.ok((await response.text()).includes('src/domain'), path);
  }
});

statics.run();
