/**
 * Reports (schema/report.graphql): named grids of widgets, behind the organization's `report`
 * flag. Every accepted role reads them; OWNER, ADMIN and MEMBER change them. A report is saved
 * whole and checked whole with the rules of src/domain/reports/report.ts (and the ids its filters
 * name against the organization) before anything changes. The numbers are computed here, from the
 * organization's ticket facts (./facts.ts), read once per request however many widgets ask.
 */
import { createdBounds, NONE_KEY, NONE_LABEL, passesFilter, widgetData, type BucketValue, type Bucketing, type WidgetData } from '../../src/domain/reports/aggregate.ts';
import { REPORT_LIMITS, REPORT_MESSAGES, validateReport, validateWidgetConfig, type ReportFilter, type ReportWidget, type WidgetConfig } from '../../src/domain/reports/report.ts';
import { isTimeZone } from '../../src/domain/projection/time-zone.ts';
import type { FieldError } from '../../src/domain/shared/result.ts';
import { flagsOf } from '../accounts/organizations.ts';
import { invalid, userError } from '../shared/errors.ts';
import type { RequestContext } from '../shared/request-context.ts';
import { badInput, recordOf } from '../work/checks.ts';
import { callerScope, requireWrite, type Scope } from '../work/scope.ts';
import type { StoredReport, WorkStore } from '../store/work-store.ts';
import { reportFacts, reportLabels } from './facts.ts';

type Input = Readonly<Record<string, unknown>>;

export const REPORTS_OFF_MESSAGE = 'Reports are not turned on for this organization';
export const TIME_ZONE_MESSAGE = 'The time zone must be an IANA name, such as Europe/Lisbon';

/** A widget's numbers as the schema answers them: every group named, the tickets the filter keeps counted, a calendar's days as its points. */
export type AnsweredData = WidgetData & { readonly ticketCount: number; readonly interval?: Bucketing; readonly points?: readonly BucketValue[] };

/** The caller's scope, when the organization has reports turned on. */
export async function reportScope(context: RequestContext): Promise<Scope> {
  const scope = await callerScope(context);
  if (!flagsOf(await context.store.accounts.organization(scope.organizationId)).report) throw userError(REPORTS_OFF_MESSAGE, 'FORBIDDEN');
  return scope;
}

/** The zone the numbers are computed in: the one asked, else the caller's profile's, else UTC. */
export function zoneOf(scope: Scope, asked: unknown): string {
  if (asked === undefined || asked === null) return scope.role.timeZone && isTimeZone(scope.role.timeZone) ? scope.role.timeZone : 'UTC';
  if (typeof asked !== 'string' || !isTimeZone(asked)) throw badInput(TIME_ZONE_MESSAGE, 'timeZone');
  return asked;
}

const byName = (a: StoredReport, b: StoredReport) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || Number(a.id) - Number(b.id);

/** The filter's ids that name nothing of the organization (ids the report already had are kept: their record may have gone since). */
function unknownIds(scope: Scope, widgets: readonly ReportWidget[], kept: ReadonlySet<string>): FieldError[] {
  const { work } = scope;
  const known: Readonly<Record<keyof ReportFilter & `${string}Ids`, (id: string) => boolean>> = {
    projectIds: (id) => work.projects.has(id),
    productIds: (id) => work.products.has(id),
    workflowIds: (id) => work.workflows.has(id),
    tagIds: (id) => work.tags.has(id),
    assigneeIds: (id) => scope.roleById(id) !== undefined,
  };
  return widgets.flatMap((widget, index) =>
    Object.entries(known).flatMap(([key, has]) => {
      const unknown = (widget.config.filter[key as keyof typeof known] as readonly string[]).find((id) => !has(id) && !kept.has(`${key}:${id}`));
      return unknown === undefined ? [] : [{ field: `widgets[${index}].config.filter.${key}`, message: `The filter names ${JSON.stringify(unknown)}, which is not in this organization` }];
    }),
  );
}

/** The ids a report's filters name, as `list:id`. */
const filterIdsOf = (widgets: readonly ReportWidget[]): Set<string> =>
  new Set(widgets.flatMap(({ config: { filter } }) => (['projectIds', 'productIds', 'workflowIds', 'tagIds', 'assigneeIds'] as const).flatMap((key) => filter[key].map((id) => `${key}:${id}`))));

/** The report's name and widgets checked whole; nothing is changed on a refusal. */
function checkedReport(scope: Scope, input: Input, current: readonly ReportWidget[]): { readonly name: string; readonly widgets: ReportWidget[] } {
  const checked = validateReport({ name: input['name'], widgets: input['widgets'] ?? [] });
  if (!checked.ok) throw invalid(checked.errors);
  const unknown = unknownIds(scope, checked.value.widgets, filterIdsOf(current));
  if (unknown.length > 0) throw invalid(unknown);
  return { name: checked.value.name, widgets: [...checked.value.widgets] };
}

/** The projects a filter names, each with every project below it (the §3 filter is recursive). */
function withSubProjects(scope: Scope, filter: ReportFilter): ReportFilter {
  if (filter.projectIds.length === 0) return filter;
  const children = new Map<string, string[]>();
  for (const project of scope.work.projects.values()) if (project.parentId !== null) children.set(project.parentId, [...(children.get(project.parentId) ?? []), project.id]);
  const all = new Set<string>();
  const add = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    for (const child of children.get(id) ?? []) add(child);
  };
  filter.projectIds.forEach(add);
  return { ...filter, projectIds: [...all] };
}

/** A turn of the event loop: other requests are answered between two widgets. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The numbers of widgets over the organization's tickets at this moment, in a zone: the facts are
 * read once for all of them. A widget of hours by day over 10,000 tickets takes about half a
 * second, so the event loop gets a turn between widgets: a report of many does not hold every
 * other request up until it is done.
 */
export async function computeWidgets(scope: Scope, configs: readonly WidgetConfig[], timeZone: string): Promise<AnsweredData[]> {
  const facts = reportFacts(scope);
  const labels = reportLabels(scope);
  const now = Date.parse(scope.now());
  const name = (grouping: Parameters<typeof labels>[0], key: string) => labels(grouping, key) ?? (key === NONE_KEY ? NONE_LABEL : key);
  const answers: AnsweredData[] = [];
  for (const config of configs) {
    if (answers.length > 0) await turn();
    const filter = withSubProjects(scope, config.filter);
    const data = widgetData(facts, { ...config, filter }, now, timeZone, name);
    const created = createdBounds(filter, timeZone);
    const ticketCount = facts.reduce((count, ticket) => count + Number(passesFilter(ticket, filter, created)), 0);
    // The schema's one shape: a calendar's days are its points, by day.
    answers.push(data.view === 'CALENDAR' ? { ...data, ticketCount, interval: 'DAY', points: data.days } : { ...data, ticketCount });
  }
  return answers;
}

/** The report service over the work store. */
export function createReports(store: WorkStore) {
  const reportOf = (scope: Scope, id: unknown, field = 'id') => recordOf(scope.work.reports, id, 'Report', field);
  return {
    list: (scope: Scope) => [...scope.work.reports.values()].sort(byName),
    get: (scope: Scope, id: unknown): StoredReport | null => (typeof id === 'string' ? (scope.work.reports.get(id) ?? null) : null),
    preview(scope: Scope, inputs: unknown, timeZone: string): Promise<AnsweredData[]> {
      const list = Array.isArray(inputs) ? (inputs as unknown[]) : [];
      if (list.length > REPORT_LIMITS.widgets) throw badInput(REPORT_MESSAGES.widgets, 'widgets');
      const errors: FieldError[] = [];
      const configs = list.map((input, index) => {
        const checked = validateWidgetConfig((input ?? {}) as Input, `widgets[${index}].`);
        if (!checked.ok) errors.push(...checked.errors);
        return checked.ok ? checked.value : null;
      });
      if (errors.length > 0) throw invalid(errors);
      return computeWidgets(scope, configs as WidgetConfig[], timeZone);
    },
    create(scope: Scope, input: Input): StoredReport {
      requireWrite(scope);
      if (scope.work.reports.size >= REPORT_LIMITS.reports) throw badInput(REPORT_MESSAGES.reports, 'input');
      const { name, widgets } = checkedReport(scope, input, []);
      const now = scope.now();
      const report: StoredReport = { id: store.nextId('report'), name, widgets, createdAt: now, updatedAt: now };
      scope.work.reports.set(report.id, report);
      return report;
    },
    update(scope: Scope, input: Input): StoredReport {
      requireWrite(scope);
      const report = reportOf(scope, input['id']);
      const { name, widgets } = checkedReport(scope, input, report.widgets);
      return Object.assign(report, { name, widgets, updatedAt: scope.now() });
    },
    rename(scope: Scope, input: Input): StoredReport {
      requireWrite(scope);
      const report = reportOf(scope, input['id']);
      const { name } = checkedReport(scope, { name: input['name'], widgets: [] }, []);
      return Object.assign(report, { name, updatedAt: scope.now() });
    },
    /** Answers the deleted report's id. */
    delete(scope: Scope, input: Input): string {
      requireWrite(scope);
      const report = reportOf(scope, input['id']);
      scope.work.reports.delete(report.id);
      return report.id;
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
