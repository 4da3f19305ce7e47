/**
 * Builds the SPA into dist/: code-split ES modules with content-hashed names, the /pow.js,
 * /projections.js and /csv-import.js workers, index.html with modulepreload hints, a revision id, and .br/.gz copies of every text asset.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/**
 * The UI speaks English: keep only react-aria's en-US strings instead of ~34 locales per widget
 * (drag and drop alone carries 90 KB of them). react-aria falls back to en-US for other locales.
 */
export const englishOnly: Plugin = {
  name: 'react-aria-english-only',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*[\\/]intlStrings\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const english = /import (\S+) from "([^"]+\/en-US\.mjs)";/.exec(source);
      if (!english) return undefined;
      return { contents: `import en from ${JSON.stringify(english[2])};\nexport default { "en-US": en };\n`, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * react-aria builds collections (menus, lists, tables) by rendering into a document of its own,
 * through the container's ownerDocument, as React does. Preact 11 does the same but calls
 * createElementNS and node.remove(), which that document lacks: give it both.
 */
export const collectionDocumentForPreact: Plugin = {
  name: 'react-aria-collection-document-for-preact',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const patched = source
        .replace('    createElement(type) {', '    createElementNS(_namespace, type) {\n        return this.createElement(type);\n    }\n    createElement(type) {')
        .replace('    removeChild(child) {', '    remove() {\n        if (this.parentNode) this.parentNode.removeChild(this);\n    }\n    removeChild(child) {');
      if (!patched.includes('createElementNS(') || !patched.includes('    remove() {')) throw new Error('react-aria collections Document changed: review collectionDocumentForPreact');
      return { contents: patched, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * In the browser, React's API is served by preact/compat: the same components in a tenth of the
 * bytes (react-dom alone is 69 KB gzip, more than half the page budget). Tests render with React.
 */
export const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

/** Production defines shared by the app and the worker. */
const define = { 'process.env.NODE_ENV': '"production"' };

/** The files an entry loads before it runs: itself and its static imports, transitively. */
export function staticClosure(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

/** For each page route, the chunks it loads beyond what index.html already preloads. */
async function routeChunks(metafile: Metafile, preloaded: string[]): Promise<Record<string, string[]>> {
  const { PAGE_ROUTES } = await import('../src/ui/page-routes.ts');
  const routes: Record<string, string[]> = {};
  for (const { prefix, module, area = [] } of PAGE_ROUTES) {
    const files = new Set<string>();
    for (const source of [...area, module]) {
      const output = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === source);
      if (!output) throw new Error(`page ${source} for ${prefix} is not a chunk of its own: is it imported with import()?`);
      for (const file of staticClosure(metafile, output)) if (!preloaded.includes(file)) files.add(file);
    }
    routes[prefix] = [...files].map((file) => `/assets/${basename(file)}`);
  }
  return routes;
}

function compress(file: string): void {
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** Runs the build; answers what it wrote. */
/** One HTML page: its stylesheet, its entry and, as modulepreload hints, every chunk the entry imports. */
function pageHtml(metafile: Metafile, entry: string): string {
  const css = metafile.outputs[entry]!.cssBundle;
  const href = (file: string) => `/assets/${basename(file)}`;
  const preload = staticClosure(metafile, entry);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>Tidemark</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${css ? `<link rel="stylesheet" href="${href(css)}">\n` : ''}${preload.map((file) => `<link rel="modulepreload" href="${href(file)}">`).join('\n')}
<script type="module" src="${href(entry)}"></script>
</head>
<body>
<div id="root"></div>
<noscript>Tidemark needs JavaScript to run.</noscript>
</body>
</html>
`;
}

/** Builds one entry (with its lazy chunks) into dist/assets; answers the metafile and the entry's output. */
async function buildEntry(name: string, source: string): Promise<{ metafile: Metafile; entry: string }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [name]: source },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['chrome111', 'firefox111', 'safari16.4'],
    minify: true,
    sourcemap: false,
    jsx: 'automatic',
    define,
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: `${name}-chunk-[hash]`,
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [englishOnly, collectionDocumentForPreact],
    alias: preactAlias,
  });
  const entry = Object.keys(result.metafile.outputs).find((file) => result.metafile.outputs[file]!.entryPoint === source)!;
  return { metafile: result.metafile, entry };
}

/**
 * Runs the build; answers what it wrote. Three entries: the app (every page but the support case,
 * code-split by area), the support case page on its own, so a client's first load shares nothing
 * with the signed-in product and needs few requests, and the demo host's signed-out page likewise.
 */
export async function buildApp(): Promise<{ files: string[]; revision: string }> {
  const started = performance.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });

  const app = await buildEntry('app', 'src/main.tsx');
  const support = await buildEntry('support', 'src/main-support.tsx');
  // The demo host's signed-out page (request and status): a visitor's first contact, on its own.
  const demo = await buildEntry('demo', 'src/main-demo.tsx');
  await build({
    absWorkingDir: root,
    entryPoints: ['src/adapters/pow/pow-worker.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    define,
    outfile: join(dist, 'pow.js'),
    logLevel: 'warning',
  });

  // The projection engine's worker, for previews computed in the browser (the schedule's edit flow).
  await build({
    absWorkingDir: root,
    entryPoints: ['src/adapters/worker/projection-thread.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    define,
    outfile: join(dist, 'projections.js'),
    logLevel: 'warning',
  });

  // The ticket import's worker: reads and checks CSV files off the page's thread.
  await build({
    absWorkingDir: root,
    entryPoints: ['src/adapters/worker/csv-preview-thread.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    define,
    outfile: join(dist, 'csv-import.js'),
    logLevel: 'warning',
  });

  const outputs = [...Object.keys(app.metafile.outputs), ...Object.keys(support.metafile.outputs), ...Object.keys(demo.metafile.outputs)];
  const revision = createHash('sha256').update(outputs.sort().join('\n')).update(readFileSync(join(dist, 'pow.js'))).update(readFileSync(join(dist, 'projections.js'))).update(readFileSync(join(dist, 'csv-import.js'))).digest('hex').slice(0, 12);

  writeFileSync(join(dist, 'index.html'), pageHtml(app.metafile, app.entry));
  writeFileSync(join(dist, 'support.html'), pageHtml(support.metafile, support.entry));
  writeFileSync(join(dist, 'demo.html'), pageHtml(demo.metafile, demo.entry));
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(await routeChunks(app.metafile, staticClosure(app.metafile, app.entry)), null, 1));
  copyFileSync(join(root, 'src/ui/assets/favicon.svg'), join(dist, 'favicon.svg'));
  writeFileSync(join(dist, 'revision.txt'), `${revision}\n`);
  writeFileSync(
    join(dist, 'build-meta.json'),
    JSON.stringify(
      {
        revision,
        pages: { 'index.html': basename(app.entry), 'support.html': basename(support.entry), 'demo.html': basename(demo.entry) },
        metafile: { outputs: { ...app.metafile.outputs, ...support.metafile.outputs, ...demo.metafile.outputs } },
      },
      null,
      1,
    ),
  );

  // The HTML pages are not precompressed: the server adds settings and per-route hints, then compresses.
  const files = [...outputs.map((file) => join(root, file)), join(dist, 'pow.js'), join(dist, 'projections.js'), join(dist, 'csv-import.js')];
  for (const file of files) if (/\.(js|css)$/.test(file)) compress(file);
  console.log(`build: ${outputs.length} assets, revision ${revision}, in ${Math.round(performance.now() - started)} ms`);
  return { files, revision };
}

/**
 * Each module's own address, written into its code: bundled, every module would otherwise share
 * the bundle's import.meta.url, and the server finds its schema, migrations, worker thread and the
 * built SPA relative to the file that names them.
 */
const ownAddress: Plugin = {
  name: 'own-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/** Where `npm start` runs the server from. */
export const SERVER_BUNDLE = join(root, '.server', 'main.mjs');

/**
 * The server as one ES module (`npm start` runs it with plain node): its TypeScript compiled once
 * here instead of module by module through tsx at every start (about a second of start-up on two
 * cores). Packages stay imports of node_modules. `npm run serve` and the tests still run the sources.
 */
export async function buildServer(): Promise<void> {
  const started = performance.now();
  await build({
    absWorkingDir: root,
    entryPoints: ['mock-server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    plugins: [ownAddress],
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
  });
  console.log(`build: the server in ${relative(root, SERVER_BUNDLE)}, in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApp();
  await buildServer();
}
