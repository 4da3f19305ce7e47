/** A catalogue's table: a caption for screen readers, a header row, and on narrow screens one card per row (labels from the header). */
import type { ReactNode } from 'react';

/** One column: its header and how a row fills it. */
export interface Column<T> {
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
  /** 'main' is the row's name; 'number' aligns right (its text names its unit); 'actions' holds the row's buttons. */
  readonly kind?: 'main' | 'number' | 'actions';
}

/** The table of a catalogue list. */
export function AdminTable<T extends { readonly id: string }>({ caption, columns, rows }: {
  readonly caption: string;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-kind={column.kind}>
                {column.kind === 'actions' ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.label} data-kind={column.kind} data-label={column.kind === undefined ? column.label : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
