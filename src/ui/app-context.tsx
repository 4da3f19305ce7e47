/** What screens get from the composition root: models and the clock, never adapters. */
import { createContext, useContext } from 'react';
import type { NotificationsModel } from '../application/notifications-model.ts';
import type { SupportCaseModel } from '../application/support-case-model.ts';

export interface AppServices {
  readonly notifications: NotificationsModel;
  /** A new model for one support link; the screen disposes it when it leaves. */
  readonly supportCase: (token: string) => SupportCaseModel;
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
