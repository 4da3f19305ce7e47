-- Each person's to-do list on the dashboard, per role. It lived only in the server's memory: a
-- restart, or a working set read again, lost every list.
create table todos (
  organization_id integer not null references organizations (id) on delete cascade,
  role_id integer not null,
  id bigint not null,
  -- Its place in its owner's list.
  position integer not null,
  text text not null,
  done boolean not null,
  created_at timestamptz not null,
  primary key (organization_id, id)
);
