/**
 * Client uploads on the local server: the unverified request endpoint (proof of work + case
 * token), the multipart target (signed policy, real image bytes, 10 MB), serving with nosniff,
 * and sending the stored file as a CLIENT_IMAGE.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MINUTE_MS,
  advanceClock,
  call,
  errorCode,
  issueByToken,
  makeApp,
  openCase,
  postJson,
  requestUpload,
  sendFile,
  solveProof,
  tinyPng,
  updateIssue,
  uploadImage,
  wrongProof,
  type UploadDetails,
} from '../shared/helpers.ts';

const pngBlob = (bytes: Uint8Array<ArrayBuffer> = tinyPng()) => new Blob([bytes], { type: 'image/png' });

/** A GIF89a header: enough for the server's sniffing. */
const GIF_BYTES = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x3b]);

async function details(app: Awaited<ReturnType<typeof makeApp>>, token: string): Promise<UploadDetails> {
  const answer = await requestUpload(app, token);
  assert.is(answer.status, 200, `upload request: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function bytesAt(app: Awaited<ReturnType<typeof makeApp>>, url: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await call(app, url);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

// ---------------------------------------------------------------------------------------------
const request = suite('POST /upload/request-unverified');

request('answers an upload url and fields that include a key', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await requestUpload(app, opened.token);
  assert.is(answer.status, 200);
  assert.type(answer.body.url, 'string');
  assert.type(answer.body.fields, 'object');
  assert.type(answer.body.fields['key'], 'string');
  assert.ok(answer.body.fields['key']!.length > 0);
});

request('gives a different key to every request', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const first = await details(app, opened.token);
  const second = await details(app, opened.token);
  assert.is.not(first.fields['key'], second.fields['key']);
});

request('refuses a request without a proof with 403', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await postJson<{ code?: string; url?: string }>(app, '/upload/request-unverified', { token: opened.token, domain: 'issue' });
  assert.is(answer.status, 403);
  assert.is(answer.body.code, 'POW_REQUIRED');
  assert.is(answer.body.url, undefined);
});

request('refuses a wrong or replayed proof with 403', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const wrong = await postJson<{ code?: string }>(app, '/upload/request-unverified', { ...(await wrongProof(app)), token: opened.token, domain: 'issue' });
  assert.is(wrong.status, 403);
  assert.is(wrong.body.code, 'POW_INVALID');
  const solved = await solveProof(app);
  const first = await postJson(app, '/upload/request-unverified', { ...solved, token: opened.token, domain: 'issue' });
  assert.is(first.status, 200);
  const replay = await postJson<{ code?: string }>(app, '/upload/request-unverified', { ...solved, token: opened.token, domain: 'issue' });
  assert.is(replay.status, 403);
  assert.is(replay.body.code, 'POW_REPLAYED');
});

request('answers 404 for an unknown token', async () => {
  const app = await makeApp();
  await openCase(app);
  const answer = await requestUpload(app, 'no-such-token');
  assert.is(answer.status, 404);
  assert.is((answer.body as unknown as { url?: string }).url, undefined);
});

request('answers 404 for a resolved case', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  assert.is((await updateIssue(app, opened.token, { status: 'RESOLVED' })).errors, undefined);
  const answer = await requestUpload(app, opened.token);
  assert.is(answer.status, 404);
});

request('refuses an unknown domain with 400', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await requestUpload(app, opened.token, { domain: 'avatar' });
  assert.is(answer.status, 400);
});

request('refuses a body that is not JSON with 400', async () => {
  const app = await makeApp();
  const answer = await postJson(app, '/upload/request-unverified', 'token=abc', true);
  assert.is(answer.status, 400);
});

request.run();

// ---------------------------------------------------------------------------------------------
const target = suite('multipart POST to the upload url');

target('stores a real PNG and answers 201 with its address', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const sent = await sendFile(app, upload, pngBlob());
  assert.is(sent.status, 201);
  assert.type(sent.body.url, 'string');
  assert.ok(sent.body.url!.startsWith('/upload/files/'), sent.body.url);
});

target('serves the stored file: 200, image/png, nosniff, the same bytes', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const png = tinyPng();
  const url = await uploadImage(app, opened.token, png);
  const served = await bytesAt(app, url);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.is(served.headers.get('x-content-type-options'), 'nosniff');
  assert.equal([...served.bytes], [...png]);
});

target('trusts the bytes, not the declared type: a GIF sent as image/png is served as image/gif', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const sent = await sendFile(app, upload, new Blob([GIF_BYTES], { type: 'image/png' }), 'fake.png');
  assert.is(sent.status, 201);
  const served = await bytesAt(app, sent.body.url!);
  assert.is(served.headers.get('content-type'), 'image/gif');
});

target('refuses a text file that claims to be image/png with 415 and stores nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const text = new Blob(['<html><script>alert(document.cookie)</script></html>'], { type: 'image/png' });
  const sent = await sendFile(app, upload, text, 'innocent.png');
  assert.is(sent.status, 415);
  assert.is(sent.body.url, undefined);
  for (const extension of ['png', 'jpg', 'gif', 'webp']) {
    assert.is((await call(app, `/upload/files/${upload.fields['key']!}.${extension}`)).status, 404, extension);
  }
  assert.is((await call(app, `/upload/files/${upload.fields['key']!}`)).status, 404);
});

target('refuses a file over 10 MB with 413 and stores nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const big = new Uint8Array(10 * 1024 * 1024 + 1);
  big.set(tinyPng());
  const sent = await sendFile(app, upload, new Blob([big], { type: 'image/png' }));
  assert.is(sent.status, 413);
  assert.is((await call(app, `/upload/files/${upload.fields['key']!}.png`)).status, 404);
});

target('accepts a file of exactly 10 MB', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const exact = new Uint8Array(10 * 1024 * 1024);
  exact.set(tinyPng());
  const sent = await sendFile(app, upload, new Blob([exact], { type: 'image/png' }));
  assert.is(sent.status, 201);
});

target('refuses a tampered signature with 403', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const signature = upload.fields['signature']!;
  const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  const sent = await sendFile(app, { ...upload, fields: { ...upload.fields, signature: tampered } }, pngBlob());
  assert.is(sent.status, 403);
  assert.is((await call(app, `/upload/files/${upload.fields['key']!}.png`)).status, 404);
});

target('refuses a tampered policy with 403', async () => {
  const app = await makeApp();
  const victim = await openCase(app);
  const attacker = await openCase(app);
  const upload = await details(app, attacker.token);
  const terms = JSON.parse(Buffer.from(upload.fields['policy']!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...terms, token: victim.token, exp: Number(terms['exp']) + 3_600_000 })).toString('base64url');
  const sent = await sendFile(app, { ...upload, fields: { ...upload.fields, policy: forged } }, pngBlob());
  assert.is(sent.status, 403);
});

target('refuses a key that is not the one the policy names with 403', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const sent = await sendFile(app, { ...upload, fields: { ...upload.fields, key: 'issue-1-chosen-by-me' } }, pngBlob());
  assert.is(sent.status, 403);
  assert.is((await call(app, '/upload/files/issue-1-chosen-by-me.png')).status, 404);
});

target('refuses the upload with 403 once the permission expired', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  await advanceClock(app, 10 * MINUTE_MS + 1000);
  const sent = await sendFile(app, upload, pngBlob());
  assert.is(sent.status, 403);
});

target('answers 404 when the case was resolved between the request and the upload', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  assert.is((await updateIssue(app, opened.token, { status: 'RESOLVED' })).errors, undefined);
  const sent = await sendFile(app, upload, pngBlob());
  assert.is(sent.status, 404);
  assert.is((await call(app, `/upload/files/${upload.fields['key']!}.png`)).status, 404);
});

target('refuses a form without a file with 400', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  const response = await call(app, upload.url, { method: 'POST', body: form });
  assert.is(response.status, 400);
});

target('refuses a form without the signed fields with 400', async () => {
  const app = await makeApp();
  const form = new FormData();
  form.append('file', pngBlob(), 'x.png');
  const response = await call(app, '/upload/files', { method: 'POST', body: form });
  assert.is(response.status, 400);
});

target('an upload permission is good for one file only', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const upload = await details(app, opened.token);
  assert.is((await sendFile(app, upload, pngBlob())).status, 201);
  assert.is((await sendFile(app, upload, pngBlob())).status, 409, 'the same image again');
  const other = await sendFile(app, upload, new Blob([GIF_BYTES], { type: 'image/gif' }), 'other.gif');
  assert.is(other.status, 409, 'another image with the same permission');
});

target('answers 404 with nosniff for a file that was never stored', async () => {
  const app = await makeApp();
  const response = await call(app, '/upload/files/issue-1-nothing.png');
  assert.is(response.status, 404);
  assert.is(response.headers.get('x-content-type-options'), 'nosniff');
});

target.run();

// ---------------------------------------------------------------------------------------------
const send = suite('sending an uploaded image');

send('updateIssueByToken with the uploaded url adds a CLIENT_IMAGE', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const url = await uploadImage(app, opened.token);
  const answer = await updateIssue(app, opened.token, { imageUrl: url });
  assert.is(answer.errors, undefined);
  const action = answer.data!.updateIssueByToken.issueActions.at(-1)!;
  assert.is(action.category, 'CLIENT_IMAGE');
  assert.is(action.body, url);
  assert.is(action.author, null);
  const stored = (await issueByToken(app, opened.token))!;
  assert.equal(
    stored.issueActions.map((item) => [item.category, item.body]),
    [['CLIENT_IMAGE', url]],
  );
});

send('a full address of the uploaded file is accepted, and kept as this site\'s path whatever host it named (issue 16, finding 9)', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  for (const host of ['http://test.local', 'https://tracker.example']) {
    const url = await uploadImage(app, opened.token);
    const answer = await updateIssue(app, opened.token, { imageUrl: `${host}${url}` });
    assert.is(answer.errors, undefined);
    assert.equal([answer.data!.updateIssueByToken.issueActions.at(-1)!.category, answer.data!.updateIssueByToken.issueActions.at(-1)!.body], ['CLIENT_IMAGE', url], host);
  }
});

send('a message and an image together add both actions, message first', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const url = await uploadImage(app, opened.token);
  const answer = await updateIssue(app, opened.token, { message: 'see attached', imageUrl: url });
  assert.is(answer.errors, undefined);
  assert.equal(
    answer.data!.updateIssueByToken.issueActions.map((item) => item.category),
    ['CLIENT_MESSAGE', 'CLIENT_IMAGE'],
  );
});

send("an image uploaded to another case is refused and the message with it is not stored", async () => {
  const app = await makeApp();
  const mine = await openCase(app);
  const theirs = await openCase(app);
  const theirUrl = await uploadImage(app, theirs.token);
  const answer = await updateIssue(app, mine.token, { message: 'look at this', imageUrl: theirUrl });
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
  assert.is(answer.errors?.[0]?.extensions?.['field'], 'imageUrl');
  assert.equal((await issueByToken(app, mine.token))!.issueActions, []);
});

send('an image cannot be sent to a case once it is resolved', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const url = await uploadImage(app, opened.token);
  await updateIssue(app, opened.token, { status: 'RESOLVED' });
  const answer = await updateIssue(app, opened.token, { imageUrl: url });
  assert.is(errorCode(answer), 'CASE_RESOLVED');
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

send.run();
