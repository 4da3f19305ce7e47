/**
 * The public demo in Chromium (§2 screens 11 and 12): request a demo, watch it go Queued ->
 * Processing -> Ready (the server clock moved by the dev endpoint), pick a role and land on the
 * demo organization's dashboard, its tickets there; the email is remembered and a reload finds
 * the status again; polling stops once Ready or Failed; a build that fails (DEMO_BUILD_FAILS,
 * real time with a short DEMO_BUILD_MS) says so and advises to try later.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, solveInPage, startServer, type RunningServer } from '../shared/harness.ts';
import { mailTo } from '../shared/people.ts';

const BUILD_MS = 60_000;
const POLL_MS = 5000;
/** One poll interval and some room for a busy machine. */
const NEXT_POLL = { timeout: POLL_MS + 5000 };

/** Counts the getDemo calls a page makes. */
function countPolls(page: Page): () => number {
  let polls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('GetDemo')) polls += 1;
  });
  return () => polls;
}

/** Requests a demo straight from the page (not through the form): answers its status. */
async function requestFromPage(page: Page, email: string): Promise<string> {
  const [proof, hash] = await solveInPage(page);
  return page.evaluate(
    async ([e, p, h]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($i: RequestDemoInput!) { requestDemo(input: $i) { status } }', variables: { i: { email: e, proof: p, hash: h } } }),
      });
      return ((await response.json()) as { data: { requestDemo: { status: string } } }).data.requestDemo.status;
    },
    [email, proof, hash] as const,
  );
}

/** The ready card fits the viewport: the screen is no taller than it (only the site footer waits below the fold, as on every page), 'Register' is in view, the role list scrolls inside when it must. */
async function readyCardFits(page: Page, label: string): Promise<void> {
  const fit = await page.evaluate(() => {
    const card = document.querySelector('.demo-main')!.getBoundingClientRect();
    const register = document.querySelector('.demo-status a[href$="/auth/register"]')!.getBoundingClientRect();
    const list = document.querySelector('.demo-roles') as HTMLElement;
    return {
      screenTaller: document.querySelector('main')!.getBoundingClientRect().height > window.innerHeight,
      cardBottom: Math.round(card.bottom),
      registerBottom: Math.round(register.bottom),
      height: window.innerHeight,
      listScrolls: list.scrollHeight > list.clientHeight,
      listHeight: list.clientHeight,
    };
  });
  assert.is(fit.screenTaller, false, `${label}: the screen is no taller than the viewport (${JSON.stringify(fit)})`);
  assert.ok(fit.cardBottom <= fit.height && fit.registerBottom <= fit.height, `${label}: the card and 'Register' are in view (${JSON.stringify(fit)})`);
  assert.ok(fit.listHeight >= 110, `${label}: the list keeps room for a few roles (${JSON.stringify(fit)})`);
}

const flow = suite<{ server: RunningServer; browser: Browser }>('the demo, from request to a living organization');

flow.before(async (context) => {
  context.server = await startServer({ DEMO_BUILD_MS: String(BUILD_MS) });
  context.browser = await launchBrowser();
});

flow.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

flow('request -> Queued -> Processing -> Ready -> pick a role -> the demo organization, its tickets there', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser);
  const polls = countPolls(page);
  await page.goto(`${server.url}/some/unknown/path`);
  const email = page.getByLabel('Email address');
  await email.waitFor();
  assert.ok(await email.evaluate((input) => input === document.activeElement), 'the email field has the focus');
  assert.is(await email.getAttribute('placeholder'), 'you@example.com');
  // Someone else's demo keeps the one worker busy: ours waits in the queue.
  assert.is(await requestFromPage(page, 'earlier@example.com'), 'PROCESSING');

  await email.fill('visitor@example.com');
  await page.getByRole('button', { name: 'Access Demo Instance' }).click();
  const queued = page.getByRole('button', { name: 'Looking for Worker...' });
  await queued.waitFor();
  assert.ok(await queued.isDisabled(), 'the waiting button is disabled');
  assert.match(page.url(), /\/demo\/status\?id=[\w-]{20,}$/);

  await server.post('/dev/clock/advance', { ms: BUILD_MS });
  const building = page.getByRole('button', { name: 'Building the Demo...' });
  await building.waitFor(NEXT_POLL);
  assert.ok(await building.isDisabled());
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Your demo instance', 'while it builds, the focus rests on the heading, not <body>');

  // A reload comes back to the status of the same demo.
  await page.reload();
  await building.waitFor();

  await server.post('/dev/clock/advance', { ms: BUILD_MS });
  await page.getByRole('heading', { name: 'Your demo instance is ready!' }).waitFor(NEXT_POLL);
  await page.getByText('Select your role:').waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Your demo instance is ready!', 'the ready heading takes the focus, so a keyboard user starts at the roles');
  const roles = page.locator('.demo-roles .demo-role');
  assert.is(await roles.count(), 10);
  assert.is(await page.locator('.demo-badge', { hasText: 'Invited' }).getAttribute('data-color'), 'yellow');
  assert.is(await page.locator('.demo-badge', { hasText: 'Owner' }).getAttribute('data-color'), 'blue');
  assert.is(await page.locator('.demo-badge', { hasText: 'Visitor' }).count(), 1);
  assert.ok((await page.getByRole('link', { name: 'Register on Tidemark' }).getAttribute('href'))!.endsWith('/auth/register'));
  // §2 screen 12: the list scrolls, not the page: the whole card fits a laptop and a phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await readyCardFits(page, '1280x800');
  assert.ok(await page.locator('.demo-roles').evaluate((list) => list.scrollHeight > list.clientHeight), 'at 800 px the ten roles scroll inside the list');
  await page.setViewportSize({ width: 375, height: 740 });
  await readyCardFits(page, '375x740');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Polling stops once the demo is ready.
  const asked = polls();
  await page.waitForTimeout(POLL_MS + 1000);
  assert.is(polls(), asked, 'no more getDemo once Ready');

  await page.getByRole('button', { name: /Maya Chen/ }).click();
  await page.waitForURL(/\/org\/\d+\/dashboard$/, { timeout: 15_000 });
  await page.getByText('Tempo Music').first().waitFor();
  // Focus is not left on <body>: the dashboard's main heading has it.
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome to Tempo Music' });
  await heading.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.ok(await heading.evaluate((h1) => h1 === document.activeElement), 'the main heading has the focus');
  assert.is(await page.title(), 'Dashboard - Tidemark');
  // Upcoming work: one row per ticket, tickets in progress first and saying so.
  const upcoming = page.getByRole('region', { name: 'Upcoming work', exact: true });
  await upcoming.locator('.dash-row').first().waitFor();
  const rows = await upcoming.locator('.dash-row').evaluateAll((items) =>
    items.map((item) => ({ id: item.querySelector('.dash-local-id')?.textContent, chip: item.querySelector('.dash-active') !== null })),
  );
  assert.is(new Set(rows.map((row) => row.id)).size, rows.length, `one row per ticket: ${JSON.stringify(rows)}`);
  const firstWaiting = rows.findIndex((row) => !row.chip);
  assert.ok(firstWaiting === -1 || rows.slice(firstWaiting).every((row) => !row.chip), `the 'In progress' rows come first: ${JSON.stringify(rows)}`);
  // The dashboard is alive: the organization's recent tickets and Maya's own work are listed.
  await page.locator('[data-block] .dash-row').first().waitFor();
  assert.ok((await page.locator('[data-block] .dash-row').count()) >= 5, 'the dashboard lists the demo work');
  assert.ok((await page.locator('.dash-count:not([data-zero])').count()) >= 3, 'several blocks have tickets');
  await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
  await page.locator('.ticket-scroll .ticket-row').first().waitFor();
  await page.getByText(/^(\d+ of )?\d{2,3} tickets( loaded)?$/).waitFor();
  assert.ok((await page.locator('.ticket-scroll .ticket-row').count()) >= 10, 'the demo has tickets');
  assert.equal(errors, []);
  await page.close();
});

flow('the email is remembered: the form comes back filled in; asking again from another browser emails the link to the demo instead of failing', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/demo/req`);
  await page.getByLabel('Email address').fill('again@example.com');
  await page.getByRole('button', { name: 'Access Demo Instance' }).click();
  await page.waitForURL(/\/demo\/status\?id=/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.goto(`${server.url}/demo/req`);
  const email = page.getByLabel('Email address');
  await email.waitFor();
  assert.is(await email.inputValue(), 'again@example.com');
  await page.getByRole('link', { name: 'Back to the demo you requested' }).waitFor();
  await page.close();

  // Another browser (nothing remembered) asks for the same email: no failure, no id; the owner of the address gets the link.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const visitor = await other.newPage();
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto(`${server.url}/demo/req`);
  const field = visitor.getByLabel('Email address');
  await field.fill('Again@Example.com');
  await visitor.getByRole('button', { name: 'Access Demo Instance' }).click();
  const notice = visitor.getByRole('status').filter({ hasText: 'We have emailed you the link to your demo.' });
  await notice.waitFor();
  assert.match((await notice.textContent()) ?? '', /A demo for Again@Example\.com is already running\./);
  assert.is(await visitor.getByText('Demo request failed').count(), 0, 'not a failure');
  assert.ok(await field.isEnabled(), 'the form is usable again');
  assert.match(visitor.url(), /\/demo\/req$/, 'and the demo is not opened here');
  assert.is(await visitor.getByRole('link', { name: 'Back to the demo you requested' }).count(), 0);

  const mail = await mailTo(server, 'again@example.com', /^Your Tidemark demo$/);
  const link = new URL(mail.links[0]!);
  assert.is(link.searchParams.get('id'), id, 'the link names that demo');
  // The emailed link opens the status screen of that demo, as a reload does.
  await visitor.goto(link.href);
  await visitor.getByRole('heading', { name: /Your demo instance/ }).waitFor();
  assert.ok((await visitor.getByRole('button', { name: /Looking for Worker|Building the Demo/ }).count()) + (await visitor.getByText('Select your role:').count()) >= 1);
  assert.equal(errors, []);
  await other.close();
});

flow.run();

const failing = suite<{ server: RunningServer; browser: Browser }>('a demo that cannot be built');

failing.before(async (context) => {
  context.server = await startServer({ DEMO_BUILD_MS: '300', DEMO_BUILD_FAILS: 'true' });
  context.browser = await launchBrowser();
});

failing.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

failing('shows its status and the advice to try again later, and stops asking', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 800);
  const polls = countPolls(page);
  await page.goto(server.url);
  await page.getByLabel('Email address').fill('unlucky@example.com');
  await page.getByRole('button', { name: 'Access Demo Instance' }).click();
  await page.getByText('status: FAILED').waitFor(NEXT_POLL);
  await page.getByText('Try again in 10 minutes').waitFor();
  const asked = polls();
  await page.waitForTimeout(POLL_MS + 1000);
  assert.is(polls(), asked, 'no more getDemo once Failed');
  await page.getByRole('link', { name: 'Back to the demo request' }).click();
  await page.getByRole('button', { name: 'Access Demo Instance' }).waitFor();
  assert.equal(errors, []);
  await page.close();
});

failing('signed out, every path but choose organization and a support link shows the demo request screen (§2)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser);
  for (const path of ['/auth/login', '/auth/register', '/auth/password_lost', '/org/1/ticket', '/anything/else']) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('button', { name: 'Access Demo Instance' }).waitFor();
    assert.ok(await page.getByLabel('Email address').evaluate((field) => field === document.activeElement), `${path}: the email field has the focus`);
  }
  await page.goto(`${server.url}/auth/choose_organization`);
  await page.waitForLoadState('networkidle');
  assert.is(await page.getByRole('button', { name: 'Access Demo Instance' }).count(), 0, 'choose organization stays reachable');
  assert.equal(errors, []);
  await page.close();
});

failing.run();
