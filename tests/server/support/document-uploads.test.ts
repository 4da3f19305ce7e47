/**
 * Images in documents (the Markdown editor of readmes, documentation pages and stories) go through
 * the member upload path with the domain 'document': members who may write upload them, visitors
 * and strangers cannot; the bytes are sniffed and the size limited as for every upload; they are
 * kept from the start (a draft kept on the device may be saved much later).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { App } from '../../../mock-server/shell/app.ts';
import { UPLOAD_QUOTAS } from '../../../mock-server/support/uploads.ts';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/shared/constants.ts';
import { READ_ONLY_MESSAGE } from '../../../src/domain/shared/role.ts';
import { Browser, joinedMember, organizationOf, signedUp } from '../shared/account-helpers.ts';
import { MINUTE_MS, advanceClock, call, makeApp, sendFile, tinyPng } from '../shared/helpers.ts';

/** Asks for a document upload as a browser in an organization (the header says which). */
async function documentUpload(browser: Browser, organizationId: string, headers: Record<string, string> = {}) {
  const response = await call(browser.app, '/upload/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(), organization: organizationId, ...headers },
    body: JSON.stringify({ domain: 'document' }),
  });
  return { status: response.status, body: (await response.json()) as { url: string; fields: Record<string, string>; error?: string } };
}

async function ownerWithOrganization(app: App) {
  const owner = await signedUp(app, 'owner@example.com');
  const organization = await organizationOf(owner, 'Acme', 'Olive Owner');
  return { owner, organization };
}

const png = () => new Blob([tinyPng()], { type: 'image/png' });

const documents = suite("member uploads for documents (domain 'document')");

documents('a member who may write uploads an image: stored under a document key, served with nosniff, kept past the hour', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const member = await joinedMember(owner, organization.id, 'mia@example.com', 'MEMBER');
  for (const browser of [owner, member.browser]) {
    const details = await documentUpload(browser, organization.id);
    assert.is(details.status, 200, JSON.stringify(details.body));
    assert.match(details.body.fields['key']!, /^document-\d+-/);
    const sent = await sendFile(app, details.body, png(), 'chart.png');
    assert.is(sent.status, 201, JSON.stringify(sent.body));
    assert.match(sent.body.url!, /^\/upload\/files\/document-[\w-]+\.png$/);
    const served = await call(app, sent.body.url!);
    assert.equal([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')], [200, 'image/png', 'nosniff']);
    // Unsent case images and unsaved profile images go after an hour; a document's image stays.
    await advanceClock(app, 61 * MINUTE_MS);
    assert.is((await call(app, sent.body.url!)).status, 200);
  }
});

documents('a visitor is refused (they read but do not write); so are strangers, the signed out and another organization', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const visitor = await joinedMember(owner, organization.id, 'vic@example.com', 'VISITOR');
  const refused = await documentUpload(visitor.browser, organization.id);
  assert.equal([refused.status, refused.body.error], [403, READ_ONLY_MESSAGE]);
  const stranger = await signedUp(app, 'stranger@example.com');
  assert.is((await documentUpload(stranger, organization.id)).status, 404);
  assert.is((await documentUpload(owner, organization.id, { cookie: '' })).status, 401);
  const other = await organizationOf(stranger, 'Other');
  assert.is((await documentUpload(owner, other.id)).status, 404, "the owner is not a member of the stranger's organization");
});

documents('a file that is not an image is refused by its bytes, whatever its name and type say; the size is limited', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const svg = await sendFile(app, (await documentUpload(owner, organization.id)).body, new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'chart.png');
  assert.equal([svg.status, svg.body.error], [415, 'Only PNG, JPEG, GIF and WebP images can be uploaded']);
  const text = await sendFile(app, (await documentUpload(owner, organization.id)).body, new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
  assert.is(text.status, 415);
  const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
  big.set(tinyPng());
  const tooBig = await sendFile(app, (await documentUpload(owner, organization.id)).body, new Blob([big], { type: 'image/png' }), 'big.png');
  assert.is(tooBig.status, 413);
});

documents('a permission is for its domain and its member: it cannot be used twice, and a member made a visitor can no longer use one', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const member = await joinedMember(owner, organization.id, 'mia@example.com', 'MEMBER');
  const details = await documentUpload(member.browser, organization.id);
  const first = await sendFile(app, details.body, png());
  assert.is(first.status, 201);
  assert.is((await sendFile(app, details.body, png())).status, 409);
  const later = await documentUpload(member.browser, organization.id);
  const changed = await owner.gql('mutation($i: UpdateRoleInput!) { updateRole(input: $i) { role { id type } } }', { i: { id: member.roleId, type: 'VISITOR' } }, organization.id);
  assert.is(changed.errors, undefined, JSON.stringify(changed.errors));
  assert.is((await sendFile(app, later.body, png())).status, 404, 'no longer allowed to write');
});

documents('unknown domains are still refused', async () => {
  const app = await makeApp();
  const { owner, organization } = await ownerWithOrganization(app);
  const response = await call(app, '/upload/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookieHeader(), organization: organization.id },
    body: JSON.stringify({ domain: 'documents' }),
  });
  assert.equal([response.status, ((await response.json()) as { error: string }).error], [400, 'Unknown upload domain']);
  assert.ok(UPLOAD_QUOTAS.memberFiles > 0);
});

documents.run();
