-- Support cases and uploads move from memory into the tables 0001 made for them (issue 24). Until
-- now nothing wrote to those tables, so these changes meet empty tables in every released database
-- (they are written to work on rows all the same).

-- A case's organization is a plain integer, without a foreign key: inbound email lands in the
-- support inbox of organization 1 (SUPPORT_ORGANIZATION_ID) whether or not that organization
-- exists (a fresh server, the dev endpoint, the help widget), and such a case must be kept. An
-- organization's cases are removed with it in code (the store's removeCasesOf).
alter table support_cases drop constraint support_cases_organization_id_fkey;

-- The domain names an action by a string of its own (a random UUID, a demo's random id): kept
-- beside the integer key, which still gives the order the actions happened in.
alter table support_case_actions add column action_id text;
update support_case_actions set action_id = id::text;
alter table support_case_actions alter column action_id set not null;
create unique index support_case_actions_action on support_case_actions (case_id, action_id);
