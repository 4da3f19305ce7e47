/**
 * A button that asks before it acts. The modal's code (focus trapping, overlays: 13 KB gzip) is
 * fetched when the pointer or focus reaches the button, so pages do not pay for it up front.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';

const loadModal = () => import('./confirm-modal.tsx');
const ConfirmModal = lazy(loadModal);

export interface ConfirmButtonProps {
  readonly children: ReactNode;
  readonly className?: string;
  readonly isDisabled?: boolean;
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly onConfirm: () => void;
  /** 'danger' for actions that cannot be undone. */
  readonly tone?: 'primary' | 'danger';
}

/** The button and, once pressed, its confirm modal; on close react-aria gives focus back to the button (see preact-focus.ts). */
export function ConfirmButton({ children, className, isDisabled, title, text, action, onConfirm, tone = 'primary' }: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const prefetch = () => void loadModal();
  return (
    <>
      <Button className={className} isDisabled={isDisabled} onHoverStart={prefetch} onFocus={prefetch} onPress={() => setOpen(true)}>
        {children}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ConfirmModal isOpen={isOpen} onOpenChange={setOpen} title={title} text={text} action={action} onConfirm={onConfirm} tone={tone} />
        </Suspense>
      ) : null}
    </>
  );
}
