/** The charts of values through time: a line over buckets, and a calendar heat map of days. */
import type { WidgetData } from '../../../domain/reports/aggregate.ts';
import { calendarLayout, fitLatest, heatLevel, labelWidth, spacedLabels } from '../../../domain/reports/widget-chart-model.ts';
import { axisLabel, bucketLabel, dayLabel, describeValue, formatValue, INTERVAL_LABELS, monthAxisLabels } from '../../../domain/reports/widget-table.ts';
import { crisp, TimeAxis, ValueAxis, valueScale, widestTimeLabel } from './widget-axes.tsx';
import { ChartTop, PlotFrame, PlotSvg, usePlot, type ChartProps, type Tip } from './widget-plot.tsx';

type Series = Extract<WidgetData, { view: 'VALUES_THROUGH_TIME' }>;
type Calendar = Extract<WidgetData, { view: 'CALENDAR' }>;

/** The least room a point of a line gets; older points give way. */
const POINT_GAP = 4;

/** A note under a chart that shows only the latest of its buckets. */
export function LatestNote({ shown, total, unit }: { readonly shown: number; readonly total: number; readonly unit: string }) {
  if (shown >= total) return null;
  return (
    <p className="wc-note">
      Latest {shown} of {total} {unit}; the table has all.
    </p>
  );
}

/** A line over the buckets of a series: area, line, points when there is room, a value axis and thinned time labels. */
export function LineChart({ data, metric, label, actions }: ChartProps<Series>) {
  const plot = usePlot();
  const { width, height } = plot.size;
  const half = widestTimeLabel(
    data.points.map((point) => point.bucketStart),
    data.interval,
  ) / 2;
  const top = 12;
  const bottom = 24;
  const plotHeight = Math.max(24, height - top - bottom);
  const scale = valueScale(Math.max(0, ...data.points.map((point) => point.value)), metric, plotHeight);
  const left = scale.labelWidth + 4;
  const right = Math.max(12, half - 4);
  const plotWidth = Math.max(24, width - left - right);
  const shownCount = fitLatest(data.points.length, plotWidth, POINT_GAP);
  const points = data.points.slice(data.points.length - shownCount);
  const last = points.length - 1;
  const spacing = last > 0 ? plotWidth / last : plotWidth;
  const x = (index: number) => (last > 0 ? index * spacing : plotWidth / 2);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${scale.y(point.value).toFixed(1)}`).join('');
  const area = `${line}L${x(last).toFixed(1)},${plotHeight}L${x(0).toFixed(1)},${plotHeight}Z`;
  const active = plot.activeOf(points.length);
  const activePoint = active === null ? null : points[active]!;
  const tip: Tip | null =
    active === null || activePoint === null
      ? null
      : { title: bucketLabel(activePoint.bucketStart, data.interval), lines: [{ label: '', value: describeValue(activePoint.value, metric) }], x: left + x(active), y: top + scale.y(activePoint.value) };
  return (
    <>
      <ChartTop actions={actions} />
      <PlotFrame plot={plot} label={label} count={points.length} tip={tip}>
        <PlotSvg size={plot.size}>
          <g transform={`translate(${left} ${top})`}>
            <ValueAxis scale={scale} width={plotWidth} metric={metric} />
            <TimeAxis starts={points.map((point) => point.bucketStart)} interval={data.interval} x={x} spacing={spacing} y={plotHeight + 8} from={-left} to={plotWidth + right} />
            {active !== null ? <line className="wc-guide" x1={crisp(x(active))} x2={crisp(x(active))} y1={0} y2={plotHeight} /> : null}
            <path className="wc-area" d={area} />
            <path className="wc-line" d={line} />
            {points.map((point, index) =>
              spacing >= 14 || index === active || last === 0 ? <circle key={point.bucketStart} className="wc-point" data-active={index === active || undefined} cx={x(index)} cy={scale.y(point.value)} r={index === active ? 5 : 3} /> : null,
            )}
            {points.map((point, index) => (
              <rect key={point.bucketStart} className="wc-hit" x={x(index) - spacing / 2} y={0} width={spacing} height={plotHeight} onPointerEnter={() => plot.hover(index)} />
            ))}
          </g>
        </PlotSvg>
      </PlotFrame>
      <LatestNote shown={points.length} total={data.points.length} unit={`${INTERVAL_LABELS[data.interval].toLowerCase()}s`} />
    </>
  );
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const CALENDAR = { left: 32, top: 20, maxCell: 22, minCell: 8 } as const;

/** Days as a heat map: a column a week, Monday to Sunday down, months over the top, a shade scale under. */
export function CalendarChart({ data, metric, label, actions }: ChartProps<Calendar>) {
  const plot = usePlot();
  const { width, height } = plot.size;
  const room = width - CALENDAR.left;
  const byHeight = Math.floor((height - CALENDAR.top) / 7);
  const whole = calendarLayout(data.days);
  // Too many weeks for the width: the latest weeks that fit at the smallest readable cell. Decided
  // by the width alone, so the note it brings (which takes height) cannot undo it.
  const fits = room / whole.columns >= CALENDAR.minCell;
  const cell = Math.max(6, Math.floor(fits ? Math.min(CALENDAR.maxCell, byHeight, room / whole.columns) : Math.min(CALENDAR.minCell, byHeight)));
  const columnsShown = Math.floor(room / CALENDAR.minCell);
  const layout = fits ? whole : calendarLayout(data.days.filter((_, index) => whole.cells[index]!.column >= whole.columns - columnsShown));
  const gap = Math.max(2, Math.round(cell * 0.16));
  const left = CALENDAR.left + Math.max(0, Math.floor((room - layout.columns * cell) / 2));
  // The grid sits in the middle of the box, both ways.
  const top = CALENDAR.top + Math.max(0, Math.floor((height - CALENDAR.top - 7 * cell) / 2));
  const max = Math.max(0, ...layout.cells.map((day) => day.value));
  const active = plot.activeOf(layout.cells.length);
  const activeCell = active === null ? null : layout.cells[active]!;
  const tip: Tip | null =
    activeCell === null
      ? null
      : { title: `${WEEKDAYS[activeCell.row]} ${dayLabel(activeCell.date)}`, lines: [{ label: '', value: describeValue(activeCell.value, metric) }], x: left + activeCell.column * cell + (cell - gap) / 2, y: top + activeCell.row * cell };
  const months = spacedLabels(layout.months.map(({ column, date }) => ({ x: left + column * cell, text: axisLabel(date, 'MONTH', true), date }))).filter(
    (month) => month.x + labelWidth(month.text) - 14 <= width,
  );
  const monthTexts = monthAxisLabels(months.map((month) => month.date));
  const weeksShown = layout.columns;
  return (
    <>
      <ChartTop actions={actions}>
        <div className="wc-legend wc-heat-legend" aria-hidden="true">
          <span>Less</span>
          {[0, 1, 2, 3, 4].map((level) => (
            <span key={level} className="wc-heat-swatch" data-level={level} />
          ))}
          <span>More</span>
          <span className="wc-legend-note">(max {formatValue(max, metric)})</span>
        </div>
      </ChartTop>
      <PlotFrame plot={plot} label={label} count={layout.cells.length} calendar tip={tip}>
        <PlotSvg size={plot.size}>
          {months.map((month, index) => (
            <text key={month.date} className="wc-tick" x={month.x} y={top - 7}>
              {monthTexts[index]}
            </text>
          ))}
          {cell >= 11
            ? [0, 2, 4].map((row) => (
                <text key={row} className="wc-tick" x={left - 6} y={top + row * cell + (cell - gap) / 2} textAnchor="end" dominantBaseline="central">
                  {WEEKDAYS[row]!.slice(0, 3)}
                </text>
              ))
            : null}
          {layout.cells.map((day, index) => (
            <rect
              key={day.date}
              className="wc-day"
              data-level={heatLevel(day.value, max)}
              data-active={index === active || undefined}
              x={left + day.column * cell}
              y={top + day.row * cell}
              width={cell - gap}
              height={cell - gap}
              rx={2}
              onPointerEnter={() => plot.hover(index)}
            />
          ))}
        </PlotSvg>
      </PlotFrame>
      <LatestNote shown={weeksShown} total={whole.columns} unit="weeks" />
    </>
  );
}
