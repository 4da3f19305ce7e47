/**
 * Request bodies are read with a hard cap as they stream in, chunked or not (issue 16, finding 3):
 * JSON endpoints at 64 KB, GraphQL at 1 MB, uploads at 10 MB plus the form's overhead, and an
 * upload's permit is checked before a byte of its file is read. Each test feeds a body far larger
 * than the cap from a lazy stream and counts how much of it the server pulled.
 */
import { request as httpRequest } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GRAPHQL_BODY_LIMIT } from '../../../mock-server/shell/app.ts';
import { startServer } from '../../../scripts/run-server.ts';
import { call, makeApp, openCase, requestUpload } from '../shared/helpers.ts';

const CHUNK = 64 * 1024;

/** A body of `total` bytes made on demand, and how many of them were pulled. */
function lazyBody(total: number, fill = 0x61) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(fill));
    },
  });
  return { stream, pulled: () => pulled };
}

const send = async (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  call(await makeApp(), path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);

const limits = suite('bounded request bodies');

limits('a chunked JSON body past 64 KB is refused after reading just past the cap', async () => {
  const body = lazyBody(100 * 1024 * 1024);
  const response = await send('/dev/support/inbound', body.stream);
  assert.is(response.status, 400);
  assert.ok(body.pulled() <= 64 * 1024 + 2 * CHUNK, `pulled ${body.pulled()} bytes of 100 MB`);
});

limits('a chunked GraphQL body past 1 MB gets 413 after reading just past the cap', async () => {
  const body = lazyBody(100 * 1024 * 1024);
  const response = await send('/graphql', body.stream);
  assert.is(response.status, 413);
  assert.match(((await response.json()) as { error: string }).error, /at most 1024 KB/);
  assert.ok(body.pulled() <= GRAPHQL_BODY_LIMIT + 2 * CHUNK, `pulled ${body.pulled()} bytes`);
});

limits('an upload without a valid permit is refused before its body is read', async () => {
  const body = lazyBody(50 * 1024 * 1024);
  const response = await send('/upload/files?policy=abc&signature=forged', body.stream, { 'content-type': 'multipart/form-data; boundary=x' });
  assert.is(response.status, 403);
  assert.ok(body.pulled() <= 2 * CHUNK, `pulled ${body.pulled()} bytes`);
});

limits('an upload with a valid permit is read up to 10 MB and its form overhead, then refused with 413', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = (await requestUpload(app, opened.token)).body;
  const body = lazyBody(50 * 1024 * 1024);
  const response = await call(app, upload.url, { method: 'POST', body: body.stream, headers: { 'content-type': 'multipart/form-data; boundary=x' }, duplex: 'half' } as RequestInit);
  assert.is(response.status, 413);
  assert.ok(body.pulled() <= 10 * 1024 * 1024 + 64 * 1024 + 2 * CHUNK, `pulled ${body.pulled()} bytes`);
});

limits.run();

const http = suite('the HTTP server');

/** A raw request over HTTP; the status, or 'reset' when the server closed the connection first. */
function raw(url: string, path: string, headers: Record<string, string>, write: (req: ReturnType<typeof httpRequest>) => void): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${path}`, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('reset'));
    write(req);
  });
}

http('refuses a GraphQL body whose length is over the cap, and caps a chunked one, over real HTTP', async () => {
  const server = await startServer();
  try {
    const declared = await raw(server.url, '/graphql', { 'content-type': 'application/json', 'content-length': String(GRAPHQL_BODY_LIMIT + 1) }, (req) => req.write('{'));
    assert.is(declared, 413, 'refused on its Content-Length, before the body');
    const chunked = await raw(server.url, '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, (req) => {
      const piece = Buffer.alloc(CHUNK, 0x61);
      let sent = 0;
      const more = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += CHUNK;
          if (!req.write(piece)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    assert.ok(chunked === 413 || chunked === 'reset', `a chunked 8 MB operation: ${chunked}`);
    const fine = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) });
    assert.is(fine.status, 200, 'the server still answers');
  } finally {
    await server.stop();
  }
});

http.run();
