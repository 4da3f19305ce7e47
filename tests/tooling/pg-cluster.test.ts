/** scripts/pg-cluster.ts: a throwaway PostgreSQL cluster starts, serves two clients, and stops without a trace. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { postgresAvailable, quoteIdentifier, startCluster, type Cluster } from '../../scripts/pg-cluster.ts';

const cluster = suite('a throwaway PostgreSQL cluster');

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

cluster('PostgreSQL is installed (apt-get install postgresql; .ci/run does it)', () => {
  assert.ok(postgresAvailable(), 'initdb not found via pg_config --bindir, PATH or /usr/lib/postgresql/N/bin');
});

cluster('quotes database names as identifiers', () => {
  assert.is(quoteIdentifier('app'), '"app"');
  assert.is(quoteIdentifier('a"b'), '"a""b"');
  assert.throws(() => quoteIdentifier(''));
  assert.throws(() => quoteIdentifier('x'.repeat(64)));
});

cluster('starts, creates a database two clients share, then stops and removes its folder', async () => {
  let db: Cluster | null = null;
  try {
    db = await startCluster();
    assert.match(db.url, new RegExp(`^postgres://tidemark@127\\.0\\.0\\.1:${db.port}/postgres$`));
    assert.ok(existsSync(db.dir));
    assert.ok(await listening(db.port), 'the port accepts connections');

    const url = await db.createDatabase('tidemark_test');
    assert.is(url, `postgres://tidemark@127.0.0.1:${db.port}/tidemark_test`);

    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await first.connect();
    await second.connect();
    try {
      assert.equal((await first.query('select 1 as one')).rows, [{ one: 1 }]);
      assert.equal((await first.query('select current_database() as name, current_setting(\'fsync\') as fsync')).rows, [{ name: 'tidemark_test', fsync: 'off' }]);
      assert.match((await first.query('show server_version')).rows[0].server_version, /^15\./);

      await first.query('create table note (id int primary key, body text not null)');
      await first.query('insert into note values ($1, $2)', [1, 'from the first client']);
      assert.equal((await second.query('select id, body from note')).rows, [{ id: 1, body: 'from the first client' }]);
      await second.query('insert into note values ($1, $2)', [2, 'from the second client']);
      assert.equal((await first.query('select id, body from note order by id')).rows, [
        { id: 1, body: 'from the first client' },
        { id: 2, body: 'from the second client' },
      ]);
    } finally {
      await first.end();
      await second.end();
    }

    const { dir, port } = db;
    await db.stop();
    assert.not.ok(existsSync(dir), 'the folder is gone');
    assert.not.ok(await listening(port), 'the port is closed');
    await db.stop(); // a second stop does nothing
  } finally {
    await db?.stop();
  }
});

cluster('fsync: true keeps the durable defaults; two clusters run side by side on different ports', async () => {
  const [durable, fast] = await Promise.all([startCluster({ fsync: true }), startCluster()]);
  try {
    assert.is.not(durable.port, fast.port);
    const client = new pg.Client({ connectionString: durable.url });
    await client.connect();
    try {
      const { rows } = await client.query("select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('full_page_writes') as fpw");
      assert.equal(rows, [{ fsync: 'on', sync: 'on', fpw: 'on' }]);
    } finally {
      await client.end();
    }
  } finally {
    await Promise.all([durable.stop(), fast.stop()]);
  }
});

cluster.run();
