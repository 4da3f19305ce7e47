/** Sets the page title as '<page> - Tidemark'. */
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/constants.ts';

/** Titles the document while the calling screen is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} - ${PRODUCT_NAME}`;
  }, [page]);
}
