/**
 * Where a page opens (issue 25, bug 1), in Chromium: a new page starts at its top, whatever the
 * page before was scrolled to; Back brings the page back where it was left, with the focus on the
 * link that was followed (walk #9), not on the heading far above; a filter changing the address of
 * the same page leaves it where it is.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';
import { graphql } from '../shared/page-graphql.ts';

const navigation = suite<{ server: RunningServer; browser: Browser }>('scroll positions across pages, in Chromium');

navigation.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

navigation.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

/** What has the focus: its text, its address, and whether it is shown whole in the window. */
const focusedNow = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return { text: element.textContent?.trim() ?? '', href: element.getAttribute('href'), inView: box.top >= 0 && box.bottom <= window.innerHeight, tag: element.tagName };
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
  await page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5000 });
  const back = await focusedNow(page);
  assert.ok(back.tag === 'A' && back.text.startsWith('Blackout times') && back.inView, `the card followed has the focus again, in view (${JSON.stringify(back)})`);
  assert.equal(errors, []);
});

navigation('Back to a scrolled dashboard puts the focus back on the ticket link followed with Enter, in view, not on the heading above (walk #9)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 600);
  const org = await owner(page, server, 'back-focus@example.com', 'Back Focus Records', 'Bea');
  for (let n = 1; n <= 12; n++) await graphql(page, org.split('/')[2]!, 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }', { input: { title: `Back focus ${n}` } });
  await page.goto(`${server.url}${org}/dashboard`);
  const recent = page.getByRole('region', { name: 'Recently created' });
  await recent.getByRole('link', { name: /Back focus/ }).first().waitFor();
  // Scroll to the bottom of the page and follow the last ticket link of the card from the keyboard.
  const link = recent.getByRole('link', { name: /Back focus/ }).last();
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  assert.ok(scrolled > 200, `the dashboard scrolls (${scrolled} px)`);
  await page.waitForTimeout(100);
  await link.focus();
  const followed = await focusedNow(page);
  assert.ok(followed.inView && followed.href?.includes('/ticket/'), `a ticket link in view (${JSON.stringify(followed)})`);
  const top = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/ticket\/[^/]+\/view$/);
  // A new page (not Back) starts at its top, its heading focused.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 5000 });
  assert.is(await page.evaluate(() => window.scrollY), 0);
  await page.goBack();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 3, top, { timeout: 5000 });
  await page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5000 });
  await page.waitForTimeout(300);
  const back = await focusedNow(page);
  assert.equal({ href: back.href, text: back.text }, { href: followed.href, text: followed.text }, 'the link followed has the focus again');
  assert.ok(back.inView, 'and it is in view');
  // The next Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => window.scrollY > 200), 'the page stays where it was');
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
