import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { CsvPreview } from '../../../src/application/work/csv-preview.port.ts';
import { TicketImportGateway, type ImportRowInput } from '../../../src/application/work/ticket-import-gateway.port.ts';
import { createTicketImportModel, importMappingKey } from '../../../src/application/work/ticket-import-model.ts';
import type { ImportCatalogue } from '../../../src/domain/work/ticket-import-fields.ts';
import { checkMapped, previewCsv, type ReadCsv } from '../../../src/domain/work/ticket-import-preview.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const CATALOGUE: ImportCatalogue = {
  projects: [{ id: 'p1', name: 'Web', archived: false }],
  products: [],
  workflows: [{ id: 'w1', name: 'Standard', isDefault: true, states: 2 }],
  tags: [],
  people: [],
};

/** The worker's rules run in place of the worker, keeping the last file read as it does. */
function previewInPlace() {
  let last: ReadCsv | null = null;
  return Layer.succeed(CsvPreview)({
    read: (source, remembered, catalogue) =>
      Effect.sync(() => {
        const preview = previewCsv(source, remembered, catalogue);
        last = preview;
        return preview;
      }),
    check: (mapping, catalogue) => Effect.sync(() => checkMapped(last!.rows, mapping, catalogue)),
  });
}

function harness(importTickets: (rows: readonly ImportRowInput[]) => ReturnType<typeof TicketImportGateway.Service.importTickets> = () => Effect.succeed([])) {
  const stored = new Map<string, string>();
  const store = { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => void stored.set(key, value), remove: (key: string) => void stored.delete(key) };
  const runner = runtimeOf(Layer.mergeAll(stubLayer(TicketImportGateway, { catalogue: () => Effect.succeed(CATALOGUE), importTickets }), previewInPlace()));
  let clock = 0;
  const model = (orgId = '7') => createTicketImportModel({ runner: runner as never, store, orgId, now: () => (clock += 5) });
  return { model, stored };
}

const FILE = 'Name,Where,Notes\r\nFirst,Web,a\r\nSecond,Nowhere,b\r\nThird,,c\r\n';

const model = suite('the ticket import model');

model('pasted text is read with a guessed mapping, summed up, and its mapping remembered for the organization', async () => {
  const { model: make, stored } = harness();
  const importer = make();
  await importer.load();
  assert.is(importer.catalogue.value.status, 'loaded');
  await importer.readText(FILE);
  const state = importer.state.value;
  assert.is(state.status, 'previewed');
  if (state.status !== 'previewed') return;
  assert.equal(state.preview.mapping, ['title', null, null]);
  assert.equal([state.preview.ready, state.preview.refused, state.preview.name], [3, 0, null]);
  assert.ok(importer.mapsTitle.value);
  assert.equal(JSON.parse(stored.get(importMappingKey('7'))!), { name: 'title', where: null, notes: null });
});

model('a column given a field is checked again; the field leaves the column that had it, and the new mapping is remembered', async () => {
  const { model: make, stored } = harness();
  const importer = make();
  await importer.load();
  await importer.readText(FILE);
  await importer.setField(1, 'project');
  let state = importer.state.value;
  assert.ok(state.status === 'previewed' && state.preview.refused === 1, 'Nowhere is no project');
  await importer.setField(2, 'title');
  state = importer.state.value;
  assert.ok(state.status === 'previewed');
  if (state.status !== 'previewed') return;
  assert.equal(state.preview.mapping, [null, 'project', 'title']);
  assert.equal(JSON.parse(stored.get(importMappingKey('7'))!), { name: null, where: 'project', notes: 'title' });
  // Another file with the same columns, later: matched as remembered; another organization: guessed.
  const again = make();
  await again.load();
  await again.readText('Notes,Name\nx,y\n');
  assert.equal(again.state.value.status === 'previewed' && again.state.value.preview.mapping, ['title', null]);
  const elsewhere = make('8');
  await elsewhere.load();
  await elsewhere.readText('Notes,Name\nx,y\n');
  assert.equal(elsewhere.state.value.status === 'previewed' && elsewhere.state.value.preview.mapping, [null, 'title']);
});

model('importing sends the ready rows only, with their row numbers, and ends on what was created', async () => {
  const sent: (readonly ImportRowInput[])[] = [];
  const { model: make } = harness((rows) => {
    sent.push(rows);
    return Effect.succeed([{ id: '11', localId: 1, title: 'First' }, { id: '12', localId: 2, title: 'Third' }]);
  });
  const importer = make();
  await importer.load();
  await importer.readText(FILE);
  await importer.setField(1, 'project');
  await importer.importRows();
  assert.equal(sent, [[{ row: 2, title: 'First', project: 'Web' }, { row: 4, title: 'Third', project: '' }]]);
  assert.equal(importer.state.value, { status: 'imported', tickets: [{ id: '11', localId: 1, title: 'First' }, { id: '12', localId: 2, title: 'Third' }], skipped: 1 });
  importer.startOver();
  assert.equal(importer.state.value, { status: 'empty' });
});

model("a refused import keeps the preview and says the server's reason", async () => {
  const { model: make } = harness(() => Effect.fail(new GraphQLError({ message: 'Row 2, Project: No project named “Web”', code: 'BAD_USER_INPUT' })));
  const importer = make();
  await importer.load();
  await importer.readText(FILE);
  await importer.importRows();
  const state = importer.state.value;
  assert.ok(state.status === 'previewed' && !state.importing);
  assert.is(state.status === 'previewed' && state.refusal, 'Row 2, Project: No project named “Web”');
});

model('a file too large is refused before it is read; an empty one and one of too many rows are refused once read', async () => {
  const { model: make } = harness();
  const importer = make();
  await importer.load();
  let read = false;
  await importer.readFile({ name: 'big.csv', size: 21 * 1024 * 1024, arrayBuffer: async () => ((read = true), new ArrayBuffer(0)) });
  assert.equal([importer.state.value, read], [{ status: 'unreadable', message: 'This file is 21 MB: the largest file read is 20 MB' }, false]);
  await importer.readText('');
  assert.is(importer.state.value.status === 'unreadable' && importer.state.value.message, 'This file is empty: it needs a header row, then one row per ticket');
  await importer.readText(`Title\n${Array.from({ length: 10_001 }, (_, index) => `T${index}`).join('\n')}\n`);
  assert.is(importer.state.value.status === 'unreadable' && importer.state.value.message, 'This file has 10,001 rows: import at most 10,000 at once (split the file)');
});

model.run();
