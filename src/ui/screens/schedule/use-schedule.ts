/** The schedule pages' hooks: the schedule area, the time zone dates are shown in, the address's query. */
import { useLocation, useSearch } from 'wouter';
import type { ScheduleArea } from '../../../application/schedule/schedule-area.ts';
import { useWork } from '../../work-context.tsx';
import { useDisplayZone } from '../../components/display-zone.tsx';

/** The schedule area of the current organization. */
export function useSchedule(): ScheduleArea {
  return useWork().area.schedule;
}

/** The time zone dates are shown in, by name (the schedule's grids need one): the person's profile zone, else the browser's. */
export function useScheduleZone(): string {
  return useDisplayZone() ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the schedule's tables show it, in a time zone: 'Mon, Nov 23, 09:00' (without the
 * weekday: 'Nov 23, 09:00'). The formatters are kept: making one costs far more than using it.
 */
export function whenText(iso: string, timeZone: string, weekday = true): string {
  const key = `${timeZone} ${weekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...(weekday ? { weekday: 'short' } : {}), month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(key, format);
  }
  return format.format(Date.parse(iso));
}

/** The address's query, and a way to replace it (the month shown, the list's order: a reload or a shared link keeps them). */
export function useAddressQuery(): [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  return [params, (next) => navigate(`${location}${next.toString() === '' ? '' : `?${next.toString()}`}`, { replace: true })];
}

