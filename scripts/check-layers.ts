/**
 * The layer check. Two kinds of rule, both read from the tables below:
 * - layers: arrows point inward only. src/domain imports nothing outside itself (no packages
 *   either); src/application never imports adapters or UI; only the composition roots
 *   (src/main*.tsx) import adapters; adapters never import UI; the local server shares src/domain only.
 * - areas: inside each layer, one room per area of the product, spelled the same in every layer
 *   (src/domain/support, src/application/support, src/ui/screens/support, mock-server/support).
 *   An area imports only the areas AREA_RULES names for it (a whole area, or named files of it);
 *   every area may use the kernels; nobody imports the shell, which may import everyone.
 * Plus: no import cycle between files, and no file left outside a known room.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  readonly file: string;
  readonly imported: string;
  readonly rule: string;
}

/**
 * What each area may import besides the kernels: '*' for every room, otherwise the areas it may
 * use whole and the single files (paths from the project root) it may use of others.
 */
export interface AreaRule {
  readonly areas: readonly string[] | '*';
  readonly files?: readonly string[];
  /** Why, for the violation message. */
  readonly why: string;
}

/** Rooms every area may import: code that serves everyone and imports no area. */
export const KERNELS = ['shared', 'validation'] as const;

/** The one map of which area may know which. */
export const AREA_RULES: Readonly<Record<string, AreaRule>> = {
  shared: { areas: ['store'], why: "shared code serves every area and imports none (only the server's store, which lies below it)" },
  validation: {
    areas: [],
    files: ['src/domain/time/work-week.ts', 'src/domain/support/issue.ts'],
    why: 'the validation schemas check work weeks and support cases, and know no other area',
  },
  store: {
    areas: [],
    files: ['src/domain/accounts/session.ts', 'src/domain/time/work-week.ts', 'src/domain/support/issue.ts', 'src/domain/work/work.ts', 'src/domain/schedule/schedule.ts', 'src/domain/shared/role.ts', 'src/domain/reports/report.ts'],
    why: "the server's store keeps records in the domain's shapes and knows no area's services",
  },
  projection: { areas: [], why: 'the projection engine is pure and self-contained: it runs in the server, a worker and the command line' },
  accounts: {
    areas: ['store', 'time'],
    files: ['mock-server/work/projects.ts', 'mock-server/work/workflows.ts'],
    why: "accounts know people and organizations; a new organization gets its first project and workflow from work's own functions",
  },
  work: {
    areas: ['store'],
    files: ['src/domain/accounts/session.ts', 'src/domain/time/my-week.ts', 'src/domain/time/blackout-calendar.ts', 'src/domain/schedule/schedule-status.ts'],
    why: "work knows tickets, projects and catalogues; the dashboard reads the caller's role, their week and where the ETAs stand",
  },
  time: { areas: ['store', 'work'], why: 'blackout times and work weeks use the catalogue editors and the caller scope of work' },
  schedule: { areas: ['store', 'work', 'time', 'projection', 'accounts'], why: 'the schedule projects the work of people over their time' },
  support: { areas: ['store', 'accounts', 'work'], why: 'support cases link tickets and know members, and nothing of demos' },
  reports: {
    areas: ['store', 'time', 'work', 'projection', 'accounts'],
    files: ['mock-server/schedule/projection-facts.ts', 'src/domain/schedule/projection-plan.ts'],
    why: "reports count tickets over time, and worked hours with the projection's working calendar, people and blackouts, behind the organization's report flag",
  },
  docs: { areas: ['store', 'work', 'accounts'], why: 'documentation sites and stories are pages of an organization; stories link its tickets' },
  notes: { areas: ['store', 'work'], why: "notes are each person's own, kept with the organization's work and checked with its text rules and the caller's scope" },
  demo: { areas: ['store', 'accounts', 'work', 'time', 'support', 'reports', 'docs', 'notes'], why: 'a demo builds an organization of every area' },
  shell: { areas: '*', why: 'the shell composes every area (and no area imports it)' },
};

/** The UI's root files every screen may read: the React contexts the shell provides. */
const UI_CONTEXTS = ['src/ui/app-context.tsx', 'src/ui/account-context.tsx', 'src/ui/work-context.tsx'];

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

/**
 * The room of a file: its area folder in src/domain, src/application, src/ui/screens and
 * mock-server; 'shared' for src/ui/components; 'root' for the roots around the rooms (src/ui's
 * top files, mock-server/main.ts, the composition roots); null for adapters and everything else.
 */
export function roomOf(path: string): string | null {
  const parts = path.split('/');
  const layer = layerOf(path);
  if (layer === 'server') return parts.length > 2 ? parts[1]! : 'root';
  if (layer === 'domain' || layer === 'application') return parts.length > 3 ? parts[2]! : 'root';
  if (layer === 'ui') {
    if (parts[2] === 'components') return 'shared';
    if (parts[2] === 'screens') return parts.length > 4 ? parts[3]! : 'root';
    return 'root';
  }
  return layer === 'main' ? 'root' : null;
}

/** The area rule an import breaks, or null. */
function areaRuleBroken(file: string, target: string): string | null {
  const from = roomOf(file);
  const to = roomOf(target);
  if (from === null || to === null || from === to || from === 'root') return null;
  const rule = AREA_RULES[from];
  if (!rule) return null; // reported once as an unknown room
  if (rule.areas === '*') return null;
  if ((KERNELS as readonly string[]).includes(to)) return null;
  if (to === 'root' && UI_CONTEXTS.includes(target)) return null;
  if (rule.areas.includes(to) || rule.files?.includes(target)) return null;
  if (to === 'shell') return `no area imports the shell (${from} -> shell)`;
  const allowed = [...(rule.areas.length ? rule.areas : ['no other area']), ...(rule.files ?? [])].join(', ');
  return `${from} may import the kernels and ${allowed}, not ${to}: ${rule.why}`;
}

/** Every broken rule in a set of files (paths relative to the project root, `/`-separated). */
export function checkLayers(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const from = layerOf(file);
    const room = roomOf(file);
    if (room !== null && room !== 'root' && !(room in AREA_RULES)) {
      violations.push({ file, imported: '', rule: `'${room}' is not a room of the area table: put the file in an area folder, or add the area to AREA_RULES` });
    }
    if (room === 'root' && (from === 'domain' || from === 'application')) {
      violations.push({ file, imported: '', rule: 'no file is left flat beside the area folders' });
    }
    for (const imported of importsOf(source)) {
      const isRelative = imported.startsWith('.');
      const target = isRelative ? normalize(join(dirname(file), imported)).replace(/\\/g, '/') : null;
      const to = target ? layerOf(target) : 'package';
      let layerBroken = false;
      const add = (rule: string) => {
        layerBroken = true;
        violations.push({ file, imported, rule });
      };
      if (from === 'domain' && to !== 'domain') add('src/domain imports nothing outside src/domain');
      if (from === 'application' && (to === 'adapters' || to === 'ui' || to === 'main')) add('src/application never imports adapters or UI');
      if (from === 'application' && to === 'package' && /^(react|react-dom|wouter|react-aria)/.test(imported)) add('src/application never imports UI libraries');
      if (to === 'adapters' && from !== 'main' && from !== 'adapters') add('only the composition roots (src/main*.tsx) import adapters');
      if (from === 'adapters' && (to === 'ui' || to === 'main')) add('adapters never import UI');
      if (from === 'adapters' && target?.startsWith('src/application/') && !/\.port\.ts$|^src\/application\/shared\/errors\.ts$/.test(target)) {
        add('adapters import application ports and errors only');
      }
      if (from === 'server' && to !== 'server' && to !== 'domain' && to !== 'package') add('the local server shares src/domain only');
      // An import that already crosses a layer wrongly is not also reported as crossing an area.
      const broken = target && !layerBroken ? areaRuleBroken(file, target) : null;
      if (broken) violations.push({ file, imported, rule: broken });
    }
  }
  return [...violations, ...cycles(files)];
}

/** Import cycles between files (type-only imports included): one violation per cycle found. */
export function cycles(files: ReadonlyMap<string, string>): Violation[] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of files) {
    const targets = importsOf(source)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => normalize(join(dirname(file), spec)).replace(/\\/g, '/'))
      .filter((target) => files.has(target));
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components, iteratively so a deep chain cannot overflow the stack.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: Violation[] = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = edges.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, next);
          low.set(child, next++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = edges.get(frame.node)!.includes(frame.node);
      if (component.length > 1 || selfLoop) {
        const files = component.sort();
        found.push({ file: files[0]!, imported: files.slice(1).join(', '), rule: `an import cycle of ${files.length} file${files.length === 1 ? '' : 's'}: dependencies point one way` });
      }
    }
  }
  return found;
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
  for (const v of violations) console.error(`${v.file}${v.imported ? `: imports '${v.imported}'` : ''}: ${v.rule}`);
  console.log(violations.length === 0 ? `layers: ${files.size} files in ${Object.keys(AREA_RULES).length} areas, arrows point inward, no cycles` : `layers: ${violations.length} violations`);
  process.exit(violations.length === 0 ? 0 : 1);
}
