/**
 * What had the focus on a page, told so that it can be found again when Back or Forward bring the
 * page back (walk #9): the element is gone by then, a new one stands in its place. A link is known
 * by its address, a row by its key, a field by its id or name, a button by its label; and, as the
 * same link can show twice (a ticket in two dashboard cards), by its text and its place among the
 * elements that match.
 */

/** An element to find again: a selector, the text it showed, and which of the matches it was. */
export interface FocusMark {
  readonly selector: string;
  readonly text: string;
  readonly index: number;
}

/** Ids made up at each render (react-aria's, React's useId): no use to find an element again. */
const MADE_UP_ID = /^(react-aria|:r|«r|_r_)/;

const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;
const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

function selectorOf(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  const attribute = (name: string) => element.getAttribute(name);
  const href = attribute('href');
  if (tag === 'a' && href) return `a[href=${quoted(href)}]`;
  const key = attribute('data-key');
  if (key) return `${tag}[data-key=${quoted(key)}]`;
  if (element.id && !MADE_UP_ID.test(element.id)) return `${tag}[id=${quoted(element.id)}]`;
  const name = attribute('name');
  if (name) return `${tag}[name=${quoted(name)}]`;
  const label = attribute('aria-label');
  if (label) return `${tag}[aria-label=${quoted(label)}]`;
  // A button or a heading with nothing else to go by: by its tag and its text.
  return tag === 'button' || tag === 'summary' || /^h[1-6]$/.test(tag) ? tag : null;
}

/** The elements a mark's selector and text match, in document order. */
function matches(root: ParentNode, selector: string, text: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((candidate) => textOf(candidate) === text);
}

/** How to find an element again, or null when nothing about it would. */
export function focusMarkOf(element: Element, root: ParentNode = document): FocusMark | null {
  const selector = selectorOf(element);
  if (selector === null) return null;
  const text = textOf(element);
  const index = matches(root, selector, text).indexOf(element as HTMLElement);
  return index < 0 ? null : { selector, text, index };
}

/** The element a mark names on the page now, or null while it is not (yet) there. */
export function findMarked(mark: FocusMark, root: ParentNode = document): HTMLElement | null {
  try {
    const found = matches(root, mark.selector, mark.text);
    return found[mark.index] ?? found[0] ?? null;
  } catch {
    return null;
  }
}

/** Whether an element is shown whole: inside the window and inside every box around it that scrolls or clips (a list's own scroll box). */
export function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) return false;
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const frame = parent.getBoundingClientRect();
    if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1 || box.right > frame.right + 1) return false;
  }
  return true;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The first control of `root` the keyboard can reach that is in the window, or null. */
export function firstFocusableInView(root: ParentNode): HTMLElement | null {
  for (const candidate of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.tabIndex >= 0 && candidate.getClientRects().length > 0 && isInView(candidate)) return candidate;
  }
  return null;
}
