/**
 * The composition root of the app (every page but the support case, see src/main-support.tsx):
 * with main-support.tsx the only files that know the adapters, and hand them to the app.
 */
import 'modern-normalize/modern-normalize.css';
import './ui/styles/app.css';
import './ui/styles/org-layout.css';
import './ui/styles/tickets.css';
import './ui/styles/explorer.css';
import './ui/styles/admin.css';
import './ui/styles/blackout.css';
import './ui/styles/search.css';
import './ui/styles/onboarding.css';
import './ui/styles/demo.css';
import './ui/styles/report-pages.css';
import './ui/styles/dashboard.css';
import './ui/styles/support-inbox.css';
import './ui/styles/schedule.css';
import './ui/styles/gantt.css';
import './ui/styles/ticket-import.css';
import './ui/styles/dependency.css';
import './ui/styles/reports.css';
import './ui/styles/markdown-editor.css';
import './ui/styles/notes.css';
import { Layer, ManagedRuntime } from 'effect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { intlLocale } from './adapters/browser/locale.intl.ts';
import { historyNavigator } from './adapters/browser/navigator.history.ts';
import { readRuntimeSettings } from './adapters/browser/runtime-settings.meta.ts';
import { createGraphQLClient } from './adapters/graphql/graphql-client.ts';
import { proofOfWorkLayer } from './adapters/pow/proof-of-work.worker.ts';
import { revisionSourceLayer } from './adapters/revision/revision-source.script.ts';
import { storageStore } from './adapters/storage/key-value.local-storage.ts';
import { todaysJoke } from './application/shared/empty-state-joke.ts';
import { startShellModels } from './application/shell/shell-models.ts';
import { organizationIdFromPath } from './domain/shared/paths.ts';
import type { OrganizationSettingsGateway } from './application/accounts/organization-settings-gateway.port.ts';
import { App } from './ui/app.tsx';
import { AppProvider, type AppServices } from './ui/app-context.tsx';
import './ui/preact-events.ts';

const settings = readRuntimeSettings(document);
const fetchFn: typeof fetch = (input, init) => fetch(input, init);
const clientOptions = { endpoint: '/graphql', fetch: fetchFn, organizationId: () => organizationIdFromPath(window.location.pathname) };
const graphql = createGraphQLClient(clientOptions);

const proofOfWork = proofOfWorkLayer(graphql, () => new Worker('/pow.js'));
const runtime = ManagedRuntime.make(Layer.mergeAll(proofOfWork, revisionSourceLayer(document)));

const { timers, notifications, newVersion } = startShellModels({ runtime, navigator: historyNavigator, builtInRevision: settings.revision });

/** A loader that runs once; later calls share its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
}

/** The organization settings' gateway, made with their first use. */
let settingsRuntime: ManagedRuntime.ManagedRuntime<OrganizationSettingsGateway, never> | undefined;

const services: AppServices = {
  notifications,
  newVersion,
  settings,
  // Loaded on demand: the support case page needs no account and never carries this code.
  accountArea: async () => {
    const [{ createAccountArea }, { accountGatewaysLayer }, { profileImageUploadLayer }] = await Promise.all([
      import('./application/shell/account-area.ts'),
      import('./adapters/graphql/account-gateways.graphql.ts'),
      import('./adapters/upload/profile-image-upload.http.ts'),
    ]);
    const organizationId = () => organizationIdFromPath(window.location.pathname);
    const accounts = ManagedRuntime.make(Layer.mergeAll(accountGatewaysLayer(graphql), profileImageUploadLayer(fetchFn, organizationId), proofOfWork));
    return createAccountArea({ runner: accounts, notify: notifications.notify, navigator: historyNavigator, locale: intlLocale, store: storageStore(window.localStorage), demo: { runner: accounts, timers } });
  },
  workArea: once(async () => {
    const [{ createWorkArea }, { workGatewaysLayer }, { inboxImageUploadLayer }, { projectionPreviewLayer }] = await Promise.all([
      import('./application/shell/work-area.ts'),
      import('./adapters/graphql/work-gateways.graphql.ts'),
      import('./adapters/upload/inbox-image-upload.http.ts'),
      import('./adapters/worker/projection-preview.worker.ts'),
    ]);
    const work = ManagedRuntime.make(
      Layer.mergeAll(
        workGatewaysLayer(graphql),
        inboxImageUploadLayer(fetchFn, () => organizationIdFromPath(window.location.pathname)),
        // The schedule's edit flow projects on this device, in a worker started with the first preview.
        projectionPreviewLayer(() => new Worker('/projections.js')),
      ),
    );
    return createWorkArea({ runner: work, notify: notifications.notify, navigator: historyNavigator, now: timers.now, store: storageStore(window.localStorage), locale: intlLocale });
  }),
  organizationSettings: async (session) => {
    const [{ createOrganizationSettingsModel }, { organizationSettingsGatewayLayer }] = await Promise.all([
      import('./application/accounts/organization-settings-model.ts'),
      import('./adapters/graphql/organization-settings-gateway.graphql.ts'),
    ]);
    settingsRuntime ??= ManagedRuntime.make(organizationSettingsGatewayLayer(graphql));
    return createOrganizationSettingsModel({ runner: settingsRuntime, notify: notifications.notify, session, deviceTimeZone: intlLocale.timeZone() });
  },
  // What the import page's own root needs of this one is handed over: it then shares no code with the shell.
  ticketImport: once(() => import('./main-import.tsx').then((m) => m.ticketImportModels(createGraphQLClient, clientOptions, storageStore(window.localStorage), ManagedRuntime.make))),
  // The dependency page's model, gateway and SDK: a chunk of their own, loaded with that page.
  dependencyArea: once(async () => {
    const [{ createDependencyArea }, { dependencyGraphGatewayLayer }] = await Promise.all([
      import('./application/work/dependency-page-model.ts'),
      import('./adapters/graphql/dependency-graph-gateway.graphql.ts'),
    ]);
    const runner = ManagedRuntime.make(dependencyGraphGatewayLayer(graphql));
    return createDependencyArea({ runner, notify: notifications.notify, navigator: historyNavigator, now: timers.now });
  }),
  // The report pages' models, gateway and SDK: a chunk of their own, loaded with those pages.
  reportsArea: once(async () => {
    const [{ createReportsArea }, { reportGatewayLayer }] = await Promise.all([import('./application/reports/reports-area.ts'), import('./adapters/graphql/report-gateway.graphql.ts')]);
    const runner = ManagedRuntime.make(reportGatewayLayer(graphql));
    return createReportsArea({ runner, notify: notifications.notify, navigator: historyNavigator, now: timers.now });
  }),
  // The Markdown editor's image uploads: their own small chunk, loaded with the first image.
  documentImages: once(() => import('./main-documents.tsx').then((m) => m.documentImages(fetchFn))),
  // The notes page's model, gateway and SDK: a chunk of their own, loaded with that page.
  notesArea: once(async () => {
    const [{ createNotesArea }, { noteGatewayLayer }] = await Promise.all([import('./application/notes/notes-area.ts'), import('./adapters/graphql/note-gateway.graphql.ts')]);
    const runner = ManagedRuntime.make(noteGatewayLayer(graphql));
    return createNotesArea({ runner, notify: notifications.notify, navigator: historyNavigator, now: timers.now });
  }),
  joke: () => todaysJoke({ store: storageStore(window.localStorage), now: timers.now, random: Math.random }),
  now: timers.now,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider value={services}>
      <App />
    </AppProvider>
  </StrictMode>,
);
