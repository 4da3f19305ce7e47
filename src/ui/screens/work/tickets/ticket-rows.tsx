/**
 * The rows of a ticket list, windowed: a scroll box where only the visible rows and an overscan
 * are rendered. A row is at least the stylesheet's row height (its container queries drop columns
 * and then stack each row as the list narrows) and grows with a title that wraps; the windowing
 * measures the rows it renders. Arrow keys move between rows, Space selects, Enter edits.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { groupByDisplayState, type SortField } from '../../../../domain/work/ticket-list-query.ts';
import type { TicketRow } from '../../../../domain/work/ticket-types.ts';
import { DEFAULT_ROW_HEIGHT, nearEnd, rowAt, rowHeightFrom, rowWindow, scrollToReveal } from '../../../../domain/work/ticket-window.ts';
import { DISPLAY_STATE_LABELS, DISPLAY_STATES, type DisplayState } from '../../../../domain/work/work.ts';
import { useWork } from '../../../work-context.tsx';
import { RowView, type RowActions } from './ticket-row.tsx';
import { useRowOffsets } from './use-row-offsets.ts';

const OVERSCAN = 8;
/** Without a measured viewport (first render, tests), assume this much height. */
const FALLBACK_VIEWPORT = 640;
/** Start loading the next page this many rows before the end. */
const LOAD_AHEAD = 20;
/** The window moves in steps of this many rows, so scrolling re-renders only now and then. */
const STEP = 4;

const isCheckbox = (target: EventTarget): boolean => (target as HTMLElement).tagName === 'INPUT' && (target as HTMLInputElement).type === 'checkbox';

type Item = { readonly kind: 'group'; readonly state: DisplayState; readonly count: number } | { readonly kind: 'row'; readonly row: TicketRow };

/** What names an item across renders (its measured height is kept under it). */
const keyOf = (item: Item): string => (item.kind === 'group' ? `group-${item.state}` : item.row.id);

/**
 * The row height the stylesheet gives the table (`--ticket-row-height`, changed by the container
 * queries of tickets.css with the list's width), read again whenever the table resizes: the
 * rows' least height, and the windowing's estimate for rows it has not measured yet.
 */
function useRowHeight(table: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(DEFAULT_ROW_HEIGHT);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element || typeof getComputedStyle !== 'function') return;
    const read = () => setHeight(rowHeightFrom(getComputedStyle(element).getPropertyValue('--ticket-row-height')));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [table]);
  return height;
}

/** Moves the keyboard focus to a ticket's row (scrolled into the box first), for the list's footer. */
export type RowFocus = (ticketId: string) => void;

export function TicketRows({
  list,
  groupByState,
  selectable,
  focus,
}: {
  readonly list: TicketListModel;
  readonly groupByState: boolean;
  readonly selectable: boolean;
  /** Filled with the rows' RowFocus while they are shown. */
  readonly focus?: RefObject<RowFocus | null>;
}) {
  useSignals();
  const { scope } = useWork();
  const [, navigate] = useLocation();
  const table = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight(table);
  const rows = list.rows.value;
  const selected = list.selectedSet.value;
  const items = useMemo<readonly Item[]>(
    () =>
      groupByState
        ? groupByDisplayState(rows, DISPLAY_STATES).flatMap((group) => [{ kind: 'group', state: group.state, count: group.rows.length } as const, ...group.rows.map((row) => ({ kind: 'row', row }) as const)])
        : rows.map((row) => ({ kind: 'row', row }) as const),
    [rows, groupByState],
  );
  const box = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map(keyOf), [items]);
  const offsets = useRowOffsets(box, keys, rowHeight);
  // The first row in view, rounded down to a STEP: re-rendering waits until it changes.
  const [anchor, setAnchor] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  const [focusIndex, setFocusIndex] = useState(0);
  const focusWanted = useRef(false);
  const window_ = rowWindow({ offsets, scrollTop: offsets[Math.min(anchor, items.length)]!, viewportHeight: viewport + STEP * rowHeight, overscan: OVERSCAN });
  const anchorOf = (scrollTop: number) => Math.floor(rowAt(offsets, scrollTop) / STEP) * STEP;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || FALLBACK_VIEWPORT));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const hasMore = list.hasMore.value;
  useEffect(() => {
    // The rows fill the scroll box (issue 25): while they are shorter than the room the stylesheet
    // gives it (its max-height, from the window's height) and more are left, the next page loads.
    const element = box.current;
    if (!element || !hasMore || typeof getComputedStyle !== 'function') return;
    const room = Number.parseFloat(getComputedStyle(element).maxHeight);
    const height = offsets[items.length] ?? items.length * rowHeight;
    if (Number.isFinite(room) && height < room) void list.loadMore();
  }, [items.length, offsets, rowHeight, hasMore]);

  useEffect(() => {
    // A new layout changes the row height under the same scroll offset: find the rows in view again.
    if (box.current) setAnchor(anchorOf(box.current.scrollTop));
  }, [rowHeight]);

  useEffect(() => {
    // Keyboard focus follows the focused row once it is rendered.
    if (!focusWanted.current) return;
    focusWanted.current = false;
    box.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)?.focus();
  }, [focusIndex, window_.start]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    setAnchor(anchorOf(element.scrollTop));
    if (element.clientHeight > 0 && element.clientHeight !== viewport) setViewport(element.clientHeight);
    const next = rowWindow({ offsets, scrollTop: element.scrollTop, viewportHeight: element.clientHeight || viewport, overscan: OVERSCAN });
    if (list.hasMore.value && nearEnd(next, items.length, LOAD_AHEAD)) void list.loadMore();
  };

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    const element = box.current;
    if (element) {
      const top = scrollToReveal(target, { offsets, scrollTop: element.scrollTop, viewportHeight: element.clientHeight || viewport });
      if (top !== element.scrollTop) {
        element.scrollTop = top;
        setAnchor(anchorOf(top));
      }
    }
    focusWanted.current = true;
    setFocusIndex(target);
    const rendered = target === focusIndex ? box.current?.querySelector<HTMLElement>(`[data-index="${target}"]`) : null;
    if (rendered) {
      // The same index sets no new state, so no effect would run: the rendered row is focused now.
      focusWanted.current = false;
      rendered.focus();
    }
    if (list.hasMore.value && items.length - target <= LOAD_AHEAD) void list.loadMore();
  };

  // A row asked for before it is rendered here (the footer may hear of the new page first) is focused with the next rows.
  const wantedRow = useRef<string | null>(null);
  const focusRow = (ticketId: string): boolean => {
    const index = items.findIndex((item) => item.kind === 'row' && item.row.id === ticketId);
    if (index >= 0) moveTo(index);
    return index >= 0;
  };
  if (focus) {
    focus.current = (ticketId) => {
      if (!focusRow(ticketId)) wantedRow.current = ticketId;
    };
  }
  useEffect(() => {
    const wanted = wantedRow.current;
    wantedRow.current = null;
    if (wanted !== null) focusRow(wanted);
  }, [items]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, item: Item) => {
    const own = event.target === event.currentTarget;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return moveTo(index + 1);
      case 'ArrowUp':
        event.preventDefault();
        return moveTo(index - 1);
      case 'Home':
        event.preventDefault();
        return moveTo(0);
      case 'End':
        event.preventDefault();
        return moveTo(items.length - 1);
      case 'PageDown':
        event.preventDefault();
        return moveTo(index + Math.floor(viewport / rowHeight));
      case 'PageUp':
        event.preventDefault();
        return moveTo(index - Math.floor(viewport / rowHeight));
      case ' ':
        if (!own || item.kind !== 'row' || !selectable) return;
        event.preventDefault();
        return list.toggleSelected(item.row.id);
      case 'Enter':
        // On the row, or on its checkbox (focused by a click on it), where Enter does nothing else.
        if (!(own || isCheckbox(event.target)) || item.kind !== 'row') return;
        event.preventDefault();
        // People who cannot edit open the ticket's page instead.
        return selectable ? list.edit(item.row.id) : navigate(orgPath(scope.orgId, `ticket/${item.row.id}/view`));
      default:
        return;
    }
  };

  // Handlers read through a ref, so memoized rows keep stable props.
  const actions = useRef<RowActions>(null!);
  actions.current = {
    keyDown: (event, index) => {
      const item = items[index];
      if (item) onKeyDown(event, index, item);
    },
    focused: (index) => {
      if (index !== focusIndex) setFocusIndex(index);
    },
    toggle: (id) => list.toggleSelected(id),
    edit: (id) => list.edit(id),
    open: (id) => navigate(orgPath(scope.orgId, `ticket/${id}/view`)),
  };

  const query = list.query.value;
  // The date column shows the ETA while the list is sorted by it (the tickets page opens so), the creation date otherwise.
  const dateField = query.sortBy === 'eta' ? 'eta' : 'createdAt';
  /** A sortable column's head; `spoken` names a column whose visible label is a sign ('#'). */
  const sortHeader = (field: SortField, label: string, className: string, spoken?: string) => {
    const sorted = query.sortBy === field;
    return (
      <div role="columnheader" className={className} aria-sort={sorted ? (query.sortDirection === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="sort-button" onClick={() => list.sortBy(field)}>
          {spoken ? (
            <>
              <span aria-hidden="true">{label}</span>
              <span className="visually-hidden">{spoken}</span>
            </>
          ) : (
            label
          )}
          <span aria-hidden="true" className="sort-mark">
            {sorted ? (query.sortDirection === 'ASC' ? '▲' : '▼') : '↕'}
          </span>
          {sorted ? <span className="visually-hidden">{query.sortDirection === 'ASC' ? ', ascending' : ', descending'}</span> : null}
        </button>
      </div>
    );
  };

  const visible = items.slice(window_.start, window_.end);
  return (
    <div ref={table} className="ticket-table" role="grid" aria-label="Tickets" aria-multiselectable={selectable || undefined} aria-rowcount={items.length + 1} data-row-height={rowHeight}>
      <div role="rowgroup" className="ticket-head">
        <div role="row" className="ticket-row ticket-head-row" aria-rowindex={1}>
          <div role="columnheader" className="cell cell-check">
            {selectable ? (
              <input type="checkbox" aria-label="Select all loaded tickets" checked={list.allSelected.value} onChange={list.toggleAll} disabled={rows.length === 0} />
            ) : null}
          </div>
          {sortHeader('localId', '#', 'cell cell-id', 'Number')}
          {sortHeader('title', 'Title', 'cell cell-title')}
          <div role="columnheader" className="cell cell-state">
            State
          </div>
          <div role="columnheader" className="cell cell-project">
            Project
          </div>
          <div role="columnheader" className="cell cell-assignees">
            Assignees
          </div>
          <div role="columnheader" className="cell cell-tags">
            Tags
          </div>
          {dateField === 'eta' ? sortHeader('eta', 'ETA', 'cell cell-created', 'Projected ETA') : sortHeader('createdAt', 'Created', 'cell cell-created')}
          <div role="columnheader" className="cell cell-actions">
            <span className="visually-hidden">Actions</span>
          </div>
        </div>
      </div>
      <div ref={box} role="rowgroup" className="ticket-scroll" style={{ height: offsets[items.length] }} onScroll={onScroll} data-refreshing={list.refreshing.value || undefined}>
        <div style={{ height: window_.padTop }} aria-hidden="true" />
        {visible.map((item, offset) => {
          const index = window_.start + offset;
          if (item.kind === 'group') {
            return (
              <div key={keyOf(item)} role="row" className="ticket-group" aria-rowindex={index + 2} data-index={index} data-key={keyOf(item)} tabIndex={index === focusIndex ? 0 : -1} onKeyDown={(event) => onKeyDown(event, index, item)}>
                <div role="gridcell" className="ticket-group-cell">
                  <h3>{DISPLAY_STATE_LABELS[item.state]}</h3> <span className="muted">{item.count}</span>
                </div>
              </div>
            );
          }
          return (
            <RowView
              key={item.row.id}
              row={item.row}
              index={index}
              selected={selected.has(item.row.id)}
              focusable={index === focusIndex}
              selectable={selectable}
              orgId={scope.orgId}
              actions={actions}
              dateField={dateField}
            />
          );
        })}
        <div style={{ height: window_.padBottom }} aria-hidden="true" />
      </div>
    </div>
  );
}
