/** Confirm modal (§2 screen 10): a question, Cancel, and a call to action. Escape closes it. */
import type { ReactElement } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ConfirmModalProps {
  /** The button that opens the modal. */
  readonly trigger: ReactElement;
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly onConfirm: () => void;
}

export function ConfirmModal({ trigger, title, text, action, onConfirm }: ConfirmModalProps) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog role="alertdialog" className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog-title">
                  {title}
                </Heading>
                <p className="dialog-text">{text}</p>
                <div className="dialog-actions">
                  <Button className="button" onPress={close}>
                    Cancel
                  </Button>
                  <Button
                    className="button button-primary"
                    autoFocus
                    onPress={() => {
                      close();
                      onConfirm();
                    }}
                  >
                    {action}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
