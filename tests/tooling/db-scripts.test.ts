/**
 * scripts/db.ts (`npm run db:backup|restore|reset`): a backup restored elsewhere holds the same
 * database and uploads; restore never replaces data without --force; nothing runs on a folder a
 * server holds; reset asks first (and removes nothing on "no"), and on a PostgreSQL server empties
 * the tables but keeps the migrations' record.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase, type DatabaseLocation } from '../../mock-server/store/database.ts';
import { migrations } from '../../mock-server/store/migrate.ts';
import { postgresAvailable, startCluster } from '../../scripts/pg-cluster.ts';
import { startServer } from '../../scripts/run-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = suite('npm run db:backup, db:restore, db:reset');

let work = '';
/** A data folder with Mia's account and an upload, made once (a new folder takes PGlite seconds): copied by each test. */
let template = '';
scripts.before(async () => {
  work = mkdtempSync(join(tmpdir(), 'tidemark-db-scripts-'));
  template = join(work, 'template');
  await seeded(template, 'mia@example.com');
});
scripts.after(() => rmSync(work, { recursive: true, force: true }));

/** Runs `scripts/db.ts ...args` as npm would, with `env` and `input` on its standard input. */
function db(args: string[], env: Record<string, string>, input = ''): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdin.end(input);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** A data folder with one more user (written through openDatabase and Kysely) and one uploaded file. */
async function seeded(dataDir: string, email: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database
    .executor()
    .insertInto('users')
    .values({ email, email_key: email, password_hash: 'hash', salt: 'salt', status: 'ACTIVE', created_at: '2026-03-02T10:00:00.000Z' })
    .execute();
  await database.close();
  mkdirSync(join(dataDir, 'uploads', 'ab'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'ab', 'cover.png'), 'the bytes of an image');
}

/** A copy of the template's data folder (Mia and her upload). */
function copyOf(name: string): string {
  const dataDir = join(work, name);
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

async function emails(location: DatabaseLocation): Promise<string[]> {
  const database = await openDatabase(location);
  try {
    return (await database.executor().selectFrom('users').select('email').orderBy('id').execute()).map((row) => row.email);
  } finally {
    await database.close();
  }
}

scripts('a backup restored into an empty folder holds the same database and uploads; restore refuses to replace data without --force', async () => {
  const source = copyOf('source');
  const file = join(work, 'backups', 'tidemark.tar.gz');

  const backup = await db(['backup', file], { DATA_DIR: source });
  assert.is(backup.code, 0, backup.out);
  assert.match(backup.out, /Backed up .*source \(the database and uploads\/\) to .*tidemark\.tar\.gz/);
  assert.ok(existsSync(file));
  const again = await db(['backup', file], { DATA_DIR: source });
  assert.is(again.code, 1, 'an existing backup is not overwritten');
  assert.match(again.out, /already exists.*--force/);

  const target = join(work, 'target');
  const restored = await db(['restore', file], { DATA_DIR: target });
  assert.is(restored.code, 0, restored.out);
  assert.match(restored.out, /Restored .* into .*target \(the database and uploads\/\)/);
  assert.equal(await emails({ kind: 'pglite', dataDir: target }), ['mia@example.com']);
  assert.is(readFileSync(join(target, 'uploads', 'ab', 'cover.png'), 'utf8'), 'the bytes of an image');
  assert.not.ok(existsSync(join(target, '.restoring')), 'nothing left aside');

  // Over data: refused and left as it was, unless --force.
  const other = copyOf('other');
  await seeded(other, 'noor@example.com');
  const refused = await db(['restore', file], { DATA_DIR: other });
  assert.is(refused.code, 1);
  assert.match(refused.out, /not empty .*--force/);
  assert.equal(await emails({ kind: 'pglite', dataDir: other }), ['mia@example.com', 'noor@example.com'], 'untouched');
  const forced = await db(['restore', file, '--force'], { DATA_DIR: other });
  assert.is(forced.code, 0, forced.out);
  assert.match(forced.out, /replacing what was there/);
  assert.equal(await emails({ kind: 'pglite', dataDir: other }), ['mia@example.com']);
});

scripts('backup refuses a missing folder, and nothing runs on a folder a server holds', async () => {
  const notABackup = join(work, 'not-a-backup.tar.gz');
  writeFileSync(notABackup, 'hello');
  const [missing, foreign] = await Promise.all([
    db(['backup', join(work, 'x.tar.gz')], { DATA_DIR: join(work, 'nowhere') }),
    db(['restore', notABackup], { DATA_DIR: join(work, 'fresh') }),
  ]);
  assert.is(missing.code, 1);
  assert.match(missing.out, /no data folder at .*nowhere/);
  assert.not.ok(existsSync(join(work, 'x.tar.gz')));
  assert.is(foreign.code, 1);
  assert.match(foreign.out, /not a Tidemark backup/);

  // This test process plays the server: it has the folder open.
  const busy = copyOf('busy');
  const database = await openDatabase({ kind: 'pglite', dataDir: busy });
  try {
    const commands = [['backup', join(work, 'busy.tar.gz')], ['restore', join(work, 'backups', 'tidemark.tar.gz'), '--force'], ['reset', '--yes']];
    const answers = await Promise.all(commands.map((args) => db(args, { DATA_DIR: busy })));
    for (const [i, answer] of answers.entries()) {
      assert.is(answer.code, 1, `${commands[i]![0]}: ${answer.out}`);
      assert.match(answer.out, new RegExp(`running on .*busy \\(pid ${process.pid}\\): stop it first`), commands[i]![0]);
    }
    assert.ok(existsSync(join(busy, 'PG_VERSION')), 'still there');
    // And a server started on it says so and stops, rather than write over the files.
    const server = await startServer({ DATA_DIR: busy }).then(
      async (running) => {
        await running.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    assert.match(server, new RegExp(`Tidemark cannot start: The data folder .*busy is in use by another process \\(pid ${process.pid}`));
  } finally {
    await database.close();
  }
});

scripts('reset asks first: "no" (or no answer) removes nothing, "y" or --yes removes the folder; a folder of something else is never removed', async () => {
  const dataDir = copyOf('reset');
  for (const input of ['n\n', '']) {
    const kept = await db(['reset'], { DATA_DIR: dataDir }, input);
    assert.is(kept.code, 1, kept.out);
    assert.match(kept.out, /Remove .*reset \(DATA_DIR\).*\[y\/N\][\s\S]*Nothing was removed/);
    assert.ok(existsSync(join(dataDir, 'PG_VERSION')));
  }
  const removed = await db(['reset'], { DATA_DIR: dataDir }, 'y\n');
  assert.is(removed.code, 0, removed.out);
  assert.not.ok(existsSync(dataDir));

  cpSync(template, dataDir, { recursive: true });
  const yes = await db(['reset', '--yes'], { DATA_DIR: dataDir });
  assert.is(yes.code, 0, yes.out);
  assert.not.ok(existsSync(dataDir));

  const photos = join(work, 'photos');
  mkdirSync(photos);
  writeFileSync(join(photos, 'holiday.jpg'), 'not a database');
  const foreign = await db(['reset', '--yes'], { DATA_DIR: photos });
  assert.is(foreign.code, 1);
  assert.match(foreign.out, /not a Tidemark data folder \(holiday\.jpg\): nothing removed/);
  assert.ok(existsSync(join(photos, 'holiday.jpg')));
});

scripts('with DATABASE_URL: backup and restore point at pg_dump and psql; reset empties every table but the migrations\' record', async () => {
  const url = 'postgres://nobody@127.0.0.1:1/none';
  const [backup, restore] = await Promise.all([db(['backup', join(work, 'pg.tar.gz')], { DATABASE_URL: url }), db(['restore', join(work, 'pg.tar.gz')], { DATABASE_URL: url })]);
  assert.match(backup.out, /pg_dump/);
  assert.match(restore.out, /psql or pg_restore/);
  if (!postgresAvailable()) {
    console.log('  (skipped the reset of a PostgreSQL server: PostgreSQL is not installed)');
    return;
  }
  const cluster = await startCluster();
  try {
    const location = { kind: 'postgres', url: await cluster.createDatabase('reset_me') } as const;
    const database = await openDatabase(location);
    await database.executor().insertInto('users').values({ email: 'mia@example.com', email_key: 'mia@example.com', password_hash: 'h', salt: 's', status: 'ACTIVE', created_at: '2026-03-02T10:00:00.000Z' }).execute();
    await database.close();
    const refused = await db(['reset'], { DATABASE_URL: location.url }, 'n\n');
    assert.is(refused.code, 1);
    assert.equal(await emails(location), ['mia@example.com']);
    const reset = await db(['reset', '--yes'], { DATABASE_URL: location.url });
    assert.is(reset.code, 0, reset.out);
    assert.equal(await emails(location), []);
    const check = await openDatabase(location);
    const applied = await sql<{ n: number }>`select count(*)::int as n from tidemark_migrations`.execute(check.executor());
    assert.is(applied.rows[0]!.n, migrations().length);
    await check.close();
  } finally {
    await cluster.stop();
  }
});

scripts.run();
