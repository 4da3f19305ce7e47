/** The case's header: who wrote, the case number, when, and the resolved note. */
import { useFormatDate } from '../../components/display-zone.tsx';
import type { Issue } from '../../../domain/support/issue.ts';
import { SUPPORT_CASE } from '../../../domain/shared/messages.ts';

export function CaseHeader({ issue, now }: { readonly issue: Issue; readonly now: number }) {
  const formatDate = useFormatDate();
  return (
    <header className="case-header">
      <div className="case-sender">
        <h1 className="case-title">{SUPPORT_CASE.pageTitle}</h1>
        <p>
          <span className="case-name">{issue.name}</span> <span className="muted">&lt;{issue.email}&gt;</span>
        </p>
      </div>
      <dl className="case-facts">
        <div>
          <dt>Case ID</dt>
          <dd>#{issue.localId}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            <time dateTime={issue.createdAt}>{formatDate(issue.createdAt, now)}</time>
          </dd>
        </div>
      </dl>
      {issue.status === 'RESOLVED' ? (
        <p className="case-resolved" role="status">
          <span aria-hidden="true">✓</span> {SUPPORT_CASE.resolvedNote}
        </p>
      ) : null}
    </header>
  );
}
