-- Where each person has been in an organization (issue 18): the pages they visited last there,
-- newest first (RolePreferences.recentlyVisited), and when they last opened one (the organization
-- menu lists the organizations visited last). Favourite organizations were kept already (users).
alter table roles add column recently_visited jsonb not null default '[]';
alter table roles add column last_visited_at timestamptz;
