/** CatalogueGateway: the admin catalogues of the current organization (products, teams, workflows, tags, people). */
import type { Billing } from '../../domain/work/billing.ts';
import { Context, type Effect } from 'effect';
import type { CatalogueCounts, OrgPerson, Product, Tag, Team, Workflow } from '../../domain/work/catalogue-records.ts';
import type { StateInput } from '../../domain/work/catalogue-workflow-states.ts';
import type { RoleStatus, RoleType } from '../../domain/shared/role.ts';
import type { TagColor } from '../../domain/work/work.ts';
import type { RequestError } from '../shared/errors.ts';

/** A product as it is saved. */
export interface ProductInput {
  readonly name: string;
  readonly description: string;
}

/** A team as it is saved, with its members' role ids. */
export interface TeamInput {
  readonly name: string;
  readonly description: string;
  readonly memberIds: readonly string[];
}

/** A workflow as it is saved. */
export interface WorkflowInput {
  readonly name: string;
  readonly description: string;
  /** At least one, in order; a state with an id keeps its tickets. */
  readonly states: readonly StateInput[];
}

/** A tag as it is saved. */
export interface TagInput {
  readonly name: string;
  readonly color: TagColor;
}

/** The people list's filter as the server reads it (absent parts mean 'any'). */
export interface RoleFilter {
  readonly search?: string;
  readonly types?: readonly RoleType[];
  readonly statuses?: readonly RoleStatus[];
}

/** Only the fields given change; a null title clears it. */
export interface RolePatch {
  readonly type?: RoleType;
  readonly title?: string | null;
}

/** An invitation: who, as what, with which work title. */
export interface Invitation {
  readonly email: string;
  readonly type: RoleType;
  readonly title: string | null;
}

/** A record that may not exist: null when the server knows no such id here. */
type Found<T> = Effect.Effect<T | null, RequestError>;
type Answer<T> = Effect.Effect<T, RequestError>;

/** The port: every catalogue read and change the admin pages make. */
export class CatalogueGateway extends Context.Service<
  CatalogueGateway,
  {
    readonly counts: () => Answer<CatalogueCounts>;
    /** The plan, seats and invoices (owners only: FORBIDDEN for anyone else). */
    readonly billing: () => Answer<Billing>;

    readonly products: () => Answer<readonly Product[]>;
    readonly product: (id: string) => Found<Product>;
    readonly createProduct: (input: ProductInput) => Answer<Product>;
    readonly updateProduct: (id: string, input: ProductInput) => Answer<Product>;
    /** Refused while tickets use it. */
    readonly deleteProduct: (id: string) => Answer<void>;

    readonly teams: () => Answer<readonly Team[]>;
    readonly team: (id: string) => Found<Team>;
    readonly createTeam: (input: TeamInput) => Answer<Team>;
    readonly updateTeam: (id: string, input: TeamInput) => Answer<Team>;
    readonly deleteTeam: (id: string) => Answer<void>;

    readonly workflows: () => Answer<readonly Workflow[]>;
    readonly workflow: (id: string) => Found<Workflow>;
    readonly createWorkflow: (input: WorkflowInput) => Answer<Workflow>;
    readonly updateWorkflow: (id: string, input: WorkflowInput) => Answer<Workflow>;
    /** Makes it the one default workflow; answers it. */
    readonly setDefaultWorkflow: (id: string) => Answer<Workflow>;
    /** Refused for the default workflow and while tickets use it. */
    readonly deleteWorkflow: (id: string) => Answer<void>;

    readonly tags: () => Answer<readonly Tag[]>;
    readonly tag: (id: string) => Found<Tag>;
    readonly createTag: (input: TagInput) => Answer<Tag>;
    readonly updateTag: (id: string, input: TagInput) => Answer<Tag>;
    readonly deleteTag: (id: string) => Answer<void>;

    readonly roles: (filter: RoleFilter) => Answer<readonly OrgPerson[]>;
    readonly role: (id: string) => Found<OrgPerson>;
    /** The last owner stays owner (the server says so). */
    readonly updateRole: (id: string, patch: RolePatch) => Answer<OrgPerson>;
    readonly deactivateRole: (id: string) => Answer<OrgPerson>;
    readonly reactivateRole: (id: string) => Answer<OrgPerson>;
    /** Invites by email (the invitation email goes out); answers the new role's id. */
    readonly inviteMember: (invitation: Invitation) => Answer<{ readonly id: string }>;
  }
>()('CatalogueGateway') {}
