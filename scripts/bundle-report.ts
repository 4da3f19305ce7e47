/**
 * What each page of the built SPA loads: its JS chunks (from index.html and routes.json) with raw,
 * gzip and brotli sizes, and the source modules inside them. Used by the budget test and the bench.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Metafile } from 'esbuild';
import { PAGE_ROUTES } from '../src/ui/page-routes.ts';

/** The largest JavaScript a page may load, gzip (issue 9). */
export const PAGE_JS_BUDGET_GZIP = 90_000;

export interface ChunkSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export interface PageLoad {
  /** The path prefix ('/' for the shell with no page chunk). */
  readonly route: string;
  /** The most JavaScript this page may load, gzip. */
  readonly budgetGzip: number;
  readonly chunks: readonly ChunkSize[];
  readonly gzip: number;
  readonly brotli: number;
  readonly raw: number;
  /** Source modules (project files, not packages) the page's chunks carry. */
  readonly modules: readonly string[];
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Sizes of one built chunk (`/assets/x.js`). */
export function chunkSize(dist: string, href: string): ChunkSize {
  const file = join(dist, href);
  return { file: basename(href), raw: size(file), gzip: size(`${file}.gz`), brotli: size(`${file}.br`) };
}

/** Every page's load, from a dist folder: the app's shell and its lazy pages, and the support case page. */
export function pageLoads(dist: string): PageLoad[] {
  const preloads = (html: string) => [...readFileSync(join(dist, html), 'utf8').matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
  const shell = preloads('index.html');
  const routes = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as Record<string, string[]>;
  const { metafile } = JSON.parse(readFileSync(join(dist, 'build-meta.json'), 'utf8')) as { metafile: Metafile };
  const modulesOf = (href: string) => {
    const output = Object.entries(metafile.outputs).find(([file]) => basename(file) === basename(href));
    return output ? Object.keys(output[1].inputs).filter((input) => input.startsWith('src/')) : [];
  };
  const load = (route: string, hrefs: string[], budgetGzip = PAGE_JS_BUDGET_GZIP): PageLoad => {
    const chunks = hrefs.map((href) => chunkSize(dist, href));
    const total = (key: 'gzip' | 'brotli' | 'raw') => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
    return { route, budgetGzip, chunks, gzip: total('gzip'), brotli: total('brotli'), raw: total('raw'), modules: hrefs.flatMap(modulesOf) };
  };
  return [
    load('/', shell),
    ...PAGE_ROUTES.map(({ prefix, budgetGzip }) => load(prefix, [...shell, ...(routes[prefix] ?? [])], budgetGzip)),
    load('/support/', preloads('support.html')),
    ...(existsSync(join(dist, 'demo.html')) ? [load('/demo/ (signed out)', preloads('demo.html'))] : []),
  ];
}

/** Every chunk of the build with its sizes. */
export function allChunks(dist: string): ChunkSize[] {
  const { metafile } = JSON.parse(readFileSync(join(dist, 'build-meta.json'), 'utf8')) as { metafile: Metafile };
  return Object.keys(metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .map((file) => chunkSize(dist, `/assets/${basename(file)}`));
}
