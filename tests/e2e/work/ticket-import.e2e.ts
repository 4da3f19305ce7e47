import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { graphql } from '../shared/page-graphql.ts';
import { owner } from '../shared/people.ts';

/** Where screenshots go when asked (IMPORT_SHOTS=dir). */
const SHOTS = process.env['IMPORT_SHOTS'];

/** The text of what has the keyboard focus ('BODY' when nothing has it). */
const focusedText = (page: Page): Promise<string> => page.evaluate(() => (document.activeElement === document.body ? 'BODY' : (document.activeElement?.textContent ?? 'nothing')));

const importing = suite<{ server: RunningServer; browser: Browser }>('ticket import in Chromium');

importing.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

importing.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

importing('pasted rows with problems show each cell error; the ready rows import, and a link leads to a created ticket', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'ivy@example.com', 'Import Island', 'Ivy Owner');
  const orgId = org.split('/')[2]!;
  const project = (await graphql(page, orgId, '{ projects { name } }'))['projects'][0].name as string;
  await graphql(page, orgId, 'mutation { createTag(input: { name: "sound", color: BLUE }) { tag { id } } }');

  await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Import tickets', level: 1 }).waitFor();
  assert.is(await page.title(), 'Import tickets - Tidemark');
  await page.getByText('are refused: a spreadsheet could run them as formulas').waitFor();
  await page.getByText('remembered on this device, for this organization').waitFor();

  const csv = [
    'Summary;Project;Tags;Estimates;Due date;Notes',
    `Tune the mixer;${project};sound;1/2/4;2027-01-15;"first line\nsecond; line"`,
    'Fix the playlist;Nowhere;;;;',
    'Write the notes;;;;15/01/2027;',
    'tune the MIXER;;;;;',
    '=HYPERLINK("http://x");;;;;',
    'Plan the tour;;unknown tag;8/4/2;;',
    "'+1 for the drummer;;;;;",
    'Sound check;;;;;',
  ].join('\r\n');
  await page.getByLabel('Or paste the CSV text').fill(csv);
  const read = performance.now();
  // With the keyboard: Enter on the button; the new section's heading then has the focus (reading disables the button).
  await page.getByRole('button', { name: 'Read the pasted text' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(/^The pasted text: 8 rows read \(semicolon separated\), checked in \d+ ms\.$/).waitFor();
  console.log(`  preview of 8 pasted rows on screen in ${Math.round(performance.now() - read)} ms`);
  assert.is(await focusedText(page), '2. Match the columns', 'the focus goes to the columns, not the page');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Field for the column Summary', 'Tab goes on into the matching');
  // The mapping was guessed from the header: Summary is the title, Notes is left out.
  assert.is(await page.getByLabel('Field for the column Summary').inputValue(), 'title');
  assert.is(await page.getByLabel('Field for the column Notes').inputValue(), '');
  await page.getByText('3 ready, 5 with problems (left out).').waitFor();
  const table = page.locator('.import-preview');
  for (const message of ['No project named “Nowhere”', 'Enter a date as YYYY-MM-DD', 'Same title as row 2', 'Starts with = + - or @', 'Minimum ≤ most likely ≤ maximum', 'No tag named “unknown tag”']) {
    await table.locator('td[data-invalid]', { hasText: message }).first().waitFor();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-1280-problems.png`, fullPage: true });

  // Notes becomes the description: the file is checked again, and the match is remembered.
  await page.getByLabel('Field for the column Notes').selectOption('description');
  await page.locator('.import-preview th', { hasText: 'Description' }).waitFor();
  await page.getByRole('button', { name: 'All rows (8)' }).click();
  await table.locator('td', { hasText: 'first line' }).waitFor();

  // With the keyboard: Tab to the import button and press Enter.
  const importButton = page.getByRole('button', { name: 'Import 3 tickets' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Imported 3 tickets' }).waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Imported 3 tickets', 'the focus goes to the summary');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-1280-done.png`, fullPage: true });
  const links = page.locator('.import-created a');
  assert.equal(await links.allTextContents(), ['#1 Tune the mixer', '#2 +1 for the drummer', '#3 Sound check']);
  await links.first().click();
  await page.getByRole('heading', { name: 'Tune the mixer' }).waitFor();
  assert.match(new URL(page.url()).pathname, new RegExp(`^${org}/ticket/\\d+/view$`));
  const ticket = (await graphql(page, orgId, '{ moreTickets(first: 10) { nodes { title description project { name } tags { name } dueDate states { estimate { minimum likely maximum } } } } }'))['moreTickets'].nodes[0];
  assert.equal([ticket.title, ticket.description, ticket.project.name, ticket.tags[0].name, ticket.dueDate], ['Tune the mixer', 'first line\nsecond; line', project, 'sound', '2027-01-15T00:00:00.000Z']);
  assert.equal(ticket.states[0].estimate, { minimum: 1, likely: 2, maximum: 4 });

  // Back on the page the next day: a file with the same columns is matched as before (Notes is the description).
  await page.goto(`${server.url}${org}/admin/import/ticket`);
  await page.getByLabel('Or paste the CSV text').fill('Summary,Notes\nAnother one,Some notes\n');
  await page.getByRole('button', { name: 'Read the pasted text' }).click();
  await page.getByText(/^The pasted text: 1 row read \(comma separated\), checked in \d+ ms\.$/).waitFor();
  assert.is(await page.getByLabel('Field for the column Notes').inputValue(), 'description');

  // A file dropped on the first section reads as a chosen one.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Title\r\nDropped one\r\n'], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  });
  const source = page.locator('.import-section', { has: page.getByRole('heading', { name: '1. Choose a file' }) });
  await source.dispatchEvent('dragenter', { dataTransfer: dropped });
  await source.dispatchEvent('drop', { dataTransfer: dropped });
  await page.getByText(/^dropped\.csv: 1 row read \(UTF-8, comma separated\), checked in \d+ ms\.$/).waitFor();
  assert.is(await focusedText(page), '2. Match the columns', 'a dropped file leads to its columns too');
  // Start over removes the preview and its button: the first section's heading takes the focus.
  await page.getByRole('button', { name: 'Start over' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor({ state: 'detached' });
  assert.is(await focusedText(page), '1. Choose a file');
  assert.equal(errors, []);
  await page.close();
});

importing("a file exported by the search page imports whole, uploaded as a file; narrow windows keep the page usable", async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'rex@example.com', 'Round Trip', 'Rex Owner');
  const orgId = org.split('/')[2]!;
  const projectId = new URL(page.url()).pathname.split('/').pop()!;
  for (const title of ['=SUM playlist, "export"', 'Album art is blurry', 'Shuffle ignores the order']) {
    await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title, projectId, dueDate: '2027-03-01T00:00:00.000Z' } });
  }
  await page.goto(`${server.url}${org}/search`);
  await page.locator('.search-result-title').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const exported = await readFile((await download.path())!);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.url}${org}/admin/import/ticket`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose a CSV file' }).click()]);
  await chooser.setFiles({ name: 'tickets-search.csv', mimeType: 'text/csv', buffer: exported });
  await page.getByText(/^tickets-search\.csv: 3 rows read \(UTF-8( with BOM)?, comma separated\), checked in \d+ ms\.$/).waitFor();
  await page.getByText('3 ready, 0 with problems (left out).').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off the side');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-375-export.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import 3 tickets' }).click();
  await page.getByRole('heading', { name: 'Imported 3 tickets' }).waitFor();
  const titles = (await page.locator('.import-created a').allTextContents()).map((text) => text.replace(/^#\d+ /, ''));
  assert.equal(titles.sort(), ['=SUM playlist, "export"', 'Album art is blurry', 'Shuffle ignores the order'].sort());
  const all = (await graphql(page, orgId, '{ moreTickets(first: 10) { nodes { title dueDate project { id } } } }'))['moreTickets'].nodes as { title: string; dueDate: string; project: { id: string } }[];
  assert.is(all.length, 6);
  assert.ok(all.every((ticket) => ticket.dueDate === '2027-03-01T00:00:00.000Z' && ticket.project.id === projectId), JSON.stringify(all));
  assert.equal(errors, []);
  await page.close();
});

importing.run();
