/**
 * Blackout times (§2 /admin/blackout/…): the calendar, the one-off ('scheduled') list with past
 * ones folded away, the recurring list, one blackout's page (its form for administrators, its facts
 * for everyone else) and the forms of new ones. Dates show in the person's profile time zone (the
 * browser's when the profile has none), the same rule as the dashboard.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { deleteBlackoutText, rolesText, splitByNow, weekdaysText, type OneOffBlackout, type RecurringBlackout } from '../../../domain/time/blackout.ts';
import { formatInstant } from '../../../domain/time/blackout-calendar.ts';
import { BLACKOUT_FIELDS } from '../../../domain/time/blackout-forms.ts';
import { blackoutPath, type BlackoutView } from '../../../domain/shared/blackout-paths.ts';
import { knownTimeZones } from '../../../domain/shared/dates.ts';
import type { OrgRoute } from '../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AdminPage, DeleteButton, FormActions, FormProblem, Loaded, ReadOnlyNote } from '../work/admin/admin-common.tsx';
import { NotForYou } from '../work/admin/admin-states.tsx';
import { AdminTable } from '../work/admin/admin-table.tsx';
import { useOrgPath } from '../work/admin/use-catalogues.ts';
import { BlackoutCalendar } from './blackout-calendar-view.tsx';
import { RolePicker, WeekdayPicker, WhenField } from './blackout-fields.tsx';
import { useBlackoutModel, useBlackouts, useProfileZone } from './use-blackouts.ts';

type BlackoutRoute = Extract<OrgRoute, { page: 'blackout' }>;

/** The blackout page a route asks for. */
export function BlackoutPages({ route }: { readonly route: BlackoutRoute }) {
  const { view, id, mode } = route;
  if (view === 'calendar') return <CalendarPage />;
  if (mode === 'new') return view === 'scheduled' ? <NewOneOff /> : <NewRecurring />;
  if (id === null) return view === 'scheduled' ? <OneOffList /> : <RecurringList />;
  return view === 'scheduled' ? <OneOffPage id={id} /> : <RecurringPage id={id} />;
}

const VIEWS: readonly { readonly view: BlackoutView; readonly label: string }[] = [
  { view: 'calendar', label: 'Calendar' },
  { view: 'scheduled', label: 'One-off' },
  { view: 'recurring', label: 'Recurring' },
];

/** The three blackout pages as tabs of links. */
function BlackoutTabs({ current }: { readonly current: BlackoutView }) {
  const path = useOrgPath();
  return (
    <nav className="blackout-tabs" aria-label="Blackout times">
      {VIEWS.map(({ view, label }) => (
        <Link key={view} href={path(blackoutPath(view))} className="blackout-tab" aria-current={view === current ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** A blackout list page: its heading, the tabs, the zone dates are shown in, the read-only note. */
function BlackoutFrame({ view, title, action, children }: { readonly view: BlackoutView; readonly title: string; readonly action?: ReactNode; readonly children: ReactNode }) {
  const { canWrite, timeZone } = useBlackouts();
  const profileZone = useProfileZone();
  const path = useOrgPath();
  return (
    // The three tabs share one width, so the heading and tabs stay put; only administrators come from the admin area.
    <AdminPage title={title} back={canWrite ? { href: path('admin'), label: 'Admin' } : undefined} actions={canWrite ? action : null} wide>
      <BlackoutTabs current={view} />
      <p className="muted blackout-intro">
        People do not work during blackout times. {profileZone ? `Dates and times show in your profile’s time zone, ${timeZone}.` : `Your profile has no time zone yet: dates and times show in this browser’s, ${timeZone}.`}
      </p>
      {canWrite ? null : <ReadOnlyNote />}
      {children}
    </AdminPage>
  );
}

function NewLinks() {
  const path = useOrgPath();
  return (
    <>
      <Link className="button" href={path(blackoutPath('recurring', 'new'))}>
        New recurring blackout
      </Link>
      <Link className="button button-primary" href={path(blackoutPath('scheduled', 'new'))}>
        New blackout time
      </Link>
    </>
  );
}

function CalendarPage() {
  usePageTitle('Blackout calendar');
  const model = useBlackoutModel((blackouts) => blackouts.all(), []);
  return (
    <BlackoutFrame view="calendar" title="Blackout calendar" action={<NewLinks />}>
      <Loaded model={model} what="the blackout times">
        {(all) => <BlackoutCalendar oneOffs={all.oneOffs} recurring={all.recurring} />}
      </Loaded>
    </BlackoutFrame>
  );
}

function OneOffTable({ rows, caption }: { readonly rows: readonly OneOffBlackout[]; readonly caption: string }) {
  const { timeZone } = useBlackouts();
  const path = useOrgPath();
  return (
    <AdminTable<OneOffBlackout>
      caption={caption}
      rows={rows}
      columns={[
        { label: 'Name', kind: 'main', cell: (b) => <Link href={path(blackoutPath('scheduled', b.id))}>{b.name}</Link> },
        { label: 'Start', cell: (b) => formatInstant(b.start, timeZone) },
        { label: 'Stop', cell: (b) => formatInstant(b.stop, timeZone) },
        { label: 'Roles', cell: (b) => <span className="admin-clamp">{rolesText(b.roles)}</span> },
      ]}
    />
  );
}

function OneOffList() {
  useSignals();
  usePageTitle('One-off blackout times');
  const { now } = useBlackouts();
  const path = useOrgPath();
  const model = useBlackoutModel((blackouts) => blackouts.all(), []);
  return (
    <BlackoutFrame
      view="scheduled"
      title="One-off blackout times"
      action={
        <Link className="button button-primary" href={path(blackoutPath('scheduled', 'new'))}>
          New blackout time
        </Link>
      }
    >
      <Loaded model={model} what="the blackout times">
        {({ oneOffs }) => {
          if (oneOffs.length === 0) return <EmptyState title="No blackout times yet" subtitle="A blackout time is a day or a few when people do not work: a launch, an offsite, a holiday." />;
          const { upcoming, past } = splitByNow(oneOffs, now());
          return (
            <>
              {upcoming.length === 0 ? <p className="muted">No blackout time is coming up.</p> : <OneOffTable rows={upcoming} caption="Upcoming blackout times" />}
              {past.length === 0 ? null : (
                <details className="blackout-past">
                  <summary>Past blackout times ({past.length})</summary>
                  <OneOffTable rows={past} caption="Past blackout times" />
                </details>
              )}
            </>
          );
        }}
      </Loaded>
    </BlackoutFrame>
  );
}

/** A recurring blackout's hours: '15:00–16:00'. */
const hoursOf = (blackout: RecurringBlackout) => `${blackout.startTime}–${blackout.stopTime}`;

function RecurringList() {
  useSignals();
  usePageTitle('Recurring blackout times');
  const path = useOrgPath();
  const model = useBlackoutModel((blackouts) => blackouts.all(), []);
  return (
    <BlackoutFrame
      view="recurring"
      title="Recurring blackout times"
      action={
        <Link className="button button-primary" href={path(blackoutPath('recurring', 'new'))}>
          New recurring blackout
        </Link>
      }
    >
      <Loaded model={model} what="the blackout times">
        {({ recurring }) =>
          recurring.length === 0 ? (
            <EmptyState title="No recurring blackout times yet" subtitle="A recurring blackout comes back every week: a demo hour, a long lunch, a quiet Friday afternoon." />
          ) : (
            <AdminTable<RecurringBlackout>
              caption="Recurring blackout times"
              rows={recurring}
              columns={[
                { label: 'Name', kind: 'main', cell: (b) => <Link href={path(blackoutPath('recurring', b.id))}>{b.name}</Link> },
                { label: 'Weekdays', cell: (b) => weekdaysText(b.weekdays) },
                { label: 'Times', cell: hoursOf },
                { label: 'Time zone', cell: (b) => b.timeZone },
                { label: 'Roles', cell: (b) => <span className="admin-clamp">{rolesText(b.roles)}</span> },
              ]}
            />
          )
        }
      </Loaded>
    </BlackoutFrame>
  );
}

function useBack(view: BlackoutView): { readonly href: string; readonly label: string } {
  const path = useOrgPath();
  return { href: path(blackoutPath(view)), label: view === 'scheduled' ? 'One-off blackout times' : 'Recurring blackout times' };
}

function OneOffPage({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite, timeZone } = useBlackouts();
  const model = useBlackoutModel((blackouts) => blackouts.oneOff(id), [id]);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Blackout time';
  usePageTitle(name);
  return (
    <AdminPage title={name} back={useBack('scheduled')}>
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this blackout time">
        {(blackout) =>
          canWrite ? (
            <OneOffForm blackout={blackout} onSaved={model.replace} />
          ) : (
            <dl className="admin-facts">
              <dt>Start</dt>
              <dd>{formatInstant(blackout.start, timeZone)}</dd>
              <dt>Stop</dt>
              <dd>{formatInstant(blackout.stop, timeZone)}</dd>
              <dt>For</dt>
              <dd>{rolesText(blackout.roles)}</dd>
              <dt>Times in</dt>
              <dd>{timeZone}</dd>
            </dl>
          )
        }
      </Loaded>
    </AdminPage>
  );
}

function RecurringPage({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useBlackouts();
  const model = useBlackoutModel((blackouts) => blackouts.recurring(id), [id]);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Recurring blackout';
  usePageTitle(name);
  return (
    <AdminPage title={name} back={useBack('recurring')}>
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this recurring blackout">
        {(blackout) =>
          canWrite ? (
            <RecurringForm blackout={blackout} onSaved={model.replace} />
          ) : (
            <dl className="admin-facts">
              <dt>Every</dt>
              <dd>{weekdaysText(blackout.weekdays)}</dd>
              <dt>Times</dt>
              <dd>{hoursOf(blackout)}</dd>
              <dt>Time zone</dt>
              <dd>{blackout.timeZone}</dd>
              <dt>For</dt>
              <dd>{rolesText(blackout.roles)}</dd>
            </dl>
          )
        }
      </Loaded>
    </AdminPage>
  );
}

function NewOneOff() {
  usePageTitle('New blackout time');
  const { canWrite } = useBlackouts();
  const back = useBack('scheduled');
  if (!canWrite) return <NotForYou what="blackout times" back={back} />;
  return (
    <AdminPage title="New blackout time" back={back}>
      <OneOffForm blackout={null} />
    </AdminPage>
  );
}

function NewRecurring() {
  usePageTitle('New recurring blackout');
  const { canWrite } = useBlackouts();
  const back = useBack('recurring');
  if (!canWrite) return <NotForYou what="blackout times" back={back} />;
  return (
    <AdminPage title="New recurring blackout" back={back}>
      <RecurringForm blackout={null} />
    </AdminPage>
  );
}

function OneOffForm({ blackout, onSaved }: { readonly blackout: OneOffBlackout | null; readonly onSaved?: (saved: OneOffBlackout) => void }) {
  useSignals();
  const { timeZone } = useBlackouts();
  const editor = useBlackoutModel((blackouts) => blackouts.oneOffEditor(blackout, onSaved), [blackout?.id]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  return (
    <div className="blackout-editor">
      <ValidatedForm form={editor.form} className="admin-form" aria-label={blackout === null ? 'New blackout time' : `Edit ${blackout.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={BLACKOUT_FIELDS.name} isBusy={busy} autoFocus={blackout === null} />
        <div className="blackout-pair">
          <WhenField editor={editor} name="start" label="Start" type="datetime-local" description={`In ${timeZone}`} />
          <WhenField editor={editor} name="stop" label="Stop" type="datetime-local" description="After the start" />
        </div>
        <RolePicker editor={editor} current={blackout?.roles ?? []} />
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={blackout === null ? 'Create blackout time' : 'Save blackout time'} cancelHref={path(blackoutPath('scheduled'))} />
      </ValidatedForm>
      {blackout === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <DeleteButton editor={editor} what="blackout time" name={blackout.name} text={deleteBlackoutText(blackout.name, blackout.roles)} />
        </section>
      )}
    </div>
  );
}

function RecurringForm({ blackout, onSaved }: { readonly blackout: RecurringBlackout | null; readonly onSaved?: (saved: RecurringBlackout) => void }) {
  useSignals();
  const editor = useBlackoutModel((blackouts) => blackouts.recurringEditor(blackout, onSaved), [blackout?.id]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  return (
    <div className="blackout-editor">
      <ValidatedForm form={editor.form} className="admin-form" aria-label={blackout === null ? 'New recurring blackout' : `Edit ${blackout.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={BLACKOUT_FIELDS.name} isBusy={busy} autoFocus={blackout === null} />
        <WeekdayPicker editor={editor} />
        <div className="blackout-pair">
          <WhenField editor={editor} name="startTime" label="Start time" type="time" />
          <WhenField editor={editor} name="stopTime" label="Stop time" type="time" description="Later the same day" />
        </div>
        <TextFormField form={editor.form} field={BLACKOUT_FIELDS.timeZone} isBusy={busy} suggestions={knownTimeZones()} description="The zone the times are in, such as Europe/Lisbon" />
        <RolePicker editor={editor} current={blackout?.roles ?? []} />
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={blackout === null ? 'Create recurring blackout' : 'Save recurring blackout'} cancelHref={path(blackoutPath('recurring'))} />
      </ValidatedForm>
      {blackout === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <DeleteButton editor={editor} what="recurring blackout" name={blackout.name} text={deleteBlackoutText(blackout.name, blackout.roles)} />
        </section>
      )}
    </div>
  );
}
