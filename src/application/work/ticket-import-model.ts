/**
 * The ticket import page's model: the organization's catalogues (what names are checked against),
 * a file read and previewed in a worker, its columns mapped (the mapping remembered on this device,
 * per organization), and the ready rows imported in one call, all or none.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { IMPORT_LIMITS, checkSummary, mapsTitle, parseRememberedMapping, rememberedMapping, rowsToImport, type ImportCatalogue, type ImportField, type ImportMapping } from '../../domain/work/ticket-import-fields.ts';
import type { CsvSource } from '../../domain/work/ticket-import-preview.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';
import { describeError } from '../shared/error-text.ts';
import { run, type Runner } from '../shared/run.ts';
import { CsvPreview, type CsvPreviewAnswer } from './csv-preview.port.ts';
import { TicketImportGateway, type ImportedTicket } from './ticket-import-gateway.port.ts';

/** Where the mapping of an organization is remembered on this device. */
export const importMappingKey = (orgId: string): string => `tidemark.ticketImport.mapping.${orgId}`;

/** A file read and checked, with what the page says about it. */
export interface ImportPreview extends CsvPreviewAnswer {
  /** The file's name; null for pasted text. */
  readonly name: string | null;
  readonly ready: number;
  readonly refused: number;
  /** From the file chosen to its rows checked, in milliseconds. */
  readonly elapsedMs: number;
}

export type ImportState =
  | { readonly status: 'empty' }
  | { readonly status: 'reading'; readonly name: string | null }
  /** The file could not be read, or cannot be imported whole (too large, too many rows). */
  | { readonly status: 'unreadable'; readonly message: string }
  /** Read and checked; `refusal` is the server's answer to the last import tried. */
  | { readonly status: 'previewed'; readonly preview: ImportPreview; readonly importing: boolean; readonly refusal: string | null }
  | { readonly status: 'imported'; readonly tickets: readonly ImportedTicket[]; readonly skipped: number };

export type CatalogueState = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'loaded'; readonly catalogue: ImportCatalogue };

/** A file as the page hands it over (a File in the browser). */
export interface ImportFile {
  readonly name: string;
  readonly size: number;
  readonly arrayBuffer: () => Promise<ArrayBuffer>;
}

export interface TicketImportModel {
  readonly catalogue: ReadonlySignal<CatalogueState>;
  readonly state: ReadonlySignal<ImportState>;
  /** Whether the mapping fills the title (no row can be imported without one). */
  readonly mapsTitle: ReadonlySignal<boolean>;
  /** Loads the catalogues (again after a failure). */
  readonly load: () => Promise<void>;
  readonly readFile: (file: ImportFile) => Promise<void>;
  readonly readText: (text: string) => Promise<void>;
  /** Gives a column another field (null: leave it out); the field leaves any other column. Checks the rows again. */
  readonly setField: (column: number, field: ImportField | null) => Promise<void>;
  /** Imports the ready rows. */
  readonly importRows: () => Promise<void>;
  /** Back to an empty page, for another file. */
  readonly startOver: () => void;
}

export interface TicketImportDeps {
  readonly runner: Runner<TicketImportGateway | CsvPreview>;
  readonly store: KeyValueStoreShape;
  readonly orgId: string;
  /** A clock for the preview's timing (performance.now in the browser). */
  readonly now: () => number;
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Builds the model and starts loading the catalogues. */
export function createTicketImportModel(deps: TicketImportDeps): TicketImportModel {
  const { runner, store, orgId, now } = deps;
  const catalogue = signal<CatalogueState>({ status: 'loading' });
  const state = signal<ImportState>({ status: 'empty' });
  let reading = 0;

  const load = async () => {
    catalogue.value = { status: 'loading' };
    const outcome = await run(runner, TicketImportGateway.use((gateway) => gateway.catalogue()));
    if (outcome.status === 'success') catalogue.value = { status: 'loaded', catalogue: outcome.value };
    else if (outcome.status === 'failure') catalogue.value = { status: 'failed', message: describeError(outcome.error) };
  };

  const remember = (preview: Pick<CsvPreviewAnswer, 'header' | 'mapping'>) => {
    store.set(importMappingKey(orgId), JSON.stringify({ ...parseRememberedMapping(store.get(importMappingKey(orgId))), ...rememberedMapping(preview.header, preview.mapping) }));
  };

  async function read(name: string | null, source: () => Promise<CsvSource>): Promise<void> {
    const loaded = catalogue.value;
    if (loaded.status !== 'loaded') return;
    const mine = ++reading;
    const started = now();
    state.value = { status: 'reading', name };
    const remembered = parseRememberedMapping(store.get(importMappingKey(orgId)));
    const outcome = await run(runner, Effect.promise(source).pipe(Effect.flatMap((given) => CsvPreview.use((preview) => preview.read(given, remembered, loaded.catalogue)))));
    if (mine !== reading) return;
    if (outcome.status !== 'success') {
      state.value = { status: 'unreadable', message: outcome.status === 'failure' ? `This file could not be read: ${outcome.error.message}` : 'Reading was stopped' };
      return;
    }
    const answer = outcome.value;
    if (answer.header.length === 0) {
      state.value = { status: 'unreadable', message: 'This file is empty: it needs a header row, then one row per ticket' };
      return;
    }
    if (answer.rows.length > IMPORT_LIMITS.rows) {
      state.value = { status: 'unreadable', message: `This file has ${answer.rows.length.toLocaleString('en')} rows: import at most ${IMPORT_LIMITS.rows.toLocaleString('en')} at once (split the file)` };
      return;
    }
    remember(answer);
    state.value = { status: 'previewed', preview: { ...answer, name, ...checkSummary(answer.checks), elapsedMs: now() - started }, importing: false, refusal: null };
  }

  return {
    catalogue,
    state,
    mapsTitle: computed(() => state.value.status === 'previewed' && mapsTitle(state.value.preview.mapping)),
    load,
    readFile: (file) => {
      if (file.size > IMPORT_LIMITS.fileBytes) {
        state.value = { status: 'unreadable', message: `This file is ${megabytes(file.size)}: the largest file read is ${megabytes(IMPORT_LIMITS.fileBytes)}` };
        return Promise.resolve();
      }
      return read(file.name, async () => ({ bytes: new Uint8Array(await file.arrayBuffer()) }));
    },
    readText: (text) => read(null, async () => ({ text })),
    setField: async (column, field) => {
      const current = state.value;
      const loaded = catalogue.value;
      if (current.status !== 'previewed' || loaded.status !== 'loaded' || current.importing) return;
      const mapping: ImportMapping = current.preview.mapping.map((old, index) => (index === column ? field : old === field ? null : old));
      const mine = ++reading;
      const started = now();
      state.value = { ...current, preview: { ...current.preview, mapping }, refusal: null };
      const outcome = await run(runner, CsvPreview.use((preview) => preview.check(mapping, loaded.catalogue)));
      if (mine !== reading || outcome.status !== 'success') return;
      const next = { ...current.preview, mapping, checks: outcome.value, ...checkSummary(outcome.value), elapsedMs: now() - started };
      remember(next);
      state.value = { status: 'previewed', preview: next, importing: false, refusal: null };
    },
    importRows: async () => {
      const current = state.value;
      if (current.status !== 'previewed' || current.importing || current.preview.ready === 0 || !mapsTitle(current.preview.mapping)) return;
      const { rows, mapping, checks, refused } = current.preview;
      state.value = { ...current, importing: true, refusal: null };
      const outcome = await run(runner, TicketImportGateway.use((gateway) => gateway.importTickets(rowsToImport(rows, mapping, checks))));
      if (outcome.status === 'success') state.value = { status: 'imported', tickets: outcome.value, skipped: refused };
      else state.value = { ...current, importing: false, refusal: outcome.status === 'failure' ? describeError(outcome.error) : 'The import was stopped' };
    },
    startOver: () => {
      reading += 1;
      state.value = { status: 'empty' };
    },
  };
}
