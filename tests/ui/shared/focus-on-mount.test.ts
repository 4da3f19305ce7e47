/** The first field of a dialog keeps the focus it was given from the dialog's own focusing, and lets go once the person chooses. */
import './setup.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdFocusOnOpen } from '../../../src/ui/components/focus-on-mount.ts';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function dialog() {
  const page = document.createElement('div');
  page.innerHTML = '<h1 tabindex="-1">Tickets</h1><section role="dialog" tabindex="-1"><input name="title"><button type="button">Create ticket</button></section>';
  document.body.appendChild(page);
  const [heading, section, title, button] = ['h1', 'section', 'input', 'button'].map((selector) => page.querySelector<HTMLElement>(selector)!) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  return { heading, section, title, button, remove: () => page.remove() };
}

const hold = suite('holdFocusOnOpen');

hold('the field takes the focus at once, and gets it back from the dialog, the page heading or nothing', async () => {
  const { heading, section, title, remove } = dialog();
  const stop = holdFocusOnOpen(title, 10_000);
  assert.is(document.activeElement, title);
  for (const thief of [section, heading]) {
    thief.focus();
    assert.is(document.activeElement, thief);
    await frame();
    assert.is(document.activeElement, title, `given back after ${thief.tagName}`);
  }
  title.blur();
  await frame();
  assert.is(document.activeElement, title, 'given back after a blur to the body');
  stop();
  section.focus();
  await frame();
  assert.is(document.activeElement, section, 'stopped: left alone');
  remove();
});

hold('a control of the dialog the person focuses is theirs; and the hold ends with its time', async () => {
  const first = dialog();
  holdFocusOnOpen(first.title, 10_000);
  first.button.focus();
  await frame();
  assert.is(document.activeElement, first.button);
  first.section.focus();
  await frame();
  assert.is(document.activeElement, first.section, 'once let go, it does not come back');
  first.remove();
  const second = dialog();
  holdFocusOnOpen(second.title, 0);
  await new Promise((resolve) => setTimeout(resolve, 5));
  second.section.focus();
  await frame();
  await frame();
  assert.is(document.activeElement, second.section, 'time is up: left alone');
  second.remove();
});

hold.run();
