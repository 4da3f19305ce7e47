/**
 * The support inbox in Chromium against the real server: an owner turns support on from the admin
 * home (the nav then shows Support) and sets the auto-resolve delay, a case arrives through /dev/support/inbound, the owner opens
 * it from the inbox (its unread mark goes), replies and adds a note; the client's page shows the
 * reply and not the note, and the client's mailbox has the reply with their link.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { mailbox, owner } from '../shared/people.ts';

const PNG = fileURLToPath(new URL('fixture-screenshot.png', import.meta.url));

/** Whether the element is where the keyboard focus is (a disabled control drops it to <body>). */
const SHOTS = process.env['SUPPORT_SHOTS'];
const hasFocus = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);
const focusedTag = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? 'none');

async function assertFocused(locator: Locator, what: string): Promise<void> {
  const page = locator.page();
  assert.ok(await hasFocus(locator), `${what}: the focus is on <${await focusedTag(page)}>`);
}

/** A ticket of the organization, made through the API from the signed-in page. */
async function createTicket(page: Page, organizationId: string, title: string): Promise<void> {
  const answer = await page.evaluate(
    async ([org, t]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', organization: org },
        body: JSON.stringify({ query: 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }', variables: { input: { title: t } } }),
      });
      return response.json();
    },
    [organizationId, title] as const,
  );
  assert.not.ok((answer as { errors?: unknown }).errors, JSON.stringify(answer));
}

const inbox = suite<{ server: RunningServer; browser: Browser }>('the support inbox in Chromium');

inbox.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

inbox.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

inbox('an owner turns support on, answers a case with a reply and a note; the client sees only the reply', async ({ server, browser }) => {
  // A context of its own, so the cold loads at the end share the owner's session.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const org = await owner(page, server, 'maya@example.com', 'Moonlight Records', 'Maya Chen');
  const organizationId = org.split('/')[2]!;
  const nav = page.getByRole('navigation', { name: 'Organization' });

  // Off by default: no Support in the nav, and the route says so.
  await page.goto(`${server.url}${org}/issue`);
  await page.getByRole('heading', { name: 'Not turned on' }).waitFor();
  assert.is(await nav.getByRole('link', { name: 'Support' }).count(), 0);

  // The owner turns it on from the admin home's Features: the page leads there, from the keyboard.
  const toFeatures = page.getByRole('link', { name: 'Go to Features' });
  await toFeatures.focus();
  await page.keyboard.press('Enter');
  const features = page.getByRole('heading', { name: 'Features', level: 2 });
  await features.waitFor();
  assert.is(new URL(page.url()).pathname + new URL(page.url()).hash, `${org}/admin#features`);
  await page.waitForFunction(() => document.activeElement?.textContent === 'Features');
  // The sections above it load on their own: once they are there, the Features heading is still in view.
  await page.locator('.admin-cards').waitFor();
  await page.locator('.admin-organization-loading').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  assert.ok(await features.evaluate((heading) => heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().bottom <= innerHeight), 'the Features heading is in view');
  const support = page.getByRole('switch', { name: 'Support inbox' });
  await page.keyboard.press('Tab');
  await assertFocused(support, 'Tab after arriving at Features');
  assert.is(await support.getAttribute('aria-checked'), 'false');
  // With the keyboard: the switch keeps the focus while it saves and after.
  await support.focus();
  await page.keyboard.press('Space');
  await page.getByText('Support inbox turned on').waitFor();
  await nav.getByRole('link', { name: 'Support' }).waitFor();
  assert.is(await support.getAttribute('aria-checked'), 'true');
  await assertFocused(support, 'after Space on the Support inbox switch');
  // The auto-resolve delay of the organization.
  const days = page.getByLabel('Resolve idle cases after (days)');
  assert.is(await days.inputValue(), '14');
  await days.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Cases resolve themselves after 1 to 365 days').waitFor();
  await days.fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Support settings saved').waitFor();
  await page.reload();
  await page.getByLabel('Resolve idle cases after (days)').waitFor();
  assert.is(await page.getByLabel('Resolve idle cases after (days)').inputValue(), '7');

  await createTicket(page, organizationId, 'Playlist sync');

  // An empty inbox says so.
  await nav.getByRole('link', { name: 'Support' }).click();
  await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
  await page.getByText('When a client writes to support, their case appears here.').waitFor();

  // A client writes to support.
  const response = await server.post('/dev/support/inbound', {
    email: 'ana@example.com',
    name: 'Ana Lima',
    description: 'My playlist disappeared.\nIt was there yesterday.',
    organizationId,
  });
  assert.is(response.status, 201);
  const opened = (await response.json()) as { token: string; url: string; issueId: string };

  await page.reload();
  const row = page.locator('.inbox-row', { hasText: 'Ana Lima' });
  await row.waitFor();
  assert.is(await row.getAttribute('data-unread'), 'true');
  await row.getByRole('img', { name: 'Unread' }).waitFor();
  await row.getByText('New', { exact: true }).waitFor();

  // Filters live in the URL and survive a reload.
  await page.getByLabel('Status').selectOption('RESOLVED');
  await page.waitForURL(/status=RESOLVED/);
  await page.getByText('No case matches these filters.').waitFor();
  await page.reload();
  await page.getByText('No case matches these filters.').waitFor();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await row.waitFor();
  // A made-up status and someone who is not a member are ignored: every case, and a clean URL.
  await page.goto(`${server.url}${org}/issue?status=BOGUS&assignee=999`);
  await page.waitForURL(new RegExp(`${org}/issue$`));
  await row.waitFor();
  assert.is(await page.getByLabel('Assignee').inputValue(), 'any');
  assert.is(await page.getByText('Member 999').count(), 0);

  // Opening the case reads it.
  await row.getByRole('link').click();
  await page.waitForURL(new RegExp(`/issue/${opened.issueId}/view$`));
  await page.getByRole('heading', { level: 1, name: '#1 Ana Lima' }).waitFor();
  assert.equal(await page.locator('[data-kind="Request"] .bubble p').allTextContents(), ['My playlist disappeared.', 'It was there yesterday.']);

  // An empty reply is refused in words, on the box.
  const replyBox = page.getByRole('textbox', { name: 'Write a reply to the client' });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('alert').filter({ hasText: 'Write a message or attach an image.' }).waitFor();
  await assertFocused(replyBox, 'after an empty Send reply');
  assert.is(await replyBox.getAttribute('aria-invalid'), 'true');

  // A reply (with an image) and an internal note.
  await replyBox.fill('Could you send a screenshot of your library?');
  // Attach image opens with Enter, and the focus comes back from the picker onto the attached image's control (issue 25).
  await page.locator('.inbox-attachment input[type="file"]').focus();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(PNG);
  await page.getByRole('img', { name: /^Attached:/ }).waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Remove image', null, { timeout: 5000 }).catch(() => undefined);
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Remove image', 'the focus is on Remove image once the image is attached');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.locator('[data-kind="SupportMessage"]', { hasText: 'Could you send a screenshot of your library?' }).waitFor();
  await page.locator('[data-kind="SupportImage"] img').waitFor();
  await page.getByText('Processing', { exact: true }).first().waitFor();
  // The reply moved the case from New to Processing: the members' timeline says so.
  await page.locator('[data-kind="ChangeStatus"]', { hasText: 'Maya Chen replied, so the case moved to Processing' }).waitFor();
  // Sent: the focus is back in the (now empty) box.
  await assertFocused(replyBox, 'after Send reply');
  assert.is(await replyBox.inputValue(), '');

  await page.getByText('Add note', { exact: true }).click();
  const noteBox = page.getByRole('textbox', { name: 'Write an internal note' });
  await noteBox.fill('Probably the sync bug from last week');
  // Ctrl+Enter sends, as on a ticket's comment (issue 25).
  await page.keyboard.press('Control+Enter');
  const note = page.locator('[data-kind="SupportNote"]');
  await note.getByText('Probably the sync bug from last week').waitFor();
  await note.getByText('Internal note, not shown to the client').waitFor();
  await assertFocused(noteBox, 'after Add note');
  assert.is(await noteBox.inputValue(), '');

  // Arrow keys on the closed Assignee picker send nothing; Assign sends the choice once, and the focus is back on the picker.
  const assignee = page.getByLabel('Assignee');
  await assignee.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  assert.is(await page.locator('[data-kind="SetAssignee"]').count(), 0, 'passing over options sent nothing');
  await assignee.selectOption({ label: 'Maya Chen' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.locator('[data-kind="SetAssignee"]', { hasText: 'Maya Chen took the case' }).waitFor();
  await assertFocused(assignee, 'after Assign');
  assert.is(await page.locator('[data-kind="SetAssignee"]').count(), 1);

  // The status through its actions: Resolve asks first; with the keyboard the focus follows each change.
  const side = page.locator('.inbox-case-side');
  const resolve = side.getByRole('button', { name: 'Resolve case' });
  await resolve.focus();
  await page.keyboard.press('Enter');
  await side.getByText('Resolve this case? The client can no longer write, and it cannot be reopened.').waitFor();
  if (SHOTS) await side.screenshot({ path: `${SHOTS}/case-confirm.png` });
  await assertFocused(side.getByRole('button', { name: 'Resolve', exact: true }), 'when Resolve asks');
  // Escape answers no: nothing changes and the focus is back on Resolve case.
  await page.keyboard.press('Escape');
  await side.getByText('Resolve this case?', { exact: false }).waitFor({ state: 'detached' });
  await assertFocused(resolve, 'after Escape');
  assert.is(await page.locator('[data-kind="ChangeStatus"]', { hasText: 'changed the status to Resolved' }).count(), 0);
  await page.keyboard.press('Enter');
  await assertFocused(side.getByRole('button', { name: 'Resolve', exact: true }), 'when Resolve asks again');
  await page.keyboard.press('Enter');
  await page.locator('[data-kind="ChangeStatus"]', { hasText: 'changed the status to Resolved' }).waitFor();
  // Resolving is final: no action is left, and the line that says so has the focus.
  const final = side.getByText('Resolved cases stay resolved: the client was told this cannot be undone.');
  await final.waitFor();
  await assertFocused(final, 'after resolving');
  assert.is(await side.locator('.inbox-status-control').getByRole('button').count(), 0);

  // On a phone the conversation and the reply box come first, the case's controls after them.
  const wide = page.viewportSize()!;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-375.png` });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-375-full.png`, fullPage: true });
  const replyTop = (await page.locator('.inbox-composer textarea').boundingBox())!.y;
  const requestTop = (await page.locator('[data-kind="Request"]').boundingBox())!.y;
  const sideTop = (await side.boundingBox())!.y;
  assert.ok(requestTop < sideTop && replyTop < sideTop, `the conversation (${requestTop}) and reply box (${replyTop}) come before the controls (${sideTop})`);
  await page.setViewportSize(wide);

  // Link a ticket with the keyboard: the focus goes to the linked ticket; unlinking, to the search box.
  const find = page.getByRole('textbox', { name: 'Find a ticket to link' });
  await find.fill('Playlist');
  await find.press('Enter');
  const linkButton = page.getByRole('button', { name: 'Link #1 Playlist sync' });
  await linkButton.focus();
  await page.keyboard.press('Enter');
  const linked = page.locator('.inbox-ticket-current').getByRole('link', { name: '#1 Playlist sync' });
  await linked.waitFor();
  await assertFocused(linked, 'after Link #1');
  const unlink = page.getByRole('button', { name: 'Unlink' });
  await unlink.focus();
  await page.keyboard.press('Enter');
  await page.getByText('No ticket linked.').waitFor();
  await assertFocused(find, 'after Unlink');

  // Back in the list, the case is read.
  await page.getByRole('link', { name: '← All cases' }).click();
  await row.waitFor();
  assert.is(await row.getAttribute('data-unread'), null);
  assert.is(await row.getByRole('img', { name: 'Unread' }).count(), 0);
  await row.getByText('Assigned to Maya Chen').waitFor();

  // The client's page shows the reply, never the note.
  const client = await newPage(browser);
  await client.page.goto(opened.url);
  await client.page.locator('[data-kind="SupportMessage"]', { hasText: 'Could you send a screenshot of your library?' }).waitFor();
  await client.page.locator('[data-kind="SupportMessage"]', { hasText: 'Maya Chen' }).waitFor();
  await client.page.locator('[data-kind="SupportImage"] img').waitFor();
  assert.is(await client.page.getByText('Probably the sync bug').count(), 0);
  assert.is(await client.page.getByText('assigned the case').count(), 0);
  assert.is(await client.page.getByText('moved to Processing').count(), 0, 'the status line is for members only');

  // The client was emailed their link with the reply.
  const mails = (await mailbox(server)).filter((mail) => mail.to === 'ana@example.com');
  const reply = mails.at(-1)! as { subject: string; links: readonly string[]; text?: string };
  assert.is(mails.length, 2, 'the opening email and the reply');
  assert.is(reply.subject, 'Your support case #1');
  assert.equal(reply.links, [opened.url]);
  assert.ok(reply.text?.includes('Could you send a screenshot of your library?'));

  // Text search through the URL: typed words narrow the list after a pause.
  await page.getByRole('searchbox', { name: 'Search' }).fill('invoice');
  await page.waitForURL(/q=invoice/);
  await page.getByText('No case matches these filters.').waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).fill('playlist');
  await page.waitForURL(/q=playlist/);
  await row.waitFor();

  assert.equal(errors, []);
  assert.equal(client.errors, []);
  await client.page.close();

  // A cold load of the inbox fetches only the chunks its HTML preloads.
  for (const path of ['/issue', `/issue/${opened.issueId}/view`]) {
    const cold = await context.newPage();
    const scripts: string[] = [];
    cold.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = await (await cold.request.get(`${server.url}${org}${path}`)).text();
    const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!));
    await cold.goto(`${server.url}${org}${path}`);
    await cold.getByRole('main').getByRole('heading').first().waitFor();
    await cold.waitForLoadState('networkidle');
    assert.equal(scripts.filter((script) => script.startsWith('/assets/') && !preloaded.has(script)), [], `${path} fetched chunks its HTML did not preload`);
    await cold.close();
  }
  await context.close();
});

inbox("a member's Help message goes to Tidemark's own support, never into a customer organization's inbox (issue 25, bug 3)", async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  // The first organization of this server: where an unnamed case used to land.
  const org = await owner(page, server, 'help@example.com', 'First Customer', 'Hana');
  await page.goto(`${server.url}${org}/admin`);
  await page.getByRole('switch', { name: 'Support inbox' }).click();
  await page.getByText('Support inbox turned on').waitFor();
  await page.getByRole('button', { name: 'Help: contact Tidemark support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await dialog.getByRole('textbox', { name: /How can we help/ }).fill('Where do I change my plan? A private question from Hana.');
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  await dialog.getByText(/We opened case #\d+ and emailed you its link/).waitFor();
  // Hana gets her case's link by email; her organization's inbox does not hold her message.
  const mail = (await mailbox(server)).find((message) => message.to === 'help@example.com' && /^Your support case #/.test(message.subject));
  assert.ok(mail, 'the case link was emailed');
  await page.goto(`${server.url}${org}/issue`);
  await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.is(await page.getByText(/A private question from Hana/).count(), 0, "the message is in no customer organization's inbox");
  assert.equal(errors, []);
});

inbox.run();
