/** Password lost and reset, the confirmation link's page, and email verification required (§2 screen 7). */
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'react-aria-components/Button';
import { Link, useSearch } from 'wouter';
import { PASSWORD_HINT } from '../../../domain/shared/messages.ts';
import { AUTH_PATHS } from '../../../domain/accounts/routing.ts';
import { passwordLostFields, passwordResetFields } from '../../../domain/validation/forms.ts';
import type { EmailConfirmationModel, PasswordLostModel, PasswordResetModel } from '../../../application/accounts/account-models.ts';
import { useAccountArea } from '../../account-context.tsx';
import { WithModel } from '../../components/with-model.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';

const backToSignIn = <Link href={AUTH_PATHS.login}>Back to sign in</Link>;

/** /auth/password_lost: the email the reset link goes to; the same answer whether or not it has an account. */
export function PasswordLostScreen() {
  const area = useAccountArea();
  return <WithModel load={() => area.passwordLost()} keys={[area]}>{(model) => <PasswordLost model={model} />}</WithModel>;
}

function PasswordLost({ model }: { readonly model: PasswordLostModel }) {
  useSignals();
  const status = model.state.value.status;
  if (status === 'done') {
    return (
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <p>If an account uses {model.values.value.email}, a link to choose a new password is on its way. It works once, for one hour.</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Forgot your password?" subtitle="We will email you a link to choose a new one." footer={backToSignIn}>
      <ValidatedForm form={model.form} aria-label="Ask for a reset link" onSubmit={() => void model.submit()}>
        <TextFormField form={model.form} field={passwordLostFields[0]!} type="email" autoComplete="email" autoFocus isBusy={status === 'submitting'} />
        <Button type="submit" className="button button-primary button-wide" isPending={status === 'submitting'}>
          {status === 'submitting' ? <Spinner /> : null}
          Email me a link
        </Button>
      </ValidatedForm>
    </AuthLayout>
  );
}

/** /auth/password_reset?email=…&secret=…: a new password; the link's email and secret come along. */
export function PasswordResetScreen() {
  const area = useAccountArea();
  const query = new URLSearchParams(useSearch());
  const email = query.get('email') ?? '';
  const secret = query.get('secret') ?? '';
  return <WithModel load={() => area.passwordReset({ email, secret, password: '' })} keys={[area]}>{(model) => <PasswordReset model={model} email={email} secret={secret} />}</WithModel>;
}

function PasswordReset({ model, email, secret }: { readonly model: PasswordResetModel; readonly email: string; readonly secret: string }) {
  useSignals();
  const busy = model.state.value.status === 'submitting';
  const fields = passwordResetFields.filter((field) => field.name === 'password' || (field.name === 'email' && email === '') || (field.name === 'secret' && secret === ''));
  return (
    <AuthLayout title="Choose a new password" subtitle={email ? `For ${email}` : undefined} footer={backToSignIn}>
      <ValidatedForm form={model.form} aria-label="Choose a new password" onSubmit={() => void model.submit()}>
        {fields.map((field, index) => (
          <TextFormField
            key={field.name}
            form={model.form}
            field={field}
            type={field.name === 'password' ? 'password' : field.name === 'email' ? 'email' : 'text'}
            autoComplete={field.name === 'password' ? 'new-password' : field.name === 'email' ? 'email' : 'one-time-code'}
            autoFocus={index === 0}
            isBusy={busy}
            {...(field.name === 'password' ? { description: PASSWORD_HINT } : {})}
          />
        ))}
        <Button type="submit" className="button button-primary button-wide" isPending={busy}>
          {busy ? <Spinner /> : null}
          Save and sign in
        </Button>
      </ValidatedForm>
    </AuthLayout>
  );
}

/** /auth/confirm_email for visitors: where a confirmation link that did not work lands. */
export function ConfirmEmailScreen() {
  const invalid = new URLSearchParams(useSearch()).get('invalid') === 'true';
  return invalid ? (
    <AuthLayout title="This link does not work" footer={backToSignIn}>
      <p>The confirmation link is not valid: it was already used, or it has expired. Sign in to ask for a new one.</p>
    </AuthLayout>
  ) : (
    <AuthLayout title="Confirm your email address" footer={backToSignIn}>
      <p>Open the link we emailed you to confirm your address. Sign in to ask for a new link.</p>
    </AuthLayout>
  );
}

/** §2 screen 7: every account must be verified; ask for a second email, or log out. */
export function VerificationRequiredScreen() {
  const area = useAccountArea();
  return <WithModel load={() => area.emailConfirmation()} keys={[area]}>{(model) => <VerificationRequired model={model} />}</WithModel>;
}

function VerificationRequired({ model }: { readonly model: EmailConfirmationModel }) {
  useSignals();
  const area = useAccountArea();
  const status = model.state.value.status;
  const email = area.session.me.value?.user.email;
  const logout = (
    <Link className="button" href={AUTH_PATHS.logout}>
      Log out
    </Link>
  );
  if (status === 'sent') {
    return (
      <AuthLayout title="Email Validation Sent">
        <p>Check your email{email ? ` (${email})` : ''} and open the link. Once your address is validated you can close or refresh this window.</p>
        <div className="dialog-actions">{logout}</div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verify your email address">
      <p>Every account must be verified before it can be used. We sent a link to {email ?? 'your email address'}: open it to continue.</p>
      <div className="dialog-actions">
        {logout}
        <Button className="button button-primary" isDisabled={status === 'sending'} onPress={() => void model.requestEmail()}>
          {status === 'sending' ? <Spinner /> : null}
          Request a second confirmation email
        </Button>
      </div>
    </AuthLayout>
  );
}
