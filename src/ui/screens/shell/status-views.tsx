/** The loading and error screens (§2 screens 5 and 6), each with a way out: the logout link. */
import { Link } from 'wouter';
import { GENERIC_ERROR } from '../../../domain/shared/messages.ts';
import { AUTH_PATHS } from '../../../domain/accounts/routing.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';

/** While the session is being read: a spinner (after 150 ms) and the logout link. */
export function LoadingView({ label = 'Loading' }: { readonly label?: string }) {
  usePageTitle(label);
  return (
    <main className="status-page" aria-busy="true">
      <p className="loading-line">
        <Spinner /> <span className="delayed">{label}…</span>
      </p>
      <Link className="quiet-link" href={AUTH_PATHS.logout}>
        Log out
      </Link>
    </main>
  );
}

/** 'Something went wrong :(' with advice and the logout link. */
export function ErrorView() {
  usePageTitle('Something went wrong');
  return (
    <main className="status-page" role="alert">
      <h1>{GENERIC_ERROR.title}</h1>
      <p>{GENERIC_ERROR.advice}</p>
      <Link className="button" href={AUTH_PATHS.logout}>
        Log out
      </Link>
    </main>
  );
}
