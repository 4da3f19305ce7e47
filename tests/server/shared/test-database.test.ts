/** The test databases themselves: a schema handed out again is as empty as a new one. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql } from 'kysely';
import { ownerOf } from '../work/work-helpers.ts';
import { makeApp } from './helpers.ts';
import { emptied, freshDatabase, sharedPglite, testPostgresUrl } from './test-database.ts';

const recycled = suite('a recycled test schema');

recycled('has no rows left, its sequences start again, and its migrations stay', async () => {
  if (testPostgresUrl()) return; // PGlite's schemas only
  const database = await freshDatabase();
  const first = await ownerOf(await makeApp({}, { database }), 'olive@a.example', 'Acme');
  const one = async (query: ReturnType<typeof sql<{ n: unknown }>>) => (await query.execute(database.executor())).rows[0]!.n;
  const schema = String(await one(sql<{ n: string }>`select current_schema() as n`));
  const written = async () => Number(await one(sql<{ n: number }>`select (select count(*) from users) + (select count(*) from organizations) + (select count(*) from roles) + (select count(*) from sessions) as n`));
  const migrations = Number(await one(sql<{ n: number }>`select count(*) as n from tidemark_migrations`));
  assert.ok((await written()) >= 4, 'an owner, a session, an organization and a role were written');
  assert.ok(migrations > 0);

  assert.ok(await emptied(await sharedPglite(), schema));
  assert.is(await written(), 0);
  assert.is(Number(await one(sql<{ n: number }>`select count(*) as n from tidemark_migrations`)), migrations);
  // The same numbers again, as on a new schema.
  const again = await ownerOf(await makeApp({}, { database }), 'olive@a.example', 'Acme');
  assert.is(again.organization.id, first.organization.id);
});

recycled.run();
