/**
 * The dashboard home's models: the blocks (one request, loading / failed / loaded, retry), the
 * personal to-do list (checked with the server's rules before it is sent; toggles and removals
 * show at once and come back when the server refuses) and the time-zone banner (dismissals
 * remembered per pair of zones on the device). While a page shows it and the organization is being
 * projected, it asks where the projection stands, and reads upcoming work again once it is done.
 */
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { Effect } from 'effect';
import { checkTodoText, DASHBOARD_LIMITS, TODO_LIMIT_MESSAGE, todoFits } from '../../domain/work/dashboard.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { readDismissed, TIME_ZONE_DISMISSED_KEY, timeZoneMismatch, withDismissed, type TimeZoneMismatch } from '../../domain/work/time-zone-banner.ts';
import { READ_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import { DashboardGateway, type DashboardData, type TodoItem } from './dashboard-gateway.port.ts';
import { projectionPollDelays } from './ticket-model.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';
import { run, type Runner } from '../shared/run.ts';

/** The blocks: loading, failed (with the reason), or loaded. */
export type DashboardState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly data: DashboardData };

export interface TodoListModel {
  readonly items: ReadonlySignal<readonly TodoItem[]>;
  /** The text of the next to-do, as typed. */
  readonly draft: ReadonlySignal<string>;
  /** Why the draft cannot be added (shown once an add was tried), or null. */
  readonly draftError: ReadonlySignal<string | null>;
  /** An add is on its way. */
  readonly adding: ReadonlySignal<boolean>;
  /** Whether this person may keep a list here (visitors read only). */
  readonly canChange: boolean;
  readonly setDraft: (text: string) => void;
  /** Adds the draft at the end; true once the server kept it (the draft is then cleared). */
  readonly add: () => Promise<boolean>;
  readonly toggle: (id: string) => Promise<void>;
  /** Renames a to-do; answers the problem with the text (nothing is sent then), or null. */
  readonly rename: (id: string, text: string) => Promise<string | null>;
  readonly remove: (id: string) => Promise<void>;
  /** Moves a to-do one place up (-1) or down (+1). */
  readonly move: (id: string, by: -1 | 1) => Promise<void>;
}

export interface TimeZoneBannerModel {
  /** The browser's zone, or null when it cannot say. */
  readonly browserZone: string | null;
  /** The zones to tell about, or null when the banner is not shown. */
  readonly mismatch: ReadonlySignal<TimeZoneMismatch | null>;
  /** The profile is being saved with the browser's zone. */
  readonly saving: ReadonlySignal<boolean>;
  readonly dismiss: () => void;
  /** Saves the browser's zone in the profile. */
  readonly useBrowserZone: () => Promise<void>;
}

export interface DashboardModel {
  readonly state: ReadonlySignal<DashboardState>;
  readonly retry: () => Promise<void>;
  readonly todos: TodoListModel;
  /**
   * Follows the projection while a page shows the dashboard: while it is queued or running, where
   * it stands is read again (after PROJECTION_POLL_MS, then twice as long each time, up to
   * PROJECTION_POLL_MAX_MS, for PROJECTION_WATCH_MS in all); once ready, upcoming work and this
   * week's finishing tickets are read again (their ETAs changed). The returned function lets go.
   */
  readonly connect: () => () => void;
}

export interface DashboardDeps {
  readonly runner: Runner<DashboardGateway>;
  readonly notify: (notification: NotificationInput) => void;
}

const withGateway = <A>(use: (gateway: DashboardGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, DashboardGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* DashboardGateway);
  });

/** Builds the dashboard's model and starts loading; `canChange` is false for a visitor. */
export function createDashboardModel(deps: DashboardDeps, canChange: boolean): DashboardModel {
  const state = signal<DashboardState>({ status: 'loading' });
  const items = signal<readonly TodoItem[]>([]);
  /** Bumped by every load: an answer of the projection watch read before a load must not replace it. */
  let loads = 0;
  const load = async () => {
    loads += 1;
    state.value = { status: 'loading' };
    const outcome = await run(deps.runner, withGateway((gateway) => gateway.dashboard(DASHBOARD_LIMITS.rows)));
    if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    if (outcome.status !== 'success') return;
    items.value = outcome.value.todos;
    state.value = { status: 'loaded', data: outcome.value };
    void followProjection();
  };

  let connected = false;
  let watch: AbortController | null = null;
  /** Puts an answer of the watch into the blocks, unless a load came since it was asked. */
  const merge = (asked: number, change: Partial<DashboardData>) => {
    const current = state.value;
    if (asked === loads && current.status === 'loaded') state.value = { status: 'loaded', data: { ...current.data, ...change } };
  };
  async function followProjection(): Promise<void> {
    if (watch !== null || !connected || !projecting(state.value)) return;
    const mine = new AbortController();
    watch = mine;
    const options = { signal: mine.signal };
    try {
      for (const delay of projectionPollDelays()) {
        if (!projecting(state.value)) break;
        const asked = loads;
        const read = await run(deps.runner, Effect.andThen(Effect.sleep(delay), withGateway((gateway) => gateway.schedule())), options);
        if (read.status !== 'success') {
          if (read.status === 'interrupted') return;
          continue;
        }
        if (read.value.status !== 'READY') {
          merge(asked, { schedule: read.value });
          continue;
        }
        // Done: the ETAs changed, so the blocks that show them are read again; a failed read leaves the line as it was and tries again.
        const upcoming = await run(deps.runner, withGateway((gateway) => gateway.upcoming(DASHBOARD_LIMITS.rows)), options);
        if (upcoming.status === 'interrupted') return;
        if (upcoming.status === 'success') merge(asked, upcoming.value);
      }
    } finally {
      if (watch === mine) watch = null;
    }
  }

  void load();
  return {
    state,
    retry: load,
    todos: createTodoList(deps, items, canChange),
    connect: () => {
      connected = true;
      void followProjection();
      return () => {
        connected = false;
        watch?.abort();
        watch = null;
      };
    },
  };
}

/** Blocks whose ETAs are about to change: the organization is queued for, or in, a projection. */
const projecting = (shown: DashboardState): boolean => shown.status === 'loaded' && (shown.data.schedule.status === 'QUEUED' || shown.data.schedule.status === 'PROCESSING');

function createTodoList(deps: DashboardDeps, items: Signal<readonly TodoItem[]>, canChange: boolean): TodoListModel {
  const draft = signal('');
  const tried = signal(false);
  const adding = signal(false);
  const problemOf = (text: string, count: number): string | null => {
    if (!canChange) return READ_ONLY_MESSAGE;
    const checked = checkTodoText(text);
    if (!checked.ok) return checked.message;
    return todoFits(count) ? null : TODO_LIMIT_MESSAGE;
  };
  const draftError = computed(() => (tried.value ? problemOf(draft.value, items.value.length) : null));

  /** The changes sent so far: only the answer to the last one replaces the list. */
  let sent = 0;
  /**
   * Sends a change; the answer replaces the list; a refusal puts back what was shown and says why.
   * An answer that arrives after a later change was sent is stale (a tick answered after a move
   * would put the moved row back): the later change's answer brings the list.
   */
  const send = async (title: string, call: (gateway: DashboardGateway['Service']) => Effect.Effect<readonly TodoItem[], RequestError>, before: readonly TodoItem[]) => {
    const mine = ++sent;
    const outcome = await run(deps.runner, withGateway(call));
    const latest = mine === sent;
    if (outcome.status === 'success' && latest) items.value = outcome.value;
    if (outcome.status === 'failure') {
      if (latest) items.value = before;
      deps.notify({ type: 'Error', title, subTitle: describeError(outcome.error) });
    }
    return outcome.status === 'success';
  };
  const find = (id: string) => items.value.find((item) => item.id === id);

  return {
    items,
    draft,
    draftError,
    adding,
    canChange,
    setDraft: (text) => {
      draft.value = text;
    },
    add: async () => {
      if (adding.value) return false;
      tried.value = true;
      if (problemOf(draft.value, items.value.length) !== null) return false;
      adding.value = true;
      const kept = await send('Could not add the to-do', (gateway) => gateway.addTodo(draft.value.trim()), items.value);
      adding.value = false;
      if (kept) {
        draft.value = '';
        tried.value = false;
      }
      return kept;
    },
    toggle: async (id) => {
      const item = find(id);
      if (!item || !canChange) return;
      const before = items.value;
      items.value = before.map((entry) => (entry.id === id ? { ...entry, done: !entry.done } : entry));
      await send('Could not change the to-do', (gateway) => gateway.updateTodo(id, { done: !item.done }), before);
    },
    rename: async (id, text) => {
      const item = find(id);
      if (!item) return null;
      const checked = checkTodoText(text);
      if (!checked.ok) return checked.message;
      if (!canChange) return READ_ONLY_MESSAGE;
      if (checked.value === item.text) return null;
      const before = items.value;
      items.value = before.map((entry) => (entry.id === id ? { ...entry, text: checked.value } : entry));
      await send('Could not rename the to-do', (gateway) => gateway.updateTodo(id, { text: checked.value }), before);
      return null;
    },
    remove: async (id) => {
      if (!find(id) || !canChange) return;
      const before = items.value;
      items.value = before.filter((entry) => entry.id !== id);
      await send('Could not delete the to-do', (gateway) => gateway.removeTodo(id), before);
    },
    move: async (id, by) => {
      const before = items.value;
      const from = before.findIndex((entry) => entry.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= before.length || !canChange) return;
      const moved = [...before];
      const [item] = moved.splice(from, 1);
      moved.splice(to, 0, item!);
      items.value = moved;
      await send('Could not move the to-do', (gateway) => gateway.moveTodo(id, to), before);
    },
  };
}

export interface TimeZoneBannerDeps {
  /** The browser's zone (Intl), or null when it cannot say. */
  readonly browserZone: string | null;
  /** The zone of my role now (read from the session, so a saved profile hides the banner). */
  readonly roleZone: () => string | null;
  /** Saves a zone in my profile; true once saved. */
  readonly saveZone: (zone: string) => Promise<boolean>;
  /** Where dismissals are remembered; without it they last until the page is left. */
  readonly store?: KeyValueStoreShape | undefined;
}

/** The time-zone banner of the dashboard. */
export function createTimeZoneBanner({ browserZone, roleZone, saveZone, store }: TimeZoneBannerDeps): TimeZoneBannerModel {
  const dismissed = signal<readonly string[]>(readDismissed(store?.get(TIME_ZONE_DISMISSED_KEY) ?? null));
  const saving = signal(false);
  const mismatch = computed(() => timeZoneMismatch(browserZone, roleZone(), dismissed.value));
  return {
    browserZone,
    mismatch,
    saving,
    dismiss: () => {
      const shown = mismatch.value;
      if (!shown) return;
      dismissed.value = withDismissed(dismissed.value, shown);
      store?.set(TIME_ZONE_DISMISSED_KEY, JSON.stringify(dismissed.value));
    },
    useBrowserZone: async () => {
      const shown = mismatch.value;
      if (!shown || saving.value) return;
      saving.value = true;
      try {
        await saveZone(shown.browser);
      } finally {
        saving.value = false;
      }
    },
  };
}
