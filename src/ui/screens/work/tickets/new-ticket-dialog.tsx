/**
 * 'New ticket': a dialog with title (required), description, project, product, workflow (the
 * default chosen), tags and Draft. Checked on the client by the server's rules; on failure nothing
 * typed is lost. The new ticket joins the open lists.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { CreateTicketModel } from '../../../../application/work/ticket-create-model.ts';
import { useWork } from '../../../work-context.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ProductSelect, ProjectSelect, TagPicker, WorkflowSelect } from './pickers.tsx';
import { RetryError } from './ticket-bits.tsx';
import { MarkdownTextarea } from './markdown-textarea.tsx';
import { TitleField } from './title-field.tsx';
import { OptionalMarker } from '../../../components/form-fields.tsx';

export function NewTicketButton({ projectId, defaultOpen = false }: { readonly projectId?: string; readonly defaultOpen?: boolean }) {
  const { area, scope } = useWork();
  const [, navigate] = useLocation();
  const model = useMemo(
    () => area.tickets.create(projectId ? { projectId } : {}, (ticket) => navigate(orgPath(scope.orgId, `ticket/${ticket.id}/view`))),
    [area, projectId, scope.orgId],
  );
  // Opened on arrival (getting started's 'Create a ticket'): the choices load as if the button was pressed.
  useEffect(() => {
    if (defaultOpen) void area.tickets.pickLists.load();
  }, []);
  return (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={(open) => (open ? void area.tickets.pickLists.load() : undefined)}>
      <Button className="button button-primary">New ticket</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal ticket-modal">
          <Dialog className="dialog">{({ close }) => <NewTicketForm model={model} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function NewTicketForm({ model, close }: { readonly model: CreateTicketModel; readonly close: () => void }) {
  useSignals();
  const { area } = useWork();
  const picks = area.tickets.pickLists;
  const form = useRef<HTMLFormElement>(null);
  const values = model.values.value;
  const busy = model.state.value.status === 'submitting';
  const errors = Object.fromEntries(model.errors.value.map((error) => [error.field, error.message]));
  const picksState = picks.state.value;
  const submit = async () => {
    const created = await model.submit();
    if (created) {
      model.reset();
      close();
      return;
    }
    const first = model.errors.value[0]?.field;
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <form
      ref={form}
      className="ticket-edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading slot="title" className="dialog-title">
        New ticket
      </Heading>
      <TitleField id="new-title" value={values.title} error={errors['title']} disabled={busy} onChange={(value) => model.change('title', value)} />
      <div className="form-field">
        <label className="form-label" htmlFor="new-description">
          Description <OptionalMarker />
        </label>
        <MarkdownTextarea id="new-description" rows={4} value={values.description} disabled={busy} invalid={Boolean(errors['description'])} onChange={(value) => model.change('description', value)} />
        {errors['description'] ? (
          <span className="field-error" role="alert">
            {errors['description']}
          </span>
        ) : null}
      </div>
      {picksState.status === 'failed' ? <RetryError title="Could not load the choices." message={picksState.message} onRetry={() => void picks.refresh()} /> : null}
      <div className="form-row">
        <ProjectSelect picks={picks} value={values.projectId} disabled={busy} onChange={(value) => model.change('projectId', value)} />
        <ProductSelect picks={picks} value={values.productId} disabled={busy} onChange={(value) => model.change('productId', value)} />
      </div>
      <WorkflowSelect picks={picks} value={model.workflowId.value} disabled={busy} onChange={(value) => model.change('workflowId', value)} />
      <TagPicker picks={picks} value={values.tagIds} disabled={busy} onChange={(value) => model.change('tagIds', value)} />
      <label className="toggle">
        <input type="checkbox" checked={values.draft} disabled={busy} onChange={(event) => model.change('draft', event.target.checked)} />
        Save as draft
      </label>
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            // Cancel discards; closing with Escape keeps the draft for next time.
            model.reset();
            close();
          }}
        >
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? <Spinner /> : null}
          Create ticket
        </button>
      </div>
    </form>
  );
}
