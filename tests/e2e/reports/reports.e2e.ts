/**
 * Reports in Chromium against the real server: turned on from the admin home's Features (the
 * navigation follows), a report created, three widgets of different views added through the
 * widget dialog, one moved and resized from the keyboard alone, the report saved, and after a
 * reload the same layout and the same numbers; a widget read as a table.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';
import { gql } from '../work/dashboard-seed.ts';

const reports = suite<{ server: RunningServer; browser: Browser }>('reports in Chromium');

reports.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' }, process.env['E2E_SERVER_SCRIPT']);
  context.browser = await launchBrowser();
});

reports.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

/** Each widget card's title, place on the grid and visible numbers, in page order. */
function cards(page: Page): Promise<{ title: string; place: string; text: string }[]> {
  return page.$$eval('.report-widget', (elements) =>
    elements.map((element) => {
      const style = (element as HTMLElement).style;
      return {
        title: element.querySelector('.report-widget-title')?.textContent ?? '',
        place: `${style.gridColumn} | ${style.gridRow}`,
        text: (element.querySelector('.report-widget-body') as HTMLElement | null)?.innerText ?? '',
      };
    }),
  );
}

/** Adds a widget through the dialog: a title, a view and, when given, a grouping and an interval. */
async function addWidget(page: Page, title: string, view: string, grouping?: string, interval?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a widget' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('View').selectOption({ label: view });
  if (grouping) await dialog.getByLabel(/Broken down by|Placed in time by/).selectOption({ label: grouping });
  if (interval) await dialog.getByLabel('Interval').selectOption({ label: interval });
  await dialog.getByRole('button', { name: 'Add widget' }).click();
  await dialog.waitFor({ state: 'detached' });
}

reports('turn reports on, build a report of three widgets, move one by keyboard, save, reload: the same layout and numbers', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'reports@example.com', 'Chart Works', 'Rita');
  const product = async (name: string) => (await gql(page, org, 'mutation ($name: String!) { createProduct(input: { name: $name }) { product { id } } }', { name })).createProduct.product.id as string;
  const [web, app] = [await product('Web'), await product('App')];
  for (const [title, productId] of [['Sign in page', web], ['Search box', web], ['Offline mode', app]] as const) {
    await gql(page, org, 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }', { input: { title, productId } });
  }
  const nav = page.getByRole('navigation', { name: 'Organization' });

  // Off by default: no Reports in the navigation. The owner turns them on from the admin home.
  await page.goto(`${server.url}${org}/admin`);
  await page.getByRole('heading', { name: 'Features' }).waitFor();
  assert.is(await nav.getByRole('link', { name: 'Reports', exact: true }).count(), 0);
  const toggle = page.getByRole('switch', { name: 'Reports' });
  assert.is(await toggle.getAttribute('aria-checked'), 'false');
  await toggle.click();
  await nav.getByRole('link', { name: 'Reports', exact: true }).waitFor();
  assert.is(await toggle.getAttribute('aria-checked'), 'true');

  await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.getByText('No reports yet').waitFor();
  await page.getByRole('button', { name: 'New report' }).first().click();
  // The name field has the focus: typing goes there, Enter creates.
  await page.getByRole('dialog', { name: 'New report' }).getByLabel('Name').waitFor();
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.id?.endsWith('-name') === true);
  await page.keyboard.type('Weekly review');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/report\/\d+\/edit$/);
  const editHeading = page.getByRole('heading', { name: 'Edit report', level: 1 });
  await editHeading.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 });

  await addWidget(page, 'All tickets', 'Values now');
  await addWidget(page, 'Per product', 'Values broken down now', 'Product');
  await addWidget(page, 'Created per day', 'Values through time', undefined, 'Day');
  // Each widget's numbers come from the server as a preview.
  await page.locator('.report-widget .wc-chart').nth(2).waitFor();
  assert.equal((await cards(page)).map((card) => card.place), ['1 / span 3 | 1 / span 2', '4 / span 6 | 1 / span 4', '1 / span 6 | 5 / span 4']);

  // The keyboard alone: the move handle takes arrows (a cell each) and Shift+arrows (a size).
  const handle = page.getByRole('button', { name: 'Move or resize All tickets' });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByText('All tickets: column 1, row 2, 3 columns wide, 2 rows high.').waitFor();
  await page.keyboard.press('Shift+ArrowRight');
  await page.getByText('All tickets: column 1, row 2, 4 columns wide, 2 rows high.').waitFor();
  assert.ok(await handle.evaluate((element) => element === document.activeElement), 'the handle keeps the focus');
  // The widget it now covers moved down, and the one below that too.
  const edited = await cards(page);
  assert.equal(edited.map((card) => card.place), ['1 / span 4 | 2 / span 2', '4 / span 6 | 4 / span 4', '1 / span 6 | 8 / span 4']);
  // Changes not saved: following a link of the navigation asks first, and Cancel keeps them.
  await nav.getByRole('link', { name: 'Tickets', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await leave.waitFor({ state: 'detached' });
  assert.match(page.url(), /\/edit$/);
  assert.equal((await cards(page)).map((card) => card.place), edited.map((card) => card.place), 'the changes are still there');
  await page.getByRole('button', { name: 'Save report' }).click();
  await page.waitForURL(/\/report\/\d+\/view$/);
  await page.getByRole('heading', { name: 'Weekly review', level: 1 }).waitFor();
  await page.locator('.report-widget .wc-chart').nth(2).waitFor();
  const shown = await cards(page);

  await page.reload();
  await page.getByRole('heading', { name: 'Weekly review', level: 1 }).waitFor();
  await page.locator('.report-widget .wc-chart').nth(2).waitFor();
  const again = await cards(page);
  assert.equal(again, shown, 'the same layout and numbers after a reload');
  assert.equal(
    again.map((card) => [card.title, card.place]),
    [
      ['All tickets', '1 / span 4 | 2 / span 2'],
      ['Per product', '4 / span 6 | 4 / span 4'],
      ['Created per day', '1 / span 6 | 8 / span 4'],
    ],
    'in reading order, at their saved places',
  );
  assert.match(again[0]!.text, /\b3\b/, 'three tickets');

  // The accessible alternative: the breakdown as a table.
  const perProduct = page.locator('.report-widget', { hasText: 'Per product' });
  await perProduct.getByRole('button', { name: 'Show as table' }).click();
  const rows = await perProduct.locator('table tbody tr').allInnerTexts();
  assert.equal(rows.map((row) => row.replace(/\s+/g, ' ').trim()), ['Web 2', 'App 1']);
  assert.equal(errors, []);
});

reports.run();
