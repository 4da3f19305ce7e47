/**
 * /org/{orgId}/onboarding/welcome: getting started. The organization's three first steps with
 * their done marks, each leading to the page that does it (or saying who may), the progress, the
 * way to the dashboard, and hiding the page from the navigation. The marks are read again from the
 * server when the page opens and whenever the window comes back into focus. The same checklist
 * also shows as a card where a new organization lands (its first project's empty readme).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import type { OnboardingModel } from '../../../application/accounts/onboarding-model.ts';
import { progressText, type OnboardingStep } from '../../../domain/accounts/onboarding.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { useAccountArea } from '../../account-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useArrivalFocus } from '../../components/use-arrival-focus.ts';
import { usePageTitle } from '../../components/use-page-title.ts';

/**
 * The getting-started model, its marks read afresh when the view opens and whenever the window
 * comes back into focus: what was done elsewhere (another page of this app, another tab, a
 * colleague) since `me` was last read.
 */
function useFreshOnboarding(orgId: string): OnboardingModel {
  const area = useAccountArea();
  const model = useMemo(() => area.onboarding(), [area]);
  useEffect(() => {
    void model.refresh();
    const again = () => void model.refresh();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [model, orgId]);
  return model;
}

export function OnboardingPage({ orgId, organizationName }: { readonly orgId: string; readonly organizationName: string }) {
  useSignals();
  usePageTitle('Getting started');
  const model = useFreshOnboarding(orgId);
  const progress = model.progress.value;
  const finished = progress.done === progress.total;
  return (
    <main className="org-page onboarding">
      <header className="onboarding-header">
        <p className="onboarding-eyebrow">Getting started</p>
        <h1>Welcome to {organizationName}</h1>
        <p className="onboarding-intro">
          {finished
            ? 'Everything is in place: your team, a product and the first ticket. Plan away.'
            : 'Three first steps get the organization ready for planning. Each one is marked done as soon as it happens, whoever does it.'}
        </p>
      </header>
      <Checklist model={model} orgId={orgId} level={2} />
      <footer className="onboarding-footer">
        <Link className="button button-primary" href={orgPath(orgId, 'dashboard')}>
          Go to dashboard
        </Link>
        {model.offered.value ? (
          <Button className="button button-quiet" isDisabled={model.saving.value} onPress={() => void model.setOffered(false)}>
            {model.saving.value ? <Spinner /> : null}
            Hide getting started
          </Button>
        ) : (
          <Button className="button button-quiet" isDisabled={model.saving.value} onPress={() => void model.setOffered(true)}>
            {model.saving.value ? <Spinner /> : null}
            Show getting started in the navigation
          </Button>
        )}
      </footer>
    </main>
  );
}

/**
 * Where a new organization lands (its first project's empty readme): the same checklist as a card,
 * while getting started is offered (the person wants it and a step remains), read afresh on show.
 */
export function GettingStartedCard({ orgId, organizationName }: { readonly orgId: string; readonly organizationName: string }) {
  useSignals();
  const model = useFreshOnboarding(orgId);
  const titleId = useId();
  // Arriving from the organization just created (its form gone), the welcome takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  if (!model.shown.value) return null;
  return (
    <section className="onboarding onboarding-card" aria-labelledby={titleId}>
      <header className="onboarding-header">
        <p className="onboarding-eyebrow">Getting started</p>
        <h2 ref={heading} id={titleId} tabIndex={-1}>
          Welcome to {organizationName}
        </h2>
        <p className="onboarding-intro">Three first steps get the organization ready for planning. Each one is marked done as soon as it happens, whoever does it.</p>
      </header>
      <Checklist model={model} orgId={orgId} level={3} />
    </section>
  );
}

/** The progress and the steps in order; `level` is the steps' heading level under the view's own heading. */
function Checklist({ model, orgId, level }: { readonly model: OnboardingModel; readonly orgId: string; readonly level: 2 | 3 }) {
  useSignals();
  const progress = model.progress.value;
  return (
    <>
      <div className="onboarding-progress">
        <span className="onboarding-progress-text">{progressText(progress)}</span>
        <progress max={progress.total} value={progress.done} aria-label="Getting started progress" aria-valuetext={progressText(progress)} />
      </div>
      <ol className="onboarding-steps">
        {model.steps.value.map((step, index) => (
          <StepItem key={step.id} step={step} number={index + 1} orgId={orgId} level={level} />
        ))}
      </ol>
    </>
  );
}

function StepItem({ step, number, orgId, level }: { readonly step: OnboardingStep; readonly number: number; readonly orgId: string; readonly level: 2 | 3 }) {
  const titleId = `onboarding-step-${step.id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="onboarding-step" data-done={step.done || undefined} aria-labelledby={titleId}>
      <span className="onboarding-step-number" aria-hidden="true">
        {step.done ? <CheckIcon /> : number}
      </span>
      <div className="onboarding-step-body">
        <Heading id={titleId}>{step.title}</Heading>
        <p>{step.description}</p>
        {step.action ? (
          <Link className={step.done ? 'button' : 'button button-primary'} href={orgPath(orgId, step.action.path)}>
            {step.action.label}
          </Link>
        ) : step.who ? (
          <p className="onboarding-who muted">{step.who}</p>
        ) : null}
      </div>
      <span className="onboarding-status" data-done={step.done || undefined}>
        {step.done ? (
          <>
            <CheckIcon />
            Done
          </>
        ) : (
          'To do'
        )}
      </span>
    </li>
  );
}

function CheckIcon() {
  return (
    <svg className="onboarding-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The count beside a navigation entry: '1/3' to the eye, '1 of 3 done' to a screen reader. */
export function NavCount({ count }: { readonly count: { readonly short: string; readonly spoken: string } }) {
  return (
    <>
      <span className="nav-count" aria-hidden="true">
        {count.short}
      </span>
      <span className="visually-hidden">({count.spoken})</span>
    </>
  );
}
