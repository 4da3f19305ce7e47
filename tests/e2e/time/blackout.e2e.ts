/**
 * Blackout times in Chromium against the real server: an owner creates a one-off and a recurring
 * blackout through the forms (client checks first), finds them in the lists and on the calendar
 * (month by month, by keyboard), and deletes one after a confirmation; an invited member reads
 * them without any way to change them.
 */
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { acceptInvitation, inviteMember, owner } from '../shared/people.ts';

const blackout = suite<{ server: RunningServer; browser: Browser }>('blackout times in Chromium');

blackout.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

blackout.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

/** A date-and-time field's value `days` from now (UTC, the test browser's zone). */
const inDays = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
/**
 * The launch party's first day from today: two days on, or, near a month's end, the 2nd of the next
 * month, so its two days fall in one month (the month after it must not show it).
 */
const PARTY = (() => {
  const now = new Date();
  if (now.getUTCDate() <= 24) return 2;
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2) - now.getTime()) / 86_400_000);
})();

blackout('an owner creates one-off and recurring blackouts and sees them listed and on the calendar; a member only reads them', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280);
  const org = await owner(page, server, 'ana@example.com', 'Moonlight Records', 'Ana Lima');

  // Invite a member first (they accept at the end).
  const invitation = await inviteMember(page, server, org, 'leo@example.com');

  // The admin nav leads to the calendar; the admin home has a card too.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Blackout times' }).click();
  await page.getByRole('heading', { level: 1, name: 'Blackout calendar' }).waitFor();
  assert.match(new URL(page.url()).pathname, /\/admin\/blackout$/);
  await page.getByText('No blackout times this month.').waitFor();

  // A one-off blackout: the form checks before sending, then creates it.
  await page.getByRole('link', { name: 'New blackout time' }).click();
  await page.getByRole('heading', { level: 1, name: 'New blackout time' }).waitFor();
  await page.getByRole('button', { name: 'Create blackout time' }).click();
  await page.getByText('Name is required').waitFor();
  await page.getByText('Enter a valid stop date and time').waitFor();
  const [startBox, stopBox] = [await page.getByLabel('Start').boundingBox(), await page.getByLabel('Stop').boundingBox()];
  assert.is(startBox!.height, stopBox!.height, 'Start and Stop inputs the same height with a message under one');
  assert.is(startBox!.y, stopBox!.y, 'and in line');
  await page.getByLabel('Name').fill('Launch party of the whole team in Lisbon');
  await page.getByLabel('Start').fill(inDays(PARTY, '10:00'));
  await page.getByLabel('Stop').fill(inDays(PARTY, '09:00'));
  await page.getByRole('button', { name: 'Create blackout time' }).click();
  await page.getByText('The stop must be after the start').waitFor();
  await page.getByLabel('Stop').fill(inDays(PARTY + 1, '18:00'));
  await page.locator('.admin-member', { hasText: 'Ana Lima' }).click();
  await page.getByRole('button', { name: 'Create blackout time' }).click();
  await page.getByRole('heading', { level: 1, name: 'Launch party' }).waitFor();
  assert.match(new URL(page.url()).pathname, /\/admin\/blackout\/scheduled\/\d+$/);
  assert.ok(await page.getByRole('checkbox', { name: /Ana Lima/ }).isChecked());

  // The one-off list.
  await page.getByRole('link', { name: 'One-off blackout times' }).click();
  const row = page.getByRole('row', { name: /Launch party/ });
  await row.waitFor();
  await row.getByText('Ana Lima').waitFor();

  // A recurring blackout, refused until its stop comes after its start.
  await page.getByRole('navigation', { name: 'Blackout times' }).getByRole('link', { name: 'Recurring' }).click();
  await page.getByText('No recurring blackout times yet').waitFor();
  await page.getByRole('link', { name: 'New recurring blackout' }).click();
  await page.getByLabel('Name').fill('Friday demo hour');
  await page.getByRole('button', { name: 'Create recurring blackout' }).click();
  await page.getByText('Choose at least one weekday').waitFor();
  const friday = page.getByRole('checkbox', { name: 'Friday' });
  await friday.focus();
  await page.keyboard.press('Space');
  assert.ok(await friday.isChecked(), 'weekdays tick by keyboard');
  await page.getByLabel('Start time').fill('15:00');
  await page.getByLabel('Stop time').fill('14:00');
  await page.getByLabel('Time zone').fill('Europe/Lisbon');
  await page.getByRole('button', { name: 'Create recurring blackout' }).click();
  await page.getByText('The stop time must be after the start time').first().waitFor();
  await page.getByLabel('Stop time').fill('16:00');
  await page.getByRole('button', { name: 'Create recurring blackout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Friday demo hour' }).waitFor();
  assert.match(new URL(page.url()).pathname, /\/admin\/blackout\/recurring\/\d+$/);

  await page.getByRole('link', { name: 'Recurring blackout times' }).click();
  const weekly = page.getByRole('row', { name: /Friday demo hour/ });
  await weekly.waitFor();
  for (const text of ['Friday', '15:00–16:00', 'Europe/Lisbon', 'Everyone']) await weekly.getByText(text, { exact: true }).waitFor();

  // The calendar: the one-off on its days, the recurring one on Fridays; months by keyboard.
  await page.getByRole('navigation', { name: 'Blackout times' }).getByRole('link', { name: 'Calendar' }).click();
  const month = page.locator('#blackout-month');
  const start = inDays(PARTY, '10:00').slice(0, 7);
  const shown = await month.textContent();
  const thisMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date());
  assert.is(shown, thisMonth);
  if (start !== new Date().toISOString().slice(0, 7)) await page.getByRole('button', { name: /^Next month/ }).click();
  const list = page.locator('.blackout-day-list');
  await list.getByRole('link', { name: 'Launch party' }).first().waitFor();
  await list.getByRole('link', { name: /Friday demo hour, \d\d:00–\d\d:00/ }).first().waitFor();
  assert.ok((await page.locator('.blackout-grid').getByRole('link', { name: 'Launch party' }).count()) >= 1, 'the grid draws it too');
  // At 1280 px every chip stays inside its day; a long name is cut with an ellipsis, its title and name say it all.
  const chips = await page.evaluate(() =>
    [...document.querySelectorAll('.blackout-grid .blackout-entry')].map((chip) => {
      const box = chip.getBoundingClientRect();
      const cell = chip.closest('td')!.getBoundingClientRect();
      return { inside: box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5, cut: chip.scrollWidth > chip.clientWidth, ellipsis: getComputedStyle(chip).textOverflow, title: chip.getAttribute('title'), name: chip.getAttribute('aria-label') };
    }),
  );
  assert.ok(chips.length >= 3);
  assert.ok(chips.every((chip) => chip.inside), JSON.stringify(chips));
  assert.ok(chips.every((chip) => chip.ellipsis === 'ellipsis' && chip.title === chip.name && chip.name !== null));
  assert.ok(chips.some((chip) => chip.cut && chip.name!.startsWith('Launch party of the whole team in Lisbon, ')), 'the long name is cut, not spilled');
  // The heading and tabs stay put from tab to tab.
  const place = async () => JSON.stringify([await page.getByRole('heading', { level: 1 }).boundingBox(), await page.getByRole('navigation', { name: 'Blackout times' }).boundingBox()]);
  const onCalendar = await place();
  await page.getByRole('navigation', { name: 'Blackout times' }).getByRole('link', { name: 'One-off' }).click();
  await page.getByRole('heading', { level: 1, name: 'One-off blackout times' }).waitFor();
  const onOneOff = JSON.parse(await place());
  assert.equal([onOneOff[0].x, onOneOff[1].x, onOneOff[1].width], [JSON.parse(onCalendar)[0].x, JSON.parse(onCalendar)[1].x, JSON.parse(onCalendar)[1].width]);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Blackout calendar' }).waitFor();
  const before = await month.textContent();
  await page.getByRole('button', { name: /^Next month/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((text) => document.querySelector('#blackout-month')?.textContent !== text, before);
  await list.getByRole('link', { name: /Friday demo hour/ }).first().waitFor();
  assert.is(await list.getByRole('link', { name: 'Launch party' }).count(), 0);
  await page.waitForURL(/\/admin\/blackout\/calendar\?month=\d{4}-\d{2}$/);
  const later = await month.textContent();
  await page.reload();
  await page.getByRole('heading', { level: 2, name: later! }).waitFor();
  await page.getByRole('button', { name: 'Today' }).click();
  assert.is(await month.textContent(), thisMonth);
  // A month the address cannot mean shows this month and the address says so.
  await page.goto(`${server.url}${org}/admin/blackout/calendar?month=2026-13`);
  await page.waitForURL(new RegExp(`\\?month=${new Date().toISOString().slice(0, 7)}$`));
  assert.is(await month.textContent(), thisMonth);
  assert.equal(errors, []);

  // The invited member accepts and reads the blackouts, with no way to change them.
  const leo = await newPage(browser);
  await acceptInvitation(leo.page, invitation, 'Moonlight Records');
  // Members find the blackout times in their navigation (not under Admin); the pages do not lead back to Admin.
  await leo.page.goto(`${server.url}${org}/dashboard`);
  const nav = leo.page.getByRole('navigation', { name: 'Organization' });
  await nav.getByRole('link', { name: 'Blackout times' }).click();
  await leo.page.getByRole('heading', { level: 1, name: 'Blackout calendar' }).waitFor();
  assert.is(await nav.getByRole('heading', { name: 'Admin' }).count(), 0);
  assert.is(await leo.page.getByRole('main').getByRole('link', { name: /Admin/ }).count(), 0);
  await leo.page.goto(`${server.url}${org}/admin/blackout/scheduled`);
  await leo.page.getByRole('link', { name: 'Launch party' }).waitFor();
  await leo.page.getByText('only administrators can change it').waitFor();
  assert.is(await leo.page.getByRole('link', { name: 'New blackout time' }).count(), 0);
  await leo.page.getByRole('link', { name: 'Launch party' }).click();
  await leo.page.getByRole('heading', { level: 1, name: 'Launch party' }).waitFor();
  await leo.page.getByText('Ana Lima').waitFor();
  assert.is(await leo.page.getByRole('textbox').count(), 0, 'no form');
  assert.is(await leo.page.getByRole('button', { name: /Delete/ }).count(), 0);
  await leo.page.goto(`${server.url}${org}/admin/blackout/recurring/new`);
  await leo.page.getByRole('heading', { name: 'Administrators only' }).waitFor();
  assert.equal(leo.errors, []);
  await leo.page.close();

  // The delete confirmation says who a blackout applies to and opens on Cancel; the delete box keeps its distance from the form.
  await page.goto(`${server.url}${org}/admin/blackout/scheduled`);
  await page.getByRole('link', { name: /Launch party/ }).click();
  await page.locator('.admin-danger-zone').waitFor();
  const gap = await page.evaluate(() => document.querySelector('.admin-danger-zone')!.getBoundingClientRect().top - document.querySelector('form.admin-form')!.getBoundingClientRect().bottom);
  assert.ok(gap >= 12, `a gap above the delete box: ${gap}`);
  await page.getByRole('button', { name: 'Delete blackout time' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Launch party of the whole team in Lisbon applies to Ana Lima only. It will be deleted for them. This cannot be undone.').waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
  await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: /Launch party/ }).waitFor();

  // The owner deletes the recurring blackout after a confirmation.
  await page.goto(`${server.url}${org}/admin/blackout/recurring`);
  await page.getByRole('link', { name: 'Friday demo hour' }).click();
  await page.getByRole('button', { name: 'Delete recurring blackout' }).click();
  await page.getByRole('alertdialog').getByText('Friday demo hour will be deleted for everyone in the organization. This cannot be undone.').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete recurring blackout' }).click();
  await page.getByText('No recurring blackout times yet').waitFor();
  assert.match(new URL(page.url()).pathname, /\/admin\/blackout\/recurring$/);
  assert.equal(errors, []);
  await page.close();
});

blackout.run();
