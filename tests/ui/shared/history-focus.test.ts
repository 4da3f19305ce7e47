/** Marks of the focused element, found again on a page drawn afresh (Back and Forward, walk #9). */
import './setup.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findMarked, focusMarkOf } from '../../../src/ui/components/history-focus.ts';

const PAGE = `
  <main>
    <h1 tabindex="-1">Welcome</h1>
    <section><a href="/org/1/ticket/5/view">#5 Ship it</a><a href="/org/1/ticket/6/view">#6 Test it</a></section>
    <section><a href="/org/1/ticket/5/view">#5 Ship it</a></section>
    <div role="row" data-key="t9" tabindex="0">#9</div>
    <input id="react-aria123" name="title">
    <button type="button" id="react-aria77">Save</button><button type="button">Save</button>
    <span tabindex="0"></span>
  </main>`;

/** The page drawn once to mark, then drawn again (new elements) to find. */
function twice() {
  const first = document.createElement('div');
  first.innerHTML = PAGE;
  document.body.appendChild(first);
  const again = () => {
    first.remove();
    const second = document.createElement('div');
    second.innerHTML = PAGE;
    document.body.appendChild(second);
    return second;
  };
  return { first, again };
}

const marks = suite('focus marks');

marks('the same link in a second card is found again in the second card, not the first', () => {
  const { first, again } = twice();
  const link = first.querySelectorAll('a')[2]!;
  const mark = focusMarkOf(link)!;
  assert.equal(mark, { selector: 'a[href="/org/1/ticket/5/view"]', text: '#5 Ship it', index: 1 });
  const page = again();
  const found = findMarked(mark)!;
  assert.is(found, page.querySelectorAll('a')[2]);
  assert.is.not(found, link, 'a new element of the page drawn again');
  page.remove();
});

marks('a row by its key, a field by its name (not a made-up id), a button by its text and place, the heading by its text', () => {
  const { first, again } = twice();
  const picks = [first.querySelector('[data-key]')!, first.querySelector('input')!, first.querySelectorAll('button')[1]!, first.querySelector('h1')!];
  const found = picks.map((element) => focusMarkOf(element)!);
  assert.equal(found.map((mark) => mark.selector), ['div[data-key="t9"]', 'input[name="title"]', 'button', 'h1']);
  assert.is(found[2]!.index, 1);
  const page = again();
  assert.equal(
    found.map((mark) => findMarked(mark)),
    [page.querySelector('[data-key]'), page.querySelector('input'), page.querySelectorAll('button')[1], page.querySelector('h1')],
  );
  page.remove();
});

marks('nothing to go by: no mark; a mark whose element is gone: not found', () => {
  const { first, again } = twice();
  assert.is(focusMarkOf(first.querySelector('span')!), null);
  const mark = focusMarkOf(first.querySelector('a')!)!;
  const page = again();
  page.querySelectorAll('a').forEach((link) => link.remove());
  assert.is(findMarked(mark), null);
  page.remove();
});

marks.run();
