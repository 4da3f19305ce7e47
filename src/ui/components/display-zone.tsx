/**
 * The time zone dates and times are shown in. Inside an organization the layout provides the
 * person's profile zone, so every page (ticket, dashboard, schedule, admin) reads the same clock;
 * elsewhere (no profile, such as a client's support case) it is undefined: the browser's zone.
 */
import { createContext, useContext } from 'react';
import { formatDisplayDate } from '../../domain/shared/dates.ts';

const DisplayZoneContext = createContext<string | undefined>(undefined);

/** Provides the zone dates are shown in (undefined: the browser's). */
export const DisplayZoneProvider = DisplayZoneContext.Provider;

/** The zone dates are shown in here, or undefined for the browser's. */
export function useDisplayZone(): string | undefined {
  return useContext(DisplayZoneContext);
}

/** §9's date display (formatDisplayDate) in the zone dates are shown in here. */
export function useFormatDate(): (iso: string, now: number) => string {
  const zone = useDisplayZone();
  return (iso, now) => formatDisplayDate(iso, now, zone ? { timeZone: zone } : {});
}
