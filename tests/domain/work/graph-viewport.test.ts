/** Panning, zooming and drawing only what is in view. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pieceBox, pieceCount } from '../../../src/domain/work/dependency-arrows.ts';
import { GRAPH_SIZES, layoutLinks } from '../../../src/domain/work/dependency-graph.ts';
import { fitView, indexLayout, inView, keepInSight, panBy, revealBox, visibleBox, zoomAt, ZOOM_LIMITS } from '../../../src/domain/work/graph-viewport.ts';

const view = suite('graph view');

view('fit shows the whole drawing, centred, never above its natural size', () => {
  assert.equal(fitView({ width: 1000, height: 500 }, { width: 500, height: 500 }), { x: 0, y: -250, scale: 0.5 });
  assert.equal(fitView({ width: 100, height: 100 }, { width: 300, height: 300 }), { x: -100, y: -100, scale: 1 });
});

view('a drag moves the drawing with the pointer, whatever the zoom', () => {
  assert.equal(panBy({ x: 100, y: 100, scale: 0.5 }, 10, -20), { x: 80, y: 140, scale: 0.5 });
});

view('zooming keeps the point under the pointer in place, within the limits', () => {
  const before = { x: 0, y: 0, scale: 1 };
  const after = zoomAt(before, 2, { x: 100, y: 50 });
  assert.equal(after, { x: 50, y: 25, scale: 2 });
  assert.is(zoomAt(after, 10, { x: 0, y: 0 }), after, 'no further than the largest scale');
  assert.is(zoomAt({ x: 0, y: 0, scale: 0.001 }, 0.5, { x: 0, y: 0 }).scale, ZOOM_LIMITS.min);
});

view('the drawing cannot be panned out of sight', () => {
  const kept = keepInSight({ x: 5000, y: -5000, scale: 1 }, { width: 1000, height: 1000 }, { width: 400, height: 300 });
  assert.equal(kept, { x: 952, y: -252, scale: 1 });
});

view('reveal centres a box that is out of view, and leaves a visible one alone', () => {
  const here = { x: 0, y: 0, scale: 1 };
  assert.is(revealBox(here, { x0: 10, y0: 10, x1: 50, y1: 50 }, { width: 200, height: 200 }), here);
  assert.equal(revealBox(here, { x0: 1000, y0: 1000, x1: 1100, y1: 1100 }, { width: 200, height: 200 }), { x: 950, y: 950, scale: 1 });
  assert.equal(visibleBox({ x: 10, y: 20, scale: 2 }, { width: 200, height: 100 }), { x0: 10, y0: 20, x1: 110, y1: 70 });
});

const culling = suite('drawing only what is in view');

// A grid: 10 columns of 50 tickets, each ticket waiting on the one left of it.
const nodes = Array.from({ length: 500 }, (_, index) => ({ id: String(index + 1), localId: index + 1, title: `T${index + 1}`, displayState: 'Scheduled' as const, external: false }));
const links = nodes.filter((_, index) => index % 10 !== 0).map((node) => ({ from: node.id, to: String(Number(node.id) - 1) }));
const layout = layoutLinks({ nodes, links });
const index = indexLayout(layout);

culling('a window over part of the drawing gets exactly the tickets that meet it', () => {
  const box = { x0: 300, y0: 500, x1: 1000, y1: 900 };
  const shown = inView(index, box);
  const expected = layout.nodes.filter((node) => node.x <= box.x1 && node.x + GRAPH_SIZES.nodeWidth >= box.x0 && node.y <= box.y1 && node.y + GRAPH_SIZES.nodeHeight >= box.y0);
  assert.ok(expected.length > 0 && expected.length < 50);
  assert.equal(shown.nodes.map((node) => node.id), expected.map((node) => node.id));
});

culling('every piece of an arrow whose box meets the window is drawn, and no other', () => {
  const box = { x0: 300, y0: 500, x1: 1000, y1: 900 };
  const shown = inView(index, box);
  const expected = layout.edges.flatMap((edge) =>
    Array.from({ length: pieceCount(edge) }, (_, k) => ({ edge, k, box: pieceBox(edge, k) })).filter((piece) => piece.box.x0 <= box.x1 && piece.box.x1 >= box.x0 && piece.box.y0 <= box.y1 && piece.box.y1 >= box.y0),
  );
  assert.ok(expected.length > 0 && expected.length < links.length);
  assert.equal(shown.pieces.map((piece) => `${piece.edge.from}>${piece.edge.to}@${piece.k}`), expected.map((piece) => `${piece.edge.from}>${piece.edge.to}@${piece.k}`));
  assert.equal(shown.edges, [...new Set(expected.map((piece) => piece.edge))]);
});

culling('a long arrow is drawn only by its pieces in view, the last one marked for its arrowhead', () => {
  // A chain c0 <- c1 <- ... <- c8, and w waiting on c8 and on c0: w's arrow to c0 crosses nine gaps.
  const chain = Array.from({ length: 9 }, (_, at) => ({ id: `c${at}`, localId: 100 + at, title: 'C', displayState: 'Scheduled' as const, external: false }));
  const long = layoutLinks({
    nodes: [...chain, { id: 'w', localId: 1, title: 'W', displayState: 'Scheduled', external: false }],
    links: [...chain.slice(1).map((node, at) => ({ from: node.id, to: chain[at]!.id })), { from: 'w', to: 'c8' }, { from: 'w', to: 'c0' }],
  });
  const arrow = long.edges.find((edge) => edge.from === 'w' && edge.to === 'c0')!;
  assert.is(pieceCount(arrow), 9);
  const shown = inView(indexLayout(long), { x0: 0, y0: 0, x1: 400, y1: long.height });
  const mine = shown.pieces.filter((piece) => piece.edge === arrow);
  assert.ok(mine.length >= 1 && mine.length <= 2, `${mine.length} of its 9 pieces`);
  assert.ok(mine.some((piece) => piece.last && piece.k === 8), 'the piece that reaches c0, with the arrowhead');
});

culling('the whole drawing in view gives everything; a window beside it nothing', () => {
  assert.is(inView(index, { x0: 0, y0: 0, x1: layout.width, y1: layout.height }).nodes.length, 500);
  assert.equal(inView(index, { x0: -500, y0: -500, x1: -10, y1: -10 }), { nodes: [], edges: [], pieces: [] });
  assert.equal(inView(indexLayout({ nodes: [], edges: [], width: 0, height: 0 }), { x0: 0, y0: 0, x1: 10, y1: 10 }), { nodes: [], edges: [], pieces: [] });
});

view.run();
culling.run();
