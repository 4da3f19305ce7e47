-- Documentation sites and their pages, standalone pages, and stories (issue 20). A page belongs to a
-- site or to none (standalone); its parent is a page of the same site. A story keeps the ids of the
-- tickets it links, in the order they were linked.
create table documentation_sites (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  title text not null,
  description text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index documentation_sites_organization on documentation_sites (organization_id, id);

create table documentation_pages (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  site_id bigint,
  parent_id bigint,
  position integer not null,
  title text not null,
  body text not null default '',
  publication text not null,
  author_id integer,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index documentation_pages_organization on documentation_pages (organization_id, id);

create table stories (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  title text not null,
  body text not null default '',
  ticket_ids bigint[] not null default '{}',
  author_id integer,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index stories_organization on stories (organization_id, id);
