/**
 * On a PostgreSQL server (DATABASE_URL, issue 24) several server processes share one database: the
 * migrations run once however many start together, an account made through one process signs in
 * through another, and a change made through one is seen by the others at once (their read caches
 * forget it through LISTEN/NOTIFY), tickets written through both at once are all there with gapless
 * numbers and read by both. Two handles in this process play two processes; the last test
 * starts two real server processes. Needs PostgreSQL 15 (apt-get install postgresql); without it
 * the file says so and skips.
 */
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase, type Database } from '../../../mock-server/store/database.ts';
import { migrations } from '../../../mock-server/store/migrate.ts';
import { postgresAvailable, startCluster, type Cluster } from '../../../scripts/pg-cluster.ts';
import { startServer } from '../../../scripts/run-server.ts';
import { makeApp } from '../shared/helpers.ts';
import { Browser, lastMail, organizationOf } from '../shared/account-helpers.ts';
import { HttpBrowser } from '../shared/http-browser.ts';
import { Caller, world } from '../work/work-helpers.ts';

const shared = suite('PostgreSQL server: several processes on one database');

let cluster: Cluster | null = null;
const opened: Database[] = [];

shared.before(async () => {
  if (postgresAvailable()) cluster = await startCluster();
});

shared.after(async () => {
  for (const database of opened) await database.close().catch(() => {});
  await cluster?.stop();
});

/** Opens `url` as a server process would (closed after the file). */
async function open(url: string): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url });
  opened.push(database);
  return database;
}

/** Polls `read` until `done` says yes or `ms` pass; answers the last value and how long it took. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 1000): Promise<{ value: T; after: number }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const after = performance.now() - started;
    if (done(value) || after > ms) return { value, after };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A browser on `app` holding the cookies `browser` has now. */
function withCookiesOf(browser: Browser, app: Browser['app']): Browser {
  const copy = new Browser(app);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

if (!postgresAvailable()) {
  console.log('  SKIPPED tests/server/store/postgres.test.ts: PostgreSQL is not installed (apt-get install postgresql; .ci/run installs it)');
  shared.skip('several processes on one PostgreSQL database (PostgreSQL is not installed)', () => {});
} else {
  shared('two processes opening a fresh database at the same moment: the migrations run once', async () => {
    const url = await cluster!.createDatabase('opened_together');
    await Promise.all([open(url), open(url), open(url)]);
    const applied = await sql<{ version: number }>`select version from tidemark_migrations order by version`.execute(opened.at(-1)!.executor());
    assert.equal(
      applied.rows.map((row) => row.version),
      migrations().map((migration) => migration.version),
    );
  });

  shared('an account made through one process signs in through the other; a change through one is seen by the other within a second', async () => {
    const url = await cluster!.createDatabase('two_processes');
    const [one, two] = await Promise.all([makeApp({}, { database: await open(url) }), makeApp({}, { database: await open(url) })]);

    const mia = new Browser(one);
    assert.is((await mia.register('mia@example.com')).errors, undefined);
    await mia.follow((await lastMail(one, 'mia@example.com')).links[0]!);
    const organization = await organizationOf(mia, 'Tidemark', 'Mia');

    // Signing in through the other process, and the first process's cookie there.
    const elsewhere = new Browser(two);
    const login = await elsewhere.login('mia@example.com');
    assert.is(login.errors, undefined, JSON.stringify(login.errors));
    assert.is(login.data?.login.status, 'LINKED');
    const sameCookie = withCookiesOf(mia, two);
    assert.is((await sameCookie.me()).user?.email, 'mia@example.com', 'a session made by one process is good on the other');

    // The other process reads (and caches) the organization and the role; then the first changes both.
    for (let i = 0; i < 2; i++) {
      const me = await elsewhere.me(organization.id);
      assert.is(me.role?.name, 'Mia');
      assert.is(me.featureFlag.support, false);
    }
    const flag = await mia.gql('mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { me { featureFlag { support } } } }', { input: { flag: 'support', enabled: true } }, organization.id);
    assert.is(flag.errors, undefined, JSON.stringify(flag.errors));
    const profile = await mia.gql('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { me { role { name } } } }', { input: { name: 'Mia Lima' } }, organization.id);
    assert.is(profile.errors, undefined, JSON.stringify(profile.errors));
    const seen = await eventually(
      () => elsewhere.me(organization.id),
      (me) => me.role?.name === 'Mia Lima' && me.featureFlag.support,
    );
    assert.is(seen.value.role?.name, 'Mia Lima', `the other process sees the new name (waited ${Math.round(seen.after)} ms)`);
    assert.is(seen.value.featureFlag.support, true, 'and the organization\'s new flag');

    // Signing out through one process ends that session on the other at once (read, and cached, there before).
    const sameSession = withCookiesOf(elsewhere, one);
    assert.is((await sameSession.me()).user?.email, 'mia@example.com');
    await elsewhere.logout();
    const out = await eventually(
      () => sameSession.me(),
      (me) => me.user === null,
    );
    assert.is(out.value.user, null, `signed out on the other process too (waited ${Math.round(out.after)} ms)`);
    assert.is((await sameCookie.me()).user?.email, 'mia@example.com', 'her other session is untouched');
  });

  shared('tickets written through two processes at once: every one read by both at once, numbers unique and gapless', async () => {
    const url = await cluster!.createDatabase('two_processes_work');
    const [one, two] = await Promise.all([makeApp({}, { database: await open(url) }), makeApp({}, { database: await open(url) })]);
    const { owner, member } = await world(one);
    const there = new Caller(withCookiesOf(member.browser, two), member.org, member.roleId);
    const ownerThere = new Caller(withCookiesOf(owner.browser, two), owner.org, owner.roleId);
    // Each process reads the organization's work first (and holds it), then both write at once.
    assert.is((await member.ok('{ moreTickets { totalCount } }')).moreTickets.totalCount, 0);
    assert.is((await there.ok('{ moreTickets { totalCount } }')).moreTickets.totalCount, 0);
    const created = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? member : there).ticket({ title: `Ticket ${i}` })));
    const numbers = created.map((ticket) => ticket.localId as number).sort((a, b) => a - b);
    assert.equal(numbers, Array.from({ length: 40 }, (_, i) => i + 1), 'ticket numbers 1 to 40 across both processes');
    const LIST = '{ moreTickets(first: 100) { totalCount nodes { id localId title } } }';
    for (const caller of [member, there]) {
      const { moreTickets } = await caller.ok(LIST);
      assert.is(moreTickets.totalCount, 40, 'each process reads every ticket, its own and the other\'s');
    }
    // A change through one process is read through the other on the next call (no waiting).
    const first = created[0];
    await ownerThere.ok('mutation ($input: UpdateTicketInput!) { updateTicket(input: $input) { ticket { id } } }', { input: { id: first.id, title: 'Renamed elsewhere' } });
    const read = await owner.ok('query ($id: ID!) { ticket(id: $id) { title } }', { id: first.id });
    assert.is(read.ticket.title, 'Renamed elsewhere');
    const product = await owner.ok('mutation { createProduct(input: { name: "Made on one" }) { product { id } } }');
    const products = await ownerThere.ok('{ products { id name } }');
    assert.equal(products.products.map((p: { id: string }) => p.id), [product.createProduct.product.id]);
  });

  shared('a write one process acknowledged is read through the other at once, even while a writer of the other waits for the lock', async () => {
    const url = await cluster!.createDatabase('read_while_a_writer_waits');
    const [one, two] = await Promise.all([makeApp({}, { database: await open(url) }), makeApp({}, { database: await open(url) })]);
    const { member } = await world(one);
    const there = new Caller(withCookiesOf(member.browser, two), member.org, member.roleId);
    const COUNT = '{ moreTickets { totalCount } }';
    assert.is((await there.ok(COUNT)).moreTickets.totalCount, 0, 'the other process holds the work, with no ticket');
    await member.ticket({ title: 'Written through one' });
    // One holds the write lock (a slow write), and a writer of the other waits for it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const slow = one.store.work.write(member.org, async () => {
      entered();
      await gate;
    });
    await inside;
    const waiting = two.store.work.write(member.org, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      // Before: the other process answered from the work it held, without the acknowledged ticket.
      assert.is((await there.ok(COUNT)).moreTickets.totalCount, 1, 'the ticket one acknowledged, read through the other');
    } finally {
      release();
      await Promise.all([slow, waiting]);
    }
  });

  shared('two server processes on one DATABASE_URL: register through one, sign in through the other', async () => {
    const url = await cluster!.createDatabase('two_servers');
    const env = { DATABASE_URL: url, POW_DIFFICULTY: '4', PASSWORD_HASHING: 'fast' };
    // Started together: their migrations take turns.
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const mia = new HttpBrowser(first, 'mia@example.com');
      await mia.register();
      assert.is(await mia.signedInAs(), 'mia@example.com');
      mia.server = second;
      assert.is(await mia.signedInAs(), 'mia@example.com', 'the session cookie of one process is good on the other');

      const again = new HttpBrowser(second, 'mia@example.com');
      assert.is((await again.login()).user.email, 'mia@example.com', 'signed in through the other process');
      assert.is(await again.signedInAs(), 'mia@example.com');
      again.server = first;
      assert.is(await again.signedInAs(), 'mia@example.com');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const database = await open(url);
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.executor());
    assert.is(users.rows[0]!.n, 1);
    const applied = await sql<{ n: number }>`select count(*)::int as n from tidemark_migrations`.execute(database.executor());
    assert.is(applied.rows[0]!.n, migrations().length, 'migrated once');
  });
}

shared.run();
