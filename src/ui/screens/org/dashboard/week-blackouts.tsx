/** My week's blackout times: the one-off and recurring blackouts for my role that touch this week (Monday to Sunday in my time zone). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { blackoutsTouching, occurrenceText, weekSpan } from '../../../../domain/blackout-calendar.ts';
import { blackoutPath } from '../../../../domain/blackout-paths.ts';
import { orgPath } from '../../../../domain/org-routes.ts';
import { useApp } from '../../../app-context.tsx';
import { useWork } from '../../../work-context.tsx';

export function WeekBlackouts({ timeZone }: { readonly timeZone: string }) {
  useSignals();
  const { now } = useApp();
  const { area, scope } = useWork();
  const model = useMemo(() => area.blackouts.inOrganization(scope).all(), [area, scope]);
  const state = model.state.value;
  // Quiet while loading or when the blackouts cannot be read: the week reads well without them.
  if (state.status !== 'loaded') return null;
  const touching = blackoutsTouching(state.value.oneOffs, state.value.recurring, weekSpan(now(), timeZone), scope.roleId);
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
