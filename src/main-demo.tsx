/**
 * The composition root of the demo host's signed-out page (src/ui/demo-app.tsx): the demo's
 * gateway, the proof of work and the device's storage. Signing in as a sample role loads the
 * session's code then, and goes on to the organization with a full page load (the app's entry).
 */
import 'modern-normalize/modern-normalize.css';
import './ui/styles/app.css';
import './ui/styles/demo.css';
import { Layer, ManagedRuntime } from 'effect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeSettings } from './adapters/browser/runtime-settings.meta.ts';
import { historyNavigator } from './adapters/browser/navigator.history.ts';
import { createGraphQLClient } from './adapters/graphql/graphql-client.ts';
import { demoGatewayLayer } from './adapters/graphql/demo-gateway.graphql.ts';
import { proofOfWorkLayer } from './adapters/pow/proof-of-work.worker.ts';
import { revisionSourceLayer } from './adapters/revision/revision-source.script.ts';
import { storageStore } from './adapters/storage/key-value.local-storage.ts';
import { createDemoArea } from './application/demo/demo-area.ts';
import type { Credentials } from './application/accounts/session-gateway.port.ts';
import type { NavigatorShape } from './application/shared/navigator.port.ts';
import { startShellModels } from './application/shell/shell-models.ts';
import { AppProvider, type AppServices } from './ui/app-context.tsx';
import { DemoApp } from './ui/demo-app.tsx';
import './ui/preact-events.ts';

const settings = readRuntimeSettings(document);
const fetchFn: typeof fetch = (input, init) => fetch(input, init);
// Outside /org/{id}, the organization header is always null.
const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: fetchFn, organizationId: () => null });
const proofOfWork = proofOfWorkLayer(graphql, () => new Worker('/pow.js'));
const runtime = ManagedRuntime.make(Layer.mergeAll(demoGatewayLayer(graphql), proofOfWork, revisionSourceLayer(document)));
const { timers, notifications, newVersion } = startShellModels({ runtime, navigator: historyNavigator, builtInRevision: settings.revision });
const store = storageStore(window.localStorage);

/** Signed in, the person leaves this page for the app's: every navigation is a full page load. */
const pageNavigator: NavigatorShape = {
  go: (path, options) => (options?.replace ? window.location.replace(path) : window.location.assign(path)),
  reload: () => window.location.reload(),
};

/** Signs in with the session's own model (its toasts and destination), loaded with the first sign-in. */
async function login(credentials: Credentials): Promise<boolean> {
  const [{ createSessionModel }, { sessionGatewayLayer }] = await Promise.all([import('./application/accounts/session-model.ts'), import('./adapters/graphql/session-gateway.graphql.ts')]);
  const session = createSessionModel({
    runner: ManagedRuntime.make(Layer.mergeAll(sessionGatewayLayer(graphql), proofOfWork)),
    notify: notifications.notify,
    navigator: pageNavigator,
    clearClientState: () => {},
  });
  return session.login(credentials);
}

const demo = createDemoArea({ runner: runtime, timers, notify: notifications.notify, store, login });

const services: AppServices = {
  notifications,
  newVersion,
  settings,
  accountArea: () => Promise.reject(new Error('The demo page has no accounts')),
  workArea: () => Promise.reject(new Error('The demo page has no organization pages')),
  dependencyArea: () => Promise.reject(new Error('The demo page has no organization pages')),
  joke: () => '',
  now: timers.now,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider value={services}>
      <DemoApp demo={demo} />
    </AppProvider>
  </StrictMode>,
);
