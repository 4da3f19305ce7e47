/** ReportGateway: the reports of the current organization, and their numbers (schema/report.graphql). */
import { Context, type Effect } from 'effect';
import type { WidgetData } from '../../domain/reports/aggregate.ts';
import type { ReportInput, ReportWidget, WidgetConfig } from '../../domain/reports/report.ts';
import type { RequestError } from '../shared/errors.ts';

/** A report as the list shows it. */
export interface ReportSummary {
  readonly id: string;
  readonly name: string;
  readonly widgetCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A widget's numbers, and how many tickets its filter keeps (0: it matches nothing). */
export type WidgetResult = WidgetData & { readonly ticketCount: number };

/** A report with its widgets and their numbers. */
export interface ReportWithData extends ReportSummary {
  readonly widgets: readonly (ReportWidget & { readonly data: WidgetResult })[];
}

type Found<T> = Effect.Effect<T | null, RequestError>;
type Answer<T> = Effect.Effect<T, RequestError>;

/** The port: what the report pages read and change. Numbers come in a time zone (an IANA name). */
export class ReportGateway extends Context.Service<
  ReportGateway,
  {
    readonly list: () => Answer<readonly ReportSummary[]>;
    /** A report with every widget's numbers, in one request; null when there is none with this id. */
    readonly report: (id: string, timeZone: string) => Found<ReportWithData>;
    /** The numbers of widgets not saved yet, in their order. */
    readonly preview: (configs: readonly WidgetConfig[], timeZone: string) => Answer<readonly WidgetResult[]>;
    readonly create: (input: ReportInput) => Answer<ReportSummary>;
    /** Saves a report whole. */
    readonly save: (id: string, input: ReportInput) => Answer<ReportSummary>;
    readonly rename: (id: string, name: string) => Answer<ReportSummary>;
    readonly remove: (id: string) => Answer<void>;
  }
>()('ReportGateway') {}
