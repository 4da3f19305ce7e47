import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { graphql } from '../shared/page-graphql.ts';
import { focusedElement, holdNextPage, manyTickets } from '../shared/load-more.ts';
import { owner } from '../shared/people.ts';

/** Where screenshots go when asked (SEARCH_SHOTS=dir). */
const SHOTS = process.env['SEARCH_SHOTS'];

/** The titles the results show, in order. */
async function resultTitles(page: Page): Promise<string[]> {
  await page.locator('.search-results-body').waitFor();
  return page.locator('.search-result-title').evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/^#\d+\s*/, '').trim()));
}

/** Waits until the results show exactly these titles (the search settles after typing). */
async function expectResults(page: Page, titles: readonly string[]): Promise<void> {
  const wanted = JSON.stringify([...titles]);
  await page
    .waitForFunction(
      (expected) => {
        const body = document.querySelector('.search-results-body');
        if (!body || body.hasAttribute('data-refreshing')) return false;
        const shown = [...document.querySelectorAll('.search-result-title')].map((link) => (link.textContent ?? '').replace(/^#\d+\s*/, '').trim());
        return JSON.stringify(shown) === expected;
      },
      wanted,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  assert.equal(await resultTitles(page), [...titles]);
}

const search = suite<{ server: RunningServer; browser: Browser }>('search in Chromium');

search.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

search.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

// Sorted by title (the §3 default): '=' comes before letters.
const MATCHING = ['=SUM playlist, "export"', 'Album art is blurry', 'Shuffle ignores the playlist order'];

search('a search shared by URL shows the same results after reload, and its CSV holds the same rows', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const orgPath = await owner(page, server, 'ana@example.com', 'Moonlight Records', 'Ana Lima');
  const orgId = orgPath.split('/')[2]!;
  const projectId = new URL(page.url()).pathname.split('/').pop()!;

  const { tag } = (await graphql(page, orgId, 'mutation { createTag(input: { name: "sound", color: BLUE }) { tag { id } } }'))['createTag'] as { tag: { id: string } };
  const tickets: [string, string, boolean][] = [
    ['Playlist sync fails offline', 'Tagged, so No Tags leaves it out', true],
    ['Shuffle ignores the playlist order', '', false],
    ['Album art is blurry', 'Also on the playlist cover', false],
    ['Write the release notes', 'Nothing to do with it', false],
    ['=SUM playlist, "export"', 'A title a spreadsheet would run', false],
  ];
  for (const [title, description, tagged] of tickets) {
    await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title, description, projectId, ...(tagged ? { tagIds: [tag.id] } : {}) } });
  }

  // The Search page is in the navigation.
  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Search' }).click();
  await page.getByRole('heading', { name: 'Search', exact: true }).waitFor();
  assert.is(await page.title(), 'Search - Tidemark');
  await expectResults(page, [MATCHING[0]!, MATCHING[1]!, 'Playlist sync fails offline', MATCHING[2]!, 'Write the release notes']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1280-all.png`, fullPage: true });

  // Text (titles and descriptions) and a flag.
  await page.getByLabel('Search tickets').fill('playlist');
  await expectResults(page, [MATCHING[0]!, MATCHING[1]!, 'Playlist sync fails offline', MATCHING[2]!]);
  await page.getByRole('checkbox', { name: 'No Tags' }).check();
  await expectResults(page, MATCHING);
  await page.getByText('1 active').waitFor();
  const shared = page.url();
  const url = new URL(shared);
  assert.is(url.pathname, `${orgPath}/search`);
  assert.is(url.searchParams.get('q'), 'playlist');
  assert.is(url.searchParams.get('flags'), 'untagged');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1280.png`, fullPage: true });

  // Reload: the same search and results.
  await page.reload();
  await expectResults(page, MATCHING);
  assert.is(await page.getByLabel('Search tickets').inputValue(), 'playlist');
  assert.ok(await page.getByRole('checkbox', { name: 'No Tags' }).isChecked());

  // The link opened in a fresh browser of the same person: the same results.
  const context = await browser.newContext({ storageState: await page.context().storageState(), viewport: { width: 1280, height: 900 } });
  const other = await context.newPage();
  await other.goto(shared);
  await expectResults(other, MATCHING);
  await context.close();

  // Export: every result, each row matching, the formula guarded.
  // With the keyboard: the button stays focused (pending, never disabled) while it exports, and after.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await exportButton.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.match(download.suggestedFilename(), /^tickets-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  assert.is(lines[0], 'ID,Title,State,Schedule,Project,Product,Owner,Assignees,Tags,Created,Closed,Due,ETA');
  assert.is(lines.length, 4);
  assert.match(lines[1]!, /^#5,"'=SUM playlist, ""export""",Unassigned,Not on the schedule,[^,]+,,Ana Lima,,,\d{4}-/);
  assert.match(lines[2]!, /^#3,Album art is blurry,/);
  assert.match(lines[3]!, /^#2,Shuffle ignores the playlist order,/);
  await page.getByText('Exported 3 tickets to').waitFor();
  assert.ok(await exportButton.evaluate((element) => element === document.activeElement), `after Export CSV the focus is on <${await page.evaluate(() => document.activeElement?.tagName)}>`);

  // Clear keeps the text; Back brings the flag again.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expectResults(page, [MATCHING[0]!, MATCHING[1]!, 'Playlist sync fails offline', MATCHING[2]!]);
  assert.is(await page.getByLabel('Search tickets').inputValue(), 'playlist');
  await page.goBack();
  await expectResults(page, MATCHING);

  // A Created range that ends before it starts says so next to its fields, and the search ignores it.
  await page.goto(`${server.url}${orgPath}/search?q=playlist&flags=untagged&createdFrom=2026-05-02&createdTo=2026-05-01`);
  await page.getByText('The To day is before the From day: choose a To day on or after it.').waitFor();
  await expectResults(page, MATCHING);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1280-range-error.png`, fullPage: true });

  // A link with junk still searches: what cannot be read is dropped.
  await page.goto(`${server.url}${orgPath}/search?q=playlist&flags=untagged,bogus&tags=nope&sort=colour&createdFrom=2026-02-30`);
  await expectResults(page, MATCHING);

  // A project: /search/{projectId} keeps the filter and offers sub-projects.
  await page.getByLabel('Project').selectOption({ label: 'First project' });
  await page.waitForURL((at) => at.pathname === `${orgPath}/search/${projectId}`);
  assert.is(new URL(page.url()).search, '?q=playlist&flags=untagged');
  await expectResults(page, MATCHING);
  assert.ok(await page.getByRole('checkbox', { name: 'Include sub-projects' }).isChecked());
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1280-project.png`, fullPage: true });

  assert.equal(errors, []);
  await page.close();
});

search('narrow windows fold the filters behind a Filters button', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 375, 800);
  const orgPath = await owner(page, server, 'bo@example.com', 'Night Owls', 'Bo Chen');
  await page.goto(`${server.url}${orgPath}/search?flags=atRisk`);
  await page.getByRole('heading', { name: 'Search', exact: true }).waitFor();
  const toggle = page.getByRole('button', { name: 'Filters (1)' });
  await toggle.waitFor();
  assert.not.ok(await page.getByRole('checkbox', { name: 'At Risk' }).isVisible(), 'folded at first');
  await page.getByText('No tickets match this search.').waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-375.png`, fullPage: true });
  await toggle.click();
  assert.ok(await page.getByRole('checkbox', { name: 'At Risk' }).isChecked());
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `nothing wider than the window (${width})`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-375-open.png`, fullPage: true });
  assert.equal(errors, []);
  await page.close();
});

search('Load more keeps the keyboard focus and the window where it was; the last page hands the focus to its first result (1280 and 375)', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 800);
  const orgId = (await owner(page, server, 'lou@example.com', 'Long Lists', 'Lou Lister')).split('/')[2]!;
  // Sorted by title, 50 a page: Song 001 … Song 105, numbered in the same order.
  await manyTickets(page, orgId, Array.from({ length: 105 }, (_, i) => `Song ${String(i + 1).padStart(3, '0')}`));
  for (const [width, height] of [[1280, 800], [375, 812]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.url}/org/${orgId}/search`);
    await page.locator('.search-total', { hasText: '105 tickets · 50 shown' }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).focus();
    const top = await page.evaluate(() => scrollY);
    const next = await holdNextPage(page);
    await page.keyboard.press('Enter');
    await next.held;
    assert.is(await focusedElement(page), 'BUTTON[aria-disabled]: Loading…', `${width} px: the button keeps the focus while it loads`);
    await next.release();
    await page.locator('.search-total', { hasText: '105 tickets · 100 shown' }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    assert.is(await focusedElement(page), 'BUTTON: Load more', `${width} px: with more left, the button keeps the focus`);
    assert.is(await page.evaluate(() => scrollY), top, `${width} px: the window stays where it was, the new results below the ones read`);
    await page.keyboard.press('Enter');
    await page.locator('.search-total', { hasText: /^105 tickets$/ }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    assert.is(await focusedElement(page), 'A: #101 Song 101', `${width} px: the first result of the last page has the focus`);
    assert.ok(await page.evaluate(() => { const box = document.activeElement!.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; }), `${width} px: the focused result is in view`);
  }
  assert.equal(errors, []);
  await page.close();
});

search.run();
