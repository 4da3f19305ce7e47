-- Notes (issue 20): each person's own notes in an organization, on a board in their order, in one
-- of the six note colours. Private to their author, the role that wrote them: nobody else reads
-- them, the organization's owner neither. Kept with the organization's work as a catalogue; the
-- text is plain (src/domain/notes/note.ts checks it).
create table notes (
  id bigint primary key,
  organization_id integer not null references organizations (id) on delete cascade,
  -- The author's role.
  role_id integer not null,
  -- Its place on its author's board, from 0.
  position integer not null,
  text text not null,
  color text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index notes_author on notes (organization_id, role_id, position);
