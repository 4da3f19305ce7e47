/**
 * The explorer's dialogs: new project (top-level or sub-project), rename, move (a parent that is
 * not the project or below it), archive or restore (asked first), and leaving unsaved changes.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import type { ProjectMoveForm, ProjectNameForm } from '../../../../application/work/project-forms.ts';
import { moveTargets, restoreProblem, type ProjectRecord } from '../../../../domain/work/project-tree.ts';
import { subtreeIds } from '../../../../domain/work/work.ts';
import { TextFormField, ValidatedForm } from '../../../components/form-fields.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useWork } from '../../../work-context.tsx';

/** Which dialog is asked for. */
export type DialogRequest =
  | { readonly kind: 'create'; readonly parentId: string | null }
  | { readonly kind: 'rename'; readonly projectId: string }
  | { readonly kind: 'move'; readonly projectId: string }
  | { readonly kind: 'archive'; readonly projectId: string; readonly archived: boolean };

const NAME_FIELD = { name: 'name', label: 'Name', required: true, optional: false } as const;

/** The project dialog asked for, if any. */
export function ProjectDialogs({ explorer, request, onClose }: { readonly explorer: ExplorerModel; readonly request: DialogRequest | null; readonly onClose: () => void }) {
  if (request === null) return null;
  const project = request.kind === 'create' ? null : explorer.find(request.projectId);
  if (request.kind !== 'create' && project === null) return null;
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal explorer-modal">
        {request.kind === 'create' ? (
          <CreateDialog explorer={explorer} parentId={request.parentId} onClose={onClose} />
        ) : request.kind === 'rename' ? (
          <RenameDialog explorer={explorer} project={project!} onClose={onClose} />
        ) : request.kind === 'move' ? (
          <MoveDialog explorer={explorer} project={project!} onClose={onClose} />
        ) : (
          <ArchiveDialog explorer={explorer} project={project!} archived={request.archived} onClose={onClose} />
        )}
      </Modal>
    </ModalOverlay>
  );
}

function DialogFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Dialog className="dialog" aria-label={title}>
      <Heading slot="title" className="dialog-title">
        {title}
      </Heading>
      {children}
    </Dialog>
  );
}

function NameForm({ form, action, onClose, hint }: { readonly form: ProjectNameForm; readonly action: string; readonly onClose: () => void; readonly hint?: string }) {
  useSignals();
  // Sent once: a second click or Enter while the first is in flight, or after it succeeded (the
  // dialog closing), is ignored rather than submitting a form that is leaving the page.
  const status = form.state.value.status;
  const busy = status !== 'editing';
  const submit = async () => {
    if (form.state.peek().status !== 'editing') return;
    await form.submit();
    if (form.state.value.status === 'done') onClose();
  };
  return (
    <ValidatedForm form={form.form} className="explorer-form" aria-label={action} onSubmit={() => void submit()}>
      <TextFormField form={form.form} field={NAME_FIELD} autoFocus isBusy={busy} {...(hint ? { description: hint } : {})} />
      <div className="dialog-actions">
        <Button className="button" onPress={onClose} isDisabled={status === 'submitting'}>
          Cancel
        </Button>
        <Button type="submit" className="button button-primary" isPending={busy}>
          {status === 'submitting' ? <Spinner /> : null}
          {action}
        </Button>
      </div>
    </ValidatedForm>
  );
}

function CreateDialog({ explorer, parentId, onClose }: { readonly explorer: ExplorerModel; readonly parentId: string | null; readonly onClose: () => void }) {
  const { area } = useWork();
  const form = useMemo(() => area.projects.createForm(explorer, parentId), [explorer, parentId]);
  const parent = parentId === null ? null : explorer.find(parentId);
  return (
    <DialogFrame title={parent ? `New sub-project of ${parent.name}` : 'New project'}>
      <NameForm form={form} action="Create project" onClose={onClose} hint={`Up to 128 characters${parent ? `; it goes inside ${parent.name}` : ''}.`} />
    </DialogFrame>
  );
}

function RenameDialog({ explorer, project, onClose }: { readonly explorer: ExplorerModel; readonly project: ProjectRecord; readonly onClose: () => void }) {
  const { area } = useWork();
  const form = useMemo(() => area.projects.renameForm(explorer, project), [explorer, project.id]);
  return (
    <DialogFrame title={`Rename ${project.name}`}>
      <NameForm form={form} action="Rename" onClose={onClose} />
    </DialogFrame>
  );
}

function MoveDialog({ explorer, project, onClose }: { readonly explorer: ExplorerModel; readonly project: ProjectRecord; readonly onClose: () => void }) {
  useSignals();
  const { area } = useWork();
  const form: ProjectMoveForm = useMemo(() => area.projects.moveForm(explorer, project), [explorer, project.id]);
  const targets = moveTargets(explorer.projects.value, project.id);
  const below = subtreeIds(explorer.projects.value, project.id).size - 1;
  const busy = form.state.value.status !== 'editing';
  const error = form.errors.value.find((entry) => entry.field === 'parentId')?.message;
  const submit = async () => {
    if (form.state.peek().status !== 'editing') return;
    await form.submit();
    if (form.state.value.status === 'done') onClose();
  };
  return (
    <DialogFrame title={`Move ${project.name}`}>
      <ValidatedForm form={form.form} className="explorer-form" aria-label="Move project" onSubmit={() => void submit()}>
        <div className="form-field">
          <label className="form-label" htmlFor="move-parent">
            New place
          </label>
          <select
            id="move-parent"
            name="parentId"
            className="form-input"
            value={form.values.value.parentId}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby="move-parent-hint"
            onChange={(event) => form.change('parentId', event.target.value)}
          >
            <option value="">Top level</option>
            {targets.map((row) => (
              <option key={row.project.id} value={row.project.id}>
                {`${'\u00a0\u00a0\u00a0'.repeat(row.level - 1)}${row.project.name}`}
              </option>
            ))}
          </select>
          <span id="move-parent-hint" className="field-hint">
            {below > 0 ? `Its ${below === 1 ? 'sub-project moves' : `${below} sub-projects move`} with it. ` : ''}A project cannot go inside itself or its sub-projects.
          </span>
          {error ? (
            <span className="field-error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <div className="dialog-actions">
          <Button className="button" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="button button-primary" isPending={busy}>
            {form.state.value.status === 'submitting' ? <Spinner /> : null}
            Move
          </Button>
        </div>
      </ValidatedForm>
    </DialogFrame>
  );
}

function ArchiveDialog({ explorer, project, archived, onClose }: { readonly explorer: ExplorerModel; readonly project: ProjectRecord; readonly archived: boolean; readonly onClose: () => void }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const below = subtreeIds(explorer.projects.value, project.id).size - 1;
  const problem = archived ? null : restoreProblem(explorer.projects.value, project.id);
  const also = below === 0 ? '' : below === 1 ? ' and its sub-project' : ` and its ${below} sub-projects`;
  const run = async () => {
    setBusy(true);
    const done = await explorer.archive(project.id, archived);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <DialogFrame title={archived ? `Archive ${project.name}?` : `Restore ${project.name}?`}>
      <p className="dialog-text">
        {archived
          ? `${project.name}${also} will be hidden from the tree unless 'Show archived' is on. Their tickets stay as they are.`
          : `${project.name}${also} will show in the tree again.`}
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button className="button" onPress={onClose} isDisabled={busy}>
          Cancel
        </Button>
        <Button className={`button ${archived ? 'button-danger' : 'button-primary'}`} autoFocus onPress={() => void run()} isDisabled={busy || problem !== null}>
          {busy ? <Spinner /> : null}
          {archived ? 'Archive' : 'Restore'}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** Asks before unsaved changes are lost by going to another page. */
export function LeaveDialog({ explorer }: { readonly explorer: ExplorerModel }) {
  useSignals();
  const pending = explorer.pendingLeave.value;
  if (pending === null) return null;
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : explorer.stay())}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog" aria-label="Discard unsaved changes?">
          <Heading slot="title" className="dialog-title">
            Discard unsaved changes?
          </Heading>
          <p className="dialog-text">The readme has changes that are not saved. Leaving now loses them.</p>
          <div className="dialog-actions">
            <Button className="button" autoFocus onPress={explorer.stay}>
              Keep editing
            </Button>
            <Button className="button button-danger" onPress={explorer.confirmLeave}>
              Discard changes
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
