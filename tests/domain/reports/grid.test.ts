import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clampRect, moveBy, placeAt, placeNew, readingOrder, resizeBy, rowsOf } from '../../../src/domain/reports/grid.ts';
import { validateLayout, type GridRect } from '../../../src/domain/reports/report.ts';

const grid = suite('reports: the grid');
const r = (x: number, y: number, w: number, h: number): GridRect => ({ x, y, w, h });
const valid = (layout: readonly GridRect[] | null) => {
  assert.ok(layout, 'a layout');
  assert.ok(validateLayout(layout as never).ok, JSON.stringify(layout));
  return layout!;
};

grid('a place is pulled inside the grid', () => {
  assert.equal(clampRect(r(11, -2, 4, 20)), r(8, 0, 4, 12));
  assert.equal(clampRect(r(0, 199, 0, 3)), r(0, 197, 1, 3));
  assert.equal(clampRect(r(2.4, 1.6, 3.5, 2.2)), r(2, 2, 4, 2));
});

grid('a new widget takes the first free place, row by row, left to right', () => {
  assert.equal(placeNew([], 4, 3), r(0, 0, 4, 3));
  assert.equal(placeNew([r(0, 0, 4, 3)], 4, 3), r(4, 0, 4, 3));
  assert.equal(placeNew([r(0, 0, 4, 3), r(4, 0, 4, 3), r(8, 0, 4, 2)], 4, 3), r(8, 2, 4, 3), 'the gap under the shorter one');
  assert.equal(placeNew([r(0, 0, 12, 2)], 6, 2), r(0, 2, 6, 2));
  assert.equal(rowsOf([r(0, 0, 12, 2), r(0, 2, 3, 5)]), 7);
});

grid('moving onto widgets pushes them down, in turn, and nothing overlaps', () => {
  const layout = [r(0, 0, 4, 2), r(4, 0, 4, 2), r(4, 2, 4, 2)];
  const moved = valid(placeAt(layout, 0, r(4, 1, 4, 2)));
  assert.equal(moved, [r(4, 1, 4, 2), r(4, 3, 4, 2), r(4, 5, 4, 2)]);
  // A move into free space moves nothing else.
  assert.equal(valid(placeAt(layout, 0, r(8, 0, 4, 2))), [r(8, 0, 4, 2), r(4, 0, 4, 2), r(4, 2, 4, 2)]);
});

grid('arrow keys move by a cell; against the edge nothing moves', () => {
  const layout = [r(0, 0, 4, 2), r(4, 0, 4, 2)];
  assert.equal(valid(moveBy(layout, 0, 1, 0)), [r(1, 0, 4, 2), r(4, 2, 4, 2)], 'the neighbour goes below');
  assert.equal(valid(moveBy(layout, 0, 0, 1)), [r(0, 1, 4, 2), r(4, 0, 4, 2)]);
  assert.is(moveBy(layout, 0, -1, 0), null);
  assert.is(moveBy(layout, 0, 0, -1), null);
  assert.is(moveBy([r(8, 0, 4, 2)], 0, 1, 0), null, 'already at the right edge');
});

grid('resizing keeps the corner, stays within the columns and the height, and pushes down', () => {
  const layout = [r(0, 0, 4, 2), r(0, 2, 4, 2)];
  assert.equal(valid(resizeBy(layout, 0, 0, 1)), [r(0, 0, 4, 3), r(0, 3, 4, 2)]);
  assert.equal(valid(resizeBy(layout, 0, 2, 0)), [r(0, 0, 6, 2), r(0, 2, 4, 2)]);
  assert.is(resizeBy([r(8, 0, 4, 2)], 0, 1, 0), null, 'the right edge');
  assert.is(resizeBy([r(0, 0, 1, 1)], 0, -1, -1), null, 'the smallest');
  assert.is(resizeBy([r(0, 0, 4, 12)], 0, 0, 1), null, 'the tallest');
});

grid('a push past the last row is refused', () => {
  assert.is(placeAt([r(0, 0, 4, 2), r(0, 195, 4, 5)], 0, r(0, 194, 4, 2)), null);
});

grid('reading order is top to bottom, left to right', () => {
  assert.equal(readingOrder([r(4, 2, 4, 2), r(0, 0, 4, 2), r(4, 0, 4, 2)]), [1, 2, 0]);
});

grid.run();
