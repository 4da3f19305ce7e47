/**
 * The composition root of the client support case page (/support/{token}): the same adapters and
 * models as src/main.tsx, only those the page needs, built as an entry of its own.
 */
import 'modern-normalize/modern-normalize.css';
import './ui/styles/app.css';
import { Layer, ManagedRuntime } from 'effect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { historyNavigator } from './adapters/browser/navigator.history.ts';
import { readRuntimeSettings } from './adapters/browser/runtime-settings.meta.ts';
import { createGraphQLClient } from './adapters/graphql/graphql-client.ts';
import { supportCaseGatewayLayer } from './adapters/graphql/support-case-gateway.graphql.ts';
import { proofOfWorkLayer } from './adapters/pow/proof-of-work.worker.ts';
import { revisionSourceLayer } from './adapters/revision/revision-source.script.ts';
import { browserFilePreview } from './adapters/upload/file-preview.browser.ts';
import { imageUploadLayer } from './adapters/upload/image-upload.http.ts';
import { startShellModels } from './application/shell/shell-models.ts';
import { AppProvider, type AppServices } from './ui/app-context.tsx';
import './ui/preact-events.ts';
import { SupportApp } from './ui/support-app.tsx';

const settings = readRuntimeSettings(document);
const fetchFn: typeof fetch = (input, init) => fetch(input, init);
// Outside /org/{id}, the organization header is always null.
const graphql = createGraphQLClient({ endpoint: '/graphql', fetch: fetchFn, organizationId: () => null });
const runtime = ManagedRuntime.make(
  Layer.mergeAll(supportCaseGatewayLayer(graphql), proofOfWorkLayer(graphql, () => new Worker('/pow.js')), imageUploadLayer(fetchFn), revisionSourceLayer(document)),
);
const { timers, notifications, newVersion } = startShellModels({ runtime, navigator: historyNavigator, builtInRevision: settings.revision });

const services: AppServices = {
  notifications,
  newVersion,
  settings,
  supportCase: { runner: runtime, notify: notifications.notify, previews: browserFilePreview },
  accountArea: () => Promise.reject(new Error('The support case page has no accounts')),
  workArea: () => Promise.reject(new Error('The support case page has no organization pages')),
  dependencyArea: () => Promise.reject(new Error('The support case page has no organization pages')),
  joke: () => '',
  now: timers.now,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider value={services}>
      <SupportApp />
    </AppProvider>
  </StrictMode>,
);
