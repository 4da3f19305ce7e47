/** Starts the local server as a child process on a free port (browser tests and the bench). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How long a started server may take to say where it listens. */
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  readonly url: string;
  /** The server process's id. */
  readonly pid: number;
  /** Stops the server (SIGTERM: requests in flight finish, the database is closed cleanly). */
  readonly stop: () => Promise<void>;
  /** Sends `signal` (SIGKILL: a crash) and resolves once the process is gone. */
  readonly kill: (signal: NodeJS.Signals) => Promise<void>;
  /** What the server printed so far. */
  readonly output: () => string;
  readonly post: (path: string, body: unknown) => Promise<Response>;
  readonly openCase: (description?: string) => Promise<{ token: string; url: string; issueId: string }>;
}

const templates = new Map<'migrated' | 'empty', Promise<string>>();

/**
 * A dump of a database in memory, made once per set of migrations (and PGlite version) in the
 * temporary folder and shared by every process: 'migrated' is what a server started in memory
 * starts from, 'empty' (initdb and the migrations' extensions, no tables) what the server tests'
 * shared PGlite starts from. Loading one takes about 2 s; initdb and the migrations took 5-10 s on
 * two busy cores.
 */
function templateFile(kind: 'migrated' | 'empty'): Promise<string> {
  let known = templates.get(kind);
  if (!known) {
    known = (async () => {
      const migrations = join(root, 'mock-server/store/migrations');
      const hash = createHash('sha256').update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
      for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
      const path = join(tmpdir(), `tidemark-${kind === 'migrated' ? 'template' : 'empty'}-${hash.digest('hex').slice(0, 16)}.tar`);
      if (existsSync(path)) return path;
      const { memoryTemplate, emptyTemplate } = await import('../mock-server/store/database.ts');
      const blob = await (kind === 'migrated' ? memoryTemplate() : emptyTemplate());
      // Written whole under another name first: another process may be reading the same path.
      const partial = `${path}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, path);
      return path;
    })();
    templates.set(kind, known);
  }
  return known;
}

/** The dump the server tests' shared PGlite starts from (templateFile). */
export const emptyTemplateFile = (): Promise<string> => templateFile('empty');

/**
 * The server's node options, as `npm start` gives them: a young generation of 64 MB a half (V8's
 * default is 16), so the objects of a burst of requests die young instead of being copied and
 * promoted; on the store bench, 750-770 writes a second became 840-1,000, and reading 100,000
 * tickets at start-up 5.9 s became 5.5 s. TEST_SERVER_NODE_ARGS adds more, e.g. '--cpu-prof
 * --cpu-prof-dir=/tmp/prof' to profile it.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=64'];

function nodeArgs(): string[] {
  return [...SERVER_NODE_OPTIONS, ...(process.env['TEST_SERVER_NODE_ARGS'] ?? '').split(' ').filter((arg) => arg !== '')];
}

/**
 * Runs `script` (default: TEST_SERVER_SCRIPT, else the Tidemark server's sources; a .mjs: a bundle,
 * as npm start runs it) and resolves once it prints its address.
 */
export async function startServer(env: Record<string, string> = {}, script = process.env['TEST_SERVER_SCRIPT'] || 'mock-server/main.ts'): Promise<RunningServer> {
  const inMemory = (env['DATA_DIR'] ?? ':memory:') === ':memory:' && !env['DATABASE_URL'];
  const fromTemplate = inMemory && !('DATA_TEMPLATE' in env) ? { DATA_TEMPLATE: await templateFile('migrated') } : {};
  return new Promise((resolve, reject) => {
    // The sources run through tsx; a built bundle (.mjs, npm start's) runs as it is.
    const child: ChildProcess = spawn(process.execPath, [...nodeArgs(), ...(script.endsWith('.mjs') ? ['--enable-source-maps', script] : ['--import', 'tsx', script])], {
      cwd: root,
      // Browser tests move the server clock by days: sessions outlive that unless a test says otherwise.
      // Nothing is kept unless the caller names a data folder or a database (never the developer's ./data).
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', SESSION_IDLE_HOURS: '8760', SESSION_MAX_DAYS: '365', DATA_DIR: ':memory:', DATABASE_URL: '', ...fromTemplate, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const kill = (signal: NodeJS.Signals) =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      });
    // A fresh in-memory PostgreSQL (PGlite's initdb and the migrations) takes seconds on its own,
    // and the server tests start several at once on two cores: a minute before it counts as stuck.
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timeout);
      const url = match[1]!;
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      resolve({
        url,
        post,
        openCase: async (description = 'My playlist disappeared.\nIt was there yesterday.') => {
          const response = await post('/dev/support/inbound', { email: 'ana@example.com', name: 'Ana Lima', description });
          if (response.status !== 201) throw new Error(`inbound answered ${response.status}`);
          return (await response.json()) as { token: string; url: string; issueId: string };
        },
        pid: child.pid!,
        stop: () => kill('SIGTERM'),
        kill,
        output: () => output,
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
