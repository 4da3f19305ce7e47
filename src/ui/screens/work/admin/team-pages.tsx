/** /admin/team, /admin/team/{id}/view, /admin/team/{id}/edit, /admin/team/new: teams and their members. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { Link } from 'wouter';
import type { TeamFields } from '../../../../application/work/catalogues-area.ts';
import type { CatalogueEditor } from '../../../../application/work/catalogue-editor.ts';
import { CATALOGUE_FIELDS } from '../../../../domain/work/catalogue-forms.ts';
import { matchesText } from '../../../../domain/work/catalogue-filters.ts';
import { editPath, listPath, newPath, recordPath } from '../../../../domain/work/catalogue-paths.ts';
import { ROLE_STATUS_LABELS, type OrgPerson, type Team } from '../../../../domain/work/catalogue-records.ts';
import type { CatalogueMode } from '../../../../domain/shared/org-routes.ts';
import { roleTypeLabel } from '../../../../domain/shared/role.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextFormField, ValidatedForm, OptionalMarker } from '../../../components/form-fields.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdminPage, counted, DeleteButton, FormActions, FormProblem, ListFilter, Loaded, ReadOnlyNote, useBackToList } from './admin-common.tsx';
import { NoMatch, NotForYou } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';
import { useCatalogues, useOrgPath, usePageModel } from './use-catalogues.ts';

/** The team pages, by mode. */
export function TeamPages({ id, mode }: { readonly id: string | null; readonly mode: CatalogueMode }) {
  if (mode === 'list' || id === null) return mode === 'new' ? <NewTeam /> : <TeamList />;
  return mode === 'edit' ? <EditTeam id={id} /> : <TeamView id={id} />;
}

/** The first names of a team's members, then how many more. */
function membersText(members: readonly OrgPerson[]): string {
  if (members.length === 0) return 'No members';
  const names = members.slice(0, 3).map((member) => member.name);
  return members.length > 3 ? `${names.join(', ')} and ${members.length - 3} more` : names.join(', ');
}

function TeamList() {
  useSignals();
  usePageTitle('Teams');
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.teams(), []);
  const path = useOrgPath();
  const [search, setSearch] = useState('');
  return (
    <AdminPage
      title="Teams"
      back={{ href: path('admin'), label: 'Admin' }}
      actions={
        canWrite ? (
          <Link className="button button-primary" href={path(newPath('team'))}>
            New team
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <ListFilter label="Filter teams" value={search} onChange={setSearch} />
      <Loaded model={model} what="the teams">
        {(teams) => {
          if (teams.length === 0) return <EmptyState title="No teams yet" subtitle="A team groups the people who work together." />;
          const shown = teams.filter((team) => matchesText([team.name, team.description, ...team.members.map((member) => member.name)], search));
          if (shown.length === 0) return <NoMatch what="team" search={search} onClear={() => setSearch('')} />;
          return (
            <AdminTable<Team>
              caption="Teams"
              rows={shown}
              columns={[
                { label: 'Name', kind: 'main', cell: (team) => <Link href={path(recordPath('team', team.id))}>{team.name}</Link> },
                { label: 'Members', cell: (team) => <span className="admin-clamp">{membersText(team.members)}</span> },
                { label: 'Size', kind: 'number', cell: (team) => counted(team.members.length, 'person', 'people') },
                ...(canWrite
                  ? [{ label: 'Actions', kind: 'actions' as const, cell: (team: Team) => <Link className="button button-small" href={path(editPath('team', team.id))} aria-label={`Edit ${team.name}`}>Edit</Link> }]
                  : []),
              ]}
            />
          );
        }}
      </Loaded>
    </AdminPage>
  );
}

function TeamView({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.team(id), [id]);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Team';
  usePageTitle(name);
  const path = useOrgPath();
  return (
    <AdminPage
      title={name}
      back={useBackToList('team')}
      actions={
        canWrite && state.status === 'loaded' ? (
          <Link className="button button-primary" href={path(editPath('team', id))}>
            Edit
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this team">
        {(team) => (
          <dl className="admin-facts">
            <dt>Description</dt>
            <dd className="admin-prose">{team.description || <span className="muted">No description</span>}</dd>
            <dt>Members ({team.members.length})</dt>
            <dd>
              {team.members.length === 0 ? (
                <span className="muted">Nobody is in this team yet.</span>
              ) : (
                <ul className="admin-people">
                  {team.members.map((member) => (
                    <li key={member.id}>
                      <Avatar name={member.name} url={member.avatarUrl} size={32} />
                      <span>
                        <Link href={path(recordPath('role', member.id))}>{member.name}</Link>
                        <span className="muted"> · {member.title || roleTypeLabel(member.type)}</span>
                        {member.status === 'ACCEPTED' ? null : <span className="admin-badge" data-status={member.status}>{ROLE_STATUS_LABELS[member.status]}</span>}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        )}
      </Loaded>
    </AdminPage>
  );
}

function EditTeam({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.team(id), [id]);
  const state = model.state.value;
  const title = state.status === 'loaded' ? `Edit ${state.value.name}` : 'Edit team';
  usePageTitle(title);
  const back = useBackToList('team');
  if (!canWrite) return <TeamView id={id} />;
  return (
    <AdminPage title={title} back={back}>
      <Loaded model={model} what="this team">
        {(team) => <TeamForm team={team} />}
      </Loaded>
    </AdminPage>
  );
}

function NewTeam() {
  usePageTitle('New team');
  const { canWrite } = useCatalogues();
  const back = useBackToList('team');
  if (!canWrite) return <NotForYou what="teams" back={back} />;
  return (
    <AdminPage title="New team" back={back}>
      <TeamForm team={null} />
    </AdminPage>
  );
}

function TeamForm({ team }: { readonly team: Team | null }) {
  useSignals();
  const editor = usePageModel((catalogues) => catalogues.teamEditor(team), [team]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  const cancel = path(team === null ? listPath('team') : recordPath('team', team.id));
  return (
    <>
      <ValidatedForm form={editor.form} className="admin-form" aria-label={team === null ? 'New team' : `Edit ${team.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.name} isBusy={busy} autoFocus={team === null} />
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.description} multiline isBusy={busy} />
        <MemberPicker editor={editor} current={team?.members ?? []} />
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={team === null ? 'Create team' : 'Save team'} cancelHref={cancel} />
      </ValidatedForm>
      {team === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <DeleteButton editor={editor} what="team" name={team.name} />
        </section>
      )}
    </>
  );
}

/** Members among the accepted people (and anyone already in the team), as a keyboard-operable checkbox list. */
function MemberPicker({ editor, current }: { readonly editor: CatalogueEditor<TeamFields>; readonly current: readonly OrgPerson[] }) {
  useSignals();
  const candidates = usePageModel((catalogues) => catalogues.teamCandidates(), []);
  const [search, setSearch] = useState('');
  const chosen = editor.values.value.memberIds;
  const busy = editor.state.value.status !== 'editing';
  return (
    <Loaded model={candidates} what="the people">
      {(accepted) => {
        const people = [...accepted, ...current.filter((member) => !accepted.some((person) => person.id === member.id))];
        const shown = people.filter((person) => chosen.includes(person.id) || matchesText([person.name, person.email, person.title], search));
        return (
          <CheckboxGroup
            className="admin-members"
            value={[...chosen]}
            onChange={(ids) => editor.set('memberIds', ids)}
            isDisabled={busy}
          >
            <Label className="form-label">
              Members <OptionalMarker />
            </Label>
            <Text slot="description" className="field-hint">
              {counted(chosen.length, 'member')} chosen. Only people who accepted their invitation can join a team.
            </Text>
            {people.length > 8 ? <ListFilter label="Find people" value={search} onChange={setSearch} /> : null}
            {people.length === 0 ? <p className="muted">Nobody has joined the organization yet: invite people first.</p> : null}
            <div className="admin-member-list">
              {shown.map((person) => (
                <Checkbox key={person.id} value={person.id} className="admin-member">
                  <span className="admin-checkbox" aria-hidden="true" />
                  <span className="admin-member-name">{person.name}</span>
                  <span className="admin-member-detail">
                    {person.email}
                    {person.status === 'ACCEPTED' ? '' : ` · ${ROLE_STATUS_LABELS[person.status]}`}
                  </span>
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        );
      }}
    </Loaded>
  );
}
