/** Reports (schema/report.graphql): root fields scoped to the caller's organization, refused while its `report` flag is off. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { input, type Args } from '../shared/args.ts';
import type { StoredReport } from '../store/work-store.ts';
import type { Scope } from '../work/scope.ts';
import { computeWidgets, reportScope, zoneOf, type AnsweredData, type Reports } from './reports.ts';

/** What report resolvers need. */
type ReportContext = RequestContext & { readonly reports: Reports };

/**
 * A report as the schema answers it. Each widget's `data` is a function the default resolver
 * calls only when a query asks for it; the first call computes every widget of the report at once
 * (one read of the facts).
 */
function answered(scope: Scope, report: StoredReport, timeZone: string) {
  let all: Promise<AnsweredData[]> | null = null;
  const data = (index: number) => async () => (await (all ??= computeWidgets(scope, report.widgets.map((widget) => widget.config), timeZone)))[index];
  return {
    id: report.id,
    name: report.name,
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
    widgetCount: report.widgets.length,
    widgets: report.widgets.map((widget, index) => ({ config: widget.config, layout: widget.layout, data: data(index) })),
  };
}

const zoneArg = (scope: Scope, args: Args) => zoneOf(scope, args['timeZone']);

export const reportResolvers: ResolverMap<ReportContext> = {
  Query: {
    reports: async (_root, _args, context) => {
      const scope = await reportScope(context);
      return context.reports.list(scope).map((report) => answered(scope, report, zoneArg(scope, {})));
    },
    report: async (_root, args, context) => {
      const scope = await reportScope(context);
      const timeZone = zoneArg(scope, args);
      const report = context.reports.get(scope, args['id']);
      return report && answered(scope, report, timeZone);
    },
    reportPreview: async (_root, args, context) => {
      const scope = await reportScope(context);
      return context.reports.preview(scope, args['widgets'], zoneArg(scope, args));
    },
  },
  // Each mutation takes one `input`, checked whole; the answer's numbers are in the caller's zone.
  Mutation: {
    createReport: async (_root, args, context) => {
      const scope = await reportScope(context);
      return { report: answered(scope, context.reports.create(scope, input(args)), zoneArg(scope, {})) };
    },
    updateReport: async (_root, args, context) => {
      const scope = await reportScope(context);
      return { report: answered(scope, context.reports.update(scope, input(args)), zoneArg(scope, {})) };
    },
    renameReport: async (_root, args, context) => {
      const scope = await reportScope(context);
      return { report: answered(scope, context.reports.rename(scope, input(args)), zoneArg(scope, {})) };
    },
    deleteReport: async (_root, args, context) => ({ deletedReportId: context.reports.delete(await reportScope(context), input(args)) }),
  },
};
