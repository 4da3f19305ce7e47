/**
 * The ticket import page's composition root, loaded with that page only (src/main.tsx loads it on
 * demand and hands over what it shares with the shell: a GraphQL client whose address lets the
 * server take a large import, the device's storage and the runtime maker): the page's gateway and
 * the /csv-import.js worker that reads and checks files.
 */
import { Layer, type ManagedRuntime } from 'effect';
import type { GraphQLClient } from './adapters/graphql/graphql-client.ts';
import { ticketImportGatewayLayer } from './adapters/graphql/ticket-import-gateway.graphql.ts';
import { csvPreviewLayer } from './adapters/worker/csv-preview.worker.ts';
import type { KeyValueStoreShape } from './application/shared/key-value-store.port.ts';
import type { CsvPreview } from './application/work/csv-preview.port.ts';
import { createTicketImportModel, type TicketImportModel } from './application/work/ticket-import-model.ts';
import type { TicketImportGateway } from './application/work/ticket-import-gateway.port.ts';

type Services = TicketImportGateway | CsvPreview;

/** The import page's model factory. */
export function ticketImportModels(
  client: GraphQLClient,
  store: KeyValueStoreShape,
  makeRuntime: (layer: Layer.Layer<Services>) => ManagedRuntime.ManagedRuntime<Services, never>,
): (orgId: string) => TicketImportModel {
  const runner = makeRuntime(Layer.mergeAll(ticketImportGatewayLayer(client), csvPreviewLayer(() => new Worker('/csv-import.js'))));
  return (orgId) => createTicketImportModel({ runner, store, orgId, now: () => performance.now() });
}
