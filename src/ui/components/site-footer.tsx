/** The footer every page shows: the copyright line (§1) and the beta label. */
import { BETA_LABEL, COPYRIGHT_LINE } from '../../domain/shared/page-title.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <span>{COPYRIGHT_LINE}</span> <span className="beta">{BETA_LABEL}</span>
    </footer>
  );
}
