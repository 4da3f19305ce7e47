/** The admin home's card for blackout times: how many one-off ones are coming up and how many recur. */
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { splitByNow } from '../../../domain/time/blackout.ts';
import { blackoutPath } from '../../../domain/shared/blackout-paths.ts';
import { counted } from '../work/admin/admin-common.tsx';
import { useOrgPath } from '../work/admin/use-catalogues.ts';
import { useBlackoutModel, useBlackouts } from './use-blackouts.ts';

export function BlackoutCard() {
  useSignals();
  const { now } = useBlackouts();
  const model = useBlackoutModel((blackouts) => blackouts.all(), []);
  const path = useOrgPath();
  const state = model.state.value;
  const count =
    state.status === 'loaded'
      ? `${counted(splitByNow(state.value.oneOffs, now()).upcoming.length, 'upcoming', 'upcoming')}, ${state.value.recurring.length} recurring`
      : state.status === 'loading'
        ? '…'
        : '';
  return (
    <Link className="admin-card" href={path(blackoutPath('calendar'))}>
      <span className="admin-card-title">Blackout times</span>
      <span className="admin-card-count">{count}</span>
      <span className="admin-card-about">Times people do not work: one-off days and weekly hours.</span>
    </Link>
  );
}
