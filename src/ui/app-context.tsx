/** What screens get from the composition root: models and the clock, never adapters. */
import { createContext, useContext } from 'react';
import type { AccountArea } from '../application/shell/account-area.ts';
import type { SessionModel } from '../application/accounts/session-model.ts';
import type { OrganizationSettingsModel } from '../application/accounts/organization-settings-model.ts';
import type { NewVersionModel } from '../application/shell/new-version-model.ts';
import type { NotificationsModel } from '../application/shell/notifications-model.ts';
import type { RuntimeSettings } from '../application/shared/runtime-settings.port.ts';
import type { SupportCaseModelDeps } from '../application/support/support-case-model.ts';
import type { WorkArea } from '../application/shell/work-area.ts';
import type { TicketImportModel } from '../application/work/ticket-import-model.ts';
import type { DependencyArea } from '../application/work/dependency-page-model.ts';
import type { ReportsArea } from '../application/reports/reports-area.ts';
import type { DocumentImages } from '../application/shared/document-images.ts';
import type { NotesArea } from '../application/notes/notes-area.ts';

export interface AppServices {
  readonly notifications: NotificationsModel;
  readonly newVersion: NewVersionModel;
  /** The runtime settings the server gave this page. */
  readonly settings: RuntimeSettings;
  /** What a support case model needs (given by the support page's composition root only). */
  readonly supportCase?: Omit<SupportCaseModelDeps, 'token'>;
  /** Loads the session and account models (their code arrives on demand). */
  readonly accountArea: () => Promise<AccountArea>;
  /** Loads the current organization's settings model (with the country lists: on demand, on the admin home). */
  readonly organizationSettings?: (session: Pick<SessionModel, 'refresh'>) => Promise<OrganizationSettingsModel>;
  /** Loads the organization area's planning models (their code arrives on demand, once). */
  readonly workArea: () => Promise<WorkArea>;
  /** Loads the ticket import page's models (their code arrives with that page only); absent on the support page. */
  readonly ticketImport?: () => Promise<(orgId: string) => TicketImportModel>;
  /** Loads the dependency page's model and gateway (their code arrives with that page only). */
  readonly dependencyArea: () => Promise<DependencyArea>;
  /** Loads the report pages' models and gateway (their code arrives with those pages only); absent outside the organization pages. */
  readonly reportsArea?: () => Promise<ReportsArea>;
  /** Loads the image uploader of the Markdown editor (its code arrives with the first upload); absent: the editor takes no images. */
  readonly documentImages?: () => Promise<DocumentImages>;
  /** Loads the notes page's model and gateway (their code arrives with that page only); absent outside the organization pages. */
  readonly notesArea?: () => Promise<NotesArea>;
  /** Today's empty-state joke (the same one for 24 hours on this device). */
  readonly joke: () => string;
  /** The current time, for date display. */
  readonly now: () => number;
}

const AppContext = createContext<AppServices | null>(null);

/** Provides the app's services to every screen. */
export const AppProvider = AppContext.Provider;

/** The app's services; a screen outside the provider is a bug. */
export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() outside <AppProvider>');
  return services;
}
