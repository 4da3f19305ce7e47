/**
 * The accessibility check (issue 18): axe-core over every page the product has, in Chromium. No page
 * may have a serious or critical violation. The organization pages are the demo's (a team of ten
 * with tickets, projects, catalogues, support cases and a schedule, signed in as its owner), so
 * each page shows real content; the sign-in pages come from a server in main-application mode.
 * A page added to the product joins PAGES below in the same change.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gql } from '../work/dashboard-seed.ts';
import { launchBrowser, startServer, type RunningServer } from '../shared/harness.ts';
import { confirm, register } from '../shared/people.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BUILD_MS = 60_000;

/** What axe reports of one violation. */
interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly html: string }[];
}

/** Runs axe-core on the page as it is; answers its serious and critical violations, said shortly. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Through the debugging protocol, so the page's Content-Security-Policy does not stop the script;
  // once per document (an in-app navigation keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    // Not react-aria's live announcer: a hidden region whose past announcements may name elements
    // gone since (a role="img" labelled by a removed id), which axe then counts against the page.
    const { violations } = await axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html }) => ({ target, html })) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // The first elements as HTML (react-aria's ids say nothing), and how many there are.
      const shown = violation.nodes.slice(0, 2).map((node) => node.html.slice(0, 160));
      return `${violation.impact} ${violation.id} (${violation.help}), ${violation.nodes.length}: ${shown.join(' | ')}`;
    });
}

/** Headings that mean the page checked is not the page meant. */
const NOT_THE_PAGE = /not found|not available|went wrong|could not/i;

/**
 * Opens a path and waits for the page to settle: its main heading shown, its requests answered.
 * Answers the main heading, which must not say the page is missing or failed.
 */
async function visit(page: Page, url: string, inApp = false): Promise<string> {
  if (inApp) {
    // As a link in the app goes: the router follows the history, nothing is loaded again.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, new URL(url).pathname);
  } else await page.goto(url);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The route's chunk and its data arrive after the layout; let a loading view give way.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  const heading = (await page.locator('h1').first().innerText()).trim();
  assert.not.match(heading, NOT_THE_PAGE, `${url} shows '${heading}'`);
  return heading;
}

const check = suite<{ demo: RunningServer; main: RunningServer; browser: Browser }>('axe-core on every page, in Chromium');

check.before(async (context) => {
  [context.demo, context.main, context.browser] = await Promise.all([startServer({ DEMO_BUILD_MS: String(BUILD_MS) }), startServer({ DEMO_MODE: 'false' }), launchBrowser()]);
});

check.after(async ({ demo, main, browser }) => {
  await browser?.close();
  await Promise.all([demo?.stop(), main?.stop()]);
});

check('no serious or critical violation on any page', async ({ demo, main, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const found: string[] = [];
  const audit = async (label: string, on = page) => {
    for (const violation of await seriousViolations(on)) found.push(`${label}: ${violation}`);
  };
  const pages: string[] = [];

  // Signed out, on the demo host: the demo request, the client's support case (and one not found).
  await visit(page, `${demo.url}/demo/req`);
  await audit('/demo/req');
  const opened = await demo.openCase();
  await visit(page, opened.url);
  await audit('/support/{token}');
  await page.goto(`${demo.url}/support/not-a-real-token`);
  await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  await audit('/support/{unknown token}');
  pages.push('/demo/req', '/support/{token}', '/support/{unknown}');

  // A demo, built, then the status page and the owner's organization.
  await page.goto(`${demo.url}/demo/req`);
  await page.getByLabel('Email address').fill('axe@example.com');
  await page.getByRole('button', { name: 'Access Demo Instance' }).click();
  await page.waitForURL(/\/demo\/status\?id=/);
  await demo.post('/dev/clock/advance', { ms: BUILD_MS });
  await demo.post('/dev/clock/advance', { ms: BUILD_MS });
  // Built: a reload asks at once instead of at the next poll.
  await page.reload();
  await page.getByRole('heading', { name: 'Your demo instance is ready!' }).waitFor({ timeout: 20_000 });
  await audit('/demo/status (ready)');
  pages.push('/demo/status');
  await page.getByRole('button', { name: /Maya Chen/ }).click();
  await page.waitForURL(/\/org\/\d+\/dashboard$/, { timeout: 20_000 });
  const org = new URL(page.url()).pathname.split('/').slice(0, 3).join('/');

  const ids = await gql(page, org, '{ moreTickets(first: 1) { nodes { id } } projects { id } products { id } teams { id } workflows { id } tags { id } roles { id } supportCases(first: 1) { nodes { id } } reports { id } }');
  const first = (list: { id: string }[] | undefined) => list?.[0]?.id;
  const ticket = first(ids.moreTickets.nodes);
  const project = first(ids.projects);
  const PAGES: readonly string[] = [
    'dashboard',
    'onboarding/welcome',
    'user/me/edit',
    'ticket',
    // The ticket filter's panel, open because the address chooses a filter.
    'ticket?status=SCHEDULED',
    `ticket/${ticket}/view`,
    'favorite-tickets',
    'explorer',
    `explorer/view/${project}`,
    // The explorer filter's panel, open because the address chooses a filter.
    `explorer/view/${project}?flags=hideCompleted`,
    `explorer/editor/${project}`,
    `explorer/analytics/${project}`,
    `explorer/dependencies/${project}`,
    `explorer/search/${project}`,
    'search',
    'schedule',
    'schedule/list',
    'schedule/swimlanes',
    'schedule/gantt',
    'schedule/priorities',
    'schedule/blocking_tickets',
    'schedule/edit_tickets',
    'dependency',
    'dependency/launch-2-0',
    'calendar',
    'note',
    'report',
    `report/${first(ids.reports)}/view`,
    `report/${first(ids.reports)}/edit`,
    'issue',
    `issue/${first(ids.supportCases.nodes)}/view`,
    'admin',
    'admin/product',
    `admin/product/${first(ids.products)}`,
    'admin/product/new',
    'admin/team',
    `admin/team/${first(ids.teams)}`,
    'admin/workflow',
    `admin/workflow/${first(ids.workflows)}`,
    `admin/workflow/${first(ids.workflows)}/edit`,
    'admin/tag',
    `admin/tag/${first(ids.tags)}`,
    'admin/role',
    `admin/role/${first(ids.roles)}`,
    'admin/blackout',
    'admin/blackout/scheduled',
    'admin/blackout/scheduled/new',
    'admin/blackout/recurring',
    'admin/blackout/recurring/new',
    'admin/billing',
    // Last: the import page is read with a file below.
    'admin/import/ticket',
  ];
  const headings: string[] = [];
  for (const path of PAGES) {
    headings.push(`${path}: ${await visit(page, `${demo.url}${org}/${path}`, true)}`);
    await audit(`/org/{id}/${path.replace(/\d+/g, '{id}')}`);
    pages.push(path);
  }
  // The ticket import with a file read: the column match and the preview with cell errors.
  await page.getByLabel('Or paste the CSV text').fill('Title,Project,Due\nA ticket,Nowhere,2027-13-01\nAnother ticket,,\n');
  await page.getByRole('button', { name: 'Read the pasted text' }).click();
  await page.locator('.import-preview td[data-invalid]').first().waitFor();
  await audit('/org/{id}/admin/import/ticket (a file read, with cell errors)');

  // The admin home's organization settings, opened (they load after the page).
  await visit(page, `${demo.url}${org}/admin`, true);
  await page.getByRole('button', { name: 'Edit organization' }).click();
  await page.getByRole('button', { name: 'Save organization' }).waitFor();
  await audit('/org/{id}/admin (the organization form)');

  // The notes board with a note in edit mode, then a card's colour picker open.
  await visit(page, `${demo.url}${org}/note`, true);
  await page.locator('.note-card').first().waitFor();
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('A note for axe');
  await audit('/org/{id}/note (a new note in edit mode)');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Colour of/ }).first().click();
  await page.getByRole('dialog', { name: /^Colour of/ }).waitFor();
  await audit('/org/{id}/note (the colour picker)');
  await page.keyboard.press('Escape');

  // The sign-in pages, on the main application: signed out, then a new account's.
  for (const path of ['/auth/login', '/auth/register', '/auth/password_lost', '/auth/password_reset?token=expired']) {
    await visit(page, `${main.url}${path}`);
    await audit(path);
    pages.push(path);
  }
  const newcomer = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await register(newcomer, main, 'newcomer@example.com');
  await audit('the email confirmation screen', newcomer);
  await confirm(newcomer, main, 'newcomer@example.com');
  for (const path of ['/auth/create_first_organization', '/auth/create_organization', '/auth/choose_organization']) {
    await visit(newcomer, `${main.url}${path}`);
    await audit(path, newcomer);
    pages.push(path);
  }
  await newcomer.close();
  await page.close();

  if (process.env['AXE_HEADINGS']) console.log(headings.join('\n'));
  assert.ok(pages.length >= 49, `${pages.length} pages checked`);
  assert.equal(found, [], `${found.length} serious or critical violations`);
});

check.run();
