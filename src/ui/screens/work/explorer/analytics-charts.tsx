/** The analytics charts in SVG: labelled horizontal bars with their numbers, and a line chart with axes and a legend. */
import { linePoints, niceTicks, scaleLinear, shortDay, type DayCount } from '../../../../domain/work/analytics-chart.ts';

/** One bar of a bar chart. */
export interface Bar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** A data-tone for the bar's colour (a display state). */
  readonly tone?: string;
}

const BAR = {
  wide: { width: 560, labelWidth: 130, labelRow: 0, barHeight: 22, gap: 8, valueWidth: 44 },
  // Narrow windows: the label sits above its bar, so the bars keep most of the width.
  narrow: { width: 320, labelWidth: 0, labelRow: 16, barHeight: 16, gap: 10, valueWidth: 36 },
} as const;

/** Horizontal bars, each with its label and its number as text; a wide and a narrow drawing (CSS shows one). */
export function BarChart({ bars, title }: { readonly bars: readonly Bar[]; readonly title: string }) {
  const summary = `${title}. ${bars.map((bar) => `${bar.label}: ${bar.value}`).join(', ')}`;
  return (
    <>
      <BarDrawing bars={bars} summary={summary} size="wide" />
      <BarDrawing bars={bars} summary={summary} size="narrow" />
    </>
  );
}

function BarDrawing({ bars, summary, size }: { readonly bars: readonly Bar[]; readonly summary: string; readonly size: 'wide' | 'narrow' }) {
  const layout = BAR[size];
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const plot = layout.width - layout.labelWidth - layout.valueWidth;
  const x = scaleLinear([0, top], [0, plot]);
  const step = layout.labelRow + layout.barHeight + layout.gap;
  const height = bars.length * step + layout.gap;
  return (
    <svg className={`chart chart-bars chart-${size}`} viewBox={`0 0 ${layout.width} ${height}`} role="img" aria-label={summary}>
      {ticks.map((tick) => (
        <line key={tick} className="chart-grid" x1={layout.labelWidth + x(tick)} x2={layout.labelWidth + x(tick)} y1={0} y2={height} />
      ))}
      {bars.map((bar, index) => {
        const y = layout.gap + index * step + layout.labelRow;
        const width = bar.value === 0 ? 0 : Math.max(2, x(bar.value));
        const label = size === 'wide' && bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label;
        return (
          <g key={bar.key} data-tone={bar.tone}>
            {size === 'wide' ? (
              <text className="chart-label" x={layout.labelWidth - 8} y={y + layout.barHeight / 2} textAnchor="end" dominantBaseline="central">
                {label}
              </text>
            ) : (
              <text className="chart-label" x={0} y={y - 4}>
                {label}
              </text>
            )}
            <rect className="chart-bar" x={layout.labelWidth} y={y} width={width} height={layout.barHeight} rx={3} />
            <text className="chart-value" x={layout.labelWidth + width + 6} y={y + layout.barHeight / 2} dominantBaseline="central">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const LINE = {
  wide: { width: 560, height: 220, left: 36, right: 12, top: 12, bottom: 28, every: 7 },
  narrow: { width: 320, height: 200, left: 30, right: 10, top: 12, bottom: 28, every: 14 },
} as const;

/** Created and closed tickets per day, as two lines over the days, with axes and a legend. */
export function CreatedClosedChart({ days }: { readonly days: readonly DayCount[] }) {
  const totals = days.reduce((sum, day) => ({ created: sum.created + day.created, closed: sum.closed + day.closed }), { created: 0, closed: 0 });
  const summary = `Created and closed tickets per day from ${shortDay(days[0]!.date)} to ${shortDay(days[days.length - 1]!.date)}: ${totals.created} created, ${totals.closed} closed.`;
  return (
    <figure className="chart-figure">
      <LineDrawing days={days} summary={summary} size="wide" />
      <LineDrawing days={days} summary={summary} size="narrow" />
      <figcaption className="chart-legend">
        <span data-series="created">
          <span className="legend-swatch" aria-hidden="true" /> Created ({totals.created})
        </span>
        <span data-series="closed">
          <span className="legend-swatch" aria-hidden="true" /> Closed ({totals.closed})
        </span>
      </figcaption>
    </figure>
  );
}

function LineDrawing({ days, summary, size }: { readonly days: readonly DayCount[]; readonly summary: string; readonly size: 'wide' | 'narrow' }) {
  const layout = LINE[size];
  const max = Math.max(0, ...days.map((day) => Math.max(day.created, day.closed)));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const plotWidth = layout.width - layout.left - layout.right;
  const plotHeight = layout.height - layout.top - layout.bottom;
  const y = scaleLinear([0, top], [plotHeight, 0]);
  const x = scaleLinear([0, Math.max(1, days.length - 1)], [0, plotWidth]);
  const last = days.length - 1;
  // A label every `every` days and on the last day, unless it would touch the last one.
  const labelled = (index: number) => index === last || (index % layout.every === 0 && last - index >= layout.every / 2);
  const created = linePoints(days.map((day) => day.created), { width: plotWidth, height: plotHeight, max: top });
  const closed = linePoints(days.map((day) => day.closed), { width: plotWidth, height: plotHeight, max: top });
  return (
    <svg className={`chart chart-lines chart-${size}`} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={summary}>
      <g transform={`translate(${layout.left} ${layout.top})`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="chart-grid" x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
            <text className="chart-axis" x={-6} y={y(tick)} textAnchor="end" dominantBaseline="central">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          labelled(index) ? (
            <text key={day.date} className="chart-axis" x={x(index)} y={plotHeight + 18} textAnchor={index === 0 ? 'start' : index === last ? 'end' : 'middle'}>
              {shortDay(day.date)}
            </text>
          ) : null,
        )}
        <line className="chart-axis-line" x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} />
        <polyline className="chart-line" data-series="created" points={created} />
        <polyline className="chart-line" data-series="closed" points={closed} />
      </g>
    </svg>
  );
}
