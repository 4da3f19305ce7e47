/**
 * Group commit (Database.member): calls arriving together share one transaction and one commit,
 * each answered after it; a call that fails is undone alone (its statements rolled back to its own
 * savepoint, its after-commit work dropped, its on-rollback work run); a group that cannot commit
 * fails every call in it. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../../../mock-server/store/database.ts';
import { freshDatabase } from '../shared/test-database.ts';

const group = suite('group commit');

const opened: Database[] = [];
group.after(async () => {
  for (const database of opened) await database.close().catch(() => {});
});

async function database(): Promise<Database> {
  const fresh = await freshDatabase();
  opened.push(fresh);
  await sql`create table group_commit_rows (id serial primary key, body text not null)`.execute(fresh.executor());
  return fresh;
}

const bodies = async (db: Database) => (await sql<{ body: string }>`select body from group_commit_rows order by id`.execute(db.executor())).rows.map((row) => row.body);
const write = (db: Database, body: string) => sql`insert into group_commit_rows (body) values (${body})`.execute(db.executor());
const transactionId = async (db: Database) => (await sql<{ id: string }>`select txid_current()::text as id`.execute(db.executor())).rows[0]!.id;

group('calls arriving together share one transaction; each is answered after the commit', async () => {
  const db = await database();
  let committed = false;
  const ids = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db.member(async () => {
        await write(db, `note ${i}`);
        db.afterCommit(() => (committed = true));
        return transactionId(db);
      }, () => false).then((id) => {
        assert.ok(committed, 'answered once the group committed');
        return id;
      }),
    ),
  );
  // The first call starts a group alone; the others arrive while it runs and go together in the next.
  assert.ok(new Set(ids).size <= 3, `20 calls in ${new Set(ids).size} transactions`);
  assert.equal(await bodies(db), Array.from({ length: 20 }, (_, i) => `note ${i}`));
});

group('calls that arrive a turn of the event loop later, as requests do, join the group', async () => {
  const db = await database();
  const call = (i: number) =>
    db.member(async () => {
      await write(db, `note ${i}`);
      return transactionId(db);
    }, () => false);
  // One call now, the others on the next turn: a request's bytes are parsed on the turn they arrive.
  const ids = await Promise.all([call(0), ...Array.from({ length: 19 }, (_, i) => new Promise<string>((resolve, reject) => setImmediate(() => call(i + 1).then(resolve, reject))))]);
  // Before the group waited for calls on their way, PGlite ran each in a transaction of its own (20).
  assert.ok(new Set(ids).size <= 2, `20 calls in ${new Set(ids).size} transactions`);
  assert.equal(await bodies(db), Array.from({ length: 20 }, (_, i) => `note ${i}`));
});

group('a call that fails is undone alone: its writes, its after-commit work; its on-rollback work runs', async () => {
  const db = await database();
  const events: string[] = [];
  const calls = ['kept 1', 'refused', 'kept 2', 'thrown', 'kept 3'].map((body) =>
    db
      .member(
        async () => {
          await write(db, body);
          db.afterCommit(() => events.push(`after commit: ${body}`));
          db.onRollback(async () => void events.push(`on rollback: ${body}`));
          if (body === 'thrown') throw new Error('boom');
          return body;
        },
        (result) => result === 'refused',
      )
      .then(
        (value) => `answered ${value}`,
        (error: Error) => `failed ${error.message}`,
      ),
  );
  assert.equal(await Promise.all(calls), ['answered kept 1', 'answered refused', 'answered kept 2', 'failed boom', 'answered kept 3']);
  assert.equal(await bodies(db), ['kept 1', 'kept 2', 'kept 3']);
  assert.equal(events.filter((event) => event.startsWith('after commit')).sort(), ['after commit: kept 1', 'after commit: kept 2', 'after commit: kept 3']);
  assert.equal(events.filter((event) => event.startsWith('on rollback')).sort(), ['on rollback: refused', 'on rollback: thrown']);
});

group('a call that only reads takes no savepoint; one that writes takes one, just before its first write', async () => {
  const db = await database();
  const seen: string[] = [];
  // What the connection is asked, through a statement each call makes after its work.
  const [reader, writer] = await Promise.all([
    db.member(async () => (await sql<{ n: number }>`select count(*)::int as n from group_commit_rows`.execute(db.executor())).rows[0]!.n, () => false),
    db.member(async () => {
      await write(db, 'written');
      return (await sql<{ n: number }>`select count(*)::int as n from group_commit_rows`.execute(db.executor())).rows[0]!.n;
    }, () => false),
  ]);
  seen.push(String(reader), String(writer));
  assert.equal(seen, ['0', '1']);
  // A refused call after a write of its own, then a read: the savepoint undid exactly its write.
  const after = await Promise.all([
    db.member(async () => write(db, 'first'), () => false),
    db.member(async () => {
      await write(db, 'undone');
      return 'refused';
    }, () => true),
    db.member(async () => bodies(db), () => false),
  ]);
  assert.equal(after[2], ['written', 'first']);
});

group('a group that cannot commit fails every call in it, and keeps nothing', async () => {
  const db = await database();
  await db.member(async () => write(db, 'alone'), () => false);
  const together = Array.from({ length: 5 }, (_, i) =>
    db.member(async () => {
      await write(db, `doomed ${i}`);
      if (i === 4) db.beforeCommit(async () => Promise.reject(new Error('the commit failed')));
      return i;
    }, () => false).then(
      () => 'answered',
      (error: Error) => error.message,
    ),
  );
  assert.equal(await Promise.all(together), Array.from({ length: 5 }, () => 'the commit failed'));
  assert.equal(await bodies(db), ['alone']);
});

group.run();
