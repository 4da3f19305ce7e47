/** /support/{token}: the client's support case page (§2 screen 1). */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { createSupportCaseModel } from '../../../application/support/support-case-model.ts';
import { SUPPORT_CASE } from '../../../domain/shared/messages.ts';
import { useApp } from '../../app-context.tsx';
import { GenericError } from '../../components/generic-error.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { CaseHeader } from './case-header.tsx';
import { CaseTimeline } from './case-timeline.tsx';
import { ReplyForm } from './reply-form.tsx';

function CaseSkeleton() {
  return (
    <div className="case-skeleton" aria-busy="true" aria-label="Loading your support case">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-block" />
      <div className="skeleton skeleton-block" />
    </div>
  );
}

export function SupportCaseScreen({ token }: { readonly token: string }) {
  useSignals();
  usePageTitle(SUPPORT_CASE.pageTitle);
  const app = useApp();
  const model = useMemo(() => {
    if (!app.supportCase) throw new Error('The support case page needs its services (src/main-support.tsx)');
    return createSupportCaseModel({ ...app.supportCase, token });
  }, [app, token]);
  useEffect(() => () => model.dispose(), [model]);
  const state = model.state.value;

  let content;
  switch (state.status) {
    case 'loading':
      content = <CaseSkeleton />;
      break;
    case 'notFound':
      content = (
        <section className="status-page">
          <h1>{SUPPORT_CASE.notFoundTitle}</h1>
          <p>{SUPPORT_CASE.notFoundText}</p>
        </section>
      );
      break;
    case 'failed':
      content = <GenericError detail={state.message} onRetry={model.retry} />;
      break;
    case 'open':
    case 'resolved': {
      const now = app.now();
      content = (
        <article className="case">
          <CaseHeader issue={state.issue} now={now} />
          <CaseTimeline issue={state.issue} now={now} />
          {state.status === 'open' ? <ReplyForm model={model} /> : null}
        </article>
      );
      break;
    }
    default: {
      const _never: never = state;
      content = _never;
    }
  }
  return <main className="support-page">{content}</main>;
}
