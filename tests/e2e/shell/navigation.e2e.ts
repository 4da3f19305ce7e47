/**
 * Where a page opens (issue 25, bug 1), in Chromium: a new page starts at its top, whatever the
 * page before was scrolled to; Back brings the page back where it was left; a filter changing the
 * address of the same page leaves it where it is.
 */
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';

const navigation = suite<{ server: RunningServer; browser: Browser }>('scroll positions across pages, in Chromium');

navigation.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

navigation.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

navigation('a new page opens at its top; Back returns to where the page was left', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 700);
  const org = await owner(page, server, 'scroll@example.com', 'Scroll Records', 'Sam');
  await page.goto(`${server.url}${org}/admin`);
  await page.getByRole('heading', { name: 'Features' }).waitFor();
  await page.getByRole('button', { name: 'Edit organization' }).waitFor();
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, 600);
    return window.scrollY;
  });
  assert.ok(scrolled >= 500, `the admin home scrolls (${scrolled} px)`);
  await page.waitForTimeout(100);
  // Follow a card's link from the keyboard, without moving the page first.
  await page.locator('a.admin-card', { hasText: 'Blackout times' }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/blackout/, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.is(await page.evaluate(() => window.scrollY), 0, 'the new page starts at its top');
  await page.goBack();
  await page.waitForURL(/\/admin$/, { waitUntil: 'commit' });
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 3, scrolled, { timeout: 5000 });
  assert.equal(errors, []);
});

navigation('a filter that changes the address of the same page leaves it where it is', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 500);
  const org = await owner(page, server, 'filter-scroll@example.com', 'Filter Records', 'Fay');
  await page.goto(`${server.url}${org}/ticket`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.locator('.ticket-filters').getByRole('checkbox', { name: 'Closed as done', exact: true }).waitFor();
  const before = await page.evaluate(() => {
    window.scrollTo(0, 250);
    return window.scrollY;
  });
  assert.ok(before > 100, `the page scrolls (${before} px)`);
  await page.locator('.ticket-filters').getByRole('checkbox', { name: 'Closed as done', exact: true }).evaluate((box: HTMLElement) => box.focus({ preventScroll: true }));
  await page.keyboard.press('Space');
  await page.waitForURL(/status=DONE/);
  await page.waitForTimeout(300);
  assert.is(await page.evaluate(() => window.scrollY), before);
  assert.equal(errors, []);
});

navigation('"Skip to content" is the first Tab stop and takes the keyboard past the header and the navigation', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  const org = await owner(page, server, 'skip@example.com', 'Skip Records', 'Sia');
  await page.goto(`${server.url}${org}/ticket`);
  await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
  assert.ok(await page.getByRole('link', { name: 'Skip to content' }).isVisible(), 'it shows once it has the focus');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const where = await page.evaluate(() => ({ inMain: document.activeElement?.closest('.org-content > main') !== null, inNav: document.activeElement?.closest('.app-header, .org-sidenav') !== null, text: document.activeElement?.textContent ?? '' }));
  assert.ok(where.inMain && !where.inNav, `the next Tab is on the page's first control (${where.text})`);
  assert.equal(errors, []);
});

navigation.run();
