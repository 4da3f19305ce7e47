/**
 * /report/{id}/edit: a report's name and widgets, edited as a draft and saved whole. Widgets are
 * added and changed in a dialog, and moved and resized on the grid: by pointer (drag the move
 * handle; drag the corner) and by keyboard (on the move handle, the arrow keys move it a cell,
 * Shift and the arrow keys resize it; each move is announced). Widgets it would cover move down.
 * The numbers of a widget added or changed come from the server as a preview. Leaving with changes
 * not saved is asked first (the browser's warning on reload or close).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link, useLocation } from 'wouter';
import { reportPath, type DraftWidget, type ReportEditorModel, type ReportsArea } from '../../../application/reports/reports-area.ts';
import { REPORT_LIMITS, type GridRect, type WidgetConfig } from '../../../domain/reports/report.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useArrivalFocus } from '../../components/use-arrival-focus.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { ReportGrid, ROW_PX, WidgetContent } from './report-grid.tsx';
import { ReportNotReady, ReportTextField } from './report-states.tsx';
import { useReportZone } from './report-view-page.tsx';
import { NEW_WIDGET, WidgetDialog } from './widget-dialog.tsx';

const ConfirmModal = lazy(() => import('../../components/confirm-modal.tsx'));

/** The gap between grid cells, as the stylesheet has it. */
const GAP_PX = 12;

type Editing = { readonly key: string | null; readonly config: WidgetConfig } | null;

export function ReportEditPage({ area, reportId }: { readonly area: ReportsArea; readonly reportId: string }) {
  useSignals();
  const { scope } = useWork();
  const timeZone = useReportZone();
  const model = useMemo(() => area.editor(scope.orgId, reportId, timeZone), [area, scope.orgId, reportId, timeZone]);
  useEffect(() => void model.load(), [model]);
  const state = model.state.value;
  usePageTitle(state.status === 'ready' ? `Edit ${model.name.value || 'report'}` : 'Edit report');
  if (!scope.permissions.write)
    return (
      <main className="org-page report-page org-status">
        <h1>Edit report</h1>
        <p>Visitors read reports; members, administrators and owners change them.</p>
        <Link className="button" href={reportPath(scope.orgId, reportId, 'view')}>
          View the report
        </Link>
      </main>
    );
  if (state.status !== 'ready') return <ReportNotReady state={state} title="Edit report" orgId={scope.orgId} retry={() => void model.load()} loading="Loading the report…" />;
  return <Editor model={model} orgId={scope.orgId} reportId={reportId} />;
}

function Editor({ model, orgId, reportId }: { readonly model: ReportEditorModel; readonly orgId: string; readonly reportId: string }) {
  useSignals();
  const id = useId();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [leaving, setLeaving] = useState<string | null>(null);
  // Arriving from New report (its dialog gone), the page's heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const dirty = model.dirty.value;
  useLeaveGuard(dirty, setLeaving);
  const widgets = model.widgets.value;
  const errors = model.errors.value;
  const nameError = errors.find((error) => error.field === 'name')?.message;
  const viewPath = reportPath(orgId, reportId, 'view');
  const full = widgets.length >= REPORT_LIMITS.widgets;
  const save = async () => {
    const result = await model.save();
    if (!result.ok && result.errors.some((error) => error.field === 'name')) document.getElementById(`${id}-name`)?.focus();
  };
  const addButton = (
    <Button className="button" isDisabled={full} onPress={() => setEditing({ key: null, config: NEW_WIDGET })}>
      Add widget
    </Button>
  );
  return (
    <main className="org-page report-page report-editor">
      <Link href={viewPath} className="report-back">
        Back to the report
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        Edit report
      </h1>
      <form
        className="report-editor-bar"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ReportTextField
          id={`${id}-name`}
          className="form-field report-name-field"
          label="Name"
          value={model.name.value}
          onChange={model.setName}
          error={nameError}
          maxLength={REPORT_LIMITS.name + 20}
        />
        <div className="report-editor-actions">
          {addButton}
          <Link className="button" href={viewPath}>
            Cancel
          </Link>
          <Button type="submit" className="button button-primary" isPending={model.saving.value}>
            {model.saving.value ? 'Saving…' : 'Save report'}
          </Button>
        </div>
      </form>
      {model.dirty.value ? (
        <p className="report-unsaved muted" role="status">
          Changes not saved yet.
        </p>
      ) : (
        <p className="report-unsaved muted" role="status" />
      )}
      <p id={`${id}-hint`} className="visually-hidden">
        Arrow keys move the widget one cell; Shift and the arrow keys make it wider, narrower, taller or shorter.
      </p>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      {widgets.length === 0 ? (
        <EmptyState title="No widgets yet" subtitle="Add a widget: a number, a line through time, bars per person or product, or a calendar.">
          {addButton}
        </EmptyState>
      ) : (
        <EditableGrid model={model} hintId={`${id}-hint`} onEdit={(widget) => setEditing({ key: widget.key, config: widget.config })} announce={setAnnouncement} />
      )}
      {full ? <p className="muted">A report holds at most {REPORT_LIMITS.widgets} widgets.</p> : null}
      {leaving !== null ? (
        <Suspense fallback={null}>
          <ConfirmModal
            isOpen
            onOpenChange={(open) => (open ? undefined : setLeaving(null))}
            title="Leave without saving?"
            text="Your changes to this report are not saved. They will be lost."
            action="Leave"
            tone="danger"
            onConfirm={() => {
              model.discard();
              navigate(leaving);
            }}
          />
        </Suspense>
      ) : null}
      {editing ? (
        <WidgetDialog
          initial={editing.config}
          isNew={editing.key === null}
          onKeep={(config) => {
            if (editing.key === null) {
              const key = model.add(config);
              // The new widget's move handle takes the focus once it is drawn.
              requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-widget-key="${key}"] .report-move`)?.focus());
            } else model.change(editing.key, config);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </main>
  );
}

/**
 * While the draft has changes not saved: a click on a link of the site (the navigation, the menu)
 * asks first, through `ask` with the address; a reload or a closed tab gets the browser's warning.
 */
function useLeaveGuard(dirty: boolean, ask: (path: string) => void): void {
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      const path = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      if (anchor.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      ask(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, ask]);
}

/** Where a widget is, in words. */
const placeWords = (title: string, rect: GridRect) => `${title}: column ${rect.x + 1}, row ${rect.y + 1}, ${rect.w} ${rect.w === 1 ? 'column' : 'columns'} wide, ${rect.h} ${rect.h === 1 ? 'row' : 'rows'} high.`;

function EditableGrid({ model, hintId, onEdit, announce }: { readonly model: ReportEditorModel; readonly hintId: string; readonly onEdit: (widget: DraftWidget) => void; readonly announce: (text: string) => void }) {
  useSignals();
  const widgets = model.widgets.value;
  const numbers = model.numbers.value;
  const errors = model.errors.value;
  const grid = useRef<HTMLDivElement | null>(null);

  /** A grid cell's size on screen. */
  const cell = () => {
    const width = grid.current?.clientWidth ?? 1200;
    return { w: (width - GAP_PX * (REPORT_LIMITS.columns - 1)) / REPORT_LIMITS.columns + GAP_PX, h: ROW_PX + GAP_PX };
  };

  const onKey = (widget: DraftWidget, event: KeyboardEvent) => {
    const step: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const done = event.shiftKey ? model.resizeBy(widget.key, delta[0], delta[1]) : model.moveBy(widget.key, delta[0], delta[1]);
    const now = model.widgets.value.find((other) => other.key === widget.key)!;
    announce(done ? placeWords(now.config.title, now.layout) : `${widget.config.title} cannot go further that way.`);
  };

  /** Drags from a handle: `resize` grows from the corner, else the widget moves with the pointer. */
  const drag = (widget: DraftWidget, resize: boolean) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const start = { x: event.clientX, y: event.clientY, rect: widget.layout };
    const size = cell();
    let last = '';
    const move = (moved: PointerEvent) => {
      const dx = Math.round((moved.clientX - start.x) / size.w);
      const dy = Math.round((moved.clientY - start.y) / size.h);
      const rect = resize ? { ...start.rect, w: start.rect.w + dx, h: start.rect.h + dy } : { ...start.rect, x: start.rect.x + dx, y: start.rect.y + dy };
      const key = JSON.stringify(rect);
      if (key === last) return;
      last = key;
      model.placeAt(widget.key, rect);
    };
    const end = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      target.removeEventListener('pointercancel', end);
      const now = model.widgets.value.find((other) => other.key === widget.key);
      if (now) announce(placeWords(now.config.title, now.layout));
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
  };

  return (
    <ReportGrid
      layouts={widgets.map((widget) => widget.layout)}
      label="Widgets"
      stable
      className="report-grid-editing"
      gridRef={(element) => {
        grid.current = element;
      }}
    >
      {(index, style) => {
        const widget = widgets[index]!;
        const shown = numbers.get(widget.key);
        const problems = errors.filter((error) => error.field.startsWith(`widgets[${index}]`));
        return (
          <section key={widget.key} role="listitem" className="report-widget report-widget-editing" style={style} data-widget-key={widget.key} aria-label={widget.config.title}>
            <header className="report-widget-head">
              <button
                type="button"
                className="report-move"
                aria-label={`Move or resize ${widget.config.title}`}
                aria-describedby={hintId}
                title="Drag to move; arrow keys move, Shift and arrow keys resize"
                onKeyDown={(event) => onKey(widget, event)}
                onPointerDown={drag(widget, false)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <h2 className="report-widget-title">{widget.config.title}</h2>
              <span className="report-widget-tools">
                <Button className="button button-small" aria-label={`Edit ${widget.config.title}`} onPress={() => onEdit(widget)}>
                  Edit
                </Button>
                <Button
                  className="button button-small"
                  aria-label={`Remove ${widget.config.title}`}
                  onPress={() => {
                    model.remove(widget.key);
                    announce(`${widget.config.title} removed. Save to keep the change, or Cancel to undo it.`);
                  }}
                >
                  Remove
                </Button>
              </span>
            </header>
            {problems.length > 0 ? (
              <ul className="field-error report-widget-errors" role="alert">
                {problems.map((problem) => (
                  <li key={problem.field + problem.message}>{problem.message}</li>
                ))}
              </ul>
            ) : null}
            <div className="report-widget-body">
              {shown === undefined || shown.status === 'loading' ? (
                <p className="muted report-widget-loading" aria-busy="true">
                  <span className="delayed">Computing…</span>
                </p>
              ) : shown.status === 'failed' ? (
                <div className="report-widget-failed">
                  <p>Could not compute this widget. {shown.message}</p>
                  <button type="button" className="button button-small" onClick={model.retryNumbers}>
                    Try again
                  </button>
                </div>
              ) : (
                <WidgetContent config={widget.config} data={shown.data} />
              )}
            </div>
            <span className="report-resize" aria-hidden="true" title="Drag to resize" onPointerDown={drag(widget, true)} />
          </section>
        );
      }}
    </ReportGrid>
  );
}
