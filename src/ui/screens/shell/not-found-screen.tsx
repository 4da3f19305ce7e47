/** Any path the product does not have yet. */
import { usePageTitle } from '../../components/use-page-title.ts';

export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <main className="status-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address. If you were sent a link to a support case, use the link in that email.</p>
    </main>
  );
}
