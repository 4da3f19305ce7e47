/**
 * The toasts: notifications state in a signal, auto-dismiss timers that pause while the pointer
 * is over the overlay, and a 300 ms leave animation before a toast is removed.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import * as Notifications from '../../domain/shared/notifications.ts';
import type { TimersShape } from '../shared/timers.port.ts';

export interface NotificationsModel {
  readonly state: ReadonlySignal<Notifications.State>;
  /** Indexes of toasts playing their leave animation. */
  readonly leaving: ReadonlySignal<ReadonlySet<number>>;
  readonly paused: ReadonlySignal<boolean>;
  readonly active: ReadonlySignal<readonly Notifications.Notification[]>;
  readonly notify: (notification: Notifications.NotificationInput) => void;
  readonly dismiss: (index: number) => void;
  readonly pause: () => void;
  readonly resume: () => void;
}

interface Countdown {
  remaining: number;
  startedAt: number;
  cancel: (() => void) | null;
}

/** Builds the notifications model on a clock. */
export function createNotificationsModel(timers: TimersShape): NotificationsModel {
  const state = signal(Notifications.initialState);
  const leaving = signal<ReadonlySet<number>>(new Set());
  const paused = signal(false);
  const countdowns = new Map<number, Countdown>();

  function start(index: number, countdown: Countdown): void {
    countdown.startedAt = timers.now();
    countdown.cancel = timers.after(countdown.remaining, () => dismiss(index));
  }

  function notify(notification: Notifications.NotificationInput): void {
    const next = Notifications.transition(state.value, { type: 'create', notification });
    const index = state.value.nextIndex;
    state.value = next;
    const countdown: Countdown = { remaining: Notifications.displayDuration(notification), startedAt: 0, cancel: null };
    countdowns.set(index, countdown);
    if (!paused.value) start(index, countdown);
  }

  function dismiss(index: number): void {
    if (leaving.value.has(index) || !state.value.active.some((n) => n.index === index)) return;
    countdowns.get(index)?.cancel?.();
    countdowns.delete(index);
    leaving.value = new Set([...leaving.value, index]);
    timers.after(Notifications.TOAST_ANIMATION_MS, () => {
      state.value = Notifications.transition(state.value, { type: 'dismiss', index });
      const rest = new Set(leaving.value);
      rest.delete(index);
      leaving.value = rest;
    });
  }

  function pause(): void {
    if (paused.value) return;
    paused.value = true;
    const now = timers.now();
    for (const countdown of countdowns.values()) {
      countdown.cancel?.();
      countdown.cancel = null;
      countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
    }
  }

  function resume(): void {
    if (!paused.value) return;
    paused.value = false;
    for (const [index, countdown] of countdowns) start(index, countdown);
  }

  const active = computed(() => state.value.active);
  return { state, leaving, paused, active, notify, dismiss, pause, resume };
}
