/** CatalogueGateway over GraphQL: every answer checked before it becomes a domain record. */
import { Effect, Layer } from 'effect';
import { CatalogueGateway } from '../../application/work/catalogue-gateway.port.ts';
import {
  isListOf, isOrgPerson, isProduct, isTag, isTeam, isWorkflow, type CatalogueCounts, type OrgPerson, type Product, type Tag, type Team, type Workflow,
} from '../../domain/work/catalogue-records.ts';
import { checked } from './checked.ts';
import {
  AdminCountsDocument, AdminCreateProductDocument, AdminCreateTagDocument, AdminCreateTeamDocument, AdminCreateWorkflowDocument,
  AdminDeactivateRoleDocument, AdminDeleteProductDocument, AdminDeleteTagDocument, AdminDeleteTeamDocument, AdminDeleteWorkflowDocument,
  AdminInviteMemberDocument, AdminProductDocument, AdminProductsDocument, AdminReactivateRoleDocument, AdminRoleDocument, AdminRolesDocument,
  AdminSetDefaultWorkflowDocument, AdminTagDocument, AdminTagsDocument, AdminTeamDocument, AdminTeamsDocument, AdminUpdateProductDocument,
  AdminUpdateRoleDocument, AdminUpdateTagDocument, AdminUpdateTeamDocument, AdminUpdateWorkflowDocument, AdminWorkflowDocument,
  AdminWorkflowsDocument, BillingDocument,
} from './generated/work-sdk.ts';
import type { Billing } from '../../domain/work/billing.ts';
import { isBilling } from '../../domain/work/billing-shape.ts';
import type { GraphQLClient } from './graphql-client.ts';

const fresh = { fetchPolicy: 'network-only' } as const;

const one = <T>(payload: unknown, isShape: (value: unknown) => boolean, what: string) => checked<T>(payload, isShape, what);
const maybe = <T>(payload: unknown, isShape: (value: unknown) => boolean, what: string) =>
  payload === null ? Effect.succeed(null) : checked<T>(payload, isShape, what);
const many = <T>(payload: unknown, isShape: (value: unknown) => boolean, what: string) => checked<readonly T[]>(payload, isListOf(isShape), what);

const isIdList = isListOf((value) => typeof (value as { id?: unknown } | null)?.id === 'string');

function countsOf(data: { products: unknown; teams: unknown; workflows: unknown; tags: unknown; roles: readonly { status: string }[] }): CatalogueCounts {
  const lists = [data.products, data.teams, data.workflows, data.tags] as readonly (readonly unknown[])[];
  return {
    product: lists[0]!.length,
    team: lists[1]!.length,
    workflow: lists[2]!.length,
    tag: lists[3]!.length,
    role: data.roles.filter((role) => role.status === 'ACCEPTED').length,
    invited: data.roles.filter((role) => role.status === 'INVITED').length,
  };
}

/** The real gateway, as a layer over a client. */
export function catalogueGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(CatalogueGateway)({
    billing: () => client.query(BillingDocument, {}, fresh).pipe(Effect.flatMap((data) => checked<Billing>(data.billing, isBilling, 'billing'))),
    counts: () =>
      client.query(AdminCountsDocument, {}, fresh).pipe(
        Effect.flatMap((data) =>
          [data.products, data.teams, data.workflows, data.tags, data.roles].every(isIdList)
            ? Effect.succeed(countsOf(data))
            : checked<CatalogueCounts>(null, () => false, 'counts'),
        ),
      ),

    products: () => client.query(AdminProductsDocument, {}, fresh).pipe(Effect.flatMap((data) => many<Product>(data.products, isProduct, 'products'))),
    product: (id) => client.query(AdminProductDocument, { id }, fresh).pipe(Effect.flatMap((data) => maybe<Product>(data.product, isProduct, 'a product'))),
    createProduct: (input) =>
      client.execute(AdminCreateProductDocument, { input: { ...input } }).pipe(Effect.flatMap((data) => one<Product>(data.createProduct.product, isProduct, 'a product'))),
    updateProduct: (id, input) =>
      client
        .execute(AdminUpdateProductDocument, { input: { id, ...input } })
        .pipe(Effect.flatMap((data) => one<Product>(data.updateProduct.product, isProduct, 'a product'))),
    deleteProduct: (id) => client.execute(AdminDeleteProductDocument, { input: { id } }).pipe(Effect.asVoid),

    teams: () => client.query(AdminTeamsDocument, {}, fresh).pipe(Effect.flatMap((data) => many<Team>(data.teams, isTeam, 'teams'))),
    team: (id) => client.query(AdminTeamDocument, { id }, fresh).pipe(Effect.flatMap((data) => maybe<Team>(data.team, isTeam, 'a team'))),
    createTeam: (input) =>
      client
        .execute(AdminCreateTeamDocument, { input: { name: input.name, description: input.description, memberIds: [...input.memberIds] } })
        .pipe(Effect.flatMap((data) => one<Team>(data.createTeam.team, isTeam, 'a team'))),
    updateTeam: (id, input) =>
      client
        .execute(AdminUpdateTeamDocument, { input: { id, name: input.name, description: input.description, memberIds: [...input.memberIds] } })
        .pipe(Effect.flatMap((data) => one<Team>(data.updateTeam.team, isTeam, 'a team'))),
    deleteTeam: (id) => client.execute(AdminDeleteTeamDocument, { input: { id } }).pipe(Effect.asVoid),

    workflows: () => client.query(AdminWorkflowsDocument, {}, fresh).pipe(Effect.flatMap((data) => many<Workflow>(data.workflows, isWorkflow, 'workflows'))),
    workflow: (id) => client.query(AdminWorkflowDocument, { id }, fresh).pipe(Effect.flatMap((data) => maybe<Workflow>(data.workflow, isWorkflow, 'a workflow'))),
    createWorkflow: (input) =>
      client
        .execute(AdminCreateWorkflowDocument, { input: { name: input.name, description: input.description, states: input.states.map((state) => ({ ...state })) } })
        .pipe(Effect.flatMap((data) => one<Workflow>(data.createWorkflow.workflow, isWorkflow, 'a workflow'))),
    updateWorkflow: (id, input) =>
      client
        .execute(AdminUpdateWorkflowDocument, { input: { id, name: input.name, description: input.description, states: input.states.map((state) => ({ ...state })) } })
        .pipe(Effect.flatMap((data) => one<Workflow>(data.updateWorkflow.workflow, isWorkflow, 'a workflow'))),
    setDefaultWorkflow: (id) =>
      client
        .execute(AdminSetDefaultWorkflowDocument, { input: { id } })
        .pipe(Effect.flatMap((data) => one<Workflow>(data.setDefaultWorkflow.workflow, isWorkflow, 'a workflow'))),
    deleteWorkflow: (id) => client.execute(AdminDeleteWorkflowDocument, { input: { id } }).pipe(Effect.asVoid),

    tags: () => client.query(AdminTagsDocument, {}, fresh).pipe(Effect.flatMap((data) => many<Tag>(data.tags, isTag, 'tags'))),
    tag: (id) => client.query(AdminTagDocument, { id }, fresh).pipe(Effect.flatMap((data) => maybe<Tag>(data.tag, isTag, 'a tag'))),
    createTag: (input) => client.execute(AdminCreateTagDocument, { input: { ...input } }).pipe(Effect.flatMap((data) => one<Tag>(data.createTag.tag, isTag, 'a tag'))),
    updateTag: (id, input) =>
      client.execute(AdminUpdateTagDocument, { input: { id, ...input } }).pipe(Effect.flatMap((data) => one<Tag>(data.updateTag.tag, isTag, 'a tag'))),
    deleteTag: (id) => client.execute(AdminDeleteTagDocument, { input: { id } }).pipe(Effect.asVoid),

    roles: (filter) =>
      client
        .query(
          AdminRolesDocument,
          {
            filter: {
              ...(filter.search === undefined ? {} : { search: filter.search }),
              ...(filter.types === undefined ? {} : { types: [...filter.types] }),
              ...(filter.statuses === undefined ? {} : { statuses: [...filter.statuses] }),
            },
          },
          fresh,
        )
        .pipe(Effect.flatMap((data) => many<OrgPerson>(data.roles, isOrgPerson, 'people'))),
    role: (id) => client.query(AdminRoleDocument, { id }, fresh).pipe(Effect.flatMap((data) => maybe<OrgPerson>(data.role, isOrgPerson, 'a person'))),
    updateRole: (id, patch) =>
      client
        .execute(AdminUpdateRoleDocument, { input: { id, ...patch } })
        .pipe(Effect.flatMap((data) => one<OrgPerson>(data.updateRole.role, isOrgPerson, 'a person'))),
    deactivateRole: (id) =>
      client.execute(AdminDeactivateRoleDocument, { input: { id } }).pipe(Effect.flatMap((data) => one<OrgPerson>(data.deactivateRole.role, isOrgPerson, 'a person'))),
    reactivateRole: (id) =>
      client.execute(AdminReactivateRoleDocument, { input: { id } }).pipe(Effect.flatMap((data) => one<OrgPerson>(data.reactivateRole.role, isOrgPerson, 'a person'))),
    inviteMember: (invitation) =>
      client
        .execute(AdminInviteMemberDocument, { input: { email: invitation.email, role: invitation.type, ...(invitation.title === null ? {} : { title: invitation.title }) } })
        .pipe(Effect.flatMap((data) => one<{ id: string }>(data.inviteMember.role, (value) => typeof (value as { id?: unknown } | null)?.id === 'string', 'an invitation'))),
  });
}
