/**
 * The layer check: arrows point inward only. src/domain imports nothing outside itself (no
 * packages either); src/application never imports adapters or UI; only src/main.tsx imports
 * adapters; adapters never import UI; the local server shares src/domain only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  readonly file: string;
  readonly imported: string;
  readonly rule: string;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source file imports or re-exports. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) found.push((match[1] ?? match[2] ?? match[3])!);
  return found;
}

function layerOf(path: string): string {
  // The composition roots: src/main.tsx, and one per page built as an entry of its own.
  if (/^src\/main(-[a-z]+)?\.tsx$/.test(path)) return 'main';
  const [top, area] = path.split('/');
  if (top === 'mock-server') return 'server';
  if (top !== 'src') return 'other';
  return area === 'domain' || area === 'application' || area === 'adapters' || area === 'ui' ? area : 'src';
}

/** Every broken rule in a set of files (paths relative to the project root, `/`-separated). */
export function checkLayers(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const from = layerOf(file);
    for (const imported of importsOf(source)) {
      const isRelative = imported.startsWith('.');
      const target = isRelative ? normalize(join(dirname(file), imported)).replace(/\\/g, '/') : null;
      const to = target ? layerOf(target) : 'package';
      const add = (rule: string) => violations.push({ file, imported, rule });
      if (from === 'domain' && to !== 'domain') add('src/domain imports nothing outside src/domain');
      if (from === 'application' && (to === 'adapters' || to === 'ui' || to === 'main')) add('src/application never imports adapters or UI');
      if (from === 'application' && to === 'package' && /^(react|react-dom|wouter|react-aria)/.test(imported)) add('src/application never imports UI libraries');
      if (to === 'adapters' && from !== 'main' && from !== 'adapters') add('only the composition roots (src/main*.tsx) import adapters');
      if (from === 'adapters' && (to === 'ui' || to === 'main')) add('adapters never import UI');
      if (from === 'adapters' && target?.startsWith('src/application/') && !/^src\/application\/(ports\/|errors\.ts)/.test(target)) {
        add('adapters import application ports and errors only');
      }
      if (from === 'server' && to !== 'server' && to !== 'domain' && to !== 'package') add('the local server shares src/domain only');
    }
  }
  return violations;
}

function walk(dir: string, root: string, out: Map<string, string>): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated') continue;
    if (statSync(path).isDirectory()) walk(path, root, out);
    else if (/\.(ts|tsx)$/.test(name)) out.set(relative(root, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
  }
}

/** Reads the project's sources. */
export function projectFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  walk(join(root, 'src'), root, files);
  walk(join(root, 'mock-server'), root, files);
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = projectFiles(root);
  const violations = checkLayers(files);
  for (const v of violations) console.error(`${v.file}: imports '${v.imported}': ${v.rule}`);
  console.log(violations.length === 0 ? `layers: ${files.size} files, arrows point inward` : `layers: ${violations.length} violations`);
  process.exit(violations.length === 0 ? 0 : 1);
}
