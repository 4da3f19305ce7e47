/** What a report page shows before its report is there: loading, a failure with Try again, or a report that is not (any more). */
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { reportPath } from '../../../application/reports/reports-area.ts';

type NotReady = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'notFound' };

export function ReportNotReady({ state, title, orgId, retry, lead, loading }: {
  readonly state: NotReady;
  /** The page's heading. */
  readonly title: string;
  readonly orgId: string;
  readonly retry: () => void;
  /** What stands above the heading (a way back). */
  readonly lead?: ReactNode;
  /** What the page is waiting for, in words. */
  readonly loading: string;
}) {
  if (state.status === 'notFound')
    return (
      <main className="org-page report-page org-status">
        <h1>Report not found</h1>
        <p>This report does not exist in this organization: it may have been deleted.</p>
        <Link className="button" href={reportPath(orgId)}>
          Go to the reports
        </Link>
      </main>
    );
  return (
    <main className="org-page report-page" aria-busy={state.status === 'loading' || undefined}>
      {lead}
      <h1>{title}</h1>
      {state.status === 'loading' ? (
        <>
          <p className="muted">
            <span className="delayed">{loading}</span>
          </p>
          <div className="skeleton skeleton-block" />
        </>
      ) : (
        <div className="report-error" role="alert">
          <p>Could not load the report. {state.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </main>
  );
}

/** A labelled one-line text field with its error under it. */
export function ReportTextField({ id, label, value, onChange, error, maxLength, inputRef, className = 'form-field' }: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined | null;
  readonly maxLength: number;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly className?: string;
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="form-input"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
