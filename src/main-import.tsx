/**
 * The ticket import page's composition root, loaded with that page only (src/main.tsx loads it on
 * demand and hands over what it shares with the shell: the GraphQL client's maker and options,
 * the device's storage and the runtime maker): the page's gateway and
 * the /csv-import.js worker that reads and checks files.
 */
import { Layer, type ManagedRuntime } from 'effect';
import type { createGraphQLClient, GraphQLClientOptions } from './adapters/graphql/graphql-client.ts';
import { ticketImportGatewayLayer } from './adapters/graphql/ticket-import-gateway.graphql.ts';
import { csvPreviewLayer } from './adapters/worker/csv-preview.worker.ts';
import type { KeyValueStoreShape } from './application/shared/key-value-store.port.ts';
import type { CsvPreview } from './application/work/csv-preview.port.ts';
import { createTicketImportModel, type TicketImportModel } from './application/work/ticket-import-model.ts';
import type { TicketImportGateway } from './application/work/ticket-import-gateway.port.ts';

type Services = TicketImportGateway | CsvPreview;

/** The import page's model factory. */
export function ticketImportModels(
  createClient: typeof createGraphQLClient,
  options: GraphQLClientOptions,
  store: KeyValueStoreShape,
  makeRuntime: (layer: Layer.Layer<Services>) => ManagedRuntime.ManagedRuntime<Services, never>,
): (orgId: string) => TicketImportModel {
  // At this address the server takes an import of up to 32 MB (1 MB elsewhere).
  const client = createClient({ ...options, endpoint: '/graphql?operation=importTickets' });
  const runner = makeRuntime(Layer.mergeAll(ticketImportGatewayLayer(client), csvPreviewLayer(() => new Worker('/csv-import.js'))));
  return (orgId) => createTicketImportModel({ runner, store, orgId, now: () => performance.now() });
}
