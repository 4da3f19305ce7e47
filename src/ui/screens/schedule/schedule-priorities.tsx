/**
 * The priority rules, read-only: in order, each with what it matches (a project and its
 * sub-projects, a product, a workflow, a tag or one ticket), how many scheduled tickets it matches
 * and how many take their priority from it. Tickets that match no rule come after all, in the order
 * they were created.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { PriorityMatch } from '../../../domain/schedule/schedule.ts';
import type { PriorityRuleView } from '../../../domain/schedule/schedule-rows.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { useSchedule } from './use-schedule.ts';

const MATCH_LABELS: Readonly<Record<PriorityMatch, string>> = { project: 'Project', product: 'Product', workflow: 'Workflow', tag: 'Tag', ticket: 'Ticket' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a rule does: the scheduled tickets it matches, and how many of them it ranks. */
export function countsText({ ticketCount, rankedCount }: Pick<PriorityRuleView, 'ticketCount' | 'rankedCount'>): string {
  const matches = `Matches ${count(ticketCount, 'scheduled ticket', 'scheduled tickets')}`;
  if (ticketCount === 0 || rankedCount === ticketCount) return `${matches}.`;
  if (rankedCount === 0) return `${matches}, all ranked by a rule above.`;
  return `${matches}; ${rankedCount} take their priority from it, the others from a rule above.`;
}

export function SchedulePriorities() {
  useSignals();
  const schedule = useSchedule();
  const model = useMemo(() => schedule.priorities(), [schedule]);
  const state = model.state.value;
  if (state.status === 'loading') return <LoadingLine label="Reading the priority rules" />;
  if (state.status !== 'loaded') return <RetryError title="Could not read the priority rules." message={state.status === 'failed' ? state.message : ''} onRetry={() => void model.refresh()} />;
  const rules = state.value;
  return (
    <div className="schedule-priorities">
      <p className="schedule-priorities-intro">
        Ready work is taken in priority order: a ticket's priority is the first rule it matches, and tickets that match no rule come after all of them, oldest first.
      </p>
      {rules.length === 0 ? (
        <EmptyState title="No priority rules yet" subtitle="Every scheduled ticket is taken in the order it was created." />
      ) : (
        <ol className="priority-rules">
          {rules.map((rule, index) => (
            <Rule key={`${rule.match}:${rule.id}`} rule={rule} position={index + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Rule({ rule, position }: { readonly rule: PriorityRuleView; readonly position: number }) {
  return (
    <li className="priority-rule" data-unused={rule.rankedCount === 0 || undefined}>
      <span className="priority-rule-position" aria-hidden="true">
        {position}
      </span>
      <span className="priority-rule-what">
        <span className="priority-rule-kind">{MATCH_LABELS[rule.match]}</span> <span className="priority-rule-name">{rule.name}</span>
        {rule.match === 'project' ? <span className="muted"> and its sub-projects</span> : null}
      </span>
      <span className="priority-rule-counts">{countsText(rule)}</span>
    </li>
  );
}
