/** The explorer's project tree: built from the flat list, sorted, archived hidden, paths and moves. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  allRows, ancestorIds, buildTree, byName, checkProjectName, moveProblem, moveTargets, MOVE_INTO_ITSELF, pathTo, ticketCount, totalTickets, treeShape, visibleRows,
  type ProjectRecord,
} from '../../../src/domain/work/project-tree.ts';

const p = (id: string, name: string, parentId: string | null = null, stage: ProjectRecord['stage'] = 'PUBLISHED', ticketCount = 0): ProjectRecord => ({
  id, name, parentId, stage, ticketCount,
});

const projects: ProjectRecord[] = [
  p('1', 'Website', null, 'PUBLISHED', 3),
  p('2', 'mobile app', null, 'PUBLISHED', 1),
  p('3', 'Checkout', '1', 'PUBLISHED', 2),
  p('4', 'Blog', '1', 'ARCHIVED', 5),
  p('5', 'Comments', '4', 'PUBLISHED', 7),
  p('6', 'Old things', null, 'ARCHIVED'),
  p('7', 'Project 10', '2'),
  p('8', 'Project 2', '2'),
];

const names = (nodes: ReturnType<typeof buildTree>): unknown => nodes.map((node) => (node.children.length ? [node.project.name, names(node.children)] : node.project.name));

const tree = suite('project tree: building');

tree('nests projects under their parent and sorts by name, case and numbers read as people read them', () => {
  assert.equal(names(buildTree(projects, { showArchived: true })), [
    ['mobile app', ['Project 2', 'Project 10']],
    'Old things',
    ['Website', [['Blog', ['Comments']], 'Checkout']],
  ]);
});

tree('without show archived, an archived project and everything below it are left out', () => {
  assert.equal(names(buildTree(projects, { showArchived: false })), [['mobile app', ['Project 2', 'Project 10']], ['Website', ['Checkout']]]);
});

tree('a project whose parent is not in the list sits at the top', () => {
  assert.equal(names(buildTree([p('9', 'Orphan', '404'), p('1', 'A')], { showArchived: false })), ['A', 'Orphan']);
});

tree('a parent loop in bad data does not hide or repeat projects', () => {
  const looped = [p('a', 'A', 'b'), p('b', 'B', 'a'), p('c', 'C')];
  const rows = allRows(buildTree(looped, { showArchived: false })).map((row) => row.project.id);
  assert.equal([...rows].sort(), ['a', 'b', 'c']);
});

tree('byName breaks ties by id so the order is stable', () => {
  assert.ok(byName(p('1', 'Same'), p('2', 'same')) < 0);
  assert.ok(byName(p('2', 'Same'), p('1', 'same')) > 0);
});

const rows = suite('project tree: visible rows');

rows('only top-level projects show when nothing is opened, with whether they have children', () => {
  const shown = visibleRows(buildTree(projects, { showArchived: false }), []);
  assert.equal(shown.map((row) => [row.project.name, row.level, row.hasChildren, row.expanded]), [
    ['mobile app', 1, true, false],
    ['Website', 1, true, false],
  ]);
});

rows('an opened project shows its children one level deeper', () => {
  const shown = visibleRows(buildTree(projects, { showArchived: true }), new Set(['1', '4']));
  assert.equal(shown.map((row) => `${row.level}:${row.project.name}`), ['1:mobile app', '1:Old things', '1:Website', '2:Blog', '3:Comments', '2:Checkout']);
});

rows('an opened child under a closed parent stays hidden', () => {
  const shown = visibleRows(buildTree(projects, { showArchived: true }), ['4']);
  assert.not.ok(shown.some((row) => row.project.name === 'Blog'));
});

rows('a project without children is never marked expanded', () => {
  const shown = visibleRows(buildTree(projects, { showArchived: false }), ['1', '3']);
  assert.is(shown.find((row) => row.project.id === '3')!.expanded, false);
});

const paths = suite('project tree: paths and totals');

paths('the path of a project runs from the top down to it', () => {
  assert.equal(pathTo(projects, '5').map((project) => project.name), ['Website', 'Blog', 'Comments']);
  assert.equal(ancestorIds(projects, '5'), ['1', '4']);
});

paths('an unknown project has no path', () => {
  assert.equal(pathTo(projects, 'nope'), []);
});

paths('a loop in the parents ends the path instead of running forever', () => {
  assert.equal(pathTo([p('a', 'A', 'b'), p('b', 'B', 'a')], 'a').map((x) => x.id), ['b', 'a']);
});

paths('total tickets count the project and everything below it', () => {
  assert.is(totalTickets(projects, '1'), 3 + 2 + 5 + 7);
  assert.is(totalTickets(projects, '3'), 2);
});

paths('the ticket count reads the same everywhere: sub-projects included, and says so when there are some', () => {
  assert.equal(ticketCount(projects, '1'), { count: 17, text: '17 tickets', hint: '17 tickets, sub-projects included' });
  assert.equal(ticketCount(projects, '3'), { count: 2, text: '2 tickets', hint: '2 tickets' });
  assert.equal(ticketCount(projects, '2'), { count: 1, text: '1 ticket', hint: '1 ticket, sub-projects included' });
});

const moves = suite('project tree: moving');

moves('a project cannot move into itself or one of its sub-projects', () => {
  assert.is(moveProblem(projects, '1', '1'), MOVE_INTO_ITSELF);
  assert.is(moveProblem(projects, '1', '5'), MOVE_INTO_ITSELF);
});

moves('moving where it already is changes nothing and is said so', () => {
  assert.is(moveProblem(projects, '3', '1'), 'The project is already there');
  assert.is(moveProblem(projects, '1', null), 'The project is already there');
});

moves('a move to another branch or to the top is sound', () => {
  assert.is(moveProblem(projects, '3', '2'), null);
  assert.is(moveProblem(projects, '3', null), null);
});

moves('a move of an unknown project or under an unknown one is refused', () => {
  assert.ok(moveProblem(projects, 'x', null));
  assert.ok(moveProblem(projects, '3', 'x'));
});

moves('move targets leave out the project, what is below it, and archived projects', () => {
  assert.equal(moveTargets(projects, '1').map((row) => row.project.name), ['mobile app', 'Project 2', 'Project 10']);
  assert.equal(moveTargets(projects, '7').map((row) => `${row.level}:${row.project.name}`), ['1:mobile app', '2:Project 2', '1:Website', '2:Checkout']);
});

const naming = suite('project tree: names');

naming('a name is trimmed, required and at most 128 characters, as the server says', () => {
  assert.equal(checkProjectName('  Roadmap '), { ok: true, value: 'Roadmap' });
  assert.equal(checkProjectName('   '), { ok: false, message: 'Name is required' });
  assert.equal(checkProjectName('x'.repeat(129)), { ok: false, message: 'Name must be at most 128 characters' });
  assert.ok(checkProjectName('x'.repeat(128)).ok);
});

tree.run();
rows.run();
paths.run();
moves.run();
naming.run();

const restoring = suite('project tree: restoring');

restoring('a project inside an archived one cannot be restored before its parent', async () => {
  const { restoreProblem } = await import('../../../src/domain/work/project-tree.ts');
  assert.is(restoreProblem(projects, '5'), 'Restore "Blog" first: it holds this project');
  assert.is(restoreProblem(projects, '4'), null);
  assert.is(restoreProblem(projects, '6'), null);
});

restoring.run();

const order = suite('project tree: order');

order('the same project compares equal', () => {
  const one = p('1', 'Same');
  assert.is(byName(one, one), 0);
});

order('the shape changes when a project lands in the middle or a rename reorders, not when nothing moves', () => {
  const shape = (list: ProjectRecord[]) => treeShape(buildTree(list, { showArchived: false }));
  const base = [p('1', 'First project'), p('2', 'Website'), p('3', 'Checkout', '2')];
  assert.is(shape(base), '1,2(3)');
  assert.is(shape([...base, p('4', 'Alpha')]), '4,1,2(3)');
  assert.is(shape([p('1', 'Zulu'), ...base.slice(1)]), '2(3),1');
  assert.is(shape(base.map((project) => ({ ...project, ticketCount: 9 }))), '1,2(3)');
});

order.run();
