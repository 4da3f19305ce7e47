import { launch, newPage, shot, post, dump, tabFocus, logs, BASE } from './lib.mjs';
const browser = await launch();
for (const w of [375, 1280]) {
  const { page, ctx } = await newPage(browser, w, 'support');
  const opened = await post('/dev/support/inbound', { email: `margaret.holloway-${w}@northwind-logistics.example.com`, name: 'Margaret Holloway', description: 'Hello,\n\nSince yesterday our invoices export fails with an error "EXPORT_TIMEOUT" when I select more than 200 rows. See https://app.example.com/reports/invoices/export?range=2024-01-01..2024-12-31&format=csv for the link I use.\n\nThanks' });
  logs.push('opened ' + JSON.stringify(opened));
  await page.goto(opened.url); await page.waitForSelector('.case, .status-page', { timeout: 10000 }); await page.waitForTimeout(500);
  await shot(page, '01-support-fresh', w);
  await tabFocus(page, 4, 'support-fresh', w);
  await page.screenshot({ path: `/tmp/review/shots/01-support-focus-${w}.png`, fullPage: true });
  await post('/dev/support/reply', { issueId: opened.issueId, message: 'Hi Margaret, thanks for the report. Could you tell us which browser you are using and roughly how many rows the export contained?', author: 'Jonas from Tidemark' });
  await post('/dev/support/reply', { issueId: opened.issueId, message: 'We also pushed a fix for large exports; please try again.', author: 'Jonas from Tidemark' });
  await page.reload(); await page.waitForSelector('.case'); await page.waitForTimeout(500);
  // client message
  await page.fill('textarea', 'Chrome 126 on Windows, about 350 rows. Trying again now.');
  await page.click('button[type=submit]'); await page.waitForTimeout(1200);
  await shot(page, '02-support-replies', w);
  // image upload
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('text=Upload image')]);
  await chooser.setFiles('/tmp/review/small.png'); await page.waitForTimeout(800);
  await shot(page, '03-support-image-preview', w);
  await page.click('button[type=submit]'); await page.waitForTimeout(1500);
  await shot(page, '04-support-image-sent', w);
  // typed long message to see char counter
  await page.fill('textarea', 'x'.repeat(1900)).catch(e=>logs.push('fill long '+e.message));
  await page.waitForTimeout(300);
  await shot(page, '05-support-counter', w);
  await page.fill('textarea', '');
  await page.click('text=Mark as Resolved'); await page.waitForSelector('.modal'); await page.waitForTimeout(400);
  await shot(page, '06-support-confirm', w);
  await tabFocus(page, 2, 'confirm-modal', w);
  await page.click('text=Yes, my issue has been resolved'); await page.waitForTimeout(1500);
  await shot(page, '07-support-resolved', w);
  await page.goto(BASE + '/support/doesnotexist123'); await page.waitForTimeout(1500);
  await shot(page, '08-support-notfound', w);
  await ctx.close();
}
await browser.close();
dump('/tmp/review/support.log');
