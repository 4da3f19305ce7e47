/**
 * The real SQL for the server tests: one PGlite in memory per test process, and a schema of its own
 * for every server a test makes (migrated from empty, about as cheap as emptying tables), so a
 * fixture built once in a file lives on while other tests make servers of their own.
 */
import { openDatabase, SharedPglite, type Database } from '../../../mock-server/store/database.ts';

let shared: Promise<SharedPglite> | null = null;
let made = 0;

/** A new, migrated, empty database for one server. */
export async function freshDatabase(): Promise<Database> {
  shared ??= SharedPglite.inMemory();
  made += 1;
  return openDatabase({ kind: 'schema', shared: await shared, schema: `test_${process.pid}_${made}` });
}
