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

/** One step of the run: a command, and how its output counts. */
interface Job {
  readonly label: string;
  readonly args: readonly string[];
  readonly env?: Record<string, string>;
  /** 'check': one pass or one failure; 'uvu': its tests; 'coverage': its tests and the domain's branch floor. */
  readonly kind: 'check' | 'uvu' | 'coverage';
  /** Seconds it took on the 2-core CI machine, roughly: the longest start first, so the two lanes end together. */
  readonly weight: number;
}

const uvuJob = (label: string, dir: string, pattern: string, weight: number, env?: Record<string, string>): Job => ({
  label,
  args: [...tsx, uvu, '--no-color', dir, pattern],
  kind: 'uvu',
  weight,
  ...(env ? { env } : {}),
});

/** The server test folders that take longest (seconds alone, on two cores); the others count 10 s a file. */
const SERVER_FOLDER_SECONDS: Record<string, number> = { store: 85, security: 75, work: 65 };

/**
 * Seconds each browser file took alone (2026-11-29, two cores); a file not named counts 15 s. They
 * only balance the two browser lanes.
 */
const BROWSER_FILE_SECONDS: Record<string, number> = {
  'shell/axe.e2e.ts': 86,
  'accounts/accounts.e2e.ts': 43,
  'demo/demo.e2e.ts': 43,
  'work/tickets.e2e.ts': 40,
  'accounts/organization-settings.e2e.ts': 25,
  'shell/budgets.e2e.ts': 30,
  'shell/navigation.e2e.ts': 30,
  'shell/org-layout.e2e.ts': 24,
  'work/explorer.e2e.ts': 38,
  'schedule/schedule.e2e.ts': 23,
  'work/admin.e2e.ts': 18,
  'accounts/onboarding.e2e.ts': 40,
  'reports/reports.e2e.ts': 20,
  'notes/notes.e2e.ts': 16,
};

/**
 * Splits files into `count` lanes of about the same weight: the heaviest first, each to the lane
 * that has least so far (ties to the first). Each lane keeps its files in their given order.
 */
export function lanesOf(files: readonly string[], weight: (file: string) => number, count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ files: [] as string[], load: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = lanes.reduce((best, lane) => (lane.load < best.load ? lane : best));
    lightest.files.push(file);
    lightest.load += weight(file);
  }
  return lanes.map((lane) => files.filter((file) => lane.files.includes(file))).filter((lane) => lane.length > 0);
}

/** A test file alone, as a pattern uvu matches against its path under `dir`. */
const exactly = (dir: string, file: string) => `^${escaped(file.slice(dir.length + 1))}$`;
/** Any of the files, as one such pattern. */
const anyOf = (dir: string, files: readonly string[]) => `^(${files.map((file) => escaped(file.slice(dir.length + 1))).join('|')})$`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function main(): Promise<void> {
  const started = performance.now();
  const total: Count = { passed: 0, failed: 0, skipped: 0 };
  const add = (count: Count) => {
    total.passed += count.passed;
    total.failed += count.failed;
    total.skipped += count.skipped;
  };
  const passOrFail = (ok: boolean): Count => (ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

  /**
   * Runs a job and answers whether it passed. A job in the pool prints its output whole once it is
   * done (two run at once); a job alone prints as it goes.
   */
  const run = async (job: Job, streamed: boolean): Promise<boolean> => {
    const began = performance.now();
    const { code, output } = await runStep(job.label, process.execPath, [...job.args], job.env ?? {}, !streamed);
    if (!streamed) process.stdout.write(`\n▶ ${job.label}\n${output.replace(/^\s*\n/, '')}  (${job.label}: ${Math.round(performance.now() - began)} ms)\n`);
    if (job.kind === 'check') {
      add(passOrFail(code === 0));
      return code === 0;
    }
    const count = uvuCount(output, code);
    add(count);
    if (job.kind === 'coverage') {
      const branches = branchCoverage(output);
      const ok = branches !== null && branches >= DOMAIN_BRANCH_COVERAGE_FLOOR;
      console.log(`${ok ? '✓' : '✗'} src/domain branch coverage ${branches ?? 'unknown'}% (floor ${DOMAIN_BRANCH_COVERAGE_FLOOR}%)`);
      add(passOrFail(ok));
    }
    return count.failed === 0;
  };

  /** The jobs, two at a time (this machine's two cores), the heaviest first. */
  const pool = async (jobs: readonly Job[]) => {
    const queue = [...jobs].sort((a, b) => b.weight - a.weight);
    const lane = async () => {
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) await run(job, false);
    };
    await Promise.all([lane(), lane()]);
  };
  const alone = (job: Job) => run(job, true);

  // The SDK and validators every other step reads.
  await alone({ label: 'codegen', args: ['scripts/codegen.mjs'], kind: 'check', weight: 0 });

  const c8 = ['node_modules/c8/bin/c8.js', '--reporter=text-summary', '--reporter=text', '--all', '--src=src/domain', '--include=src/domain/**', '--exclude=src/domain/validation/generated/**'];
  // Each server test folder with its number of test files (the weight of a folder not measured).
  const serverFolders = readdirSync(join(root, 'tests/server'))
    .filter((name) => statSync(join(root, 'tests/server', name)).isDirectory())
    .sort()
    .map((name) => ({ name, files: testFiles(`tests/server/${name}`, /\.test\.ts$/).length }))
    .filter(({ files }) => files > 0);
  await pool([
    { label: 'typecheck', args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], kind: 'check', weight: 45 },
    { label: 'layer check', args: [...tsx, 'scripts/check-layers.ts'], kind: 'check', weight: 5 },
    // The schema as a public API: its lint, no near-duplicate types, no change the snapshot does not know.
    { label: 'schema lint', args: [...tsx, 'scripts/lint-schema.ts'], kind: 'check', weight: 10 },
    { label: 'domain (with coverage)', args: [...c8, process.execPath, ...tsx, uvu, '--no-color', 'tests/domain', '\\.test\\.ts$'], kind: 'coverage', weight: 45 },
    uvuJob('application', 'tests/application', '\\.test\\.ts$', 30),
    uvuJob('adapters', 'tests/adapters', '\\.test\\.ts$', 26),
    // The server tests, a process per folder (each with a PGlite of its own).
    ...serverFolders.map(({ name, files }) => uvuJob(`tests/server/${name}`, `tests/server/${name}`, '\\.test\\.ts$', SERVER_FOLDER_SECONDS[name] ?? 10 * files)),
    // The races and the store's tests again on a PostgreSQL server (a throwaway cluster, a schema per
    // server): real concurrent transactions, where PGlite takes them one at a time. The whole server
    // suite runs there too with TEST_DATABASE=postgres (about 3 minutes).
    uvuJob('server on PostgreSQL (races, store)', 'tests/server', '(security/concurrency|store/database|store/group-commit)\\.test\\.ts$', 50, { TEST_DATABASE: 'postgres' }),
    // The UI tests a process per file: they share one happy-dom window per process, and react-aria
    // keeps global state (the last input modality) that one file's tests would otherwise leave to the next.
    ...testFiles('tests/ui', /\.test\.tsx?$/).map((file) => uvuJob(file, 'tests/ui', exactly('tests/ui', file), 4)),
    uvuJob('tooling', 'tests/tooling', '\\.test\\.ts$', 57),
  ]);

  // The bundle and browser suites need a build; a failed build already counts as a failure.
  if (await alone({ label: 'build', args: [...tsx, 'scripts/build.ts'], kind: 'check', weight: 0 })) {
    await alone(uvuJob('bundle budgets', 'tests/bundle', '\\.test\\.ts$', 0));
    if (existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium')) {
      // Two lanes, each a process with a Chromium of its own: one lane leaves the cores idle a third of
      // the time (pages waiting for timers and polls). The servers run from the bundle just built
      // (npm start's), not through tsx: a second or two less each.
      const files = testFiles('tests/e2e', /\.e2e\.ts$/);
      const weight = (file: string) => BROWSER_FILE_SECONDS[file.slice('tests/e2e/'.length)] ?? 15;
      await pool(lanesOf(files, weight, 2).map((lane, n) => uvuJob(`browser (Chromium), lane ${n + 1} of 2`, 'tests/e2e', anyOf('tests/e2e', lane), 0, { TEST_SERVER_SCRIPT: '.server/main.mjs' })));
    } else {
      console.log('\n✗ browser tests: Chromium is missing at /usr/bin/chromium (apt-get install chromium)');
      total.failed += 1;
    }
  }

  console.log(`\n(npm test: ${Math.round((performance.now() - started) / 1000)} s)`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
