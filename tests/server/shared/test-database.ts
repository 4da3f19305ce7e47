/**
 * The real SQL for the server tests: one PGlite in memory per test process (loaded from a dump of an
 * empty database, not made by initdb), and a schema of its own for every server a test makes
 * (migrated from empty, about as cheap as emptying tables), so a fixture built once in a file lives
 * on while other tests make servers of their own.
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

/** The PostgreSQL database the tests use, or null for PGlite. */
export function testPostgresUrl(): Promise<string> | null {
  if (postgres) return postgres;
  const url = process.env['TEST_DATABASE_URL'];
  if (url) postgres = Promise.resolve(url);
  else if (process.env['TEST_DATABASE'] === 'postgres') postgres = startCluster().then((cluster) => cluster.createDatabase('tidemark_tests'));
  return postgres;
}

/** A new, migrated, empty database for one server. */
export async function freshDatabase(): Promise<Database> {
  made += 1;
  const schema = `test_${process.pid}_${made}`;
  const url = testPostgresUrl();
  // Hundreds of servers in one process: their unused connections close soon (max_connections is 100).
  if (url) return openDatabase({ kind: 'postgres', url: await url, schema, idleMs: 500 });
  shared ??= emptyTemplateFile().then((file) => SharedPglite.inMemory(file));
  return openDatabase({ kind: 'schema', shared: await shared, schema });
}
