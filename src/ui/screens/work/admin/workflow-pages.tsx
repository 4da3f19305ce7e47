/** /admin/workflow, /admin/workflow/{id} (the workflow, editable by administrators), /admin/workflow/new: ordered states, one default. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import type { CatalogueActions } from '../../../../application/work/catalogue-actions.ts';
import type { LoadModel } from '../../../../application/work/catalogue-load.ts';
import { CATALOGUE_FIELDS } from '../../../../domain/work/catalogue-forms.ts';
import { matchesText } from '../../../../domain/work/catalogue-filters.ts';
import { listPath, newPath, recordPath } from '../../../../domain/work/catalogue-paths.ts';
import type { Workflow } from '../../../../domain/work/catalogue-records.ts';
import type { CatalogueMode } from '../../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextFormField, ValidatedForm } from '../../../components/form-fields.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdminPage, counted, DeleteButton, FormActions, FormProblem, ListFilter, Loaded, ReadOnlyNote, useBackToList } from './admin-common.tsx';
import { NoMatch, NotForYou } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';
import { useCatalogues, useOrgPath, usePageModel } from './use-catalogues.ts';
import { WorkflowStatesEditor } from './workflow-states-editor.tsx';

/** The workflow pages, by mode. */
export function WorkflowPages({ id, mode }: { readonly id: string | null; readonly mode: CatalogueMode }) {
  if (mode === 'list' || id === null) return mode === 'new' ? <NewWorkflow /> : <WorkflowList />;
  return <WorkflowPage id={id} />;
}

/** A workflow's states in order, as one line. */
function StatesLine({ workflow }: { readonly workflow: Workflow }) {
  return (
    <ol className="states-line" aria-label={`States of ${workflow.name}`}>
      {workflow.states.map((state) => (
        <li key={state.id}>{state.name}</li>
      ))}
    </ol>
  );
}

function DefaultBadge() {
  return <span className="admin-badge" data-status="DEFAULT">Default</span>;
}

/** 'Make default', for a workflow that is not the default yet. */
function MakeDefault({ actions, workflow, onDone }: { readonly actions: CatalogueActions; readonly workflow: Workflow; readonly onDone: (workflow: Workflow) => void }) {
  useSignals();
  const running = actions.running.value;
  const mine = running?.action === 'makeDefault' && running.id === workflow.id;
  return (
    <Button
      className="button button-small"
      isDisabled={running !== null}
      // The visible words first (WCAG 2.5.3, label in name), then which workflow.
      aria-label={`Make default: ${workflow.name}`}
      onPress={async () => {
        const saved = await actions.makeDefault(workflow.id);
        if (saved) onDone(saved);
      }}
    >
      {mine ? <Spinner /> : null}
      Make default
    </Button>
  );
}

function WorkflowList() {
  useSignals();
  usePageTitle('Workflows');
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.workflows(), []);
  const actions = usePageModel((catalogues) => catalogues.actions(), []);
  const path = useOrgPath();
  const [search, setSearch] = useState('');
  return (
    <AdminPage
      title="Workflows"
      back={{ href: path('admin'), label: 'Admin' }}
      actions={
        canWrite ? (
          <Link className="button button-primary" href={path(newPath('workflow'))}>
            New workflow
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <ListFilter label="Filter workflows" value={search} onChange={setSearch} />
      <Loaded model={model} what="the workflows">
        {(workflows) => {
          if (workflows.length === 0) return <EmptyState title="No workflows yet" subtitle="A workflow is the ordered steps a ticket runs through." />;
          const shown = workflows.filter((workflow) => matchesText([workflow.name, workflow.description, ...workflow.states.map((state) => state.name)], search));
          if (shown.length === 0) return <NoMatch what="workflow" search={search} onClear={() => setSearch('')} />;
          return (
            <AdminTable<Workflow>
              caption="Workflows"
              rows={shown}
              columns={[
                {
                  label: 'Name',
                  kind: 'main',
                  cell: (workflow) => (
                    <>
                      <Link href={path(recordPath('workflow', workflow.id))}>{workflow.name}</Link> {workflow.isDefault ? <DefaultBadge /> : null}
                    </>
                  ),
                },
                { label: 'States', cell: (workflow) => <StatesLine workflow={workflow} /> },
                { label: 'Tickets', kind: 'number', cell: (workflow) => counted(workflow.ticketCount, 'ticket') },
                ...(canWrite
                  ? [
                      {
                        label: 'Actions',
                        kind: 'actions' as const,
                        cell: (workflow: Workflow) => (workflow.isDefault ? null : <MakeDefault actions={actions} workflow={workflow} onDone={() => void model.refresh()} />),
                      },
                    ]
                  : []),
              ]}
            />
          );
        }}
      </Loaded>
    </AdminPage>
  );
}

function WorkflowPage({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.workflow(id), [id]);
  const actions = usePageModel((catalogues) => catalogues.actions(), []);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Workflow';
  usePageTitle(name);
  const loaded = state.status === 'loaded' ? state.value : null;
  return (
    <AdminPage
      title={
        <>
          {name} {loaded?.isDefault ? <DefaultBadge /> : null}
        </>
      }
      back={useBackToList('workflow')}
      actions={canWrite && loaded && !loaded.isDefault ? <MakeDefault actions={actions} workflow={loaded} onDone={model.replace} /> : null}
    >
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this workflow">
        {(workflow) => (canWrite ? <WorkflowForm workflow={workflow} model={model} /> : <WorkflowFacts workflow={workflow} />)}
      </Loaded>
    </AdminPage>
  );
}

function WorkflowFacts({ workflow }: { readonly workflow: Workflow }) {
  return (
    <dl className="admin-facts">
      <dt>Description</dt>
      <dd className="admin-prose">{workflow.description || <span className="muted">No description</span>}</dd>
      <dt>States</dt>
      <dd>
        <ol className="states-read">
          {workflow.states.map((state) => (
            <li key={state.id}>{state.name}</li>
          ))}
        </ol>
      </dd>
      <dt>Tickets</dt>
      <dd>{counted(workflow.ticketCount, 'ticket')}</dd>
    </dl>
  );
}

function NewWorkflow() {
  usePageTitle('New workflow');
  const { canWrite } = useCatalogues();
  const back = useBackToList('workflow');
  if (!canWrite) return <NotForYou what="workflows" back={back} />;
  return (
    <AdminPage title="New workflow" back={back}>
      <WorkflowForm workflow={null} model={null} />
    </AdminPage>
  );
}

function WorkflowForm({ workflow, model }: { readonly workflow: Workflow | null; readonly model: LoadModel<Workflow> | null }) {
  useSignals();
  const editor = usePageModel((catalogues) => catalogues.workflowEditor(workflow, model?.replace), [workflow?.id]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  return (
    <>
      <ValidatedForm form={editor.form} className="admin-form" aria-label={workflow === null ? 'New workflow' : `Edit ${workflow.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.name} isBusy={busy} autoFocus={workflow === null} />
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.description} multiline isBusy={busy} />
        <WorkflowStatesEditor editor={editor} />
        {workflow === null ? null : <p className="muted">{counted(workflow.ticketCount, 'ticket')} use this workflow. A state that tickets run through cannot be removed.</p>}
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={workflow === null ? 'Create workflow' : 'Save workflow'} cancelHref={path(listPath('workflow'))} />
      </ValidatedForm>
      {workflow === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <p className="muted">
            {workflow.isDefault ? 'The default workflow cannot be deleted: make another one the default first.' : 'A workflow that tickets use cannot be deleted.'}
          </p>
          <DeleteButton editor={editor} what="workflow" name={workflow.name} isDisabled={workflow.isDefault} />
        </section>
      )}
    </>
  );
}
