/**
 * /org/{orgId} and /org/{orgId}/dashboard: the dashboard home. The time-zone banner, then a grid of
 * cards (one column narrow, two or three wide): my tickets to estimate, upcoming work, my week, my
 * to-do list, my unestimated and estimated tickets, previous work, recently created tickets and
 * tickets not yet scheduled; each with its count, its first rows and its empty state. An
 * organization without tickets yet (a new one) is offered 'Create a ticket' above the cards.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import type { DashboardModel } from '../../../../application/work/dashboard-model.ts';
import type { DashboardBlock, DashboardTicket, DashboardWorkItem } from '../../../../application/work/dashboard-gateway.port.ts';
import { DASHBOARD_LIMITS, offersFirstTicket } from '../../../../domain/work/dashboard.ts';
import { scheduleStatusText, type ScheduleSummary } from '../../../../domain/schedule/schedule-status.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { roleTypeLabel } from '../../../../domain/shared/role.ts';
import type { MeRole, SessionMe } from '../../../../domain/accounts/session.ts';
import { DEFAULT_LIST_QUERY, NO_LIST_FILTER } from '../../../../domain/work/ticket-list-query.ts';
import { ticketListQueryString } from '../../../../domain/work/ticket-list-url.ts';
import { useApp } from '../../../app-context.tsx';
import { useAccountArea } from '../../../account-context.tsx';
import { useArrivalFocus } from '../../../components/use-arrival-focus.ts';
import { useDisplayZone } from '../../../components/display-zone.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { DisplayDate, DueDate, StateBadge } from '../tickets/ticket-bits.tsx';
import { Card, CardEmpty } from './dashboard-card.tsx';
import { TimeZoneBanner } from './time-zone-banner.tsx';
import { TodoCard } from './todo-card.tsx';
import { WeekCard } from './week-card.tsx';

/** Where "View all" leads for the blocks a page can list in full (the tickets list, its filter in the URL). */
const VIEW_ALL = {
  recentlyCreated: `ticket${ticketListQueryString({ ...DEFAULT_LIST_QUERY, sortBy: 'createdAt', sortDirection: 'DESC' })}`,
  notYetScheduled: `ticket${ticketListQueryString({ ...DEFAULT_LIST_QUERY, displayStates: ['Estimated'] })}`,
  /**
   * Upcoming work is what the list shows of Scheduled and In progress tickets with a state still
   * to do for me (the card's own rule), by ETA. Previous work (my states done lately) has no such list.
   */
  upcomingWork: (roleId: string) =>
    `ticket${ticketListQueryString({
      ...DEFAULT_LIST_QUERY,
      sortBy: 'eta',
      sortDirection: 'ASC',
      displayStates: ['Scheduled', 'InProgress'],
      filter: { ...NO_LIST_FILTER, recordSets: { ...NO_LIST_FILTER.recordSets, openAssignees: [roleId] } },
    })}`,
} as const;

export function DashboardPage({ me }: { readonly me: SessionMe }) {
  useSignals();
  const { area, scope } = useWork();
  const account = useAccountArea();
  const role = me.role!;
  const organization = me.organization!;
  usePageTitle('Dashboard');
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const model = useMemo(() => area.dashboard(scope.permissions.write), [area, scope.orgId, scope.roleId]);
  // While the page shows, a projection that is queued or running is followed to its end.
  useEffect(() => model.connect(), [model]);
  const banner = useMemo(
    () =>
      area.timeZoneBanner({
        roleZone: () => account.session.me.value?.role?.timeZone ?? null,
        saveZone: async (zone) => {
          const profile = await account.profile(account.session.me.value?.role ?? role);
          profile.change('timeZone', zone);
          await profile.submit();
          return true;
        },
      }),
    [area, account, scope.roleId],
  );
  const zone = account.session.me.value?.role?.timeZone || banner.browserZone;
  // Read live: getting started or a later page may have read `me` again since this page opened.
  const hadTicket = account.session.me.value?.organization?.onboardingStatus.ticket ?? organization.onboardingStatus.ticket;

  return (
    <main className="org-page dashboard">
      <header className="dashboard-head">
        <h1 ref={heading} tabIndex={-1}>
          Welcome to {organization.name}
        </h1>
        <p className="muted">
          Signed in as <strong>{role.name}</strong>, {roleTypeLabel(role.type).toLowerCase()} of this organization.
        </p>
      </header>
      <TimeZoneBanner model={banner} onGone={() => heading.current?.focus({ preventScroll: true })} />
      <DashboardBody model={model} workWeek={role.workWeek} timeZone={zone} hadTicket={hadTicket} />
    </main>
  );
}

function DashboardBody({
  model,
  workWeek,
  timeZone,
  hadTicket,
}: {
  readonly model: DashboardModel;
  readonly workWeek: MeRole['workWeek'];
  readonly timeZone: string | null;
  /** Whether the organization had a ticket when `me` was last read. */
  readonly hadTicket: boolean;
}) {
  useSignals();
  const { scope } = useWork();
  const state = model.state.value;
  if (state.status === 'loading') return <DashboardSkeleton />;
  if (state.status === 'failed') {
    return (
      <div className="inline-error dashboard-error" role="alert">
        <p>
          <strong>Could not load your dashboard.</strong> {state.message}
        </p>
        <button type="button" className="button" onClick={() => void model.retry()}>
          Try again
        </button>
      </div>
    );
  }
  const { data } = state;
  const visitor = !scope.permissions.write;
  const personal = (text: string) => (visitor ? 'Visitors hold no work in this organization.' : text);
  const first = offersFirstTicket({ canWrite: !visitor, hadTicket, recentlyCreated: data.recentlyCreated.totalCount });
  return (
    <>
      {first ? <FirstTicket orgId={scope.orgId} /> : null}
      <div className="dashboard-grid">
        {/* The cards flow down balanced columns (1, 2 or 3 by width) in this order, so no tall card leaves a hole beside a short one. */}
        <TicketCard id="to-estimate" title="To estimate" block={data.toEstimate} empty={personal('Nothing waits for your estimate.')} />
        <WorkCard
          id="upcoming"
          title="Upcoming work"
          block={data.upcomingWork}
          empty={personal('No scheduled work for you yet.')}
          when="upcoming"
          schedule={data.schedule}
          viewAll={VIEW_ALL.upcomingWork(scope.roleId)}
        />
        <WeekCard workWeek={workWeek} timeZone={timeZone} finishing={data.finishing} />
        <TodoCard model={model.todos} />
        <TicketCard id="my-unestimated" title="My unestimated tickets" block={data.myUnestimated} empty={personal('None of your tickets is missing an estimate.')} />
        <TicketCard id="my-estimated" title="My estimated tickets" block={data.myEstimated} empty={personal('None of your tickets is waiting to be scheduled.')} />
        <WorkCard id="previous" title="Previous work" block={data.previousWork} empty={personal(`Nothing finished in the last ${DASHBOARD_LIMITS.recentDays} days.`)} when="done" />
        <TicketCard
          id="recently-created"
          title="Recently created"
          block={data.recentlyCreated}
          empty={`No tickets created in the last ${DASHBOARD_LIMITS.recentDays} days.`}
          viewAll={VIEW_ALL.recentlyCreated}
          date="created"
        />
        <TicketCard id="not-scheduled" title="Not yet scheduled" block={data.notYetScheduled} empty="No ticket is ready to schedule." viewAll={VIEW_ALL.notYetScheduled} />
      </div>
    </>
  );
}

/** A new organization's empty dashboard: every card fills in from tickets, so the first one is offered. */
function FirstTicket({ orgId }: { readonly orgId: string }) {
  return (
    <section className="dash-first-ticket" aria-labelledby="dash-first-ticket">
      <div>
        <h2 id="dash-first-ticket">No tickets yet</h2>
        <p className="muted">A ticket is a piece of work: give it a title now, estimate and plan it later. The cards below fill in as tickets are created, estimated and scheduled.</p>
      </div>
      <Link className="button button-primary" href={orgPath(orgId, 'ticket?new=1')}>
        Create a ticket
      </Link>
    </section>
  );
}

function More<T>({ block, viewAll }: { readonly block: DashboardBlock<T>; readonly viewAll?: string | undefined }) {
  const { scope } = useWork();
  const hidden = block.totalCount - block.nodes.length;
  if (hidden <= 0) return null;
  return (
    <>
      <span className="muted">
        {block.nodes.length} of {block.totalCount}
      </span>
      {viewAll ? (
        <Link className="dash-view-all" href={orgPath(scope.orgId, viewAll)}>
          View all
        </Link>
      ) : null}
    </>
  );
}

function TicketTitle({ ticket }: { readonly ticket: DashboardTicket }) {
  const { scope } = useWork();
  return (
    <Link className="dash-ticket-link" title={ticket.title} href={orgPath(scope.orgId, `ticket/${ticket.id}/view`)}>
      <span className="dash-local-id">#{ticket.localId}</span> {ticket.title}
    </Link>
  );
}

function TicketCard({
  id,
  title,
  block,
  empty,
  viewAll,
  date = 'due',
}: {
  readonly id: string;
  readonly title: string;
  readonly block: DashboardBlock<DashboardTicket>;
  readonly empty: string;
  readonly viewAll?: string;
  readonly date?: 'due' | 'created';
}) {
  return (
    <Card id={id} title={title} count={block.totalCount} footer={<More block={block} viewAll={viewAll} />}>
      {block.nodes.length === 0 ? (
        <CardEmpty text={empty} />
      ) : (
        <ul className="dash-list">
          {block.nodes.map((ticket) => (
            <li key={ticket.id} className="dash-row">
              <TicketTitle ticket={ticket} />
              <span className="dash-row-facts">
                <StateBadge state={ticket.displayState} />
                {ticket.health === 'BLOCKED' ? <span className="dash-blocked">Blocked</span> : null}
                {date === 'created' ? (
                  <span className="muted">
                    <DisplayDate iso={ticket.createdAt} />
                  </span>
                ) : ticket.dueDate ? (
                  <span className="muted">
                    Due <DueDate iso={ticket.dueDate} closed={ticket.displayState === 'Done'} />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The order of upcoming work, said on its card. */
export const UPCOMING_ORDER_NOTE = 'One row per ticket with your steps on it: in progress first, then by due date or ETA.';

function WorkCard({
  id,
  title,
  block,
  empty,
  when,
  schedule,
  viewAll,
}: {
  readonly id: string;
  readonly title: string;
  readonly block: DashboardBlock<DashboardWorkItem>;
  readonly empty: string;
  readonly when: 'upcoming' | 'done';
  /** Upcoming work: where the ETAs stand. */
  readonly schedule?: ScheduleSummary;
  /** Where the whole block is listed, when a page lists it. */
  readonly viewAll?: string;
}) {
  const { now } = useApp();
  const zone = useDisplayZone();
  const footer = (
    <>
      <More block={block} viewAll={viewAll} />
      {schedule ? (
        <p className="dash-card-note muted dash-schedule-status" data-status={schedule.status}>
          {scheduleStatusText(schedule, now(), zone)}
        </p>
      ) : null}
    </>
  );
  return (
    <Card id={id} title={title} count={block.totalCount} footer={footer}>
      {block.nodes.length === 0 ? (
        <CardEmpty text={empty} />
      ) : (
        <>
          {when === 'upcoming' ? <p className="dash-card-note muted">{UPCOMING_ORDER_NOTE}</p> : null}
          <ul className="dash-list">
            {block.nodes.map((item) => (
              <li key={`${item.ticket.id}:${item.stateId}`} className="dash-row">
                <TicketTitle ticket={item.ticket} />
                <span className="dash-row-facts">
                  <span className="dash-step">{item.stateNames.length > 0 ? item.stateNames.join(', ') : item.stateName}</span>
                  {when === 'done' ? (
                    <span className="muted">
                      Done <DisplayDate iso={item.doneAt} />
                    </span>
                  ) : (
                    <>
                      {item.active ? <span className="dash-active">In progress</span> : null}
                      <WantedBy ticket={item.ticket} />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** When a piece of upcoming work is wanted by: its due date, else its ETA. */
function WantedBy({ ticket }: { readonly ticket: DashboardTicket }) {
  if (ticket.dueDate) {
    return (
      <span className="muted">
        Due <DueDate iso={ticket.dueDate} closed={false} />
      </span>
    );
  }
  if (ticket.eta) {
    return (
      <span className="muted">
        ETA <DisplayDate iso={ticket.eta} />
      </span>
    );
  }
  return <span className="muted">No due date</span>;
}

/** While the blocks load: the grid's shape, quietly. */
function DashboardSkeleton() {
  return (
    <div className="dashboard-grid" aria-busy="true" aria-label="Loading your dashboard">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="dash-card dash-skeleton" aria-hidden="true">
          <span className="dash-bone dash-bone-title" />
          <span className="dash-bone" />
          <span className="dash-bone" />
          <span className="dash-bone dash-bone-short" />
        </div>
      ))}
    </div>
  );
}
