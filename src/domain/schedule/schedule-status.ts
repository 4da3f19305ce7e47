/** Where an organization's projections stand, as pages say it (§4 ProcessingStatus). */
import { formatDisplayDate } from '../shared/dates.ts';
import type { ProcessingStatus } from '../shared/role.ts';

/** The organization's projection state: its status, why the last run failed, when the ETAs were projected. */
export interface ScheduleSummary {
  readonly status: ProcessingStatus;
  readonly failure: string | null;
  readonly projectedAt: string | null;
}

/** One line about the ETAs shown: projected when, being projected, or why not. */
export function scheduleStatusText(summary: ScheduleSummary, now: number, timeZone?: string): string {
  switch (summary.status) {
    case 'QUEUED':
    case 'PROCESSING':
      return 'Projecting ETAs…';
    case 'FAILED':
      return `ETAs could not be projected: ${summary.failure ?? 'the projection failed'}. The ETAs shown are the last ones projected.`;
    case 'READY':
      return summary.projectedAt === null ? 'No ETAs projected yet.' : `ETAs projected ${formatDisplayDate(summary.projectedAt, now, timeZone === undefined ? {} : { timeZone }).replace(/^(Today|Yesterday)/, (day) => day.toLowerCase())}.`;
    default: {
      const _never: never = summary.status;
      return _never;
    }
  }
}
