/** ReportGateway over GraphQL, loaded with the report pages: every answer is checked before it becomes a report or a widget's numbers. */
import { Effect, Layer } from 'effect';
import { ReportGateway, type ReportSummary, type ReportWithData, type WidgetResult } from '../../application/reports/report-gateway.port.ts';
import type { BucketValue, GroupSeries, GroupValue } from '../../domain/reports/aggregate.ts';
import { REPORT_VIEWS, type ReportInput, type WidgetConfig } from '../../domain/reports/report.ts';
import { checked } from './checked.ts';
import { CreateReportDocument, DeleteReportDocument, RenameReportDocument, ReportDocument, ReportPreviewDocument, ReportsDocument, UpdateReportDocument } from './generated/report-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

type Loose = Record<string, unknown>;
const fresh = { fetchPolicy: 'network-only' } as const;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isList = (value: unknown, shape: (item: unknown) => boolean) => Array.isArray(value) && value.every(shape);
const isSummary = (value: unknown) =>
  isObject(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string' && Number.isInteger(value['widgetCount']) && typeof value['createdAt'] === 'string' && typeof value['updatedAt'] === 'string';
const isBucket = (value: unknown) => isObject(value) && typeof value['bucketStart'] === 'string' && isNumber(value['value']);
const isGroup = (value: unknown) => isObject(value) && typeof value['key'] === 'string' && typeof value['label'] === 'string' && isNumber(value['value']);
const isSeries = (value: unknown) => isObject(value) && typeof value['key'] === 'string' && typeof value['label'] === 'string' && isList(value['points'], isBucket);
const BUCKETINGS: readonly unknown[] = ['DAY', 'WEEK', 'MONTH'];

/** The fields each view sets. */
const isData = (value: unknown): boolean => {
  if (!isObject(value) || !(REPORT_VIEWS as readonly unknown[]).includes(value['view']) || !Number.isInteger(value['ticketCount'])) return false;
  const bucketed = BUCKETINGS.includes(value['interval']);
  switch (value['view']) {
    case 'VALUES_NOW':
      return isNumber(value['value']);
    case 'COMPARE_VALUES_NOW':
      return bucketed && isBucket(value['current']) && isBucket(value['previous']) && isNumber(value['change']);
    case 'VALUES_THROUGH_TIME':
    case 'CALENDAR':
      return bucketed && isList(value['points'], isBucket);
    case 'VALUES_BROKEN_DOWN_NOW':
      return isList(value['groups'], isGroup);
    default:
      return bucketed && isList(value['series'], isSeries);
  }
};

const summary = (value: Loose): ReportSummary => ({
  id: value['id'] as string,
  name: value['name'] as string,
  widgetCount: value['widgetCount'] as number,
  createdAt: value['createdAt'] as string,
  updatedAt: value['updatedAt'] as string,
});

/** The domain's shape of a widget's numbers (each view its own fields). */
function result(value: Loose): WidgetResult {
  const ticketCount = value['ticketCount'] as number;
  const interval = value['interval'] as 'DAY' | 'WEEK' | 'MONTH';
  switch (value['view']) {
    case 'VALUES_NOW':
      return { view: 'VALUES_NOW', value: value['value'] as number, ticketCount };
    case 'COMPARE_VALUES_NOW':
      return { view: 'COMPARE_VALUES_NOW', interval, current: value['current'] as BucketValue, previous: value['previous'] as BucketValue, change: value['change'] as number, ticketCount };
    case 'VALUES_THROUGH_TIME':
      return { view: 'VALUES_THROUGH_TIME', interval, points: value['points'] as BucketValue[], ticketCount };
    case 'CALENDAR':
      return { view: 'CALENDAR', days: value['points'] as BucketValue[], ticketCount };
    case 'VALUES_BROKEN_DOWN_NOW':
      return { view: 'VALUES_BROKEN_DOWN_NOW', groups: value['groups'] as GroupValue[], ticketCount };
    default:
      return { view: 'COMPARE_THROUGH_TIME', interval, series: value['series'] as GroupSeries[], ticketCount };
  }
}

const isWidget = (value: unknown) => isObject(value) && isObject(value['config']) && isObject(value['layout']) && isData(value['data']);
const isReport = (value: unknown) => isSummary(value) && isList((value as Loose)['widgets'], isWidget);

/** A config as the schema takes it (lists copied: the domain's are read-only). */
const configInput = (config: WidgetConfig) => ({
  title: config.title,
  view: config.view,
  metric: config.metric,
  grouping: config.grouping,
  interval: config.interval,
  filter: {
    projectIds: [...config.filter.projectIds],
    productIds: [...config.filter.productIds],
    workflowIds: [...config.filter.workflowIds],
    tagIds: [...config.filter.tagIds],
    assigneeIds: [...config.filter.assigneeIds],
    statuses: [...config.filter.statuses],
    displayStates: [...config.filter.displayStates],
    createdFrom: config.filter.createdFrom,
    createdTo: config.filter.createdTo,
  },
});
const reportInput = (input: ReportInput) => ({ name: input.name, widgets: input.widgets.map((widget) => ({ config: configInput(widget.config), layout: { ...widget.layout } })) });

/** The real gateway, as a layer over a client. */
export function reportGatewayLayer(client: GraphQLClient) {
  const one = (payload: unknown) => checked<Loose>(payload, isSummary, 'a report').pipe(Effect.map(summary));
  return Layer.succeed(ReportGateway)({
    list: () =>
      client.query(ReportsDocument, {}, fresh).pipe(
        Effect.flatMap((data) => checked<readonly Loose[]>(data.reports, (value) => isList(value, isSummary), 'reports')),
        Effect.map((list) => list.map(summary)),
      ),
    report: (id, timeZone) =>
      client.query(ReportDocument, { id, timeZone }, fresh).pipe(
        Effect.flatMap((data) => (data.report === null ? Effect.succeed(null) : checked<Loose>(data.report, isReport, 'a report'))),
        Effect.map((value): ReportWithData | null =>
          value === null
            ? null
            : {
                ...summary(value),
                widgets: (value['widgets'] as Loose[]).map((widget) => ({ config: widget['config'] as never, layout: widget['layout'] as never, data: result(widget['data'] as Loose) })),
              },
        ),
      ),
    preview: (configs, timeZone) =>
      client.query(ReportPreviewDocument, { widgets: configs.map(configInput), timeZone }, fresh).pipe(
        Effect.flatMap((data) => checked<readonly Loose[]>(data.reportPreview, (value) => isList(value, isData), 'the numbers')),
        Effect.map((list) => list.map(result)),
      ),
    create: (input) => client.execute(CreateReportDocument, { input: reportInput(input) }).pipe(Effect.flatMap((data) => one(data.createReport.report))),
    save: (id, input) => client.execute(UpdateReportDocument, { input: { id, ...reportInput(input) } }).pipe(Effect.flatMap((data) => one(data.updateReport.report))),
    rename: (id, name) => client.execute(RenameReportDocument, { input: { id, name } }).pipe(Effect.flatMap((data) => one(data.renameReport.report))),
    remove: (id) => client.execute(DeleteReportDocument, { input: { id } }).pipe(Effect.asVoid),
  });
}
