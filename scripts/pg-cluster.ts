/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: `startCluster()` runs initdb in a fresh
 * folder under the temp folder and starts postgres on a free port of 127.0.0.1 (about a second);
 * `stop()` stops it and removes the folder. Clusters still running when the process exits (a crash,
 * a forgotten stop, Ctrl-C) are stopped then, and a later start removes those of a process that was
 * killed outright (`owner.pid` names a process that is gone).
 *
 * As root (CI), initdb and pg_ctl run as the `postgres` user through runuser, since initdb refuses
 * root; otherwise as the current user. The binaries come from `pg_config --bindir`, then PATH, then
 * Debian's /usr/lib/postgresql/N/bin.
 *
 * `node --import tsx scripts/pg-cluster.ts [--fsync]` starts one, prints its URL and waits for Ctrl-C.
 */
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, appendFileSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface ClusterOptions {
  /**
   * Durability: false (the default) sets fsync, synchronous_commit and full_page_writes off and skips
   * initdb's sync, which is faster and fine for data thrown away; true keeps PostgreSQL's defaults.
   */
  fsync?: boolean;
}

export interface Cluster {
  /** postgres://tidemark@127.0.0.1:PORT/postgres (superuser tidemark, no password). */
  url: string;
  port: number;
  /** The cluster's folder (data in `data/`, the server log in `postgres.log`). */
  dir: string;
  /** Creates a database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (immediate shutdown) and removes the folder; a second call does nothing. */
  stop(): Promise<void>;
}

const USER = 'tidemark';
const PREFIX = 'tidemark-pg-';
const PORT_ATTEMPTS = 5;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let binDirCache: string | null | undefined;

/** The folder holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  if (binDirCache !== undefined) return binDirCache;
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // No pg_config (or libpq-dev's without a server); look further.
  }
  candidates.push(...(process.env['PATH'] ?? '').split(delimiter).filter(Boolean));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  binDirCache = candidates.find((dir) => executable(join(dir, 'initdb')) && executable(join(dir, 'pg_ctl'))) ?? null;
  return binDirCache;
}

/** True when initdb and pg_ctl are installed, so `startCluster` can work. */
export function postgresAvailable(): boolean {
  return postgresBinDir() !== null;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A command line for a PostgreSQL program, run as `postgres` when we are root. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  const path = join(bin, program);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

function run(bin: string, program: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  const [file, argv] = command(bin, program, args);
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    // 'exit', not 'close': whatever postgres inherits must not keep us waiting.
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A port that was free a moment ago (another process may still take it: the start retries). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** The last lines a log got after `from` bytes. */
function tail(path: string, from = 0, lines = 15): string {
  try {
    return readFileSync(path).subarray(from).toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// --- Clusters left running: stopped at exit, on a fatal signal, or by a later start. ---

interface Running {
  bin: string;
  dir: string;
}

const running = new Set<Running>();
let handlersInstalled = false;

/** Stops a cluster synchronously (exit handlers cannot wait) and removes its folder. */
function stopNow(cluster: Running): void {
  running.delete(cluster);
  const data = join(cluster.dir, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    const [file, argv] = command(cluster.bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    try {
      execFileSync(file, argv, { cwd: cluster.dir, stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Already stopped, or gone: the folder goes anyway.
    }
  }
  rmSync(cluster.dir, { recursive: true, force: true });
}

function stopAllNow(): void {
  for (const cluster of [...running]) stopNow(cluster);
}

function onSignal(signal: NodeJS.Signals): void {
  stopAllNow();
  process.off(signal, onSignal);
  // Keep the default behaviour (end the process) unless someone else handles the signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', stopAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the clusters of processes that died without cleaning up (SIGKILL, a power cut). */
function sweepOrphans(bin: string): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(tmpdir(), name);
    try {
      const owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && !alive(owner)) stopNow({ bin, dir });
    } catch {
      // Not ours, not readable, or being created right now: leave it.
    }
  }
}

// --- The cluster. ---

/** Starts a fresh cluster on a free port of 127.0.0.1. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb via pg_config, PATH or /usr/lib/postgresql): apt-get install postgresql');
  installHandlers();
  sweepOrphans(bin);

  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  const cluster: Running = { bin, dir };
  running.add(cluster);
  try {
    if (isRoot) chownSync(dir, ...postgresIds());
    const data = join(dir, 'data');
    const log = join(dir, 'postgres.log');
    const fsync = options.fsync ?? false;
    const init = await run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', USER, '-E', 'UTF8', '--locale=C', ...(fsync ? [] : ['--no-sync'])], dir);
    if (init.code !== 0) throw new Error(`initdb failed (${init.code}):\n${init.output.trim()}`);

    // A socket path is limited to about 107 bytes; TCP is what clients use anyway.
    const socketDir = dir.length < 80 ? dir : '';
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${socketDir}'`,
      ...(fsync ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
    ];
    appendFileSync(join(data, 'postgresql.conf'), `\n# startCluster (scripts/pg-cluster.ts)\n${settings.join('\n')}\n`);

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const logged = existsSync(log) ? statSync(log).size : 0;
      const start = await run(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', `-p ${port}`, '-w', '-t', '60', 'start'], dir);
      if (start.code === 0) break;
      const reason = `${start.output.trim()}\n${tail(log, logged)}`;
      if (attempt < PORT_ATTEMPTS && /address already in use|could not bind|could not create any TCP\/IP sockets/i.test(reason)) continue;
      throw new Error(`pg_ctl start failed (${start.code}) on port ${port}:\n${reason.trim()}`);
    }

    const url = `postgres://${USER}@127.0.0.1:${port}/postgres`;
    let stopped: Promise<void> | null = null;
    if (process.env['PG_CLUSTER_DEBUG']) console.error(`pg-cluster: ${url} in ${Math.round(performance.now() - started)} ms (${dir})`);
    return {
      url,
      port,
      dir,
      async createDatabase(name: string): Promise<string> {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`create database ${quoteIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return `postgres://${USER}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
      },
      stop(): Promise<void> {
        stopped ??= (async () => {
          if (!running.has(cluster)) return;
          running.delete(cluster);
          const result = await run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
          rmSync(dir, { recursive: true, force: true });
          if (result.code !== 0 && !/not running|does not exist|no server running/i.test(result.output)) {
            throw new Error(`pg_ctl stop failed (${result.code}):\n${result.output.trim()}`);
          }
        })();
        return stopped;
      },
    };
  } catch (error) {
    stopNow(cluster);
    throw error;
  }
}

export function quoteIdentifier(name: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\0')) throw new Error(`not a database name: ${JSON.stringify(name)}`);
  return `"${name.replaceAll('"', '""')}"`;
}

/** The uid and gid of the `postgres` user (root only: initdb refuses to run as root). */
function postgresIds(): [number, number] {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return [uid, gid];
  } catch {
    throw new Error("running as root needs a 'postgres' user to run initdb and pg_ctl (Debian's postgresql package creates it)");
  }
}

// --- CLI: start one and wait for Ctrl-C. ---

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const cluster = await startCluster({ fsync: process.argv.includes('--fsync') });
  console.log(cluster.url);
  console.error(`(started in ${Math.round(performance.now() - started)} ms, folder ${cluster.dir}; Ctrl-C stops it and removes the folder)`);
  const shutdown = () => {
    void cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  setInterval(() => {}, 1 << 30);
}
