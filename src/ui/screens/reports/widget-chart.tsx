/**
 * A report widget's body: its chart (own SVG components, see widget-plot.tsx for the keyboard and
 * screen reader pattern), a table of the same numbers, and a CSV download. Loaded with the report
 * pages only.
 *
 * The caller draws the widget's frame: its title heading and its loading and error states. The
 * body fills the frame's height (it is a flex column: give the frame a height and make the body
 * grow, `flex: 1; min-height: 0`), and the chart is drawn for the size it gets.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import type { WidgetData } from '../../../domain/reports/aggregate.ts';
import type { ReportGrouping, ReportInterval, ReportMetric } from '../../../domain/reports/report.ts';
import { widgetSummary } from '../../../domain/reports/widget-chart-model.ts';
import { formatValue, isEmptyWidget, periodWords, splitValue, widgetCsv, widgetCsvFileName, widgetTable } from '../../../domain/reports/widget-table.ts';
import { saveTextFile } from '../../components/save-text-file.ts';
import { BreakdownChart, CompareNowChart, GroupedBarsChart } from './widget-chart-bars.tsx';
import { CalendarChart, LineChart } from './widget-chart-time.tsx';
import { ChartTop } from './widget-plot.tsx';

/** What a widget shows: its numbers and what they are. */
export interface WidgetChartProps {
  readonly data: WidgetData;
  readonly metric: ReportMetric;
  readonly grouping: ReportGrouping;
  /** The widget's title: it begins the chart's accessible name and the table's caption, and names the CSV file. */
  readonly title: string;
  /** The widget's interval, so a single number can say which period it covers ('This week'). */
  readonly interval?: ReportInterval;
  /** Controls for the chart's top row, right of its legend (WidgetBody puts its buttons there). */
  readonly actions?: ReactNode;
}

/** The chart of a widget, by its view. */
export function WidgetChart(props: WidgetChartProps) {
  return (
    <div className="wc-chart" data-view={props.data.view}>
      <Drawing {...props} />
    </div>
  );
}

function Drawing({ data, metric, grouping, title, interval, actions }: WidgetChartProps) {
  const label = `${title}. ${widgetSummary(data, metric, grouping, interval)}`;
  switch (data.view) {
    case 'VALUES_NOW':
      return (
        <>
          <ChartTop actions={actions} />
          <ValueNow value={data.value} metric={metric} grouping={grouping} interval={interval} />
        </>
      );
    case 'COMPARE_VALUES_NOW':
      return <CompareNowChart data={data} metric={metric} label={label} actions={actions} />;
    case 'VALUES_THROUGH_TIME':
      return <LineChart data={data} metric={metric} label={label} actions={actions} />;
    case 'CALENDAR':
      return <CalendarChart data={data} metric={metric} label={label} actions={actions} />;
    case 'VALUES_BROKEN_DOWN_NOW':
      return <BreakdownChart data={data} metric={metric} label={label} actions={actions} />;
    case 'COMPARE_THROUGH_TIME':
      return <GroupedBarsChart data={data} metric={metric} label={label} actions={actions} />;
    default: {
      const _never: never = data;
      return _never;
    }
  }
}

/** One big number with its unit, and the period it covers. */
function ValueNow({ value, metric, grouping, interval }: { readonly value: number; readonly metric: ReportMetric; readonly grouping: ReportGrouping; readonly interval: ReportInterval | undefined }) {
  const { amount, unit } = splitValue(value, metric, grouping, 'VALUES_NOW');
  const period = interval === undefined ? '' : interval === 'AUTO' ? ' in all' : ` ${periodWords(interval).now.toLowerCase()}`;
  return (
    <div className="wc-number">
      <p className="wc-number-amount">{amount}</p>
      <p className="wc-number-unit">
        {unit}
        {period}
      </p>
    </div>
  );
}

/** The widget's numbers as a table: a row per bucket or group (see widgetTable). */
export function WidgetTable({ data, metric, grouping, title, interval }: WidgetChartProps) {
  const table = widgetTable(data, metric, grouping, interval);
  return (
    <div className="wc-table">
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={index} scope="col" data-number={(index > 0 && typeof table.rows[0]?.[index] === 'number') || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 && table.columns.length > 1 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-number={typeof cell === 'number' || undefined}>
                    {typeof cell === 'number' ? formatValue(cell, metric) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The words of a widget whose filter keeps no ticket. */
export const WIDGET_EMPTY_TEXT = "No ticket matches this widget's filter.";

/** What a widget says when its filter keeps no ticket (or none falls in its span). */
export function WidgetEmpty() {
  return <p className="wc-empty">{WIDGET_EMPTY_TEXT}</p>;
}

/** A widget's body, given what WidgetChart is given (but its actions: the body brings its own) and how to save a file. */
export interface WidgetBodyProps extends Omit<WidgetChartProps, 'actions'> {
  /** Saves the CSV export (the browser's download by default); tests pass a double. */
  readonly save?: (fileName: string, text: string) => void;
}

/**
 * A widget's body: 'Show as table' / 'Show as chart' and 'Download CSV' over the chart or its
 * table; WidgetEmpty instead when there is nothing to draw (isEmptyWidget).
 */
export function WidgetBody({ save = saveTextFile, ...props }: WidgetBodyProps) {
  const [asTable, setAsTable] = useState(false);
  const toggled = useRef(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // The toggle is drawn anew over the table or the chart: the focus follows it there.
  useEffect(() => {
    if (toggled.current) toggleButton.current?.focus();
  }, [asTable]);
  if (isEmptyWidget(props.data)) return <WidgetEmpty />;
  const toggle = asTable ? 'Show as chart' : 'Show as table';
  // Narrow widgets show the short words; the accessible name is always the whole one.
  const actions = (
    <div className="wc-actions">
      <Button
        ref={toggleButton}
        className="wc-action"
        aria-label={toggle}
        onPress={() => {
          toggled.current = true;
          setAsTable(!asTable);
        }}
      >
        <span className="wc-long">{toggle}</span>
        <span className="wc-short">{asTable ? 'Chart' : 'Table'}</span>
      </Button>
      <Button className="wc-action" aria-label="Download CSV" onPress={() => save(widgetCsvFileName(props.title), widgetCsv(props.data, props.metric, props.grouping, props.interval))}>
        <span className="wc-long">Download CSV</span>
        <span className="wc-short">CSV</span>
      </Button>
    </div>
  );
  return (
    <div className="wc-body">
      {asTable ? (
        <>
          <ChartTop actions={actions} />
          <WidgetTable {...props} />
        </>
      ) : (
        <WidgetChart {...props} actions={actions} />
      )}
    </div>
  );
}
