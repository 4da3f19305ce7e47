/**
 * The records of the admin catalogues (schema/work.graphql): products, teams, workflows, tags and
 * the organization's people, as the client reads them, with the checks a payload passes before it
 * becomes one of them (validation at the edge).
 */
import { ROLE_STATUSES, ROLE_TYPES, type RoleStatus, type RoleType } from '../shared/role.ts';
import { TAG_COLORS, type TagColor } from './work.ts';

/** A person of the organization (their role, as admins see it). */
export interface OrgPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly title: string | null;
  readonly type: RoleType;
  readonly status: RoleStatus;
  readonly timeZone: string | null;
  readonly avatarUrl: string | null;
  readonly createdAt: string;
}

/** A product: what tickets are built for. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly ticketCount: number;
}

/** A team and its members. */
export interface Team {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly members: readonly OrgPerson[];
}

/** One step of a workflow. */
export interface WorkflowStep {
  readonly id: string;
  readonly name: string;
}

/** A workflow: ordered states; one per organization is the default. */
export interface Workflow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly isDefault: boolean;
  readonly states: readonly WorkflowStep[];
  readonly ticketCount: number;
}

/** A tag in one of the six colours of §4. */
export interface Tag {
  readonly id: string;
  readonly name: string;
  readonly color: TagColor;
  readonly ticketCount: number;
}

/** How many records each catalogue holds (the admin home's cards). */
export interface CatalogueCounts {
  readonly product: number;
  readonly team: number;
  readonly workflow: number;
  readonly tag: number;
  /** People with an accepted role. */
  readonly role: number;
  /** Invitations not yet answered. */
  readonly invited: number;
}

/** A tag colour as people read it: 'BLUE' is 'Blue'. */
export const tagColorLabel = (color: TagColor): string => color.charAt(0) + color.slice(1).toLowerCase();

/** A membership status as people read it. */
export const ROLE_STATUS_LABELS: Readonly<Record<RoleStatus, string>> = {
  ACCEPTED: 'Active',
  INVITED: 'Invited',
  DEACTIVATED: 'Deactivated',
  REJECTED: 'Declined',
};

/** A shape check of a payload (shared by the other records' checks, blackout-forms.ts). */
export type Check = (value: unknown) => boolean;
export const isString: Check = (value) => typeof value === 'string';
const isNullableString: Check = (value) => value === null || typeof value === 'string';
const isCount: Check = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const oneOf =
  (choices: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && choices.includes(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** Whether a payload is an object whose fields each pass their check. */
export function shape(fields: Readonly<Record<string, Check>>): Check {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(fields).every(([name, check]) => check(record[name]));
  };
}

/** Whether a payload is a person of the organization. */
export const isOrgPerson = shape({
  id: isString,
  name: isString,
  email: isString,
  title: isNullableString,
  type: oneOf(ROLE_TYPES),
  status: oneOf(ROLE_STATUSES),
  timeZone: isNullableString,
  avatarUrl: isNullableString,
  createdAt: isString,
});

/** Whether a payload is a product. */
export const isProduct = shape({ id: isString, name: isString, description: isString, createdAt: isString, ticketCount: isCount });

/** Whether a payload is a team with its members. */
export const isTeam = shape({ id: isString, name: isString, description: isString, createdAt: isString, members: listOf(isOrgPerson) });

/** Whether a payload is a workflow with its ordered states. */
export const isWorkflow = shape({
  id: isString,
  name: isString,
  description: isString,
  isDefault: (value) => typeof value === 'boolean',
  states: listOf(shape({ id: isString, name: isString })),
  ticketCount: isCount,
});

/** Whether a payload is a tag. */
export const isTag = shape({ id: isString, name: isString, color: oneOf(TAG_COLORS), ticketCount: isCount });

/** Whether a payload is a list of records that each pass `check`. */
export const isListOf = listOf;
