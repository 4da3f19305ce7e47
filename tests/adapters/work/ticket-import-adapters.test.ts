/**
 * The ticket import's adapters: its gateway over GraphQL against the real local server in-process
 * (at /graphql?operation=importTickets, as the app sends it), and CsvPreview over a stand-in worker.
 */
import { Effect, Layer, ManagedRuntime } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createGraphQLClient } from '../../../src/adapters/graphql/graphql-client.ts';
import { ticketImportGatewayLayer } from '../../../src/adapters/graphql/ticket-import-gateway.graphql.ts';
import { csvPreviewLayer } from '../../../src/adapters/worker/csv-preview.worker.ts';
import type { ProjectionWorker } from '../../../src/adapters/worker/projection-preview.worker.ts';
import { CsvPreview } from '../../../src/application/work/csv-preview.port.ts';
import { TicketImportGateway } from '../../../src/application/work/ticket-import-gateway.port.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

const adapters = suite('the ticket import adapters');

adapters('the gateway reads the catalogues and imports rows, all or none, at the import address', async () => {
  const { server, organizationId } = await ownerOfOrganization();
  const paths: string[] = [];
  const client = createGraphQLClient({
    endpoint: '/graphql?operation=importTickets',
    fetch: (input, init) => {
      paths.push(String(input));
      return server.fetch(input, init);
    },
    organizationId: () => Number(organizationId),
  });
  const runtime = ManagedRuntime.make(ticketImportGatewayLayer(client));
  const catalogue = await runtime.runPromise(TicketImportGateway.use((gateway) => gateway.catalogue()));
  assert.is(catalogue.projects.length, 1);
  assert.equal(catalogue.workflows.filter((workflow) => workflow.isDefault).length, 1);
  assert.equal(catalogue.people.map((person) => [person.name, person.email, person.worker]), [['Ana', 'ana@example.com', true]]);
  const created = await runtime.runPromise(TicketImportGateway.use((gateway) => gateway.importTickets([{ row: 2, title: 'One', project: catalogue.projects[0]!.name }, { row: 3, title: 'Two' }])));
  assert.equal(created.map((ticket) => [ticket.localId, ticket.title]), [[1, 'One'], [2, 'Two']]);
  const refused = await runtime.runPromise(Effect.flip(TicketImportGateway.use((gateway) => gateway.importTickets([{ row: 2, title: 'Three' }, { row: 3, title: 'Four', product: 'Nope' }]))));
  assert.equal([refused._tag, refused.message], ['GraphQLError', 'Row 3, Product: No product named “Nope” (nothing was imported)']);
  assert.ok(paths.every((path) => path === '/graphql?operation=importTickets'), paths.join(' '));
});

/** A stand-in worker that answers with `answer(message)`; it records what it was sent. */
function fakeWorker(answer: (message: Record<string, unknown>) => Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  let started = 0;
  const create = (): ProjectionWorker => {
    started += 1;
    const worker: ProjectionWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => {},
      postMessage: (message) => {
        sent.push(message as Record<string, unknown>);
        queueMicrotask(() => worker.onmessage?.({ data: { id: (message as { id: number }).id, ...answer(message as Record<string, unknown>) } } as MessageEvent));
      },
    };
    return worker;
  };
  return { create, sent, started: () => started };
}

adapters('the preview worker starts with the layer, is kept, and its refusals are CsvPreviewErrors', async () => {
  const catalogue = { projects: [], products: [], workflows: [], tags: [], people: [] };
  const fake = fakeWorker((message) => (message['source'] ? { preview: { header: ['Title'], rows: [['A']], mapping: ['title'], checks: [{ ok: true }], delimiter: ',', encoding: null } } : { error: 'Read a file first' }));
  const runtime = ManagedRuntime.make(Layer.mergeAll(csvPreviewLayer(fake.create)));
  assert.is(fake.started(), 1, 'started with the page');
  const preview = await runtime.runPromise(CsvPreview.use((csv) => csv.read({ text: 'Title\nA\n' }, {}, catalogue)));
  assert.equal(preview.rows, [['A']]);
  const refused = await runtime.runPromise(Effect.flip(CsvPreview.use((csv) => csv.check(['title'], catalogue))));
  assert.equal([refused._tag, refused.message], ['CsvPreviewError', 'Read a file first']);
  assert.is(fake.started(), 1, 'one worker for the page');
  assert.equal(fake.sent.map((message) => Object.keys(message).sort().join(' ')), ['catalogue id remembered source', 'catalogue id mapping']);
});

adapters.run();
