/** Small pieces of the support inbox: the status chip. */
import type { IssueStatus } from '../../../domain/support/issue.ts';
import { ISSUE_STATUS_LABELS } from '../../../domain/support/support-inbox.ts';

/** A case's status as a coloured chip (the word says it; the colour only repeats it). */
export function StatusChip({ status }: { readonly status: IssueStatus }) {
  return (
    <span className="inbox-status" data-status={status}>
      {ISSUE_STATUS_LABELS[status]}
    </span>
  );
}
