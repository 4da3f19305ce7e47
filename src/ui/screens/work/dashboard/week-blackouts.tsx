/** My week's blackout times: the one-off and recurring blackouts for my role that touch this week (Monday to Sunday in my time zone). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { blackoutsTouching, occurrenceText, weekSpan, type BlackoutOccurrence } from '../../../../domain/time/blackout-calendar.ts';
import { blackoutPath } from '../../../../domain/shared/blackout-paths.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { useApp } from '../../../app-context.tsx';
import { useWork } from '../../../work-context.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The blackouts for my role around this week (null while loading or when they cannot be read):
 * the week's own and those of the next days a night shift may run into.
 */
export function useWeekBlackouts(timeZone: string): { readonly week: readonly BlackoutOccurrence[]; readonly around: readonly BlackoutOccurrence[] } | null {
  useSignals();
  const { now } = useApp();
  const { area, scope } = useWork();
  const model = useMemo(() => area.blackouts.inOrganization(scope, timeZone).all(), [area, scope, timeZone]);
  const state = model.state.value;
  if (state.status !== 'loaded') return null;
  const span = weekSpan(now(), timeZone);
  const around = blackoutsTouching(state.value.oneOffs, state.value.recurring, { from: span.from, to: span.to + 2 * DAY_MS }, scope.roleId);
  return { around, week: around.filter((occurrence) => occurrence.start < span.to) };
}

export function WeekBlackouts({ timeZone, touching }: { readonly timeZone: string; readonly touching: readonly BlackoutOccurrence[] | null }) {
  const { scope } = useWork();
  // Quiet while loading or when the blackouts cannot be read: the week reads well without them.
  if (touching === null) return null;
  return (
    <section className="week-blackouts" aria-label="Blackout times this week">
      <h3 className="week-blackouts-title">Blackout times this week</h3>
      {touching.length === 0 ? (
        <p className="muted">None: the whole week is yours.</p>
      ) : (
        <ul>
          {touching.map((occurrence) => (
            <li key={`${occurrence.kind}-${occurrence.id}-${occurrence.start}`}>
              <Link className="week-blackout-name" href={orgPath(scope.orgId, blackoutPath(occurrence.kind, occurrence.id))}>{occurrence.name}</Link>{' '}
              <span className="muted week-blackout-when">{occurrenceText(occurrence, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
