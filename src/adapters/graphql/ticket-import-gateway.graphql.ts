/** TicketImportGateway over GraphQL: the catalogues as the import's checks read them, and importTickets. */
import { Effect, Layer } from 'effect';
import { TicketImportGateway, type ImportedTicket } from '../../application/work/ticket-import-gateway.port.ts';
import type { ImportCatalogue } from '../../domain/work/ticket-import-fields.ts';
import { checked } from './checked.ts';
import { ImportTicketsDocument, TicketImportCatalogueDocument, type ImportTicketRowInput } from './generated/import-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const isList = (value: unknown): value is readonly Record<string, unknown>[] => Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
const named = (item: Record<string, unknown>): boolean => typeof item['id'] === 'string' && typeof item['name'] === 'string';
/** The catalogue query's answer, as the mapping below reads it. */
const isCatalogueAnswer = (value: unknown): boolean => {
  const data = value as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null) return false;
  const lists = ['projects', 'products', 'workflows', 'tags', 'roles'].map((key) => data[key]);
  if (!lists.every(isList) || !lists.every((list) => (list as readonly Record<string, unknown>[]).every(named))) return false;
  const [, , workflows, , roles] = lists as readonly (readonly Record<string, unknown>[])[];
  return workflows!.every((workflow) => isList(workflow['states'])) && roles!.every((role) => typeof role['type'] === 'string' && typeof role['status'] === 'string');
};
const isImported = (value: unknown): boolean => isList(value) && value.every((ticket) => typeof ticket['id'] === 'string' && typeof ticket['localId'] === 'number' && typeof ticket['title'] === 'string');

/**
 * The gateway over `client`, whose endpoint is /graphql?operation=importTickets: the server takes
 * up to 32 MB there, for that mutation only.
 */
export function ticketImportGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(TicketImportGateway)({
    catalogue: () =>
      client.query(TicketImportCatalogueDocument, {}, { fetchPolicy: 'network-only' }).pipe(
        Effect.flatMap((data) => checked<typeof data>(data, isCatalogueAnswer, 'the projects, products, workflows, tags and people')),
        Effect.map(
          (data): ImportCatalogue => ({
            projects: data.projects.map((project) => ({ id: project.id, name: project.name, archived: project.stage === 'ARCHIVED' })),
            products: data.products.map(({ id, name }) => ({ id, name })),
            workflows: data.workflows.map((workflow) => ({ id: workflow.id, name: workflow.name, isDefault: workflow.isDefault, states: workflow.states.length })),
            tags: data.tags.map(({ id, name }) => ({ id, name })),
            people: data.roles.map((role) => ({ id: role.id, name: role.name, email: role.email, worker: role.status === 'ACCEPTED' && role.type !== 'VISITOR' })),
          }),
        ),
      ),
    importTickets: (rows) =>
      client
        .execute(ImportTicketsDocument, { input: { rows: rows as unknown as ImportTicketRowInput[] } })
        .pipe(Effect.flatMap((data) => checked<readonly ImportedTicket[]>(data.importTickets.tickets, isImported, 'the imported tickets'))),
  });
}
