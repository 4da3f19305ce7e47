import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DOC_MESSAGES, ancestorsOf, isVisible, movePage, neighboursOf, reparentPage, tableOfContents, validatePage, validateSite, type TreePage } from '../../../src/domain/docs/page-tree.ts';

const page = (id: string, parentId: string | null, position: number, publication: TreePage['publication'] = 'PUBLISHED'): TreePage => ({ id, parentId, position, title: `Page ${id}`, publication });
// 1 (2 (3), 4), 5 (6 draft (7)), 8 draft
const PAGES = [page('1', null, 0), page('2', '1', 0), page('3', '2', 0), page('4', '1', 1), page('5', null, 1), page('6', '5', 0, 'DRAFT'), page('7', '6', 0), page('8', null, 2, 'DRAFT')];
const toc = (pages: readonly TreePage[], drafts = true) => tableOfContents(pages, drafts).map((entry) => `${'-'.repeat(entry.depth)}${entry.page.id}`);
const apply = (pages: readonly TreePage[], positions: Map<string, number>, moved?: { id: string; parentId: string | null }) =>
  pages.map((p) => ({ ...p, position: positions.get(p.id) ?? p.position, parentId: moved && p.id === moved.id ? moved.parentId : p.parentId }));

const tree = suite('documentation: the page tree');

tree('the table of contents follows the tree, depth first, in order', () => {
  assert.equal(toc(PAGES), ['1', '-2', '--3', '-4', '5', '-6', '--7', '8']);
  assert.equal(tableOfContents(PAGES, true).filter((e) => e.hasChildren).map((e) => e.page.id), ['1', '2', '5', '6']);
});

tree('a reader without drafts sees a published page under published pages only', () => {
  assert.equal(toc(PAGES, false), ['1', '-2', '--3', '-4', '5']);
  assert.not.ok(isVisible(PAGES, PAGES[6]!, false), '7 is published but under the draft 6');
  assert.ok(isVisible(PAGES, PAGES[6]!, true));
  assert.equal(tableOfContents(PAGES, false).find((e) => e.page.id === '5')?.hasChildren, false, 'its only child is a draft');
});

tree('the four moves keep a page under its parent and number the siblings again', () => {
  assert.equal(Object.fromEntries(movePage(PAGES, '8', 'first')), { '8': 0, '1': 1, '5': 2 });
  assert.equal(Object.fromEntries(movePage(PAGES, '1', 'down')), { '5': 0, '1': 1 });
  assert.equal(Object.fromEntries(movePage(PAGES, '1', 'last')), { '5': 0, '8': 1, '1': 2 });
  assert.equal(Object.fromEntries(movePage(PAGES, '4', 'up')), { '4': 0, '2': 1 });
  assert.equal(movePage(PAGES, '1', 'up').size, 0, 'already first');
  assert.equal(movePage(PAGES, '8', 'last').size, 0, 'already last');
  assert.equal(toc(apply(PAGES, movePage(PAGES, '4', 'up'))), ['1', '-4', '-2', '--3', '5', '-6', '--7', '8']);
});

tree('moves close gaps left by deleted pages', () => {
  const gappy = [page('a', null, 0), page('b', null, 5), page('c', null, 9)];
  assert.equal(Object.fromEntries(movePage(gappy, 'c', 'up')), { c: 1, b: 2 });
});

tree('re-parenting puts a page last under its new parent, renumbers where it left, and refuses a cycle', () => {
  const moved = reparentPage(PAGES, '2', '5');
  assert.ok(moved.ok);
  if (!moved.ok) return;
  assert.equal(Object.fromEntries(moved.value.positions), { '4': 0, '2': 1 });
  assert.equal(toc(apply(PAGES, moved.value.positions, { id: '2', parentId: '5' })), ['1', '-4', '5', '-6', '--7', '-2', '--3', '8']);
  const top = reparentPage(PAGES, '3', null);
  assert.ok(top.ok && top.value.positions.get('3') === 3, 'last of the top pages');
  assert.equal(reparentPage(PAGES, '1', '3'), { ok: false, errors: [{ field: 'parentId', message: DOC_MESSAGES.cycle }] });
  assert.equal(reparentPage(PAGES, '1', '1'), { ok: false, errors: [{ field: 'parentId', message: DOC_MESSAGES.cycle }] });
});

tree('a tree deeper than the limit is refused', () => {
  const chain = Array.from({ length: 8 }, (_, i) => page(String(i), i === 0 ? null : String(i - 1), 0));
  const lone = page('x', null, 1);
  assert.equal(reparentPage([...chain, lone], 'x', '7'), { ok: false, errors: [{ field: 'parentId', message: DOC_MESSAGES.depth }] });
  assert.ok(reparentPage([...chain, lone], 'x', '6').ok);
});

tree('ancestors and neighbours', () => {
  assert.equal(ancestorsOf(PAGES, '3').map((p) => p.id), ['2', '1']);
  const entries = tableOfContents(PAGES, false);
  assert.equal([neighboursOf(entries, '3').previous?.id, neighboursOf(entries, '3').next?.id], ['2', '4']);
  assert.equal([neighboursOf(entries, '1').previous, neighboursOf(entries, '5').next], [null, null]);
  // A loop in stored data does not hang.
  assert.equal(ancestorsOf([page('p', 'q', 0), page('q', 'p', 0)], 'p').map((p) => p.id), ['q']);
});

tree('titles, bodies and publications are checked', () => {
  assert.equal(validatePage({ title: '  Getting started ', body: '# Hi' }), { ok: true, value: { title: 'Getting started', body: '# Hi', publication: 'DRAFT' } });
  assert.equal(validatePage({ title: '<b>Bold</b>', publication: 'PUBLISHED' }), { ok: true, value: { title: '<b>Bold</b>', body: '', publication: 'PUBLISHED' } }, 'markup in a title is text');
  const bad = validatePage({ title: '', body: 'x'.repeat(100_001), publication: 'ARCHIVED' });
  assert.equal(bad.ok ? [] : bad.errors.map((e) => e.field), ['title', 'body', 'publication']);
  assert.equal(validatePage({ title: 'x'.repeat(257) }).ok, false);
  assert.equal(validateSite({ title: ' Handbook ', description: ' For new people ' }), { ok: true, value: { title: 'Handbook', description: 'For new people' } });
  assert.equal(validateSite({ title: ' ' }).ok, false);
});

tree.run();
