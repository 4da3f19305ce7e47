/**
 * The organization's settings on the admin home (issue 18), in Chromium: an owner fills them from
 * the keyboard (the country and state chosen from lists, typing a few letters), is told what is
 * wrong before anything is sent, saves, and the header takes the new name; a reload shows them; a
 * member reads them and cannot change them.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { acceptInvitation, inviteMember, owner } from '../shared/people.ts';

const settings = suite<{ server: RunningServer; browser: Browser }>('organization settings in Chromium');

settings.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

settings.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

const section = (page: Page) => page.getByRole('region', { name: 'Organization' });
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''}`);

/** Focuses a list and types the start of an item, as a person choosing from the keyboard does. */
async function choose(page: Page, label: string, typed: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).focus();
  await page.keyboard.type(typed);
}

const chosen = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');

settings('an owner sets the name, the address and the time zone from the keyboard; the header and a reload show them', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  const org = await owner(page, server, 'ana@example.com', 'Moonlight Records', 'Ana');
  await page.goto(`${server.url}${org}/admin`);
  const card = section(page);
  await card.getByText('Not set yet').first().waitFor();
  await card.getByRole('button', { name: 'Edit organization' }).focus();
  await page.keyboard.press('Enter');
  assert.is(await focused(page), 'INPUT name', 'the form opens on its first field');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Moonlight Studio');
  await page.keyboard.press('Enter');
  // Nothing is sent while fields are missing: each says why, and the first takes the focus.
  await card.getByText('Address line 1 is required').waitFor();
  assert.is(await focused(page), 'INPUT address1');
  assert.ok(await card.getByText('Country is required').isVisible());
  await page.keyboard.type('12 Harbour Road');
  await card.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await card.getByRole('textbox', { name: 'Zip code' }).fill('1100-148');
  assert.ok(await card.getByRole('combobox', { name: 'State', exact: true }).isDisabled(), 'no state before a country');
  await choose(page, 'Country', 'Portu');
  assert.is(await chosen(page, 'Country'), 'Portugal');
  await choose(page, 'State', 'Lisb');
  assert.is(await chosen(page, 'State'), 'Lisboa');
  await card.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Lisbon');
  await page.keyboard.press('Enter');
  await page.getByText('Organization saved').waitFor();
  await card.getByRole('button', { name: 'Edit organization' }).waitFor();
  assert.is(await focused(page), 'BUTTON Edit organization', 'the focus goes back to the button that opened the form');
  const shown = await card.innerText();
  for (const text of ['Moonlight Studio', '12 Harbour Road', '1100-148 Lisbon', 'Lisboa', 'Portugal', 'Europe/Lisbon']) assert.ok(shown.includes(text), text);
  await page.locator('.app-header').getByText('Moonlight Studio').waitFor();

  await page.reload();
  await section(page).getByText('1100-148 Lisbon').waitFor();
  assert.ok((await section(page).innerText()).includes('Europe/Lisbon'));
  assert.equal(errors, []);
});

settings('another country clears a state that is not its own; Cancel drops what was typed', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 812);
  const org = await owner(page, server, 'bea@example.com', 'Bea Sound', 'Bea');
  await page.goto(`${server.url}${org}/admin`);
  const card = section(page);
  await card.getByRole('button', { name: 'Edit organization' }).click();
  await card.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'United States' });
  await choose(page, 'State', 'Calif');
  assert.is(await chosen(page, 'State'), 'California');
  await choose(page, 'Country', 'Fran');
  assert.is(await chosen(page, 'Country'), 'France');
  assert.is(await chosen(page, 'State'), 'Choose a state', 'California is not one of France');
  await card.getByRole('textbox', { name: 'Organization name' }).fill('Someone else');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Edit organization' }).waitFor();
  assert.ok((await card.innerText()).includes('Bea Sound'), 'nothing typed was kept');
  assert.ok((await card.innerText()).includes('Not set yet'));
  assert.equal(errors, []);
});

settings('a member reads the settings and cannot change them', async ({ server, browser }) => {
  const { page } = await newPage(browser);
  const org = await owner(page, server, 'cleo@example.com', 'Cleo Beats', 'Cleo');
  const invitation = await inviteMember(page, server, org, 'dan@example.com');
  const other = await browser.newContext();
  const member = await other.newPage();
  await acceptInvitation(member, invitation, 'Cleo Beats');
  await member.goto(`${server.url}${org}/admin`);
  const card = section(member);
  await card.getByText('Owners and administrators can change these.').waitFor();
  assert.is(await card.getByRole('button', { name: 'Edit organization' }).count(), 0);
  assert.ok((await card.innerText()).includes('Cleo Beats'));
  await other.close();
});

settings.run();
