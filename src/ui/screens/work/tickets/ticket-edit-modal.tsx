/**
 * The ticket edit modal (§4), reachable from any list: the ticket's editable fields; Save sends
 * only what changed, and the lists show the change at once.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Link } from 'wouter';
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { draftOf, ticketPatch, type TicketDraft } from '../../../../domain/work/ticket-form.ts';
import type { TicketDetail } from '../../../../domain/work/ticket-types.ts';
import { useWork } from '../../../work-context.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { MarkdownTextarea } from './markdown-textarea.tsx';
import { TitleField } from './title-field.tsx';
import { ProductSelect, ProjectSelect, TagPicker } from './pickers.tsx';
import { LoadingLine, RetryError, StateBadge } from './ticket-bits.tsx';
import { OptionalMarker } from '../../../components/form-fields.tsx';

export function TicketEditModal({ ticketId, onClose }: { readonly ticketId: string; readonly onClose: () => void }) {
  useSignals();
  const { area } = useWork();
  const model = useMemo(() => area.tickets.ticket(ticketId), [area, ticketId]);
  useMemo(() => void area.tickets.pickLists.load(), [area]);
  const state = model.state.value;
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal ticket-modal">
        <Dialog className="dialog" aria-label="Edit ticket">
          {state.status === 'loading' ? <LoadingLine label="Loading the ticket" /> : null}
          {state.status === 'missing' ? (
            <>
              <Heading slot="title" className="dialog-title">
                Ticket not found
              </Heading>
              <p>It may have been deleted.</p>
              <div className="dialog-actions">
                <button type="button" className="button" onClick={onClose}>
                  Close
                </button>
              </div>
            </>
          ) : null}
          {state.status === 'failed' ? <RetryError title="Could not load the ticket." message={state.message} onRetry={() => void model.reload()} /> : null}
          {state.status === 'loaded' ? <EditForm model={model} ticket={state.ticket} onClose={onClose} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function EditForm({ model, ticket, onClose }: { readonly model: TicketModel; readonly ticket: TicketDetail; readonly onClose: () => void }) {
  useSignals();
  const { area, scope } = useWork();
  const picks = area.tickets.pickLists;
  const initial = useMemo(() => draftOf(ticket), [ticket.id]);
  const [draft, setDraft] = useState<TicketDraft>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => {
    setDraft({ ...draft, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: '' });
  };
  const save = async () => {
    const patch = ticketPatch(draftOf(ticket), draft);
    if (!patch.ok) return setErrors(Object.fromEntries(patch.errors.map((error) => [error.field, error.message])));
    if (Object.keys(patch.value).length === 0) return onClose();
    setSaving(true);
    const result = await model.update(patch.value, 'modal');
    setSaving(false);
    if (result.ok) onClose();
    else setErrors({ form: result.message });
  };
  return (
    <form
      className="ticket-edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="ticket-modal-head">
        <Heading slot="title" className="dialog-title">
          Edit #{ticket.localId}
        </Heading>
        <StateBadge state={ticket.displayState} />
      </div>
      <TitleField id="edit-title" value={draft.title} error={errors['title']} disabled={saving} onChange={(value) => set('title', value)} />
      <div className="form-field">
        <label className="form-label" htmlFor="edit-description">
          Description <OptionalMarker />
        </label>
        <MarkdownTextarea id="edit-description" rows={5} value={draft.description} disabled={saving} onChange={(value) => set('description', value)} headingOffset={2} />
        {errors['description'] ? (
          <span className="field-error" role="alert">
            {errors['description']}
          </span>
        ) : null}
      </div>
      <div className="form-row">
        <ProjectSelect picks={picks} value={draft.projectId} disabled={saving} onChange={(value) => set('projectId', value)} />
        <ProductSelect picks={picks} value={draft.productId} disabled={saving} onChange={(value) => set('productId', value)} />
      </div>
      <TagPicker picks={picks} value={draft.tagIds} disabled={saving} onChange={(value) => set('tagIds', value)} />
      <label className="toggle">
        <input type="checkbox" checked={draft.draft} disabled={saving} onChange={(event) => set('draft', event.target.checked)} />
        Draft (not published yet)
      </label>
      {errors['form'] ? (
        <p className="field-error" role="alert">
          {errors['form']}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Link className="button button-quiet" href={orgPath(scope.orgId, `ticket/${ticket.id}/view`)} onClick={onClose}>
          Open ticket page
        </Link>
        <button type="button" className="button" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save
        </button>
      </div>
    </form>
  );
}
