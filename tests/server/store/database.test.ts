/**
 * The store's database: migrations from empty, a database newer than the code refused, a data
 * folder that is not ours refused, and what the server keeps surviving a restart on a data folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DatabaseRefused, locationOf, memoryTemplate, openDatabase, SharedPglite } from '../../../mock-server/store/database.ts';
import { migrations } from '../../../mock-server/store/migrate.ts';
import { advanceClock, gql, makeApp, solveProof } from '../shared/helpers.ts';
import { Browser } from '../shared/account-helpers.ts';

const store = suite('store: the database');

const folder = () => mkdtempSync(join(tmpdir(), 'tidemark-store-'));

store('a new data folder is created and migrated; opening it again applies nothing twice', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const applied = await sql<{ version: number }>`select version from tidemark_migrations order by version`.execute(first.executor());
    assert.equal(applied.rows.map((row) => row.version), migrations().map((migration) => migration.version));
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    const count = await sql<{ n: number }>`select count(*)::int as n from tidemark_migrations`.execute(again.executor());
    assert.is(count.rows[0]!.n, migrations().length);
    await again.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('a database written by a newer Tidemark is refused with a clear message, and left as it was', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await sql`insert into tidemark_migrations (version, name) values (9999, 'from-the-future')`.execute(database.executor());
    await database.close();
    const refused = await openDatabase({ kind: 'pglite', dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    assert.instance(refused, DatabaseRefused);
    assert.match((refused as Error).message, /newer Tidemark.*9999 from-the-future/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('a data folder holding something else is refused, never started empty over it', async () => {
  const root = folder();
  try {
    mkdirSync(join(root, 'photos'));
    writeFileSync(join(root, 'photos', 'holiday.jpg'), 'not a database');
    const refused = await openDatabase({ kind: 'pglite', dataDir: join(root, 'photos') }).then(
      () => null,
      (error: unknown) => error,
    );
    assert.instance(refused, DatabaseRefused);
    assert.match((refused as Error).message, /not a Tidemark database \(holiday\.jpg\)/);
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    assert.throws(() => locationOf({ DATABASE_URL: 'mysql://x' }, file), /postgres:\/\/ URL/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('DATABASE_URL wins over DATA_DIR; DATA_DIR defaults to the folder given', () => {
  assert.equal(locationOf({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/x' }, '/default'), { kind: 'postgres', url: 'postgres://u@h/db' });
  assert.equal(locationOf({ DATA_DIR: '/x' }, '/default'), { kind: 'pglite', dataDir: '/x' });
  assert.equal(locationOf({}, '/default'), { kind: 'pglite', dataDir: '/default' });
  assert.equal(locationOf({ DATA_DIR: ':memory:', DATA_TEMPLATE: '/t.tar' }, '/default'), { kind: 'memory', template: '/t.tar' });
  assert.equal(locationOf({ DATA_DIR: ':memory:', DATA_TEMPLATE: '/t.tar', NODE_ENV: 'production' }, '/default'), { kind: 'memory', template: null }, 'a template is for tests only');
});

store('a database in memory started from a template is migrated at once; each copy is its own', async () => {
  const root = folder();
  const template = join(root, 'template.tar');
  try {
    writeFileSync(template, Buffer.from(await (await memoryTemplate()).arrayBuffer()));
    const [a, b] = [await openDatabase({ kind: 'memory', template }), await openDatabase({ kind: 'memory', template })];
    const versions = await sql<{ version: number }>`select version from tidemark_migrations order by version`.execute(a.executor());
    assert.equal(versions.rows.map((row) => row.version), migrations().map((migration) => migration.version));
    await sql`insert into tidemark_migrations (version, name) values (999999, 'only in a')`.execute(a.executor());
    const inB = await sql<{ n: number }>`select count(*)::int as n from tidemark_migrations`.execute(b.executor());
    assert.is(inB.rows[0]!.n, migrations().length, 'a write to one copy is not in the other');
    await a.close();
    await b.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('accounts, organizations and sessions survive a restart: the same cookie is still signed in', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const before = await openDatabase({ kind: 'pglite', dataDir });
    const app = await makeApp({}, { database: before });
    const mia = new Browser(app);
    await mia.register('mia@example.com', 'a long enough password');
    const session = mia.session;
    assert.ok(session, 'signed in');
    await before.close();

    const after = await openDatabase({ kind: 'pglite', dataDir });
    const restarted = await makeApp({}, { database: after });
    const same = new Browser(restarted);
    for (const [name, value] of mia.cookies) same.cookies.set(name, value);
    const me = await same.gql<{ me: { status: string; user: { email: string } } }>('{ me { status user { email } } }');
    assert.equal(me.data?.me, { status: 'USER', user: { email: 'mia@example.com' } });
    // The address is taken: a second registration is answered as new but makes no second account.
    await new Browser(restarted).register('mia@example.com', 'another long password');
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(after.executor());
    assert.is(users.rows[0]!.n, 1);
    await after.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('a mutation that fails is rolled back whole; a spent proof of work stays spent', async () => {
  const app = await makeApp();
  const mia = new Browser(app);
  await mia.register('mia@example.com', 'a long enough password');
  const counts = async () => (await sql<{ n: number }>`select count(*)::int as n from spent_proofs`.execute(app.database.executor())).rows[0]!.n;
  const spentBefore = await counts();
  // A refused passwordLost (bad input after the proof was checked) still spends its proof.
  const answer = await mia.gql('mutation ($input: PasswordLostInput!) { passwordLost(input: $input) }', { input: { email: 'not an email', ...(await solveProof(app)) } });
  assert.ok(answer.errors?.length, 'refused');
  assert.is(await counts(), spentBefore + 1, 'the proof is spent even though the call failed');
});

store('work scheduled inside a transaction (a timer, a job) runs on its own after the commit', async () => {
  const app = await makeApp();
  const { database } = app;
  let later: Promise<number> | null = null;
  await database.transaction(async (db) => {
    await sql`select 1`.execute(db);
    later = new Promise((resolve, reject) =>
      setTimeout(() => {
        assert.is(database.inTransaction(), false, 'the ended transaction is not the timer\'s');
        database.transaction(async (inner) => (await sql<{ n: number }>`select 2 as n`.execute(inner)).rows[0]!.n).then(resolve, reject);
      }, 20),
    );
  });
  assert.is(await later!, 2);
});

store('a demo survives a restart, and is removed after its day by the first jobs of the new process', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  const DEMO = 'id status config';
  try {
    const before = await openDatabase({ kind: 'pglite', dataDir });
    const app = await makeApp({ DEMO_BUILD_MS: '1000' }, { database: before });
    const asked = await gql<{ requestDemo: { id: string } }>(app, `mutation ($input: RequestDemoInput!) { requestDemo(input: $input) { ${DEMO} } }`, {
      input: { email: 'visitor@example.com', ...(await solveProof(app)) },
    });
    const id = asked.data!.requestDemo.id;
    await advanceClock(app, 1000);
    await before.close();

    const after = await openDatabase({ kind: 'pglite', dataDir });
    const restarted = await makeApp({ DEMO_BUILD_MS: '1000' }, { database: after });
    const demo = (await gql<{ getDemo: { status: string; config: string } }>(restarted, `query ($id: ID!) { getDemo(id: $id) { ${DEMO} } }`, { id })).data!.getDemo;
    assert.is(demo.status, 'READY');
    const organizations = async () => (await sql<{ n: number }>`select count(*)::int as n from organizations`.execute(after.executor())).rows[0]!.n;
    assert.is(await organizations(), 1, 'the demo organization was kept');
    await advanceClock(restarted, 25 * 60 * 60 * 1000);
    assert.is((await gql(restarted, `query ($id: ID!) { getDemo(id: $id) { ${DEMO} } }`, { id })).data!.getDemo, null);
    assert.is(await organizations(), 0, 'and removed with its day');
    await after.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('a database of the first release (migration 0001 with its data) is brought to the current schema, nothing lost', async () => {
  // The released database, built by hand: migration 0001 only, then the fixture's data, in a schema
  // of a PGlite of its own (the connection's search path stays on that schema, as openDatabase sets it).
  const shared = await SharedPglite.inMemory();
  const raw = shared.pglite;
  await raw.exec('create schema release_1; set search_path to "release_1", public');
  const first = migrations().filter((migration) => migration.version === 1);
  await raw.exec('create table tidemark_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())');
  await raw.exec(first[0]!.sql);
  await raw.exec(`insert into tidemark_migrations (version, name) values (1, '${first[0]!.name}')`);
  await raw.exec(readFileSync(new URL('../../fixtures/store/release-1-data.sql', import.meta.url), 'utf8'));

  const current = await openDatabase({ kind: 'schema', shared, schema: 'release_1' });
  const versions = (await sql<{ version: number }>`select version from tidemark_migrations order by version`.execute(current.executor())).rows.map((row) => row.version);
  assert.equal(versions, migrations().map((migration) => migration.version), 'every later migration applied');
  const app = await makeApp({}, { database: current });
  const owner = await app.store.accounts.userByEmail('olive@acme.example');
  assert.equal([owner?.id, owner?.lastOrganizationId, owner?.favoriteOrganizations], ['1', '1', ['1']]);
  assert.equal((await app.store.accounts.membershipsIn('1')).map((role) => [role.name, role.status]), [['Olive', 'ACCEPTED'], ['guest', 'INVITED']]);
  assert.is((await app.store.accounts.organization('1'))?.autoResolveAfterDays, 10);
  const stored = await app.store.caseByToken('released-token');
  assert.equal(stored?.issue.issueActions.map((action) => action.body), ['Hello again', 'We are on it']);
  assert.equal(stored?.readBy, { '1': '2026-03-02T09:55:00.000Z' });
  assert.is((await app.store.demos.get('released-demo'))?.status, 'QUEUED');
  // New rows go on after the released ones.
  assert.is(await app.store.accounts.nextId('user'), '2');
  await current.close();
});

store.run();
