/**
 * The demo organization's reports (its report flag is on): a team's week at a glance and the
 * delivery through time, over its tickets and the hours its people worked. Checked with the
 * server's own rules, so a change to them cannot leave the demo with a report the editor refuses.
 */
import { EMPTY_REPORT_FILTER, validateReport, type ReportInput, type ReportWidget, type WidgetConfig } from '../../src/domain/reports/report.ts';
import type { OrgWork } from '../store/work-store.ts';

type Widget = readonly [title: string, view: WidgetConfig['view'], metric: WidgetConfig['metric'], grouping: WidgetConfig['grouping'], interval: WidgetConfig['interval'], place: readonly [number, number, number, number], filter?: Partial<WidgetConfig['filter']>];

const REPORTS: readonly { readonly name: string; readonly widgets: readonly Widget[] }[] = [
  {
    name: 'Team pulse',
    widgets: [
      ['Open tickets', 'VALUES_NOW', 'TICKET_COUNT', 'CREATED_AT', 'AUTO', [0, 0, 4, 2], { statuses: ['UNSCHEDULED', 'SCHEDULED'] }],
      ['Closed, this week and last', 'COMPARE_VALUES_NOW', 'TICKET_COUNT', 'CLOSED_AT', 'WEEK', [4, 0, 4, 2]],
      ['Hours worked, this week and last', 'COMPARE_VALUES_NOW', 'SUM_HOURS_WORKED', 'WORK_DAY', 'WEEK', [8, 0, 4, 2]],
      ['Hours worked per person', 'VALUES_BROKEN_DOWN_NOW', 'SUM_HOURS_WORKED', 'ASSIGNEE', 'AUTO', [0, 2, 6, 4]],
      ['Open tickets per product', 'VALUES_BROKEN_DOWN_NOW', 'TICKET_COUNT', 'PRODUCT', 'AUTO', [6, 2, 6, 4], { statuses: ['UNSCHEDULED', 'SCHEDULED'] }],
      ['Work per day', 'CALENDAR', 'SUM_HOURS_WORKED', 'WORK_DAY', 'DAY', [0, 6, 12, 3]],
    ],
  },
  {
    name: 'Delivery',
    widgets: [
      ['Tickets created per week', 'VALUES_THROUGH_TIME', 'TICKET_COUNT', 'CREATED_AT', 'WEEK', [0, 0, 6, 4]],
      ['Tickets closed per week', 'VALUES_THROUGH_TIME', 'TICKET_COUNT', 'CLOSED_AT', 'WEEK', [6, 0, 6, 4]],
      ['Finished per product', 'COMPARE_THROUGH_TIME', 'TICKET_COUNT', 'PRODUCT', 'WEEK', [0, 4, 12, 4]],
      ['Projected finishes (ETA) per week', 'VALUES_THROUGH_TIME', 'TICKET_COUNT', 'ETA', 'WEEK', [0, 8, 6, 4]],
      ['Hours worked per tag', 'VALUES_BROKEN_DOWN_NOW', 'SUM_HOURS_WORKED', 'TAG', 'AUTO', [6, 8, 6, 4]],
    ],
  },
];

/** The demo's reports, checked. */
export function demoReportInputs(): readonly ReportInput[] {
  return REPORTS.map(({ name, widgets }) => {
    const input = {
      name,
      widgets: widgets.map(([title, view, metric, grouping, interval, [x, y, w, h], filter]): ReportWidget => ({
        config: { title, view, metric, grouping, interval, filter: { ...EMPTY_REPORT_FILTER, ...filter } },
        layout: { x, y, w, h },
      })),
    };
    const checked = validateReport(input as never);
    if (!checked.ok) throw new Error(`The demo report ${name} is refused: ${JSON.stringify(checked.errors)}`);
    return checked.value;
  });
}

/** Adds the demo's reports to its work. */
export function addDemoReports(work: OrgWork, nextId: () => string, createdAt: string): void {
  for (const report of demoReportInputs()) {
    const id = nextId();
    work.reports.set(id, { id, name: report.name, widgets: [...report.widgets], createdAt, updatedAt: createdAt });
  }
}
