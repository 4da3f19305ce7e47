import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';

const PASSWORD = 'a long enough password';
const SHOTS = process.env['TICKET_SHOTS'];

async function signUpWithOrganization(page: Page, server: RunningServer, email: string, organization: string): Promise<string> {
  await page.goto(`${server.url}/auth/register`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
  const mails = (await (await fetch(`${server.url}/dev/mailbox`)).json()) as { to: string; subject: string; links: string[] }[];
  await page.goto(mails.filter((mail) => mail.to === email && mail.subject.startsWith('Confirm')).at(-1)!.links[0]!);
  await page.getByText('Email Verified').waitFor();
  await page.getByRole('heading', { name: "Let's get started!" }).waitFor();
  await page.getByLabel("Organization's Name").fill(organization);
  await page.getByLabel('Your name within this organization').fill('Ana Lima');
  await page.getByRole('button', { name: 'Create new Organization' }).click();
  await page.waitForURL(/\/org\/\d+\//);
  return new URL(page.url()).pathname.split('/')[2]!;
}

async function createTicket(page: Page, title: string, options: { draft?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'New ticket' }).waitFor();
  await dialog.getByLabel('Title').fill(title);
  if (options.draft) await dialog.getByLabel('Save as draft').check();
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.ticket-scroll [role="row"]', { hasText: title }).waitFor();
}

const row = (page: Page, title: string) => page.locator('.ticket-scroll [role="row"]', { hasText: title });

const tickets = suite<{ server: RunningServer; browser: Browser }>('tickets in Chromium');

tickets.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

tickets.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

tickets('create tickets, edit in place and in the modal, favourite, bulk mark as done', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgId = await signUpWithOrganization(page, server, 'ana@example.com', 'Moonlight Records');
  await page.goto(`${server.url}/org/${orgId}/ticket`);
  await page.getByRole('heading', { name: 'Tickets', exact: true }).waitFor();
  await page.getByText('No tickets yet').waitFor();
  assert.is(await page.title(), 'Tickets - Tidemark');

  // Create: the title is required, and what was typed stays.
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description').fill('Kept while the title is missing');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await dialog.getByText('Title is required').waitFor();
  assert.is(await dialog.getByLabel('Description').inputValue(), 'Kept while the title is missing');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await createTicket(page, 'Fix the playlist sync');
  await createTicket(page, 'Design the album page');
  await createTicket(page, 'Write release notes', { draft: true });
  await page.getByText('3 tickets', { exact: true }).waitFor();
  await row(page, 'Write release notes').getByText('Draft').waitFor();

  // The text filter narrows the list.
  await page.getByLabel('Filter tickets').fill('album');
  await page.waitForFunction(() => document.querySelectorAll('.ticket-scroll [role="row"]').length === 1);
  await page.getByLabel('Filter tickets').fill('');
  await page.waitForFunction(() => document.querySelectorAll('.ticket-scroll [role="row"]').length === 3);

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tickets-wide.png`, fullPage: true });

  // Edit in the modal, from the row's Edit button.
  await row(page, 'Design the album page').getByRole('button', { name: /^Edit / }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Title').fill('Design the album and artist pages');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Ticket has been updated').first().waitFor();
  await modal.waitFor({ state: 'detached' });
  await row(page, 'Design the album and artist pages').waitFor();

  // Edit in place on the ticket page: title, a checklist item, an estimate, favourite.
  await row(page, 'Fix the playlist sync').getByRole('link').click();
  await page.getByRole('heading', { name: 'Fix the playlist sync' }).waitFor();
  assert.is(await page.title(), '#1 Fix the playlist sync - Tidemark');
  await page.getByRole('button', { name: /^Title: Fix the playlist sync/ }).click();
  const titleInput = page.getByRole('textbox', { name: 'Title' });
  await titleInput.fill('Fix the playlist sync on mobile');
  await titleInput.press('Enter');
  await page.getByRole('heading', { name: 'Fix the playlist sync on mobile' }).waitFor();
  await page.getByRole('button', { name: /^Title:/ }).press('Enter');
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await page.getByText('Title is required').waitFor();
  await page.getByRole('textbox', { name: 'Title' }).press('Escape');
  await page.getByRole('heading', { name: 'Fix the playlist sync on mobile' }).waitFor();

  await page.getByLabel('New checklist item').fill('Reproduce on Android');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('checkbox', { name: 'Done: Reproduce on Android' }).click();
  await page.locator('.checklist-item[data-done]').waitFor();

  const estimate = page.getByRole('form', { name: /^Estimate of / }).first();
  await estimate.getByLabel('Min').fill('4');
  await estimate.getByLabel('Most likely').fill('2');
  await estimate.getByLabel('Max').fill('8');
  await estimate.getByRole('button', { name: 'Save estimate' }).click();
  await estimate.getByText('Minimum ≤ most likely ≤ maximum').waitFor();
  await estimate.getByLabel('Min').fill('1');
  await estimate.getByRole('button', { name: 'Save estimate' }).click();
  await page.getByText('PERT mean 2.8 h').first().waitFor();

  await page.getByLabel('New comment').fill('Seen on two phones');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await page.getByText('Seen on two phones').waitFor();

  await page.getByRole('button', { name: /Favourite/ }).click();
  await page.locator('.favorite-toggle[aria-pressed="true"]').waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-page-wide.png`, fullPage: true });

  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Favorites' }).click();
  await page.getByRole('heading', { name: 'Favorite tickets' }).waitFor();
  await row(page, 'Fix the playlist sync on mobile').waitFor();
  assert.is(await page.locator('.ticket-scroll [role="row"]').count(), 1);

  // Bulk: select all, mark as done.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('heading', { name: 'Tickets', exact: true }).waitFor();
  await row(page, 'Write release notes').waitFor();
  await page.getByLabel('Select all loaded tickets').check();
  await page.getByText('3 selected').waitFor();
  await page.getByLabel('Bulk action', { exact: true }).selectOption({ label: 'Mark as done' });
  await page.getByRole('button', { name: 'Apply to 3' }).click();
  const report = page.locator('.bulk-report');
  await report.waitFor();
  const text = (await report.textContent()) ?? '';
  assert.match(text, /\d tickets? updated/);
  await page.locator('.bulk-bar').waitFor({ state: 'detached' });
  await row(page, 'Design the album and artist pages').getByText('Done').waitFor();
  assert.equal(errors, []);

  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/tickets-narrow.png`, fullPage: true });
    await row(page, 'Fix the playlist sync on mobile').getByRole('link').click();
    await page.getByRole('heading', { name: 'Fix the playlist sync on mobile' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/ticket-page-narrow.png`, fullPage: true });
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Tickets' }).click();
    await page.getByRole('button', { name: 'New ticket' }).click();
    await page.getByRole('dialog').getByLabel('Title').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/new-ticket-narrow.png` });
  }
  await page.close();
});

tickets.run();
