/**
 * The frame every widget chart draws in: it measures its box (the chart is drawn in real pixels, so
 * 12 px text stays 12 px from a 300 px widget to a 1200 px one), holds the active datum, and shows
 * its tooltip.
 *
 * Accessibility pattern: the plot is one tab stop with role="img" and an accessible name that
 * states the chart in a sentence (what is counted, the span, what stands out); the SVG inside is
 * hidden from assistive technology. Screen reader users read that sentence, and the widget's
 * "Show as table" alternative for every number. Arrow keys (Up/Down too; on a calendar Left/Right
 * move a week and Up/Down a day), Home and End move the active datum for keyboard users: it is
 * highlighted, its tooltip shows its label and value, and the same text goes to a polite live
 * region, so a screen reader in focus mode hears each step. Escape hides the tooltip. We chose
 * this over role="group" with aria-activedescendant because SVG shapes as ARIA options are read
 * unevenly across screen readers, while a named image and a live region are read everywhere.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { ReportMetric } from '../../../domain/reports/report.ts';
import { nextActive } from '../../../domain/reports/widget-chart-model.ts';

/** A box in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size a chart is drawn at before its box is laid out (and in tests, where nothing is). */
export const FALLBACK_SIZE: Size = { width: 480, height: 240 };

/** One line of a tooltip: a label, a value, and the colour slot of its series when there are several. */
export interface TipLine {
  readonly label: string;
  readonly value: string;
  readonly slot?: string;
}

/** A tooltip: its heading, its lines, and the point of the plot it points at. */
export interface Tip {
  readonly title: string;
  readonly lines: readonly TipLine[];
  readonly x: number;
  readonly y: number;
  /** Set for a tall tooltip: it stands beside a band this wide around x, centred on y, instead of over the point. */
  readonly beside?: number;
}

/** What a chart reads from its frame: its size, the active datum (among `count`), and how to make one active by pointer. */
export interface Plot {
  readonly size: Size;
  readonly activeOf: (count: number) => number | null;
  readonly hover: (index: number) => void;
  readonly frame: FrameState;
}

interface Active {
  readonly index: number;
  readonly byKey: boolean;
}

interface FrameState {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly active: Active | null;
  readonly set: (active: Active | null) => void;
}

/** The size and active datum of a plot. */
export function usePlot(): Plot {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  const [active, setActive] = useState<Active | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      if (width > 0 && height > 0) setSize((current) => (current.width === width && current.height === height ? current : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return {
    size,
    activeOf: (count) => (active !== null && active.index < count ? active.index : null),
    hover: (index) => setActive({ index, byKey: false }),
    frame: { ref, active, set: setActive },
  };
}

/** Where a tooltip sits: beside its band, or over its point (leaning inward near the edges, hanging below near the top). */
function tipPlace(tip: Tip, size: Size): { readonly left: number; readonly attributes: Record<string, string | undefined> } {
  if (tip.beside !== undefined) {
    const right = tip.x < size.width / 2;
    return { left: tip.x + (right ? 1 : -1) * (tip.beside / 2 + 6), attributes: { 'data-beside': right ? 'right' : 'left' } };
  }
  const align = tip.x < size.width * 0.25 ? 'start' : tip.x > size.width * 0.75 ? 'end' : 'middle';
  return { left: tip.x, attributes: { 'data-align': align, 'data-below': tip.y < 70 ? 'true' : undefined } };
}

/** The tab stop of a chart with its drawing, its tooltip, and the live region that reads the tooltip out. */
export function PlotFrame(props: {
  readonly plot: Plot;
  /** The plot's accessible name: the chart in a sentence. */
  readonly label: string;
  /** How many data the keys move between. */
  readonly count: number;
  /** Left and Right move a week (a calendar's columns). */
  readonly calendar?: boolean;
  readonly tip: Tip | null;
  /** The drawing may be taller than the box, which then scrolls. */
  readonly scroll?: boolean;
  readonly children: ReactNode;
}) {
  const { plot, label, count, calendar = false, tip, scroll = false, children } = props;
  const { frame, size } = plot;
  const byKey = frame.active?.byKey ?? false;
  const hint = useId();
  const [scrollTop, setScrollTop] = useState(0);
  const onKeyDown = (event: KeyboardEvent) => {
    const active = plot.activeOf(count);
    if (event.key === 'Escape') {
      if (active === null) return;
      // The tooltip goes; a dialog around the widget stays open.
      event.stopPropagation();
      frame.set(null);
      return;
    }
    const next = nextActive(active, event.key, count, calendar);
    if (next === undefined) return;
    event.preventDefault();
    frame.set({ index: next, byKey: true });
  };

  // A datum reached by keyboard in a scrolled chart is scrolled into view.
  useLayoutEffect(() => {
    const element = frame.ref.current;
    if (!scroll || !tip || !byKey || !element) return;
    if (tip.y < element.scrollTop + 24) element.scrollTop = Math.max(0, tip.y - 24);
    else if (tip.y > element.scrollTop + element.clientHeight - 24) element.scrollTop = tip.y - element.clientHeight + 24;
  }, [tip?.y, scroll, byKey]);

  const place = tip ? tipPlace(tip, size) : null;
  const spoken = tip && byKey ? `${tip.title}: ${tip.lines.map((line) => (line.label ? `${line.label} ${line.value}` : line.value)).join(', ')}` : '';
  return (
    <div className="wc-plot-wrap">
      <div
        ref={frame.ref}
        className="wc-plot"
        data-scroll={scroll || undefined}
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby={hint}
        onKeyDown={onKeyDown}
        onBlur={() => frame.set(null)}
        onPointerLeave={() => frame.set(byKey ? frame.active : null)}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        {children}
      </div>
      {tip && place ? (
        <div className="wc-tip" {...place.attributes} style={{ left: place.left, top: tip.y - (scroll ? scrollTop : 0) }} aria-hidden="true">
          <p className="wc-tip-title">{tip.title}</p>
          {tip.lines.map((line, index) => (
            <p key={index} className="wc-tip-line" data-slot={line.slot}>
              {line.slot ? <span className="wc-swatch" /> : null}
              {line.label ? <span className="wc-tip-label">{line.label}</span> : null}
              <span className="wc-tip-value">{line.value}</span>
            </p>
          ))}
        </div>
      ) : null}
      <p id={hint} className="visually-hidden">
        Arrow keys read the values one by one.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}

/** An SVG at the plot's measured size: drawn in pixels, scaled by its viewBox while the box is resized. */
export function PlotSvg({ size, height = size.height, children }: { readonly size: Size; readonly height?: number; readonly children: ReactNode }) {
  return (
    <svg className="wc-svg" viewBox={`0 0 ${size.width} ${height}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The colour slot of the group at `index` of the drawn groups: '1' to '8' (the eighth is the grey of 'Other', and of None: tickets without the value). */
export const slotOf = (index: number, key?: string): string => (key === '' ? '8' : String(Math.min(index, 7) + 1));

/** What every chart is given: its data, its metric, its accessible name, and the widget's actions for its top row. */
export interface ChartProps<D> {
  readonly data: D;
  readonly metric: ReportMetric;
  readonly label: string;
  readonly actions?: ReactNode;
}

/** The row over a chart: its key (a legend, a change) on the left, the widget's actions on the right. */
export function ChartTop({ actions, children }: { readonly actions?: ReactNode; readonly children?: ReactNode }) {
  if (!actions && !children) return null;
  return (
    <div className="wc-top">
      <div className="wc-key">{children}</div>
      {actions}
    </div>
  );
}
