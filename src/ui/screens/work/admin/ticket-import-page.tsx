/**
 * /admin/import/ticket (§2), for owners and administrators: tickets from a CSV file (uploaded or
 * pasted). The file is read and every row checked in a worker, its columns matched to fields (the
 * match remembered on this device), the problems shown cell by cell, and the ready rows imported
 * together, all or none, with links to what was created.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { Link } from 'wouter';
import type { ImportPreview, TicketImportModel } from '../../../../application/work/ticket-import-model.ts';
import { DELIMITER_LABELS } from '../../../../domain/work/csv-parse.ts';
import { IMPORT_FIELD_HINTS, IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_LIMITS } from '../../../../domain/work/ticket-import-fields.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { useApp, type AppServices } from '../../../app-context.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { focusIsLost, useArrivalFocus } from '../../../components/use-arrival-focus.ts';
import { useFileDrop } from '../../../components/use-file-drop.ts';
import { MappingTable, PreviewTable } from './ticket-import-tables.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';

/** What the page says about cells that could run as formulas. */
export const FORMULA_RULE =
  "Cells that start with = + - or @ are refused: a spreadsheet could run them as formulas. To keep such a text, start the cell with ' (the search page's export does): the ' is dropped on import.";
/** Where the column match is kept. */
export const MAPPING_MEMORY = 'The columns you match are remembered on this device, for this organization, and used again for files with the same column names.';

const LINKS_SHOWN = 100;
const count = (value: number): string => value.toLocaleString('en');
const seconds = (ms: number): string => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);
const rowsText = (value: number): string => (value === 1 ? '1 row' : `${count(value)} rows`);
const ticketsText = (value: number): string => (value === 1 ? '1 ticket' : `${count(value)} tickets`);

/**
 * The admin page frame (as admin-common's AdminPage draws it), written out here: this page is a
 * chunk of its own and leaves the catalogue pages' code where it is.
 */
function ImportFrame({ children, wide }: { readonly children: ReactNode; readonly wide?: boolean }) {
  return (
    <main className="org-page admin-page" data-wide={wide || undefined}>
      <div className="admin-heading">
        <h1>Import tickets</h1>
      </div>
      {children}
    </main>
  );
}

export function TicketImportPage() {
  useSignals();
  usePageTitle('Import tickets');
  const { scope } = useWork();
  if (!scope.permissions.administer) {
    return (
      <ImportFrame>
        <p className="admin-note" role="note">
          Only owners and administrators can import tickets.
        </p>
      </ImportFrame>
    );
  }
  const Importer = importerOf(useApp());
  return (
    <ImportFrame wide>
      <p className="import-intro">
        Create tickets from a CSV file, such as the one the search page exports. Nothing is written until you import: every row is checked first, rows with problems are left out, and the
        ready rows are imported together, all or none.
      </p>
      <ul className="import-rules">
        <li>
          Up to {count(IMPORT_LIMITS.rows)} rows and {IMPORT_LIMITS.fileBytes / 1024 / 1024} MB a file, in UTF-8 (with or without a byte order mark), separated by commas, semicolons or tabs.
        </li>
        <li>{FORMULA_RULE}</li>
        <li>{MAPPING_MEMORY}</li>
      </ul>
      <Suspense fallback={<Loading what="the importer" />}>
        <Importer orgId={scope.orgId} />
      </Suspense>
    </ImportFrame>
  );
}

const loaded = new WeakMap<AppServices, LazyExoticComponent<ComponentType<{ readonly orgId: string }>>>();

/** The importer for an app, its models loaded once. */
function importerOf(app: AppServices) {
  let Importer = loaded.get(app);
  if (!Importer) {
    Importer = lazy(() =>
      (app.ticketImport?.() ?? Promise.reject(new Error('no import here'))).then(
        (models) => ({ default: ({ orgId }: { readonly orgId: string }) => <Importer_ model={useMemo(() => started(models(orgId)), [orgId])} /> }),
        () => ({
          default: () => (
            <p className="admin-problem" role="alert">
              The importer could not be loaded. Reload the page to try again.
            </p>
          ),
        }),
      ),
    );
    loaded.set(app, Importer);
  }
  return Importer;
}

function Loading({ what }: { readonly what: string }) {
  return (
    <p className="admin-loading" aria-busy="true">
      <Spinner /> <span className="delayed">Loading {what}…</span>
    </p>
  );
}

const started = (model: TicketImportModel): TicketImportModel => {
  void model.load();
  return model;
};

function Importer_({ model }: { readonly model: TicketImportModel }) {
  useSignals();
  const catalogue = model.catalogue.value;
  const state = model.state.value;
  // Start over (or Import another file) removes the button pressed: the first section's heading takes the focus.
  const sourceHeading = useRef<HTMLHeadingElement>(null);
  const lastStatus = useRef(state.status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = state.status;
    if (state.status !== 'empty' || before === 'empty' || !focusIsLost()) return;
    sourceHeading.current?.focus({ preventScroll: true });
    sourceHeading.current?.scrollIntoView({ block: 'nearest' });
  }, [state.status]);
  if (catalogue.status === 'loading') return <Loading what="the projects, products, workflows, tags and people" />;
  if (catalogue.status === 'failed') {
    return (
      <div className="admin-error" role="alert">
        <p>Could not load the projects, products, workflows, tags and people to check names against. {catalogue.message}</p>
        <Button className="button" onPress={() => void model.load()}>
          Retry
        </Button>
      </div>
    );
  }
  if (state.status === 'imported') return <Imported model={model} />;
  return (
    <>
      <Source model={model} busy={state.status === 'reading' || (state.status === 'previewed' && state.importing)} heading={sourceHeading} />
      <div aria-live="polite">
        {state.status === 'reading' ? (
          <p className="admin-loading">
            <Spinner /> Reading {state.name ?? 'the pasted text'}…
          </p>
        ) : null}
      </div>
      {state.status === 'unreadable' ? <Unreadable message={state.message} /> : null}
      {state.status === 'previewed' ? <Preview model={model} preview={state.preview} importing={state.importing} refusal={state.refusal} /> : null}
    </>
  );
}

function Source({ model, busy, heading }: { readonly model: TicketImportModel; readonly busy: boolean; readonly heading: RefObject<HTMLHeadingElement | null> }) {
  const [text, setText] = useState('');
  // A file dropped on the section reads like a chosen one (the button is the keyboard's way).
  const { dropProps, isDropTarget } = useFileDrop((file) => void model.readFile(file), busy);
  return (
    <section className="import-section" aria-labelledby="import-source" data-drop-target={isDropTarget || undefined} {...dropProps}>
      <h2 id="import-source" tabIndex={-1} ref={heading}>
        1. Choose a file
      </h2>
      <div className="import-source">
        <FileTrigger acceptedFileTypes={['.csv', '.tsv', '.txt', 'text/csv', 'text/plain', 'text/tab-separated-values']} onSelect={(files) => files?.[0] && void model.readFile(files[0])}>
          <Button className="button button-primary" isDisabled={busy}>
            Choose a CSV file
          </Button>
        </FileTrigger>
        <p className="import-drop-hint">or drop it here.</p>
        <TextField className="import-paste" value={text} onChange={setText} isDisabled={busy}>
          <Label>Or paste the CSV text</Label>
          <TextArea rows={4} spellCheck={false} className="form-input" />
        </TextField>
        <Button className="button" isDisabled={busy || text.trim() === ''} onPress={() => void model.readText(text)}>
          Read the pasted text
        </Button>
      </div>
    </section>
  );
}

/**
 * A read's outcome takes the focus when it shows: reading disabled the button that started it
 * (the focus fell to the page) or the file was dropped with a pointer; the page scrolls to it.
 */
function useReadFocus(target: RefObject<HTMLElement | null>, block: ScrollLogicalPosition): void {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block });
  }, []);
}

/** Why a file or text could not be read; it takes the focus, so the reading is not left unexplained. */
function Unreadable({ message }: { readonly message: string }) {
  const problem = useRef<HTMLParagraphElement>(null);
  useReadFocus(problem, 'nearest');
  return (
    <p className="admin-problem" role="alert" tabIndex={-1} ref={problem}>
      {message}.
    </p>
  );
}

function Preview({ model, preview, importing, refusal }: { readonly model: TicketImportModel; readonly preview: ImportPreview; readonly importing: boolean; readonly refusal: string | null }) {
  useSignals();
  // Shown after each read (the mapping's changes keep it mounted): its heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useReadFocus(heading, 'start');
  const how = `${preview.encoding ? `${preview.encoding}, ` : ''}${DELIMITER_LABELS[preview.delimiter]} separated`;
  const hasTitle = model.mapsTitle.value;
  return (
    <>
      <section className="import-section" aria-labelledby="import-columns">
        <h2 id="import-columns" tabIndex={-1} ref={heading}>
          2. Match the columns
        </h2>
        <p role="status">
          {preview.name ?? 'The pasted text'}: {rowsText(preview.rows.length)} read ({how}), checked in <span data-elapsed-ms={Math.round(preview.elapsedMs)}>{seconds(preview.elapsedMs)}</span>.
        </p>
        <MappingTable model={model} preview={preview} disabled={importing} />
        {hasTitle ? null : (
          <p className="admin-problem" role="alert">
            Match a column to Title: every ticket needs one.
          </p>
        )}
        <details className="import-hints">
          <summary>What each field holds</summary>
          <dl>
            {IMPORT_FIELDS.map((field) => (
              <div key={field}>
                <dt>{IMPORT_FIELD_LABELS[field]}</dt>
                <dd>{IMPORT_FIELD_HINTS[field]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </section>
      <section className="import-section" aria-labelledby="import-check">
        <h2 id="import-check">3. Check and import</h2>
        <div className="import-bar">
          <p role="status" className="import-summary">
            {hasTitle ? `${count(preview.ready)} ready, ${count(preview.refused)} with problems (left out).` : 'No row can be imported without a title.'}
          </p>
          <Button className="button button-primary" isDisabled={importing || !hasTitle || preview.ready === 0} isPending={importing} onPress={() => void model.importRows()}>
            {importing ? `Importing ${ticketsText(preview.ready)}…` : `Import ${ticketsText(preview.ready)}`}
          </Button>
          <Button className="button button-quiet" isDisabled={importing} onPress={model.startOver}>
            Start over
          </Button>
        </div>
        {refusal ? (
          <p className="admin-problem" role="alert">
            Nothing was imported: {refusal}
          </p>
        ) : null}
        <PreviewTable preview={preview} />
      </section>
    </>
  );
}

function Imported({ model }: { readonly model: TicketImportModel }) {
  useSignals();
  const state = model.state.value;
  const { scope } = useWork();
  // The import button is gone with the preview: the summary's heading takes the focus it had.
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  if (state.status !== 'imported') return null;
  const { tickets, skipped } = state;
  return (
    <section className="import-section" aria-labelledby="import-done" role="status">
      <h2 id="import-done" tabIndex={-1} ref={heading}>
        Imported {ticketsText(tickets.length)}
      </h2>
      {skipped > 0 ? <p>{rowsText(skipped)} with problems {skipped === 1 ? 'was' : 'were'} left out.</p> : null}
      <ul className="import-created">
        {tickets.slice(0, LINKS_SHOWN).map((ticket) => (
          <li key={ticket.id}>
            <Link href={orgPath(scope.orgId, `ticket/${ticket.id}/view`)}>
              #{ticket.localId} {ticket.title}
            </Link>
          </li>
        ))}
      </ul>
      {tickets.length > LINKS_SHOWN ? <p>And {count(tickets.length - LINKS_SHOWN)} more.</p> : null}
      <p className="import-bar">
        <Link className="button" href={orgPath(scope.orgId, 'ticket')}>
          Go to the tickets
        </Link>
        <Button className="button button-quiet" onPress={model.startOver}>
          Import another file
        </Button>
      </p>
    </section>
  );
}
