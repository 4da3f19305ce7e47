/** Confirm modal (§2 screen 10): a question, Cancel, and a call to action. Escape closes it. */
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export interface ConfirmModalProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly onConfirm: () => void;
  readonly tone?: 'primary' | 'danger';
}

/** The modal itself, opened and closed by its owner; loaded on demand (see confirm-button.tsx). */
export default function ConfirmModal({ isOpen, onOpenChange, title, text, action, onConfirm, tone = 'primary' }: ConfirmModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog-title">
                {title}
              </Heading>
              <p className="dialog-text">{text}</p>
              <div className="dialog-actions">
                {/* A destructive action is never the default: the dialog opens on Cancel. */}
                <Button className="button" autoFocus={tone === 'danger'} onPress={close}>
                  Cancel
                </Button>
                <Button
                  className={`button button-${tone}`}
                  autoFocus={tone !== 'danger'}
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
  );
}
