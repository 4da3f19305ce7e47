/**
 * The built SPA: content-hashed assets cached for a year, precompressed brotli or gzip when the
 * browser takes it, and index.html (the history fallback) never cached.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { decodeSegment } from '../src/domain/routing.ts';

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

/** Serves files from a folder; answers null when the path is not a file there. */
export function createStatic(distDir: string) {
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

  return {
    /** A built file, or null. */
    file(request: Request, path: string): Response | null {
      if (path === '/' || path.endsWith('.br') || path.endsWith('.gz') || path === '/index.html') return null;
      const file = fileAt(path);
      if (!file) return null;
      const immutable = path.startsWith('/assets/');
      return respond(request, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
    /** index.html for every client-side route. */
    index(request: Request): Response {
      const file = join(distDir, 'index.html');
      if (!existsSync(file)) {
        return new Response('The SPA is not built yet: run `npm run build` (npm start does it for you).', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
      return respond(request, file, 'no-cache, no-store, must-revalidate');
    },
    /** The build's revision id, or 'dev' when there is no build. */
    revision(): string {
      const file = join(distDir, 'revision.txt');
      return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'dev';
    },
  };
}
