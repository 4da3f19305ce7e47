-- Reports (issue 19): a named grid of widgets of an organization. The widgets are one JSON list,
-- saved whole: [{"config": {title, view, metric, grouping, interval, filter}, "layout": {x, y, w, h}}]
-- as src/domain/reports/report.ts checks them.
create table reports (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  widgets jsonb not null default '[]',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index reports_organization on reports (organization_id, id);
