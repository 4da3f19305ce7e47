/** The server's settings: PUBLIC_ORIGIN is an origin or nothing, and a bad one stops the server with a clear message. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../mock-server/shared/config.ts';

test('PUBLIC_ORIGIN: an http(s) origin, a trailing slash forgiven; absent or empty: the listening address', () => {
  assert.is(readConfig({ PUBLIC_ORIGIN: 'https://tidemark.example' }, '/dist/').publicOrigin, 'https://tidemark.example');
  assert.is(readConfig({ PUBLIC_ORIGIN: 'http://localhost:8080/' }, '/dist/').publicOrigin, 'http://localhost:8080');
  assert.is(readConfig({}, '/dist/').publicOrigin, null);
  assert.is(readConfig({ PUBLIC_ORIGIN: '' }, '/dist/').publicOrigin, null);
  for (const bad of ['tidemark.example', 'ftp://tidemark.example', 'https://tidemark.example/app', 'https://tidemark.example?x=1', 'javascript:alert(1)']) {
    assert.throws(() => readConfig({ PUBLIC_ORIGIN: bad }, '/dist/'), /PUBLIC_ORIGIN must be an origin such as https:\/\/tidemark\.example/, bad);
  }
});

test.run();
