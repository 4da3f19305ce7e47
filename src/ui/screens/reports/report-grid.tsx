/**
 * A report's grid: 12 columns of rows ROW_PX high, each widget at its place. On a narrow window
 * the widgets stand in one column, in reading order (top to bottom, left to right), each as high
 * as on the grid. The cards are the page's; this places them.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { WidgetResult } from '../../../application/reports/report-gateway.port.ts';
import { readingOrder } from '../../../domain/reports/grid.ts';
import type { GridRect, WidgetConfig } from '../../../domain/reports/report.ts';
import { WidgetBody, WidgetEmpty } from './widget-chart.tsx';

/** The height of a grid row. */
export const ROW_PX = 80;

/** Where a card goes: its grid area, and its order and height in a single column. */
export function placeStyle(layout: GridRect, order: number): CSSProperties {
  return {
    gridColumn: `${layout.x + 1} / span ${layout.w}`,
    gridRow: `${layout.y + 1} / span ${layout.h}`,
    order,
    ['--report-widget-rows' as string]: layout.h,
  };
}

export function ReportGrid({ layouts, children, label, gridRef, className = '', stable = false }: {
  readonly layouts: readonly GridRect[];
  /** Keeps the cards in the given order (the editor: a card being moved must not leave the document, or it loses the focus). */
  readonly stable?: boolean;
  /** One card per layout, in the same order. */
  readonly children: (index: number, style: CSSProperties) => ReactNode;
  readonly label: string;
  readonly gridRef?: (element: HTMLDivElement | null) => void;
  readonly className?: string;
}) {
  const order = readingOrder(layouts);
  const position = new Map(order.map((index, at) => [index, at]));
  // Cards come in reading order, so the keyboard and a screen reader go through them as they are seen (unless kept stable).
  return (
    <div className={`report-grid ${className}`} role="list" aria-label={label} ref={gridRef} style={{ ['--report-row' as string]: `${ROW_PX}px` }}>
      {(stable ? layouts.map((_, index) => index) : order).map((index) => children(index, placeStyle(layouts[index]!, position.get(index)!)))}
    </div>
  );
}

/** A widget's numbers in its card: the chart (with its table and CSV), or why there is none. */
export function WidgetContent({ config, data }: { readonly config: WidgetConfig; readonly data: WidgetResult }) {
  if (data.ticketCount === 0) return <WidgetEmpty />;
  return <WidgetBody data={data} metric={config.metric} grouping={config.grouping} title={config.title} interval={config.interval} />;
}
