/** The dependency graph at the organization's scale: long chains, arrow boxes, the waiting list. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { edgeD, pieceBox, pieceCount, pieceD } from '../../../src/domain/work/dependency-arrows.ts';
import { GRAPH_SIZES, layersOf, layoutGraph, layoutLinks, waitingList, type DependencyTicket, type GraphTicket } from '../../../src/domain/work/dependency-graph.ts';

const link = (id: string): GraphTicket => ({ id, localId: Number(id), title: `Ticket ${id}`, displayState: 'Estimated' });
const t = (id: string, waitingOn: readonly GraphTicket[] = []): DependencyTicket => ({ ...link(id), waitingOn });

const scale = suite('dependency graph at scale');

scale('a chain of 20,000 tickets takes 20,000 layers without running out of stack', () => {
  const ids = Array.from({ length: 20_000 }, (_, index) => String(index));
  const links = ids.slice(1).map((id, index) => ({ from: id, to: ids[index]! }));
  const { layer, looped } = layersOf(ids, links);
  assert.is(layer.get('19999'), 19_999);
  assert.is(looped.size, 0);
});

scale('every arrow stays inside its box, waypoints included', () => {
  const layout = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('2')]), t('4', [link('3'), link('1')]), t('5', [link('1')])]);
  for (const edge of layout.edges) {
    const numbers = [...edgeD(edge).matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
    for (const point of numbers) {
      assert.ok(point.x >= edge.bounds.x0 && point.x <= edge.bounds.x1, `${edge.from}>${edge.to} x ${point.x} in ${edge.bounds.x0}..${edge.bounds.x1}`);
      assert.ok(point.y >= edge.bounds.y0 && point.y <= edge.bounds.y1, `${edge.from}>${edge.to} y ${point.y} in ${edge.bounds.y0}..${edge.bounds.y1}`);
    }
  }
});

scale('an arrow is its pieces, one per gap between columns, each inside its own box', () => {
  const layout = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('2')]), t('4', [link('3'), link('1')])]);
  const direct = layout.edges.find((edge) => edge.from === '4' && edge.to === '1')!;
  assert.is(pieceCount(direct), 3);
  const pieces = [0, 1, 2].map((k) => pieceD(direct, k));
  // Together the pieces draw what the whole path draws.
  assert.is(pieces.map((piece, k) => (k === 0 ? piece : piece.replace(/^M\S+ \S+ /, ' '))).join(''), edgeD(direct));
  pieces.forEach((piece, k) => {
    const box = pieceBox(direct, k);
    for (const match of piece.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)) {
      const [x, y] = [Number(match[1]), Number(match[2])];
      assert.ok(x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1, `piece ${k}: ${x} ${y} in ${JSON.stringify(box)}`);
    }
    assert.ok(box.x1 - box.x0 <= GRAPH_SIZES.nodeWidth + 2 * GRAPH_SIZES.gapX, 'a piece spans about one column');
  });
});

scale('layoutLinks lays out gathered tickets and links as layoutGraph does', () => {
  const tickets = [t('1'), t('2', [link('1')]), t('3', [link('1'), link('2')])];
  const nodes = [link('1'), link('2'), link('3')].map((node) => ({ ...node, external: false }));
  const links = [{ from: '2', to: '1' }, { from: '3', to: '1' }, { from: '3', to: '2' }];
  assert.equal(layoutLinks({ nodes, links }), layoutGraph(tickets));
});

scale('2,000 tickets and 3,000 links lay out with every ticket placed in its layer', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const nodes = Array.from({ length: 2000 }, (_, index) => ({ ...link(String(index + 1)), external: false }));
  const links: { from: string; to: string }[] = [];
  for (let count = 0; count < 3000; count++) {
    const from = 1 + Math.floor(random() * 1999);
    links.push({ from: String(from + 1), to: String(from + 1 - (1 + Math.floor(random() * Math.min(from, 40)))) });
  }
  const unique = [...new Map(links.map((l) => [`${l.from}>${l.to}`, l])).values()];
  const layout = layoutLinks({ nodes, links: unique });
  assert.is(layout.nodes.length, 2000);
  const at = new Map(layout.nodes.map((node) => [node.id, node]));
  for (const { from, to } of unique) assert.ok(at.get(from)!.layer > at.get(to)!.layer);
  for (const node of layout.nodes) assert.is(node.x, GRAPH_SIZES.margin + node.layer * (GRAPH_SIZES.nodeWidth + GRAPH_SIZES.gapX));
  // No two tickets share a place.
  assert.is(new Set(layout.nodes.map((node) => `${node.x},${node.y}`)).size, 2000);
});

scale('the waiting list names each waiting ticket once with all it waits on', () => {
  const layout = layoutGraph([t('1'), t('2', [link('1')]), t('3', [link('1'), link('2')])]);
  assert.equal(
    waitingList(layout).map(({ ticket, waitingOn }) => [ticket.id, waitingOn.map((other) => other.id)]),
    [['2', ['1']], ['3', ['1', '2']]],
  );
});

scale.run();
