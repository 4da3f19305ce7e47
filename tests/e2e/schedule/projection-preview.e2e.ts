/**
 * Projections in Chromium: the preview adapter runs the engine in the /projections.js Web Worker on
 * a generated organization of 1,000 tasks: a quick answer of 200 simulations first, then 2,000; an
 * interrupted preview stops its worker; and a bad input comes back as a refusal, not a crash.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateInput } from '../../../scripts/bench-projections.ts';
import { bundlePreviewHarness } from '../../../scripts/preview-harness-bundle.ts';
import { launchBrowser, startServer, type RunningServer } from '../shared/harness.ts';
import type { Browser, Page } from 'playwright-core';

const test = suite('projection previews in Chromium');
let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The harness is a test script added inline to a page of the product: only this test's context bypasses the page's CSP.
  page = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1100, height: 900 } })).newPage();
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/support/none`);
  await page.addScriptTag({ content: await bundlePreviewHarness() });
});

test.after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a quick answer of 200 simulations, then the full 2,000, for 1,000 tasks', async () => {
  const input = generateInput(1000, 50, 7);
  const answer = await page.evaluate(([i]) => window.tidemarkPreview!(i, 200), [input] as const);
  assert.is(answer.error, null);
  assert.is(answer.quick!.simulations, 200);
  assert.is(answer.full!.simulations, 2000);
  assert.ok(answer.quickMs! < answer.fullMs, 'the quick answer arrives first');
  assert.ok(answer.full!.tickets.length > 0, 'tickets get ETAs');
  for (const ticket of answer.full!.tickets) assert.ok(ticket.p50 <= ticket.p80);
  assert.equal(errors, []);
});

test('an interrupted preview stops before answering; a bad input is refused', async () => {
  const input = generateInput(1000, 50, 8);
  assert.ok(await page.evaluate(([i]) => window.tidemarkPreviewInterrupted!(i, 1000, 5), [input] as const));
  const refused = await page.evaluate(() => window.tidemarkPreview!({ start: 'soon', people: [], tasks: [] }, 10));
  assert.is(refused.full, null);
  assert.match(refused.error ?? '', /start/);
  const after = await page.evaluate(([i]) => window.tidemarkPreview!(i, 20), [generateInput(50, 5, 1, 100)] as const);
  assert.is(after.full!.simulations, 100, 'a fresh worker takes the next preview');
});

test.run();
