/** Sets the document title by the rule of §1: '<page> - Tidemark'. */
import { useEffect } from 'react';
import { pageTitle } from '../../domain/shared/page-title.ts';

/** Titles the document while the calling screen is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
