import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, solveInPage, startServer, updateFromPage, type RunningServer } from '../shared/harness.ts';
import { supportMember } from './support-member.ts';

const PNG = fileURLToPath(new URL('fixture-screenshot.png', import.meta.url));
const CSV = fileURLToPath(new URL('fixture-not-an-image.csv', import.meta.url));
const PLACEHOLDER = 'Type your message here or drop an image file...';

const flow = suite<{ server: RunningServer; browser: Browser }>('the client support case page in Chromium');

flow.before(async (context) => {
  context.server = await startServer();
  context.browser = await launchBrowser();
});

flow.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

flow('a client reads the case, writes, sends an image, sees both after reload, and resolves it', async ({ server, browser }) => {
  const { url, token } = await server.openCase();
  const mailbox = (await (await fetch(`${server.url}/dev/mailbox`)).json()) as { to: string; links: string[] }[];
  assert.ok(mailbox.some((mail) => mail.to === 'ana@example.com' && mail.links.includes(url)), 'the link was emailed');
  assert.ok(url.endsWith(`/support/${token}`));

  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByRole('heading', { name: 'Your Support Case' }).waitFor();
  assert.is(await page.title(), 'Your Support Case - Tidemark');
  const request = page.locator('[data-kind="Request"] .bubble p');
  assert.equal(await request.allTextContents(), ['My playlist disappeared.', 'It was there yesterday.']);

  await page.getByPlaceholder(PLACEHOLDER).fill('It happened again <b>today</b>');
  // With the keyboard: Send message keeps the focus while it sends; once sent, the empty box has it.
  await page.getByRole('button', { name: 'Send message' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-kind="ClientMessage"]', { hasText: 'It happened again <b>today</b>' }).waitFor();
  await page.getByText('Ticket has been updated').waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  assert.is(await page.getByPlaceholder(PLACEHOLDER).inputValue(), '');

  // A message closes Upload image and the form says why; a blank line is no message.
  await page.keyboard.type('One more thing');
  const upload = page.getByRole('button', { name: 'Upload image' });
  assert.is(await upload.getAttribute('aria-disabled'), 'true');
  await page.getByText('One at a time: send your message first, or clear it, to attach an image.').waitFor();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  assert.is(await page.getByPlaceholder(PLACEHOLDER).inputValue(), '\n');
  assert.is(await upload.getAttribute('aria-disabled'), null, 'a blank line leaves Upload image open');
  assert.ok(await upload.isEnabled());
  assert.is(await page.locator('.reply-one-kind').count(), 0);

  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Click to remove image' }).waitFor();
  assert.ok(await page.getByPlaceholder(PLACEHOLDER).count() === 0, 'the message area gives way to the image');
  await page.getByText('One at a time: send the image first, or remove it, to write a message.').waitFor();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.locator('[data-kind="ClientImage"] img').waitFor();

  await page.reload();
  await page.locator('[data-kind="ClientMessage"]', { hasText: 'It happened again <b>today</b>' }).waitFor();
  const image = page.locator('[data-kind="ClientImage"] img');
  await image.waitFor();
  assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the stored image loads');

  await page.getByRole('button', { name: 'Mark as Resolved' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Mark your issue as resolved?').waitFor();
  await dialog.getByText('Marking this issue as resolved will prevent you from sending any new messages and cannot be undone.').waitFor();
  await dialog.getByRole('button', { name: 'Yes, my issue has been resolved' }).click();
  await page.getByText('This issue has been resolved').waitFor();
  assert.is(await page.getByRole('button', { name: 'Send message' }).count(), 0);
  assert.is(await page.getByPlaceholder(PLACEHOLDER).count(), 0);

  await page.reload();
  await page.getByText('This issue has been resolved').waitFor();
  assert.is(await page.getByRole('button', { name: 'Send message' }).count(), 0, 'the form stays gone after reload');
  assert.equal(errors, []);
  await page.close();
});

flow('the whole flow works from the keyboard', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page } = await newPage(browser);
  await page.goto(url);
  await page.getByPlaceholder(PLACEHOLDER).waitFor();
  for (let i = 0; i < 10 && !(await page.getByPlaceholder(PLACEHOLDER).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Control+Enter');
  await page.locator('[data-kind="ClientMessage"]', { hasText: 'Typed without a mouse' }).waitFor();

  await page.getByRole('button', { name: 'Mark as Resolved' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  // Closing gives focus back to the button that opened the modal: a keyboard user presses Enter again.
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Mark as Resolved');
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  assert.is(focused, 'Yes, my issue has been resolved', 'the call to action has focus');
  await page.keyboard.press('Enter');
  await page.getByText('This issue has been resolved').waitFor();
  await page.close();
});

flow('dropping an image on the form uploads it; dropping another file type is refused', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByPlaceholder(PLACEHOLDER).waitFor();
  const drop = async (name: string, type: string, bytes: number[]) => {
    const transfer = await page.evaluateHandle(
      ([fileName, fileType, content]) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(content)], fileName, { type: fileType }));
        return data;
      },
      [name, type, bytes] as const,
    );
    await page.locator('.drop-zone').dispatchEvent('dragenter', { dataTransfer: transfer });
    await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  };
  await drop('notes.txt', 'text/plain', [104, 105]);
  await page.getByText('This type of file is invalid').waitFor();
  const png = [...(await import('node:fs')).readFileSync(PNG)];
  await drop('screenshot.png', 'image/png', png);
  await page.getByRole('button', { name: 'Click to remove image' }).waitFor();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.locator('[data-kind="ClientImage"] img').waitFor();
  assert.equal(errors, []);
  await page.close();
});

flow('an unknown token shows Not Found with its sentence', async ({ server, browser }) => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/support/not-a-real-token`);
  await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  await page.getByText('Use the link on your support email to access your support case').waitFor();
  await page.close();
});

flow('a file that is not an image is refused with the specification toast', async ({ server, browser }) => {
  const { url } = await server.openCase();
  const { page } = await newPage(browser);
  await page.goto(url);
  await page.getByPlaceholder(PLACEHOLDER).waitFor();
  await page.locator('input[type="file"]').setInputFiles(CSV);
  await page.getByText('This type of file is invalid').waitFor();
  await page.getByText('Make sure you only upload image files').waitFor();
  assert.is(await page.locator('.image-preview').count(), 0);
  await page.close();
});

flow('an over-long message is stopped in the page and refused by the server', async ({ server, browser }) => {
  const { url, token } = await server.openCase();
  const { page } = await newPage(browser);
  await page.goto(url);
  await page.getByPlaceholder(PLACEHOLDER).fill('x'.repeat(2049));
  await page.getByText('The message can be at most 2048 characters').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Send message' }).isDisabled());

  const [proof, hash] = await solveInPage(page);
  const answer = await updateFromPage(page, token, { proof, hash, message: 'x'.repeat(2049) });
  assert.is(answer.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  assert.match(answer.errors?.[0]?.message ?? '', '2048');
  await page.reload();
  await page.getByPlaceholder(PLACEHOLDER).waitFor();
  assert.is(await page.locator('[data-kind="ClientMessage"]').count(), 0, 'nothing was stored');
  await page.close();
});

flow('a replayed proof of work is refused', async ({ server, browser }) => {
  const { url, token } = await server.openCase();
  const { page } = await newPage(browser);
  await page.goto(url);
  const [proof, hash] = await solveInPage(page);
  const first = await updateFromPage(page, token, { proof, hash, message: 'once' });
  assert.is(first.errors, undefined);
  const replay = await updateFromPage(page, token, { proof, hash, message: 'twice' });
  assert.is(replay.errors?.[0]?.extensions?.code, 'POW_REPLAYED');
  await page.close();
});

flow('support replies show on the page; two idle weeks resolve the case', async ({ server, browser }) => {
  const maya = await supportMember(server, 'maya@support.example', 'Maya Chen');
  const { url, issueId } = await maya.openCase();
  await maya.reply(issueId, 'Could you send a screenshot?');
  const { page } = await newPage(browser);
  await page.goto(url);
  await page.locator('[data-kind="SupportMessage"]', { hasText: 'Could you send a screenshot?' }).waitFor();
  await page.locator('[data-kind="SupportMessage"]', { hasText: 'Maya Chen' }).waitFor();

  const advanced = await server.post('/dev/clock/advance', { ms: 14 * 24 * 60 * 60 * 1000 + 1000 });
  assert.is(advanced.status, 200);
  await page.reload();
  await page.getByText('This issue has been resolved').waitFor();
  await page.locator('[data-kind="AutoResolved"]', { hasText: 'TwoWeeks Bot' }).waitFor();
  await page.getByText('This issue has been marked resolved due to prolonged inactivity.').waitFor();
  assert.is(await page.getByPlaceholder(PLACEHOLDER).count(), 0);
  await page.close();
});

flow.run();
