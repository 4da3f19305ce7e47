/** A report's name asked in a dialog: a new report, or a new name for one. The model checks it as the server does. */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { ReportChange } from '../../../application/reports/reports-area.ts';
import { REPORT_LIMITS } from '../../../domain/reports/report.ts';
import { holdFocusOnOpen } from '../../components/focus-on-mount.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ReportTextField } from './report-states.tsx';

export function ReportNameDialog({ title, action, initial = '', onSubmit, onClose }: {
  readonly title: string;
  readonly action: string;
  readonly initial?: string;
  /** Saves the name; the dialog closes when it answers ok. */
  readonly onSubmit: (name: string) => Promise<ReportChange>;
  readonly onClose: () => void;
}) {
  const id = useId();
  // The name takes the focus when the dialog opens, past the dialog's own focusing.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => holdFocusOnOpen(first.current), []);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const result = await onSubmit(name);
    setBusy(false);
    if (result.ok) onClose();
    else if (result.message) setError(result.message);
  };
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal">
        <Dialog className="dialog" aria-labelledby={`${id}-title`}>
          <Heading slot="title" className="dialog-title" id={`${id}-title`}>
            {title}
          </Heading>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ReportTextField
              id={`${id}-name`}
              label="Name"
              inputRef={first}
              value={name}
              maxLength={REPORT_LIMITS.name + 20}
              error={error}
              onChange={(value) => {
                setName(value);
                setError(null);
              }}
            />
            <div className="dialog-actions">
              <Button className="button" onPress={onClose} isDisabled={busy}>
                Cancel
              </Button>
              <Button type="submit" className="button button-primary" isPending={busy}>
                {busy ? <Spinner /> : null}
                {action}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
