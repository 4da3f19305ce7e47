/** One row of a ticket list: a memoized view whose handlers come through a ref, so scrolling re-renders only new rows. */
import { memo, type KeyboardEvent, type RefObject } from 'react';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { assigneesOf, type TicketRow } from '../../../../domain/work/ticket-types.ts';
import { Assignees, DisplayDate, StateBadge, TagChip } from './ticket-bits.tsx';

/** A row's health as words (never colour alone). */
const ROW_HEALTH_LABELS = { BLOCKED: 'Blocked', ASSIGNEE_DEACTIVATED: 'Assignee deactivated' } as const;

/** What a row asks of its list. */
export interface RowActions {
  readonly keyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
  readonly focused: (index: number) => void;
  readonly toggle: (id: string) => void;
  readonly edit: (id: string) => void;
  /** Goes to the ticket's page. */
  readonly open: (id: string) => void;
}

interface RowViewProps {
  readonly row: TicketRow;
  readonly index: number;
  readonly selected: boolean;
  readonly focusable: boolean;
  readonly selectable: boolean;
  readonly orgId: string;
  readonly actions: RefObject<RowActions>;
  /** What the date column shows: the creation date, or the projected ETA while the list is sorted by it. */
  readonly dateField?: 'createdAt' | 'eta';
}

/** One ticket row; re-renders only when its own props change. */
export const RowView = memo(function RowView({ row, index, selected: isSelected, focusable, selectable, orgId, actions, dateField = 'createdAt' }: RowViewProps) {
  return (
    <div
      role="row"
      className="ticket-row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      data-index={index}
      data-key={row.id}
      data-selected={isSelected || undefined}
      tabIndex={focusable ? 0 : -1}
      onKeyDown={(event) => actions.current.keyDown(event, index)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) actions.current.focused(index);
      }}
    >
      <div role="gridcell" className="cell cell-check">
        {selectable ? <input type="checkbox" tabIndex={-1} aria-label={`Select #${row.localId} ${row.title}`} checked={isSelected} onChange={() => actions.current.toggle(row.id)} /> : null}
      </div>
      <div role="gridcell" className="cell cell-id">
        #{row.localId}
      </div>
      <div role="gridcell" className="cell cell-title">
        {/* The star comes first: only the title text is cut when the column is narrow. */}
        {row.favorite ? (
          <span className="favorite-mark" title="Favourite">
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">Favourite: </span>
          </span>
        ) : null}
        {/* A plain link (no router hooks per row): a plain click is taken by the router. */}
        <a
          href={orgPath(orgId, `ticket/${row.id}/view`)}
          className="ticket-title-link"
          tabIndex={-1}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            actions.current.open(row.id);
          }}
        >
          {row.title}
        </a>
        {row.publication === 'ARCHIVED' ? <span className="archived-badge">Archived</span> : null}
        {row.health !== 'OK' ? (
          <span className="health-badge" data-health={row.health}>
            {ROW_HEALTH_LABELS[row.health]}
          </span>
        ) : null}
      </div>
      <div role="gridcell" className="cell cell-state">
        <StateBadge state={row.displayState} />
      </div>
      <div role="gridcell" className="cell cell-project">
        {row.project?.name ?? <span className="muted">—</span>}
      </div>
      <div role="gridcell" className="cell cell-assignees">
        <Assignees people={assigneesOf(row)} />
      </div>
      <div role="gridcell" className="cell cell-tags">
        {row.tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} />
        ))}
      </div>
      <div role="gridcell" className="cell cell-created">
        {dateField === 'eta' && row.eta === null ? <span className="muted">{row.displayState === 'Done' ? '—' : 'No ETA'}</span> : <DisplayDate iso={row[dateField]} />}
      </div>
      <div role="gridcell" className="cell cell-actions">
        {selectable ? (
          <button type="button" className="row-edit" tabIndex={-1} aria-label={`Edit #${row.localId} ${row.title}`} onClick={() => actions.current.edit(row.id)}>
            Edit
          </button>
        ) : null}
      </div>
    </div>
  );
});
