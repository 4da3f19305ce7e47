/**
 * Getting started and the profile's work week in Chromium against the real server: an owner signs
 * up, creates the organization, opens /onboarding/welcome, sees the product step to do, creates a
 * product through the step's link, comes back and sees it done (and the navigation's count move);
 * a ticket created from the step's link; hiding getting started; a member sees no admin links;
 * the work week saved on the profile survives a reload, and a night shift is refused. The first
 * run: a new organization lands on getting started (its first project's empty readme), whose marks
 * follow what was done without a reload, and its empty dashboard offers 'Create a ticket'.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { mailTo, owner, PASSWORD } from '../shared/people.ts';

const SHOTS = process.env['ONBOARDING_SHOTS'];
/** Where the first run's screenshots go, always (test-results/ is not committed). */
const FIRST_RUN_SHOTS = 'test-results/screenshots';

const onboarding = suite<{ server: RunningServer; browser: Browser }>('getting started and the work week in Chromium');

onboarding.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

onboarding.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

const step = (page: Page, title: string) => page.getByRole('listitem', { name: title });

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

onboarding('onboarding marks update after creating a product', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'welcome@example.com', 'Moonlight Records', 'Ana Lima');
  await page.goto(`${server.url}${org}/onboarding/welcome`);
  await page.getByRole('heading', { name: 'Welcome to Moonlight Records' }).waitFor();
  assert.is(await page.title(), 'Getting started - Tidemark');
  await page.getByText('0 of 3 done', { exact: true }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Organization' });
  await nav.getByRole('link', { name: 'Getting started (0 of 3 done)' }).waitFor();
  assert.equal(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(), ['Invite a colleague', 'Create a product', 'Create a ticket']);
  assert.is(await step(page, 'Create a product').getByText('Done', { exact: true }).count(), 0, 'product not done yet');
  await step(page, 'Create a product').getByText('To do').waitFor();
  await shot(page, 'onboarding-start-1280');

  // The step leads to the new product page; once created, back on getting started it is done.
  await step(page, 'Create a product').getByRole('link', { name: 'Create a product' }).click();
  await page.waitForURL(/\/admin\/product\/new$/);
  await page.getByLabel('Name').fill('Web player');
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('heading', { name: 'Web player' }).waitFor();
  // Back through the navigation (its count is the one `me` last said, until getting started reads it again).
  await nav.getByRole('link', { name: /^Getting started/ }).click();
  await page.waitForURL(/\/onboarding\/welcome$/);
  await step(page, 'Create a product').getByText('Done', { exact: true }).waitFor();
  await page.getByText('1 of 3 done', { exact: true }).waitFor();
  await nav.getByRole('link', { name: 'Getting started (1 of 3 done)' }).waitFor();
  assert.is(await step(page, 'Create a ticket').getByText('Done', { exact: true }).count(), 0);

  // A ticket from the step: the tickets page opens with New ticket.
  await step(page, 'Create a ticket').getByRole('link', { name: 'Create a ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'New ticket' }).waitFor();
  assert.is(new URL(page.url()).search, '', 'the address forgets ?new=1');
  await dialog.getByLabel('Title').fill('Design the album page');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await dialog.waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: /Getting started/ }).click();
  await step(page, 'Create a ticket').getByText('Done', { exact: true }).waitFor();
  await page.getByText('2 of 3 done', { exact: true }).waitFor();
  await shot(page, 'onboarding-two-done-1280');

  // Done elsewhere (another tab, here a call of its own): the marks refresh when the window comes back into focus.
  const invited = await page.evaluate(async (orgId) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', organization: orgId },
      body: JSON.stringify({ query: 'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { role { id } } }', variables: { input: { email: 'leo@example.com' } } }),
    });
    return response.json();
  }, org.split('/')[2]!);
  assert.is(invited.errors, undefined);
  assert.is(await step(page, 'Invite a colleague').getByText('Done', { exact: true }).count(), 0, 'not yet read again');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await step(page, 'Invite a colleague').getByText('Done', { exact: true }).waitFor();
  await page.getByText('3 of 3 done', { exact: true }).waitFor();
  // Everything done: the navigation no longer offers it.
  await page.waitForFunction(() => ![...document.querySelectorAll('nav a')].some((a) => a.textContent?.includes('Getting started')));

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await page.waitForURL(/\/dashboard$/);
  assert.equal(errors, []);
  await page.close();
});

onboarding('first run: a new organization lands on getting started; the marks follow without a reload; the empty dashboard offers Create a ticket', async ({ server, browser }) => {
  mkdirSync(FIRST_RUN_SHOTS, { recursive: true });
  const { page, errors } = await newPage(browser, 1280, 800);
  await owner(page, server, 'first-run@example.com', 'Harbor Lights', 'Hana');
  // The landing address stays the specification's: the explorer editor of the first project.
  assert.match(new URL(page.url()).pathname, /^\/org\/\d+\/explorer\/editor\/\d+$/);
  const landing = new URL(page.url()).pathname;
  const card = page.getByRole('region', { name: 'Welcome to Harbor Lights' });
  await card.getByText('0 of 3 done', { exact: true }).waitFor();
  assert.equal(await card.getByRole('heading', { level: 3 }).allTextContents(), ['Invite a colleague', 'Create a product', 'Create a ticket']);
  assert.is(await page.getByRole('textbox', { name: 'Readme (Markdown)' }).count(), 0, 'no empty editor');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Welcome to Harbor Lights', 'the welcome has the focus');
  await page.getByRole('button', { name: 'Write a readme' }).waitFor();
  await page.screenshot({ path: `${FIRST_RUN_SHOTS}/first-run-1280.png` });
  // The whole visit below is one document: nothing reloads.
  await page.evaluate(() => ((window as unknown as { firstRunDocument: boolean }).firstRunDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { firstRunDocument?: boolean }).firstRunDocument === true);

  // A product through the card's step; back on the landing, the step is done.
  await step(page, 'Create a product').getByRole('link', { name: 'Create a product' }).click();
  await page.waitForURL(/\/admin\/product\/new$/);
  await page.getByLabel('Name').fill('Lighthouse app');
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('heading', { name: 'Lighthouse app' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Organization' });
  /** Back to the landing as a person goes: Explorer, the first project, its readme. */
  const backToLanding = async () => {
    await nav.getByRole('link', { name: 'Explorer' }).click();
    await page.getByRole('treegrid', { name: 'Project tree' }).getByRole('row', { name: /^First project\b/ }).click();
    await page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Readme' }).click();
    assert.is(new URL(page.url()).pathname, landing);
  };
  await backToLanding();
  await step(page, 'Create a product').getByText('Done', { exact: true }).waitFor();
  await card.getByText('1 of 3 done', { exact: true }).waitFor();
  await nav.getByRole('link', { name: 'Getting started (1 of 3 done)' }).waitFor();
  assert.is(await step(page, 'Create a ticket').getByText('To do', { exact: true }).count(), 1);

  // The empty dashboard offers the first ticket, which opens New ticket.
  await nav.getByRole('link', { name: 'Home' }).click();
  const offer = page.getByRole('region', { name: 'No tickets yet' });
  await offer.getByRole('link', { name: 'Create a ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'New ticket' }).waitFor();
  await dialog.getByLabel('Title').fill('Paint the lighthouse');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await dialog.waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('region', { name: 'Recently created' }).getByRole('link', { name: /Paint the lighthouse/ }).waitFor();
  assert.is(await offer.count(), 0, 'offered no more once a ticket exists');

  // Back where the organization landed: the ticket step is done too.
  await backToLanding();
  await step(page, 'Create a ticket').getByText('Done', { exact: true }).waitFor();
  await card.getByText('2 of 3 done', { exact: true }).waitFor();
  assert.ok(await sameDocument(), 'no reload on the way');
  assert.equal(errors, []);
  await page.close();

  // A narrow window: the same landing, nothing off the side; the dashboard's offer in sight.
  const narrow = await newPage(browser, 375, 812);
  const small = await owner(narrow.page, server, 'first-run-narrow@example.com', 'Tiny Tides', 'Tess');
  await narrow.page.getByRole('region', { name: 'Welcome to Tiny Tides' }).getByText('0 of 3 done', { exact: true }).waitFor();
  await narrow.page.getByRole('button', { name: 'Write a readme' }).waitFor();
  assert.ok(await narrow.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off the side at 375 px');
  await narrow.page.screenshot({ path: `${FIRST_RUN_SHOTS}/first-run-375.png` });
  await narrow.page.goto(`${server.url}${small}/dashboard`);
  await narrow.page.getByRole('region', { name: 'No tickets yet' }).getByRole('link', { name: 'Create a ticket' }).waitFor();
  assert.ok(await narrow.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the dashboard fits at 375 px');
  assert.equal(narrow.errors, []);
  await narrow.page.close();
});

onboarding('Create a ticket from getting started with the keyboard, after a few pages: Title has the focus every time (walk #7)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  await owner(page, server, 'keyboard-ticket@example.com', 'Keyed Up', 'Kim');
  const nav = page.getByRole('navigation', { name: 'Organization' });
  const dialog = page.getByRole('dialog');
  const runs = 4;
  for (let run = 1; run <= runs; run++) {
    for (const name of ['Home', 'Tickets', 'Schedule', 'Search']) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await nav.getByRole('link', { name: /^Getting started/ }).click();
    await step(page, 'Create a ticket').getByRole('link', { name: 'Create a ticket' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'New ticket' }).waitFor();
    // Past the dialog's own focusing (it enters, then checks again after half a second).
    await page.waitForTimeout(700);
    const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, name: document.activeElement?.getAttribute('name') }));
    assert.equal(focused, { tag: 'INPUT', name: 'title' }, `run ${run}: the Title field has the focus`);
    // What is typed lands in the title (Escape keeps it as a draft: the next run selects it first).
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`Keyboard ticket ${run}`);
    assert.is(await dialog.getByLabel('Title').inputValue(), `Keyboard ticket ${run}`);
    // The step stays to do until the last run creates the ticket with Enter.
    await page.keyboard.press(run < runs ? 'Escape' : 'Enter');
    await dialog.waitFor({ state: 'detached' });
  }
  await page.getByRole('link', { name: /Keyboard ticket 4/ }).first().waitFor();
  assert.equal(errors, []);
  await page.close();
});

onboarding('hiding getting started removes it from the navigation; a member sees who may do the admin steps', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 800);
  const org = await owner(page, server, 'hide@example.com', 'Quiet Quartet', 'Quinn');
  await page.goto(`${server.url}${org}/onboarding/welcome`);
  await page.getByText('0 of 3 done', { exact: true }).waitFor();
  await shot(page, 'onboarding-start-375');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off the side at 375 px');
  await page.getByRole('button', { name: 'Hide getting started' }).click();
  await page.getByText('Getting started hidden').waitFor();
  await page.getByRole('button', { name: 'Show getting started in the navigation' }).waitFor();
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Organization' });
  await nav.getByRole('link', { name: 'Tickets' }).waitFor();
  assert.is(await nav.getByRole('link', { name: /Getting started/ }).count(), 0);
  await page.reload();
  await page.getByRole('button', { name: 'Show getting started in the navigation' }).waitFor();

  // A member, invited: no links to the admin pages, only who may do those steps.
  await page.goto(`${server.url}${org}/admin/role/new`);
  await page.getByRole('dialog').getByLabel('Email address').fill('mia@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const mia = await newPage(browser, 1280, 900);
  await mia.page.goto((await mailTo(server, 'mia@example.com', /invited/)).links[0]!);
  await mia.page.getByLabel('Password').fill(PASSWORD);
  await mia.page.getByRole('button', { name: 'Create account' }).click();
  await mia.page.locator('.invite', { hasText: 'Quiet Quartet' }).getByRole('button', { name: 'Accept Invitation' }).click();
  await mia.page.waitForURL(/\/onboarding\/welcome$/);
  await mia.page.getByText('1 of 3 done', { exact: true }).waitFor();
  await step(mia.page, 'Invite a colleague').getByText('Done', { exact: true }).waitFor();
  assert.is(await step(mia.page, 'Invite a colleague').getByText('Administrators and owners').count(), 0, 'a done step asks nobody');
  await step(mia.page, 'Create a product').getByText('Administrators and owners of this organization create products').waitFor();
  assert.is(await step(mia.page, 'Create a product').getByRole('link').count(), 0, 'no dead link for a member');
  assert.is(await step(mia.page, 'Invite a colleague').getByRole('link').count(), 0, 'no dead link for a member');
  await step(mia.page, 'Create a ticket').getByRole('link', { name: 'Create a ticket' }).waitFor();
  await shot(mia.page, 'onboarding-member-1280');
  await mia.page.close();
  assert.equal(errors, []);
  await page.close();
});

onboarding('the profile work week: a night shift is refused, a saved week survives a reload', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 1000);
  const org = await owner(page, server, 'week@example.com', 'Shift Workers', 'Sam');
  await page.goto(`${server.url}${org}/user/me/edit`);
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  const friday = page.getByRole('group', { name: 'Friday' });
  assert.is(await friday.getByLabel('Friday start').inputValue(), '09:00');
  assert.ok(await page.getByRole('group', { name: 'Monday' }).getByRole('checkbox', { name: /Works this day/ }).isChecked());
  assert.not.ok(await page.getByRole('group', { name: 'Saturday' }).getByRole('checkbox', { name: /Works this day/ }).isChecked());
  await page.getByText('40 hours a week').waitFor();

  await friday.getByLabel('Friday start').fill('22:00');
  await friday.getByLabel('Friday stop').fill('06:00');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Friday stop must be after its start: a shift cannot run past midnight').waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'workWeek.friday.stopTime', 'the first invalid box has the focus');
  await shot(page, 'profile-week-refused-1280');
  await friday.getByLabel('Friday start').fill('12:00');
  await friday.getByLabel('Friday stop').fill('16:30');

  // Saturday on (it starts from 09:00 to 17:00), Monday off.
  await page.getByRole('group', { name: 'Saturday' }).getByText('Works this day').click();
  assert.is(await page.getByLabel('Saturday start').inputValue(), '09:00');
  await page.getByLabel('Saturday start').fill('10:00');
  await page.getByLabel('Saturday stop').fill('14:00');
  await page.getByRole('group', { name: 'Monday' }).getByText('Works this day').click();
  assert.ok(await page.getByLabel('Monday start').isDisabled());
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Profile saved').waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  assert.not.ok(await page.getByRole('group', { name: 'Monday' }).getByRole('checkbox', { name: /Works this day/ }).isChecked());
  assert.ok(await page.getByRole('group', { name: 'Saturday' }).getByRole('checkbox', { name: /Works this day/ }).isChecked());
  assert.is(await page.getByLabel('Saturday start').inputValue(), '10:00');
  assert.is(await page.getByLabel('Saturday stop').inputValue(), '14:00');
  assert.is(await page.getByLabel('Friday start').inputValue(), '12:00');
  assert.is(await page.getByLabel('Friday stop').inputValue(), '16:30');
  await page.getByText('32.5 hours a week').waitFor();
  await shot(page, 'profile-week-1280');
  await page.setViewportSize({ width: 375, height: 900 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off the side at 375 px');
  await shot(page, 'profile-week-375');
  assert.equal(errors, []);
  await page.close();
});

onboarding.run();
