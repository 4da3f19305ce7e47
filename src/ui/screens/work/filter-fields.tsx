/**
 * The building blocks of the list filters (§3): the panel's heading with its count and Clear, a
 * labelled multi-picker over checkboxes, a From / To day range and the sort. The search panel, the
 * schedule's edit flow, the tickets list and the explorer use them.
 */
import { useId } from 'react';
import type { DateRange } from '../../../domain/work/filters.ts';
import { dateRangeError, isDay } from '../../../domain/work/search-query.ts';

export interface Choice {
  readonly id: string;
  readonly label: string;
}

/** Toggles an id in a list. */
export const toggled = (ids: readonly string[], id: string): readonly string[] => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

/**
 * A labelled multi-picker: a disclosure whose summary names the set and how many are chosen, over
 * checkboxes. A chosen id the lists no longer offer (a person since deactivated) stays shown, so it
 * can be taken off.
 */
export function RecordPicker({ label, choices, value, onChange, loading }: {
  readonly label: string;
  readonly choices: readonly Choice[];
  readonly value: readonly string[];
  readonly onChange: (ids: readonly string[]) => void;
  readonly loading: boolean;
}) {
  const offered = new Set(choices.map((choice) => choice.id));
  const all = [...choices, ...value.filter((id) => !offered.has(id)).map((id) => ({ id, label: 'Someone or something no longer listed' }))];
  return (
    <details className="search-picker" open={value.length > 0 || undefined}>
      <summary>
        {label}
        {value.length > 0 ? <span className="search-picker-count"> · {value.length} chosen</span> : null}
      </summary>
      <fieldset className="search-options">
        <legend className="visually-hidden">{label}</legend>
        {all.length === 0 ? <p className="muted">{loading ? 'Loading…' : 'None yet'}</p> : null}
        {all.map((choice) => (
          <label key={choice.id} className="search-option">
            <input type="checkbox" checked={value.includes(choice.id)} onChange={() => onChange(toggled(value, choice.id))} />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** From and To days of a date range (each optional). */
export function DateRangeField({ label, value, onChange }: { readonly label: string; readonly value: DateRange | null; readonly onChange: (range: DateRange | null) => void }) {
  const id = useId();
  const from = value?.from ?? '';
  const to = value?.to ?? '';
  const set = (next: { from: string; to: string }) => {
    const range = { from: isDay(next.from) ? next.from : null, to: isDay(next.to) ? next.to : null };
    onChange(range.from === null && range.to === null ? null : range);
  };
  /** A half-typed date reads as '' and invalid: wait until the field holds a whole date or is really emptied. */
  const typed = (event: React.ChangeEvent<HTMLInputElement>, apply: (day: string) => void) => {
    if (event.target.value !== '' || !event.target.validity.badInput) apply(event.target.value);
  };
  // The domain rule (a To day before the From day): said next to the fields; the range is not searched.
  const error = dateRangeError(value);
  const errorId = `${id}-error`;
  return (
    <fieldset className="search-range" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label">{label}</legend>
      <span className="search-range-fields">
        <label htmlFor={`${id}-from`} className="search-range-label">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="form-input"
          value={from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => typed(event, (day) => set({ from: day, to }))}
        />
        <label htmlFor={`${id}-to`} className="search-range-label">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="form-input"
          value={to}
          min={from || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => typed(event, (day) => set({ from, to: day }))}
        />
      </span>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The panel's heading: how many filters are active, and Clear (off while none is). */
export function FiltersHead({ count, onClear, clearDisabled = count === 0, clearLabel = 'Clear filters' }: {
  readonly count: number;
  readonly onClear: () => void;
  readonly clearDisabled?: boolean;
  readonly clearLabel?: string;
}) {
  return (
    <div className="search-filters-head">
      <h2 className="search-filters-title">
        Filters{' '}
        <span className="search-count-badge" data-active={count > 0 || undefined}>
          {count === 0 ? 'none active' : `${count} active`}
        </span>
      </h2>
      <button type="button" className="button button-small" onClick={onClear} disabled={clearDisabled}>
        {clearLabel}
      </button>
    </div>
  );
}

/** Sort by a field, ascending or descending. */
export function SortFields<F extends string>({ fields, field, direction, onChange }: {
  readonly fields: readonly (readonly [F, string])[];
  readonly field: F;
  readonly direction: 'ASC' | 'DESC';
  readonly onChange: (field: F, direction: 'ASC' | 'DESC') => void;
}) {
  const sortId = useId();
  const dirId = useId();
  return (
    <div className="search-sort">
      <div className="form-field">
        <label className="form-label" htmlFor={sortId}>
          Sort by
        </label>
        <select id={sortId} className="form-select" value={field} onChange={(event) => onChange(event.target.value as F, direction)}>
          {fields.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={dirId}>
          Order
        </label>
        <select id={dirId} className="form-select" value={direction} onChange={(event) => onChange(field, event.target.value as 'ASC' | 'DESC')}>
          <option value="ASC">Ascending</option>
          <option value="DESC">Descending</option>
        </select>
      </div>
    </div>
  );
}
