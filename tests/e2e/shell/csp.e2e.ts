/**
 * The security headers in Chromium (issue 16, finding 9): every page is served with the Content
 * Security Policy, frame and referrer headers, and the product works under that policy: the pages
 * a client and a member use, dialogs and menus included, raise no violation.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';

const csp = suite('the content security policy in Chromium');
let server: RunningServer;
let browser: Browser;

csp.before(async () => {
  server = await startServer({ DEMO_MODE: 'false' });
  browser = await launchBrowser();
});

csp.after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records every CSP violation (the event and the console's report). */
async function watched(): Promise<{ page: Page; violations: string[] }> {
  const { page } = await newPage(browser);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return { page, violations };
}

csp('pages carry the headers: CSP, no framing, no referrer', async () => {
  const response = await fetch(`${server.url}/auth/login`);
  const policy = response.headers.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) assert.ok(policy.includes(directive), directive);
  assert.is(response.headers.get('x-frame-options'), 'DENY');
  assert.is(response.headers.get('referrer-policy'), 'no-referrer');
  const support = await fetch(`${server.url}/support/some-token`);
  assert.is(support.headers.get('referrer-policy'), 'no-referrer', 'the support page, whose address holds its token');
});

csp('the support case page and the organization pages run without a single violation', async () => {
  const { page, violations } = await watched();
  const opened = await server.openCase('Where did my playlist go?');
  await page.goto(opened.url);
  await page.getByPlaceholder('Type your message here or drop an image file...').waitFor();
  const org = await owner(page, server, 'csp@example.com', 'Policy Records');
  for (const path of ['ticket', 'search', 'dashboard', 'admin', 'user/me/edit', 'explorer']) {
    await page.goto(`${server.url}${org}/${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.goto(`${server.url}${org}/ticket`);
  await page.getByRole('button', { name: 'New ticket' }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Menu|Open navigation|Tidemark/ }).first().click().catch(() => undefined);
  assert.equal(violations, []);
});

csp.run();
