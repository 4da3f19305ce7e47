/**
 * Notifications (§4, §9): created ones are appended with an auto-incrementing index, dismissal
 * removes by index, the recent list keeps the last 9 plus the new one, and a Version notification
 * raises the new-version flag.
 */
import { NOTIFICATION_DURATION_MS, RECENT_NOTIFICATIONS, TOAST_ANIMATION_MS } from './constants.ts';

export type NotificationType = 'Info' | 'Success' | 'Warning' | 'Error' | 'Version';

/** What a notification's button does (Undo): its words and the action, after which the toast goes. */
export interface NotificationAction {
  readonly label: string;
  readonly run: () => void;
}

export interface NotificationInput {
  readonly type: NotificationType;
  readonly title: string;
  readonly subTitle?: string;
  readonly href?: string;
  /** Its own display time in ms; such a notification shows no progress bar. */
  readonly duration?: number;
  readonly action?: NotificationAction;
}

/** How long a notification offering an action (Undo) stays: long enough to read it and reach its button. */
export const ACTION_NOTIFICATION_MS = 8_000;

export interface Notification extends NotificationInput {
  readonly index: number;
}

export interface State {
  readonly nextIndex: number;
  readonly active: readonly Notification[];
  readonly recent: readonly Notification[];
  readonly newVersion: boolean;
}

export type Event =
  | { readonly type: 'create'; readonly notification: NotificationInput }
  | { readonly type: 'dismiss'; readonly index: number };

export const initialState: State = { nextIndex: 1, active: [], recent: [], newVersion: false };

/** How many notifications the recent list keeps. */
export const RECENT_LIMIT = RECENT_NOTIFICATIONS;
export { TOAST_ANIMATION_MS };

const AUTO_DISMISS_MS: Record<NotificationType, number> = NOTIFICATION_DURATION_MS;

/** How long a notification stays before it dismisses itself. */
export function displayDuration(notification: NotificationInput): number {
  return notification.duration ?? AUTO_DISMISS_MS[notification.type];
}

/** Only notifications on the default timing show a progress bar. */
export function showsProgress(notification: NotificationInput): boolean {
  return notification.duration === undefined;
}

/** The next notification state; dismissing an unknown index changes nothing. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'create': {
      const notification: Notification = { ...event.notification, index: state.nextIndex };
      return {
        nextIndex: state.nextIndex + 1,
        active: [...state.active, notification],
        recent: [...state.recent.slice(-(RECENT_LIMIT - 1)), notification],
        newVersion: state.newVersion || notification.type === 'Version',
      };
    }
    case 'dismiss': {
      if (!state.active.some((n) => n.index === event.index)) return state;
      return { ...state, active: state.active.filter((n) => n.index !== event.index) };
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
