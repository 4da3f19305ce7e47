/** 'Invite people': a dialog with the email address, the type and the work title; the invitation email goes out. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CATALOGUE_FIELDS } from '../../../../domain/work/catalogue-forms.ts';
import { TextFormField, ValidatedForm } from '../../../components/form-fields.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FormProblem } from './admin-common.tsx';
import { RoleTypePicker } from './role-type-picker.tsx';
import { useCatalogues } from './use-catalogues.ts';

/** The Invite people button and the dialog it opens. */
export function InviteButton({ onInvited, ownerAllowed, startOpen = false, onClosed }: {
  readonly onInvited: () => void;
  readonly ownerAllowed: boolean;
  /** Open at once (the page was /admin/role/new). */
  readonly startOpen?: boolean;
  readonly onClosed?: () => void;
}) {
  const [opened, setOpened] = useState(0);
  const [isOpen, setOpenState] = useState(startOpen);
  const setOpen = (open: boolean) => {
    setOpenState(open);
    if (!open) onClosed?.();
  };
  return (
    <>
      <Button
        className="button button-primary"
        onPress={() => {
          setOpened(opened + 1);
          setOpen(true);
        }}
      >
        Invite people
      </Button>
      {isOpen ? (
        <InviteDialog
          key={opened}
          ownerAllowed={ownerAllowed}
          onClose={() => setOpen(false)}
          onInvited={() => {
            setOpen(false);
            onInvited();
          }}
        />
      ) : null}
    </>
  );
}

function InviteDialog({ onClose, onInvited, ownerAllowed }: { readonly onClose: () => void; readonly onInvited: () => void; readonly ownerAllowed: boolean }) {
  useSignals();
  const catalogues = useCatalogues();
  const editor = useMemo(() => catalogues.inviteForm(onInvited), [catalogues]);
  const status = editor.state.value.status;
  const busy = status !== 'editing';
  return (
    <ModalOverlay className="modal-overlay" isDismissable={!busy} isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <Modal className="modal admin-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            Invite someone
          </Heading>
          <p className="dialog-text">They get an email with a link to join. Until they accept, they show as Invited.</p>
          <ValidatedForm form={editor.form} className="admin-form" aria-label="Invite someone" onSubmit={() => void editor.save()}>
            <TextFormField form={editor.form} field={CATALOGUE_FIELDS.email} type="email" autoComplete="off" autoFocus isBusy={busy} placeholder="name@example.com" />
            <RoleTypePicker editor={editor} ownerAllowed={ownerAllowed} />
            <TextFormField form={editor.form} field={CATALOGUE_FIELDS.title} isBusy={busy} placeholder="e.g. Sound engineer" />
            <FormProblem editor={editor} />
            <div className="dialog-actions">
              <Button className="button" onPress={onClose} isDisabled={busy}>
                Cancel
              </Button>
              <Button type="submit" className="button button-primary" isPending={busy}>
                {status === 'saving' ? <Spinner /> : null}
                {status === 'saving' ? 'Sending…' : 'Send invitation'}
              </Button>
            </div>
          </ValidatedForm>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
