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
}
