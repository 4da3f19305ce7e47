/**
 * The blackout calendar: a month as a grid of weeks (Monday first) with the one-off blackouts on
 * the days they touch and the recurring ones on their weekdays, previous and next month buttons,
 * and the same month as a list (what a screen reader or a narrow screen reads best). The month
 * shown is in the address.
 */
import { useEffect } from 'react';
import { MonthBar, WeekdayHeader } from './month-bar.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import type { OneOffBlackout, RecurringBlackout } from '../../../domain/time/blackout.ts';
import {
  formatDate, monthGrid, monthKey, monthLabel, monthOf, occurrenceText, parseMonth, wallClock, type BlackoutOccurrence, type CalendarDay, type Month,
} from '../../../domain/time/blackout-calendar.ts';
import { blackoutPath } from '../../../domain/shared/blackout-paths.ts';
import { useOrgPath } from '../work/admin/use-catalogues.ts';
import { useBlackouts } from './use-blackouts.ts';

/** What a day's entry says of a blackout: its hours when it is a recurring one. */
function entryText(occurrence: BlackoutOccurrence, timeZone: string): string {
  if (occurrence.kind === 'scheduled') return occurrence.name;
  return `${occurrence.name}, ${wallClock(occurrence.start, timeZone).time}–${wallClock(occurrence.stop, timeZone).time}`;
}

/** The whole of an entry, for its tooltip and its accessible name in a day cell: the name and when it is. */
const fullText = (occurrence: BlackoutOccurrence, timeZone: string): string =>
  occurrence.kind === 'scheduled' ? `${occurrence.name}, ${occurrenceText(occurrence, timeZone)}` : entryText(occurrence, timeZone);

function Entry({ occurrence, timeZone, compact }: { readonly occurrence: BlackoutOccurrence; readonly timeZone: string; readonly compact?: boolean }) {
  const path = useOrgPath();
  const text = entryText(occurrence, timeZone);
  const full = fullText(occurrence, timeZone);
  // In a day cell the chip shows the name, cut with an ellipsis when it does not fit; the title and the accessible name say it all.
  return (
    <Link className="blackout-entry" data-kind={occurrence.kind} href={path(blackoutPath(occurrence.kind, occurrence.id))} title={full} aria-label={compact ? full : undefined}>
      {compact ? occurrence.name : text}
    </Link>
  );
}

/** The month grid and its list. */
export function BlackoutCalendar({ oneOffs, recurring }: { readonly oneOffs: readonly OneOffBlackout[]; readonly recurring: readonly RecurringBlackout[] }) {
  const { timeZone, now } = useBlackouts();
  const today = wallClock(now(), timeZone).date;
  // The month shown lives in the address (?month=2026-11), so a reload or a shared link keeps it.
  const asked = new URLSearchParams(useSearch()).get('month');
  const month = parseMonth(asked) ?? monthOf(today);
  const [, navigate] = useLocation();
  const path = useOrgPath();
  const setMonth = (next: Month) => navigate(`${path(blackoutPath('calendar'))}?month=${monthKey(next)}`, { replace: true });
  // A month the address cannot mean (?month=2026-13) is replaced by the month shown.
  const badMonth = asked !== null && parseMonth(asked) === null;
  useEffect(() => {
    if (badMonth) setMonth(month);
  }, [badMonth]);
  const weeks = monthGrid(month, oneOffs, recurring, timeZone);
  const label = monthLabel(month);
  const daysWithBlackouts = weeks.flat().filter((day) => day.inMonth && day.blackouts.length > 0);
  return (
    <section className="blackout-calendar" aria-labelledby="blackout-month">
      <MonthBar month={month} today={today} headingId="blackout-month" onMonth={setMonth} />
      <div className="blackout-grid-wrap">
        <table className="blackout-grid">
          <caption className="visually-hidden">Blackout times in {label}, by week</caption>
          <WeekdayHeader />
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map((day) => (
                  <DayCell key={day.date} day={day} today={day.date === today} timeZone={timeZone} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="blackout-list-heading">Blackout times in {label}</h3>
      {daysWithBlackouts.length === 0 ? (
        <p className="muted">No blackout times this month.</p>
      ) : (
        <ul className="blackout-day-list">
          {daysWithBlackouts.map((day) => (
            <li key={day.date}>
              <span className="blackout-day-name">{formatDate(day.date)}</span>
              <ul>
                {day.blackouts.map((occurrence) => (
                  <li key={`${occurrence.kind}-${occurrence.id}`}>
                    <Entry occurrence={occurrence} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayCell({ day, today, timeZone }: { readonly day: CalendarDay; readonly today: boolean; readonly timeZone: string }) {
  return (
    <td className="blackout-day" data-outside={day.inMonth ? undefined : true} data-today={today || undefined} aria-current={today ? 'date' : undefined}>
      <span className="blackout-day-number">
        <span className="visually-hidden">{formatDate(day.date)}</span>
        <span aria-hidden="true">{day.day}</span>
      </span>
      {day.blackouts.length > 0 ? (
        <ul className="blackout-day-entries">
          {day.blackouts.map((occurrence) => (
            <li key={`${occurrence.kind}-${occurrence.id}`}>
              <Entry occurrence={occurrence} timeZone={timeZone} compact />
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}
