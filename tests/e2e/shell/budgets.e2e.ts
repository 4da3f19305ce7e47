import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coldLoad } from '../../../scripts/page-metrics.ts';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';

const dist = fileURLToPath(new URL('../../../dist/', import.meta.url));
const PLACEHOLDER = 'textarea[placeholder="Type your message here or drop an image file..."]';

const budgets = suite<{ server: RunningServer; browser: Browser }>('what the support page loads, in Chromium');

budgets.before(async (context) => {
  context.server = await startServer();
  context.browser = await launchBrowser();
});

budgets.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

budgets('a cold load fetches only preloaded chunks, under 90 KB of JS on the wire, without layout shift', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const load = await coldLoad(browser, url, PLACEHOLDER);
  const html = readFileSync(`${dist}support.html`, 'utf8');
  const preloaded = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const fetchedAssets = load.scripts.filter((path) => path.startsWith('/assets/'));
  assert.equal(new Set(fetchedAssets), preloaded, 'exactly the preloaded chunks, nothing after');
  assert.ok(load.jsWireBytes <= 90_000, `${load.jsWireBytes} bytes of JS on the wire`);
  assert.ok(load.layoutShift < 0.01, `layout shift ${load.layoutShift}`);
});

budgets('support links get the support page; every other path gets the app', async ({ server }) => {
  const { url } = await server.openCase();
  const html = await (await fetch(url)).text();
  const support = [...readFileSync(`${dist}support.html`, 'utf8').matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
  assert.ok(support.length > 0);
  for (const chunk of support) assert.ok(html.includes(`<link rel="modulepreload" href="${chunk}">`), chunk);
  const other = await (await fetch(`${server.url}/somewhere-else`)).text();
  for (const chunk of support) assert.not.ok(other.includes(chunk), 'other paths do not load the support page');
});

budgets('the confirm modal is fetched on intent, not with the page', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.locator(PLACEHOLDER).waitFor();
  await page.waitForLoadState('networkidle');
  const atLoad = scripts.length;
  await page.getByRole('button', { name: 'Mark as Resolved' }).hover();
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > atLoad, 'hovering fetched the modal');
  await page.getByRole('button', { name: 'Mark as Resolved' }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.close();
});

budgets.run();

const demo = suite<{ server: RunningServer; main: RunningServer; browser: Browser }>('what the demo request page loads, in Chromium (issue 18)');

demo.before(async (context) => {
  [context.server, context.main, context.browser] = await Promise.all([startServer(), startServer({ DEMO_MODE: 'false' }), launchBrowser()]);
});

demo.after(async ({ server, main, browser }) => {
  await browser?.close();
  await Promise.all([server?.stop(), main?.stop()]);
});

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);

demo('a cold load of the demo request fetches only preloaded chunks, under 90 KB of JS on the wire, without layout shift', async ({ server, browser }) => {
  const load = await coldLoad(browser, `${server.url}/demo/req`, 'input[type="email"]');
  const preloaded = new Set(preloadsOf(readFileSync(`${dist}demo.html`, 'utf8')).filter((href) => href.endsWith('.js')));
  const fetchedAssets = load.scripts.filter((path) => path.startsWith('/assets/'));
  assert.equal(new Set(fetchedAssets), preloaded, 'exactly the preloaded chunks, nothing after');
  assert.ok(load.jsWireBytes <= 90_000, `${load.jsWireBytes} bytes of JS on the wire`);
  assert.ok(load.layoutShift < 0.01, `layout shift ${load.layoutShift}`);
});

demo('signed-out visitors of the demo host get the demo page at every path but choose organization; a session or the main host gets the app', async ({ server, main }) => {
  const demoChunks = preloadsOf(readFileSync(`${dist}demo.html`, 'utf8'));
  assert.ok(demoChunks.length > 0);
  const servesDemo = async (url: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(url, { headers })).text();
    return demoChunks.every((chunk) => html.includes(chunk));
  };
  for (const path of ['/demo/req', '/demo/status?id=7', '/', '/auth/login', '/org/3/ticket']) assert.ok(await servesDemo(`${server.url}${path}`), path);
  assert.not.ok(await servesDemo(`${server.url}/auth/choose_organization`), 'choose organization stays reachable (§2)');
  assert.not.ok(await servesDemo(`${server.url}/demo/req`, { cookie: 'tidemark_session=someone' }), 'a session cookie gets the app, which routes the person');
  assert.not.ok(await servesDemo(`${main.url}/demo/req`), 'the main host has no demo page');
  const { url } = await server.openCase();
  assert.not.ok(await servesDemo(url), 'support links keep their page');
});

demo.run();
