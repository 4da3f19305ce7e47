/**
 * `npm test`: codegen, typecheck, the layer check, the uvu suites (domain, application, adapters,
 * server, UI on happy-dom), the build, and the browser tests in Chromium. Ends with one line
 * `N passed, N failed` (", N skipped" when any) and a non-zero exit on any failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = ['--import', 'tsx'];
const uvu = 'node_modules/uvu/bin.js';

interface Count {
  passed: number;
  failed: number;
  skipped: number;
}

function runStep(label: string, command: string, args: string[], env: Record<string, string> = {}, quiet = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    if (!quiet) console.log(`\n▶ ${label}`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (!quiet) process.stdout.write(text);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('close', (code) => {
      if (!quiet) console.log(`  (${label}: ${Math.round(performance.now() - started)} ms)`);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The test files under a folder (paths from the project root), sorted. */
export function testFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(join(root, at)).sort()) {
      const path = `${at}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (pattern.test(name)) found.push(relative('.', path));
    }
  };
  walk(dir);
  return found;
}

/** Branch coverage of src/domain must stay at or above this (issue 3). */
export const DOMAIN_BRANCH_COVERAGE_FLOOR = 95;

/** Reads c8's text-summary branch percentage. */
export function branchCoverage(output: string): number | null {
  const match = /Branches\s*:\s*([\d.]+)%/.exec(output);
  return match ? Number(match[1]) : null;
}

/** Reads uvu's summary; a run without one (a file that threw at import) counts as one failure. */
export function uvuCount(output: string, code: number): Count {
  const total = /Total:\s+(\d+)/.exec(output);
  const passed = /Passed:\s+(\d+)/.exec(output);
  const skipped = /Skipped:\s+(\d+)/.exec(output);
  if (!total || !passed) return { passed: 0, failed: 1, skipped: 0 };
  const count = { passed: Number(passed[1]), failed: Number(total[1]) - Number(passed[1]), skipped: Number(skipped?.[1] ?? 0) };
  if (code !== 0 && count.failed === 0) count.failed = 1;
  return count;
}

async function main(): Promise<void> {
  const total: Count = { passed: 0, failed: 0, skipped: 0 };
  const add = (count: Count) => {
    total.passed += count.passed;
    total.failed += count.failed;
    total.skipped += count.skipped;
  };
  const check = async (label: string, command: string, args: string[]) => {
    const { code } = await runStep(label, command, args);
    add(code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
    return code === 0;
  };
  const suite = async (label: string, dir: string, pattern: string, env: Record<string, string> = {}) => {
    const { code, output } = await runStep(label, process.execPath, [...tsx, uvu, '--no-color', dir, pattern], env);
    add(uvuCount(output, code));
  };

  /**
   * A suite whose files each run in a process of their own, two at a time: the UI tests share one
   * happy-dom window per process, and react-aria keeps global state (the last input modality) that
   * one file's tests would otherwise leave to the next.
   */
  const suitePerFile = async (label: string, dir: string, pattern: string) => {
    const started = performance.now();
    console.log(`\n▶ ${label}`);
    const files = testFiles(dir, new RegExp(pattern));
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const exact = `^${file.slice(dir.length + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
        const { code, output } = await runStep(file, process.execPath, [...tsx, uvu, '--no-color', dir, exact], {}, true);
        process.stdout.write(`${file}\n${output.replace(/^\s*\n/, '')}`);
        add(uvuCount(output, code));
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(`  (${label}: ${files.length} files, ${Math.round(performance.now() - started)} ms)`);
  };

  /**
   * A suite run as one process per subfolder, two at a time (each with a database of its own: the
   * server tests' PGlite is per process), each folder's output printed whole once it is done.
   */
  const suitePerFolder = async (label: string, dir: string, pattern: string) => {
    const started = performance.now();
    console.log(`\n▶ ${label}`);
    const folders = readdirSync(join(root, dir))
      .filter((name) => statSync(join(root, dir, name)).isDirectory() && testFiles(`${dir}/${name}`, new RegExp(pattern)).length > 0)
      .sort();
    // The longest first, so the two processes end close together.
    const weight = (name: string) => testFiles(`${dir}/${name}`, new RegExp(pattern)).length;
    const queue = [...folders].sort((a, b) => weight(b) - weight(a));
    const worker = async () => {
      for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
        const { code, output } = await runStep(folder, process.execPath, [...tsx, uvu, '--no-color', `${dir}/${folder}`, pattern], {}, true);
        process.stdout.write(`${dir}/${folder}\n${output.replace(/^\s*\n/, '')}`);
        add(uvuCount(output, code));
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(`  (${label}: ${folders.length} folders, ${Math.round(performance.now() - started)} ms)`);
  };

  /** The domain suite under c8: its tests count, and branch coverage below the floor is a failure. */
  const domainWithCoverage = async () => {
    const c8 = ['node_modules/c8/bin/c8.js', '--reporter=text-summary', '--reporter=text', '--all', '--src=src/domain', '--include=src/domain/**', '--exclude=src/domain/validation/generated/**'];
    const { code, output } = await runStep('domain (with coverage)', process.execPath, [...c8, process.execPath, ...tsx, uvu, '--no-color', 'tests/domain', '\\.test\\.ts$']);
    add(uvuCount(output, code));
    const branches = branchCoverage(output);
    const ok = branches !== null && branches >= DOMAIN_BRANCH_COVERAGE_FLOOR;
    console.log(`${ok ? '✓' : '✗'} src/domain branch coverage ${branches ?? 'unknown'}% (floor ${DOMAIN_BRANCH_COVERAGE_FLOOR}%)`);
    add(ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
  };

  await check('codegen', process.execPath, ['scripts/codegen.mjs']);
  await check('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
  await check('layer check', process.execPath, [...tsx, 'scripts/check-layers.ts']);
  // The schema as a public API: its lint, no near-duplicate types, no change the snapshot does not know.
  await check('schema lint', process.execPath, [...tsx, 'scripts/lint-schema.ts']);
  await domainWithCoverage();
  await suite('application', 'tests/application', '\\.test\\.ts$');
  await suite('adapters', 'tests/adapters', '\\.test\\.ts$');
  await suitePerFolder('server', 'tests/server', '\\.test\\.ts$');
  // The races and the store's tests again on a PostgreSQL server (a throwaway cluster, a schema per
  // server): real concurrent transactions, where PGlite takes them one at a time. The whole server
  // suite runs there too with TEST_DATABASE=postgres (about 3 minutes).
  await suite('server on PostgreSQL (races, store)', 'tests/server', '(security/concurrency|store/database|store/group-commit)\\.test\\.ts$', { TEST_DATABASE: 'postgres' });
  await suitePerFile('ui (happy-dom)', 'tests/ui', '\\.test\\.tsx?$');
  await suite('tooling', 'tests/tooling', '\\.test\\.ts$');
  // The bundle and browser suites need a build; a failed build already counts as a failure.
  if (await check('build', process.execPath, [...tsx, 'scripts/build.ts'])) {
    await suite('bundle budgets', 'tests/bundle', '\\.test\\.ts$');
    if (existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium')) {
      // The servers run from the bundle just built (npm start's), not through tsx: a second or two less each.
      await suite('browser (Chromium)', 'tests/e2e', '\\.e2e\\.ts$', { TEST_SERVER_SCRIPT: '.server/main.mjs' });
    } else {
      console.log('\n✗ browser tests: Chromium is missing at /usr/bin/chromium (apt-get install chromium)');
      total.failed += 1;
    }
  }

  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
