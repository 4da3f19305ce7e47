/** The authentication screens' frame: the brand, a card with the title and the form, links below. */
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../domain/shared/constants.ts';
import { usePageTitle } from '../../components/use-page-title.ts';

export function AuthLayout({ title, subtitle, children, footer }: { readonly title: string; readonly subtitle?: ReactNode; readonly children: ReactNode; readonly footer?: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="auth-page">
      <p className="auth-brand" aria-hidden="true">
        {PRODUCT_NAME} <span className="beta">beta</span>
      </p>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {title}
        </h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
      {footer ? <nav className="auth-links" aria-label="Other options">{footer}</nav> : null}
    </main>
  );
}
