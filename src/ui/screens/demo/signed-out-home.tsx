/** What a signed-out visitor sees on the demo host when this build has no demo screens. */
import { PRODUCT_NAME } from '../../../domain/shared/constants.ts';
import { usePageTitle } from '../../components/use-page-title.ts';

export function SignedOutHome() {
  usePageTitle('Welcome');
  return (
    <main className="status-page">
      <h1>
        {PRODUCT_NAME} <span className="beta">beta</span>
      </h1>
      <p>Plan your team's work, see when it will be done, and answer your customers, in one place.</p>
      <p className="muted">If a support email sent you a link to your case, open that link to reach it.</p>
    </main>
  );
}
