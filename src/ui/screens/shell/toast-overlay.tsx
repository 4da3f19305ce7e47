/**
 * The toast overlay (§2 screen 13): bottom-right, top-right on wide screens. Hovering pauses the
 * auto-dismiss timers; each toast shows its remaining time as a bar unless it has its own duration.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { BANNER_TEXT } from '../../../domain/shell/banner.ts';
import { displayDuration, showsProgress, type Notification } from '../../../domain/shared/notifications.ts';
import { useApp } from '../../app-context.tsx';

function Toast({ notification, leaving, onDismiss, onAction }: { readonly notification: Notification; readonly leaving: boolean; readonly onDismiss: () => void; readonly onAction: () => void }) {
  const urgent = notification.type === 'Error' || notification.type === 'Warning';
  return (
    <div className="toast" data-type={notification.type} data-leaving={leaving || undefined} role={urgent ? 'alert' : 'status'}>
      <div className="toast-body">
        <p className="toast-title">{notification.title}</p>
        {notification.subTitle ? <p className="toast-subtitle">{notification.subTitle}</p> : null}
        {notification.href ? (
          <a className="toast-link" href={notification.href}>
            Open
          </a>
        ) : null}
        {notification.action ? (
          <Button
            className="button button-small toast-action"
            onPress={() => {
              notification.action?.run();
              onAction();
            }}
          >
            {notification.action.label}
          </Button>
        ) : null}
      </div>
      <Button className="toast-dismiss" aria-label={`Dismiss: ${notification.title}`} onPress={onDismiss}>
        ×
      </Button>
      {showsProgress(notification) ? (
        <span className="toast-progress" style={{ animationDuration: `${displayDuration(notification)}ms` }} aria-hidden="true" />
      ) : null}
    </div>
  );
}

/** §2 screen 14: shown while a new version waits and the banner is not dismissed. */
function NewVersionBanner() {
  useSignals();
  const { newVersion } = useApp();
  if (!newVersion.bannerVisible.value) return null;
  return (
    <div className="toast version-banner" data-type="Version" role="status">
      <div className="toast-body">
        <p className="toast-title">{BANNER_TEXT.title}</p>
        <p className="toast-subtitle">{BANNER_TEXT.body}</p>
        <div className="banner-actions">
          <Button className="button button-primary" onPress={newVersion.reload}>
            {BANNER_TEXT.reload}
          </Button>
          <Button className="button" onPress={newVersion.dismiss}>
            {BANNER_TEXT.dismiss}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ToastOverlay() {
  useSignals();
  const { notifications } = useApp();
  const leaving = notifications.leaving.value;
  // The countdowns wait while the pointer is over the toasts (§4) or the keyboard is on one of them
  // (its Dismiss or Open), so a toast being read or reached never goes away under the person.
  const holding = useRef({ pointer: false, focus: false });
  // Where the keyboard was before it came to the toasts: a toast closed from the keyboard gives it back
  // (or to the page's <main> when that control is gone), never to the body.
  const cameFrom = useRef<HTMLElement | null>(null);
  const overlay = useRef<HTMLElement>(null);
  const close = (index: number) => {
    const keyboardInside = overlay.current?.contains(document.activeElement) ?? false;
    notifications.dismiss(index);
    if (!keyboardInside) return;
    const back = cameFrom.current;
    if (back?.isConnected) back.focus();
    else {
      const main = document.querySelector<HTMLElement>('main');
      if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main?.focus();
    }
  };
  const hold = (by: 'pointer' | 'focus', on: boolean) => {
    holding.current[by] = on;
    if (holding.current.pointer || holding.current.focus) notifications.pause();
    else notifications.resume();
  };
  // A new version is told by the banner, not by a toast of its own.
  const toasts = notifications.active.value.filter((notification) => notification.type !== 'Version');
  // A toast never covers the control just used (issue 25): when the overlay would lie over the
  // focused control, it moves to the other edge of the window until the toasts are gone.
  const [flipped, setFlipped] = useState(false);
  const newest = toasts.at(-1)?.index ?? null;
  useLayoutEffect(() => {
    const box = overlay.current;
    if (newest === null || !box) {
      setFlipped(false);
      return;
    }
    const used = document.activeElement;
    if (!(used instanceof HTMLElement) || used === document.body || box.contains(used)) return;
    const [a, b] = [box.getBoundingClientRect(), used.getBoundingClientRect()];
    if (a.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) setFlipped((now) => !now);
  }, [newest]);
  return (
    <section
      className="toast-overlay"
      aria-label="Notifications"
      data-paused={notifications.paused.value || undefined}
      data-flipped={flipped || undefined}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      ref={overlay}
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (from && !event.currentTarget.contains(from)) cameFrom.current = from;
        hold('focus', true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      <NewVersionBanner />
      {toasts.map((notification) => (
        <Toast
          key={notification.index}
          notification={notification}
          leaving={leaving.has(notification.index)}
          onDismiss={() => close(notification.index)}
          onAction={() => close(notification.index)}
        />
      ))}
    </section>
  );
}
