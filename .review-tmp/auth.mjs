import { launch, newPage, shot, post, dump, tabFocus, logs, BASE, mailbox } from './lib.mjs';
const PW = 'correct horse battery staple';
const browser = await launch();
const vp = async (page, name, w) => { await page.screenshot({ path: `/tmp/review/shots/${name}-${w}.png` }); logs.push(`[vp] ${name}-${w}`); };
const settle = (page, ms = 700) => page.waitForTimeout(ms);
async function register(page, email) {
  await page.goto(BASE + '/auth/register'); await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', email); await page.fill('input[name=password]', PW);
  await page.click('button[type=submit]'); await settle(page, 2500);
}
async function confirmLink(email) {
  const mails = (await mailbox()).filter((m) => m.to === email);
  const m = mails.reverse().find((m) => m.links.some((l) => l.includes('confirm')));
  return m?.links.find((l) => l.includes('confirm'));
}
for (const w of [375, 1280]) {
  const run = Date.now().toString(36);
  const A = `dana.okafor.${w}.${run}@example.com`, B = `lee.${w}.${run}@beaconfreight.example`;
  // --- signed out screens
  let { page, ctx } = await newPage(browser, w, 'auth');
  await page.goto(BASE + '/auth/login'); await page.waitForSelector('input[name=email]'); await settle(page);
  await shot(page, '10-login', w);
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '11-login-errors', w);
  await page.goto(BASE + '/auth/login'); await page.waitForSelector('input[name=email]'); await settle(page);
  await page.keyboard.press('Tab'); await page.keyboard.press('Tab'); await page.keyboard.press('Tab');
  await shot(page, '12-login-focus', w);
  await tabFocus(page, 4, 'login', w);
  await page.goto(BASE + '/auth/register'); await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', 'not-an-email'); await page.fill('input[name=password]', 'short');
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '13-register-errors', w);
  await page.fill('input[name=email]', ''); await page.fill('input[name=password]', '');
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '13b-register-errors-empty', w);
  await page.goto(BASE + '/auth/password_lost'); await page.waitForSelector('input[name=email]'); await settle(page);
  await shot(page, '14-password-lost', w);
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '14b-password-lost-errors', w);
  await page.goto(BASE + '/auth/confirm_email?invalid=true'); await settle(page, 1200);
  await shot(page, '15-confirm-invalid', w);
  await page.goto(BASE + '/auth/confirm_email'); await settle(page, 1200);
  await shot(page, '15b-confirm-plain', w);
  // toast: wrong password (unknown account)
  await page.goto(BASE + '/auth/login'); await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', 'nobody@example.com'); await page.fill('input[name=password]', 'wrong password here');
  await page.click('button[type=submit]'); await settle(page, 1500);
  await shot(page, '16-toast-login-wrong', w); await vp(page, '16-toast-login-wrong-viewport', w);
  await ctx.close();

  // --- user B: inviter
  ({ page, ctx } = await newPage(browser, w, 'B'));
  await register(page, B);
  const linkB = await confirmLink(B); logs.push('linkB ' + linkB);
  await page.goto(linkB); await settle(page, 2000); logs.push('B after confirm at ' + page.url());
  if (page.url().includes('create_first')) {
    await page.fill('input[name=name]', 'Beacon Freight'); await page.fill('input[name=userName]', 'Lee Park');
    await page.click('button[type=submit]'); await settle(page, 2500);
  }
  logs.push('B at ' + page.url());
  const inv = await page.evaluate(async (email) => { const orgId = location.pathname.split('/')[2]; const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', organization: orgId }, body: JSON.stringify({ query: `mutation { inviteMember(input: { email: "${email}" }) { id } }` }) }); return orgId + ' ' + (await r.text()); }, A);
  logs.push('invite ' + inv);
  await ctx.close();

  // --- user A
  ({ page, ctx } = await newPage(browser, w, 'A'));
  await register(page, A);
  logs.push('A after register at ' + page.url());
  await shot(page, '20-verify-email', w);
  await tabFocus(page, 3, 'verify', w);
  await page.click('text=Request a second confirmation email'); await settle(page, 2000);
  await shot(page, '21-verify-sent', w);
  const linkA = await confirmLink(A); logs.push('linkA ' + linkA);
  await page.goto(linkA); await settle(page, 2500); logs.push('A after confirm at ' + page.url());
  await shot(page, '22-after-confirm', w);
  if (!page.url().includes('create_first')) { await page.goto(BASE + '/auth/create_first_organization'); await settle(page, 1500); }
  await shot(page, '23-create-first-org', w);
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '23b-create-first-org-errors', w);
  await page.fill('input[name=name]', 'Northwind Logistics & Warehousing International'); await page.fill('input[name=userName]', 'Dana Okafor-Whitfield');
  await page.click('button[type=submit]'); await settle(page, 3000);
  logs.push('A after create at ' + page.url());
  await shot(page, '30-org-page', w);
  await tabFocus(page, 4, 'org', w);
  // org switcher
  await page.click('.header-button:not(.header-person)'); await settle(page);
  await shot(page, '31-org-switcher', w); await vp(page, '31-org-switcher-viewport', w);
  await page.keyboard.press('Escape'); await settle(page, 300);
  await page.click('.header-person'); await settle(page);
  await shot(page, '32-account-menu', w); await vp(page, '32-account-menu-viewport', w);
  await page.keyboard.press('Escape'); await settle(page, 300);
  await page.click('.support-widget-button'); await settle(page);
  await shot(page, '33-help-widget', w); await vp(page, '33-help-widget-viewport', w);
  await page.click('.widget-popover button[type=submit]'); await settle(page);
  await vp(page, '33b-help-widget-errors-viewport', w);
  await page.fill('.widget-popover textarea, .widget-popover input', 'The export button is greyed out on the invoices page.');
  await page.click('.widget-popover button[type=submit]'); await settle(page, 2000);
  await vp(page, '33c-help-widget-done-viewport', w);
  await page.keyboard.press('Escape'); await settle(page, 300);
  // choose org
  await page.goto(BASE + '/auth/choose_organization'); await settle(page, 2000);
  await shot(page, '40-choose-org', w);
  const dec = page.locator('button', { hasText: /^Decline$/ });
  if (await dec.count()) { await dec.first().click(); await page.waitForSelector('.modal'); await settle(page, 400); await shot(page, '41-decline-modal', w); await vp(page, '41-decline-modal-viewport', w); await page.click('.modal button:has-text("Cancel")'); await settle(page, 300); }
  else logs.push('NO DECLINE BUTTON');
  await page.goto(BASE + '/auth/create_organization'); await settle(page, 1500);
  await shot(page, '42-create-org', w);
  await page.goto(BASE + '/auth/logout'); await settle(page, 1500);
  await shot(page, '50-logout', w);
  await tabFocus(page, 3, 'logout', w);
  await page.click('button:has-text("Logout")'); await settle(page, 2000); logs.push('A after logout at ' + page.url());
  await shot(page, '51-after-logout', w);
  // wrong password for real account
  await page.goto(BASE + '/auth/login'); await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', A); await page.fill('input[name=password]', 'definitely the wrong one');
  await page.click('button[type=submit]'); await settle(page, 1500);
  await vp(page, '52-toast-wrong-password-viewport', w);
  // password reset
  await page.goto(BASE + '/auth/password_lost'); await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', A); await page.click('button[type=submit]'); await settle(page, 2000);
  await shot(page, '53-password-lost-sent', w);
  const reset = (await mailbox()).filter((m) => m.to === A).reverse().map((m) => m.links.find((l) => l.includes('password_reset'))).find(Boolean);
  logs.push('reset ' + reset);
  await page.goto(reset); await settle(page, 1500);
  await shot(page, '54-password-reset', w);
  await page.click('button[type=submit]'); await settle(page);
  await shot(page, '54b-password-reset-errors', w);
  await ctx.close();
}
await browser.close();
dump('/tmp/review/auth.log');
