/**
 * The public demo (§2 screens 11 and 12): the request form beside a decorative picture, then the
 * status of the requested demo, polled until it is ready, where the visitor picks a sample role
 * and is signed in as that person. One chunk, loaded for signed-out visitors only.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link, useLocation, useSearch } from 'wouter';
import type { DemoArea } from '../../../application/demo/demo-area.ts';
import type { DemoStatusModel } from '../../../application/demo/demo-model.ts';
import { PRODUCT_NAME } from '../../../domain/shared/constants.ts';
import { roleBadge, type DemoRole } from '../../../domain/demo/demo.ts';
import { DEMO_PATHS } from '../../../domain/accounts/routing.ts';
import { demoFormFields } from '../../../domain/validation/forms.ts';
import { useAccountArea } from '../../account-context.tsx';
import { useApp } from '../../app-context.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { GenericError } from '../../components/generic-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useArrivalFocus } from '../../components/use-arrival-focus.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { SignedOutHome } from './signed-out-home.tsx';
import { DemoPicture } from './demo-picture.tsx';

const [emailField] = demoFormFields as [(typeof demoFormFields)[0]];

/** The status page of a demo request. */
export const demoStatusPath = (requestId: string) => `${DEMO_PATHS.status}?id=${encodeURIComponent(requestId)}`;

/** The demo screen a signed-out route shows. */
export function DemoScreens({ screen }: { readonly screen: 'request' | 'status' }) {
  const { demo } = useAccountArea();
  if (!demo) return <SignedOutHome />;
  return screen === 'request' ? <DemoRequestScreen demo={demo} /> : <DemoStatusScreen demo={demo} />;
}

/**
 * The split layout: the screen's content on one side, the picture with its caption on the other.
 * `fit` (the status screen): the card never grows past the viewport, its role list scrolls instead.
 */
function DemoLayout({ children, fit = false }: { readonly children: ReactNode; readonly fit?: boolean }) {
  return (
    <main className={fit ? 'demo-page demo-page-fit' : 'demo-page'}>
      <section className="demo-main">
        <p className="demo-brand">
          {PRODUCT_NAME} <span className="beta">beta</span>
        </p>
        {children}
      </section>
      <DemoPicture />
    </main>
  );
}

/** §2 screen 11: the email, remembered on this device, and 'Access Demo Instance'. */
export function DemoRequestScreen({ demo }: { readonly demo: DemoArea }) {
  useSignals();
  usePageTitle('Try the demo');
  const [, navigate] = useLocation();
  const model = useMemo(() => demo.request(), [demo]);
  const state = model.state.value;
  const busy = state.status === 'submitting';
  const requested = state.status === 'done' ? state.result.requestId : null;
  const linkEmailedTo = model.linkEmailedTo.value;
  useEffect(() => {
    if (requested !== null) navigate(demoStatusPath(requested));
  }, [requested]);
  const previous = demo.rememberedId();
  return (
    <DemoLayout>
      <h1 className="demo-title">See {PRODUCT_NAME} at work</h1>
      <p className="demo-lead">
        Get your own copy of a living organization: a team of 10 music enthusiasts planning an online music app. Pick any of them and look around, nothing you change
        reaches anyone else.
      </p>
      <ValidatedForm form={model.form} aria-label="Request a demo" onSubmit={() => void model.submit()}>
        <TextFormField form={model.form} field={emailField} type="email" autoComplete="email" autoFocus isDisabled={busy} placeholder="you@example.com" />
        <Button type="submit" className="button button-primary button-wide" isDisabled={busy}>
          {busy ? (
            <>
              <Spinner /> Initializing...
            </>
          ) : (
            'Access Demo Instance'
          )}
        </Button>
      </ValidatedForm>
      {linkEmailedTo !== null ? (
        <div className="demo-emailed" role="status">
          <p>
            <strong>We have emailed you the link to your demo.</strong>
          </p>
          <p>
            A demo for <strong>{linkEmailedTo}</strong> is already running. Open the link in that email to get back to it; it stays available for a day after its request.
          </p>
        </div>
      ) : (
        <p className="muted demo-note">Building your demo takes about two minutes. It stays available for a day.</p>
      )}
      {previous ? (
        <p className="demo-note">
          <Link href={demoStatusPath(previous)}>Back to the demo you requested</Link>
        </p>
      ) : null}
    </DemoLayout>
  );
}

/** §2 screen 12: the demo's status, polled every 5 s, then the roles to sign in as. */
export function DemoStatusScreen({ demo }: { readonly demo: DemoArea }) {
  const [, navigate] = useLocation();
  const requestId = new URLSearchParams(useSearch()).get('id') ?? demo.rememberedId();
  const [model, setModel] = useState<DemoStatusModel | null>(null);
  useEffect(() => {
    if (requestId === null) {
      navigate(DEMO_PATHS.request, { replace: true });
      return;
    }
    const opened = demo.status(requestId);
    setModel(opened);
    return () => demo.release(opened);
  }, [requestId]);
  return <DemoLayout fit>{model && model.requestId === requestId ? <DemoStatus model={model} /> : <Loading />}</DemoLayout>;
}

function Loading() {
  return (
    <p className="loading-line demo-loading" aria-busy="true">
      <Spinner /> loading...
    </p>
  );
}

function DemoStatus({ model }: { readonly model: DemoStatusModel }) {
  useSignals();
  usePageTitle('Your demo');
  const view = model.view.value;
  const signingIn = model.signingIn.value;
  switch (view.kind) {
    case 'loading':
      return <Loading />;
    case 'error':
      return <GenericError detail={view.message} onRetry={model.retry} />;
    case 'waiting':
      return (
        <div className="demo-status" aria-live="polite">
          <ArrivalHeading key="waiting" text="Your demo instance" />
          <Button className="button button-primary button-wide" isDisabled>
            <Spinner /> {view.text}
          </Button>
          <p className="muted demo-note">This usually takes about two minutes. This page updates by itself: you may leave it open.</p>
        </div>
      );
    case 'retry':
      return (
        <div className="demo-status" role="status">
          <h1 className="demo-title">Your demo instance</h1>
          <p className="demo-raw-status">{view.text}</p>
          <p>{view.advice}</p>
          <Link className="button" href={DEMO_PATHS.request}>
            Back to the demo request
          </Link>
        </div>
      );
    case 'ready':
      return (
        <div className="demo-status">
          <ArrivalHeading key="ready" text={view.title} />
          <p id="demo-roles-label" className="demo-prompt">
            {view.prompt}
          </p>
          <ul className="demo-roles" aria-labelledby="demo-roles-label">
            {view.roles.map((role) => (
              <li key={role.email}>
                <RoleRow role={role} onPress={() => void model.signIn(role)} disabled={signingIn.status !== 'idle'} />
              </li>
            ))}
          </ul>
          <RegisterInvitation />
          {signingIn.status !== 'idle' ? (
            <div className="signing-in-overlay" role="status">
              <Spinner /> Signing in...
            </div>
          ) : null}
        </div>
      );
    default: {
      const _never: never = view;
      return _never;
    }
  }
}

/** The ready screen's heading: it takes the focus when the screen replaces the one that held it. */
function ArrivalHeading({ text }: { readonly text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  return (
    <h1 ref={heading} className="demo-title" tabIndex={-1}>
      {text}
    </h1>
  );
}

/** One sample role: clicking it signs in as that person. */
function RoleRow({ role, onPress, disabled }: { readonly role: DemoRole; readonly onPress: () => void; readonly disabled: boolean }) {
  const badge = roleBadge(role);
  return (
    <Button className="demo-role" onPress={onPress} isDisabled={disabled}>
      <Avatar name={role.name} url={role.avatarUrl} size={40} />
      <span className="demo-role-text">
        <span className="demo-role-name">{role.name}</span>
        {role.title ? <span className="demo-role-title">{role.title}</span> : null}
      </span>
      {badge ? (
        <span className="demo-badge" data-color={badge.color}>
          {badge.text}
        </span>
      ) : null}
    </Button>
  );
}

/** §1: ready visitors are invited to register on the main application. */
function RegisterInvitation() {
  const { settings } = useApp();
  const base = settings.mainAppUrl ? settings.mainAppUrl.replace(/\/$/, '') : '';
  return (
    <p className="demo-note">
      Like what you see? <a href={`${base}/auth/register`}>Register on {PRODUCT_NAME}</a> and plan your own team's work.
    </p>
  );
}
