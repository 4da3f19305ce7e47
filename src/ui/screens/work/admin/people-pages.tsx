/**
 * /admin/role (filter in the URL: ?search=…&type=…&status=…), /admin/role/{id}/ and
 * /admin/role/{id}/edit: the organization's people, inviting, changing a type or title,
 * deactivating and reactivating.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoadModel } from '../../../../application/work/catalogue-load.ts';
import { CATALOGUE_FIELDS } from '../../../../domain/work/catalogue-forms.ts';
import { isFiltered, parseRoleQuery, roleQueryString, type RoleQuery } from '../../../../domain/work/catalogue-filters.ts';
import { editPath, listPath, recordPath } from '../../../../domain/work/catalogue-paths.ts';
import { ROLE_STATUS_LABELS, type OrgPerson } from '../../../../domain/work/catalogue-records.ts';
import type { CatalogueMode } from '../../../../domain/shared/org-routes.ts';
import { ROLE_STATUSES, ROLE_TYPES, roleTypeLabel, type RoleStatus, type RoleType } from '../../../../domain/shared/role.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextFormField, ValidatedForm } from '../../../components/form-fields.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { AdminPage, FormActions, FormProblem, ListFilter, Loaded, ReadOnlyNote, useBackToList, useDisplayDate } from './admin-common.tsx';
import { NoMatch } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';
import { InviteButton } from './invite-dialog.tsx';
import { RoleTypePicker } from './role-type-picker.tsx';
import { useCatalogues, useOrgPath, usePageModel } from './use-catalogues.ts';

/** The people pages, by mode. */
export function PeoplePages({ id, mode }: { readonly id: string | null; readonly mode: CatalogueMode }) {
  if (id === null) return <PeopleList inviting={mode === 'new'} />;
  return mode === 'edit' ? <EditPerson id={id} /> : <PersonView id={id} />;
}

/** Whether the signed-in person is an owner here (only owners name owners); the caller reads signals (useSignals). */
function useIsOwner(): boolean {
  return useAccountArea().session.me.value?.role?.type === 'OWNER';
}

/** A membership status as a coloured badge. */
export function StatusBadge({ status }: { readonly status: RoleStatus }) {
  return (
    <span className="admin-badge" data-status={status}>
      {ROLE_STATUS_LABELS[status]}
    </span>
  );
}

function PersonCell({ person, href }: { readonly person: OrgPerson; readonly href: string }) {
  return (
    <span className="admin-person">
      <Avatar name={person.name} url={person.avatarUrl} size={32} />
      <span className="admin-person-text">
        <Link href={href}>{person.name}</Link>
        <span className="admin-person-email">{person.email}</span>
      </span>
    </span>
  );
}

function PeopleList({ inviting }: { readonly inviting: boolean }) {
  useSignals();
  usePageTitle('People');
  const { canWrite } = useCatalogues();
  const path = useOrgPath();
  const [, navigate] = useLocation();
  const query = useSearch();
  const filter = parseRoleQuery(query);
  const key = roleQueryString(filter);
  const model = usePageModel((catalogues) => catalogues.people(filter), [key]);
  const setFilter = (next: Partial<RoleQuery>) => navigate(`${path(listPath('role'))}${roleQueryString({ ...filter, ...next })}`, { replace: true });
  const owner = useIsOwner();
  return (
    <AdminPage
      title="People"
      wide
      back={{ href: path('admin'), label: 'Admin' }}
      actions={
        canWrite ? (
          <InviteButton
            ownerAllowed={owner}
            startOpen={inviting}
            onInvited={() => void model.refresh()}
            onClosed={inviting ? () => navigate(`${path(listPath('role'))}${key}`, { replace: true }) : undefined}
          />
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <div className="admin-filters" role="search" aria-label="Filter people">
        <ListFilter label="Search by name or email" value={filter.search} onChange={(search) => setFilter({ search })} />
        <CheckboxGroup className="admin-chips" value={[...filter.types]} onChange={(types) => setFilter({ types: types as RoleType[] })}>
          <Label className="admin-chips-label">Type</Label>
          {ROLE_TYPES.map((type) => (
            <Checkbox key={type} value={type} className="admin-chip">
              {roleTypeLabel(type)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup className="admin-chips" value={[...filter.statuses]} onChange={(statuses) => setFilter({ statuses: statuses as RoleStatus[] })}>
          <Label className="admin-chips-label">Status</Label>
          {ROLE_STATUSES.map((status) => (
            <Checkbox key={status} value={status} className="admin-chip">
              {ROLE_STATUS_LABELS[status]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
      <PeopleTable model={model} filter={filter} canWrite={canWrite} onClear={() => navigate(path(listPath('role')), { replace: true })} />
    </AdminPage>
  );
}

function PeopleTable({ model, filter, canWrite, onClear }: {
  readonly model: LoadModel<readonly OrgPerson[]>;
  readonly filter: RoleQuery;
  readonly canWrite: boolean;
  readonly onClear: () => void;
}) {
  const path = useOrgPath();
  return (
    <Loaded model={model} what="the people">
      {(people) => {
        if (people.length === 0 && isFiltered(filter)) return <NoMatch what="person" search={filter.search} onClear={onClear} />;
        if (people.length === 0) return <EmptyState title="Nobody here yet" subtitle="Invite the people you work with." />;
        return (
          <AdminTable<OrgPerson>
            caption="People"
            rows={people}
            columns={[
              { label: 'Person', kind: 'main', cell: (person) => <PersonCell person={person} href={path(recordPath('role', person.id))} /> },
              { label: 'Title', cell: (person) => person.title || <span className="muted">None</span> },
              { label: 'Type', cell: (person) => roleTypeLabel(person.type) },
              { label: 'Status', cell: (person) => <StatusBadge status={person.status} /> },
              ...(canWrite
                ? [
                    {
                      label: 'Actions',
                      kind: 'actions' as const,
                      cell: (person: OrgPerson) => (
                        <Link className="button button-small" href={path(editPath('role', person.id))} aria-label={`Edit ${person.name}`}>
                          Edit
                        </Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        );
      }}
    </Loaded>
  );
}

function PersonView({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const { scope } = useWork();
  const model = usePageModel((catalogues) => catalogues.person(id), [id]);
  const actions = usePageModel((catalogues) => catalogues.actions(), []);
  const state = model.state.value;
  const person = state.status === 'loaded' ? state.value : null;
  usePageTitle(person?.name ?? 'Person');
  const path = useOrgPath();
  const date = useDisplayDate();
  const running = actions.running.value;
  const yourself = person?.id === scope.roleId;
  return (
    <AdminPage
      title={person?.name ?? 'Person'}
      back={useBackToList('role')}
      actions={
        canWrite && person ? (
          <>
            <Link className="button button-primary" href={path(editPath('role', person.id))}>
              Edit
            </Link>
            {person.status === 'DEACTIVATED' ? (
              <ConfirmButton
                className="button"
                isDisabled={running !== null}
                title={`Reactivate ${person.name}?`}
                text={`${person.name} gets back the access they had to this organization.`}
                action="Reactivate"
                onConfirm={async () => {
                  const saved = await actions.reactivate(person.id);
                  if (saved) model.replace(saved);
                }}
              >
                {running?.action === 'reactivate' ? <Spinner /> : null}
                Reactivate
              </ConfirmButton>
            ) : person.status === 'REJECTED' || yourself ? null : (
              <ConfirmButton
                className="button button-danger-quiet"
                isDisabled={running !== null}
                title={`Deactivate ${person.name}?`}
                text={`${person.name} loses access to this organization at once. Their tickets stay; you can reactivate them later.`}
                action="Deactivate"
                tone="danger"
                onConfirm={async () => {
                  const saved = await actions.deactivate(person.id);
                  if (saved) model.replace(saved);
                }}
              >
                {running?.action === 'deactivate' ? <Spinner /> : null}
                Deactivate
              </ConfirmButton>
            )}
          </>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this person">
        {(shown) => (
          <div className="admin-profile">
            <Avatar name={shown.name} url={shown.avatarUrl} size={64} />
            <dl className="admin-facts">
              <dt>Email</dt>
              <dd>{shown.email}</dd>
              <dt>Work title</dt>
              <dd>{shown.title || <span className="muted">None</span>}</dd>
              <dt>Type</dt>
              <dd>{roleTypeLabel(shown.type)}</dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={shown.status} />
              </dd>
              <dt>Time zone</dt>
              <dd>{shown.timeZone ?? <span className="muted">Not set yet</span>}</dd>
              <dt>{shown.status === 'INVITED' ? 'Invited' : 'Member since'}</dt>
              <dd>{date(shown.createdAt)}</dd>
            </dl>
          </div>
        )}
      </Loaded>
    </AdminPage>
  );
}

function EditPerson({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.person(id), [id]);
  const state = model.state.value;
  const title = state.status === 'loaded' ? `Edit ${state.value.name}` : 'Edit person';
  usePageTitle(title);
  const back = useBackToList('role');
  if (!canWrite) return <PersonView id={id} />;
  return (
    <AdminPage title={title} back={back}>
      <Loaded model={model} what="this person">
        {(person) => <PersonForm person={person} />}
      </Loaded>
    </AdminPage>
  );
}

function PersonForm({ person }: { readonly person: OrgPerson }) {
  useSignals();
  const editor = usePageModel((catalogues) => catalogues.personEditor(person), [person.id]);
  const path = useOrgPath();
  const owner = useIsOwner();
  const busy = editor.state.value.status !== 'editing';
  return (
    <ValidatedForm form={editor.form} className="admin-form" aria-label={`Edit ${person.name}`} onSubmit={() => void editor.save()}>
      <p className="admin-person">
        <Avatar name={person.name} url={person.avatarUrl} size={40} />
        <span className="admin-person-text">
          <strong>{person.name}</strong>
          <span className="admin-person-email">{person.email}</span>
        </span>
      </p>
      <RoleTypePicker editor={editor} ownerAllowed={owner || person.type === 'OWNER'} />
      <TextFormField form={editor.form} field={CATALOGUE_FIELDS.title} isBusy={busy} />
      <FormProblem editor={editor} />
      <FormActions editor={editor} saveLabel="Save" cancelHref={path(recordPath('role', person.id))} />
    </ValidatedForm>
  );
}
