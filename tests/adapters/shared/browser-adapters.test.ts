import { Effect, Exit, Fiber } from 'effect';
import { Window } from 'happy-dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import { loadRevision, REVISION_CALLBACK } from '../../../src/adapters/revision/revision-source.script.ts';
import { storageStore } from '../../../src/adapters/storage/key-value.local-storage.ts';
import { DEFAULT_SETTINGS, readRuntimeSettings } from '../../../src/adapters/browser/runtime-settings.meta.ts';

const storage = suite('KeyValueStore over localStorage');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

storage('stores, reads and removes under the product prefix', () => {
  const backing = memoryStorage();
  const store = storageStore(backing);
  assert.is(store.get('demo-email'), null);
  store.set('demo-email', 'ana@example.com');
  assert.equal([...backing.items.keys()], ['tidemark:demo-email']);
  assert.is(store.get('demo-email'), 'ana@example.com');
  store.remove('demo-email');
  assert.is(store.get('demo-email'), null);
});

storage('a browser that refuses storage forgets instead of failing', () => {
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  const store = storageStore(refusing);
  store.set('k', 'v');
  store.remove('k');
  assert.is(store.get('k'), null);
});

storage.run();

const revision = suite('RevisionSource over a script tag');

/** A happy-dom page that never fetches scripts: the test plays the server's part. */
function page(): { document: Document; Event: typeof Event } & Record<string, unknown> {
  const window = new Window({ url: 'http://localhost:4000/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
  return window as unknown as { document: Document; Event: typeof Event } & Record<string, unknown>;
}

revision('inserts the script and answers the revision it reports', async () => {
  const window = page();
  const fiber = Effect.runFork(loadRevision(window.document, '/revision.js?d=42'));
  const script = window.document.getElementById('tidemark-revision') as HTMLScriptElement;
  assert.ok(script.src.endsWith('/revision.js?d=42'));
  (window[REVISION_CALLBACK] as (r: unknown) => void)('59b891ebef7e');
  const exit = await Effect.runPromise(Fiber.await(fiber));
  assert.equal(exit, Exit.succeed('59b891ebef7e'));
  assert.is(window[REVISION_CALLBACK], undefined, 'the callback is removed once used');
});

revision('each load replaces the previously inserted script', async () => {
  const window = page();
  Effect.runFork(loadRevision(window.document, '/revision.js?d=1'));
  Effect.runFork(loadRevision(window.document, '/revision.js?d=2'));
  const scripts = window.document.querySelectorAll('script');
  assert.is(scripts.length, 1);
  assert.ok((scripts[0] as HTMLScriptElement).src.endsWith('d=2'));
});

revision('a script that fails to load, or reports nothing, is a NetworkError', async () => {
  const failing = page();
  const failed = Effect.runFork(loadRevision(failing.document, '/revision.js?d=3'));
  const script = failing.document.getElementById('tidemark-revision') as HTMLScriptElement;
  script.onerror?.(new failing.Event('error'));
  const exit = await Effect.runPromise(Fiber.await(failed));
  assert.ok(Exit.isFailure(exit));
  const empty = page();
  const blank = Effect.runFork(loadRevision(empty.document, '/revision.js?d=4'));
  (empty[REVISION_CALLBACK] as (r: unknown) => void)('');
  const error = await Effect.runPromise(Effect.flip(Fiber.join(blank)));
  assert.instance(error, NetworkError);
});

revision.run();

const settings = suite('runtime settings from index.html');

const withMeta = (content: string | null) => ({
  querySelector: (selector: string) => (content === null || selector !== 'meta[name="tidemark-settings"]' ? null : { getAttribute: () => content }),
}) as unknown as Pick<Document, 'querySelector'>;

settings('reads demo mode, the main app address and the revision', () => {
  assert.equal(readRuntimeSettings(withMeta('{"demoMode":false,"mainAppUrl":"https://app.example.com","revision":"abc","forceSupportWidget":true}')), {
    demoMode: false,
    mainAppUrl: 'https://app.example.com',
    revision: 'abc',
    forceSupportWidget: true,
  });
});

settings('missing, malformed or unsafe values fall back to the defaults', () => {
  assert.equal(readRuntimeSettings(withMeta(null)), DEFAULT_SETTINGS);
  assert.equal(readRuntimeSettings(withMeta('{oops')), DEFAULT_SETTINGS);
  assert.equal(readRuntimeSettings(withMeta('{"demoMode":"no","mainAppUrl":"javascript:alert(1)","revision":""}')), DEFAULT_SETTINGS);
});

settings.run();
