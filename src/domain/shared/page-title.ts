/** Page chrome texts (§1): the '<page> - {product}' title, the footer copyright line and the beta label. */
import { COPYRIGHT_YEAR, PRODUCT_NAME } from './constants.ts';

/** The document title: '<page> - Tidemark', or just 'Tidemark' when the page has no name. */
export function pageTitle(page: string | null | undefined): string {
  const name = typeof page === 'string' ? page.trim() : '';
  return name === '' ? PRODUCT_NAME : `${name} - ${PRODUCT_NAME}`;
}

/** The footer line: 'Copyright © 2023 Tidemark'. The year is fixed by the specification, not today's. */
export const COPYRIGHT_LINE = `Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}`;

/** The label next to the product name: the website is a beta. */
export const BETA_LABEL = 'beta';
