/** `npm run projections -- FILE [--simulations N] [--seed S]`: JSON only on stdout, one line and exit 2 for bad input. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProjections } from '../../scripts/projections.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'projections-cli-'));

const valid = {
  start: '2025-03-03T14:00:00Z',
  simulations: 50,
  seed: 1,
  people: [
    {
      id: 'p1',
      timeZone: 'Europe/Berlin',
      week: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, start: '09:00', stop: '17:00' })),
      timeOff: [{ start: '2025-03-17T00:00:00Z', stop: '2025-03-18T00:00:00Z' }],
    },
  ],
  tasks: [
    { id: 't1', ticket: 'T1', person: 'p1', hours: [1, 3, 8], splittable: true },
    { id: 't2', ticket: 'T1', person: 'p1', hours: [1, 3, 8], splittable: false, after: ['t1'], rank: 0, started: false },
    { id: 't9', ticket: 'T2', person: 'nobody', hours: [1, 1, 1], splittable: true },
  ],
};

let files = 0;
/** Writes a temporary input file; text is written as is, anything else as JSON. */
function file(content: unknown): string {
  const path = join(dir, `input-${files++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function spawnCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/projections.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const cli = suite('projections command: a process');

cli('a valid file: exit 0, one JSON object and nothing else on stdout, nothing on stderr', () => {
  const { code, stdout, stderr } = spawnCli(file(valid));
  assert.is(code, 0);
  assert.is(stderr, '');
  assert.ok(stdout.endsWith('}\n') && stdout.indexOf('\n') === stdout.length - 1, 'one line');
  const output = JSON.parse(stdout);
  assert.equal(Object.keys(output), ['simulations', 'seed', 'elapsedMs', 'tasks', 'tickets', 'plan', 'problems']);
  assert.is(output.simulations, 50);
  assert.is(output.seed, 1);
  assert.type(output.elapsedMs, 'number');
  assert.equal(output.tasks.map((t: { id: string }) => t.id), ['t1', 't2']);
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
  for (const task of output.tasks) {
    for (const side of [task.start, task.end]) {
      assert.equal(Object.keys(side), ['min', 'p50', 'p70', 'p80', 'p90', 'p95', 'max']);
      for (const value of Object.values(side)) assert.match(value as string, iso);
    }
  }
  assert.equal(output.tickets.map((t: { id: string }) => t.id), ['T1']);
  assert.match(output.tickets[0].p80, iso);
  assert.equal(output.plan[0].task, 't1');
  assert.equal(output.plan[0].pieces[0], ['2025-03-03T14:00:00.000Z', '2025-03-03T16:00:00.000Z']);
  assert.equal(output.problems, [{ task: 't9', problem: 'person nobody does not exist' }]);
});

cli('through npm exactly as documented: `npm run projections -- FILE` prints the JSON and nothing else', () => {
  // npm writes its "> tidemark@… projections" banner to stdout unless .npmrc silences it.
  const npm = spawnSync('npm', ['run', 'projections', '--', file(valid), '--simulations', '5'], { cwd: root, encoding: 'utf8' });
  assert.is(npm.status, 0, npm.stderr);
  assert.is(JSON.parse(npm.stdout).simulations, 5, 'stdout is one JSON object');
  const bad = spawnSync('npm', ['run', 'projections', '--', file('{"start": ')], { cwd: root, encoding: 'utf8' });
  assert.is(bad.status, 2, 'the exit code comes through npm');
  assert.is(bad.stdout, '');
  assert.match(bad.stderr, /^projections: /);
});

cli('flags override the file: --simulations N --seed S, and --flag=value', () => {
  const path = file(valid);
  const a = JSON.parse(spawnCli(path, '--simulations', '7', '--seed', '-3').stdout);
  assert.is(a.simulations, 7);
  assert.is(a.seed, -3);
  const b = JSON.parse(spawnCli('--seed=-3', '--simulations=7', path).stdout);
  assert.equal({ ...b, elapsedMs: 0 }, { ...a, elapsedMs: 0 }, 'same seed, same answer, whatever the flag order');
});

cli('a bad file: exit 2, one line on stderr, no stack trace, nothing on stdout', () => {
  const { code, stdout, stderr } = spawnCli(file('{"start": '));
  assert.is(code, 2);
  assert.is(stdout, '');
  assert.match(stderr, /^projections: .*input-\d+\.json is not valid JSON: .+\n$/);
  assert.is(stderr.split('\n').length, 2);
  assert.not.match(stderr, /\n\s+at /);
});

cli('bad flags: exit 2', () => {
  const { code, stdout, stderr } = spawnCli(file(valid), '--simulations', '0');
  assert.is(code, 2);
  assert.is(stdout, '');
  assert.is(stderr, 'projections: --simulations must be at least 1, got "0"\n');
});

const refusals = suite('projections command: what it says about bad input');

/** The one stderr line of a refused run (in process: the same function the process runs). */
function refused(...args: string[]): string {
  const result = runProjections(args);
  assert.is(result.code, 2, JSON.stringify(result).slice(0, 200));
  assert.is(result.stdout, '');
  assert.ok(result.stderr.endsWith('\n') && result.stderr.split('\n').length === 2, 'one line');
  return result.stderr.trimEnd();
}

refusals('no file, two files, an unknown option, a flag without a value', () => {
  assert.match(refused(), 'projections: no input file (usage: npm run projections -- FILE [--simulations N] [--seed S])');
  assert.match(refused('a.json', 'b.json'), 'projections: one input file only, got a.json and b.json');
  assert.match(refused(file(valid), '--runs', '3'), 'projections: unknown option --runs');
  assert.is(refused(file(valid), '--seed'), 'projections: --seed needs a value');
});

refusals('flags must be whole numbers, simulations at least 1', () => {
  assert.is(refused(file(valid), '--simulations', '1.5'), 'projections: --simulations must be a whole number, got "1.5"');
  assert.is(refused(file(valid), '--simulations', '1e3'), 'projections: --simulations must be a whole number, got "1e3"');
  assert.is(refused(file(valid), '--simulations', ''), 'projections: --simulations must be a whole number, got ""');
  assert.is(refused(file(valid), '--seed', 'abc'), 'projections: --seed must be a whole number, got "abc"');
  assert.is(refused(file(valid), '--seed=99999999999999999999'), 'projections: --seed must be a whole number, got "99999999999999999999"');
});

refusals('a missing file, a directory, bad JSON', () => {
  assert.is(refused(join(dir, 'missing.json')), `projections: cannot read ${join(dir, 'missing.json')}: no such file`);
  assert.is(refused(dir), `projections: cannot read ${dir}: it is a directory`);
  assert.match(refused(file('not json')), /is not valid JSON: /);
  assert.match(refused(file('')), /is not valid JSON: /);
});

refusals('wrong types, duplicate ids, bad times, missing fields, bad counts in the file', () => {
  const changed = (change: (json: typeof valid & Record<string, unknown>) => void) => {
    const json = structuredClone(valid) as typeof valid & Record<string, unknown>;
    change(json);
    return refused(file(json));
  };
  assert.match(changed((j) => (j.tasks[0]!.hours = 'long' as never)), ': tasks[0] (t1).hours must be three numbers [min, likely, max] with 0 <= min <= likely <= max, got "long"');
  assert.match(changed((j) => j.tasks.push({ ...j.tasks[0]! })), ': tasks[3].id repeats the id "t1"');
  assert.match(changed((j) => j.people.push({ ...j.people[0]! })), ': people[1].id repeats the id "p1"');
  assert.match(changed((j) => (j.people[0]!.week[0]!.start = '9am')), ": people[0] (p1).week[0].start must be a time 'HH:MM' from 00:00 to 23:59, got \"9am\"");
  assert.match(changed((j) => (j.start = '2025-03-03 14:00')), ': start must be an ISO date-time with a zone');
  assert.match(changed((j) => delete (j.tasks[1] as Record<string, unknown>)['person']), ': tasks[1] (t2).person must be a non-empty string, but it is missing');
  assert.match(changed((j) => (j.simulations = 0)), ': simulations must be at least 1, got 0');
  assert.match(changed((j) => (j.simulations = 2.5)), ': simulations must be a whole number, got 2.5');
  assert.match(changed((j) => (j['seed'] = 'one' as never)), ': seed must be a whole number, got "one"');
});

refusals('flags override bad values in the file only when the file is otherwise good', () => {
  const result = runProjections([file({ ...valid, simulations: 0 }), '--simulations', '3']);
  assert.is(result.code, 2, 'the file itself is still checked');
  const fine = runProjections([file(valid), '--simulations', '3'], () => 0);
  assert.is(fine.code, 0);
  assert.is(JSON.parse(fine.stdout).simulations, 3);
  assert.is(JSON.parse(fine.stdout).elapsedMs, 0);
});

refusals.after(() => rmSync(dir, { recursive: true, force: true }));

cli.run();
refusals.run();
