/**
 * The admin catalogues in Chromium against the real server: an owner creates a product, a team,
 * a workflow with three states reordered and made default, a tag with a colour, invites a person
 * and changes their type; the last owner cannot be demoted; the invited person (accepted through
 * the mailbox link) sees no admin links and no write controls; filtered lists survive a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { mailTo, owner, PASSWORD } from '../shared/people.ts';

/** Signs up and creates an organization; answers its path, /org/{id}. */
const ownerWithOrganization = (page: Page, server: RunningServer) => owner(page, server, 'ana@example.com', 'Moonlight Records', 'Ana Lima');

const stateNames = (page: Page) => page.locator('.states-row input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

const admin = suite<{ server: RunningServer; browser: Browser }>('admin catalogues in Chromium');

admin.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

admin.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

admin('an owner builds the catalogues; an invited member reads them without write controls', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser);
  const org = await ownerWithOrganization(page, server);

  // The admin home: one card per catalogue, with counts.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Products' }).waitFor();
  await page.goto(`${server.url}${org}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
  await page.getByRole('link', { name: /Workflows\s*1 workflow/ }).waitFor();
  assert.is(await page.title(), 'Admin - Tidemark');

  // A product: refused blank, then created; its page shows it.
  await page.getByRole('link', { name: /Products\s*0 products/ }).click();
  await page.getByText('No products yet').waitFor();
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('Name is required').waitFor();
  await page.getByLabel('Name').fill('Web player');
  await page.getByLabel('Description').fill('The music player in the browser');
  await page.getByRole('button', { name: 'Create product' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Web player' }).waitFor();
  // The button that led here is gone: the focus starts on the new page's heading, not on <body>.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Web player');
  assert.match(new URL(page.url()).pathname, /\/admin\/product\/\d+\/view$/);
  await page.getByText('The music player in the browser').waitFor();

  // The same name again is the server's to refuse, on the field.
  await page.goto(`${server.url}${org}/admin/product/new`);
  await page.getByLabel('Name').fill('web player');
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('A product named "Web player" already exists').first().waitFor();
  assert.is(await page.getByLabel('Name').inputValue(), 'web player', 'nothing typed is lost');

  // The product list's filter lives in the URL and survives a reload.
  await page.goto(`${server.url}${org}/admin/product`);
  await page.getByRole('searchbox', { name: 'Filter products' }).fill('player');
  await page.waitForURL(/\?search=player$/);
  await page.reload();
  assert.is(await page.getByRole('searchbox', { name: 'Filter products' }).inputValue(), 'player');
  await page.getByRole('link', { name: 'Web player', exact: true }).waitFor();

  // A team with a member chosen by keyboard.
  await page.goto(`${server.url}${org}/admin/team/new`);
  await page.getByLabel('Name').fill('Sound');
  const ana = page.getByRole('checkbox', { name: /Ana Lima/ });
  await ana.focus();
  await page.keyboard.press('Space');
  assert.ok(await ana.isChecked());
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('heading', { name: 'Sound' }).waitFor();
  await page.getByText('Members (1)').waitFor();

  // A workflow with three states, reordered by button and by keyboard, then made the default.
  await page.goto(`${server.url}${org}/admin/workflow/new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Release');
  await page.getByLabel('Name of state 1').fill('Plan');
  await page.getByRole('button', { name: 'Add a state' }).click();
  await page.getByLabel('Name of state 2').fill('Ship');
  await page.getByRole('button', { name: 'Add a state' }).click();
  await page.getByLabel('Name of state 3').fill('Build');
  await page.getByRole('button', { name: 'Move Build up' }).click();
  assert.equal(await stateNames(page), ['Plan', 'Build', 'Ship']);
  await page.getByLabel('Name of state 1').press('Alt+ArrowDown');
  assert.equal(await stateNames(page), ['Build', 'Plan', 'Ship']);
  await page.getByRole('button', { name: 'Move Plan to the top' }).click();
  assert.equal(await stateNames(page), ['Plan', 'Build', 'Ship']);
  await page.getByRole('button', { name: 'Create workflow' }).click();
  await page.getByRole('heading', { name: 'Release' }).waitFor();
  assert.equal(await stateNames(page), ['Plan', 'Build', 'Ship']);
  await page.getByRole('button', { name: 'Make default: Release' }).click();
  await page.getByText('Default workflow changed').waitFor();
  await page.getByRole('heading', { name: 'Release Default' }).waitFor();
  await page.goto(`${server.url}${org}/admin/workflow`);
  const release = page.getByRole('row', { name: /Release/ });
  await release.getByText('Default').waitFor();
  assert.equal(await release.locator('.states-line li').allTextContents(), ['Plan', 'Build', 'Ship']);
  await page.getByRole('row', { name: /Standard/ }).getByRole('button', { name: 'Make default: Standard' }).waitFor();

  // A tag with a colour.
  await page.goto(`${server.url}${org}/admin/tag/new`);
  await page.getByLabel('Name').fill('Urgent');
  await page.locator('.colour-swatch', { hasText: 'Pink' }).click();
  assert.ok(await page.getByRole('radio', { name: 'Pink' }).isChecked());
  await page.getByRole('button', { name: 'Create tag' }).click();
  await page.getByRole('heading', { name: 'Urgent' }).waitFor();
  await page.goto(`${server.url}${org}/admin/tag`);
  assert.is(await page.locator('.tag-chip', { hasText: 'Urgent' }).getAttribute('data-color'), 'PINK');

  // Invite a person; the email goes out; change their type.
  await page.goto(`${server.url}${org}/admin/role`);
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill('leo@example.com');
  await dialog.locator('.type-option', { hasText: 'Member' }).click();
  await dialog.getByLabel('Work title').fill('Sound engineer');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Invitation sent').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const leoRow = page.getByRole('row', { name: /leo@example\.com/ });
  await leoRow.getByText('Invited').waitFor();
  await leoRow.getByText('Sound engineer').waitFor();
  const invitation = await mailTo(server, 'leo@example.com', /^You are invited/);

  await leoRow.getByRole('link', { name: /Edit/ }).click();
  await page.locator('.type-option', { hasText: 'Visitor' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Person saved').waitFor();
  await page.getByText('Visitor', { exact: true }).waitFor();

  // The people list's filter lives in the URL.
  await page.goto(`${server.url}${org}/admin/role?type=VISITOR&status=INVITED`);
  await page.getByRole('row', { name: /leo@example\.com/ }).waitFor();
  assert.is(await page.getByRole('row', { name: /ana@example\.com/ }).count(), 0);
  assert.ok(await page.getByRole('checkbox', { name: 'Visitor' }).isChecked());
  await page.locator('.admin-chip', { hasText: 'Invited' }).click();
  await page.waitForURL(/\/admin\/role\?type=VISITOR$/);

  // The last owner cannot be demoted.
  await page.goto(`${server.url}${org}/admin/role`);
  await page.getByRole('row', { name: /ana@example\.com/ }).getByRole('link', { name: /Edit/ }).click();
  await page.locator('.type-option', { hasText: 'Admin' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'The organization needs at least one owner' }).first().waitFor();
  assert.ok(await page.getByRole('radio', { name: /Admin/ }).isChecked(), 'the choice stays');
  assert.equal(errors, []);

  // The invited person accepts through the mailbox link and reads the catalogues only.
  const leo = await newPage(browser);
  await leo.page.goto(invitation.links[0]!);
  await leo.page.getByRole('heading', { name: 'Join your team' }).waitFor();
  await leo.page.getByLabel('Password').fill(PASSWORD);
  await leo.page.getByRole('button', { name: 'Create account' }).click();
  await leo.page.locator('.invite', { hasText: 'Moonlight Records' }).getByRole('button', { name: 'Accept Invitation' }).click();
  await leo.page.waitForURL(/\/onboarding\/welcome$/);
  const nav = leo.page.getByRole('navigation', { name: 'Organization' });
  await nav.getByRole('link', { name: 'Tickets' }).waitFor();
  for (const link of ['Products', 'Teams', 'Workflows', 'Tags', 'People']) assert.is(await nav.getByRole('link', { name: link }).count(), 0, `no ${link} link`);

  await leo.page.goto(`${server.url}${org}/admin/product`);
  await leo.page.getByRole('link', { name: 'Web player', exact: true }).waitFor();
  await leo.page.getByText('only administrators can change it').waitFor();
  assert.is(await leo.page.getByRole('link', { name: 'New product' }).count(), 0);
  assert.is(await leo.page.getByRole('link', { name: 'Edit' }).count(), 0);
  await leo.page.goto(`${server.url}${org}/admin/workflow`);
  await leo.page.getByRole('row', { name: /Release/ }).waitFor();
  assert.is(await leo.page.getByRole('button', { name: /Make .* default/ }).count(), 0);
  await leo.page.goto(`${server.url}${org}/admin/role`);
  await leo.page.getByRole('row', { name: /ana@example\.com/ }).waitFor();
  assert.is(await leo.page.getByRole('button', { name: 'Invite people' }).count(), 0);
  await leo.page.goto(`${server.url}${org}/admin/tag/new`);
  await leo.page.getByRole('heading', { name: 'Administrators only' }).waitFor();
  assert.equal(leo.errors, []);
  await leo.page.close();

  // The owner deactivates them after a confirmation, and can reactivate them.
  await page.goto(`${server.url}${org}/admin/role`);
  await page.getByRole('row', { name: /leo@example\.com/ }).getByRole('link', { name: 'leo', exact: true }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await page.getByText('Person deactivated').waitFor();
  await page.getByRole('button', { name: 'Reactivate' }).waitFor();
  await page.close();
});

admin('narrow and wide layouts: the lists become cards on a phone and nothing overflows', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 800);
  await server.post('/dev/reset', {});
  const org = await ownerWithOrganization(page, server);
  for (const path of ['admin', 'admin/workflow', 'admin/workflow/1', 'admin/role', 'admin/tag/new', 'admin/team/new']) {
    await page.goto(`${server.url}${org}/${path}`);
    await page.locator('.admin-page h1').waitFor();
    await page.locator('.admin-loading').waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the phone`);
  }
  assert.equal(errors, []);
  await page.close();
});

admin.run();
