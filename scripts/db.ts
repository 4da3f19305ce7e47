/**
 * The local database from the command line (issue 24):
 *
 *   npm run db:backup -- FILE [--force]    the data folder (DATA_DIR, default ./data) to FILE
 *   npm run db:restore -- FILE [--force]   FILE into DATA_DIR (refused over data unless --force)
 *   npm run db:reset [-- --yes]            empties the database, after asking
 *
 * FILE is PGlite's own dump of the whole data folder (`dumpDataDir`, a .tar.gz readable by `tar`):
 * the database and the uploaded files under DATA_DIR/uploads/ together. Backup and restore work on
 * a folder no server runs on: stop the server first (they refuse while one holds the folder).
 * The whole folder passes through memory once, which is fine for a local database.
 *
 * With DATABASE_URL (a PostgreSQL server), back up with pg_dump and restore with psql or
 * pg_restore (README, "Where the data lives"); `db:reset` truncates every table but the
 * migrations' record there.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseRefused, locationOf, openDatabase } from '../mock-server/store/database.ts';
import { holderOf, LOCK_FILE, lockDataDir } from '../mock-server/store/data-dir-lock.ts';
import { emptyTables } from '../mock-server/store/store.ts';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
/** Where a restore unpacks FILE before it replaces the folder's contents (inside it: the same disk). */
const STAGING = '.restoring';

/** A refusal or a failure the user can act on: printed without a stack trace, exit code 1. */
class Refused extends Error {}

const USAGE = `usage:
  npm run db:backup -- FILE [--force]     back up DATA_DIR (default ./data) to FILE (--force: replace FILE)
  npm run db:restore -- FILE [--force]    restore FILE into DATA_DIR (--force: replace the data there)
  npm run db:reset [-- --yes]             empty the database (--yes: do not ask)`;

/** The data folder the settings name; refused for a PostgreSQL server or memory. */
function dataDirFor(command: string, env: NodeJS.ProcessEnv): string {
  const location = locationOf(env, DEFAULT_DATA_DIR);
  if (location.kind === 'postgres') {
    throw new Refused(
      `db:${command} works on the local data folder, and DATABASE_URL names a PostgreSQL server: ` +
        (command === 'backup' ? 'back it up with pg_dump (see README, "Where the data lives")' : 'restore it with psql or pg_restore (see README, "Where the data lives")'),
    );
  }
  if (location.kind !== 'pglite') throw new Refused(`DATA_DIR=:memory: keeps nothing: there is nothing to ${command === 'backup' ? 'back up' : command}`);
  return resolve(location.dataDir);
}

/** The folder's entries that are data (not our dot-files). */
function dataEntries(dataDir: string): string[] {
  return existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !name.startsWith('.')) : [];
}

function refuseWhileInUse(dataDir: string, doing: string): void {
  const holder = holderOf(dataDir);
  if (holder !== null) throw new Refused(`A Tidemark server (or another db: command) is running on ${dataDir} (pid ${holder}): stop it first, then ${doing}`);
}

/** Takes the folder for this command (refused while a server holds it). */
function lock(dataDir: string, doing: string): () => void {
  refuseWhileInUse(dataDir, doing);
  try {
    return lockDataDir(dataDir, `npm run db:${doing}`);
  } catch (error) {
    throw error instanceof DatabaseRefused ? new Refused(error.message) : error;
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function backup(file: string, { force = false, env = process.env } = {}): Promise<string> {
  const dataDir = dataDirFor('backup', env);
  if (!existsSync(dataDir)) throw new Refused(`There is no data folder at ${dataDir} (DATA_DIR): nothing to back up`);
  if (!statSync(dataDir).isDirectory() || !existsSync(join(dataDir, 'PG_VERSION'))) throw new Refused(`${dataDir} (DATA_DIR) is not a Tidemark data folder: nothing to back up`);
  const target = resolve(file);
  if (existsSync(target) && !force) throw new Refused(`${target} already exists: choose another name, or add --force to replace it`);
  const release = lock(dataDir, 'backup');
  let pglite: PGlite | null = null;
  try {
    pglite = new PGlite(dataDir, { extensions: { pg_trgm } });
    try {
      await pglite.query('select count(*) from tidemark_migrations');
    } catch (error) {
      throw new Refused(`${dataDir} (DATA_DIR) cannot be read as a Tidemark database: ${(error as Error).message}`);
    }
    // Everything written so far into the data files, so the copy needs no recovery when restored.
    await pglite.exec('checkpoint');
    const dump = await pglite.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    mkdirSync(dirname(target), { recursive: true });
    // Written whole, then renamed: a failed backup never leaves half a file under FILE's name.
    const partial = `${target}.partial-${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, target);
    const uploads = existsSync(join(dataDir, 'uploads')) ? ' and uploads/' : '';
    return `Backed up ${dataDir} (the database${uploads}) to ${target} (${megabytes(bytes.length)})`;
  } finally {
    await pglite?.close().catch(() => {});
    release();
  }
}

export async function restore(file: string, { force = false, env = process.env } = {}): Promise<string> {
  const dataDir = dataDirFor('restore', env);
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new Refused(`There is no backup file ${source}`);
  const bytes = readFileSync(source);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Refused(`${source} is not a Tidemark backup (not a .tar.gz made by npm run db:backup)`);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new Refused(`DATA_DIR ${dataDir} is a file, not a folder`);
  const existing = dataEntries(dataDir);
  if (existing.length > 0 && !force) {
    throw new Refused(`The data folder ${dataDir} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', ...' : ''}): restoring would replace it. Add --force to replace it, or set DATA_DIR to another folder`);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = lock(dataDir, 'restore');
  const staging = join(dataDir, STAGING);
  try {
    rmSync(staging, { recursive: true, force: true });
    // Unpacked and opened aside first: a damaged or foreign file leaves the folder as it was.
    const pglite = new PGlite(staging, { extensions: { pg_trgm }, loadDataDir: new Blob([bytes]) });
    try {
      await pglite.query('select count(*) from tidemark_migrations');
    } catch (error) {
      throw new Refused(`${source} is not a Tidemark backup: ${(error as Error).message}`);
    } finally {
      await pglite.close().catch(() => {});
    }
    // The lock of the process that made the backup comes along in the dump: not ours.
    rmSync(join(staging, LOCK_FILE), { force: true });
    for (const name of readdirSync(dataDir)) {
      if (name !== STAGING && name !== LOCK_FILE) rmSync(join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dataDir, name));
    const uploads = existsSync(join(dataDir, 'uploads')) ? ' and uploads/' : '';
    return `Restored ${source} into ${dataDir} (the database${uploads})${existing.length > 0 ? ', replacing what was there' : ''}`;
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`Restoring ${source} failed: ${(error as Error).message}${existing.length > 0 ? ` (${dataDir} may be incomplete: restore again with --force)` : ''}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Asks a yes/no question on the terminal; anything but y/yes (or no terminal answer) is no. */
async function ask(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await new Promise<string>((resolveAnswer) => {
      rl.on('close', () => resolveAnswer(''));
      rl.question(`${question} [y/N] `).then(resolveAnswer, () => resolveAnswer(''));
    });
    if (!process.stdin.isTTY) process.stdout.write('\n'); // the answer was not echoed
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

export async function reset({ yes = false, env = process.env, confirm = ask } = {}): Promise<string> {
  const location = locationOf(env, DEFAULT_DATA_DIR);
  if (location.kind === 'memory' || location.kind === 'schema') return 'DATA_DIR=:memory: keeps nothing: nothing to reset';
  if (location.kind === 'postgres') {
    const shown = location.url.replace(/:[^:@/]*@/, ':***@');
    if (!yes && !(await confirm(`Empty every table of the PostgreSQL database ${shown}? Stop every server on it first.`))) throw new Refused('Nothing was changed');
    const database = await openDatabase(location);
    try {
      await emptyTables(database);
    } finally {
      await database.close();
    }
    return `Emptied every table of ${shown} (the migrations' record kept)`;
  }
  const dataDir = resolve(location.dataDir);
  if (!existsSync(dataDir)) return `There is no data folder at ${dataDir}: nothing to reset`;
  if (!statSync(dataDir).isDirectory()) throw new Refused(`DATA_DIR ${dataDir} is a file, not a folder: nothing removed`);
  const entries = dataEntries(dataDir);
  // Never a folder of something else (DATA_DIR set to the wrong place): only a Tidemark data folder goes.
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new Refused(`${dataDir} (DATA_DIR) is not a Tidemark data folder (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}): nothing removed`);
  }
  refuseWhileInUse(dataDir, 'reset');
  if (!yes && !(await confirm(`Remove ${dataDir} (DATA_DIR): every account, organization and upload, for good?`))) throw new Refused('Nothing was removed');
  refuseWhileInUse(dataDir, 'reset');
  for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
  try {
    rmdirSync(dataDir);
  } catch {
    // A mount point (a container's volume) stays, empty: the same to the next start.
  }
  return `Removed ${dataDir}: the next start begins with an empty database`;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const args = rest.filter((arg) => !arg.startsWith('--'));
  const known = { backup: ['--force'], restore: ['--force'], reset: ['--yes'] } as const;
  if (command === undefined || !(command in known) || [...flags].some((flag) => !(known[command as keyof typeof known] as readonly string[]).includes(flag))) {
    console.error(USAGE);
    return 2;
  }
  try {
    let said: string;
    if (command === 'reset') {
      if (args.length > 0) throw new Refused(USAGE);
      said = await reset({ yes: flags.has('--yes') });
    } else {
      if (args.length !== 1) throw new Refused(`db:${command} needs one FILE\n${USAGE}`);
      said = command === 'backup' ? await backup(args[0]!, { force: flags.has('--force') }) : await restore(args[0]!, { force: flags.has('--force') });
    }
    console.log(said);
    return 0;
  } catch (error) {
    if (error instanceof Refused || error instanceof DatabaseRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(await main(process.argv.slice(2)));
