/** What screens get from the composition root: models and the clock, never adapters. */
import { createContext, useContext } from 'react';
import type { AccountArea } from '../application/account-area.ts';
import type { NewVersionModel } from '../application/new-version-model.ts';
import type { NotificationsModel } from '../application/notifications-model.ts';
import type { SupportCaseModel } from '../application/support-case-model.ts';
import type { UiStateModels } from '../application/ui-state-models.ts';

/** The runtime settings the server gave this page. */
export interface Settings {
  readonly demoMode: boolean;
  readonly mainAppUrl: string | null;
  readonly revision: string;
}

/** The account area with the client state that logging out clears. */
export type LoadedAccountArea = AccountArea & { readonly uiState: UiStateModels };

export interface AppServices {
  readonly notifications: NotificationsModel;
  readonly newVersion: NewVersionModel;
  readonly settings: Settings;
  /** A new model for one support link; the screen disposes it when it leaves. */
  readonly supportCase: (token: string) => SupportCaseModel;
  /** Loads the session and account models (their code arrives on demand). */
  readonly accountArea: () => Promise<LoadedAccountArea>;
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
