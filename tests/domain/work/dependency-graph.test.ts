/** The dependency graph: who takes part, layers by longest path, ordering and positions. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { edgeD, edgePath } from '../../../src/domain/work/dependency-arrows.ts';
import { GRAPH_SIZES, graphTickets, layersOf, layoutGraph, type DependencyTicket, type GraphTicket } from '../../../src/domain/work/dependency-graph.ts';

const t = (id: string, waitingOn: readonly GraphTicket[] = []): DependencyTicket => ({ id, localId: Number(id), title: `Ticket ${id}`, displayState: 'Estimated', waitingOn });
const link = (id: string): GraphTicket => ({ id, localId: Number(id), title: `Ticket ${id}`, displayState: 'Done' });

const parts = suite('dependency graph: who takes part');

parts('tickets without dependencies are left out; waited-on tickets outside the project come in, marked external', () => {
  const { nodes, links } = graphTickets([t('1'), t('2', [link('3')]), t('3'), t('4', [link('99')])]);
  assert.equal(nodes.map((n) => [n.id, n.external]), [['2', false], ['3', false], ['4', false], ['99', true]]);
  assert.equal(links, [{ from: '2', to: '3' }, { from: '4', to: '99' }]);
});

parts('links crossing the project boundary are read in both directions, outside tickets marked external', () => {
  // In the project: 1 and 5. 2 (elsewhere) waits on 1 (only in 1's `blocking`); 5 waits on 7 (elsewhere).
  const one: DependencyTicket = { ...t('1'), blocking: [link('2')] };
  const five: DependencyTicket = { ...t('5', [link('7')]), blocking: [] };
  const { nodes, links } = graphTickets([one, five]);
  assert.equal(nodes.map((n) => [n.id, n.external]), [['1', false], ['2', true], ['5', false], ['7', true]]);
  assert.equal(links, [{ from: '2', to: '1' }, { from: '5', to: '7' }]);
});

parts('a link inside the project seen from both ends is drawn once', () => {
  const { links } = graphTickets([{ ...t('2', [link('3')]), blocking: [] }, { ...t('3'), blocking: [link('2')] }]);
  assert.equal(links, [{ from: '2', to: '3' }]);
});

parts('a waited-on ticket of the project shows its own facts, not the link copy', () => {
  const own = { ...t('3'), displayState: 'InProgress' as const };
  const { nodes } = graphTickets([t('2', [link('3')]), own]);
  assert.is(nodes.find((n) => n.id === '3')!.displayState, 'InProgress');
});

parts('repeated links and a ticket waiting on itself are ignored', () => {
  const { links } = graphTickets([t('2', [link('3'), link('3'), link('2')])]);
  assert.equal(links, [{ from: '2', to: '3' }]);
});

parts('no dependencies give an empty drawing', () => {
  assert.equal(layoutGraph([t('1'), t('2')]), { nodes: [], edges: [], width: 0, height: 0 });
});

const layers = suite('dependency graph: layers');

layers('a ticket sits one layer right of the furthest ticket it waits on', () => {
  // 4 waits on 3 and 1; 3 waits on 2; 2 waits on 1.
  const { layer } = layersOf(['1', '2', '3', '4'], [
    { from: '4', to: '3' }, { from: '4', to: '1' }, { from: '3', to: '2' }, { from: '2', to: '1' },
  ]);
  assert.equal(Object.fromEntries(layer), { '1': 0, '2': 1, '3': 2, '4': 3 });
});

layers('a loop in bad data is broken and reported instead of recursing forever', () => {
  const { layer, looped } = layersOf(['a', 'b'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }]);
  assert.is(layer.size, 2);
  assert.is(looped.size, 1);
});

const layout = suite('dependency graph: layout');

layout('layers run left to right and every node of a layer shares its x', () => {
  const { nodes, width, height } = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('1')]), t('4', [link('2'), link('3')])]);
  const at = Object.fromEntries(nodes.map((n) => [n.id, n]));
  const { nodeWidth, gapX, margin, nodeHeight, gapY } = GRAPH_SIZES;
  assert.is(at['1']!.x, margin);
  assert.is(at['2']!.x, margin + nodeWidth + gapX);
  assert.is(at['3']!.x, at['2']!.x);
  assert.is(at['4']!.x, margin + 2 * (nodeWidth + gapX));
  assert.is.not(at['2']!.y, at['3']!.y);
  assert.is(width, margin * 2 + 3 * nodeWidth + 2 * gapX);
  assert.is(height, margin * 2 + 2 * nodeHeight + gapY);
});

layout('a lone node in a layer is centred against the tallest layer', () => {
  const { nodes } = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('1')])]);
  const at = Object.fromEntries(nodes.map((n) => [n.id, n]));
  assert.is(at['1']!.y, (at['2']!.y + at['3']!.y) / 2);
});

layout('ordering within layers follows the neighbours, so arrows do not cross', () => {
  // 10 waits on 2 and 11 waits on 1: the right layer follows the left one's order.
  const { nodes } = layoutGraph([t('1'), t('2'), t('10', [link('2')]), t('11', [link('1')])]);
  const at = Object.fromEntries(nodes.map((n) => [n.id, n]));
  const leftTop = at['1']!.y < at['2']!.y ? '1' : '2';
  const rightTop = at['10']!.y < at['11']!.y ? '10' : '11';
  assert.is(rightTop, leftTop === '1' ? '11' : '10');
});

layout('an edge runs from the waiting ticket to what it waits on', () => {
  const { edges, nodes } = layoutGraph([t('1'), t('2', [link('1')])]);
  assert.is(edges.length, 1);
  assert.equal([edges[0]!.from, edges[0]!.to, edges[0]!.looped], ['2', '1', false]);
  const from = nodes.find((n) => n.id === '2')!;
  const to = nodes.find((n) => n.id === '1')!;
  assert.is(edgeD(edges[0]!), edgePath(from, to));
  assert.ok(edgeD(edges[0]!).startsWith(`M${from.x} ${from.y + GRAPH_SIZES.nodeHeight / 2}`));
  assert.ok(edgeD(edges[0]!).endsWith(`${to.x + GRAPH_SIZES.nodeWidth} ${to.y + GRAPH_SIZES.nodeHeight / 2}`));
});

layout('the layout is the same for the same tickets in any order', () => {
  const tickets = [t('1'), t('2', [link('1')]), t('3', [link('1'), link('2')]), t('5', [link('3')])];
  assert.equal(layoutGraph(tickets), layoutGraph([...tickets].reverse()));
});

parts.run();
layers.run();
layout.run();

const long = suite('dependency graph: long arrows');

long('an arrow over several layers runs through a free slot of each layer between, never over a ticket', async () => {
  // 4 waits on 1 directly and through 2 and 3: the direct arrow spans two layers.
  const { nodes, edges, height } = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('2')]), t('4', [link('3'), link('1')])]);
  const direct = edges.find((edge) => edge.from === '4' && edge.to === '1')!;
  const { nodeWidth, nodeHeight, gapY, margin } = GRAPH_SIZES;
  assert.is(height, margin * 2 + 2 * nodeHeight + gapY, 'the waypoints take a slot in their layers');
  // Its straight runs (L commands) sit at a height where no ticket of that column is.
  const straights = [...edgeD(direct).matchAll(/L(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
  assert.is(straights.length, 2);
  for (const point of straights) {
    const column = nodes.filter((node) => node.x === point.x);
    assert.ok(column.length > 0);
    for (const node of column) assert.ok(point.y < node.y || point.y > node.y + nodeHeight, `runs clear of #${node.localId}`);
  }
  assert.ok(edgeD(direct).endsWith(`${nodes.find((n) => n.id === '1')!.x + nodeWidth} ${nodes.find((n) => n.id === '1')!.y + nodeHeight / 2}`));
});

long.run();

const ties = suite('dependency graph: ties and lone neighbours');

ties('tickets with the same number keep a stable order by id', () => {
  const same = (id: string, waitingOn: readonly GraphTicket[] = []): DependencyTicket => ({ id, localId: 7, title: id, displayState: 'Draft', waitingOn });
  const { nodes } = graphTickets([same('b', [{ ...link('x'), localId: 7, id: 'a' }]), same('a')]);
  assert.equal(nodes.map((n) => n.id), ['a', 'b']);
});

ties('a ticket with no neighbour in the next layer keeps its place while others move', () => {
  // 2 and 4 wait on 1; 3 waits on 2: nothing in layer 2 neighbours 4.
  const { nodes } = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('2')]), t('4', [link('1')])]);
  const at = Object.fromEntries(nodes.map((n) => [n.id, n]));
  assert.is(at['2']!.x, at['4']!.x);
  assert.ok(at['3']!.x > at['2']!.x);
});

ties.run();
