/**
 * The report pages' models (/report, /report/{id}/view, /report/{id}/edit), loaded with those
 * pages only: the list with create, rename and delete; a report with its numbers (one request);
 * and the editor, which keeps a draft of the name and the widgets (what each shows, where it sits)
 * until it is saved whole. The editor's numbers: the saved report's come with it, and a widget
 * added or changed asks the server for its own, all the changed ones in one request.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { moveBy, placeAt, placeNew, resizeBy } from '../../domain/reports/grid.ts';
import { validateReport, type GridRect, type ReportInput, type ReportView, type WidgetConfig } from '../../domain/reports/report.ts';
import type { FieldError } from '../../domain/shared/result.ts';
import { orgPath } from '../../domain/shared/org-routes.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import { run } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';
import { ReportGateway, type ReportSummary, type ReportWithData, type WidgetResult } from './report-gateway.port.ts';

export type ReportsDeps = OrganizationDeps<ReportGateway>;

/** What a change answered: done, or why not (field errors for the form). */
export type ReportChange = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly errors: readonly FieldError[] };

const withGateway = <A>(use: (gateway: ReportGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, ReportGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* ReportGateway);
  });

/** The report pages' addresses. */
export const reportPath = (orgId: string, id?: string, page?: 'view' | 'edit'): string => orgPath(orgId, id === undefined ? 'report' : `report/${id}/${page ?? 'view'}`);

/** A name checked as the server checks it: trimmed, or why not. */
function checkedName(name: string): { readonly name: string; readonly errors: readonly FieldError[] } {
  const checked = validateReport({ name, widgets: [] });
  return checked.ok ? { name: checked.value.name, errors: [] } : { name, errors: checked.errors };
}

const refused = (errors: readonly FieldError[]): ReportChange => ({ ok: false, message: errors[0]!.message, errors });

// --- the list --------------------------------------------------------------------------------

export type ReportListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly reports: readonly ReportSummary[] };

export interface ReportListModel {
  readonly state: ReadonlySignal<ReportListState>;
  readonly load: () => Promise<void>;
  /** Creates an empty report and opens its edit page. */
  readonly create: (name: string) => Promise<ReportChange>;
  readonly rename: (id: string, name: string) => Promise<ReportChange>;
  readonly remove: (id: string) => Promise<boolean>;
}

const byName = (a: ReportSummary, b: ReportSummary) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || Number(a.id) - Number(b.id);

function createListModel(deps: ReportsDeps, orgId: string): ReportListModel {
  const state = signal<ReportListState>({ status: 'loading' });
  const loaded = (change: (reports: readonly ReportSummary[]) => readonly ReportSummary[]) => {
    const current = state.value;
    if (current.status === 'loaded') state.value = { status: 'loaded', reports: [...change(current.reports)].sort(byName) };
  };
  const failedChange = (error: RequestError): ReportChange => ({ ok: false, message: describeError(error), errors: [] });
  return {
    state,
    load: async () => {
      if (state.value.status !== 'loaded') state.value = { status: 'loading' };
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.list()));
      if (outcome.status === 'success') state.value = { status: 'loaded', reports: [...outcome.value].sort(byName) };
      else if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    },
    create: async (typed) => {
      const { name, errors } = checkedName(typed);
      if (errors.length > 0) return refused(errors);
      const outcome = await runWithToasts(deps.runner, withGateway((gateway) => gateway.create({ name, widgets: [] })), deps.notify, {
        success: { title: 'Report created' },
        error: { title: 'Could not create the report' },
      });
      if (outcome.status !== 'success') return outcome.status === 'failure' ? failedChange(outcome.error) : { ok: false, message: '', errors: [] };
      loaded((reports) => [...reports, outcome.value]);
      deps.navigator.go(reportPath(orgId, outcome.value.id, 'edit'));
      return { ok: true };
    },
    rename: async (id, typed) => {
      const { name, errors } = checkedName(typed);
      if (errors.length > 0) return refused(errors);
      const outcome = await runWithToasts(deps.runner, withGateway((gateway) => gateway.rename(id, name)), deps.notify, {
        success: { title: 'Report renamed' },
        error: { title: 'Could not rename the report' },
      });
      if (outcome.status !== 'success') return outcome.status === 'failure' ? failedChange(outcome.error) : { ok: false, message: '', errors: [] };
      loaded((reports) => reports.map((report) => (report.id === id ? outcome.value : report)));
      return { ok: true };
    },
    remove: async (id) => {
      const outcome = await runWithToasts(deps.runner, withGateway((gateway) => gateway.remove(id)), deps.notify, {
        success: { title: 'Report deleted' },
        error: { title: 'Could not delete the report' },
      });
      if (outcome.status === 'success') loaded((reports) => reports.filter((report) => report.id !== id));
      return outcome.status === 'success';
    },
  };
}

// --- a report with its numbers -----------------------------------------------------------------

export type ReportState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'notFound' }
  | { readonly status: 'loaded'; readonly report: ReportWithData };

export interface ReportViewModel {
  readonly state: ReadonlySignal<ReportState>;
  /** Reads the report and its numbers (again). */
  readonly load: () => Promise<void>;
}

function createViewModel(deps: ReportsDeps, id: string, timeZone: string): ReportViewModel {
  const state = signal<ReportState>({ status: 'loading' });
  return {
    state,
    load: async () => {
      if (state.value.status !== 'loaded') state.value = { status: 'loading' };
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.report(id, timeZone)));
      if (outcome.status === 'success') state.value = outcome.value === null ? { status: 'notFound' } : { status: 'loaded', report: outcome.value };
      else if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    },
  };
}

// --- the editor ------------------------------------------------------------------------------

/** A widget of the draft: a key of its own (the draft's, not saved), what it shows and where. */
export interface DraftWidget {
  readonly key: string;
  readonly config: WidgetConfig;
  readonly layout: GridRect;
}

/** A widget's numbers in the editor. */
export type WidgetNumbers = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'loaded'; readonly data: WidgetResult };

export type EditorState = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'notFound' } | { readonly status: 'ready' };

export interface ReportEditorModel {
  readonly state: ReadonlySignal<EditorState>;
  readonly load: () => Promise<void>;
  readonly name: ReadonlySignal<string>;
  readonly setName: (name: string) => void;
  readonly widgets: ReadonlySignal<readonly DraftWidget[]>;
  /** Each widget's numbers, by key. */
  readonly numbers: ReadonlySignal<ReadonlyMap<string, WidgetNumbers>>;
  /** Whether the draft differs from what was last saved. */
  readonly dirty: ReadonlySignal<boolean>;
  readonly saving: ReadonlySignal<boolean>;
  /** The save's refusal, field by field (`name`, `widgets[2].title` ...). */
  readonly errors: ReadonlySignal<readonly FieldError[]>;
  /** Adds a widget at the first free place; answers its key. */
  readonly add: (config: WidgetConfig) => string;
  readonly change: (key: string, config: WidgetConfig) => void;
  readonly remove: (key: string) => void;
  /** Moves or resizes by whole cells (keyboard); false when it cannot go there. */
  readonly moveBy: (key: string, dx: number, dy: number) => boolean;
  readonly resizeBy: (key: string, dw: number, dh: number) => boolean;
  /** Puts a widget at a place (pointer); false when it cannot go there. */
  readonly placeAt: (key: string, rect: GridRect) => boolean;
  /** Asks again for the numbers of the widgets whose numbers failed. */
  readonly retryNumbers: () => void;
  /** Saves the draft whole; then opens the report's page. */
  readonly save: () => Promise<ReportChange>;
  /** Lets the draft's changes go (the person leaves without saving): nothing asks before leaving any more. */
  readonly discard: () => void;
}

/** The size a new widget of a view starts at. */
export const NEW_WIDGET_SIZE: Readonly<Record<ReportView, { readonly w: number; readonly h: number }>> = {
  VALUES_NOW: { w: 3, h: 2 },
  COMPARE_VALUES_NOW: { w: 3, h: 3 },
  VALUES_THROUGH_TIME: { w: 6, h: 4 },
  CALENDAR: { w: 12, h: 3 },
  VALUES_BROKEN_DOWN_NOW: { w: 6, h: 4 },
  COMPARE_THROUGH_TIME: { w: 6, h: 4 },
};

const sameConfig = (a: WidgetConfig, b: WidgetConfig) => JSON.stringify(a) === JSON.stringify(b);
const snapshot = (name: string, widgets: readonly DraftWidget[]) => JSON.stringify([name, widgets.map(({ config, layout }) => [config, layout])]);

function createEditorModel(deps: ReportsDeps, orgId: string, id: string, timeZone: string): ReportEditorModel {
  const state = signal<EditorState>({ status: 'loading' });
  const name = signal('');
  const widgets = signal<readonly DraftWidget[]>([]);
  const numbers = signal<ReadonlyMap<string, WidgetNumbers>>(new Map());
  const saved = signal(snapshot('', []));
  const saving = signal(false);
  const errors = signal<readonly FieldError[]>([]);
  let nextKey = 0;
  const key = () => `w${(nextKey += 1)}`;

  const setNumbers = (entries: readonly (readonly [string, WidgetNumbers])[]) => {
    const next = new Map(numbers.value);
    for (const [widgetKey, value] of entries) next.set(widgetKey, value);
    numbers.value = next;
  };

  // The widgets waiting for numbers, asked together once the current change is done.
  const waiting = new Set<string>();
  let asking = false;
  const ask = (keys: readonly string[]) => {
    for (const widgetKey of keys) waiting.add(widgetKey);
    setNumbers(keys.map((widgetKey) => [widgetKey, { status: 'loading' }]));
    if (asking) return;
    asking = true;
    queueMicrotask(async () => {
      asking = false;
      const asked = widgets.value.filter((widget) => waiting.has(widget.key));
      waiting.clear();
      if (asked.length === 0) return;
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.preview(asked.map((widget) => widget.config), timeZone)));
      // A widget changed again meanwhile has been asked for again: only answers for the config still shown count.
      const current = new Map(widgets.value.map((widget) => [widget.key, widget]));
      const answers = asked.flatMap((widget, index): (readonly [string, WidgetNumbers])[] => {
        const now = current.get(widget.key);
        if (!now || !sameConfig(now.config, widget.config) || waiting.has(widget.key)) return [];
        if (outcome.status === 'success') return [[widget.key, { status: 'loaded', data: outcome.value[index]! }]];
        return outcome.status === 'failure' ? [[widget.key, { status: 'failed', message: describeError(outcome.error) }]] : [];
      });
      setNumbers(answers);
    });
  };

  const relayout = (layout: readonly GridRect[] | null): boolean => {
    if (layout === null) return false;
    widgets.value = widgets.value.map((widget, index) => ({ ...widget, layout: layout[index]! }));
    return true;
  };
  const indexOf = (widgetKey: string) => widgets.value.findIndex((widget) => widget.key === widgetKey);
  const layouts = () => widgets.value.map((widget) => widget.layout);

  return {
    state,
    name,
    widgets,
    numbers,
    saving,
    errors,
    dirty: computed(() => snapshot(name.value, widgets.value) !== saved.value),
    load: async () => {
      state.value = { status: 'loading' };
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.report(id, timeZone)));
      if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
      if (outcome.status !== 'success') return;
      if (outcome.value === null) {
        state.value = { status: 'notFound' };
        return;
      }
      const report = outcome.value;
      const draft = report.widgets.map((widget) => ({ key: key(), config: widget.config, layout: widget.layout }));
      batch(() => {
        name.value = report.name;
        widgets.value = draft;
        numbers.value = new Map(draft.map((widget, index) => [widget.key, { status: 'loaded', data: report.widgets[index]!.data }]));
        saved.value = snapshot(report.name, draft);
        errors.value = [];
        state.value = { status: 'ready' };
      });
    },
    setName: (value) => {
      name.value = value;
    },
    add: (config) => {
      const size = NEW_WIDGET_SIZE[config.view];
      const widget = { key: key(), config, layout: placeNew(layouts(), size.w, size.h) };
      widgets.value = [...widgets.value, widget];
      ask([widget.key]);
      return widget.key;
    },
    change: (widgetKey, config) => {
      const index = indexOf(widgetKey);
      if (index < 0 || sameConfig(widgets.value[index]!.config, config)) return;
      widgets.value = widgets.value.map((widget) => (widget.key === widgetKey ? { ...widget, config } : widget));
      ask([widgetKey]);
    },
    remove: (widgetKey) => {
      widgets.value = widgets.value.filter((widget) => widget.key !== widgetKey);
    },
    moveBy: (widgetKey, dx, dy) => {
      const index = indexOf(widgetKey);
      return index >= 0 && relayout(moveBy(layouts(), index, dx, dy));
    },
    resizeBy: (widgetKey, dw, dh) => {
      const index = indexOf(widgetKey);
      return index >= 0 && relayout(resizeBy(layouts(), index, dw, dh));
    },
    placeAt: (widgetKey, rect) => {
      const index = indexOf(widgetKey);
      return index >= 0 && relayout(placeAt(layouts(), index, rect));
    },
    discard: () => {
      saved.value = snapshot(name.value, widgets.value);
    },
    retryNumbers: () => ask([...numbers.value].filter(([, value]) => value.status === 'failed').map(([widgetKey]) => widgetKey)),
    save: async () => {
      const input: ReportInput = { name: name.value, widgets: widgets.value.map(({ config, layout }) => ({ config, layout })) };
      const checked = validateReport(input as never);
      if (!checked.ok) {
        errors.value = checked.errors;
        return refused(checked.errors);
      }
      saving.value = true;
      const outcome = await runWithToasts(deps.runner, withGateway((gateway) => gateway.save(id, checked.value)), deps.notify, {
        success: { title: 'Report saved' },
        error: { title: 'Could not save the report' },
      });
      saving.value = false;
      if (outcome.status !== 'success') return outcome.status === 'failure' ? { ok: false, message: describeError(outcome.error), errors: [] } : { ok: false, message: '', errors: [] };
      batch(() => {
        name.value = checked.value.name;
        saved.value = snapshot(name.value, widgets.value);
        errors.value = [];
      });
      deps.navigator.go(reportPath(orgId, id, 'view'));
      return { ok: true };
    },
  };
}

/** The report pages' models for one organization, in the caller's time zone. */
export interface ReportsArea {
  readonly list: (orgId: string) => ReportListModel;
  readonly report: (orgId: string, id: string, timeZone: string) => ReportViewModel;
  readonly editor: (orgId: string, id: string, timeZone: string) => ReportEditorModel;
}

export function createReportsArea(deps: ReportsDeps): ReportsArea {
  return {
    list: (orgId) => createListModel(deps, orgId),
    report: (_orgId, id, timeZone) => createViewModel(deps, id, timeZone),
    editor: (orgId, id, timeZone) => createEditorModel(deps, orgId, id, timeZone),
  };
}
