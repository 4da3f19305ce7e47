/**
 * Throttles (issue 16, finding 11): a confirmation email once a minute and five times an hour;
 * writing to support needs a confirmed account and is limited to five times an hour; production
 * keeps no mail in memory, development keeps the newest 1,000.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RESEND_TOO_OFTEN, RESEND_TOO_SOON } from '../../../mock-server/accounts/accounts.ts';
import { MAILBOX_KEEPS } from '../../../mock-server/store/store.ts';
import { CONTACT_TOO_OFTEN } from '../../../mock-server/support/support-resolvers.ts';
import { Browser, firstError, organizationOf, signedUp } from '../shared/account-helpers.ts';
import { advanceClock, makeApp, MINUTE_MS } from '../shared/helpers.ts';

const CONTACT = 'mutation { contactSupport(input: { message: "Help me" }) { localId } }';

const throttles = suite('throttles');

throttles('confirmation emails: one a minute, five an hour', async () => {
  const app = await makeApp();
  const browser = await signedUp(app, 'eager@example.com', { confirmed: false });
  assert.is((await browser.sendConfirmationEmail()).data?.sendConfirmationEmail, true);
  const again = await browser.sendConfirmationEmail();
  assert.equal(firstError(again), { message: RESEND_TOO_SOON, code: 'TOO_MANY_REQUESTS' });
  for (let i = 0; i < 4; i++) {
    await advanceClock(app, MINUTE_MS + 1);
    assert.is((await browser.sendConfirmationEmail()).errors, undefined, `resend ${i + 2}`);
  }
  await advanceClock(app, MINUTE_MS + 1);
  assert.equal(firstError(await browser.sendConfirmationEmail()), { message: RESEND_TOO_OFTEN, code: 'TOO_MANY_REQUESTS' });
  const sent = app.store.mailbox().filter((mail) => mail.to === 'eager@example.com').length;
  assert.is(sent, 6, 'the registration email and five resends');
});

throttles('writing to support: confirmed accounts only, five times an hour', async () => {
  const app = await makeApp();
  const unconfirmed = await signedUp(app, 'new@example.com', { confirmed: false });
  assert.is(firstError(await unconfirmed.gql(CONTACT)).code, 'FORBIDDEN');
  const member = await signedUp(app, 'member@example.com');
  const org = await organizationOf(member, 'Acme');
  for (let i = 0; i < 5; i++) assert.is((await member.gql(CONTACT, {}, org.id)).errors, undefined, `message ${i + 1}`);
  assert.equal(firstError(await member.gql(CONTACT, {}, org.id)), { message: CONTACT_TOO_OFTEN, code: 'TOO_MANY_REQUESTS' });
  await advanceClock(app, 61 * MINUTE_MS);
  assert.is((await member.gql(CONTACT, {}, org.id)).errors, undefined, 'an hour later, again');
});

throttles('production keeps no mail in memory; development keeps the newest 1,000', async () => {
  const production = await makeApp({ NODE_ENV: 'production' });
  await new Browser(production).register('someone@example.com');
  assert.equal(production.store.mailbox(), []);
  const development = await makeApp();
  for (let i = 0; i < MAILBOX_KEEPS + 5; i++) development.store.deliver({ id: String(i), to: 'x@example.com', subject: `Mail ${i}`, text: '', links: [], createdAt: '' });
  const kept = development.store.mailbox();
  assert.is(kept.length, MAILBOX_KEEPS);
  assert.is(kept.at(-1)!.subject, `Mail ${MAILBOX_KEEPS + 4}`, 'the newest stay');
});

throttles.run();
