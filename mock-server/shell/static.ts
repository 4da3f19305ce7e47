/**
 * The built SPA: content-hashed assets cached for a year, precompressed brotli or gzip when the
 * browser takes it, and index.html (the history fallback) never cached.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { decodeSegment, underPrefix } from '../../src/domain/shared/paths.ts';
import { AUTH_PATHS } from '../../src/domain/accounts/routing.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content codings a request accepts (`q=0` refuses one). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

interface Variant {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly encoding: 'br' | 'gzip' | null;
}

/** What the SPA reads from the server at start instead of baking it into the bundle. */
export interface RuntimeSettings {
  readonly demoMode: boolean;
  readonly mainAppUrl: string | null;
  readonly forceSupportWidget: boolean;
}

/** Serves files from a folder; answers null when the path is not a file there. */
/**
 * Build files the server reads but never serves: the bundler's metafile (it names every source
 * module) and the server's own tables.
 */
const PRIVATE_FILES: ReadonlySet<string> = new Set(['/build-meta.json', '/routes.json', '/revision.txt']);

/**
 * What every page may load: only this server's own scripts, styles, images (and blob: previews of
 * files being sent), workers and connections; style attributes (react-aria positions popovers
 * with them) but no inline scripts; and no framing by any other page.
 */
/** The hashes of react-aria's own <style> elements (checked in Chromium by tests/e2e/shell/csp.e2e.ts). */
export const REACT_ARIA_STYLE_HASHES = ['sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='];

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // react-aria adds two small <style> elements of its own (touch-action on pressable elements, and
  // overscroll containment while a modal is open); they are allowed by their hashes, nothing else inline.
  `style-src 'self' ${REACT_ARIA_STYLE_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of every HTML page; HSTS when it is served over TLS (always, in production). */
export function pageSecurityHeaders(tls: boolean): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    // The support page carries its secret token in the address: never send it on as a referrer.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(tls ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function createStatic(distDir: string, settings: RuntimeSettings = { demoMode: true, mainAppUrl: null, forceSupportWidget: false }, production = false) {
  const cache = new Map<string, { readonly mtimeMs: number; readonly variants: Variant[] }>();

  /** A file and its precompressed copies, read again when a rebuild changed it. */
  function variants(file: string): Variant[] {
    const mtimeMs = statSync(file).mtimeMs;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.variants;
    const read = (path: string) => new Uint8Array(readFileSync(path));
    const found: Variant[] = [];
    if (existsSync(`${file}.br`)) found.push({ body: read(`${file}.br`), encoding: 'br' });
    if (existsSync(`${file}.gz`)) found.push({ body: read(`${file}.gz`), encoding: 'gzip' });
    found.push({ body: read(file), encoding: null });
    cache.set(file, { mtimeMs, variants: found });
    return found;
  }

  function respond(request: Request, file: string, cacheControl: string): Response {
    const accepted = acceptedEncodings(request.headers.get('accept-encoding') ?? '');
    const variant = variants(file).find((v) => v.encoding === null || accepted.has(v.encoding))!;
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (variant.encoding) headers['content-encoding'] = variant.encoding;
    return new Response(request.method === 'HEAD' ? null : variant.body, { headers });
  }

  function fileAt(path: string): string | null {
    const decoded = decodeSegment(path);
    if (decoded === null) return null;
    const relative = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = join(distDir, relative);
    if (!file.startsWith(distDir)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  /** The build's route -> chunks table (routes.json), read again after a rebuild. */
  function routeTable(): Record<string, string[]> {
    const file = join(distDir, 'routes.json');
    if (!existsSync(file)) return {};
    return JSON.parse(new TextDecoder().decode(variants(file).at(-1)!.body)) as Record<string, string[]>;
  }

  const pages = new Map<string, { readonly mtimeMs: number; readonly variants: Variant[] }>();

  /**
   * index.html for a route: the runtime settings and the build's revision in a meta tag (one build
   * serves every mode), and the route's chunks as modulepreload hints. Compressed once per build.
   */
  function pageIndex(request: Request, prefix: string, chunks: readonly string[], html = 'index.html'): Response {
    const file = join(distDir, html);
    const mtimeMs = statSync(file).mtimeMs;
    let page = pages.get(prefix);
    if (!page || page.mtimeMs !== mtimeMs) {
      const meta = JSON.stringify({ ...settings, revision: revisionOf() }).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const head = [`<meta name="tidemark-settings" content="${meta}">`, ...chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}">`)].join('\n');
      const raw = new TextEncoder().encode(readFileSync(file, 'utf8').replace('</head>', `${head}\n</head>`));
      page = {
        mtimeMs,
        variants: [
          { body: new Uint8Array(brotliCompressSync(raw)), encoding: 'br' },
          { body: new Uint8Array(gzipSync(raw)), encoding: 'gzip' },
          { body: raw, encoding: null },
        ],
      };
      pages.set(prefix, page);
    }
    const accepted = acceptedEncodings(request.headers.get('accept-encoding') ?? '');
    const variant = page.variants.find((v) => v.encoding === null || accepted.has(v.encoding))!;
    const headers: Record<string, string> = {
      'content-type': TYPES['.html']!,
      'cache-control': 'no-cache, no-store, must-revalidate',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...pageSecurityHeaders(production || new URL(request.url).protocol === 'https:'),
    };
    if (variant.encoding) headers['content-encoding'] = variant.encoding;
    return new Response(request.method === 'HEAD' ? null : variant.body, { headers });
  }

  function revisionOf(): string {
    const file = join(distDir, 'revision.txt');
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'dev';
  }

  return {
    /** A built file, or null. */
    file(request: Request, path: string): Response | null {
      if (path === '/' || path.endsWith('.br') || path.endsWith('.gz') || path === '/index.html' || PRIVATE_FILES.has(path)) return null;
      const file = fileAt(path);
      if (!file) return null;
      const immutable = path.startsWith('/assets/');
      return respond(request, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
    /**
     * index.html for every client-side route, with modulepreload hints for the route's page;
     * `signedOut` (no session cookie): on the demo host, the demo's own page instead.
     */
    index(request: Request, path: string, signedOut = false): Response {
      if (!existsSync(join(distDir, 'index.html'))) {
        return new Response('The SPA is not built yet: run `npm run build` (npm start does it for you).', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
      // The support case page is built as an entry of its own: a client's first load is just that page.
      if (path.startsWith('/support/') && existsSync(join(distDir, 'support.html'))) return pageIndex(request, 'support.html', [], 'support.html');
      // A signed-out visitor of the demo host sees the demo request (or status) screen at every path
      // but choose organization (§2): the demo's own entry, a first contact without the session code.
      if (settings.demoMode && signedOut && path !== AUTH_PATHS.chooseOrganization && existsSync(join(distDir, 'demo.html'))) return pageIndex(request, 'demo.html', [], 'demo.html');
      const routes = routeTable();
      const prefix = Object.keys(routes).find((candidate) => underPrefix(candidate, path));
      return pageIndex(request, prefix ?? '', prefix ? routes[prefix]! : []);
    },
    /** The build's revision id, or 'dev' when there is no build. */
    revision: revisionOf,
  };
}
