/**
 * The ticket import page's two tables: each column of the file with the field it fills, and the
 * rows as they will be imported, each problem under its cell (those with problems first shown).
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { ImportPreview, TicketImportModel } from '../../../../application/work/ticket-import-model.ts';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, rowNumber, type ImportField } from '../../../../domain/work/ticket-import-fields.ts';

/** Rows shown at first, and added by each press of 'Show more'. */
const ROWS_SHOWN = 100;
const count = (value: number): string => value.toLocaleString('en');

export function MappingTable({ model, preview, disabled }: { readonly model: TicketImportModel; readonly preview: ImportPreview; readonly disabled: boolean }) {
  const first = preview.rows[0] ?? [];
  return (
    <div className="import-table-wrap">
      <table className="import-mapping">
        <caption>
          <VisuallyHidden>Each column of the file and the ticket field it fills</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col" className="import-example">
              First row
            </th>
            <th scope="col">Ticket field</th>
          </tr>
        </thead>
        <tbody>
          {preview.header.map((name, column) => (
            <tr key={column}>
              <th scope="row">
                {name || `Column ${column + 1}`}
              </th>
              <td className="import-example">{shorten(first[column] ?? '')}</td>
              <td>
                <select
                  className="form-select"
                  aria-label={`Field for the column ${name || column + 1}`}
                  value={preview.mapping[column] ?? ''}
                  disabled={disabled}
                  onChange={(event) => void model.setField(column, (event.target.value || null) as ImportField | null)}
                >
                  <option value="">Leave out</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const shorten = (text: string): string => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export function PreviewTable({ preview }: { readonly preview: ImportPreview }) {
  const [onlyProblems, setOnlyProblems] = useState(preview.refused > 0);
  const [shown, setShown] = useState(ROWS_SHOWN);
  const columns = preview.mapping.flatMap((field, column) => (field === null ? [] : [{ field, column }]));
  const indexes = useMemo(() => {
    const all = preview.checks.map((_, index) => index);
    return onlyProblems ? all.filter((index) => !preview.checks[index]!.ok) : all;
  }, [preview, onlyProblems]);
  return (
    <>
      <div className="import-filter" role="group" aria-label="Rows shown">
        <ToggleButton className="button button-small" isSelected={onlyProblems} onChange={() => setOnlyProblems(true)}>
          With problems ({count(preview.refused)})
        </ToggleButton>
        <ToggleButton className="button button-small" isSelected={!onlyProblems} onChange={() => setOnlyProblems(false)}>
          All rows ({count(preview.rows.length)})
        </ToggleButton>
      </div>
      {indexes.length === 0 ? (
        <p>{onlyProblems ? 'No row has a problem.' : 'The file has no rows after its header.'}</p>
      ) : (
        <div className="import-table-wrap">
          <table className="import-preview">
            <caption>
              <VisuallyHidden>The rows of the file as they will be imported, with the problem of each cell</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Status</th>
                {columns.map(({ field }) => (
                  <th scope="col" key={field}>
                    {IMPORT_FIELD_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {indexes.slice(0, shown).map((index) => {
                const check = preview.checks[index]!;
                const row = preview.rows[index]!;
                return (
                  <tr key={index} data-refused={check.ok ? undefined : true}>
                    <th scope="row">{rowNumber(index)}</th>
                    <td>{check.ok ? 'Ready' : 'Left out'}</td>
                    {columns.map(({ field, column }) => {
                      const errors = check.ok ? [] : check.errors.filter((error) => error.field === field);
                      return (
                        <td key={field} data-invalid={errors.length > 0 || undefined}>
                          <span className="import-cell">{shorten(row[column] ?? '')}</span>
                          {errors.map((error) => (
                            <span className="import-cell-error" key={error.message}>
                              {error.message}
                            </span>
                          ))}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {indexes.length > shown ? (
        <Button className="button button-small" onPress={() => setShown(shown + ROWS_SHOWN)}>
          Show {Math.min(ROWS_SHOWN, indexes.length - shown)} more rows of {count(indexes.length)}
        </Button>
      ) : null}
    </>
  );
}
