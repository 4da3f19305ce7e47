/**
 * Upload quotas (issue 16, finding 8): a case holds at most 5 images not yet sent, 50 images and
 * 100 MB; an image never sent is removed an hour after it was uploaded; when every upload together
 * reaches 512 MB the server says so (507) instead of growing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UPLOAD_QUOTAS, UPLOADS_FULL_MESSAGE } from '../../../mock-server/support/uploads.ts';
import { advanceClock, call, makeApp, MINUTE_MS, openCase, requestUpload, sendFile, tinyPng, updateIssue, uploadImage } from '../shared/helpers.ts';

const png = () => new Blob([tinyPng()], { type: 'image/png' });
const upload = async (app: Awaited<ReturnType<typeof makeApp>>, token: string) => sendFile(app, (await requestUpload(app, token)).body, png());

const quotas = suite('upload quotas');

quotas('at most 5 images wait unsent; sending one makes room', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const urls: string[] = [];
  for (let i = 0; i < UPLOAD_QUOTAS.unsentFiles; i++) urls.push(await uploadImage(app, opened.token));
  const sixth = await upload(app, opened.token);
  assert.is(sixth.status, 429);
  assert.is(sixth.body.error, 'Send the images already uploaded before adding more');
  assert.is((await updateIssue(app, opened.token, { imageUrl: urls[0] })).errors, undefined);
  assert.is((await upload(app, opened.token)).status, 201, 'room again once one was sent');
});

quotas('an image never sent is removed an hour after its upload; a sent one stays', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const sent = await uploadImage(app, opened.token);
  await updateIssue(app, opened.token, { imageUrl: sent });
  const unsent = await uploadImage(app, opened.token);
  await advanceClock(app, 59 * MINUTE_MS);
  assert.is((await call(app, unsent)).status, 200, 'still there within the hour');
  await advanceClock(app, 2 * MINUTE_MS);
  assert.is((await call(app, unsent)).status, 404, 'gone after an hour');
  assert.is((await call(app, sent)).status, 200, 'the sent one stays');
  assert.ok((await updateIssue(app, opened.token, { imageUrl: unsent })).errors?.length, 'and can no longer be sent');
});

quotas('a case keeps at most 50 images', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  for (let i = 0; i < UPLOAD_QUOTAS.caseFiles; i++) {
    await app.store.putUpload({ key: `filler-${i}.png`, bytes: tinyPng(), type: 'image/png', issueId: opened.issueId, createdAt: new Date().toISOString(), attached: true });
  }
  const refused = await upload(app, opened.token);
  assert.is(refused.status, 413);
  assert.is(refused.body.error, 'A case keeps at most 50 images');
  assert.is((await upload(app, (await openCase(app)).token)).status, 201, 'another case is not affected');
});

quotas('when every upload together reaches 512 MB, new ones get a clear 507', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  // Eight images of 64 MB elsewhere: only their rows' sizes count (the quota never reads a file).
  const rows = Array.from({ length: 8 }, (_, i) => ({ key: `big-${i}.png`, type: 'image/png', size: 64 * 1024 * 1024, case_id: null, role_id: null, created_at: new Date().toISOString(), attached: true }));
  await app.database.executor().insertInto('uploads').values(rows).execute();
  const full = await upload(app, opened.token);
  assert.is(full.status, 507);
  assert.is(full.body.error, UPLOADS_FULL_MESSAGE);
});

quotas.run();
