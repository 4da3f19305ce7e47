/** The bar charts of a widget: this period against the last, a breakdown by group, and groups compared bucket by bucket. */
import type { WidgetData } from '../../../domain/reports/aggregate.ts';
import type { ReportMetric } from '../../../domain/reports/report.ts';
import { drawnGroups, drawnSeries, fitLatest, formatShare, labelWidth } from '../../../domain/reports/widget-chart-model.ts';
import { bucketLabel, describeValue, formatChange, formatValue, groupName, INTERVAL_LABELS, periodWords } from '../../../domain/reports/widget-table.ts';
import { LatestNote } from './widget-chart-time.tsx';
import { crisp, TimeAxis, ValueAxis, valueScale, widestTimeLabel } from './widget-axes.tsx';
import { ChartTop, PlotFrame, PlotSvg, slotOf, usePlot, type ChartProps, type Tip } from './widget-plot.tsx';

type Compare = Extract<WidgetData, { view: 'COMPARE_VALUES_NOW' }>;
type Breakdown = Extract<WidgetData, { view: 'VALUES_BROKEN_DOWN_NOW' }>;
type Grouped = Extract<WidgetData, { view: 'COMPARE_THROUGH_TIME' }>;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Text cut to a width, with an ellipsis (the tooltip and the table have it whole). */
function fitText(text: string, width: number): string {
  const chars = Math.floor((width - 8) / 6.8);
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

/** The change from the period before, in words and an arrow (the sign says it without colour). */
function ChangeLine({ data, metric }: { readonly data: Compare; readonly metric: ReportMetric }) {
  const before = periodWords(data.interval).before.toLowerCase();
  const trend = data.change > 0 ? 'up' : data.change < 0 ? 'down' : 'flat';
  const percent = data.previous.value > 0 && data.change !== 0 ? ` (${data.change > 0 ? '+' : '−'}${formatShare(Math.abs(data.change), data.previous.value)})` : '';
  return (
    <p className="wc-change" data-trend={trend}>
      <span className="wc-change-arrow" aria-hidden="true">
        {trend === 'up' ? '▲' : trend === 'down' ? '▼' : '='}
      </span>{' '}
      {trend === 'flat' ? <strong>No change</strong> : <strong>{formatChange(data.change, metric)}</strong>}
      <span className="wc-change-percent">{percent}</span> <span className="wc-change-since">vs {before}</span>
    </p>
  );
}

/** This period's bar beside the last one's, each with its number, and the change over them. */
export function CompareNowChart({ data, metric, label, actions }: ChartProps<Compare>) {
  const plot = usePlot();
  const { width, height } = plot.size;
  const words = periodWords(data.interval);
  const bars = [
    { key: 'previous', words: words.before, point: data.previous },
    { key: 'current', words: words.now, point: data.current },
  ];
  const top = 22;
  const bottom = 26;
  const plotHeight = Math.max(16, height - top - bottom);
  const max = Math.max(data.previous.value, data.current.value);
  const barWidth = clamp(width * 0.22, 28, 96);
  const gap = Math.max(20, barWidth * 0.4);
  const xOf = (index: number) => width / 2 + (index === 0 ? -gap / 2 - barWidth : gap / 2);
  const heightOf = (value: number) => (max > 0 && value > 0 ? Math.max(2, (value / max) * plotHeight) : 0);
  const active = plot.activeOf(2);
  const activeBar = active === null ? null : bars[active]!;
  const tip: Tip | null =
    activeBar === null || active === null
      ? null
      : { title: `${activeBar.words}: ${bucketLabel(activeBar.point.bucketStart, data.interval)}`, lines: [{ label: '', value: describeValue(activeBar.point.value, metric) }], x: xOf(active) + barWidth / 2, y: top + plotHeight - heightOf(activeBar.point.value) - 18 };
  return (
    <>
      <ChartTop actions={actions}>
        <ChangeLine data={data} metric={metric} />
      </ChartTop>
      <PlotFrame plot={plot} label={label} count={2} tip={tip}>
        <PlotSvg size={plot.size}>
          <line className="wc-baseline" x1={xOf(0) - 12} x2={xOf(1) + barWidth + 12} y1={crisp(top + plotHeight) - 1} y2={crisp(top + plotHeight) - 1} />
          {bars.map((bar, index) => {
            const barHeight = heightOf(bar.point.value);
            return (
              <g key={bar.key} data-period={bar.key} data-active={index === active || undefined}>
                <rect className="wc-bar" x={xOf(index)} y={top + plotHeight - barHeight} width={barWidth} height={barHeight} rx={3} />
                <text className="wc-value" x={xOf(index) + barWidth / 2} y={top + plotHeight - barHeight - 7} textAnchor="middle">
                  {formatValue(bar.point.value, metric)}
                </text>
                <text className="wc-tick" x={xOf(index) + barWidth / 2} y={top + plotHeight + 8} textAnchor="middle" dominantBaseline="hanging">
                  {bar.words}
                </text>
                <rect className="wc-hit" x={xOf(index) - gap / 2} y={0} width={barWidth + gap} height={height} onPointerEnter={() => plot.hover(index)} />
              </g>
            );
          })}
        </PlotSvg>
      </PlotFrame>
    </>
  );
}

const SHARE = { height: 10, gap: 14 } as const;

/** Groups as horizontal bars, largest first, each with its name and number, under a thin bar of their shares. */
export function BreakdownChart({ data, metric, label, actions }: ChartProps<Breakdown>) {
  const plot = usePlot();
  const { width, height } = plot.size;
  const groups = data.groups;
  const total = groups.reduce((sum, group) => sum + group.value, 0);
  const max = Math.max(0, ...groups.map((group) => group.value));
  // Narrow widgets put each name over its bar, so the bars keep the width.
  const wide = width >= 360;
  const top = SHARE.height + SHARE.gap;
  const step = wide ? clamp((height - top) / Math.max(1, groups.length), 22, 36) : 38;
  const barHeight = wide ? Math.round(step * 0.6) : 14;
  const labelColumn = wide ? Math.min(width * 0.34, Math.max(...groups.map((group) => labelWidth(groupName(group))))) : 0;
  const valueRoom = labelWidth(formatValue(max, metric)) + 4;
  const barRoom = Math.max(20, width - labelColumn - valueRoom);
  const contentHeight = Math.max(height, top + groups.length * step);
  const below = groups.length - Math.max(0, Math.floor((height - top) / step));
  const barY = (index: number) => top + index * step + (wide ? (step - barHeight) / 2 : step - barHeight - 6);
  let shareX = 0;
  const active = plot.activeOf(groups.length);
  const activeGroup = active === null ? null : groups[active]!;
  const tip: Tip | null =
    activeGroup === null || active === null
      ? null
      : {
          title: groupName(activeGroup),
          lines: [{ label: '', value: `${describeValue(activeGroup.value, metric)} · ${formatShare(activeGroup.value, total)}` }],
          x: labelColumn + Math.min(barRoom, (activeGroup.value / (max || 1)) * barRoom),
          y: barY(active),
        };
  return (
    <>
      <ChartTop actions={actions} />
      <PlotFrame plot={plot} label={label} count={groups.length} tip={tip} scroll>
        <PlotSvg size={plot.size} height={contentHeight}>
          <g className="wc-shares">
            {drawnGroups(groups).map((group, index) => {
              const segment = total > 0 ? (group.value / total) * width : 0;
              const x = shareX;
              shareX += segment;
              return segment > 0 ? <rect key={group.key} className="wc-share" data-slot={slotOf(index, group.key)} x={x} y={0} width={segment} height={SHARE.height} /> : null;
            })}
          </g>
          {groups.map((group, index) => {
            const y = barY(index);
            const length = max > 0 && group.value > 0 ? Math.max(2, (group.value / max) * barRoom) : 0;
            return (
              <g key={group.key} data-slot={slotOf(index, group.key)} data-active={index === active || undefined}>
                <rect className="wc-row" x={0} y={top + index * step} width={width} height={step} />
                {wide ? (
                  <text className="wc-label" x={labelColumn - 10} y={y + barHeight / 2} textAnchor="end" dominantBaseline="central">
                    {fitText(groupName(group), labelColumn - 4)}
                  </text>
                ) : (
                  <text className="wc-label" x={0} y={y - 5}>
                    {fitText(groupName(group), width - valueRoom)}
                  </text>
                )}
                <rect className="wc-bar" x={labelColumn} y={y} width={length} height={barHeight} rx={3} />
                <text className="wc-value" x={labelColumn + length + 6} y={y + barHeight / 2} dominantBaseline="central">
                  {formatValue(group.value, metric)}
                </text>
                <rect className="wc-hit" x={0} y={top + index * step} width={width} height={step} onPointerEnter={() => plot.hover(index)} />
              </g>
            );
          })}
        </PlotSvg>
      </PlotFrame>
      {below > 0 ? <p className="wc-note">{below} more below: scroll the chart, or show the table.</p> : null}
    </>
  );
}

/** Groups side by side in each bucket, a colour each (the ninth and beyond as one 'Other'), with a legend. */
export function GroupedBarsChart({ data, metric, label, actions }: ChartProps<Grouped>) {
  const plot = usePlot();
  const { width, height } = plot.size;
  const series = drawnSeries(data.series);
  const all = series[0]?.points.length ?? 0;
  const top = 12;
  const bottom = 24;
  const plotHeight = Math.max(24, height - top - bottom);
  const scale = valueScale(Math.max(0, ...series.flatMap((one) => one.points.map((point) => point.value))), metric, plotHeight);
  const left = scale.labelWidth + 4;
  // Room for half the latest bucket's label beyond its band.
  const right = Math.max(8, widestTimeLabel(series[0]?.points.map((point) => point.bucketStart) ?? [], data.interval) / 2 - 16);
  const plotWidth = Math.max(24, width - left - right);
  const shown = fitLatest(all, plotWidth, series.length * 3 + 6);
  const first = all - shown;
  const band = plotWidth / shown;
  const barWidth = Math.min(28, (band * (series.length > 1 ? 0.8 : 0.6)) / series.length);
  const groupLeft = (index: number) => index * band + (band - barWidth * series.length) / 2;
  const starts = (series[0]?.points ?? []).slice(first).map((point) => point.bucketStart);
  const active = plot.activeOf(shown);
  const tip: Tip | null =
    active === null
      ? null
      : {
          title: bucketLabel(starts[active]!, data.interval),
          lines: series.map((one, index) => ({ label: groupName(one), value: formatValue(one.points[first + active]!.value, metric), slot: slotOf(index, one.key) })),
          x: left + active * band + band / 2,
          y: top + plotHeight / 2,
          beside: band,
        };
  return (
    <>
      <ChartTop actions={actions} />
      <PlotFrame plot={plot} label={label} count={shown} tip={tip}>
        <PlotSvg size={plot.size}>
          <g transform={`translate(${left} ${top})`}>
            {active !== null ? <rect className="wc-band" x={active * band} y={0} width={band} height={plotHeight} /> : null}
            <ValueAxis scale={scale} width={plotWidth} metric={metric} />
            <TimeAxis starts={starts} interval={data.interval} x={(index) => index * band + band / 2} spacing={band} y={plotHeight + 8} from={-left} to={plotWidth + right} />
            {series.map((one, index) => (
              <g key={one.key} data-slot={slotOf(index, one.key)}>
                {one.points.slice(first).map((point, bucket) => {
                  const barHeight = plotHeight - scale.y(point.value);
                  return point.value > 0 ? (
                    <rect key={point.bucketStart} className="wc-bar" x={groupLeft(bucket) + index * barWidth} y={plotHeight - barHeight} width={Math.max(1, barWidth - (barWidth > 4 ? 1 : 0))} height={barHeight} rx={barWidth > 8 ? 2 : 0} />
                  ) : null;
                })}
              </g>
            ))}
            {starts.map((start, index) => (
              <rect key={start} className="wc-hit" x={index * band} y={0} width={band} height={plotHeight} onPointerEnter={() => plot.hover(index)} />
            ))}
          </g>
        </PlotSvg>
      </PlotFrame>
      <ul className="wc-legend" aria-hidden="true">
        {series.map((one, index) => (
          <li key={one.key} data-slot={slotOf(index, one.key)}>
            <span className="wc-swatch" />
            {groupName(one)}
          </li>
        ))}
      </ul>
      <LatestNote shown={shown} total={all} unit={`${INTERVAL_LABELS[data.interval].toLowerCase()}s`} />
    </>
  );
}
