/**
 * My week: my role's work week, Monday to Sunday, hours per day and in all, today marked, days off
 * said, my tickets projected to finish on each day, and the blackout times that touch it.
 */
import { Link } from 'wouter';
import { Fragment } from 'react';
import type { DashboardTicket } from '../../../../application/work/dashboard-gateway.port.ts';
import { finishingThisWeek, formatHours, myWeek, timeOfDay, WEEK_DAY_LABELS } from '../../../../domain/time/my-week.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import type { MeRole } from '../../../../domain/accounts/session.ts';
import { useApp } from '../../../app-context.tsx';
import { useWork } from '../../../work-context.tsx';
import { Card, CardEmpty } from './dashboard-card.tsx';
import { useWeekBlackouts, WeekBlackouts } from './week-blackouts.tsx';

export function WeekCard({ workWeek, timeZone, finishing = [] }: { readonly workWeek: MeRole['workWeek'] | null; readonly timeZone: string | null; readonly finishing?: readonly DashboardTicket[] }) {
  const { now } = useApp();
  const { scope } = useWork();
  const blackouts = useWeekBlackouts(timeZone || 'UTC');
  // People do not work during blackout times: each day's hours are less the blackouts for my role.
  const week = myWeek(workWeek, now(), timeZone, blackouts?.around ?? []);
  const finishingOn = finishingThisWeek(finishing, now(), timeZone);
  if (!week) {
    return (
      <Card id="week" title="My week">
        <CardEmpty text="You have no work week yet." />
        <Link className="dash-view-all" href={orgPath(scope.orgId, 'user/me/edit')}>
          Your profile
        </Link>
      </Card>
    );
  }
  return (
    <Card id="week" title="My week" footer={timeZone ? <span className="muted">Times in {timeZone}</span> : undefined}>
      <table className="week-table">
        <caption className="visually-hidden">My work week</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((day) => (
            <Fragment key={day.day}>
            <tr data-today={day.today || undefined} data-off={day.off || undefined} aria-current={day.today ? 'date' : undefined}>
              <th scope="row">
                <abbr title={WEEK_DAY_LABELS[day.day].long}>{WEEK_DAY_LABELS[day.day].short}</abbr>
                {day.today ? (
                  <>
                    <span className="visually-hidden">, </span>
                    <span className="week-today">Today</span>
                  </>
                ) : null}
              </th>
              <td className="week-hours">
                {day.off ? 'Off' : formatHours(day.hours)}
                {day.blackedOut > 0 ? <span className="week-blacked-out"> ({formatHours(day.blackedOut)} blacked out)</span> : null}
              </td>
              <td className="week-time">{day.off ? '' : `${day.start}–${day.stop}`}</td>
            </tr>
            {finishingOn[day.day].length > 0 ? (
              <tr className="week-finishing" data-today={day.today || undefined}>
                <td colSpan={3}>
                  <span className="visually-hidden">Projected to finish on {WEEK_DAY_LABELS[day.day].long}:</span>
                  <ul>
                    {finishingOn[day.day].map((ticket) => (
                      <li key={ticket.id}>
                        <span className="muted">
                          ETA <time dateTime={ticket.eta!}>{timeOfDay(ticket.eta!, timeZone)}</time>
                        </span>{' '}
                        <Link href={orgPath(scope.orgId, `ticket/${ticket.id}/view`)} title={ticket.title}>
                          <span className="dash-local-id">#{ticket.localId}</span> {ticket.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ) : null}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Week</th>
            <td className="week-hours">
              {formatHours(week.totalHours)}
              {week.blackedOutHours > 0 ? <span className="week-blacked-out"> ({formatHours(week.blackedOutHours)} blacked out)</span> : null}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <WeekBlackouts timeZone={timeZone || 'UTC'} touching={blackouts?.week ?? null} />
    </Card>
  );
}
