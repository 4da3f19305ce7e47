/**
 * The dependency graph drawn in SVG with pan and zoom: drag or arrow keys to move, the wheel,
 * buttons or + and - to zoom, 0 or Fit to see it whole. Only the tickets and arrows in view are
 * drawn (the domain's index answers which), so thousands stay quick; zoomed far out, tickets are
 * plain boxes and the arrows one path. A ticket is a link to its page; focusing one brings it into view.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { pieceD } from '../../../../domain/work/dependency-arrows.ts';
import { GRAPH_SIZES } from '../../../../domain/work/dependency-graph.ts';
import type { CriticalChain } from '../../../../domain/work/critical-chain.ts';
import { fitView, inView, keepInSight, panBy, revealBox, visibleBox, zoomAt, ZOOM_STEP, type Size, type View } from '../../../../domain/work/graph-viewport.ts';
import type { DrawnGraph } from '../../../../application/work/dependency-page-model.ts';
import { ArrowMarker, GraphNodeView, type OpenTicket } from '../dependency-graph-parts.tsx';

/** Below this scale, tickets are drawn as plain boxes: their text could not be read. */
const OVERVIEW_SCALE = 0.4;
/** Screen pixels an arrow key moves the drawing (Shift: four times as far). */
const KEY_STEP = 80;
/** Screen pixels drawn beyond each edge of the window, so a small move shows no gap. */
const OVERSCAN = 160;

/** The most screen pixels the whole drawing may cover to be drawn whole, once per zoom. */
const WHOLE_PIXELS = 6_000_000;

/** The whole graph zoomed far out: boxes coloured by state and the arrows as one path (the critical chain's as another). */
function WholePicture({ graph, scale, chain }: { readonly graph: DrawnGraph; readonly scale: number; readonly chain: CriticalChain | null }) {
  const { layout, index } = graph;
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  const all = index.pieces.map(cachedPiece).join('');
  const critical = chain ? index.pieces.filter((piece) => chain.links.has(`${piece.edge.from}>${piece.edge.to}`)).map(cachedPiece).join('') : '';
  const onChain = new Set(chain?.ids ?? []);
  return (
    <svg className="dependency-graph" width={layout.width * scale} height={layout.height * scale} viewBox={`0 0 ${layout.width} ${layout.height}`} data-nodes={layout.nodes.length} data-edges={layout.edges.length} data-pieces={index.pieces.length}>
      <path className="graph-edge" d={all} />
      {critical ? <path className="graph-edge" data-critical d={critical} /> : null}
      {layout.nodes.map((node) => (
        <rect key={node.id} className="graph-box" x={node.x} y={node.y} width={nodeWidth} height={nodeHeight} rx={8} data-state={node.displayState} data-external={node.external || undefined} data-critical={onChain.has(node.id) || undefined} />
      ))}
    </svg>
  );
}

/** Pieces' paths, made once: zoomed out, thousands are joined again at every move. */
const pieceCache = new WeakMap<object, string[]>();
function cachedPiece(piece: { readonly edge: { readonly points: readonly number[] }; readonly k: number }): string {
  let list = pieceCache.get(piece.edge);
  if (!list) pieceCache.set(piece.edge, (list = []));
  return (list[piece.k] ??= pieceD(piece.edge, piece.k));
}

/** The first view: the whole graph when it can be read so; else readable, at the chain's first ticket. */
function firstView(graph: DrawnGraph, size: Size): View {
  const fitted = fitView(graph.layout, size);
  if (fitted.scale >= 0.6) return fitted;
  const start = graph.layout.nodes.find((node) => node.id === graph.chain?.ids[0]) ?? graph.layout.nodes[0]!;
  const scale = 0.75;
  return keepInSight({ x: start.x - 24 / scale, y: start.y + GRAPH_SIZES.nodeHeight / 2 - size.height / scale / 2, scale }, graph.layout, size);
}

export function DependencyCanvas({ graph, highlight, ticketPath, onOpen }: { readonly graph: DrawnGraph; readonly highlight: boolean; readonly ticketPath: (id: string) => string; readonly onOpen: OpenTicket }) {
  const { layout, index } = graph;
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [chosen, setView] = useState<View | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const element = frame.current!;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view = chosen ?? (size ? firstView(graph, size) : null);
  /** Changes the view from the latest one (several pointer moves may come between two renders). */
  const move = (change: (current: View) => View) => {
    if (view && size) setView((previous) => keepInSight(change(previous ?? view), layout, size));
  };
  const zoom = (factor: number, at?: { x: number; y: number }) => {
    if (size) move((current) => zoomAt(current, factor, at ?? { x: size.width / 2, y: size.height / 2 }));
  };
  const fit = () => size && setView(fitView(layout, size));

  // The wheel zooms about the pointer; a listener of our own, since React's cannot stop the page scrolling.
  const latest = useRef({ view, size });
  latest.current = { view, size };
  useEffect(() => {
    const element = frame.current!;
    const onWheel = (event: WheelEvent) => {
      const { view: now, size: box } = latest.current;
      if (!now || !box) return;
      event.preventDefault();
      const bounds = element.getBoundingClientRect();
      const at = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
      setView((previous) => keepInSight(zoomAt(previous ?? now, Math.exp(-event.deltaY * 0.0015), at), layout, box));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [layout]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!view || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const by = moves[event.key];
    if (by) move((current) => panBy(current, by[0], by[1]));
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start || !view) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) frame.current!.setPointerCapture(start.id);
    start.moved = true;
    dragged.current = true;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    move((current) => panBy(current, dx, dy));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const overview = view !== null && view.scale < OVERVIEW_SCALE;
  // Zoomed out until the whole drawing is a picture of a few million pixels: drawn once, whole, on a
  // layer of its own that panning only slides (nothing is drawn again until the zoom changes).
  const whole = view !== null && overview && layout.width * view.scale * (layout.height * view.scale) <= WHOLE_PIXELS;
  const chain = highlight ? graph.chain : null;
  const picture = useMemo(() => (whole && view ? <WholePicture graph={graph} scale={view.scale} chain={chain} /> : null), [whole, graph, view?.scale, chain]);

  const shown = useMemo(() => {
    if (!view || !size || whole) return null;
    const box = visibleBox(view, size);
    const pad = OVERSCAN / view.scale;
    return inView(index, { x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad });
  }, [index, view, size, whole]);

  const critical = (id: string) => chain?.ids.includes(id) ?? false;
  const chainLinks = chain?.links;
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  // A focused ticket stays drawn while it is out of view, so the focus is never lost.
  // A small graph gets a frame its own height, not an empty stretch of window.
  const small = layout.height + 64 < 320 ? { height: `${Math.max(160, layout.height + 64)}px` } : undefined;
  const focusedNode = focused === null || shown?.nodes.some((node) => node.id === focused) ? null : (layout.nodes.find((node) => node.id === focused) ?? null);

  return (
    <div className="dependency-canvas-wrap">
      <div className="graph-controls" role="toolbar" aria-label="Zoom">
        <button type="button" className="button explorer-small" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <output className="graph-zoom" aria-live="polite">
          {view ? `${Math.round(view.scale * 100)}%` : ''}
        </output>
        <button type="button" className="button explorer-small" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="button explorer-small" onClick={fit}>
          Fit
        </button>
      </div>
      <div
        ref={frame}
        className="dependency-canvas"
        style={small}
        tabIndex={0}
        role="group"
        aria-label="Dependency graph: arrows point at the ticket waited on"
        aria-describedby="dependency-canvas-help"
        data-dragging={dragged.current && drag.current ? true : undefined}
        data-overview={overview || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(event) => {
          // The click that ends a drag opens nothing.
          if (!dragged.current) return;
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {view && picture ? (
          <div className="graph-picture" style={{ transform: `translate3d(${-view.x * view.scale}px, ${-view.y * view.scale}px, 0)` }}>
            {picture}
          </div>
        ) : null}
        {view && shown ? (
          <svg className="dependency-graph" width="100%" height="100%" data-nodes={shown.nodes.length} data-edges={shown.edges.length} data-pieces={shown.pieces.length}>
            <ArrowMarker />
            <g transform={`scale(${view.scale}) translate(${-view.x} ${-view.y})`}>
              {overview ? (
                <path className="graph-edge" d={shown.pieces.map(cachedPiece).join('')} />
              ) : (
                shown.pieces.map((piece) => (
                  <path
                    key={`${piece.edge.from}>${piece.edge.to}@${piece.k}`}
                    d={cachedPiece(piece)}
                    className="graph-edge"
                    data-looped={piece.edge.looped || undefined}
                    markerEnd={piece.last ? 'url(#dependency-arrow)' : undefined}
                  />
                ))
              )}
              {chainLinks
                ? shown.pieces
                    .filter((piece) => chainLinks.has(`${piece.edge.from}>${piece.edge.to}`))
                    .map((piece) => (
                      <path
                        key={`chain ${piece.edge.from}>${piece.edge.to}@${piece.k}`}
                        d={cachedPiece(piece)}
                        className="graph-edge"
                        data-critical
                        markerEnd={piece.last ? 'url(#dependency-arrow-critical)' : undefined}
                      />
                    ))
                : null}
              {overview
                ? shown.nodes.map((node) => (
                    <rect key={node.id} className="graph-box" x={node.x} y={node.y} width={nodeWidth} height={nodeHeight} rx={8} data-state={node.displayState} data-external={node.external || undefined} data-critical={critical(node.id) || undefined} />
                  ))
                : [...shown.nodes, ...(focusedNode ? [focusedNode] : [])].map((node) => (
                    <GraphNodeView
                      key={node.id}
                      node={node}
                      href={ticketPath(node.id)}
                      onOpen={onOpen}
                      note={critical(node.id) ? ', on the critical chain' : ''}
                      data-critical={critical(node.id) || undefined}
                      onFocus={(event) => {
                        setFocused(node.id);
                        // From the keyboard only: a click must not move the ticket from under the pointer.
                        if (size && event.target.matches(':focus-visible')) move((current) => revealBox(current, { x0: node.x - 24, y0: node.y - 24, x1: node.x + nodeWidth + 24, y1: node.y + nodeHeight + 24 }, size));
                      }}
                    />
                  ))}
            </g>
          </svg>
        ) : null}
      </div>
      <p id="dependency-canvas-help" className="muted graph-help">
        Drag or use the arrow keys to move around, the wheel or + and − to zoom, 0 to fit. Tab moves through the tickets in view.
      </p>
    </div>
  );
}
