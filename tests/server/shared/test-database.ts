/**
 * The real SQL for the server tests: one PGlite in memory per test process (loaded from a dump of an
 * empty database, not made by initdb), and a schema of its own for every server a test makes
 * (migrated from empty), so a fixture built once in a file lives on while other tests make servers
 * of their own. A schema whose server is gone (its Database collected) is emptied and handed out
 * again: migrating one costs 100 to 300 ms of PGlite's catalogue work, emptying one a few.
 *
 * On a PostgreSQL server instead: TEST_DATABASE_URL=postgres://... names one (each server gets a
 * schema of its own in that database), or TEST_DATABASE=postgres starts a throwaway cluster for the
 * test process (scripts/pg-cluster.ts), stopped when the process ends.
 */
import { openDatabase, SharedPglite, type Database } from '../../../mock-server/store/database.ts';
import { startCluster } from '../../../scripts/pg-cluster.ts';
import { emptyTemplateFile } from '../../../scripts/run-server.ts';

let shared: Promise<SharedPglite> | null = null;
let postgres: Promise<string> | null = null;
let made = 0;

/** Schemas whose Database no test can reach any more. */
const free: string[] = [];
const gone = new FinalizationRegistry<string>((schema) => free.push(schema));

/**
 * Empties a schema a collected Database used, in a turn of its own on the shared connection: every
 * row of every table but the migrations', foreign keys not checked, and every sequence back to its
 * start. Answers false when it could not (the schema is then left alone).
 */
export async function emptied(pglite: SharedPglite, schema: string): Promise<boolean> {
  const release = await pglite.take(schema);
  try {
    const tables = await pglite.pglite.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = $1 and tablename <> 'tidemark_migrations'`, [schema]);
    const sequences = await pglite.pglite.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = $1`, [schema]);
    const quoted = (name: string) => `"${schema}"."${name.replaceAll('"', '""')}"`;
    await pglite.pglite.exec(
      [
        'begin',
        'set local session_replication_role = replica',
        ...tables.rows.map(({ name }) => `delete from ${quoted(name)}`),
        ...sequences.rows.map(({ name }) => `select setval('${quoted(name).replaceAll("'", "''")}', 1, false)`),
        'commit',
      ].join(';\n'),
    );
    return true;
  } catch {
    await pglite.pglite.exec('rollback').catch(() => {});
    return false;
  } finally {
    release();
  }
}

/** The PostgreSQL database the tests use, or null for PGlite. */
export function testPostgresUrl(): Promise<string> | null {
  if (postgres) return postgres;
  const url = process.env['TEST_DATABASE_URL'];
  if (url) postgres = Promise.resolve(url);
  else if (process.env['TEST_DATABASE'] === 'postgres') postgres = startCluster().then((cluster) => cluster.createDatabase('tidemark_tests'));
  return postgres;
}

/** This process's PGlite, where every server's schema lives. */
export function sharedPglite(): Promise<SharedPglite> {
  shared ??= emptyTemplateFile().then((file) => SharedPglite.inMemory(file));
  return shared;
}

/** A new, migrated, empty database for one server. */
export async function freshDatabase(): Promise<Database> {
  const url = testPostgresUrl();
  // Hundreds of servers in one process: their unused connections close soon (max_connections is 100).
  if (url) return openDatabase({ kind: 'postgres', url: await url, schema: `test_${process.pid}_${++made}`, idleMs: 500 });
  const pglite = await sharedPglite();
  let schema: string | undefined;
  for (let reused = free.pop(); reused !== undefined && schema === undefined; reused = free.pop()) {
    if (await emptied(pglite, reused)) schema = reused;
  }
  schema ??= `test_${process.pid}_${++made}`;
  const database = await openDatabase({ kind: 'schema', shared: pglite, schema });
  gone.register(database, schema);
  return database;
}
