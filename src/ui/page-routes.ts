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

/**
 * None yet: the support case page is an entry of its own (src/main-support.tsx, support.html).
 * Pages of the app that load lazily and deserve preloading are listed here.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [];
