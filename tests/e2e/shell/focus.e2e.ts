/**
 * Focus restoration in the production build (preact/compat, see src/ui/preact-focus.ts): after a
 * dialog, a popover menu or a confirm dialog closes from the keyboard, focus is back on the button
 * that opened it, never on <body>.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner as ownerOf } from '../shared/people.ts';


/** Registers, confirms through the dev mailbox and creates an organization; answers its id and first project's id. */
async function owner(page: Page, server: RunningServer, email: string): Promise<{ orgId: string; projectId: string }> {
  await ownerOf(page, server, email, 'Focus Group');
  const [, , orgId, , , projectId] = new URL(page.url()).pathname.split('/');
  return { orgId: orgId!, projectId: projectId! };
}

/** Sends a GraphQL operation from the page, in the organization, as the signed-in person. */
async function graphql<T>(page: Page, orgId: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = (await page.evaluate(
    async ([org, q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', organization: org },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [orgId, query, variables] as const,
  )) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data!;
}

/** What has focus, for failure messages. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');

/** Waits (a few frames at most) until `trigger` has focus; fails with what has it instead. */
async function assertFocusBack(page: Page, trigger: Locator, what: string): Promise<void> {
  const handle = await trigger.elementHandle();
  const back = await page
    .waitForFunction((element) => document.activeElement === element, handle, { timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  assert.ok(back, `${what}: focus is on ${await focused(page)}, not on the button that opened it`);
}

/** Focuses `trigger`, opens with Enter, waits for `overlay`, closes with `close`, and checks where focus went. */
async function openAndClose(page: Page, trigger: Locator, overlay: Locator, close: () => Promise<void>, what: string): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await overlay.waitFor();
  await close();
  await overlay.waitFor({ state: 'detached' });
  await assertFocusBack(page, trigger, what);
}

const escape = (page: Page) => () => page.keyboard.press('Escape');

const focus = suite<{ server: RunningServer; browser: Browser }>('focus goes back to the opener in Chromium');

focus.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' });
  context.browser = await launchBrowser();
});

focus.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

focus('dialogs, menus and confirm dialogs give focus back when they close', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser);
  const { orgId, projectId } = await owner(page, server, 'focus@example.com');
  const org = `${server.url}/org/${orgId}`;

  // The admin Invite people dialog, closed with Escape, twice (the second time must work too).
  await page.goto(`${org}/admin/role`);
  const invite = page.getByRole('button', { name: 'Invite people' });
  await invite.waitFor();
  await openAndClose(page, invite, page.getByRole('dialog'), escape(page), 'Invite people, Escape');
  await openAndClose(page, invite, page.getByRole('dialog'), escape(page), 'Invite people, Escape again');
  assert.is(await page.evaluate(() => document.getElementById('root')!.inert), false, 'nothing stays inert');

  // The account menu in the header.
  const account = page.getByRole('button', { name: /^Account: / });
  await openAndClose(page, account, page.getByRole('menu', { name: 'Account' }), escape(page), 'Account menu, Escape');

  // The explorer's New project dialog, the project Actions menu and its Rename dialog (Escape, then Cancel).
  await page.goto(`${org}/explorer/view/${projectId}`);
  const actions = page.getByRole('button', { name: /^Actions for / });
  await actions.waitFor();
  const menu = page.getByRole('menu');
  await openAndClose(page, actions, menu, escape(page), 'Actions menu, Escape');
  const rename = async (close: () => Promise<void>, what: string) => {
    await actions.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // A menu opened from the keyboard focuses its first item itself; wait for that before moving on,
    // or it could land after our focus and Enter would pick another item.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await page.getByRole('menuitem', { name: 'Rename…' }).focus();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Rename…');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Rename / });
    await dialog.waitFor();
    await close();
    await dialog.waitFor({ state: 'detached' });
    await assertFocusBack(page, actions, what);
  };
  const newProject = page.getByRole('button', { name: 'New project', exact: true });
  const createDialog = page.getByRole('dialog', { name: 'New project' });
  await openAndClose(page, newProject, createDialog, escape(page), 'New project dialog, Escape');
  await openAndClose(
    page,
    newProject,
    createDialog,
    async () => {
      await createDialog.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
    },
    'New project dialog, Cancel',
  );
  await rename(escape(page), 'Rename dialog, Escape');
  await rename(async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
  }, 'Rename dialog, Cancel');

  // A confirm dialog (delete a product), closed with Escape and with Cancel.
  const { createProduct } = await graphql<{ createProduct: { product: { id: string } } }>(page, orgId, 'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id } } }', { i: { name: 'Lighthouse' } });
  await page.goto(`${org}/admin/product/${createProduct.product.id}/edit`);
  const remove = page.getByRole('button', { name: 'Delete product' });
  await remove.waitFor();
  const confirm = page.getByRole('alertdialog');
  await openAndClose(page, remove, confirm, escape(page), 'Confirm dialog, Escape');
  await openAndClose(
    page,
    remove,
    confirm,
    async () => {
      await confirm.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
    },
    'Confirm dialog, Cancel',
  );

  // The ticket edit modal, opened with Enter on a list row: focus is back on that row.
  await graphql(page, orgId, 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { ticket { id } } }', { i: { title: 'Keep the focus', projectId } });
  await page.goto(`${org}/ticket`);
  const ticketRow = page.locator('.ticket-scroll [role="row"]', { hasText: 'Keep the focus' });
  await ticketRow.waitFor();
  const editor = page.getByRole('dialog', { name: 'Edit ticket' });
  await openAndClose(page, ticketRow, editor, escape(page), 'Ticket edit modal, Escape');
  await openAndClose(
    page,
    ticketRow,
    editor,
    async () => {
      await editor.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
    },
    'Ticket edit modal, Cancel',
  );
  assert.equal(errors, []);
  await page.close();
});

focus.run();
