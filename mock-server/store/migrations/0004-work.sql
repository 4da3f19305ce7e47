-- The work of each organization: tickets, projects, catalogues, blackout times, favourites, pins,
-- priorities and the projection's results. Ids are handed out by the server (id_counters), unique
-- across organizations within each kind; every row names its organization, and an organization's
-- removal (an expired demo) removes its work with it.
--
-- A ticket is one row. Its `doc` is the whole ticket as the server holds it (JSON text: its runs
-- through its workflow's states with their notes, its checklist, its comments with their replies,
-- the tickets it waits on), so a ticket is written whole in one statement, never seen with half of
-- its states, and read back in one column; the columns beside it repeat what SQL filters and reports
-- on (and are indexed where a query needs them).

-- The last id handed out per kind of record ('ticket', 'ticketState', 'project', ...).
create table id_counters (
  kind text primary key,
  value bigint not null
);

create table work_settings (
  organization_id integer primary key references organizations (id) on delete cascade,
  -- Bumped by every write to the organization's work: another server process on the same database
  -- compares it with the version it holds and reads the work again when it moved.
  version bigint not null default 0,
  -- Gapless per-organization ticket numbers: the next ticket's number.
  next_ticket_number integer not null default 1,
  -- The schedule's priority rules, most urgent first (src/domain/schedule/schedule.ts PriorityRule).
  priorities jsonb not null default '[]'
);

-- Where the organization's projection stands and what the last one answered.
create table projections (
  organization_id integer primary key references organizations (id) on delete cascade,
  status text not null,
  failure text,
  projected_at timestamptz,
  -- Ticket id -> [p80, p50, problem] of the last projection (only the tickets it answered for).
  etas jsonb not null default '{}',
  -- Ticket state id -> the [start, stop] pieces it is worked in at PERT means.
  plan jsonb not null default '{}'
);

create table tickets (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  local_id integer not null,
  title text not null,
  project_id bigint,
  product_id bigint,
  workflow_id bigint,
  -- Role id.
  owner_id integer,
  status text not null,
  publication text not null,
  created_at timestamptz not null,
  closed_at timestamptz,
  due_date timestamptz,
  -- The whole ticket (mock-server/store/work-rows.ts TicketDoc), JSON.
  doc text not null
);
-- A ticket's number is unique in its organization (and gapless: the server hands them out under a lock).
create unique index tickets_number on tickets (organization_id, local_id);
-- An organization's tickets in creation order: how the server reads them.
create index tickets_organization on tickets (organization_id, id);

create table projects (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  parent_id bigint,
  owner_id integer,
  stage text not null,
  readme text not null default '',
  created_at timestamptz not null
);
create index projects_organization on projects (organization_id, id);

create table products (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null
);
create index products_organization on products (organization_id, id);

create table teams (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  description text not null default '',
  member_ids integer[] not null default '{}',
  created_at timestamptz not null
);
create index teams_organization on teams (organization_id, id);

create table workflows (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  description text not null default '',
  is_default boolean not null default false,
  -- [{id, name}] in the workflow's order.
  states jsonb not null default '[]',
  created_at timestamptz not null
);
create index workflows_organization on workflows (organization_id, id);

create table tags (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  color text not null
);
create index tags_organization on tags (organization_id, id);

create table blackouts (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  start timestamptz not null,
  stop timestamptz not null,
  -- None: everyone.
  role_ids integer[] not null default '{}',
  created_at timestamptz not null
);
create index blackouts_organization on blackouts (organization_id, id);

create table recurring_blackouts (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  weekdays text[] not null,
  start_time text not null,
  stop_time text not null,
  time_zone text not null,
  role_ids integer[] not null default '{}',
  created_at timestamptz not null
);
create index recurring_blackouts_organization on recurring_blackouts (organization_id, id);

create table favorites (
  organization_id integer not null references organizations (id) on delete cascade,
  role_id integer not null,
  ticket_id bigint not null,
  -- The order they were marked in.
  position integer not null,
  primary key (organization_id, role_id, ticket_id)
);

create table pins (
  organization_id integer not null references organizations (id) on delete cascade,
  role_id integer not null,
  project_id bigint not null,
  position integer not null,
  primary key (organization_id, role_id, project_id)
);
