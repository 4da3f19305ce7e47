/**
 * Notes in Chromium against the real server: the board reached from the navigation, notes written
 * (Ctrl+Enter, the Save button, leaving the editor), one edited in place (Escape cancels), one
 * recoloured from its colour picker, the board reordered from the keyboard alone (the handle's
 * arrow keys, Home and End, announced) and by dragging, one deleted and brought back with Undo,
 * and after a reload the same notes in the same order and colours, markup shown as typed.
 */
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, newPage, startServer, type RunningServer } from '../shared/harness.ts';
import { owner } from '../shared/people.ts';

const notes = suite<{ server: RunningServer; browser: Browser }>('notes in Chromium');

notes.before(async (context) => {
  context.server = await startServer({ DEMO_MODE: 'false' }, process.env['E2E_SERVER_SCRIPT']);
  context.browser = await launchBrowser();
});

notes.after(async ({ server, browser }) => {
  await browser?.close();
  await server?.stop();
});

/** The board's cards in order: their text and colour name. */
function board(page: Page): Promise<[string, string][]> {
  return page.$$eval('.notes-board .note-card:not(.note-card-editing)', (cards) => cards.map((card) => [(card.querySelector('.note-body') as HTMLElement).innerText, card.getAttribute('data-color') ?? '']));
}

const texts = async (page: Page) => (await board(page)).map(([text]) => text);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-note-handle') ?? document.activeElement?.getAttribute('data-note-body') ?? document.activeElement?.tagName);
const idOf = (page: Page, text: string) => page.locator('.note-body', { hasText: text }).getAttribute('data-note-body');

notes('write, edit, recolour, reorder by keyboard and by dragging, delete and undo; a reload shows the same board', async ({ server, browser }) => {
  const { page, errors } = await newPage(browser, 1280, 900);
  const org = await owner(page, server, 'notes@example.com', 'Sticky Works', 'Nora');
  const nav = page.getByRole('navigation', { name: 'Organization' });
  await nav.getByRole('link', { name: 'Notes', exact: true }).click();
  await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
  assert.is(await page.title(), 'Notes - Tidemark');
  await page.getByText('No notes yet').waitFor();
  // A new note left blank goes away when the focus leaves it: nothing is written.
  await page.getByRole('button', { name: 'Write a note' }).click();
  await page.getByRole('textbox', { name: 'New note' }).waitFor();
  await page.getByRole('heading', { name: 'Notes', level: 1 }).click();
  await page.getByText('No notes yet').waitFor();

  // A first note from the keyboard: New note, type, Ctrl+Enter. The focus lands on the note.
  await page.getByRole('button', { name: 'New note' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'New note' }).waitFor();
  await page.keyboard.type('Call the printer');
  await page.keyboard.press('Control+Enter');
  await page.locator('.note-body', { hasText: 'Call the printer' }).waitFor();
  assert.is(await focused(page), await idOf(page, 'Call the printer'), 'the saved note has the focus');

  // A second, pink, with markup in it, saved with its button.
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('Posters <b>big</b>\nand bright');
  await page.getByRole('radio', { name: 'Pink' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A third, saved by leaving the editor.
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('Book the hall');
  await page.getByRole('heading', { name: 'Notes', level: 1 }).click();
  await page.locator('.note-body', { hasText: 'Book the hall' }).waitFor();
  assert.equal(await board(page), [
    ['Book the hall', 'YELLOW'],
    ['Posters <b>big</b>\nand bright', 'PINK'],
    ['Call the printer', 'YELLOW'],
  ]);
  assert.is(await page.locator('.note-body b').count(), 0, 'markup is shown as text');

  // Edit in place: Enter opens it, Escape leaves it as it was; then a change kept with Ctrl+Enter.
  await page.locator('.note-body', { hasText: 'Call the printer' }).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Note text' });
  await editor.waitFor();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Something else');
  await page.keyboard.press('Escape');
  await editor.waitFor({ state: 'detached' });
  assert.is((await texts(page))[2], 'Call the printer', 'Escape keeps the note as it was');
  assert.is(await focused(page), await idOf(page, 'Call the printer'), 'the focus goes back to the note');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' about the posters');
  await page.keyboard.press('Control+Enter');
  await page.locator('.note-body', { hasText: 'Call the printer about the posters' }).waitFor();

  // Recolour from the card's colour picker: six labelled swatches, the person's own colours.
  await page.getByRole('button', { name: /^Colour of “Book the hall”: Yellow$/ }).click();
  const picker = page.getByRole('dialog', { name: 'Colour of “Book the hall”' });
  await picker.getByRole('radio', { name: 'Green' }).check();
  await page.getByRole('button', { name: /^Colour of “Book the hall”: Green$/ }).waitFor();
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  const green = await page.locator('.note-card', { hasText: 'Book the hall' }).evaluate((card) => getComputedStyle(card).backgroundColor);
  assert.is(green, 'rgb(220, 252, 231)', "the person's GREEN (#dcfce7)");

  // Reorder from the keyboard alone: the handle's arrows, Home and End, each announced; the handle keeps the focus.
  const book = await idOf(page, 'Book the hall');
  await page.getByRole('button', { name: /^Move note 1 of 3: Book the hall$/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.getByText('Note moved to place 3 of 3').waitFor();
  assert.equal(await texts(page), ['Posters <b>big</b>\nand bright', 'Call the printer about the posters', 'Book the hall']);
  assert.is(await focused(page), book, 'the moved note keeps the focus on its handle');
  await page.keyboard.press('Home');
  await page.getByText('Note moved to place 1 of 3').waitFor();
  assert.is((await texts(page))[0], 'Book the hall');
  await page.keyboard.press('ArrowDown');
  await page.getByText('Note moved to place 2 of 3').waitFor();
  // The handle's menu: Enter opens the four moves.
  await page.keyboard.press('Enter');
  const moves = page.getByRole('menu', { name: 'Move note 2' });
  await moves.waitFor();
  await moves.getByRole('menuitem', { name: 'Move to the end' }).click();
  await page.getByText('Note moved to place 3 of 3').waitFor();
  assert.equal(await texts(page), ['Posters <b>big</b>\nand bright', 'Call the printer about the posters', 'Book the hall']);

  // By dragging the handle (a pointer, as a mouse or a finger): the last note let go on the left half of the first goes before it.
  const from = await page.locator('.note-card', { hasText: 'Book the hall' }).locator('.note-handle').boundingBox();
  const onto = await page.locator('.note-card', { hasText: 'Posters <b>big' }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(onto!.x + 30, onto!.y + 80, { steps: 8 });
  assert.is(await page.locator('.note-card[data-drop="before"]').innerText().then((text) => text.includes('Posters')), true, 'the card it would land before is marked');
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('.notes-board .note-body')?.textContent === 'Book the hall');
  assert.equal(await texts(page), ['Book the hall', 'Posters <b>big</b>\nand bright', 'Call the printer about the posters']);
  assert.is(await page.getByRole('menu').count(), 0, 'a drag opens no menu');

  // Delete, then Undo on the toast: back at its place.
  await page.getByRole('button', { name: 'Delete “Posters <b>big</b> and bright”' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.notes-board .note-card').length === 2);
  const toast = page.getByRole('button', { name: 'Undo' });
  await toast.click();
  await page.waitForFunction(() => document.querySelectorAll('.notes-board .note-card').length === 3);
  await page.getByText('Note restored').waitFor();
  const before = await board(page);
  assert.equal(before, [
    ['Book the hall', 'GREEN'],
    ['Posters <b>big</b>\nand bright', 'PINK'],
    ['Call the printer about the posters', 'YELLOW'],
  ]);

  // A reload: the same board, as the server keeps it.
  await page.reload();
  await page.locator('.notes-board .note-card').nth(2).waitFor();
  assert.equal(await board(page), before);
  assert.equal(errors, []);
  await page.close();
  void org;
});

notes.run();
