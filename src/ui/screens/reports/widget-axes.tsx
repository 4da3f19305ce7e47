/** The axes of the widget charts: a value axis with round ticks and grid lines, and time labels thinned so they never touch. */
import type { Bucketing } from '../../../domain/reports/aggregate.ts';
import type { ReportMetric } from '../../../domain/reports/report.ts';
import { isLabelled, labelStride, labelWidth } from '../../../domain/reports/widget-chart-model.ts';
import { axisLabel, formatValue, monthAxisLabels, niceTicks } from '../../../domain/reports/widget-table.ts';

/** Round to half a pixel, so one-pixel lines fall on pixels. */
export const crisp = (value: number): number => Math.round(value) + 0.5;

/** A value axis: round ticks up to a top at or above the largest value, and the y of a value in a plot `height` tall. */
export interface ValueScale {
  readonly ticks: readonly number[];
  readonly y: (value: number) => number;
  /** The width the tick labels take, left of the plot. */
  readonly labelWidth: number;
}

/** A value axis for a plot `height` tall: about a tick every 36 px. */
export function valueScale(max: number, metric: ReportMetric, height: number): ValueScale {
  const ticks = niceTicks(max, Math.max(1, Math.min(6, Math.floor(height / 36))), metric === 'TICKET_COUNT');
  const top = ticks[ticks.length - 1]!;
  return {
    ticks,
    y: (value) => height - (value / top) * height,
    labelWidth: Math.max(...ticks.map((tick) => labelWidth(formatValue(tick, metric)))) - 4,
  };
}

/** Grid lines and tick labels of a value axis, across a plot `width` wide (drawn at the plot's origin). */
export function ValueAxis({ scale, width, metric }: { readonly scale: ValueScale; readonly width: number; readonly metric: ReportMetric }) {
  return (
    <g className="wc-axis">
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line className={tick === 0 ? 'wc-baseline' : 'wc-grid'} x1={0} x2={width} y1={crisp(scale.y(tick)) - (tick === 0 ? 1 : 0)} y2={crisp(scale.y(tick)) - (tick === 0 ? 1 : 0)} />
          <text className="wc-tick" x={-8} y={scale.y(tick)} textAnchor="end" dominantBaseline="central">
            {formatValue(tick, metric)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The widest a time axis label of these buckets can be (with its year). */
export const widestTimeLabel = (starts: readonly string[], interval: Bucketing): number =>
  Math.max(0, ...starts.slice(0, 40).map((start) => labelWidth(axisLabel(start, interval, true))));

/**
 * Time labels under a plot (drawn at its origin): the latest bucket always, then every few back so
 * none touch; a label that would leave the box (`from` to `to`) is left out. A month axis
 * carries the year on its first label and where the year changes.
 */
export function TimeAxis(props: {
  readonly starts: readonly string[];
  readonly interval: Bucketing;
  readonly x: (index: number) => number;
  readonly spacing: number;
  readonly y: number;
  readonly from: number;
  readonly to: number;
}) {
  const { starts, interval, x, spacing, y, from, to } = props;
  const stride = labelStride(spacing, widestTimeLabel(starts, interval));
  const shown = starts
    .map((start, index) => ({ start, index }))
    .filter(({ index }) => isLabelled(index, starts.length, stride))
    .filter(({ start, index }) => {
      const half = labelWidth(axisLabel(start, interval, true)) / 2 - 6;
      return x(index) - half >= from && x(index) + half <= to;
    });
  const texts = interval === 'MONTH' ? monthAxisLabels(shown.map(({ start }) => start)) : shown.map(({ start }) => axisLabel(start, interval));
  return (
    <g className="wc-axis">
      {shown.map(({ start, index }, order) => (
        <text key={start} className="wc-tick" x={x(index)} y={y} textAnchor="middle" dominantBaseline="hanging">
          {texts[order]}
        </text>
      ))}
    </g>
  );
}
