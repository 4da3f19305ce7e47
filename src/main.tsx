/** The composition root: the only file that knows the adapters, and hands them to the app. */
import 'modern-normalize/modern-normalize.css';
import './ui/styles/app.css';
import { Layer, ManagedRuntime } from 'effect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGraphQLClient } from './adapters/graphql/graphql-client.ts';
import { supportCaseGatewayLayer } from './adapters/graphql/support-case-gateway.graphql.ts';
import { proofOfWorkLayer } from './adapters/pow/proof-of-work.worker.ts';
import { browserFilePreview } from './adapters/upload/file-preview.browser.ts';
import { imageUploadLayer } from './adapters/upload/image-upload.http.ts';
import { effectTimers } from './application/effect-timers.ts';
import { createNotificationsModel } from './application/notifications-model.ts';
import { createSupportCaseModel } from './application/support-case-model.ts';
import { organizationIdFromPath } from './domain/routing.ts';
import { App } from './ui/app.tsx';
import './ui/preact-events.ts';
import { AppProvider, type AppServices } from './ui/app-context.tsx';

const fetchFn: typeof fetch = (input, init) => fetch(input, init);
const graphql = createGraphQLClient({
  endpoint: '/graphql',
  fetch: fetchFn,
  organizationId: () => organizationIdFromPath(window.location.pathname),
});

const runtime = ManagedRuntime.make(
  Layer.mergeAll(
    supportCaseGatewayLayer(graphql),
    proofOfWorkLayer(graphql, () => new Worker('/pow.js')),
    imageUploadLayer(fetchFn),
  ),
);

const timers = effectTimers(runtime);
const notifications = createNotificationsModel(timers);

const services: AppServices = {
  notifications,
  supportCase: (token) => createSupportCaseModel({ token, runner: runtime, notify: notifications.notify, previews: browserFilePreview }),
  now: timers.now,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider value={services}>
      <App />
    </AppProvider>
  </StrictMode>,
);
