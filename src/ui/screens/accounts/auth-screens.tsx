/** The authentication area (one chunk, loaded only when needed): every /auth screen by name. */
import type { AuthScreen } from '../../../domain/accounts/routing.ts';
import { ChooseOrganizationScreen, CreateOrganizationScreen } from './organization-screens.tsx';
import { ConfirmEmailScreen, PasswordLostScreen, PasswordResetScreen, VerificationRequiredScreen } from './recovery-screens.tsx';
import { LoginScreen, LogoutScreen, RegisterScreen } from './sign-in-screens.tsx';

/** An auth route's screen, or the email verification screen unconfirmed accounts see everywhere. */
export type AuthView = AuthScreen | 'verificationRequired';

export function AuthScreens({ screen, origin }: { readonly screen: AuthView; readonly origin: string | null }) {
  switch (screen) {
    case 'login':
      return <LoginScreen origin={origin} />;
    case 'logout':
      return <LogoutScreen />;
    case 'register':
      return <RegisterScreen kind="register" />;
    case 'registerOnInvite':
      return <RegisterScreen kind="registerFromInvite" />;
    case 'passwordLost':
      return <PasswordLostScreen />;
    case 'passwordReset':
      return <PasswordResetScreen />;
    case 'confirmEmail':
      return <ConfirmEmailScreen />;
    case 'verificationRequired':
      return <VerificationRequiredScreen />;
    case 'chooseOrganization':
      return <ChooseOrganizationScreen />;
    case 'createOrganization':
      return <CreateOrganizationScreen first={false} />;
    case 'createFirstOrganization':
      return <CreateOrganizationScreen first />;
    default: {
      const _never: never = screen;
      return _never;
    }
  }
}
