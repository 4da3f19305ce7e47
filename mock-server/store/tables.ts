/**
 * The database's tables as Kysely sees them (one interface per table of ./migrations). Columns the
 * database fills in (ids, defaults) are `Generated`; `Json` columns hold what the comment says.
 */
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
export type Instant = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as text (JSON.stringify), read parsed. */
export type Json<T> = ColumnType<T, string, string>;

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  created_at: Instant;
  show_onboarding: Generated<boolean>;
  feature_flags: ColumnType<Record<string, boolean>, string | undefined, string>;
  auto_resolve_after_days: number | null;
  next_case_number: Generated<number>;
  /** The postal address (account-store's StoredAddress); null until set. */
  address: ColumnType<{ address1: string; address2: string | null; city: string; state: string; zipcode: string; country: string } | null, string | null | undefined, string | null>;
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  password_hash: string;
  salt: string;
  status: string;
  created_at: Instant;
  last_organization_id: number | null;
  favorite_organization_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface RolesTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number | null;
  email: string;
  email_key: string;
  type: string;
  status: string;
  name: string;
  title: string | null;
  time_zone: string | null;
  created_at: Instant;
  description: string | null;
  avatar_url: string | null;
  cover_url: string | null;
  work_week: ColumnType<unknown, string | null, string | null> | null;
  show_onboarding: boolean | null;
  invite_secret: string | null;
  deactivated_from: string | null;
  recently_visited: ColumnType<unknown, string, string>;
  last_visited_at: Instant | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: Instant;
  last_seen_at: Instant;
}

export interface SecretsTable {
  purpose: string;
  secret_hash: string;
  user_id: number;
  expires_at: Instant;
}

export interface ServerKeysTable {
  name: string;
  value: string;
}

export interface SpentProofsTable {
  challenge_id: string;
  expires_at: Instant;
}

export interface SupportCasesTable {
  id: Generated<number>;
  /** No foreign key (0002): cases of the default support inbox may come before its organization. */
  organization_id: number;
  local_id: number;
  token: string;
  origin: string | null;
  email: string;
  name: string;
  description: string;
  created_at: Instant;
  status: string;
  assignee_role_id: number | null;
  ticket_id: number | null;
}

export interface SupportCaseActionsTable {
  id: Generated<number>;
  case_id: number;
  /** The domain's id of the action (0002). */
  action_id: string;
  title: string | null;
  body: string;
  category: string;
  created_at: Instant;
  author: ColumnType<{ id: string; name: string; avatarUrl: string | null } | null, string | null, string | null>;
}

export interface SupportCaseReadsTable {
  case_id: number;
  role_id: number;
  read_at: Instant;
}

export interface UploadsTable {
  key: string;
  type: string;
  size: number;
  case_id: number | null;
  role_id: number | null;
  created_at: Instant;
  attached: Generated<boolean>;
}

export interface DemosTable {
  id: string;
  email: string;
  status: string;
  requested_at: Instant;
  started_at: Instant | null;
  due_at: Instant | null;
  expires_at: Instant;
  password: string;
  password_hash: string;
  salt: string;
  config: string | null;
  organization_id: number | null;
  user_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** The order demos were asked for in (0003). */
  arrival: Generated<number>;
}

/** A bigint id of the work tables (0004): written and read as text (selects cast it). */
type Id = ColumnType<string, string, string>;
type Ids = ColumnType<string[], string[], string[]>;
type RoleIds = ColumnType<number[], number[], number[]>;

export interface IdCountersTable {
  kind: string;
  value: ColumnType<number, number, number>;
}

export interface WorkSettingsTable {
  organization_id: number;
  version: ColumnType<number, number | undefined, number>;
  next_ticket_number: number;
  priorities: Json<unknown[]>;
}

export interface ProjectionsTable {
  organization_id: number;
  status: string;
  failure: string | null;
  projected_at: Instant | null;
  etas: Json<Record<string, [string | null, string | null, string | null]>>;
  plan: Json<Record<string, [string, string][]>>;
}

export interface TicketsTable {
  id: Id;
  organization_id: number;
  local_id: number;
  title: string;
  project_id: Id | null;
  product_id: Id | null;
  workflow_id: Id | null;
  owner_id: number | null;
  status: string;
  publication: string;
  created_at: Instant;
  closed_at: Instant | null;
  due_date: Instant | null;
  /** The whole ticket, JSON text (work-rows.ts TicketDoc). */
  doc: string;
}

export interface ProjectsTable {
  id: Id;
  organization_id: number;
  name: string;
  parent_id: Id | null;
  owner_id: number | null;
  stage: string;
  readme: string;
  created_at: Instant;
}

export interface ProductsTable {
  id: Id;
  organization_id: number;
  name: string;
  description: string;
  created_at: Instant;
}

export interface TeamsTable {
  id: Id;
  organization_id: number;
  name: string;
  description: string;
  member_ids: RoleIds;
  created_at: Instant;
}

export interface WorkflowsTable {
  id: Id;
  organization_id: number;
  name: string;
  description: string;
  is_default: boolean;
  states: Json<{ id: string; name: string }[]>;
  created_at: Instant;
}

export interface TagsTable {
  id: Id;
  organization_id: number;
  name: string;
  color: string;
}

export interface BlackoutsTable {
  id: Id;
  organization_id: number;
  name: string;
  start: Instant;
  stop: Instant;
  role_ids: RoleIds;
  created_at: Instant;
}

export interface RecurringBlackoutsTable {
  id: Id;
  organization_id: number;
  name: string;
  weekdays: ColumnType<string[], string[], string[]>;
  start_time: string;
  stop_time: string;
  time_zone: string;
  role_ids: RoleIds;
  created_at: Instant;
}

export interface ReportsTable {
  id: Id;
  organization_id: number;
  name: string;
  /** [{config, layout}] (src/domain/reports/report.ts ReportWidget). */
  widgets: Json<unknown[]>;
  created_at: Instant;
  updated_at: Instant;
}

export interface DocumentationSitesTable {
  id: Id;
  organization_id: number;
  title: string;
  description: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface DocumentationPagesTable {
  id: Id;
  organization_id: number;
  site_id: ColumnType<string | null, string | null, string | null>;
  parent_id: ColumnType<string | null, string | null, string | null>;
  position: number;
  title: string;
  body: string;
  publication: string;
  author_id: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface StoriesTable {
  id: Id;
  organization_id: number;
  title: string;
  body: string;
  ticket_ids: ColumnType<string[], string[], string[]>;
  author_id: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface NotesTable {
  id: Id;
  organization_id: number;
  /** The author's role. */
  role_id: number;
  position: number;
  text: string;
  /** A note colour (src/domain/shared/palette.ts NoteColor). */
  color: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface FavoritesTable {
  organization_id: number;
  role_id: number;
  ticket_id: Id;
  position: number;
}

export interface PinsTable {
  organization_id: number;
  role_id: number;
  project_id: Id;
  position: number;
}

export interface TodosTable {
  organization_id: number;
  role_id: number;
  id: Id;
  position: number;
  text: string;
  done: boolean;
  created_at: Instant;
}

export interface StandingOrganizationsTable {
  purpose: string;
  organization_id: number;
}

export interface Tables {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  sessions: SessionsTable;
  secrets: SecretsTable;
  server_keys: ServerKeysTable;
  spent_proofs: SpentProofsTable;
  support_cases: SupportCasesTable;
  support_case_actions: SupportCaseActionsTable;
  support_case_reads: SupportCaseReadsTable;
  uploads: UploadsTable;
  demos: DemosTable;
  id_counters: IdCountersTable;
  work_settings: WorkSettingsTable;
  projections: ProjectionsTable;
  tickets: TicketsTable;
  projects: ProjectsTable;
  products: ProductsTable;
  teams: TeamsTable;
  workflows: WorkflowsTable;
  tags: TagsTable;
  blackouts: BlackoutsTable;
  recurring_blackouts: RecurringBlackoutsTable;
  reports: ReportsTable;
  documentation_sites: DocumentationSitesTable;
  documentation_pages: DocumentationPagesTable;
  stories: StoriesTable;
  notes: NotesTable;
  favorites: FavoritesTable;
  pins: PinsTable;
  todos: TodosTable;
  standing_organizations: StandingOrganizationsTable;
}
