/**
 * The dashboard home in Chromium: tickets assigned to me land in their blocks, the to-do list
 * survives a reload, and the time-zone banner follows the browser's zone (playwright's timezoneId):
 * dismissed for good, or used to update the profile.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, startServer, type RunningServer } from '../shared/harness.ts';
import { gql, seedTickets } from './dashboard-seed.ts';
import { owner } from '../shared/people.ts';

const dashboard = suite<{ server: RunningServer; browser: Browser }>('the dashboard home in Chromium');

dashboard.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

dashboard.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Blank space of more than 40 px between a card and the card above it in the same column (the grid's gap is 16 px). */
const holes = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.dash-card')].map((card) => ({ name: card.querySelector('h2')?.textContent ?? '?', box: card.getBoundingClientRect() }));
    const found: string[] = [];
    for (const { name, box } of boxes) {
      const above = boxes.filter((other) => other.box.bottom <= box.top && other.box.left < box.right - 1 && other.box.right > box.left + 1);
      if (above.length === 0) continue;
      const gap = box.top - Math.max(...above.map((other) => other.box.bottom));
      if (gap > 40) found.push(`${Math.round(gap)} px above ${name}`);
    }
    return found;
  });

/**
 * The cards flow down the columns in order; the flow is balanced when no column could take the
 * next column's first card without growing past the tallest column (a fixed split of cards into
 * stacks, the old layout, left one column ~1000 px short), and no column ends further from the
 * tallest than its largest card could fill.
 */
const unbalanced = (page: Page) =>
  page.evaluate(() => {
    const columns = new Map<number, DOMRect[]>();
    for (const card of document.querySelectorAll('.dashboard-grid > .dash-card')) {
      const box = card.getBoundingClientRect();
      const key = Math.round(box.left);
      columns.set(key, [...(columns.get(key) ?? []), box]);
    }
    const ordered = [...columns.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes.sort((a, b) => a.top - b.top));
    if (ordered.length < 2) return null;
    const tallest = Math.max(...ordered.map((boxes) => boxes.at(-1)!.bottom));
    for (let index = 0; index + 1 < ordered.length; index++) {
      const end = ordered[index]!.at(-1)!.bottom;
      const next = ordered[index + 1]![0]!;
      if (end + 16 + next.height <= tallest) return `column ${index + 1} ends ${Math.round(tallest - end)} px short: it could take the next card`;
    }
    // And no column ends further from the tallest than one card could fill.
    const largest = Math.max(...ordered.flat().map((box) => box.height));
    for (const [index, boxes] of ordered.entries()) {
      const short = tallest - boxes.at(-1)!.bottom;
      if (short > largest + 16) return `column ${index + 1} ends ${Math.round(short)} px short, more than any card`;
    }
    return null;
  });

/** A context signed in as the owner of `page`'s context, in another time zone. */
async function sameUserIn(browser: Browser, from: BrowserContext, timezoneId: string): Promise<BrowserContext> {
  return browser.newContext({ storageState: await from.storageState(), timezoneId, viewport: { width: 1280, height: 900 } });
}

let signedIn: { context: BrowserContext; page: Page; org: string } | null = null;

async function ownerWithTickets({ server, browser }: { server: RunningServer; browser: Browser }) {
  if (signedIn) return signedIn;
  const context = await browser.newContext({ timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const org = await owner(page, server, 'dash@example.com', 'Harbour Lights', 'Dana Ruiz');
  await seedTickets(page, org);
  signedIn = { context, page, org };
  return signedIn;
}

dashboard('my tickets land in their blocks, each linked to its ticket; empty blocks say so', async (context) => {
  const { page, org } = await ownerWithTickets(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${context.server.url}${org}/dashboard`);
  await page.getByRole('heading', { name: 'Welcome to Harbour Lights' }).waitFor();
  assert.is(await page.title(), 'Dashboard - Tidemark');
  await card(page, 'To estimate').getByRole('link', { name: /Estimate the landing page/ }).waitFor();
  assert.is(await card(page, 'My estimated tickets').getByRole('link', { name: /Ready release notes/ }).count(), 1);
  assert.is(await card(page, 'Not yet scheduled').getByRole('link', { name: /Ready release notes/ }).count(), 1);
  const upcoming = card(page, 'Upcoming work');
  const first = upcoming.getByRole('listitem').first();
  assert.match((await first.textContent()) ?? '', /Fix the login bug.*Build, Review.*In progress/, 'in progress first, with my steps still to do');
  assert.is(await first.getByText('In progress', { exact: true }).isVisible(), true, 'the chip shows');
  assert.is(await upcoming.getByRole('link', { name: /Ship the mobile app/ }).count(), 1, 'one row per ticket');
  assert.match((await upcoming.getByRole('listitem').filter({ hasText: 'Ship the mobile app' }).textContent()) ?? '', /Design, Build, Review/);
  assert.is(await upcoming.locator('.dash-count').textContent(), String(await upcoming.getByRole('listitem').count()), 'the count counts tickets');
  assert.equal(await holes(page), [], 'no blank holes in the grid at 1280 px');
  assert.is(await unbalanced(page), null, 'the columns end together at 1280 px');
  await page.setViewportSize({ width: 1000, height: 900 });
  assert.equal(await holes(page), [], 'no blank holes in the grid at 1000 px');
  assert.is(await unbalanced(page), null, 'the columns end together at 1000 px');
  assert.match((await card(page, 'Previous work').textContent()) ?? '', /Fix the login bug.*Design/);
  assert.is(await card(page, 'Recently created').getByRole('listitem').count(), 4);
  assert.match((await card(page, 'My unestimated tickets').textContent()) ?? '', /None of your tickets is missing an estimate\./);
  assert.is(await card(page, 'Recently created').getByRole('link', { name: 'View all' }).count(), 0, 'everything is shown: no View all');
  // My week: the standard week, today marked.
  const week = card(page, 'My week');
  assert.match((await week.textContent()) ?? '', /40 h/);
  assert.is(await week.locator('tr[aria-current="date"]').count(), 1);
  // No banner: the browser and the profile agree.
  assert.is(await page.getByRole('region', { name: 'Your time zone' }).count(), 0);

  await card(page, 'To estimate').getByRole('link', { name: /Estimate the landing page/ }).click();
  await page.waitForURL(/\/ticket\/\d+\/view$/);
  await page.getByRole('main').getByText('Estimate the landing page').first().waitFor();
  assert.equal(errors, []);
});

dashboard('the home address shows the dashboard too', async (context) => {
  const { page, org } = await ownerWithTickets(context);
  await page.goto(`${context.server.url}${org}`);
  await card(page, 'To estimate').getByRole('link', { name: /Estimate the landing page/ }).waitFor();
});

dashboard("a cold load of the organization's own address fetches only the chunks its HTML preloads", async (context) => {
  const { context: paris, org } = await ownerWithTickets(context);
  const cold = await paris.newPage();
  const scripts: string[] = [];
  cold.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const html = await (await cold.request.get(`${context.server.url}${org}`)).text();
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!));
  await cold.goto(`${context.server.url}${org}`);
  await card(cold, 'To estimate').getByRole('link').first().waitFor();
  await cold.waitForLoadState('networkidle');
  assert.equal(scripts.filter((script) => script.startsWith('/assets/') && !preloaded.has(script)), []);
  await cold.close();
});

dashboard('a to-do is added with Enter, ticked, deleted, and the list survives a reload', async (context) => {
  const { page, org } = await ownerWithTickets(context);
  await page.goto(`${context.server.url}${org}/dashboard`);
  const todos = card(page, 'To-do list');
  await todos.getByText('Your to-do list is empty.', { exact: false }).waitFor();
  const field = todos.getByLabel('New to-do');
  await field.press('Enter');
  await todos.getByText('To-do is required').waitFor();
  await field.fill('Call Ana about the launch');
  await field.press('Enter');
  await todos.getByRole('checkbox', { name: 'Call Ana about the launch' }).waitFor();
  assert.is(await field.inputValue(), '', 'the field clears for the next one');
  await field.fill('Book the big room');
  await field.press('Enter');
  await todos.getByRole('checkbox', { name: 'Book the big room' }).waitFor();
  await todos.getByRole('checkbox', { name: 'Call Ana about the launch' }).check();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
  await todos.getByRole('button', { name: 'Move up: Book the big room' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.todo-item')?.textContent?.includes('Book the big room'));
  assert.is(await focused(), 'Move down: Book the big room', 'at the top, the focus stays on the row, on the move that is left');
  await todos.getByRole('button', { name: 'Delete: Book the big room' }).focus();
  await page.keyboard.press('Enter');
  await todos.getByRole('checkbox', { name: 'Book the big room' }).waitFor({ state: 'detached' });
  assert.is(await focused(), 'Delete: Call Ana about the launch', 'the focus moves to the next to-do');
  await page.waitForLoadState('networkidle');

  await page.reload();
  await todos.getByRole('checkbox', { name: 'Call Ana about the launch' }).waitFor();
  assert.is(await todos.getByRole('checkbox', { name: 'Call Ana about the launch' }).isChecked(), true);
  assert.is(await todos.getByRole('checkbox', { name: 'Book the big room' }).count(), 0);
});

dashboard('another time zone in the browser: the banner says both; a dismissal is remembered on the device', async (context) => {
  const { context: paris, org } = await ownerWithTickets(context);
  const tokyo = await sameUserIn(context.browser, paris, 'Asia/Tokyo');
  const page = await tokyo.newPage();
  await page.goto(`${context.server.url}${org}/dashboard`);
  const banner = page.getByRole('region', { name: 'Your time zone' });
  await banner.waitFor();
  assert.match((await banner.textContent()) ?? '', /This browser is in Asia\/Tokyo, but your profile says Europe\/Paris\./);
  await banner.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await banner.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /^Welcome to /, 'the focus goes to the heading, not <body>');
  await page.reload();
  await card(page, 'To estimate').waitFor();
  assert.is(await banner.count(), 0, 'dismissed for this pair of zones');
  await tokyo.close();
});

dashboard('"Use {zone}" saves the browser zone in the profile, and the banner goes away for good', async (context) => {
  const { context: paris, org } = await ownerWithTickets(context);
  const newYork = await sameUserIn(context.browser, paris, 'America/New_York');
  const page = await newYork.newPage();
  await page.goto(`${context.server.url}${org}/dashboard`);
  const banner = page.getByRole('region', { name: 'Your time zone' });
  await banner.getByRole('button', { name: 'Use America/New_York' }).click();
  await banner.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.match((await card(page, 'My week').textContent()) ?? '', /Times in America\/New_York/);
  await page.reload();
  await card(page, 'To estimate').waitFor();
  assert.is(await banner.count(), 0);
  const { me } = await gql(page, org, '{ me { role { timeZone } } }');
  assert.is(me.role.timeZone, 'America/New_York');
  await newYork.close();
});

dashboard('a new organization: every block calm and empty, on a narrow window too', async ({ server, browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Paris', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const org = await owner(page, server, 'calm@example.com', 'Quiet Cove');
  await page.goto(`${server.url}${org}/dashboard`);
  await card(page, 'Not yet scheduled').getByText('No ticket is ready to schedule.').waitFor();
  for (const [title, text] of [
    ['To estimate', 'Nothing waits for your estimate.'],
    ['Upcoming work', 'No scheduled work for you yet.'],
    ['Recently created', 'No tickets created in the last 14 days.'],
  ] as const) {
    assert.match((await card(page, title).textContent()) ?? '', new RegExp(text.replace('.', '\\.')), title);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off the side');
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await holes(page), [], 'no blank holes in the grid at 1280 px');
  assert.is(await unbalanced(page), null, 'the columns end together at 1280 px');
  await page.setViewportSize({ width: 1000, height: 900 });
  assert.equal(await holes(page), [], 'no blank holes in the grid at 1000 px');
  assert.is(await unbalanced(page), null, 'the columns end together at 1000 px');
  await context.close();
});

dashboard('my week: a blackout in my work day takes its hours, said on the day and the week', async (context) => {
  const { page, org } = await ownerWithTickets(context);
  const { me } = await gql(page, org, '{ me { role { timeZone workWeek { monday { startTime stopTime } } } } }');
  const zone = me.role.timeZone as string;
  assert.equal(me.role.workWeek.monday, { startTime: '09:00', stopTime: '17:00' });
  const LUNCH = 'mutation ($input: CreateRecurringBlackoutTimeInput!) { createRecurringBlackoutTime(input: $input) { recurringBlackoutTime { id } } }';
  const input = { name: 'Long lunch', weekdays: ['monday'], startTime: '12:00', stopTime: '13:30', timeZone: zone, roleIds: [] };
  const { recurringBlackoutTime: lunch } = (await gql(page, org, LUNCH, { input })).createRecurringBlackoutTime;
  // Overlapping the lunch: counted once.
  const { recurringBlackoutTime: overlap } = (await gql(page, org, LUNCH, { input: { ...input, name: 'Quiet half hour', startTime: '13:00', stopTime: '13:30' } })).createRecurringBlackoutTime;
  await page.goto(`${context.server.url}${org}/dashboard`);
  const week = card(page, 'My week');
  await week.getByText('Long lunch').waitFor();
  assert.match((await week.locator('tbody tr').first().textContent()) ?? '', /^Mon(Today)?6\.5 h \(1\.5 h blacked out\)09:00–17:00$/);
  assert.is(await week.locator('tfoot').textContent(), 'Week38.5 h (1.5 h blacked out)');
  for (const id of [lunch.id, overlap.id]) await gql(page, org, 'mutation ($input: DeleteRecurringBlackoutTimeInput!) { deleteRecurringBlackoutTime(input: $input) { deletedRecurringBlackoutTimeId } }', { input: { id } });
});

dashboard.run();
