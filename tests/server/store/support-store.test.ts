/**
 * Support cases and uploads in the database: a case with its actions and read marks and an uploaded
 * image survive a restart on a data folder, case numbers stay unique and gapless under concurrent
 * openings (on PGlite and on a PostgreSQL server), and a refused client update stores nothing.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../../mock-server/store/database.ts';
import { uploadsFolderOf } from '../../../mock-server/store/upload-store.ts';
import { readConfig } from '../../../mock-server/shared/config.ts';
import type { App } from '../../../mock-server/shell/app.ts';
import { startCluster } from '../../../scripts/pg-cluster.ts';
import { Browser } from '../shared/account-helpers.ts';
import { call, ISSUE_FIELDS, issueByToken, makeApp, openCase, updateIssue, uploadImage, wrongProof } from '../shared/helpers.ts';
import { Caller, ownerOf } from '../work/work-helpers.ts';

const CASE_FIELDS = `${ISSUE_FIELDS} assignee { id name } unread lastActivityAt`;
const GET = `query ($id: ID!) { supportCase(issueId: $id) { ${CASE_FIELDS} } }`;
const REPLY = `mutation ($input: ReplyToIssueInput!) { replyToIssue(input: $input) { supportCase { id } } }`;
const NOTE = `mutation ($input: AddSupportNoteInput!) { addSupportNote(input: $input) { supportCase { id } } }`;
const ASSIGN = `mutation ($input: AssignSupportCaseInput!) { assignSupportCase(input: $input) { supportCase { id } } }`;
const READ = `mutation ($input: MarkSupportCaseReadInput!) { markSupportCaseRead(input: $input) { supportCase { id } } }`;
const FLAG = `mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { me { featureFlag { support } } } }`;
const onCase = (issueId: string, fields: Record<string, unknown> = {}) => ({ input: { issueId, ...fields } });

const folder = () => mkdtempSync(join(tmpdir(), 'tidemark-support-store-'));

/** The same person on a restarted server: their browser's cookies, the same organization and role. */
function sameCaller(caller: Caller, app: App): Caller {
  const browser = new Browser(app);
  for (const [name, value] of caller.browser.cookies) browser.cookies.set(name, value);
  return new Caller(browser, caller.org, caller.roleId);
}

/** Opens `count` cases at once (in `organizationId`, or the default support inbox); answers their numbers, sorted. */
async function openedAtOnce(app: App, count: number, organizationId?: string): Promise<number[]> {
  const opened = await Promise.all(
    Array.from({ length: count }, (_, i) => openCase(app, { email: `client${i}@example.com`, ...(organizationId === undefined ? {} : { organizationId }) })),
  );
  const issues = await Promise.all(opened.map((one) => issueByToken(app, one.token)));
  return issues.map((issue) => issue!.localId).sort((a, b) => a - b);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const store = suite('store: support cases and uploads');

store('a case with its actions, assignee and read marks survives a restart on a data folder', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const before = await openDatabase({ kind: 'pglite', dataDir });
    const app = await makeApp({}, { database: before });
    const { caller: owner, organization } = await ownerOf(app, 'olive@a.example', 'Acme');
    await owner.ok(FLAG, { input: { flag: 'support', enabled: true } });
    const opened = await openCase(app, { organizationId: organization.id, email: 'ana@example.com', name: 'Ana Lima', description: 'My playlist is gone.' });
    await owner.ok(REPLY, onCase(opened.issueId, { message: 'We are on it' }));
    await owner.ok(NOTE, onCase(opened.issueId, { message: 'Internal: check the sync job' }));
    await owner.ok(ASSIGN, onCase(opened.issueId, { roleId: owner.roleId }));
    assert.is((await updateIssue(app, opened.token, { message: 'Thanks!' })).errors, undefined);
    await owner.ok(READ, onCase(opened.issueId));
    const seen = (await owner.ok(GET, { id: opened.issueId })).supportCase;
    assert.is(seen.unread, false);
    assert.equal(
      seen.issueActions.map((action: { category: string }) => action.category),
      ['SUPPORT_MESSAGE', 'SUPPORT_NOTE', 'SET_ASSIGNEE', 'CLIENT_MESSAGE'],
    );
    await before.close();

    const after = await openDatabase({ kind: 'pglite', dataDir });
    const restarted = await makeApp({}, { database: after });
    const again = sameCaller(owner, restarted);
    const kept = (await again.ok(GET, { id: opened.issueId })).supportCase;
    assert.equal(kept, seen, 'the same case: every action, in order, with its author, the assignee and the read mark');
    const client = await issueByToken(restarted, opened.token);
    assert.equal(
      client!.issueActions.map((action) => action.body),
      ['We are on it', 'Thanks!'],
      'the client still reads it by their link, without the internal actions',
    );
    const reads = await sql<{ n: number }>`select count(*)::int as n from support_case_reads`.execute(after.executor());
    assert.is(reads.rows[0]!.n, 1);
    // Numbering goes on from where it was.
    const next = await openCase(restarted, { organizationId: organization.id });
    assert.is((await issueByToken(restarted, next.token))!.localId, 2);
    await after.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store("an uploaded image's bytes survive a restart and are served again, from the data folder's uploads/", async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const before = await openDatabase({ kind: 'pglite', dataDir });
    const app = await makeApp({}, { database: before });
    const opened = await openCase(app);
    const url = await uploadImage(app, opened.token);
    assert.is((await updateIssue(app, opened.token, { imageUrl: url })).errors, undefined);
    const first = await call(app, url);
    const bytes = new Uint8Array(await first.arrayBuffer());
    assert.is(first.status, 200);
    await before.close();

    const files = readdirSync(join(dataDir, 'uploads'));
    assert.equal(files, [url.split('/').at(-1)], 'one file named by its key, no temporary file left');

    const after = await openDatabase({ kind: 'pglite', dataDir });
    const restarted = await makeApp({}, { database: after });
    const served = await call(restarted, url);
    assert.is(served.status, 200);
    assert.is(served.headers.get('content-type'), 'image/png');
    assert.is(served.headers.get('content-length'), String(bytes.length));
    assert.is(served.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(new Uint8Array(await served.arrayBuffer()), bytes);
    const head = await call(restarted, url, { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(head.headers.get('content-length'), String(bytes.length));
    const client = await issueByToken(restarted, opened.token);
    assert.equal(client!.issueActions.map((action) => [action.category, action.body]), [['CLIENT_IMAGE', url]]);
    await after.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('the development reset removes the uploaded files with the rows', async () => {
  const root = folder();
  const dataDir = join(root, 'data');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await makeApp({}, { database });
    const opened = await openCase(app);
    const url = await uploadImage(app, opened.token);
    assert.is(readdirSync(join(dataDir, 'uploads')).length, 1);
    assert.is((await call(app, '/dev/reset', { method: 'POST' })).status, 204);
    assert.is((await call(app, url)).status, 404);
    assert.is(await issueByToken(app, opened.token), null);
    assert.equal(readdirSync(join(dataDir, 'uploads')), []);
    await database.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

store('50 cases opened at once in one organization get the numbers 1 to 50, none twice, none missing', async () => {
  const app = await makeApp();
  // The standing support organization is made by the first of them: all 50 land there, numbered once.
  assert.equal(await openedAtOnce(app, 50), range(1, 50));
  assert.equal(await openedAtOnce(app, 50), range(51, 100), 'the same organization, numbers going on');
  const { organization } = await ownerOf(app, 'olive@a.example', 'Acme');
  assert.equal(await openedAtOnce(app, 50, organization.id), range(1, 50), 'each organization counts on its own');
});

store('on a PostgreSQL server, where openings really run at once, the numbers stay 1 to 50 as well', async () => {
  const cluster = await startCluster();
  const uploads = folder();
  try {
    const database = await openDatabase({ kind: 'postgres', url: await cluster.createDatabase('tidemark_cases') });
    try {
      const app = await makeApp({}, { database, uploadsFolder: { dir: uploads, temporary: true } });
      // The standing support organization, made by the first of them while the others wait.
      assert.equal(await openedAtOnce(app, 50), range(1, 50), 'the support organization, made by the first');
      assert.equal(await openedAtOnce(app, 50), range(51, 100), 'and the same one after');
      const { organization } = await ownerOf(app, 'olive@a.example', 'Acme');
      assert.equal(await openedAtOnce(app, 50, organization.id), range(1, 50), 'an organization of its own');
    } finally {
      await database.close();
    }
  } finally {
    await cluster.stop();
    rmSync(uploads, { recursive: true, force: true });
  }
});

store('a refused client update stores nothing, also when it fails after its writes', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const other = await openCase(app);
  const unsent = await uploadImage(app, opened.token);
  const elsewhere = await uploadImage(app, other.token);
  assert.is((await updateIssue(app, opened.token, { message: 'First' })).errors, undefined);
  const tables = async () =>
    JSON.stringify(
      await Promise.all(
        ['support_cases', 'support_case_actions', 'support_case_reads', 'uploads'].map(
          async (table) => (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(app.database.executor())).rows,
        ),
      ),
    );
  const before = await tables();

  const refusals = [
    await updateIssue(app, opened.token, { message: 'With an image of another case', imageUrl: elsewhere }),
    await updateIssue(app, opened.token, { message: 'A wrong proof' }, await wrongProof(app)),
    await updateIssue(app, opened.token, { message: 'x'.repeat(5000) }),
  ];
  for (const refused of refusals) assert.ok(refused.errors?.length, 'refused');
  assert.is(await tables(), before, 'nothing stored');

  // A failure after the message and the image were written (marking the image sent fails): all of it is undone.
  const attach = app.store.attachUpload;
  Object.assign(app.store, {
    attachUpload: async () => {
      throw new Error('the disk is full');
    },
  });
  const failed = await updateIssue(app, opened.token, { message: 'With my image', imageUrl: unsent });
  Object.assign(app.store, { attachUpload: attach });
  assert.ok(failed.errors?.length, 'failed');
  assert.is(await tables(), before, 'nothing stored');
  assert.equal((await issueByToken(app, opened.token))!.issueActions.map((action) => action.body), ['First']);
  assert.is((await updateIssue(app, opened.token, { message: 'With my image', imageUrl: unsent })).errors, undefined, 'and the same update goes through later');
});

store('text PostgreSQL cannot hold (a NUL) is kept as U+FFFD; a token or a file name with one names nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app, { name: 'Ana\u0000Lima', description: 'Broken\u0000' });
  assert.is((await updateIssue(app, opened.token, { message: 'a\u0000b' })).errors, undefined);
  const issue = await issueByToken(app, opened.token);
  assert.is(issue!.name, 'Ana\uFFFDLima');
  assert.equal(issue!.issueActions.map((action) => action.body), ['a\uFFFDb']);
  assert.is(await issueByToken(app, `${opened.token}\u0000`), null);
  assert.is((await call(app, '/upload/files/a%00b.png')).status, 404);
});

store('where the files go: the data folder, UPLOADS_DIR beside a server (default ./data/uploads), a temporary folder for memory', () => {
  assert.equal(uploadsFolderOf({ kind: 'pglite', dataDir: '/srv/tidemark' }, '/elsewhere'), { dir: '/srv/tidemark/uploads', temporary: false });
  assert.equal(uploadsFolderOf({ kind: 'postgres', url: 'postgres://h/db' }, '/srv/files'), { dir: '/srv/files', temporary: false });
  assert.equal(uploadsFolderOf({ kind: 'postgres', url: 'postgres://h/db' }, null), { dir: resolve('data/uploads'), temporary: false });
  const memory = uploadsFolderOf({ kind: 'memory' }, '/srv/files');
  assert.ok(memory.temporary && memory.dir.startsWith(tmpdir()), memory.dir);
  assert.is.not(uploadsFolderOf({ kind: 'memory' }, null).dir, memory.dir, 'a fresh one each time');
  assert.is(readConfig({ UPLOADS_DIR: '/srv/files' }, '/dist/').uploadsDir, '/srv/files');
  assert.is(readConfig({}, '/dist/').uploadsDir, null);
});

store.run();
