import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';

const REVISION_FILE = fileURLToPath(new URL('../../../dist/revision.txt', import.meta.url));
const PLACEHOLDER = 'Type your message here or drop an image file...';

const shell = suite<{ server: RunningServer; browser: Browser }>('the application shell in Chromium');

shell.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

shell.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

shell('a rebuilt revision raises the banner; Dismiss hides it; it comes back after 30 minutes', async ({ server, browser }) => {
  const built = readFileSync(REVISION_FILE, 'utf8');
  const { page, errors } = await newPage(browser);
  await page.clock.install();
  try {
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.clock.runFor(2000);
    assert.is(await page.getByText('New Version Available').count(), 0, 'the running build is current');

    writeFileSync(REVISION_FILE, 'a-newer-build\n');
    await page.clock.runFor(15 * 60 * 1000);
    await page.getByText('New Version Available').waitFor();
    await page.getByText('Reload the page to use the latest version of Tidemark.').waitFor();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('New Version Available').waitFor({ state: 'detached' });
    await page.clock.runFor(29 * 60 * 1000);
    assert.is(await page.getByText('New Version Available').count(), 0, 'still dismissed after 29 minutes');
    await page.clock.runFor(60 * 1000 + 1000);
    await page.getByText('New Version Available').waitFor();
    assert.equal(errors, []);
  } finally {
    writeFileSync(REVISION_FILE, built);
    await page.close();
  }
});

shell('a toast pauses while the pointer is over it and leaves on time after', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page } = await newPage(browser);
  await page.clock.install();
  await page.goto(url);
  await page.getByPlaceholder(PLACEHOLDER).fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  const toast = page.getByText('Ticket has been updated');
  await toast.waitFor();
  await toast.hover();
  await page.clock.runFor(10_000);
  assert.is(await toast.count(), 1, 'a hovered success toast stays past its second');
  await page.mouse.move(5, 5);
  await page.clock.runFor(1500);
  await toast.waitFor({ state: 'detached' });
  await page.close();
});

shell('every screen titles the page "<page> - Tidemark"', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page } = await newPage(browser);
  const titles: [string, string][] = [
    [url, 'Your Support Case - Tidemark'],
    [`${server.url}/auth/login`, 'Sign in - Tidemark'],
    [`${server.url}/auth/register`, 'Create your account - Tidemark'],
    [`${server.url}/auth/password_lost`, 'Forgot your password? - Tidemark'],
    [`${server.url}/support/unknown-token`, 'Your Support Case - Tidemark'],
  ];
  for (const [address, title] of titles) {
    await page.goto(address);
    await page.waitForFunction((expected) => document.title === expected, title);
  }
  await page.close();
});

shell('the footer carries the copyright line and the beta label', async ({ server, browser }) => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/auth/login`);
  const footer = page.locator('footer.site-footer');
  await footer.getByText('Copyright © 2023 Tidemark').waitFor();
  await footer.getByText('beta', { exact: true }).waitFor();
  await page.close();
});

shell('SUPPORT_WIDGET=forced shows the widget to signed-in people without an organization too', async ({ browser }) => {
  const forced = await startServer({ DEMO_MODE: 'false', SUPPORT_WIDGET: 'forced' });
  const { page } = await newPage(browser);
  try {
    await page.goto(`${forced.url}/auth/register`);
    await page.getByLabel('Email address').fill('solo@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    const mails = (await (await fetch(`${forced.url}/dev/mailbox`)).json()) as { links: string[] }[];
    await page.goto(mails.at(-1)!.links[0]!);
    await page.getByRole('heading', { name: "Let's get started!" }).waitFor();
    await page.getByRole('button', { name: 'Help: contact Tidemark support' }).waitFor();
  } finally {
    await page.close();
    await forced.stop();
  }
});

shell.run();
