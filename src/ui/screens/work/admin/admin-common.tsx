/** Pieces every admin page uses: the page frame, load states with retry, the read-only note, the form's actions and problem. */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { Link } from 'wouter';
import type { CatalogueEditor } from '../../../../application/work/catalogue-editor.ts';
import type { LoadModel } from '../../../../application/work/catalogue-load.ts';
import { CATALOGUE_NAMES, listPath } from '../../../../domain/work/catalogue-paths.ts';
import { orgPath, type Catalogue } from '../../../../domain/shared/org-routes.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useWork } from '../../../work-context.tsx';
import { useApp } from '../../../app-context.tsx';
import { formatDisplayDate } from '../../../../domain/shared/dates.ts';
import { useDisplayZone } from '../../../components/display-zone.tsx';

/** An admin page: the way back to its list (or the admin home), the heading, actions beside it, and the body. */
export function AdminPage({ title, back, actions, children, wide }: {
  readonly title: ReactNode;
  readonly back?: { readonly href: string; readonly label: string };
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  return (
    <main className="org-page admin-page" data-wide={wide || undefined}>
      {back ? (
        <p className="admin-back">
          <Link href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="admin-heading">
        <h1>{title}</h1>
        {actions ? <div className="admin-heading-actions">{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}

/** The link back to a catalogue's list. */
export function useBackToList(catalogue: Catalogue): { readonly href: string; readonly label: string } {
  const { scope } = useWork();
  return { href: orgPath(scope.orgId, listPath(catalogue)), label: CATALOGUE_NAMES[catalogue].many };
}

/** What a person who cannot change the catalogues reads, quietly. */
export function ReadOnlyNote() {
  return (
    <p className="admin-note" role="note">
      You can look at this, but only administrators can change it.
    </p>
  );
}

/** Renders a load model: a spinner while loading, the error with Retry, a not-found message, or the value. */
export function Loaded<T>({ model, what, children }: { readonly model: LoadModel<T>; readonly what: string; readonly children: (value: T) => ReactNode }) {
  useSignals();
  const state = model.state.value;
  switch (state.status) {
    case 'loading':
      return (
        <p className="admin-loading" aria-busy="true">
          <Spinner /> <span className="delayed">Loading {what}…</span>
        </p>
      );
    case 'failed':
      return (
        <div className="admin-error" role="alert">
          <p>
            Could not load {what}. {state.message}
          </p>
          <Button className="button" onPress={() => void model.refresh()}>
            Retry
          </Button>
        </div>
      );
    case 'missing':
      return (
        <div className="admin-error" role="alert">
          <p>There is no such {what.replace(/^(this|the) /, '')} in this organization. It may have been deleted.</p>
        </div>
      );
    case 'loaded':
      return (
        <>
          {state.refreshFailed ? (
            <div className="admin-error" role="alert">
              <p>Could not refresh {what}. {state.refreshFailed}</p>
              <Button className="button" onPress={() => void model.refresh()}>
                Retry
              </Button>
            </div>
          ) : null}
          <div className="admin-loaded" aria-busy={state.refreshing || undefined}>
            {children(state.value)}
          </div>
        </>
      );
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

/** A list's text filter. */
export function ListFilter({ label, value, onChange }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void }) {
  return (
    <SearchField className="admin-search" value={value} onChange={onChange} aria-label={label}>
      <Label className="visually-hidden">{label}</Label>
      <Input className="form-input" placeholder={`${label}…`} />
    </SearchField>
  );
}

/** A form's problem that is about no single field (a record in use, a permission). */
export function FormProblem<F>({ editor }: { readonly editor: CatalogueEditor<F> }) {
  useSignals();
  const problem = editor.problem.value;
  return problem ? (
    <p className="admin-problem" role="alert">
      {problem}
    </p>
  ) : null;
}

/** Save and Cancel. */
export function FormActions<F>({ editor, saveLabel, cancelHref }: { readonly editor: CatalogueEditor<F>; readonly saveLabel: string; readonly cancelHref: string }) {
  useSignals();
  const status = editor.state.value.status;
  const busy = status !== 'editing';
  return (
    <div className="admin-form-actions">
      <Button type="submit" className="button button-primary" isPending={busy}>
        {status === 'saving' ? <Spinner /> : null}
        {status === 'saving' ? 'Saving…' : saveLabel}
      </Button>
      <Link className="button" href={cancelHref}>
        Cancel
      </Link>
    </div>
  );
}

/** Delete, after a confirmation; the server's refusal shows as the form's problem. */
export function DeleteButton<F>({ editor, what, name, isDisabled, text }: {
  readonly editor: CatalogueEditor<F>;
  readonly what: string;
  readonly name: string;
  readonly isDisabled?: boolean;
  /** What the confirmation says, when 'deleted for everyone in the organization' is not true. */
  readonly text?: string;
}) {
  useSignals();
  const status = editor.state.value.status;
  return (
    <ConfirmButton
      className="button button-danger-quiet"
      isDisabled={status !== 'editing' || (isDisabled ?? false)}
      title={`Delete this ${what}?`}
      text={text ?? `${name} will be deleted for everyone in the organization. This cannot be undone.`}
      action={`Delete ${what}`}
      tone="danger"
      onConfirm={() => void editor.remove()}
    >
      {status === 'deleting' ? <Spinner /> : null}
      Delete {what}
    </ConfirmButton>
  );
}

/** A count with its noun, '1 ticket', '3 tickets'. */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** Formats a date the way §9 says (today and yesterday with the time), against the app's clock, in the zone dates are shown in. */
export function useDisplayDate(): (iso: string) => string {
  const { now } = useApp();
  const zone = useDisplayZone();
  return (iso) => formatDisplayDate(iso, now(), zone === undefined ? {} : { timeZone: zone });
}
