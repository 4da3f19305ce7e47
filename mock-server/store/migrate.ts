/**
 * Versioned migrations: the files of ./migrations, `NNNN-what.sql`, applied in order at start, each
 * once, all pending ones in one transaction (PostgreSQL's DDL is transactional: a failed migration
 * leaves the database as it was). Several processes starting together take turns on an advisory
 * lock. A database that has a migration this code does not know is newer than the code: refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Tables } from './tables.ts';
import { DatabaseRefused } from './database-refused.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any number, the same in every process: the lock migrations take turns on. */
const MIGRATION_LOCK = 7_242_024;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The committed migrations, oldest first. */
export function migrations(dir = MIGRATIONS_DIR): readonly Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 4)), name: file.slice(5, -4), sql: readFileSync(`${dir}${file}`, 'utf8') }));
}

/** Applies the pending migrations; answers the versions it applied. Throws DatabaseRefused-like errors with a clear message. */
export async function migrate(db: Kysely<Tables>, known: readonly Migration[] = migrations(), upTo = Infinity): Promise<number[]> {
  const wanted = known.filter((migration) => migration.version <= upTo);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists tidemark_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const applied = (await sql<{ version: number; name: string }>`select version, name from tidemark_migrations order by version`.execute(trx)).rows;
    const newest = known.at(-1)?.version ?? 0;
    const unknown = applied.filter((row) => row.version > newest || !known.some((migration) => migration.version === row.version));
    if (unknown.length > 0) {
      throw new DatabaseRefused(
        `This database was written by a newer Tidemark (it has migration ${unknown.map((row) => `${row.version} ${row.name}`).join(', ')}, ` +
          `this code knows up to ${newest}): start the newer version, or restore a backup made for this one`,
      );
    }
    const done = new Set(applied.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of wanted) {
      if (done.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await sql`insert into tidemark_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(trx);
      ran.push(migration.version);
    }
    return ran;
  });
}
