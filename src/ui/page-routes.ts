/**
 * Pages that load on demand, by path prefix. The build maps each module to its chunks, and the
 * server puts those chunks in index.html as modulepreload hints, so a page's code arrives with
 * the document instead of after it. app.tsx holds the matching `import()` calls.
 */
export interface PageRoute {
  /** Paths that start with this show the page. */
  readonly prefix: string;
  /** The page's module, from the project root. */
  readonly module: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [{ prefix: '/support/', module: 'src/ui/screens/support/support-case-screen.tsx' }];
