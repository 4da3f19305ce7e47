/** Signing in, registering (also from an invitation) and signing out (§2 screens 8 and the auth routes). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link, useSearch } from 'wouter';
import { createFormModel } from '../../../application/shared/form-model.ts';
import { PASSWORD_HINT } from '../../../domain/shared/messages.ts';
import { AUTH_PATHS } from '../../../domain/accounts/routing.ts';
import { loginFields, registerFields } from '../../../domain/validation/forms.ts';
import { validateLogin } from '../../../domain/validation/validate-sign-in.ts';
import { useAccountArea } from '../../account-context.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';

const [emailField, passwordField] = loginFields as [(typeof loginFields)[0], (typeof loginFields)[0]];

/** /auth/login: email and password; back to where the person was going. */
export function LoginScreen({ origin }: { readonly origin: string | null }) {
  useSignals();
  const { session } = useAccountArea();
  const form = useMemo(() => createFormModel(validateLogin, loginFields.map((f) => f.name)), []);
  const busy = session.activity.value === 'loggingIn';
  return (
    <AuthLayout
      title="Sign in"
      footer={
        <>
          <Link href={AUTH_PATHS.register}>Create an account</Link>
          <Link href={AUTH_PATHS.passwordLost}>Forgot your password?</Link>
        </>
      }
    >
      <ValidatedForm
        form={form}
        aria-label="Sign in"
        onSubmit={() => {
          const credentials = form.submit();
          if (credentials) void session.login(credentials, origin);
        }}
      >
        <TextFormField form={form} field={emailField} type="email" autoComplete="email" autoFocus isBusy={busy} placeholder="you@company.com" />
        <TextFormField form={form} field={passwordField} type="password" autoComplete="current-password" isBusy={busy} />
        <Button type="submit" className="button button-primary button-wide" isPending={busy}>
          {busy ? <Spinner /> : null}
          Sign in
        </Button>
      </ValidatedForm>
    </AuthLayout>
  );
}

/** /auth/register and /auth/register_on_invite: a new account, confirmed by email. */
export function RegisterScreen({ kind }: { readonly kind: 'register' | 'registerFromInvite' }) {
  useSignals();
  const area = useAccountArea();
  const query = new URLSearchParams(useSearch());
  const invited = query.get('email') ?? undefined;
  const invite = query.get('invite') ?? undefined;
  const model = useMemo(() => (kind === 'registerFromInvite' ? area.registration(kind, invited, invite) : area.registration(kind)), [area, kind]);
  const busy = model.state.value.status === 'submitting';
  const [email, password] = registerFields as [(typeof registerFields)[0], (typeof registerFields)[0]];
  return (
    <AuthLayout
      title={kind === 'register' ? 'Create your account' : 'Join your team'}
      subtitle={kind === 'register' ? 'Plan your work and answer your customers with Tidemark.' : 'You were invited: create your account to accept.'}
      footer={<Link href={AUTH_PATHS.login}>Already have an account? Sign in</Link>}
    >
      <ValidatedForm form={model.form} aria-label="Create your account" onSubmit={() => void model.submit()}>
        <TextFormField form={model.form} field={email} type="email" autoComplete="email" autoFocus isBusy={busy} placeholder="you@company.com" />
        <TextFormField form={model.form} field={password} type="password" autoComplete="new-password" isBusy={busy} description={`${PASSWORD_HINT} A sentence you will remember works well.`} />
        <Button type="submit" className="button button-primary button-wide" isPending={busy}>
          {busy ? <Spinner /> : null}
          Create account
        </Button>
      </ValidatedForm>
    </AuthLayout>
  );
}

/** /auth/logout (§2 screen 8): Cancel goes back, Logout signs out. */
export function LogoutScreen() {
  useSignals();
  const { session } = useAccountArea();
  const busy = session.activity.value === 'loggingOut';
  return (
    <AuthLayout title="Log out" subtitle="You will need your email address and password to sign in again.">
      <div className="dialog-actions">
        <Button className="button" onPress={() => history.back()}>
          Cancel
        </Button>
        <Button className="button button-primary" autoFocus isDisabled={busy} onPress={() => void session.logout()}>
          {busy ? <Spinner /> : null}
          Logout
        </Button>
      </div>
    </AuthLayout>
  );
}
