/**
 * The bench section for the ticket import (/admin/import/ticket): a CSV file of 10,000 rows chosen
 * in Chromium, from the file chosen to its preview on screen (read and every row checked in the
 * /csv-import.js worker, the column match and the first rows of the preview drawn), then the import
 * of its 10,000 rows: from the button pressed to the summary on screen (the request, the server's
 * checks and its one transaction, the answer), each import in a fresh organization.
 * Runs inside `npm run bench` (`npm run bench -- --only import`).
 */
import type { Page } from 'playwright-core';
import { gql, median, owner, spread, type SectionContext, type SectionTable } from './bench-tickets.ts';

const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
/** Imports, each creating ROWS tickets in an organization of its own. */
const IMPORT_RUNS = Math.min(RUNS, 3);

/** A file of ROWS rows as the search page exports them, plus a description and estimates. */
function csvFile(project: string): Buffer {
  const lines = ['Title,Description,Project,Estimates,Due'];
  for (let index = 1; index <= ROWS; index++) {
    lines.push(`Imported ticket ${index}: the playlist page,"Line one of ${index}\nline two, with a comma",${project},1/2/${4 + (index % 5)},2027-0${1 + (index % 9)}-15`);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The worker's part of the last preview, as the page says it (from the file chosen to its rows checked, in ms). */
const checkedIn: number[] = [];

/** Chooses the file on the import page; answers the milliseconds until its preview is on screen. */
async function preview(page: Page, file: Buffer): Promise<number> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose a CSV file' }).click()]);
  const started = performance.now();
  await chooser.setFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: file });
  await page
    .getByText(`${ROWS.toLocaleString('en')} ready, 0 with problems (left out).`)
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      if (process.env['BENCH_IMPORT_SHOT']) await page.screenshot({ path: process.env['BENCH_IMPORT_SHOT'], fullPage: true });
      throw error;
    });
  await page.locator('.import-preview tbody tr').first().waitFor();
  const elapsed = performance.now() - started;
  checkedIn.push(Number(await page.locator('[data-elapsed-ms]').getAttribute('data-elapsed-ms')));
  return elapsed;
}

/** Opens the import page of an organization, its catalogues loaded. */
async function openImport(page: Page, server: SectionContext['server'], org: string): Promise<Buffer> {
  const project = (await gql<{ projects: { name: string }[] }>(page, '{ projects { name } }', {}, org)).projects[0]!.name;
  await page.goto(`${server.url}/org/${org}/admin/import/ticket`);
  await page.getByRole('button', { name: 'Choose a CSV file' }).waitFor();
  return csvFile(project);
}

export async function importSection({ server, browser, results }: SectionContext): Promise<SectionTable> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const previews: number[] = [];
  const imports: number[] = [];
  const requests: number[] = [];
  let size = 0;
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const org = await owner(page, server);
    const file = await openImport(page, server, org);
    size = file.length;
    // The first file of the page starts the worker: counted apart from those that find it warm.
    const first = await preview(page, file);
    if (run === 0) {
      checkedIn.length = 0;
      for (let again = 0; again < RUNS; again++) {
        await page.getByRole('button', { name: 'Start over' }).click();
        previews.push(await preview(page, file));
      }
      results['importPreviewColdMs'] = first;
    }
    const started = performance.now();
    await page.getByRole('button', { name: `Import ${ROWS.toLocaleString('en')} tickets` }).click();
    await page
      .getByRole('heading', { name: `Imported ${ROWS.toLocaleString('en')} tickets` })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        if (process.env['BENCH_IMPORT_SHOT']) await page.screenshot({ path: process.env['BENCH_IMPORT_SHOT'], fullPage: false });
        throw error;
      });
    imports.push(performance.now() - started);
    // The request alone, as the browser timed it: from its first byte sent to the answer's last received.
    requests.push(
      await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/graphql?operation=importTickets'));
        const last = entries.at(-1) as PerformanceResourceTiming | undefined;
        return last ? last.responseEnd - last.requestStart : Number.NaN;
      }),
    );
    const count = (await gql<{ moreTickets: { totalCount: number } }>(page, '{ moreTickets(first: 1) { totalCount } }', {}, org)).moreTickets.totalCount;
    if (count !== ROWS) throw new Error(`the import made ${count} tickets, not ${ROWS}`);
  }
  await page.close();
  results['importPreviewMs'] = previews;
  results['importCheckedInMs'] = [...checkedIn];
  results['importMs'] = imports;
  results['importRequestMs'] = requests;
  const rows = ROWS.toLocaleString('en-US');
  return {
    title: `Importing tickets from a CSV file of ${rows} rows (${(size / 1024 / 1024).toFixed(1)} MB) in Chromium (median (min-max))`,
    head: ['figure', 'value'],
    rows: [
      [`preview: file chosen to its ${rows} rows checked and on screen (worker warm, ${RUNS} runs)`, spread(previews, ' ms')],
      ['of which the file read and checked in the worker, and the answer back (as the page says)', spread(checkedIn, ' ms')],
      ['preview: the first file, the worker starting', `${Math.round(results['importPreviewColdMs'] as number)} ms`],
      [`import: button to summary, ${rows} tickets in one transaction (${IMPORT_RUNS} runs, fresh organizations)`, spread(imports, ' ms')],
      ['of which the request: sent to answered (the server checks, writes and commits)', spread(requests, ' ms')],
    ],
    notes: [`Goals: a preview under 1 s (median ${Math.round(median(previews))} ms), an import under 5 s (median ${Math.round(median(imports))} ms).`],
  };
}
