/**
 * What the month calendars share (blackout times, the schedule): the bar with the month's name
 * between Previous and Next and a Today button, and the header row of weekdays, Monday first.
 */
import { Button } from 'react-aria-components/Button';
import { addMonths, monthLabel, monthOf, type Month } from '../../../domain/time/blackout-calendar.ts';
import { DAY_NAMES, WEEK_DAYS } from '../../../domain/time/work-week.ts';

/** The month shown, its neighbours a press away, and back to today's month (disabled while it shows). */
export function MonthBar({ month, today, headingId, onMonth }: { readonly month: Month; readonly today: string; readonly headingId: string; readonly onMonth: (month: Month) => void }) {
  const current = monthOf(today);
  return (
    <div className="blackout-month-bar">
      <Button className="button button-small" onPress={() => onMonth(addMonths(month, -1))} aria-label={`Previous month, ${monthLabel(addMonths(month, -1))}`}>
        <span aria-hidden="true">‹ </span>Previous
      </Button>
      <h2 id={headingId} aria-live="polite">
        {monthLabel(month)}
      </h2>
      <Button className="button button-small" onPress={() => onMonth(addMonths(month, 1))} aria-label={`Next month, ${monthLabel(addMonths(month, 1))}`}>
        Next<span aria-hidden="true"> ›</span>
      </Button>
      <Button className="button button-small blackout-today" onPress={() => onMonth(current)} isDisabled={current.month === month.month && current.year === month.year}>
        Today
      </Button>
    </div>
  );
}

/** The weekdays as a month grid's column headers (their full names for screen readers). */
export function WeekdayHeader() {
  return (
    <thead>
      <tr>
        {WEEK_DAYS.map((day) => (
          <th key={day} scope="col" abbr={DAY_NAMES[day]}>
            {DAY_NAMES[day].slice(0, 3)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
