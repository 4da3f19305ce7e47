-- Organizations the server keeps for a purpose of its own, made on first use: 'support', where
-- inbound support email and the help widget's messages land. They went to organization 1, which is
-- another customer's (on a demo host, the first demo, deleted with it after its day).
create table standing_organizations (
  purpose text primary key,
  organization_id integer not null unique references organizations (id)
);
